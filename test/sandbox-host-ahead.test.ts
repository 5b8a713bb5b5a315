import { execFileSync, spawnSync } from "node:child_process";
import { mkdtemp, realpath, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { prepareSandbox } from "../src/sandbox/index.js";
import { commandEnv } from "../src/tools/index.js";
import { runTool, ToolRegistry } from "../src/tools/tool.js";
import { firstReason, notInstalled, notRoot, skipWhere } from "./fixtures/machine.js";
import { waitFor } from "./fixtures/processes.js";
import { toolHostScript } from "./fixtures/tool-host-build.js";

/**
 * The tool host's program starts while the sandbox is still being set up (Node's own start is
 * most of a host's), and does nothing before the sandbox is ready. These runs make users of
 * their own (root, with setfacl and setpriv) and look at what processes that user has.
 */

const cannotRun = firstReason(notRoot(), notInstalled("setfacl", "setpriv"));
const suite = "the tool host started ahead";

/** The command lines of the processes running as `uid`. */
function processesOf(uid: number): string[] {
  const listed = spawnSync("ps", ["-o", "args=", "-u", String(uid)], { encoding: "utf8" });
  return listed.stdout.split("\n").filter(Boolean);
}

/** Whether the system still knows the user `uid`. */
const known = (uid: number): boolean => spawnSync("getent", ["passwd", String(uid)]).status === 0;

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function workspace(): Promise<string> {
  const dir = await realpath(await mkdtemp(path.join(tmpdir(), "sandbox-ahead-")));
  folders.push(dir);
  execFileSync("git", ["init", "-q", dir]);
  await writeFile(path.join(dir, "README.md"), "# Title\n");
  return dir;
}

describe("the tool host started ahead of the sandbox being ready (needs root)", () => {
  it("is running before the paths to hide are known, and is ended with the user when they cannot be found", async (context) => {
    skipWhere(context, suite, cannotRun);
    let uid: number | undefined;
    let hostWasRunning = false;
    // The scans for private paths fail, but only once the user's tool host is running.
    const privatePaths = (async (): Promise<string[]> => {
      await waitFor(() => uid !== undefined && processesOf(uid).some((line) => line.includes("tool-host")));
      hostWasRunning = true;
      throw new Error("the nested repositories could not be listed");
    })();

    const result = await prepareSandbox({
      mode: "user",
      workspace: await workspace(),
      toolHostScript: await toolHostScript(),
      privatePaths,
      onUser: (user) => {
        uid = user.uid;
      },
    });

    expect(result).toEqual({
      active: false,
      error: "the paths to hide from it could not be found: the nested repositories could not be listed",
    });
    expect(hostWasRunning).toBe(true);
    if (uid === undefined) throw new Error("no user was made");
    expect(processesOf(uid)).toEqual([]);
    expect(known(uid)).toBe(false);
  });

  it("becomes the tools once the sandbox is ready, and runs commands in the environment given then", async (context) => {
    skipWhere(context, suite, cannotRun);
    const ws = await workspace();
    const sandbox = await prepareSandbox({
      mode: "user",
      workspace: ws,
      toolHostScript: await toolHostScript(),
    });
    if (!sandbox.active) throw new Error("error" in sandbox ? sandbox.error : sandbox.note);
    try {
      // Started while the sandbox was set up, and still waiting for what to do.
      expect(processesOf(sandbox.uid).filter((line) => line.includes("tool-host"))).toHaveLength(1);
      const host = await sandbox.startToolHost({
        env: { ...commandEnv(process.env), AHEAD_TEST: "given-late" },
      });
      if (!host.ok) throw new Error(host.error);
      const registry = new ToolRegistry(host.value.coding.tools);
      const output = await runTool(
        registry,
        { name: "bash", arguments: { command: "id -u; echo $AHEAD_TEST" } },
        { signal: new AbortController().signal },
      );
      expect(output.content).toContain(`${sandbox.uid}\ngiven-late`);
      // The same process: no second host was started.
      expect(processesOf(sandbox.uid).filter((line) => line.includes("tool-host"))).toHaveLength(1);
      await host.value.coding.dispose();
    } finally {
      expect(await sandbox.dispose()).toEqual({ warnings: [], survivors: false });
    }
    expect(processesOf(sandbox.uid)).toEqual([]);
  });

  it("ends the host it started ahead when the run ends before any tool call", async (context) => {
    skipWhere(context, suite, cannotRun);
    const sandbox = await prepareSandbox({
      mode: "user",
      workspace: await workspace(),
      toolHostScript: await toolHostScript(),
    });
    if (!sandbox.active) throw new Error("error" in sandbox ? sandbox.error : sandbox.note);
    expect(processesOf(sandbox.uid).some((line) => line.includes("tool-host"))).toBe(true);

    expect(await sandbox.dispose()).toEqual({ warnings: [], survivors: false });

    expect(processesOf(sandbox.uid)).toEqual([]);
    expect(known(sandbox.uid)).toBe(false);
  });
});
