import { execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, realpath, rm, stat, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandWrapper, groupSignaller, killArgv, type Launch } from "../src/sandbox/launch.js";
import { type Capabilities, findProgram } from "../src/sandbox/probe.js";
import { prepareSandbox, probeCapabilities, type SandboxOptions } from "../src/sandbox.js";
import { createCodingTools } from "../src/tools/index.js";
import { runTool, ToolRegistry } from "../src/tools/tool.js";

const isRoot = process.getuid?.() === 0;
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

describe("commands through sudo (for a runner user with passwordless sudo)", () => {
  const launch: Launch = {
    privilege: "sudo",
    programs: { setpriv: "/usr/bin/setpriv", env: "/usr/bin/env", sh: "/bin/sh", sudo: "/usr/bin/sudo" },
    account: { name: "repo-agent", uid: 990, gid: 985 },
    home: "/tmp/repo-agent-home-x",
    tmp: "/tmp/repo-agent-home-x/tmp",
  };

  it("carry their whole environment across sudo, with the user's own HOME and git's safe.directory", () => {
    const argv = commandWrapper(launch)(["bash", "-c", "make test"], {
      PATH: "/opt/node/bin:/usr/bin",
      LANG: "C.UTF-8",
      HOME: "/home/runner",
      SSH_AUTH_SOCK: "/tmp/ssh-agent.sock",
      GIT_CONFIG_COUNT: "1",
      GIT_CONFIG_KEY_0: "core.autocrlf",
      GIT_CONFIG_VALUE_0: "false",
    });
    expect(argv.slice(0, 5)).toEqual(["/usr/bin/sudo", "-n", "--", "/usr/bin/env", "-i"]);
    expect(argv).toContain("PATH=/opt/node/bin:/usr/bin");
    expect(argv).toContain("LANG=C.UTF-8");
    expect(argv).toContain("HOME=/tmp/repo-agent-home-x");
    expect(argv).not.toContain("HOME=/home/runner");
    expect(argv.some((a) => a.startsWith("SSH_AUTH_SOCK="))).toBe(false);
    expect(argv).toEqual(
      expect.arrayContaining([
        "GIT_CONFIG_COUNT=2",
        "GIT_CONFIG_KEY_1=safe.directory",
        "GIT_CONFIG_VALUE_1=*",
      ]),
    );
    const setpriv = argv.indexOf("/usr/bin/setpriv");
    expect(argv.slice(setpriv, setpriv + 6)).toEqual([
      "/usr/bin/setpriv",
      "--reuid=990",
      "--regid=985",
      "--clear-groups",
      "--no-new-privs",
      "--",
    ]);
    expect(argv.slice(-3)).toEqual(["bash", "-c", "make test"]);
  });

  it("are stopped with sudo kill, since the runner user may not signal them itself", () => {
    expect(killArgv(launch, 4242, "SIGTERM")).toEqual([
      "/usr/bin/sudo",
      "-n",
      "--",
      "kill",
      "-s",
      "TERM",
      "--",
      "-4242",
    ]);
    expect(groupSignaller(launch)).toBeTypeOf("function");
    expect(groupSignaller({ ...launch, privilege: "root" })).toBeUndefined();
  });
});

/** A number unique to this test, to find its processes in the process table. */
const uniqueMarker = (): string => `${process.pid}${Math.floor(Math.random() * 1e6)}`;

function running(marker: string): string[] {
  return execFileSync("ps", ["-eo", "args"], { encoding: "utf8" })
    .split("\n")
    .filter((line) => line.includes(marker) && !line.includes("ps -eo"));
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", ["-c", "user.name=Action", "-c", "user.email=action@example.com", ...args], {
    cwd,
    encoding: "utf8",
    env: { PATH: process.env.PATH, HOME: cwd, GIT_CONFIG_NOSYSTEM: "1" },
  });
}

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

