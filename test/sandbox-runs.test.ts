import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, realpath, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { type ActiveSandbox, prepareSandbox, removeSandboxUser } from "../src/sandbox/index.js";
import { notRoot, skipWhere } from "./fixtures/machine.js";
import { running, uniqueMarker, waitFor } from "./fixtures/processes.js";

/**
 * Several runner processes on one self-hosted machine run jobs at the same time: each run's
 * sandbox has a user of its own, so one run's clean-up (which kills every process of its user)
 * never reaches another run's commands, and no user outlives its run.
 */

const cleanups: (() => Promise<unknown>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function userExists(name: string): Promise<boolean> {
  const passwd = await readFile("/etc/passwd", "utf8");
  const group = await readFile("/etc/group", "utf8");
  const named = (text: string) => text.split("\n").some((line) => line.split(":")[0] === name);
  return named(passwd) || named(group);
}

/** A fresh workspace and an active sandbox (a user of its own: no `runAs`) over it. */
async function runSandbox(): Promise<ActiveSandbox> {
  const workspace = await realpath(await mkdtemp(path.join(tmpdir(), "sandbox-runs-ws-")));
  // The tool host is not started here; the sandbox only checks that its user can read the script.
  const script = path.join(workspace, "..", `${path.basename(workspace)}-host.mjs`);
  await writeFile(script, "// unused\n", { mode: 0o644 });
  cleanups.push(
    () => rm(workspace, { recursive: true, force: true }),
    () => rm(script, { force: true }),
  );
  const result = await prepareSandbox({ mode: "user", workspace, toolHostScript: script });
  if (!result.active) throw new Error("error" in result ? result.error : result.note);
  cleanups.unshift(() => result.dispose());
  return result;
}

/** `sleep` started as the sandbox user in a session of its own, as a daemon a command left behind. */
function sleepAs(sandbox: ActiveSandbox, marker: string): ChildProcess {
  const ids = [`--reuid=${sandbox.uid}`, `--regid=${sandbox.gid}`, "--clear-groups", "--no-new-privs"];
  const child = spawn("setpriv", [...ids, "--", "setsid", "sleep", `300.${marker}`], { stdio: "ignore" });
  cleanups.push(async () => child.kill("SIGKILL"));
  return child;
}

describe("two runs on one machine (needs root)", () => {
  beforeEach((context) => skipWhere(context, "the runs of two sandboxes on one machine", notRoot()));

  it("takes a run's files out of the shared temporary folders, and leaves the other run's", async () => {
    const [first, second] = await Promise.all([runSandbox(), runSandbox()]);
    const marker = uniqueMarker();
    const writeAs = (sandbox: ActiveSandbox, file: string) => {
      const ids = [`--reuid=${sandbox.uid}`, `--regid=${sandbox.gid}`, "--clear-groups", "--no-new-privs"];
      execFileSync("setpriv", [...ids, "--", "sh", "-c", 'echo left > "$1"', "sh", file]);
      cleanups.push(() => rm(file, { force: true }));
    };
    const shared = ["/tmp", "/var/tmp", "/dev/shm"].filter((dir) => existsSync(dir));
    const firsts = shared.map((dir) => `${dir}/first-${marker}`);
    const seconds = shared.map((dir) => `${dir}/second-${marker}`);
    for (const file of firsts) writeAs(first, file);
    for (const file of seconds) writeAs(second, file);

    expect(await first.dispose()).toEqual({ warnings: [], survivors: false });
    expect(firsts.filter((file) => existsSync(file))).toEqual([]);
    expect(seconds.filter((file) => existsSync(file))).toEqual(seconds);
    expect(await second.dispose()).toEqual({ warnings: [], survivors: false });
    expect(seconds.filter((file) => existsSync(file))).toEqual([]);
  });

  it("each get a user of their own, and one run's clean-up leaves the other's commands running", async () => {
    const [first, second] = await Promise.all([runSandbox(), runSandbox()]);
    expect(first.user).toMatch(/^repo-agent-[0-9a-f]{8}$/);
    expect(second.user).toMatch(/^repo-agent-[0-9a-f]{8}$/);
    expect(second.user).not.toBe(first.user);
    expect(second.uid).not.toBe(first.uid);

    const [markFirst, markSecond] = [uniqueMarker(), uniqueMarker()];
    sleepAs(first, markFirst);
    sleepAs(second, markSecond);
    await waitFor(() => running(markFirst).length > 0 && running(markSecond).length > 0);

    expect(await first.dispose()).toEqual({ warnings: [], survivors: false });
    expect(running(markFirst)).toEqual([]);
    expect(running(markSecond)).toHaveLength(1);
    expect(await userExists(first.user)).toBe(false);
    expect(await userExists(second.user)).toBe(true);
    await expect(stat(first.home)).rejects.toThrow();

    expect(await second.dispose()).toEqual({ warnings: [], survivors: false });
    expect(running(markSecond)).toEqual([]);
    expect(await userExists(second.user)).toBe(false);
  });

  it("removes the user a killed run left behind, with its processes, for the post step", async () => {
    const left = await runSandbox();
    const marker = uniqueMarker();
    sleepAs(left, marker);
    await waitFor(() => running(marker).length > 0);

    expect(await removeSandboxUser(left.user)).toEqual({ survivors: false });
    expect(running(marker)).toEqual([]);
    expect(await userExists(left.user)).toBe(false);
    expect(await removeSandboxUser(left.user)).toEqual({ survivors: false });
    // The run's own clean-up, should it come after all, finds nothing left to fail on.
    expect(await left.dispose()).toEqual({ warnings: [], survivors: false });
  });
});

describe("removing a leftover sandbox user", () => {
  it.each(["root", "repo-agent", "repo-agent-12345678; rm -rf /", "runner", "repo-agent-ABCDEF01"])(
    "refuses %j, which is not the name of a per-run sandbox user",
    async (name) => {
      expect((await removeSandboxUser(name)).problem).toMatch(/is not the name of a sandbox user/);
    },
  );
});
