import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { chmod, chown, mkdir, mkdtemp, readFile, realpath, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createGit } from "../src/github/git.js";
import { forgetView, startView } from "../src/github/publish/snapshot.js";
import {
  type ActiveSandbox,
  prepareSandbox,
  probeCapabilities,
  type SandboxOptions,
} from "../src/sandbox/index.js";
import { commandEnv } from "../src/tools/index.js";
import { runTool, ToolRegistry } from "../src/tools/tool.js";
import { firstReason, notInstalled, notRoot, skipWhere } from "./fixtures/machine.js";
import { toolHostScript } from "./fixtures/tool-host-build.js";

/**
 * The workspace shared through an idmapped mount (src/sandbox/idmap.ts): the sandbox user works
 * on the owner's files as its own, nothing in the workspace changes to let it, and what it makes
 * is the owner's. As an attacker would try it: the paths hidden inside the workspace, the
 * owner's files outside it, a hard link out, the mount taken off, a set-user-ID file left behind.
 */

/** The owner of the workspaces: not root (a root-owned workspace is shared through ACLs). */
const OWNER = { uid: 4242, gid: 4243 };
const suite = "the workspace shared through an idmapped mount";
const cleanups: (() => Promise<unknown>)[] = [];

beforeEach((context) =>
  skipWhere(context, suite, firstReason(notRoot(), notInstalled("setfacl", "getfacl", "python3", "nsenter"))),
);
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const sh = (script: string) => execFileSync("sh", ["-c", script], { encoding: "utf8" });

/** A checkout of the owner's: a private file, a nested checkout with a credential, a folder. */
async function ownersCheckout(parent = tmpdir()): Promise<string> {
  const ws = await realpath(await mkdtemp(path.join(parent, "sandbox-idmap-ws-")));
  cleanups.push(() => rm(ws, { recursive: true, force: true }));
  sh(
    [
      `cd ${ws}`,
      "git init -q -b main",
      "printf 'private\\n' > private.txt && chmod 600 private.txt",
      "mkdir -p src/lib && printf 'one\\n' > src/lib/a.txt && chmod 755 src",
      "git init -q -b main tools && git -C tools config http.extraheader 'AUTHORIZATION: basic bmVzdGVk'",
    ].join(" && "),
  );
  sh(`chown -R ${OWNER.uid}:${OWNER.gid} ${ws}`);
  return ws;
}

/** Every entry's mode, owner and ACL, as `getfacl -R` says them. */
const aclsOf = (ws: string) => sh(`cd ${ws} && getfacl -R -p . 2>/dev/null`);

/** `getfacl -R`'s blocks but those of `paths` (relative, `./`-prefixed as it names them). */
const except = (text: string, ...paths: string[]) =>
  text
    .split("\n\n")
    .filter((block) => !paths.some((p) => block.startsWith(`# file: ${p}\n`)))
    .join("\n\n");

/** The processes of the idmapped mount's holder for `ws`: Python, whose mounts hold it idmapped. */
function holdersOf(ws: string): string[] {
  return readdirSync("/proc").filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      if (argv[0]?.endsWith("python3") !== true) return false;
      const mounts = readFileSync(`/proc/${pid}/mountinfo`, "utf8").split("\n");
      return mounts.some((line) => line.includes(` ${ws} `) && line.includes("idmapped"));
    } catch {
      return false;
    }
  });
}

/** The sandbox over `ws` and its tool host, as the action starts them. */
async function sandboxed(ws: string, options: Partial<SandboxOptions> = {}) {
  const result = await prepareSandbox({
    mode: "user",
    workspace: ws,
    toolHostScript: await toolHostScript(),
    privatePaths: [path.join(ws, "tools", ".git")],
    ...options,
  });
  if (!result.active) throw new Error("error" in result ? result.error : result.note);
  const host = await result.startToolHost({ env: commandEnv(process.env) });
  if (!host.ok) {
    await result.dispose();
    throw new Error(host.error);
  }
  const registry = new ToolRegistry(host.value.coding.tools);
  const bash = async (command: string) =>
    (
      await runTool(
        registry,
        { name: "bash", arguments: { command } },
        { signal: new AbortController().signal },
      )
    ).content;
  const closeTools = () => host.value.coding.dispose();
  const dispose = async () => {
    await closeTools();
    return result.dispose();
  };
  cleanups.unshift(dispose);
  return { sandbox: result as ActiveSandbox, bash, dispose, closeTools };
}

