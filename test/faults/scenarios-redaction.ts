import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import { expectExit, outcome } from "./run-reading.js";
import { botComments, commentRun, type Scenario, theComment } from "./scenario.js";
import { FIXED_README, fixTypo } from "./typo-task.js";

/**
 * Outbound redaction (issue 6, item 2): what the action writes never carries a secret value or
 * a well-known token shape, wherever it came from (the task, the model's answer, a command's
 * output).
 */

function randomWord(length: number): string {
  return randomBytes(length).toString("base64url").replace(/[-_]/g, "x").slice(0, length);
}

/** One of each token shape the redactor knows, made fresh so nothing can match by accident. */
function tokenShapes(): Record<string, string> {
  return {
    ghp_: `ghp_${randomWord(36)}`,
    gho_: `gho_${randomWord(36)}`,
    ghs_: `ghs_${randomWord(36)}`,
    github_pat_: `github_pat_${randomWord(22)}_${randomWord(59)}`,
    "sk-ant-": `sk-ant-api03-${randomWord(40)}`,
    "sk-": `sk-proj-${randomWord(40)}`,
  };
}

/** Everything the action wrote that a person or a later step can read. */
function outbound(
  run: { stdout: string; stderr: string; summary: string; trajectory: string; outputs: object },
  extra: string[],
): string {
  return [run.stdout, run.stderr, run.summary, run.trajectory, JSON.stringify(run.outputs), ...extra].join(
    "\n",
  );
}

export const redactionScenarios: Scenario[] = [
  {
    name: "token shapes in the task, a command's output and the answer are masked everywhere the action writes",
    fault:
      "the comment holds a `ghp_` token and an `sk-ant-` key; a command prints a `github_pat_` token; the answer holds `gho_`, `ghs_` and `sk-` values",
    expected:
      "`***` in their place in the comment, the pull request title and body, the commit message, the job summary, the job log and the trajectory",
    async play(play) {
      const { stage } = play;
      const shapes = tokenShapes();
      const { run, issue } = await commentRun(play, {
        body: `/agent fix the typo in README.md; ${shapes.ghp_} and ${shapes["sk-ant-"]} were pasted here by mistake`,
        script: [
          { toolCalls: [{ name: "bash", arguments: { command: `echo token ${shapes.github_pat_}` } }] },
          { toolCalls: [fixTypo] },
          { text: `Fixed the typo. Revoke ${shapes.gho_}, ${shapes.ghs_} and ${shapes["sk-"]}.` },
        ],
      });
      expectExit(run, 0);
      expect(run.outputs.conclusion).toBe("success");
      const pull = [...stage.gh.state.pulls.values()][0];
      const commit = stage.originGit(["log", "-1", "--format=%B", run.outputs.branch ?? ""]);
      const comment = theComment(stage, issue);
      const ghBodies = stage.gh.requests.map((r) => JSON.stringify(r.body ?? ""));
      const written = outbound(run, [comment, pull?.title ?? "", pull?.body ?? "", commit, ...ghBodies]);
      const found = Object.entries(shapes).filter(([, value]) => written.includes(value));
      expect(found.map(([shape]) => shape)).toEqual([]);
      for (const text of [comment, pull?.body ?? "", commit, run.summary]) expect(text).toContain("***");
      expect(stage.originGit(["show", `${run.outputs.branch}:README.md`])).toBe(FIXED_README);
      return `${outcome(run)}; none of the 6 tokens in any comment, pull request, commit message, summary, log line or trajectory event; \`***\` in the comment, the pull request body, the commit message and the summary`;
    },
  },
  {
    name: "with the sandbox off, secrets the model read and repeats are masked and a diff holding one is not pushed",
    fault:
      "`sandbox: off`; the model reads `/proc/$PPID/environ`, writes the GitHub token into a file and puts both secrets in its answer",
    expected:
      "the model can see them (that is what the sandbox prevents), but every comment, log line, summary and trajectory event shows `***`; nothing is pushed, the run ends `error` and the comment says why",
    modelMaySeeSecrets: true,
    async play(play) {
      const { stage } = play;
      const { apiKey, githubToken } = stage.secrets;
      const { run, issue } = await commentRun(play, {
        sandbox: "off",
        script: [
          {
            toolCalls: [
              {
                name: "bash",
                arguments: {
                  command: "tr '\\0' '\\n' < /proc/$PPID/environ | grep -E '^(INPUT_API-KEY|GITHUB_TOKEN)='",
                },
              },
            ],
          },
          {
            toolCalls: [
              { name: "write_file", arguments: { path: "notes.txt", content: `token=${githubToken}\n` } },
              fixTypo,
            ],
          },
          { text: `Done. The key is ${apiKey} and the token is ${githubToken}.` },
        ],
      });
      // Never silently green: changes that could not be published end the run as an error.
      expectExit(run, 1);
      expect(run.outputs.conclusion).toBe("error");
      // The model did read them: the redaction below is the only thing between them and the world.
      expect(JSON.stringify(stage.model.requests[1]?.body)).toContain(githubToken);
      expect(run.outputs.branch ?? "").toBe("");
      expect(stage.gh.state.pulls.size).toBe(0);
      const comment = theComment(stage, issue);
      expect(comment).toContain("looks like a secret");
      expect(comment).toContain("nothing was pushed");
      expect(comment).toContain("The key is *** and the token is ***.");
      expect(botComments(stage, issue)).toHaveLength(1);
      return `${outcome(run)}; the answer reads "The key is *** and the token is ***." in the comment, log and trajectory; no branch pushed, the comment says the changes hold "what looks like a secret" and shows the patch masked`;
    },
  },
];
