import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { listenLocally } from "./fakes/http.js";

/**
 * What the action says to the runner before `@actions/core` has loaded (the log, masks, groups,
 * the failure, the post step's state) must read to the runner exactly as `@actions/core` would
 * have written it, and nothing may be lost or reordered when it loads. Each case says the same
 * calls twice in a child process, through the action's `runnerIO` and through `@actions/core`
 * itself, and compares what the runner would read.
 */

const CHILD = join(dirname(fileURLToPath(import.meta.url)), "fixtures", "runner-io-child.ts");
/** Each case starts tsx twice; generous for a busy machine. */
const TIMEOUT_MS = 60_000;
const scratch = mkdtempSync(join(tmpdir(), "runner-io-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Said {
  code: number | null;
  stdout: string;
  /** The files the runner reads, their random delimiters replaced by `DELIMITER`. */
  state: string;
  output: string;
  summary: string;
}

let runs = 0;
function say(mode: "io" | "core", calls: string[][]): Promise<Said> {
  const dir = mkdtempSync(join(scratch, `${mode}-${++runs}-`));
  const files = { state: join(dir, "state"), output: join(dir, "output"), summary: join(dir, "summary") };
  for (const file of Object.values(files)) writeFileSync(file, "");
  const env = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: dir,
    GITHUB_STATE: files.state,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", CHILD, mode, JSON.stringify(calls)], { env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (stderr) return reject(new Error(stderr));
      const read = (file: string) =>
        readFileSync(file, "utf8").replace(/ghadelimiter_[0-9a-f-]{36}/g, "DELIMITER");
      resolve({
        code,
        stdout,
        state: read(files.state),
        output: read(files.output),
        summary: read(files.summary),
      });
    });
  });
}

async function sameAsCore(calls: string[][]): Promise<Said> {
  const [ours, theirs] = await Promise.all([say("io", calls), say("core", calls)]);
  expect(ours).toEqual(theirs);
  return ours;
}

/** Text with everything the command protocol escapes, in every position. */
const AWKWARD = "100% sure\r\nsecond line\nthird %0A line: a, b\r";

describe.concurrent("the action's job log before and after @actions/core loads", {
  timeout: TIMEOUT_MS,
}, () => {
  it("writes masks, annotations, groups, log lines and the failure as @actions/core does", async () => {
    const said = await sameAsCore([
      ["setSecret", "s3cr%t\nwith a second line"],
      ["info", "Repo Agent: anthropic, up to 1 steps"],
      ["info", `model text\n::warning::not a command\n${AWKWARD}`],
      ["warning", AWKWARD],
      ["error", AWKWARD],
      ["notice", AWKWARD],
      ["startGroup", `Step 1/2 ${AWKWARD}`],
      ["endGroup"],
      ["setFailed", `Repo Agent failed: ${AWKWARD}`],
    ]);
    expect(said.stdout.split("\n")[0]).toBe("::add-mask::s3cr%25t%0Awith a second line");
    expect(said.stdout).toContain("::warning::100%25 sure%0D%0Asecond line%0Athird %250A line: a, b%0D\n");
    expect(said.stdout).not.toMatch(/^::warning::not a command/m);
    expect(said.code).toBe(1);
  });

  it("saves the post step's state as @actions/core does", async () => {
    const said = await sameAsCore([
      ["saveState", "repo-agent", JSON.stringify({ vault: { dir: `/tmp/${AWKWARD}` } })],
      ["saveState", "second", AWKWARD],
    ]);
    expect(said.state).toContain('repo-agent<<DELIMITER\n{"vault"');
    expect(said.code).toBe(0);
  });

  it("writes an output asked for before @actions/core loaded, keeping the order and the process alive for it", async () => {
    const said = await sameAsCore([
      ["info", "before"],
      ["setOutput", "response", AWKWARD],
      ["setSecret", "hunter2-hunter2-hunter2"],
      ["info", "the secret hunter2-hunter2-hunter2 after its mask"],
      ["saveState", "repo-agent", "{}"],
      ["setOutput", "conclusion", "success"],
      ["writeSummary", "## Repo Agent: success\n"],
    ]);
    expect(said.output).toBe(
      `response<<DELIMITER\n${AWKWARD}\nDELIMITER\nconclusion<<DELIMITER\nsuccess\nDELIMITER\n`,
    );
    expect(said.summary).toBe("## Repo Agent: success\n");
    const lines = said.stdout.split("\n");
    expect(lines.indexOf("::add-mask::hunter2-hunter2-hunter2")).toBeLessThan(
      lines.indexOf("the secret hunter2-hunter2-hunter2 after its mask"),
    );
  });

  it("goes on the same once a request went out and @actions/core loaded", async () => {
    const server = createServer((req, res) => {
      req.resume();
      req.on("end", () => res.end("{}"));
    });
    const url = `${await listenLocally(server)}/v1/messages`;
    try {
      const said = await sameAsCore([
        ["setSecret", "s3cr%t-s3cr%t-s3cr%t"],
        ["startGroup", "Step 1/1"],
        ["request", url],
        ["info", AWKWARD],
        ["warning", AWKWARD],
        ["endGroup"],
        ["setOutput", "conclusion", "success"],
        ["setFailed", AWKWARD],
      ]);
      expect(said.output).toBe("conclusion<<DELIMITER\nsuccess\nDELIMITER\n");
      expect(said.code).toBe(1);
    } finally {
      server.close();
    }
  });
});
