/**
 * The servers of the scale benchmark (scale.ts), in a process of their own so that serving never
 * waits on the measuring process: the fake model server, scripted, and the fake GitHub. It prints
 * one JSON line with their addresses, then a line for each model request as it arrives
 * (`{"request": <ms since the epoch>, "step": n}`) and for each answer once it is sent
 * (`{"sent": <ms>, "step": n, "tool": true|false}`). A line on stdin sets the script of the next
 * run, `{"script": "edit"}` or `{"script": "touch", "files": 1000}`, and is acknowledged with
 * `{"ready": true}`. It ends when its stdin closes.
 *
 * The scripts: `edit` reads a file, edits a line of it and answers; `touch` appends a line to
 * `files` files with one bash command and answers.
 */
import { createInterface } from "node:readline";
import { startGitHubServer } from "../test/fakes/github-server.js";
import { type FakeReply, type RecordedRequest, startModelServer } from "../test/fakes/model-server.js";
import { EDITED_FILE, EDITED_LINE } from "./scale-fixture.js";

export type Script = { script: "edit" } | { script: "touch"; files: number };

const now = (): number => performance.timeOrigin + performance.now();
const say = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);

/** The agent's step: the assistant turns already in the conversation. */
function stepOf(request: RecordedRequest): number {
  const messages: { role?: string }[] = Array.isArray(request.body?.messages) ? request.body.messages : [];
  return messages.filter((message) => message.role === "assistant").length;
}

function reply(script: Script, step: number): FakeReply {
  if (script.script === "edit") {
    if (step === 0) return { toolCalls: [{ name: "read_file", arguments: { path: EDITED_FILE } }] };
    if (step === 1)
      return {
        toolCalls: [
          {
            name: "edit_file",
            arguments: { path: EDITED_FILE, old_str: EDITED_LINE, new_str: `${EDITED_LINE} Edited.` },
          },
        ],
      };
    return { text: "Edited the first line." };
  }
  if (step === 0) {
    // Appending keeps each file's inode, as an editor saving in place does.
    const command = `find packages -type f -name '*.ts' | head -n ${script.files} | while IFS= read -r f; do echo '// touched' >> "$f"; done`;
    return { toolCalls: [{ name: "bash", arguments: { command } }] };
  }
  return { text: `Touched ${script.files} files.` };
}

let script: Script = { script: "edit" };
const model = await startModelServer();
model.setDefaultTurn((request) => {
  // A request with no tools is not a step of the agent (a summary): answered, not scripted.
  const tools = Array.isArray(request.body?.tools) && request.body.tools.length > 0;
  const step = stepOf(request);
  say({ request: now(), step, tools });
  const answer = tools ? reply(script, step) : { text: "A summary." };
  void request.closed.then(() => say({ sent: now(), step, tool: (answer.toolCalls?.length ?? 0) > 0 }));
  return answer;
});
const github = await startGitHubServer({ permissions: { octocat: "admin" } });
say({ model: model.url, github: github.url, owner: github.owner, repo: github.repo });

const lines = createInterface({ input: process.stdin });
lines.on("line", (line) => {
  script = JSON.parse(line) as Script;
  say({ ready: true });
});
lines.on("close", () => {
  void Promise.all([model.close(), github.close()]).then(() => process.exit(0));
});
