import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, realpath, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { EventBus } from "../src/agent/events.js";
import { type PreparedTools, runSession } from "../src/agent/session.js";
import {
  type ActiveSandbox,
  prepareSandbox,
  probeCapabilities,
  type SandboxDisposal,
} from "../src/sandbox/index.js";
import { commandEnv } from "../src/tools/index.js";
import { type ModelServer, startModelServer, wireToolResults } from "./fakes/model-server.js";
import { firstReason, notInstalled, notRoot, skipWhere } from "./fixtures/machine.js";
import { toolHostScript } from "./fixtures/tool-host-build.js";
import { NO_WAIT } from "./loop-fixtures.js";

/**
 * The sandbox is prepared while the first model request is out (on a large checkout, sharing the
 * workspace is the slow part), and every tool call waits for it. These runs drive the session
 * with its tools started as the action starts them (the sandbox prepared, then its tool host):
 * a model whose very first answer is a tool call must find it run as the sandbox user with the
 * private paths out of reach, and a run that ends before the sandbox is ready leaves the
 * workspace as it found it. The workspace holds a few thousand files, so the sharing takes a
 * moment while the model has long answered.
 */

/** Why the runs below cannot be made here: they make users, and share the workspace through ACLs. */
const cannotRun = firstReason(notRoot(), notInstalled("setfacl"));
/** Enough files that `setfacl -R` is still at work when the model's answer arrives. */
const FILLER_FILES = 2_000;
/** A uid and gid no account has, to own a checkout as a runner's user does. */
const OTHER_OWNER = 54_321;
/** Each run makes a user, shares a few thousand files, and gives them back. */
const RUN_TIMEOUT_MS = 120_000;

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

let server: ModelServer;
beforeEach(async () => {
  server = await startModelServer();
  return () => server.close();
});

function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", ["-c", "user.name=Action", "-c", "user.email=action@example.com", ...args], {
    cwd,
    encoding: "utf8",
    env: { PATH: process.env.PATH, HOME: cwd, GIT_CONFIG_NOSYSTEM: "1" },
  });
}

/** A repository with an installed (ignored) `node_modules` of `FILLER_FILES` files, and private folders beside it. */
async function largeWorkspace(filler = FILLER_FILES) {
  const root = await realpath(await mkdtemp(path.join(tmpdir(), "sandbox-first-")));
  // rm(1), not fs.rm: a tree deeper than PATH_MAX is only removed from the inside.
  cleanups.push(async () => execFileSync("rm", ["-rf", "--", root]));
  const workspace = path.join(root, "workspace");
  const modules = path.join(workspace, "node_modules", "dep");
  await mkdir(modules, { recursive: true });
  await writeFile(path.join(workspace, "README.md"), "# Title\n");
  await writeFile(path.join(workspace, ".gitignore"), "node_modules/\n");
  for (let i = 0; i < filler; i += 500)
    await Promise.all(
      Array.from({ length: Math.min(500, filler - i) }, (_, j) =>
        writeFile(path.join(modules, `m${i + j}.js`), `// ${i + j}\n`),
      ),
    );
  git(workspace, "init", "-q", "-b", "main");
  git(workspace, "add", "-A");
  git(workspace, "commit", "-q", "-m", "first");
  // What the action keeps from the agent: the runner's temp folder and the trusted .git's vault.
  const token = `ghs_${randomBytes(12).toString("hex")}`;
  const runnerTemp = path.join(root, "runner-temp");
  const vault = path.join(root, ".repo-agent-vault");
  await mkdir(runnerTemp, { mode: 0o755 });
  await mkdir(vault, { mode: 0o755 });
  await writeFile(path.join(runnerTemp, "git-credentials.config"), `${token}\n`, { mode: 0o644 });
  await writeFile(path.join(vault, "config"), `extraheader = ${token}\n`, { mode: 0o644 });
  return { workspace, runnerTemp, vault, token };
}

/**
 * The session's tools as the action starts them once the first request is out: the sandbox
 * (user mode), then its tool host. `readyAt` is when they were ready.
 */
