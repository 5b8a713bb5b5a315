import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import { fail, ok, type Result } from "../base/result.js";
import { SYSTEM_PATH } from "../base/system-path.js";
import { asRoot, type Privilege } from "./exec.js";
import { HOLDER } from "./idmap-holder.js";

/**
 * The workspace shared through an idmapped mount: in a mount namespace of the sandbox's own, the
 * workspace's folder is mounted over itself with its owner's ids shown as the sandbox user's.
 * That user reads and writes every file as if it were its own, and what it makes is stored as
 * the owner's: no entry is changed to share it and none must be given back, so neither the
 * set-up nor the end makes a pass over every file. Outside the namespace nothing changes.
 *
 * The mount is made by a small holder program, run as root with the system's Python (the mount
 * API has no command in util-linux before 2.39, and none in Node): it makes the namespace, keeps
 * it while it runs, and ends when its stdin closes (this process ending included). Every process
 * of the sandbox user enters that namespace (`enter`) before it becomes the user.
 *
 * The mount is `nosuid` and `nodev`. Paths the sandbox hides inside the workspace (a nested
 * checkout's `.git`) are mounted over with their own untranslated selves (`expose`), where the
 * ACL that hides them names the sandbox user as it is, not as the owner: through the idmapped
 * mount the owner's bits would be the sandbox user's. The kernel refuses, through the mount, any
 * write to an entry whose owner or group the map does not name, and hard links out of it.
 *
 * The holder also keeps the kernel's record of what changed on the workspace's file system from
 * before the user's first process (idmap-holder.ts): the end reads only that, not every file.
 */

/** The namespace held, how to enter it, and how to show hidden paths as they are. */
export interface Idmap {
  /** The argv prefix, run as root, that enters the namespace: `nsenter --mount=… --`. */
  enter: string[];
  /**
   * Mounts each of `paths` (inside the workspace, real paths) over itself untranslated: their
   * ACLs then apply to the sandbox user as they say. Why one could not be, or undefined.
   */
  expose(paths: readonly string[]): Promise<string | undefined>;
  /**
   * Once the user's processes are gone: takes the set-ID bits off every regular file the kernel
   * recorded as changed since the namespace was made through a name in the workspace, wherever
   * its name is now (a hard link out made before the run, whose name inside was removed), and
   * gives their paths (absolute, as the kernel names them). Why the record cannot vouch, as data:
   * a pass over the workspace must then.
   */
  clearRecordedSetIds(): Promise<Result<string[]>>;
  /**
   * Once the user's processes are gone: the paths of the workspace that changed since the
   * namespace was made, by the kernel's record (idmap-holder.ts), each relative to it and in hex
   * (a name is bytes); a folder among them changed as a whole. Why the record cannot vouch for
   * them, as data: the whole tree must be read then.
   */
  changes(): Promise<Result<string[]>>;
  /** Ends the holder: the namespace goes once no process is left in it. Never rejects. */
  close(): Promise<void>;
}

export interface HolderOptions {
  privilege: Privilege;
  programs: { python3: string; nsenter: string; sudo?: string | undefined };
}

/** The holder started, waiting to be told whose ids to map (`map`), or to end (`close`). */
export interface Holder {
  /**
   * Makes the namespace over `workspace` (a real path), with the ids of `owner` (whose the
   * workspace is) shown as those of `account`; why it could not be made, as data (the holder has
   * ended then). Once only.
   */
  map(
    workspace: string,
    owner: { uid: number; gid: number },
    account: { uid: number; gid: number },
  ): Promise<Result<Idmap>>;
  /** Ends the holder, mapped or not. Never rejects. */
  close(): Promise<void>;
}

/** How long the holder may take to make the namespace: a few tens of milliseconds where it can. */
const READY_TIMEOUT_MS = 10_000;

/** Starts the holder, which waits for `map`. */
export function startHolder(options: HolderOptions): Holder {
  const { programs } = options;
  const argv = asRoot(options.privilege, [programs.python3, "-I", "-c", HOLDER], programs.sudo);
  const [file, ...args] = argv as [string, ...string[]];
  const child = spawn(file, args, { cwd: "/", env: { PATH: SYSTEM_PATH }, stdio: ["pipe", "pipe", "pipe"] });
  child.stdin.on("error", () => {});
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (text: string) => {
    stderr += text;
  });
  const exited = new Promise<void>((resolve) => {
    child.once("close", () => resolve());
    child.once("error", (error) => {
      stderr ||= error.message;
      resolve();
    });
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async (): Promise<string | undefined> => (await lines.next()).value as string | undefined;
  const close = async () => {
    child.stdin.end();
    await exited;
  };
  return {
    close,
    map: async (workspace, owner, account) => {
      const ids = [owner.uid, owner.gid, account.uid, account.gid].join(" ");
      child.stdin.write(`${ids} ${workspace}\0`);
      const held = await namespaceOf(
        child,
        { next, stderr: () => stderr, close },
        workspace,
        programs.nsenter,
      );
      if (!held.ok) await close();
      return held;
    },
  };
}

/** The holder's namespace once it says it is ready, or why it is not; it is killed then. */
async function namespaceOf(
  child: ChildProcessWithoutNullStreams,
  talk: { next: () => Promise<string | undefined>; stderr: () => string; close: () => Promise<void> },
  workspace: string,
  nsenter: string,
): Promise<Result<Idmap>> {
  const { next, stderr } = talk;
  /** The words of the holder's answer to `request` that begin with `word`, or why it cannot say. */
  const ask = async (request: string, word: string): Promise<Result<string[]>> => {
    child.stdin.write(`${request}\0`);
    const [first, ...rest] = ((await next()) ?? `unknown the holder ended: ${stderr().trim()}`).split(" ");
    return first === word ? ok(rest) : fail(`the kernel's record of changes cannot say: ${rest.join(" ")}`);
  };
  const first = await Promise.race([next(), sleep(READY_TIMEOUT_MS, undefined, { ref: false })]);
  const pid = /^ready (\d+)$/.exec(first ?? "")?.[1];
  if (!pid) {
    child.kill("SIGKILL");
    return fail(`the idmapped mount could not be made: ${stderr().trim() || "the holder did not answer"}`);
  }
  return ok({
    enter: [nsenter, `--mount=/proc/${pid}/ns/mnt`, "--"],
    async expose(paths) {
      for (const full of paths) {
        const rel = full.slice(workspace.length + 1);
        if (!full.startsWith(`${workspace}/`) || rel === "") return `${full} is not inside ${workspace}`;
        // One path at a time: each answer is the path's just sent.
        child.stdin.write(`expose ${rel}\0`);
        const answer = (await next()) ?? `error the holder ended: ${stderr().trim()}`;
        if (answer !== "ok") return `could not show ${full} as it is: ${answer.replace(/^error /, "")}`;
      }
      return undefined;
    },
    async clearRecordedSetIds() {
      const cleared = await ask("set-ids", "cleared");
      return cleared.ok ? ok(cleared.value.map((hex) => Buffer.from(hex, "hex").toString("utf8"))) : cleared;
    },
    changes: () => ask("changes", "changed"),
    close: talk.close,
  });
}
