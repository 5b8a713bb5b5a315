import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import { fail, ok, type Result } from "../base/result.js";
import { SYSTEM_PATH } from "../base/system-path.js";
import { asRoot, type Privilege } from "./exec.js";

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
 */

/**
 * The holder (Python 3, run as root with `-I`: no environment, no user site). Started before the
 * user exists, so that Python's own start runs beside `useradd`, it first reads from stdin the
 * owner's uid and gid, the sandbox user's uid and gid and the workspace, space-separated and
 * ended by a NUL. It says `ready <pid>` once the namespace is made, then for every NUL-ended path
 * on stdin (relative to the workspace) it says `ok` or `error <why>`, and ends at the end of
 * stdin. An empty path asks for the set-ID sweep (`clearRecordedSetIds`): `cleared` and the paths, each
 * in hex, or `unknown <why>`.
 *
 * Before it says `ready`, and so before any process of the user starts, it asks the kernel for a
 * record of every file changed on the workspace's file system (fanotify, a mark on the whole file
 * system: through any mount, the idmapped one included), each event naming the inode it changed
 * by its handle (`FAN_REPORT_TARGET_FID`, Linux 5.17): a name can be removed or moved, an inode
 * cannot hide. It keeps each inode's handle once, reading the events as they come. The record
 * cannot vouch, and says so, where the kernel refused it, where its queue overflowed, or where a
 * file system is mounted inside the workspace (its changes are another's).
 */