describe("the workspace shared through an idmapped mount (needs root)", () => {
  it("lets the user change the owner's files as its own, stores what it makes as the owner's, and changes no entry", async () => {
    const ws = await ownersCheckout();
    const before = aclsOf(ws);
    const { sandbox, bash, dispose } = await sandboxed(ws);
    expect(sandbox.sharing).toBe("idmap");
    expect(sandbox.note).toContain("the workspace is shared through an idmapped mount");
    // Nothing outside the sandbox's namespace sees a change while it runs, but the hidden .git's.
    expect(except(aclsOf(ws), "./tools/.git")).toBe(except(before, "./tools/.git"));
    expect(await readFile("/proc/self/mountinfo", "utf8")).not.toContain(ws);
    const done = await bash(
      "cat private.txt && echo more >> private.txt && echo new > src/lib/new.txt && mkdir made && echo x > made/f && echo ok",
    );
    expect(done).toContain("private\n");
    expect(done).toContain("ok");
    expect(await dispose()).toEqual({ warnings: [], survivors: false });
    for (const made of ["src/lib/new.txt", "made", "made/f", "private.txt"]) {
      const { uid, gid } = await stat(path.join(ws, made));
      expect({ made, uid, gid }).toEqual({ made, ...OWNER });
    }
    expect(await readFile(path.join(ws, "private.txt"), "utf8")).toBe("private\nmore\n");
    // The entries it did not touch are as they were: modes, owners, no ACL entry added.
    const touched = [".", "./private.txt", "./made", "./made/f", "./src/lib", "./src/lib/new.txt"];
    expect(except(aclsOf(ws), ...touched)).toBe(except(before, ...touched));
    expect(aclsOf(ws)).not.toMatch(/user:\w|default:|mask::/);
  });

  it("keeps a nested checkout's .git hidden, even with the mount over it taken off, and its own ACL as it was", async () => {
    const ws = await ownersCheckout();
    const dotGit = path.join(ws, "tools", ".git");
    sh(`setfacl -m u:12345:rx ${dotGit}`);
    const before = sh(`getfacl -p ${dotGit}`);
    const { bash, dispose } = await sandboxed(ws);
    const seen = await bash(
      "cat tools/.git/config; ls tools/.git; umount tools/.git; umount -l tools/.git; cat tools/.git/config; echo tried",
    );
    expect(seen).toContain("tried");
    expect(seen).toContain("Permission denied");
    expect(seen).not.toContain("bmVzdGVk");
    // The rest of the nested checkout is the agent's.
    expect(await bash("echo note > tools/NOTE.md && cat tools/NOTE.md")).toContain("note");
    expect(await dispose()).toEqual({ warnings: [], survivors: false });
    expect(await readFile(path.join(ws, "tools", ".git", "config"), "utf8")).toContain("bmVzdGVk");
    expect(sh(`getfacl -p ${dotGit}`)).toBe(before);
  });

  it("gives nothing of the owner's outside the workspace, no hard link out of it, and no way out of its namespace", async () => {
    const ws = await ownersCheckout();
    const outside = await realpath(await mkdtemp(path.join(tmpdir(), "sandbox-idmap-outside-")));
    cleanups.push(() => rm(outside, { recursive: true, force: true }));
    await writeFile(path.join(outside, "owners.txt"), "the owner's\n", { mode: 0o644 });
    await chown(path.join(outside, "owners.txt"), OWNER.uid, OWNER.gid);
    await chmod(outside, 0o755);
    const { bash, dispose } = await sandboxed(ws);
    const holder = holdersOf(ws);
    expect(holder).toHaveLength(1);
    const tried = await bash(
      [
        `echo changed >> ${outside}/owners.txt`,
        `ln private.txt "$HOME/linked"`,
        `ln private.txt /tmp/idmap-linked-$$`,
        ...holder.map((pid) => `ls /proc/${pid}/root/`),
        `cat ${ws}/../$(basename ${ws})/private.txt`,
        "echo tried",
      ].join("; "),
    );
    expect(tried).toContain("tried");
    expect(await readFile(path.join(outside, "owners.txt"), "utf8")).toBe("the owner's\n");
    expect(tried).toMatch(/Invalid cross-device link[\s\S]*Invalid cross-device link/);
    expect(tried).toMatch(/\/root\/': Permission denied/);
    expect(await dispose()).toEqual({ warnings: [], survivors: false });
    // The namespace's holder is gone with the sandbox.
    for (const pid of holder) expect(existsSync(`/proc/${pid}`)).toBe(false);
  });

  it("clears the set-ID bits of the files the user made, wherever they are", async () => {
    const ws = await ownersCheckout();
    const { bash, dispose } = await sandboxed(ws);
    expect(
      await bash(
        "cp /bin/true src/owner-id && chmod 6755 src/owner-id && mkdir -p tools/.cache && cp /bin/true tools/.cache/x && chmod 4755 tools/.cache/x && stat -c %a src/owner-id",
      ),
    ).toContain("6755");
    expect(await dispose()).toEqual({ warnings: [], survivors: false });
    for (const file of ["src/owner-id", "tools/.cache/x"]) {
      const { mode, uid } = await stat(path.join(ws, file));
      expect({ file, mode: (mode & 0o7777).toString(8), uid }).toEqual({ file, mode: "755", uid: OWNER.uid });
    }
  });

  it("clears the set-ID bit of a file made with it, which no write or chmod follows, where the walk never looks", async () => {
    const ws = await ownersCheckout();
    const { bash, dispose } = await sandboxed(ws);
    // One event only, the file's creation: the record must name the inode it made.
    await bash(
      "python3 -c 'import os; os.close(os.open(\".git/hooks/made\", os.O_CREAT | os.O_RDONLY, 0o4755))' && stat -c %a .git/hooks/made",
    );
    expect(((await stat(path.join(ws, ".git/hooks/made"))).mode & 0o7777).toString(8)).toBe("4755");
    expect(await dispose()).toEqual({ warnings: [], survivors: false });
    expect(((await stat(path.join(ws, ".git/hooks/made"))).mode & 0o7777).toString(8)).toBe("755");
  });

  it("clears the set-ID bit the agent gave the owner's file outside the workspace, through a hard link it then removed", async () => {
    const ws = await ownersCheckout();
    // A link that an earlier step left: the file's only name after the run is outside the workspace.
    const outside = await realpath(await mkdtemp(path.join(tmpdir(), "sandbox-idmap-outside-")));
    cleanups.push(() => rm(outside, { recursive: true, force: true }));
    sh(
      `cp /bin/true ${outside}/tool && chown ${OWNER.uid}:${OWNER.gid} ${outside}/tool && ln ${outside}/tool ${ws}/tool`,
    );
    const { bash, dispose } = await sandboxed(ws);
    expect(await bash("chmod 4755 tool && rm tool && echo done")).toContain("done");
    expect(((await stat(path.join(outside, "tool"))).mode & 0o7777).toString(8)).toBe("4755");
    expect(await dispose()).toEqual({ warnings: [], survivors: false });
    expect(((await stat(path.join(outside, "tool"))).mode & 0o7777).toString(8)).toBe("755");
  });

  it("passes over the workspace for set-ID bits where another file system is mounted inside it", async (context) => {
    const ws = await ownersCheckout();
    const mounted = path.join(ws, "scratch");
    await mkdir(mounted);
    try {
      sh(`mount -t tmpfs -o mode=0755,uid=${OWNER.uid},gid=${OWNER.gid} tmpfs ${mounted}`);
    } catch {
      context.skip("no tmpfs could be mounted here");
    }
    cleanups.unshift(async () => sh(`umount -l ${mounted}`));
    const { sandbox, bash, dispose } = await sandboxed(ws);
    if (sandbox.sharing !== "idmap") context.skip(`this kernel maps no tmpfs: ${sandbox.note}`);
    expect(await bash("cp /bin/true scratch/x && chmod 4755 scratch/x && stat -c %a scratch/x")).toContain(
      "4755",
    );
    expect(await dispose()).toEqual({ warnings: [], survivors: false });
    expect(((await stat(path.join(mounted, "x"))).mode & 0o7777).toString(8)).toBe("755");
  });

  it("clears the set-ID bits the walk does not reach beside it, and reports them with the walk's", async () => {
    const ws = await ownersCheckout();
    const scratch = await mkdtemp(path.join(tmpdir(), "sandbox-idmap-scratch-"));
    cleanups.push(() => rm(scratch, { recursive: true, force: true }));
    const { sandbox, bash, closeTools } = await sandboxed(ws);
    // One file the walk reads, one in the repository's own .git, which it never enters.
    await bash(
      "cp /bin/true src/owner-id && chmod 6755 src/owner-id && cp /bin/true .git/hooks/x && chmod 4755 .git/hooks/x",
    );
    await closeTools();
    const viewed = await startView(createGit(ws), undefined, scratch);
    if (!viewed.ok) throw new Error(viewed.error);
    const request = { ...viewed.value, root: ws, sinceNs: (await sandbox.writable).sinceNs };
    const reported: unknown[] = [];
    const disposal = await sandbox.dispose({
      whileShared: async (readTree) => {
        for await (const batch of readTree(request))
          reported.push(...batch.filter((r) => r.type === "set-id"));
      },
    });
    await forgetView(viewed.value);
    expect(disposal).toEqual({
      warnings: [],
      survivors: false,
      notes: [
        expect.stringMatching(
          /^Read only what changed during the run, as the kernel recorded it: \d+ paths\.$/,
        ),
      ],
    });
    expect(reported).toEqual([
      { type: "set-id", path: "src/owner-id", cleared: true },
      { type: "set-id", path: ".git/hooks/x", cleared: true },
    ]);
    for (const file of ["src/owner-id", ".git/hooks/x"])
      expect({ file, mode: ((await stat(path.join(ws, file))).mode & 0o7777).toString(8) }).toEqual({
        file,
        mode: "755",
      });
  });

  it("lets the user pass the owner's closed folders above the workspace, without listing them, and takes that back", async () => {
    // A runner's home and work folder: 0750, the owner's.
    const home = await realpath(await mkdtemp(path.join(tmpdir(), "sandbox-idmap-home-")));
    cleanups.push(() => rm(home, { recursive: true, force: true }));
    await mkdir(path.join(home, "work"));
    await writeFile(path.join(home, "work", "notes.txt"), "the owner's\n", { mode: 0o644 });
    for (const dir of [home, path.join(home, "work")]) {
      await chown(dir, OWNER.uid, OWNER.gid);
      await chmod(dir, 0o750);
    }
    // One with an ACL of its own, which it keeps; the home has none, and gets none back.
    sh(`setfacl -m u:12345:rx ${home}/work`);
    const ws = await ownersCheckout(path.join(home, "work"));
    const before = sh(`getfacl -p ${home} ${home}/work /tmp`);
    const { sandbox, bash, dispose } = await sandboxed(ws);
    const tried = await bash("cat src/lib/a.txt; ls .. 2>&1; cat ../notes.txt; echo done");
    expect(tried).toContain("one\n");
    // Search only: a name it knows opens, no listing.
    expect(tried).toMatch(/ls: cannot open directory '\.\.': Permission denied/);
    expect(tried).toContain("the owner's\n");
    expect(sh(`getfacl -p -n ${home} ${home}/work`)).toContain(`user:${sandbox.uid}:--x`);
    expect(await dispose()).toEqual({ warnings: [], survivors: false });
    expect(sh(`getfacl -p ${home} ${home}/work /tmp`)).toBe(before);
  });

  it("leaves the entries another run added meanwhile on a folder it let the user pass and a path it hid", async () => {
    const home = await realpath(await mkdtemp(path.join(tmpdir(), "sandbox-idmap-home-")));
    cleanups.push(() => rm(home, { recursive: true, force: true }));
    await chown(home, OWNER.uid, OWNER.gid);
    await chmod(home, 0o750);
    const ws = await ownersCheckout(home);
    const { sandbox, bash, dispose } = await sandboxed(ws);
    expect(await bash("cat src/lib/a.txt")).toContain("one");
    // Another run's user let through the same home, and kept out of the same .git, meanwhile.
    sh(`setfacl -m u:23456:--x ${home} && setfacl -m u:23456:--- ${ws}/tools/.git`);
    expect(await dispose()).toEqual({ warnings: [], survivors: false });
    for (const [target, entry] of [
      [home, "user:23456:--x"],
      [`${ws}/tools/.git`, "user:23456:---"],
    ] as const) {
      const acl = sh(`getfacl -p -n ${target}`);
      expect(acl).toContain(entry);
      expect(acl).not.toContain(`user:${sandbox.uid}:`);
    }
  });

  it("shares through ACLs, and says why, where the mount cannot be made", async () => {
    const ws = await ownersCheckout();
    const caps = await probeCapabilities();
    const { sandbox, bash, dispose } = await sandboxed(ws, {
      capabilities: { ...caps, programs: { ...caps.programs, python3: "/bin/false" } },
    });
    expect(sandbox.sharing).toBe("acl");
    expect(sandbox.note).toContain(
      "the workspace is shared through ACLs; not shared through an idmapped mount: the idmapped mount could not be made: ",
    );
    await sandbox.writable;
    expect(await bash("echo more >> private.txt && cat tools/.git/config; echo tried")).toContain(
      "Permission denied",
    );
    expect(await dispose()).toEqual({ warnings: [], survivors: false });
    expect(await readFile(path.join(ws, "private.txt"), "utf8")).toBe("private\nmore\n");
  });

  it("leaves no holder behind when the set-up fails before the mount is made", async () => {
    const holders = () =>
      readdirSync("/proc").filter((pid) => {
        try {
          return /^\d+$/.test(pid) && readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("move_mount");
        } catch {
          return false;
        }
      });
    const before = holders();
    const result = await prepareSandbox({
      mode: "user",
      workspace: path.join(tmpdir(), "sandbox-idmap-missing-workspace"),
      toolHostScript: await toolHostScript(),
    });
    expect(result).toEqual({ active: false, error: expect.stringContaining("does not exist") });
    expect(holders()).toEqual(before);
  });

  it("is not used for a workspace of root's: what the user made would be root's", async () => {
    const ws = await ownersCheckout();
    sh(`chown -R 0:0 ${ws}`);
    await mkdir(path.join(ws, "more"));
    const { sandbox, dispose } = await sandboxed(ws);
    expect(sandbox.sharing).toBe("acl");
    expect(sandbox.note).not.toContain("idmapped");
    expect(await dispose()).toEqual({ warnings: [], survivors: false });
  });
});

describe("the kernel's record of what changed, through the idmapped mount (needs root)", () => {
  /** `ownersCheckout` with its files committed (the nested checkout aside), and the commit. */
  async function committedCheckout(): Promise<{ ws: string; start: string }> {
    const ws = await ownersCheckout();
    sh(
      `cd ${ws} && printf 'one\\ntwo\\n' > src/lib/b.txt && mkdir docs && printf 'guide\\n' > docs/guide.md && git -c safe.directory='*' add private.txt src docs && git -c safe.directory='*' -c user.name=t -c user.email=t@example.com commit -qm start && chown -R ${OWNER.uid}:${OWNER.gid} ${ws}`,
    );
    return { ws, start: sh(`git -c safe.directory='*' -C ${ws} rev-parse HEAD`).trim() };
  }

  /** Runs `script` as the agent, then ends the sandbox while the tree is read: the records by type. */
  async function recordsAfter(ws: string, start: string, script: string) {
    const scratch = await mkdtemp(path.join(tmpdir(), "sandbox-idmap-scratch-"));
    cleanups.push(() => rm(scratch, { recursive: true, force: true }));
    const { sandbox, bash, closeTools } = await sandboxed(ws);
    expect(sandbox.sharing).toBe("idmap");
    const said = await bash(script);
    await closeTools();
    const safe = { GIT_CONFIG_COUNT: "1", GIT_CONFIG_KEY_0: "safe.directory", GIT_CONFIG_VALUE_0: "*" };
    const viewed = await startView(createGit(ws, { env: safe }), start, scratch);
    if (!viewed.ok) throw new Error(viewed.error);
    const request = { ...viewed.value, root: ws, sinceNs: (await sandbox.writable).sinceNs };
    const records: Array<{ type: string; path: string; content?: Buffer }> = [];
    const disposal = await sandbox.dispose({
      whileShared: async (readTree) => {
        for await (const batch of readTree(request)) records.push(...batch);
      },
    });
    await forgetView(viewed.value);
    expect(disposal).toMatchObject({ warnings: [], survivors: false });
    const [how] = disposal.notes ?? [];
    const of = (type: string) => records.filter((r) => r.type === type).map((r) => r.path);
    const text = (file: string) =>
      records.find((r) => r.path === file && r.type === "file")?.content?.toString();
    return { said, of, text, how };
  }

  it("reads what the agent changed, however it wrote it, and nothing an earlier step did", async () => {
    const { ws, start } = await committedCheckout();
    // An earlier step: an edit and a generated file, both the owner's.
    sh(`printf 'edited before\\n' >> ${ws}/docs/guide.md && printf '{}' > ${ws}/report.json`);
    const { of, text, how } = await recordsAfter(
      ws,
      start,
      [
        "set -e",
        "printf 'three\\n' >> src/lib/a.txt",
        "truncate -s 4 src/lib/b.txt",
        // Written through a shared mapping after its descriptor is closed, by a process that stays.
        `nohup python3 -c 'import mmap, time; f = open("private.txt", "r+b"); m = mmap.mmap(f.fileno(), 0); f.close(); m[0:3] = b"PRI"; time.sleep(600)' >/dev/null 2>&1 &`,
        "sleep 0.5",
        "mkdir -p src/new && printf 'made\\n' > src/new/c.txt",
        "mv src/lib src/moved",
        "echo done",
      ].join("\n"),
    );
    expect(of("file").sort()).toEqual(["private.txt", "src/moved/a.txt", "src/moved/b.txt", "src/new/c.txt"]);
    expect(of("gone").sort()).toEqual(["src/lib/a.txt", "src/lib/b.txt"]);
    expect(text("private.txt")).toBe("PRIvate\n");
    expect(text("src/moved/a.txt")).toBe("one\nthree\n");
    expect(text("src/moved/b.txt")).toBe("one\n");
    // The job log says how the tree was read.
    expect(how).toMatch(/^Read only what changed during the run, as the kernel recorded it: \d+ paths\.$/);
  });

  it("reads every file where a file was written through a name it no longer has", async () => {
    const { ws, start } = await committedCheckout();
    sh(`printf 'edited before\\n' >> ${ws}/docs/guide.md`);
    // A second name made, written through and removed: no event names src/lib/a.txt.
    const { of, text, how } = await recordsAfter(
      ws,
      start,
      "ln src/lib/a.txt other && printf 'through the link\\n' >> other && rm other && echo done",
    );
    expect(text("src/lib/a.txt")).toBe("one\nthrough the link\n");
    expect(how).toBe(
      `Read every file of the workspace: the kernel's record of changes cannot say: a file changed during the run has a name no change gave: ${ws}/src/lib/a.txt.`,
    );
    // The whole tree was read: the earlier step's edit too.
    expect(of("file")).toContain("docs/guide.md");
  });

  it("reads every file where a changed file has another name", async () => {
    const { ws, start } = await committedCheckout();
    sh(`ln ${ws}/src/lib/a.txt ${ws}/docs/a-again.txt && printf 'edited before\\n' >> ${ws}/docs/guide.md`);
    const { of, text, how } = await recordsAfter(
      ws,
      start,
      "printf 'both\\n' >> docs/a-again.txt && echo done",
    );
    expect(text("src/lib/a.txt")).toBe("one\nboth\n");
    expect(how).toMatch(
      /^Read every file of the workspace: .*a file changed during the run has more than one name: /,
    );
    expect(of("file")).toContain("docs/guide.md");
  });
});
