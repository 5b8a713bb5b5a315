import { execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { mkdir, mkdtemp, readFile, realpath, rm, stat, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createGit } from "../src/github/git.js";
import { forgetView, startView } from "../src/github/publish/snapshot.js";
import { runHelper } from "../src/sandbox/exec.js";
import { prepareSandbox, probeCapabilities, type SandboxOptions } from "../src/sandbox/index.js";
import { type Launch, toolHostArgv, toolHostEnv } from "../src/sandbox/launch.js";
import { type Capabilities, findProgram } from "../src/sandbox/probe.js";
import { cancelScheduledJobs } from "../src/sandbox/release.js";
import { commandEnv } from "../src/tools/index.js";
import { runTool, ToolRegistry } from "../src/tools/tool.js";
import { notInstalled, notRoot, skipWhere } from "./fixtures/machine.js";
import { running, uniqueMarker, waitFor } from "./fixtures/processes.js";
import { bundleForAnyUser, toolHostScript } from "./fixtures/tool-host-build.js";

/** Why the tests that make users and run commands as one cannot run here, or undefined. */
const withoutRoot = notRoot();
/** A user of its own, so the tests never touch a real run's `repo-agent` or its processes. */
const TEST_USER = "ra-sandbox-test";

const cannot = (
  privilege: Capabilities["privilege"],
  programs: Capabilities["programs"] = {},
): Capabilities => ({
  platform: "linux",
  privilege,
  uid: 1001,
  programs: { setpriv: "/usr/bin/setpriv", env: "/usr/bin/env", sh: "/bin/sh", ...programs },
});

describe("choosing whether to sandbox", () => {
  it("runs nothing and says so when the sandbox input is off", async () => {
    const result = await prepareSandbox({ mode: "off", workspace: "/nonexistent" });
    expect(result).toEqual({ active: false, note: expect.stringContaining('"off"') });
  });

  it("goes on without a sandbox, and says why, where the runner allows neither root nor sudo", async () => {
    const result = await prepareSandbox({ mode: "auto", workspace: tmpdir(), capabilities: cannot("none") });
    expect(result.active).toBe(false);
    expect(result).toHaveProperty("note", expect.stringContaining("not root and cannot use sudo"));
    expect(result).not.toHaveProperty("error");
  });

  it("fails when the user sandbox is required and the runner cannot give it", async () => {
    const result = await prepareSandbox({ mode: "user", workspace: tmpdir(), capabilities: cannot("none") });
    expect(result).toEqual({ active: false, error: expect.stringContaining("not root and cannot use sudo") });
  });

  it("needs setfacl to share the workspace when it can only use sudo", async () => {
    const result = await prepareSandbox({
      mode: "user",
      workspace: tmpdir(),
      capabilities: cannot("sudo", { sudo: "/usr/bin/sudo" }),
    });
    expect(result).toEqual({ active: false, error: expect.stringContaining("setfacl (package acl)") });
  });

  it("needs setpriv", async () => {
    const caps = { ...cannot("root"), programs: { env: "/usr/bin/env", sh: "/bin/sh" } };
    const result = await prepareSandbox({ mode: "user", workspace: tmpdir(), capabilities: caps });
    expect(result).toEqual({ active: false, error: expect.stringContaining("setpriv") });
  });
});

/** A folder of executable scripts, `name` → body after `#!/bin/sh`; removed after the test. */
async function scripts(programs: Record<string, string>): Promise<string> {
  const dir = await realpath(await mkdtemp(path.join(tmpdir(), "sandbox-programs-")));
  for (const [name, body] of Object.entries(programs))
    await writeFile(path.join(dir, name), `#!/bin/sh\n${body}\n`, { mode: 0o755 });
  return dir;
}

describe("programs the action runs as root", () => {
  it("are never taken from the action's PATH, where an earlier step may have put a workspace folder", async () => {
    const mark = path.join(tmpdir(), `sandbox-planted-${randomBytes(4).toString("hex")}`);
    const planted = `echo "$0" >> ${mark}; exit 0`;
    const dir = await scripts({ chown: planted, setfacl: planted, userdel: planted, setpriv: planted });
    const saved = process.env.PATH;
    process.env.PATH = `${dir}:${saved ?? ""}`;
    try {
      // Loaded afresh with that PATH, as the post step's new process loads them.
      vi.resetModules();
      const probe = await import("../src/sandbox/probe.js");
      const exec = await import("../src/sandbox/exec.js");
      const found = Object.values((await probe.probeCapabilities()).programs);
      expect(found).toContain(probe.findProgram("setpriv"));
      expect(found.filter((program) => program?.startsWith(dir))).toEqual([]);
      expect(probe.findProgram("userdel")).not.toContain(dir);
      // Named without a path, as the sandbox names chown, find and rm.
      const done = await exec.rootExec("root")(["chown", "--version"]);
      expect(done.stdout).toContain("chown");
      expect(existsSync(mark)).toBe(false);
      // A search path given on purpose is still searched first.
      expect(probe.findProgram("userdel", dir)).toBe(path.join(dir, "userdel"));
    } finally {
      process.env.PATH = saved;
      await rm(dir, { recursive: true, force: true });
      await rm(mark, { force: true });
    }
  });
});

describe("taking away what the sandbox user scheduled", () => {
  const user = "repo-agent-0badc0de";
  // atq as root lists every user's jobs; the user's own are 7 and 9.
  const queue = [
    `7\tThu Dec  1 12:00:00 2026 a ${user}`,
    "8\tThu Dec  1 12:00:00 2026 a someone-else",
    `9\tFri Dec  2 09:30:00 2026 b ${user}`,
  ].join("\n");

  it("removes the user's at jobs and no other user's, and a missing crontab is no problem", async () => {
    const dir = await scripts({
      atq: `printf '${queue}\\n'`,
      atrm: `echo "$@" > "$(dirname "$0")/removed"`,
      crontab: 'echo "no crontab for $4" >&2; exit 1',
    });
    try {
      const programs = { atq: `${dir}/atq`, atrm: `${dir}/atrm`, crontab: `${dir}/crontab` };
      expect(await cancelScheduledJobs(user, runHelper, programs)).toEqual([]);
      expect(await readFile(path.join(dir, "removed"), "utf8")).toBe("7 9\n");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("says so when the crontab could not be removed, and skips what is not installed", async () => {
    const dir = await scripts({ crontab: 'echo "crontab: cannot open spool" >&2; exit 1' });
    try {
      expect(await cancelScheduledJobs(user, runHelper, { crontab: `${dir}/crontab` })).toEqual([
        `could not remove the crontab of ${user}: crontab: cannot open spool`,
      ]);
      expect(await cancelScheduledJobs(user, runHelper, {})).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("the tool host through sudo (for a runner user with passwordless sudo)", () => {
  const launch: Launch = {
    privilege: "sudo",
    programs: { setpriv: "/usr/bin/setpriv", env: "/usr/bin/env", sh: "/bin/sh", sudo: "/usr/bin/sudo" },
    account: { name: "repo-agent", uid: 990, gid: 985 },
    home: "/tmp/repo-agent-home-x",
    tmp: "/tmp/repo-agent-home-x/tmp",
  };

  it("starts as the user with a plain PATH and nothing of the commands' environment in its argv", () => {
    const argv = toolHostArgv(launch, "/opt/node/bin/node", "/tmp/repo-agent-home-x/tool-host.mjs");
    expect(argv).toEqual([
      "/usr/bin/sudo",
      "-n",
      "--",
      "/usr/bin/env",
      "-i",
      "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
      "/usr/bin/setpriv",
      "--reuid=990",
      "--regid=985",
      "--clear-groups",
      "--no-new-privs",
      "--",
      "/opt/node/bin/node",
      "/tmp/repo-agent-home-x/tool-host.mjs",
    ]);
  });

  it("gives commands the user's own HOME and git's safe.directory, without the action's session", () => {
    const env = toolHostEnv(launch, {
      PATH: "/opt/node/bin:/usr/bin",
      LANG: "C.UTF-8",
      HOME: "/home/runner",
      SSH_AUTH_SOCK: "/tmp/ssh-agent.sock",
      GIT_CONFIG_COUNT: "1",
      GIT_CONFIG_KEY_0: "core.autocrlf",
      GIT_CONFIG_VALUE_0: "false",
    });
    expect(env).toEqual({
      PATH: "/opt/node/bin:/usr/bin",
      LANG: "C.UTF-8",
      HOME: "/tmp/repo-agent-home-x",
      USER: "repo-agent",
      LOGNAME: "repo-agent",
      TMPDIR: "/tmp/repo-agent-home-x/tmp",
      GIT_CONFIG_COUNT: "2",
      GIT_CONFIG_KEY_0: "core.autocrlf",
      GIT_CONFIG_VALUE_0: "false",
      GIT_CONFIG_KEY_1: "safe.directory",
      GIT_CONFIG_VALUE_1: "*",
    });
  });
});

function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", ["-c", "user.name=Action", "-c", "user.email=action@example.com", ...args], {
    cwd,
    encoding: "utf8",
    env: { PATH: process.env.PATH, HOME: cwd, GIT_CONFIG_NOSYSTEM: "1" },
  });
}

/** A repository with one commit, to work in. */
async function gitRepo(): Promise<string> {
  const dir = await realpath(await mkdtemp(path.join(tmpdir(), "sandbox-ws-")));
  git(dir, "init", "-q", "-b", "main");
  await writeFile(path.join(dir, "README.md"), "# Title\n");
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "first");
  return dir;
}

/** Run after the root tests, whatever they left: sandboxes to dispose, folders, users. */
const cleanups: (() => Promise<unknown>)[] = [];

/** A new folder (its real path, named after `prefix`), removed after the root tests. */
async function tempFolder(prefix: string): Promise<string> {
  const folder = await realpath(await mkdtemp(path.join(tmpdir(), prefix)));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  return folder;
}

/** `gitRepo`, removed after the root tests. */
async function repoForTest(): Promise<string> {
  const ws = await gitRepo();
  cleanups.push(() => rm(ws, { recursive: true, force: true }));
  return ws;
}

/** The sandbox over `workspace` and the tool host started in it, as main.ts (through runSession) does. */
async function sandboxed(
  workspace: string,
  options: Partial<SandboxOptions> = {},
  env = commandEnv(process.env),
) {
  const result = await prepareSandbox({
    mode: "user",
    workspace,
    runAs: TEST_USER,
    toolHostScript: await toolHostScript(),
    ...options,
  });
  if (!result.active) throw new Error("error" in result ? result.error : result.note);
  const host = await result.startToolHost({ env });
  if (!host.ok) {
    await result.dispose();
    throw new Error(host.error);
  }
  const registry = new ToolRegistry(host.value.coding.tools);
  const call = (name: string, args: Record<string, unknown>, signal = new AbortController().signal) =>
    runTool(registry, { name, arguments: args }, { signal });
  const bash = async (command: string, timeout?: number) =>
    (await call("bash", { command, ...(timeout ? { timeout } : {}) })).content;
  const dispose = async () => {
    await host.value.coding.dispose();
    return result.dispose();
  };
  cleanups.unshift(dispose);
  return {
    sandbox: result,
    call,
    bash,
    dispose,
    hostPid: host.value.pid,
    closeTools: host.value.coding.dispose,
  };
}

describe("tool commands as an unprivileged user (needs root)", () => {
  const suite = "the tool commands as an unprivileged user";
  let workspace: string;
  let shared: Awaited<ReturnType<typeof sandboxed>>;
  const secret = `s3cret-${randomBytes(8).toString("hex")}`;
  /** A value of the commands' environment: it must reach commands, and no process's argv. */
  const given = `given-${randomBytes(8).toString("hex")}`;

  beforeEach((context) => skipWhere(context, suite, withoutRoot));

  beforeAll(async () => {
    if (withoutRoot) return;
    process.env.SANDBOX_TEST_SECRET = secret;
    workspace = await gitRepo();
    shared = await sandboxed(workspace, {}, { PATH: process.env.PATH, HOST_TEST_VALUE: given });
  });

  afterAll(async () => {
    if (withoutRoot) return;
    delete process.env.SANDBOX_TEST_SECRET;
    expect(await shared.dispose()).toEqual({ warnings: [], survivors: false });
    for (const cleanup of cleanups.splice(0)) await cleanup();
    await rm(workspace, { recursive: true, force: true });
    spawnSync("userdel", [TEST_USER], { stdio: "ignore" });
  });

  it("runs commands as another user, with no extra groups and a home of its own", async () => {
    const { sandbox, bash } = shared;
    const out = await bash('id -u; id -G; echo "home=$HOME user=$USER tmp=$TMPDIR"; pwd');
    expect(out).toContain("exit code 0");
    const [uid, groups] = out.split("stdout:\n")[1]?.split("\n") ?? [];
    expect(Number(uid)).toBe(sandbox.uid);
    expect(uid).not.toBe("0");
    expect(groups).toBe(String(sandbox.gid));
    expect(out).toContain(`home=${sandbox.home} user=${TEST_USER} tmp=${sandbox.home}/tmp`);
    expect(out).toContain(workspace);
  });

  it("cannot read the action's environment or memory, nor any root process's", async () => {
    // A root process that holds the secret in its environment from the start, as the action does.
    const holder = spawn("sleep", ["30"], { env: { ...process.env }, stdio: "ignore" });
    cleanups.push(async () => holder.kill());
    const { bash } = shared;
    expect(execFileSync("cat", [`/proc/${holder.pid}/environ`], { encoding: "utf8" })).toContain(secret);
    for (const pid of [process.pid, holder.pid]) {
      const environ = await bash(`cat /proc/${pid}/environ`);
      expect(environ).toContain("Permission denied");
      expect(environ).not.toContain(secret);
      expect(await bash(`head -c 16 /proc/${pid}/mem`)).toContain("Permission denied");
    }
    expect(await bash("env")).not.toContain(secret);
  });

  it("cannot use sudo", async () => {
    expect(await shared.bash("sudo -n true; echo status=$?")).toMatch(/status=[1-9]/);
  });

  // Each sandbox's dispose kills every process of the (shared) test user, this one's tool host
  // included: the tests of the shared host come before those that make sandboxes of their own.
  it("runs the file tools as the user too: what it made read-only or unreadable stays so, though the action is root", async () => {
    const { bash, call } = shared;
    const made = await bash(
      "mkdir -p ro locked && echo keep > ro/f.txt && echo hidden-words > locked/g.txt && " +
        "chmod 0444 ro/f.txt && chmod 0555 ro && chmod 000 locked",
    );
    expect(made).toContain("exit code 0");
    cleanups.push(async () => {
      execFileSync("chmod", ["-R", "u+rwx", path.join(workspace, "ro"), path.join(workspace, "locked")]);
      await rm(path.join(workspace, "ro"), { recursive: true, force: true });
      await rm(path.join(workspace, "locked"), { recursive: true, force: true });
    });

    const created = await call("write_file", { path: "ro/new.txt", content: "x" });
    expect(created.isError).toBe(true);
    expect(created.content).toContain("permission denied");
    const overwritten = await call("write_file", { path: "ro/f.txt", content: "x" });
    expect(overwritten.isError).toBe(true);
    const edited = await call("edit_file", { path: "ro/f.txt", old_str: "keep", new_str: "lost" });
    expect(edited.isError).toBe(true);
    expect(edited.content).toContain("permission denied");
    const nested = await call("write_file", { path: "locked/deeper/new.txt", content: "x" });
    expect(nested.isError).toBe(true);
    for (const [name, args] of [
      ["read_file", { path: "locked/g.txt" }],
      ["grep", { pattern: "hidden-w.rds", path: "locked" }],
      ["glob", { pattern: "**", path: "locked" }],
    ] as const) {
      const out = await call(name, args);
      expect(out.content, name).not.toContain("hidden-words");
      expect(out.content, name).not.toMatch(/^locked\/g\.txt/m);
    }
    expect((await call("read_file", { path: "locked/g.txt" })).isError).toBe(true);
    expect((await call("grep", { pattern: "hidden-w.rds" })).content).toContain("No matches");

    expect(await readFile(path.join(workspace, "ro/f.txt"), "utf8")).toBe("keep\n");
    await expect(stat(path.join(workspace, "ro/new.txt"))).rejects.toThrow();
    await expect(stat(path.join(workspace, "locked/deeper"))).rejects.toThrow();
  });

  it("cannot read a root-only file outside through a symlink, with read_file, grep or bash", async () => {
    const outside = await tempFolder("sandbox-private-");
    const value = `root-only-${randomBytes(6).toString("hex")}`;
    await writeFile(path.join(outside, "key.txt"), `${value}\n`, { mode: 0o600 });
    await symlink(path.join(outside, "key.txt"), path.join(workspace, "key-link.txt"));
    await symlink(outside, path.join(workspace, "private-link"));
    cleanups.push(
      () => rm(path.join(workspace, "key-link.txt")),
      () => rm(path.join(workspace, "private-link")),
    );
    const { call, bash } = shared;

    // The host cannot even resolve the links (the folder is closed to the user): the kernel
    // refuses before the jail has to.
    for (const p of ["key-link.txt", "private-link/key.txt"]) {
      const read = await call("read_file", { path: p });
      expect(read.isError, p).toBe(true);
      expect(read.content, p).toMatch(/permission denied|through a symlink/);
      expect(read.content, p).not.toContain(value);
    }
    for (const args of [{ pattern: value }, { pattern: value, path: "private-link" }]) {
      expect((await call("grep", args)).content).not.toContain(`:${value}`);
    }
    expect(await bash("cat key-link.txt private-link/key.txt")).toContain("Permission denied");
  });

  it("hands the commands' environment to the tool host on its stdin, never in any argv", async () => {
    const { bash, hostPid } = shared;
    expect(await bash("echo value=$HOST_TEST_VALUE parent=$PPID")).toContain(
      `value=${given} parent=${hostPid}`,
    );
    const cmdline = await readFile(`/proc/${hostPid}/cmdline`, "utf8");
    expect(cmdline).toContain("tool-host.mjs");
    expect(cmdline).not.toContain(given);
    expect(cmdline).not.toContain("HOST_TEST_VALUE");
    const everyArgv = execFileSync("ps", ["-eo", "args"], { encoding: "utf8" });
    expect(everyArgv).not.toContain(given);
    expect((await readFile(`/proc/${hostPid}/status`, "utf8")).match(/^Uid:\s+(\d+)/m)?.[1]).toBe(
      String(shared.sandbox.uid),
    );
  });

  it("stops a cancelled command with its whole process group", async () => {
    const marker = uniqueMarker();
    const abort = new AbortController();
    const pending = shared.call(
      "bash",
      { command: `(sleep 300.${marker}; echo never) & sleep 301.${marker}` },
      abort.signal,
    );
    await waitFor(() => running(marker).some((line) => line.startsWith("sleep 301")));
    abort.abort();
    const out = await pending;
    expect(out.content).toContain("Cancelled");
    expect(running(marker)).toEqual([]);
  });

  it("shares the workspace: the user's files can be committed by the action, and each edits the other's", async () => {
    const { bash, call } = shared;
    const made = await bash(
      "mkdir -p src/deep && echo one > src/deep/new.txt && echo two >> README.md && git status --short",
    );
    expect(made).toContain("exit code 0");
    expect(made).toContain("M README.md");
    expect(made).toContain("?? src/");
    // The action's own file tools (this process) edit what the user made, and the other way round.
    expect(
      (await call("edit_file", { path: "src/deep/new.txt", old_str: "one", new_str: "uno" })).isError,
    ).toBeFalsy();
    await call("write_file", { path: "by-action.txt", content: "a\n" });
    expect(await bash("echo b >> by-action.txt && cat by-action.txt")).toContain("a\nb");
    git(workspace, "add", "-A");
    git(workspace, "commit", "-q", "-m", "agent work");
    expect(git(workspace, "show", "--stat", "--format=%s", "HEAD")).toContain("agent work");
    expect(await readFile(path.join(workspace, "src/deep/new.txt"), "utf8")).toBe("uno\n");
  });

  it("leaves no process behind when a command with a grandchild times out", async () => {
    const marker = uniqueMarker();
    const started = Date.now();
    const out = await shared.bash(
      `(sleep 300.${marker}; echo never) & echo started; sleep 301.${marker}`,
      0.5,
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(out).toContain("Timed out after 0.5 s");
    expect(running(marker)).toEqual([]);
  });

  it("keeps the user out of private paths, and out of files that links in the workspace point to", async () => {
    const ws = await repoForTest();
    const outside = await tempFolder("sandbox-outside-");
    await writeFile(path.join(outside, "credentials.config"), "token\n", { mode: 0o644 });
    const target = path.join(outside, "target.txt");
    await writeFile(target, "outside\n", { mode: 0o600 });
    await symlink(target, path.join(ws, "link.txt"));
    const before = await stat(target);

    const { bash, sandbox, dispose } = await sandboxed(ws, { privatePaths: [outside, "/nonexistent/path"] });
    expect(sandbox.note).toContain(`hid ${outside}`);
    expect(await bash(`cat ${outside}/credentials.config`)).toContain("Permission denied");
    expect(await bash("cat link.txt")).toContain("Permission denied");
    const after = await stat(target);
    expect([after.mode, after.gid]).toEqual([before.mode, before.gid]);
    expect(await dispose()).toEqual({ warnings: [], survivors: false });
  });

  it("on dispose, kills daemons that left their process group, gives the workspace back and removes the home", async () => {
    const ws = await repoForTest();
    const { sandbox, bash, dispose } = await sandboxed(ws);
    const marker = uniqueMarker();
    // The daemon says when it runs in its own session; until then the tool would stop it as a stray.
    const daemon = `setsid sh -c 'echo up > daemon.txt; exec sleep 300.${marker}' >/dev/null 2>&1 </dev/null &`;
    await bash(`${daemon} until [ -s daemon.txt ]; do sleep 0.05; done; echo made > made.txt`);
    await waitFor(() => running(marker).some((line) => line.startsWith("sleep")));
    expect(await dispose()).toEqual({ warnings: [], survivors: false });
    expect(running(marker)).toEqual([]);
    expect((await stat(path.join(ws, "made.txt"))).uid).toBe((await stat(ws)).uid);
    await expect(stat(sandbox.home)).rejects.toThrow();
  });

  it("on dispose, gives the workspace back once its tree is read, while the caller still works on the records", async () => {
    const ws = await repoForTest();
    const scratch = await tempFolder("sandbox-scratch-");
    const { sandbox, bash, closeTools } = await sandboxed(ws);
    const since = BigInt(Date.now() - 60_000) * 1_000_000n;
    await bash("echo made > made.txt");
    await closeTools();
    const viewed = await startView(createGit(ws), git(ws, "rev-parse", "HEAD").trim(), scratch);
    if (!viewed.ok) throw new Error(viewed.error);
    const request = { ...viewed.value, root: ws, sinceNs: since };
    const owner = (await stat(ws)).uid;
    const made = path.join(ws, "made.txt");
    const seen: { paths: string[]; givenBack?: boolean; again?: string } = { paths: [] };
    const disposal = await sandbox.dispose({
      whileShared: async (readTree) => {
        for await (const batch of readTree(request)) seen.paths.push(...batch.map((record) => record.path));
        // Still in the hook: the agent's file comes back to the owner meanwhile.
        seen.givenBack = await waitFor(() => statSync(made).uid === owner, 10_000).then(
          () => true,
          () => false,
        );
        seen.again = await readTree(request)
          .next()
          .then(
            () => "read again",
            (error: Error) => error.message,
          );
      },
    });
    await forgetView(viewed.value);
    expect(disposal).toEqual({ warnings: [], survivors: false });
    expect(seen).toEqual({
      paths: ["made.txt"],
      givenBack: true,
      again: expect.stringContaining("read once, before the workspace is given back"),
    });
  });

  it("on dispose, takes the links to the workspace the user made out of the shared temporary folders", async () => {
    const ws = await repoForTest();
    const { bash, dispose } = await sandboxed(ws);
    const marker = uniqueMarker();
    const shared = ["/tmp", "/var/tmp", "/dev/shm"].filter((dir) => existsSync(dir));
    // Its own files there, and a hard link to a file of the checkout (the owner's, writable by
    // the user through the sharing), which the give-back would leave behind under the owner's name.
    const made = shared.map((dir) => `${dir}/left-${marker}`);
    const sameDevice = shared.filter((dir) => statSync(dir).dev === statSync(ws).dev);
    const links = sameDevice.map((dir) => `${dir}/link-${marker}`);
    await bash(
      [...made.map((file) => `echo left > ${file}`), ...links.map((link) => `ln README.md ${link}`)].join(
        " && ",
      ),
    );
    for (const file of [...made, ...links]) expect(existsSync(file), file).toBe(true);
    expect(await dispose()).toEqual({ warnings: [], survivors: false });
    expect(links.filter((file) => existsSync(file))).toEqual([]);
    // A user shared by runs (`runAs`) keeps its own files: another run may be using them. A
    // user of the run's own loses them (sandbox-runs.test.ts).
    expect(made.filter((file) => existsSync(file))).toEqual(made);
    for (const file of made) await rm(file, { force: true });
    // The checkout's file itself stays, whatever was linked to it (the workspace may lie in /tmp).
    expect(readFileSync(path.join(ws, "README.md"), "utf8")).not.toBe("");
  });

  it("shares the workspace through a group where setfacl is missing", async () => {
    const ws = await repoForTest();
    const outside = await tempFolder("sandbox-outside-");
    const target = path.join(outside, "target.txt");
    await writeFile(target, "outside\n", { mode: 0o600 });
    await symlink(target, path.join(ws, "link.txt"));
    const caps = await probeCapabilities();
    const { setfacl: _, ...programs } = caps.programs;
    const { sandbox, bash, call, dispose } = await sandboxed(ws, { capabilities: { ...caps, programs } });
    expect(sandbox.sharing).toBe("group");
    expect((await stat(target)).gid).toBe(0);
    expect(await bash("cat link.txt")).toContain("Permission denied");
    await call("write_file", { path: "by-action.txt", content: "a\n" });
    expect(await bash("echo b >> by-action.txt && echo more >> README.md && git status --short")).toContain(
      "?? by-action.txt",
    );
    expect(await dispose()).toEqual({ warnings: [], survivors: false });
    git(ws, "add", "-A");
    git(ws, "commit", "-q", "-m", "through the group");
  });

  it.for(["acl", "group"] as const)(
    "hides a nested checkout's .git inside the workspace from the sandbox user (%s sharing)",
    async (sharing, context) => {
      if (sharing === "acl") skipWhere(context, `${suite}, with ACL sharing`, notInstalled("setfacl"));
      const ws = await repoForTest();
      const nested = path.join(ws, "tools");
      await mkdir(nested);
      git(nested, "init", "-q", "-b", "main");
      git(
        nested,
        "config",
        "http.https://github.com/.extraheader",
        "AUTHORIZATION: basic bmVzdGVkLXNlY3JldA==",
      );
      const caps = await probeCapabilities();
      const { setfacl: _, ...withoutAcl } = caps.programs;
      const programs = sharing === "acl" ? caps.programs : withoutAcl;
      const dotGit = path.join(nested, ".git");
      const { sandbox, bash, dispose } = await sandboxed(ws, {
        capabilities: { ...caps, programs },
        privatePaths: [dotGit],
      });
      expect(sandbox.sharing).toBe(sharing);
      const seen = await bash("cat tools/.git/config; ls tools/.git; echo listed");
      expect(seen).toContain("Permission denied");
      expect(seen).not.toContain("bmVzdGVkLXNlY3JldA==");
      // The rest of the nested checkout is the agent's to work on.
      expect(await bash("echo note > tools/NOTE.md && cat tools/NOTE.md")).toContain("note");
      expect(await dispose()).toEqual({ warnings: [], survivors: false });
      // Its owner reads it again (group sharing leaves the workspace group-writable, as before).
      expect(git(nested, "config", "--get", "http.https://github.com/.extraheader")).toContain(
        "bmVzdGVkLXNlY3JldA==",
      );
    },
  );

  it.for(["acl", "group"] as const)(
    "gives access back only to the .git it hid, not to a link the agent put in its place (%s sharing)",
    async (sharing, context) => {
      if (sharing === "acl") skipWhere(context, `${suite}, with ACL sharing`, notInstalled("setfacl"));
      const ws = await repoForTest();
      const outside = await tempFolder("sandbox-outside-");
      const target = path.join(outside, "shadow");
      await writeFile(target, "root's own\n", { mode: 0o600 });
      const nested = path.join(ws, "tools");
      await mkdir(nested);
      git(nested, "init", "-q", "-b", "main");
      const caps = await probeCapabilities();
      const { setfacl: _, ...withoutAcl } = caps.programs;
      const programs = sharing === "acl" ? caps.programs : withoutAcl;
      const { bash, dispose } = await sandboxed(ws, {
        capabilities: { ...caps, programs },
        privatePaths: [path.join(nested, ".git")],
      });
      // The hidden folder moved aside within its parent, and a link to a root file in its place:
      // giving the folder's mode back through the link would open that file to everyone.
      const planted = await bash(`mv tools/.git tools/moved && ln -s ${target} tools/.git && echo planted`);
      expect(planted).toContain("planted");
      expect(await dispose()).toEqual({ warnings: [], survivors: false });
      expect((await stat(target)).mode & 0o777).toBe(0o600);
      if (findProgram("getfacl"))
        expect(execFileSync("getfacl", ["-cp", target], { encoding: "utf8" })).not.toMatch(/^user:\d+/m);
    },
  );

  it("kills background jobs when the tools are disposed, before the sandbox itself is", async () => {
    const ws = await repoForTest();
    const { call, closeTools, dispose, hostPid } = await sandboxed(ws);
    const marker = uniqueMarker();
    const started = await call("bash", { command: `sleep 302.${marker}`, run_in_background: true });
    expect(started.content).toContain("Started background job bg1");
    await waitFor(() => running(marker).length === 1);
    await closeTools();
    expect(running(marker)).toEqual([]);
    await expect(stat(`/proc/${hostPid}`)).rejects.toThrow();
    expect((await call("read_file", { path: "README.md" })).content).toContain("no tool can run any more");
    expect(await dispose()).toEqual({ warnings: [], survivors: false });
  });

  it("works for a runner user with passwordless sudo, as on GitHub-hosted runners", async (context) => {
    // Through sudo the sandbox shares the workspace only through ACLs.
    skipWhere(context, `${suite}, for a runner user with sudo`, notInstalled("sudo", "setfacl"));
    const runner = "ra-sandbox-runner";
    const sudoers = `/etc/sudoers.d/${runner}`;
    execFileSync("useradd", ["--system", "--user-group", "--no-create-home", runner]);
    cleanups.push(async () => {
      await rm(sudoers, { force: true });
      spawnSync("userdel", [runner], { stdio: "ignore" });
    });
    await writeFile(sudoers, `${runner} ALL=(ALL) NOPASSWD:ALL\n`, { mode: 0o440 });
    const ws = await repoForTest();
    execFileSync("chown", ["-R", `${runner}:${runner}`, ws]);
    const home = await mkdtemp(path.join(tmpdir(), "sandbox-runner-home-"));
    cleanups.push(() => rm(home, { recursive: true, force: true }));
    execFileSync("chown", [`${runner}:${runner}`, home]);

    const secret = `runner-${randomBytes(8).toString("hex")}`;
    // Bundled where the runner user can read it, and run with plain node (no tsx).
    const fixture = await bundleForAnyUser(path.join(import.meta.dirname, "fixtures", "sandbox-runner.ts"));
    cleanups.push(() => rm(path.dirname(fixture), { recursive: true, force: true }));
    const asRunner = [
      "--reuid",
      runner,
      "--regid",
      runner,
      "--init-groups",
      "--",
      process.execPath,
      fixture,
      ws,
      TEST_USER,
      await toolHostScript(),
    ];
    const out = execFileSync("setpriv", asRunner, {
      encoding: "utf8",
      env: { PATH: process.env.PATH, HOME: home, SANDBOX_RUNNER_SECRET: secret },
    });
    const seen = JSON.parse(out.trim().split("\n").at(-1) ?? "{}");

    expect(seen.error).toBeUndefined();
    expect(seen.sandbox).toEqual({ user: TEST_USER, uid: expect.any(Number) });
    expect(seen.hostArgv).not.toContain(secret);
    expect(seen.id).toContain(`stdout:\n${seen.sandbox.uid}`);
    expect(seen.environ).toContain("Permission denied");
    expect(seen.environ).not.toContain(secret);
    expect(seen.made).toContain("?? lib/");
    expect(seen.edited).not.toMatch(/^Error/);
    expect(seen.timedOut).toContain("Timed out");
    expect(seen.left).toEqual([]);
    expect(seen.warnings).toEqual([]);
    expect(seen.committed).toContain("from the sandbox");
    expect(seen.committed).toContain("lib/new.txt");
    expect(running(seen.marker)).toEqual([]);
  });
});