const HOLDER = String.raw`
import ctypes, errno, os, re, select, stat, struct, sys
libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
libc.fanotify_mark.argtypes = [ctypes.c_int, ctypes.c_uint, ctypes.c_uint64, ctypes.c_int, ctypes.c_char_p]
AT_FDCWD = -100
class Record:
    # The kernel's record of the inodes changed since it was made (see the comment above).
    def __init__(self, workspace):
        self.fan, self.why, self.handles = -1, None, set()
        inside = workspace.rstrip("/").encode("utf-8", "surrogateescape") + b"/"
        unescape = lambda point: re.sub(rb"\\([0-7]{3})", lambda m: bytes([int(m.group(1), 8)]), point)
        with open("/proc/self/mountinfo", "rb") as f:
            points = [unescape(line.split(b" ")[4]) for line in f]
        if any(point.startswith(inside) for point in points):
            self.why = "a file system is mounted inside the workspace"
            return
        # fanotify_init(2): FAN_CLOEXEC | FAN_NONBLOCK | FAN_UNLIMITED_QUEUE | FAN_REPORT_FID |
        # FAN_REPORT_DIR_FID | FAN_REPORT_NAME | FAN_REPORT_TARGET_FID.
        fan = libc.fanotify_init(0x1 | 0x2 | 0x10 | 0x200 | 0x400 | 0x800 | 0x1000, os.O_RDONLY)
        if fan < 0:
            self.why = "fanotify_init: " + os.strerror(ctypes.get_errno())
            return
        # FAN_MARK_ADD | FAN_MARK_FILESYSTEM: modify, attrib, close_write, moved from and to,
        # create and delete, of files (a folder's events are of no inode the sweep clears).
        if libc.fanotify_mark(fan, 0x1 | 0x100, 0x2 | 0x4 | 0x8 | 0x40 | 0x80 | 0x100 | 0x200, AT_FDCWD, workspace.encode()) != 0:
            self.why = "fanotify_mark: " + os.strerror(ctypes.get_errno())
            os.close(fan)
            return
        self.fan = fan
    def drain(self):
        while self.fan >= 0:
            try:
                data = os.read(self.fan, 1 << 18)
            except BlockingIOError:
                return
            at = 0
            while at + 24 <= len(data):
                length, _, _, meta, mask, fd, _ = struct.unpack_from("IBBHQii", data, at)
                if fd >= 0:
                    os.close(fd)
                if mask & 0x4000:
                    self.why = "the kernel's queue of changes overflowed"
                info = at + meta
                while info + 4 <= at + length:
                    kind, _, size = struct.unpack_from("BBH", data, info)
                    # FAN_EVENT_INFO_TYPE_FID: the changed inode's fsid, then its file_handle.
                    if kind == 1 and not mask & 0x40000000:
                        handle_bytes = struct.unpack_from("I", data, info + 12)[0]
                        self.handles.add(bytes(data[info + 12 : info + 20 + handle_bytes]))
                    if size == 0:
                        break
                    info += size
                at += length
    def clear_set_ids(self, mount_fd, workspace, owner_uid):
        # Every changed inode's set-ID bits off, a regular file in the workspace or the owner's.
        self.drain()
        if self.why:
            return "unknown " + self.why
        cleared = []
        # A handle is opened from a folder of its file system, which O_PATH is not enough for.
        mount_fd = os.open("/proc/self/fd/%d" % mount_fd, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
        for handle in self.handles:
            fd = libc.open_by_handle_at(mount_fd, ctypes.create_string_buffer(handle, len(handle)), os.O_PATH | os.O_CLOEXEC)
            if fd < 0:
                if ctypes.get_errno() == errno.ESTALE:
                    continue
                return "unknown open_by_handle_at: " + os.strerror(ctypes.get_errno())
            try:
                st = os.fstat(fd)
                if not stat.S_ISREG(st.st_mode) or not st.st_mode & 0o6000:
                    continue
                where = os.readlink("/proc/self/fd/%d" % fd)
                if st.st_uid == owner_uid or where.startswith(workspace + "/"):
                    os.chmod("/proc/self/fd/%d" % fd, stat.S_IMODE(st.st_mode) & ~0o6000)
                    cleared.append(where)
            finally:
                os.close(fd)
        return " ".join(["cleared"] + [p.encode("utf-8", "surrogateescape").hex() for p in cleared])
def call(result, what):
    if result < 0:
        raise OSError(ctypes.get_errno(), what + ": " + os.strerror(ctypes.get_errno()))
    return result
def tree(dirfd, rel, flags):
    # open_tree(2): OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC | AT_RECURSIVE, and flags.
    return call(libc.syscall(428, dirfd, rel.encode(), 1 | 0o2000000 | 0x8000 | flags), "open_tree " + rel)
def move(fd, target):
    # move_mount(2) with MOVE_MOUNT_F_EMPTY_PATH.
    call(libc.syscall(429, fd, b"", AT_FDCWD, target.encode(), 4), "move_mount " + target)
def field():
    read = b""
    while not read.endswith(b"\0"):
        byte = os.read(0, 1)
        if not byte:
            sys.exit(0)
        read += byte
    return read[:-1].decode("utf-8", "surrogateescape")
def main():
    owner_uid, owner_gid, uid, gid, workspace = field().split(" ", 4)
    owner_uid, owner_gid, uid, gid = map(int, (owner_uid, owner_gid, uid, gid))
    record = Record(workspace)
    ready_r, ready_w = os.pipe()
    done_r, done_w = os.pipe()
    child = os.fork()
    if child == 0:
        os.close(ready_r); os.close(done_w)
        if libc.unshare(0x10000000) != 0:
            os._exit(1)
        os.write(ready_w, b"x"); os.read(done_r, 1); os._exit(0)
    os.close(ready_w); os.close(done_r)
    try:
        if os.read(ready_r, 1) != b"x":
            raise OSError("a user namespace could not be made")
        with open("/proc/%d/uid_map" % child, "w") as f: f.write("%d %d 1\n" % (owner_uid, uid))
        with open("/proc/%d/setgroups" % child, "w") as f: f.write("deny")
        with open("/proc/%d/gid_map" % child, "w") as f: f.write("%d %d 1\n" % (owner_gid, gid))
        userns = os.open("/proc/%d/ns/user" % child, os.O_RDONLY | os.O_CLOEXEC)
    finally:
        os.close(done_w); os.waitpid(child, 0)
    call(libc.unshare(0x20000), "unshare")
    # Private: nothing mounted here shows outside, nor anything of outside's later mounts here.
    call(libc.mount(None, b"/", None, 0x4000 | (1 << 18), None), "mount --make-rprivate /")
    original = os.open(workspace, os.O_PATH | os.O_DIRECTORY | os.O_CLOEXEC)
    fd = tree(AT_FDCWD, workspace, 0)
    # mount_setattr(2), AT_EMPTY_PATH | AT_RECURSIVE: MOUNT_ATTR_IDMAP | NOSUID | NODEV.
    attr = ctypes.create_string_buffer(struct.pack("QQQQ", 0x100000 | 2 | 4, 0, 0, userns), 32)
    call(libc.syscall(442, fd, b"", 0x1000 | 0x8000, attr, 32), "mount_setattr")
    move(fd, workspace)
    os.close(fd)
    sys.stdout.write("ready %d\n" % os.getpid()); sys.stdout.flush()
    pending = b""
    while True:
        readable = select.select([0] + ([record.fan] if record.fan >= 0 else []), [], [])[0]
        if record.fan in readable:
            record.drain()
        if 0 not in readable:
            continue
        chunk = os.read(0, 65536)
        if not chunk:
            return
        pending += chunk
        while b"\0" in pending:
            rel, pending = pending.split(b"\0", 1)
            if rel == b"":
                sys.stdout.write(record.clear_set_ids(original, workspace, owner_uid) + "\n")
                sys.stdout.flush()
                continue
            try:
                fd = tree(original, rel.decode("utf-8", "surrogateescape"), 0x100)
                move(fd, os.path.join(workspace, rel.decode("utf-8", "surrogateescape")))
                os.close(fd)
                sys.stdout.write("ok\n")
            except OSError as error:
                sys.stdout.write("error %s\n" % str(error).replace("\n", " "))
            sys.stdout.flush()
try:
    main()
except OSError as error:
    sys.stderr.write("%s\n" % error)
    sys.exit(1)
`;

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
   * recorded as changed since the namespace was made, in the workspace or the owner's wherever it
   * is (a hard link out made before the run), and gives their paths (absolute, as the kernel
   * names them). Why the record cannot vouch, as data: a pass over the workspace must then.
   */
  clearRecordedSetIds(): Promise<Result<string[]>>;
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
        child.stdin.write(`${rel}\0`);
        const answer = (await next()) ?? `error the holder ended: ${stderr().trim()}`;
        if (answer !== "ok") return `could not show ${full} as it is: ${answer.replace(/^error /, "")}`;
      }
      return undefined;
    },
    async clearRecordedSetIds() {
      child.stdin.write("\0");
      const answer = (await next()) ?? `unknown the holder ended: ${stderr().trim()}`;
      const [word, ...rest] = answer.split(" ");
      if (word !== "cleared") return fail(`the kernel's record of changes cannot say: ${rest.join(" ")}`);
      return ok(rest.map((hex) => Buffer.from(hex, "hex").toString("utf8")));
    },
    close: talk.close,
  });
}
