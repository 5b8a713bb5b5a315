import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { commandEnv } from "../src/tools/index.js";
import { startRemoteTools } from "../src/tools/remote.js";
import { runTool, ToolRegistry } from "../src/tools/tool.js";
import { running, uniqueMarker, waitFor } from "./fixtures/processes.js";
import { scratchFolder } from "./fixtures/scratch.js";
import { toolHostScript } from "./fixtures/tool-host-build.js";

let root: string;
const cleanups: (() => Promise<unknown>)[] = [];

beforeEach(async (context) => {
  root = await scratchFolder(context, "tool-host-", cleanups);
});

/** The tool host started as a plain child process (the sandbox adds only sudo and setpriv in front). */
async function host(env: NodeJS.ProcessEnv = commandEnv({ PATH: process.env.PATH })) {
  const started = await startRemoteTools({
    argv: [process.execPath, await toolHostScript()],
    spawnEnv: { PATH: process.env.PATH },
    init: { root, env: Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v ?? ""])) },
  });
  if (!started.ok) throw new Error(started.error);
  cleanups.push(started.value.coding.dispose);
  const registry = new ToolRegistry(started.value.coding.tools);
  const call = (name: string, args: Record<string, unknown>, signal = new AbortController().signal) =>
    runTool(registry, { name, arguments: args }, { signal });
  return {
    call,
    pid: started.value.pid,
    dispose: started.value.coding.dispose,
    tools: started.value.coding.tools,
  };
}

describe("the tool host", () => {
  it("offers the same tools as in-process, and runs them in its own process", async () => {
    const { call, pid, tools } = await host();
    expect(tools.map((t) => [t.name, t.readOnly])).toEqual([
      ["read_file", true],
      ["write_file", false],
      ["edit_file", false],
      ["bash", false],
      ["bash_output", true],
      ["bash_kill", false],
      ["grep", true],
      ["glob", true],
    ]);
    expect((await call("write_file", { path: "src/a.txt", content: "one\n" })).content).toContain("Created");
    expect(
      (await call("edit_file", { path: "src/a.txt", old_str: "one", new_str: "two" })).isError,
    ).toBeFalsy();
    expect((await call("read_file", { path: "src/a.txt" })).content).toBe("     1|two");
    expect((await call("grep", { pattern: "tw." })).content).toBe("src/a.txt:1:two");
    expect((await call("glob", { pattern: "**/*.txt" })).content).toBe("src/a.txt");
    expect((await call("bash", { command: "echo $PPID" })).content).toContain(`stdout:\n${pid}`);
  });

  it("validates arguments before they reach the host, with the same errors", async () => {
    const { call } = await host();
    const out = await call("read_file", { path: "a.txt", limit: "many" });
    expect(out.isError).toBe(true);
    expect(out.content).toContain("limit: expected integer");
  });

  it("answers overlapping calls each with its own result", async () => {
    const { call } = await host();
    await writeFile(path.join(root, "a.txt"), "alpha\n");
    const slow = call("bash", { command: "sleep 0.3; echo slow" });
    const fast = call("read_file", { path: "a.txt" });
    expect((await fast).content).toBe("     1|alpha");
    expect((await slow).content).toContain("stdout:\nslow");
  });

  it("gets the commands' environment on stdin: commands see it, its argv holds none of it", async () => {
    const value = `value-${uniqueMarker()}`;
    const { call, pid } = await host({ PATH: process.env.PATH, PASSED_VALUE: value });
    expect((await call("bash", { command: "echo $PASSED_VALUE" })).content).toContain(`stdout:\n${value}`);
    const argv = await readFile(`/proc/${pid}/cmdline`, "utf8");
    expect(argv).toContain("tool-host");
    expect(argv).not.toContain(value);
    expect(await readFile(`/proc/${pid}/environ`, "utf8")).not.toContain(value);
  });

  it("stops a cancelled command with its whole process group", async () => {
    const { call } = await host();
    const marker = uniqueMarker();
    const abort = new AbortController();
    const pending = call("bash", { command: `(sleep 300.${marker}) & sleep 301.${marker}` }, abort.signal);
    await waitFor(() => running(marker).some((line) => line.startsWith("sleep 301")));
    abort.abort();
    expect((await pending).content).toContain("Cancelled");
    expect(running(marker)).toEqual([]);
  });

  it("kills its background jobs and exits when the tools are disposed", async () => {
    const { call, pid, dispose } = await host();
    const marker = uniqueMarker();
    await call("bash", { command: `sleep 302.${marker}`, run_in_background: true });
    await waitFor(() => running(marker).length > 0);
    await dispose();
    expect(running(marker)).toEqual([]);
    await expect(readFile(`/proc/${pid}/cmdline`, "utf8")).rejects.toThrow();
  });

  it("answers every waiting and later call with an error once the host died, and never hangs", async () => {
    const { call, pid } = await host();
    const pending = call("bash", { command: "sleep 30" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    process.kill(pid, "SIGKILL");
    const out = await pending;
    expect(out.isError).toBe(true);
    expect(out.content).toContain("the tool host stopped (killed by SIGKILL)");
    expect((await call("read_file", { path: "a.txt" })).content).toContain("no tool can run any more");
  });

  it("says why when the host cannot start, without throwing", async () => {
    const missing = await startRemoteTools({
      argv: [process.execPath, path.join(root, "no-such-host.mjs")],
      spawnEnv: { PATH: process.env.PATH },
      init: { root, env: {} },
    });
    expect(missing).toEqual({
      ok: false,
      error: expect.stringContaining("the tool host stopped (exit code 1)"),
    });
    const gone = await startRemoteTools({
      argv: [process.execPath, await toolHostScript()],
      spawnEnv: { PATH: process.env.PATH },
      init: { root: path.join(root, "no-such-workspace"), env: {} },
    });
    expect(gone).toEqual({ ok: false, error: expect.stringContaining("the workspace cannot be used") });
  });
});