function sandboxTools(workspace: string, privatePaths: string[], sharing: "acl" | "idmap" = "acl") {
  const state: { readyAt: number; sandbox?: ActiveSandbox; disposal?: SandboxDisposal } = { readyAt: 0 };
  const start = async (): Promise<PreparedTools> => {
    const caps = await probeCapabilities();
    // Without Python no idmapped mount is tried: the workspace is shared through ACLs.
    const { python3: _, ...withoutPython } = caps.programs;
    const sandbox = await prepareSandbox({
      mode: "user",
      workspace,
      privatePaths,
      toolHostScript: await toolHostScript(),
      capabilities: { ...caps, programs: sharing === "acl" ? withoutPython : caps.programs },
    });
    if (sandbox.active) expect(sandbox.sharing).toBe(sharing);
    if (!sandbox.active)
      return { ok: false, error: `sandbox: ${"error" in sandbox ? sandbox.error : sandbox.note}` };
    state.sandbox = sandbox;
    cleanups.unshift(() => sandbox.dispose());
    const host = await sandbox.startToolHost({ env: commandEnv({ PATH: process.env.PATH }) });
    state.readyAt = Date.now();
    return host.ok ? { ok: true, value: { coding: host.value.coding, settings: { sandbox: "user" } } } : host;
  };
  return { state, start };
}

function session(workspace: string, start: () => Promise<PreparedTools>) {
  return runSession({
    settings: {
      provider: "anthropic",
      model: "claude-test",
      apiKey: "sk-first-call-test-5b2e9d",
      baseUrl: server.anthropicBaseUrl,
      maxOutputTokens: 1024,
      stream: false,
      maxSteps: 4,
      tokenLimit: 80_000,
    },
    workspace,
    prompt: "Look around.",
    bus: new EventBus(),
    signal: new AbortController().signal,
    tools: start,
    timing: { retry: NO_WAIT, requestTimeoutMs: 10_000 },
  });
}

/** Entries under `dir` (any depth, links not followed) whose owner or group is not `uid:gid`. */
function notOwnedBy(dir: string, uid: number, gid: number): string[] {
  const out = execFileSync(
    "find",
    [dir, "(", "!", "-uid", String(uid), "-o", "!", "-gid", String(gid), ")"],
    {
      encoding: "utf8",
    },
  );
  return out.split("\n").filter(Boolean);
}

/** ACL entries under `dir` (any depth: each read from its own folder) that name `uid`, or any user. */
function aclEntriesFor(dir: string, uid?: number): string[] {
  const out = execFileSync("find", [dir, "!", "-type", "l", "-execdir", "getfacl", "-p", "-n", "{}", "+"], {
    encoding: "utf8",
  });
  return out.split("\n").filter((line) => new RegExp(`^(default:)?user:${uid ?? "\\d+"}:`).test(line));
}

/** Every entry's ACL under `dir` (`getfacl -R`, names relative, links not followed), one block each. */
function aclsOf(dir: string): string[] {
  return execFileSync("getfacl", ["-R", "-P", "-n", "."], { cwd: dir, encoding: "utf8" })
    .split("\n\n")
    .filter(Boolean);
}

/** Every entry under `dir` as "<path> <octal mode>", sorted. */
function modesOf(dir: string): string[] {
  return execFileSync("find", [".", "-mindepth", "1", "-printf", "%P %m\\n"], { cwd: dir, encoding: "utf8" })
    .split("\n")
    .filter(Boolean)
    .sort();
}