async function waitFor(check: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The sandbox over `workspace` and the coding tools wired to it, as main.ts wires them. */
async function sandboxed(workspace: string, options: Partial<SandboxOptions> = {}, env = process.env) {
  const result = await prepareSandbox({ mode: "user", workspace, runAs: TEST_USER, ...options });
  if (!result.active) throw new Error("error" in result ? result.error : result.note);
  const coding = createCodingTools({
    root: workspace,
    env,
    wrapCommand: result.wrapCommand,
    ...(result.signalGroup ? { signalGroup: result.signalGroup } : {}),
  });
  const registry = new ToolRegistry(coding.tools);
  const call = (name: string, args: Record<string, unknown>) =>
    runTool(registry, { name, arguments: args }, { signal: new AbortController().signal });
  const bash = async (command: string, timeout?: number) =>
    (await call("bash", { command, ...(timeout ? { timeout } : {}) })).content;
  const dispose = async () => {
    await coding.dispose();
    return result.dispose();
  };
  cleanups.unshift(dispose);
  return { sandbox: result, call, bash, dispose };
}

describe.skipIf(!isRoot)("tool commands as an unprivileged user (needs root)", () => {
  let workspace: string;
  let shared: Awaited<ReturnType<typeof sandboxed>>;
  const secret = `s3cret-${randomBytes(8).toString("hex")}`;

  beforeAll(async () => {
    process.env.SANDBOX_TEST_SECRET = secret;
    workspace = await gitRepo();
    shared = await sandboxed(workspace, {}, { PATH: process.env.PATH });
  });

  afterAll(async () => {
    delete process.env.SANDBOX_TEST_SECRET;
    expect(await shared.dispose()).toEqual([]);
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
    const ws = await gitRepo();
    const outside = await realpath(await mkdtemp(path.join(tmpdir(), "sandbox-outside-")));
    cleanups.push(
      () => rm(ws, { recursive: true, force: true }),
      () => rm(outside, { recursive: true, force: true }),
    );
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
    expect(await dispose()).toEqual([]);
  });

  it("on dispose, kills daemons that left their process group, gives the workspace back and removes the home", async () => {
    const ws = await gitRepo();
    cleanups.push(() => rm(ws, { recursive: true, force: true }));
    const { sandbox, bash, dispose } = await sandboxed(ws);
    const marker = uniqueMarker();
    // The daemon says when it runs in its own session; until then the tool would stop it as a stray.
    const daemon = `setsid sh -c 'echo up > daemon.txt; exec sleep 300.${marker}' >/dev/null 2>&1 </dev/null &`;
    await bash(`${daemon} until [ -s daemon.txt ]; do sleep 0.05; done; echo made > made.txt`);
    await waitFor(() => running(marker).some((line) => line.startsWith("sleep")));
    expect(await dispose()).toEqual([]);
    expect(running(marker)).toEqual([]);
    expect((await stat(path.join(ws, "made.txt"))).uid).toBe((await stat(ws)).uid);
    await expect(stat(sandbox.home)).rejects.toThrow();
  });

  it("shares the workspace through a group where setfacl is missing", async () => {
    const ws = await gitRepo();
    const outside = await realpath(await mkdtemp(path.join(tmpdir(), "sandbox-outside-")));
    cleanups.push(
      () => rm(ws, { recursive: true, force: true }),
      () => rm(outside, { recursive: true, force: true }),
    );
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
    expect(await dispose()).toEqual([]);
    git(ws, "add", "-A");
    git(ws, "commit", "-q", "-m", "through the group");
  });

  const hasSudo = findProgram("sudo") !== undefined && findProgram("setfacl") !== undefined;

  it.runIf(hasSudo)(
    "works for a runner user with passwordless sudo, as on GitHub-hosted runners",
    async () => {
      const runner = "ra-sandbox-runner";
      const sudoers = `/etc/sudoers.d/${runner}`;
      execFileSync("useradd", ["--system", "--user-group", "--no-create-home", runner]);
      cleanups.push(async () => {
        await rm(sudoers, { force: true });
        spawnSync("userdel", [runner], { stdio: "ignore" });
      });
      await writeFile(sudoers, `${runner} ALL=(ALL) NOPASSWD:ALL\n`, { mode: 0o440 });
      const ws = await gitRepo();
      cleanups.push(() => rm(ws, { recursive: true, force: true }));
      execFileSync("chown", ["-R", `${runner}:${runner}`, ws]);
      const home = await mkdtemp(path.join(tmpdir(), "sandbox-runner-home-"));
      cleanups.push(() => rm(home, { recursive: true, force: true }));
      execFileSync("chown", [`${runner}:${runner}`, home]);

      const secret = `runner-${randomBytes(8).toString("hex")}`;
      const fixture = path.join(import.meta.dirname, "fixtures", "sandbox-runner.ts");
      const tsx = path.join(import.meta.dirname, "..", "node_modules", ".bin", "tsx");
      const asRunner = [
        "--reuid",
        runner,
        "--regid",
        runner,
        "--init-groups",
        "--",
        tsx,
        fixture,
        ws,
        TEST_USER,
      ];
      const out = execFileSync("setpriv", asRunner, {
        encoding: "utf8",
        env: { PATH: process.env.PATH, HOME: home, SANDBOX_RUNNER_SECRET: secret },
      });
      const seen = JSON.parse(out.trim().split("\n").at(-1) ?? "{}");

      expect(seen.error).toBeUndefined();
      expect(seen.sandbox).toEqual({ user: TEST_USER, uid: expect.any(Number), signals: true });
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
    },
  );
});