describe("a sandbox prepared while the first request is out (needs root and acl)", {
  timeout: RUN_TIMEOUT_MS,
}, () => {
  beforeEach((context) =>
    skipWhere(context, "the sandbox prepared while the first request is out", cannotRun),
  );

  it("runs the model's very first call as the sandbox user, with the private paths out of reach", async () => {
    const { workspace, runnerTemp, vault, token } = await largeWorkspace();
    const snoop = [
      "id -u",
      `cat ${runnerTemp}/git-credentials.config`,
      `cat ${vault}/config`,
      `ls ${vault}`,
      // This process stands for the action: its environment holds the secrets.
      `head -c 64 /proc/${process.pid}/environ`,
      "echo snooped",
    ].join("; ");
    server.push({ toolCalls: [{ name: "bash", arguments: { command: snoop } }] }, { text: "Looked." });
    const tools = sandboxTools(workspace, [runnerTemp, vault]);

    const result = await session(workspace, tools.start);

    expect(result.conclusion).toBe("success");
    // The call was made before the sandbox was ready, and waited for it.
    expect(server.requests[0]?.receivedAt).toBeLessThan(tools.state.readyAt);
    const seen = wireToolResults(server.requests[1])[0]?.content ?? "";
    expect(seen).toContain("snooped");
    const uid = Number(seen.split("stdout:\n")[1]?.split("\n")[0]);
    expect(uid).toBe(tools.state.sandbox?.uid);
    expect(uid).not.toBe(0);
    expect(seen.match(/Permission denied/g)?.length).toBeGreaterThanOrEqual(4);
    for (const request of server.requests) expect(JSON.stringify(request.body)).not.toContain(token);
    expect(await tools.state.sandbox?.dispose()).toEqual({ warnings: [], survivors: false });
  });

  it("leaves the workspace as it found it when the model answers before the sandbox is ready", async () => {
    const { workspace, runnerTemp, vault } = await largeWorkspace();
    const owner = await stat(workspace);
    server.push({ text: "Nothing to do." });
    const tools = sandboxTools(workspace, [runnerTemp, vault]);

    const result = await session(workspace, tools.start);

    expect(result.conclusion).toBe("success");
    // The answer came first; the session waited for the sandbox it had started, then ended its tools.
    expect(server.requests[0]?.closedAt).toBeLessThan(tools.state.readyAt);
    const sandbox = tools.state.sandbox as ActiveSandbox;
    expect(await sandbox.dispose()).toEqual({ warnings: [], survivors: false });
    expect(notOwnedBy(path.dirname(workspace), owner.uid, owner.gid)).toEqual([]);
    expect(aclEntriesFor(path.dirname(workspace), sandbox.uid)).toEqual([]);
    expect(existsSync(sandbox.home)).toBe(false);
    expect(await readFile("/etc/passwd", "utf8")).not.toContain(`${sandbox.user}:`);
  });

  it.each(["acl", "group"] as const)(
    "shares nothing any more when the preparation fails after sharing the workspace (%s sharing)",
    async (sharing) => {
      const { workspace } = await largeWorkspace(100);
      execFileSync("chown", ["-R", `${OTHER_OWNER}:${OTHER_OWNER}`, workspace]);
      const caps = await probeCapabilities();
      const { setfacl: _, ...withoutAcl } = caps.programs;
      const programs = sharing === "acl" ? caps.programs : withoutAcl;

      // The workspace is shared before the paths to hide are awaited: scans that fail make the
      // sandbox give up with the sharing done.
      const result = await prepareSandbox({
        mode: "user",
        workspace,
        toolHostScript: await toolHostScript(),
        privatePaths: Promise.reject(new Error("the nested repositories could not be listed")),
        capabilities: { ...caps, programs },
      });

      expect(result).toEqual({
        active: false,
        error: expect.stringContaining("the paths to hide from it could not be found"),
      });
      expect(notOwnedBy(workspace, OTHER_OWNER, OTHER_OWNER)).toEqual([]);
      if (sharing === "acl") expect(aclEntriesFor(workspace)).toEqual([]);
    },
  );

  // Past PATH_MAX no command can name the deepest file by its whole path: the give-back and
  // the ACLs' clean-up must reach it all the same.
  const deep = `(for i in $(seq 25); do mkdir ${"d".repeat(200)} && cd ${"d".repeat(200)}; done; echo deep > f)`;
  const madeCases = (["acl", "idmap"] as const).flatMap((sharing) => [
    [sharing, "files, links, hard links and what it locked", [] as string[]] as const,
    [sharing, "a tree deeper than PATH_MAX", [deep]] as const,
  ]);
  it.each(madeCases)(
    "gives back all the agent made anywhere in the workspace (%s sharing): %s",
    async (sharing, _, more) => {
      const { workspace } = await largeWorkspace(100);
      // The checkout's owner is not root (a runner user): a link followed would be seen.
      execFileSync("chown", ["-R", `${OTHER_OWNER}:${OTHER_OWNER}`, workspace]);
      const owner = await stat(workspace);
      const made = [
        ...more,
        "mkdir -p made/locked && echo x > made/locked/f && chmod 000 made/locked/f made/locked",
        "echo y > made/own && ln made/own made/hard && ln -s /etc/passwd made/passwd-link",
        "echo z > node_modules/dep/added.js && echo edited >> README.md",
        "echo made",
      ].join(" && ");
      server.push({ toolCalls: [{ name: "bash", arguments: { command: made } }] }, { text: "Made." });
      const tools = sandboxTools(workspace, [], sharing);

      const result = await session(workspace, tools.start);

      expect(wireToolResults(server.requests[1])[0]?.content).toContain("made");
      expect(result.conclusion).toBe("success");
      const sandbox = tools.state.sandbox as ActiveSandbox;
      // Through an idmapped mount what the agent makes is the owner's from the start.
      const madeAsAgent = notOwnedBy(workspace, owner.uid, owner.gid).length;
      if (sharing === "acl") expect(madeAsAgent).toBeGreaterThan(0);
      else expect(madeAsAgent).toBe(0);
      expect(await sandbox.dispose()).toEqual({ warnings: [], survivors: false });
      expect(notOwnedBy(workspace, owner.uid, owner.gid)).toEqual([]);
      // The link is given back itself, never what it points to.
      const passwd = await stat("/etc/passwd");
      expect([passwd.uid, passwd.gid]).toEqual([0, 0]);
      expect(aclEntriesFor(workspace, sandbox.uid)).toEqual([]);
    },
  );

  it.for(["acl", "idmap"] as const)(
    "leaves every entry the agent did not change with the mode and ACLs it had, its own ACLs too (%s sharing)",
    async (sharing) => {
      const { workspace } = await largeWorkspace(3_000);
      // A runner's checkout: owned by a user that is not root, modes 644 and 755, and here and
      // there an ACL of the workspace's own, which must come back as it was.
      execFileSync("chown", ["-R", `${OTHER_OWNER}:${OTHER_OWNER}`, workspace]);
      execFileSync("setfacl", ["-m", "u:12345:r", path.join(workspace, "README.md")]);
      execFileSync("setfacl", ["-m", "d:u:12345:rx", path.join(workspace, "node_modules")]);
      const before = { acls: aclsOf(workspace), modes: modesOf(workspace) };
      const edit = "echo edited >> node_modules/dep/m7.js && echo new > made.txt && echo done";
      server.push({ toolCalls: [{ name: "bash", arguments: { command: edit } }] }, { text: "Edited." });
      const tools = sandboxTools(workspace, [], sharing);

      const result = await session(workspace, tools.start);

      expect(wireToolResults(server.requests[1])[0]?.content).toContain("done");
      expect(result.conclusion).toBe("success");
      const sandbox = tools.state.sandbox as ActiveSandbox;
      expect(await sandbox.dispose()).toEqual({ warnings: [], survivors: false });
      const after = { acls: aclsOf(workspace), modes: modesOf(workspace) };
      // The file the agent made is new; every other entry, the edited one too, is as it was.
      expect(after.modes.filter((line) => !line.startsWith("made.txt "))).toEqual(before.modes);
      expect(after.acls.filter((block) => !block.startsWith("# file: made.txt\n"))).toEqual(before.acls);
      expect(after.modes).toContain("made.txt 644");
    },
  );

  it("reads before the workspace is shared for writing, writes once it is, and keeps a hidden .git in it hidden", async () => {
    const { workspace } = await largeWorkspace(30_000);
    execFileSync("chown", ["-R", `${OTHER_OWNER}:${OTHER_OWNER}`, workspace]);
    // A nested checkout's .git, with its own credential: hidden from the agent before any call.
    const nested = path.join(workspace, "vendor", "lib", ".git");
    await mkdir(nested, { recursive: true });
    await writeFile(path.join(nested, "config"), "extraheader = nested-secret\n", { mode: 0o644 });
    let writableAt = 0;
    server.push(
      { toolCalls: [{ name: "read_file", arguments: { path: "README.md" } }] },
      {
        toolCalls: [
          {
            name: "bash",
            arguments: { command: "cat vendor/lib/.git/config; echo more >> README.md && echo wrote" },
          },
        ],
      },
      { text: "Done." },
    );
    const tools = sandboxTools(workspace, [nested]);
    const start = async () => {
      const started = await tools.start();
      void tools.state.sandbox?.writable.then(() => {
        writableAt = Date.now();
      });
      return started;
    };

    const result = await session(workspace, start);

    expect(result.conclusion).toBe("success");
    // The read came back while the rest of the workspace was still being shared.
    expect(wireToolResults(server.requests[1])[0]?.content).toContain("# Title");
    expect(server.requests[1]?.receivedAt).toBeLessThan(writableAt);
    const wrote = wireToolResults(server.requests[2]).at(-1)?.content ?? "";
    expect(wrote).toContain("wrote");
    expect(wrote).toContain("Permission denied");
    expect(wrote).not.toContain("nested-secret");
    expect(await readFile(path.join(workspace, "README.md"), "utf8")).toBe("# Title\nmore\n");
    // The write came after the mark from which changes count as the agent's: however it set the
    // file's times back, the walk of the tree would read it.
    const { sinceNs } = await (tools.state.sandbox as ActiveSandbox).writable;
    expect((await stat(path.join(workspace, "README.md"), { bigint: true })).ctimeNs).toBeGreaterThanOrEqual(
      sinceNs,
    );
    expect(await tools.state.sandbox?.dispose()).toEqual({ warnings: [], survivors: false });
  });
});
