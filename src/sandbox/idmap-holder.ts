/**
 * The holder of the idmapped mount (idmap.ts): a small program in Python 3, run as root with `-I`
 * (no environment, no user site), since the mount API has no command in util-linux before 2.39,
 * and none in Node.
 *
 * Started before the user exists, so that Python's own start runs beside `useradd`, it first
 * reads from stdin the owner's uid and gid, the sandbox user's uid and gid and the workspace,
 * space-separated and ended by a NUL. It says `ready <pid>` once the namespace is made, then
 * answers each NUL-ended request on stdin with one line, and ends at the end of stdin:
 * - `expose <path>` (relative to the workspace): `ok`, or `error <why>`;
 * - `set-ids`: the set-ID sweep (`Idmap.clearRecordedSetIds`): `cleared` and the paths, each in
 *   hex, or `unknown <why>`;
 * - `changes`: what changed during the run (`Idmap.changes`): `changed` and the paths, relative
 *   to the workspace and each in hex, or `unknown <why>`.
 *
 * Before it makes the namespace, and so before any process of the user starts, it asks the
 * kernel for a record of every change on the workspace's file system (fanotify, with a mark on
 * the whole file system: through any mount, the idmapped one included). Each event names the
 * inode it changed by its handle (`FAN_REPORT_TARGET_FID`, Linux 5.17) and the folder and name it
 * was reached by; the holder keeps each once, reading the events as they come.
 *
 * The mark is on the whole file system, so the record holds the action's own changes and another
 * run's too: only what was reached through a folder of this workspace counts (or a folder gone
 * since, which may have been in it).
 *
 * The record cannot vouch, and says so, where the kernel refused it, where its queue overflowed,
 * or where a file system is mounted inside the workspace (its changes are another's). Its paths
 * cannot vouch either (`changes` says `unknown`) where a file changed during the run has more
 * than one name and was reached through the workspace or may be written by anyone, or where its
 * name is none the record holds (a link made, written through and removed): the change may then
 * be under a name no event gave. A file written through a shared mapping after its last
 * descriptor is closed is reported when the mapping goes, at the latest when its process ends,
 * which is before the end asks.
 */
export const HOLDER = String.raw`
import ctypes, errno, os, re, select, stat, struct, sys
libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
libc.fanotify_mark.argtypes = [ctypes.c_int, ctypes.c_uint, ctypes.c_uint64, ctypes.c_int, ctypes.c_char_p]
AT_FDCWD = -100
FOLDER = 0x40000000
def handle_at(data, info):
    # A FID record: its header, the fsid, then a file_handle (its size, its type, its bytes).
    size = struct.unpack_from("I", data, info + 12)[0]
    return bytes(data[info + 12 : info + 20 + size])
def opened(mount_fd, handle):
    # The inode of handle, opened as a path; None when it is gone.
    fd = libc.open_by_handle_at(mount_fd, ctypes.create_string_buffer(handle, len(handle)), os.O_PATH | os.O_CLOEXEC)
    if fd >= 0:
        return fd
    if ctypes.get_errno() == errno.ESTALE:
        return None
    raise OSError(ctypes.get_errno(), "open_by_handle_at: " + os.strerror(ctypes.get_errno()))
def shown(path):
    # A path on one line of an answer.
    return path.decode("utf-8", "replace").replace("\n", "\\n")
def named(fd):
    # An inode's path as the kernel names it, and its stat.
    return os.readlink(b"/proc/self/fd/%d" % fd), os.fstat(fd)
class Record:
    def __init__(self, workspace):
        # reached: each changed inode's handle, and the handles of the folders it was reached by.
        self.fan, self.why, self.reached, self.names = -1, None, {}, set()
        # base: the workspace's folder, which handles are opened from, once the namespace is made;
        # first: each folder's path when it was first seen (while the action's own are still there).
        self.base, self.first, self.folders = None, {}, {}
        # set_ids: the changed inodes with set-ID bits, once changes went through every one.
        self.set_ids = None
        self.workspace = workspace.rstrip("/").encode("utf-8", "surrogateescape")
        self.inside = self.workspace + b"/"
        unescape = lambda point: re.sub(rb"\\([0-7]{3})", lambda m: bytes([int(m.group(1), 8)]), point)
        with open("/proc/self/mountinfo", "rb") as f:
            points = [unescape(line.split(b" ")[4]) for line in f]
        if any(point.startswith(self.inside) for point in points):
            self.why = "a file system is mounted inside the workspace"
            return
        # fanotify_init(2): FAN_CLOEXEC | FAN_NONBLOCK | FAN_UNLIMITED_QUEUE | FAN_REPORT_FID |
        # FAN_REPORT_DIR_FID | FAN_REPORT_NAME | FAN_REPORT_TARGET_FID.
        fan = libc.fanotify_init(0x1 | 0x2 | 0x10 | 0x200 | 0x400 | 0x800 | 0x1000, os.O_RDONLY)
        if fan < 0:
            self.why = "fanotify_init: " + os.strerror(ctypes.get_errno())
            return
        # FAN_MARK_ADD | FAN_MARK_FILESYSTEM: modify, attrib, close_write, moved from and to,
        # create and delete, of files and of folders.
        if libc.fanotify_mark(fan, 0x1 | 0x100, 0x2 | 0x4 | 0x8 | 0x40 | 0x80 | 0x100 | 0x200 | FOLDER, AT_FDCWD, workspace.encode()) != 0:
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
                info, inode, folder = at + meta, None, None
                while info + 4 <= at + length:
                    kind, _, size = struct.unpack_from("BBH", data, info)
                    if size == 0:
                        break
                    # FAN_EVENT_INFO_TYPE_FID, the inode changed; _DFID_NAME, where it was reached.
                    if kind == 1:
                        inode = handle_at(data, info)
                    elif kind == 2:
                        folder = handle_at(data, info)
                        name = data[info + 12 + len(folder) : info + size].split(b"\0", 1)[0]
                        self.names.add((folder, bytes(name)))
                    info += size
                if inode is not None and not mask & FOLDER:
                    # An event of the inode alone (a link made) is placed by the inode's own path.
                    self.reached.setdefault(inode, set()).add(folder if folder is not None else (inode,))
                for key in (folder, (inode,) if folder is None and inode is not None else None):
                    if key is not None and key not in self.first and self.base is not None:
                        self.first[key] = self.place(key)
                at += length
    def hold(self, original):
        # The workspace's folder to open handles from (O_PATH is not enough).
        self.base = os.open(b"/proc/self/fd/%d" % original, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    def vouch(self):
        # The record drained, and every folder's path looked up anew.
        self.drain()
        if self.why:
            raise LookupError(self.why)
        self.folders = {}
    def place(self, handle):
        # A folder's path (or, for (inode,), one of the inode's), or None when it is gone.
        if handle not in self.folders:
            try:
                fd = opened(self.base, handle if isinstance(handle, bytes) else handle[0])
                where, st = named(fd) if fd is not None else (None, None)
                if fd is not None:
                    os.close(fd)
            except OSError:
                where, st = None, None
            self.folders[handle] = where if st is not None and st.st_nlink > 0 else None
        return self.folders[handle]
    def within(self, folders):
        # Reached through the workspace: a place in it when first seen or now, or one whose path
        # was never known (gone before it was seen), which may have been.
        for handle in folders:
            places = [self.first[handle]] if handle in self.first else []
            places.append(self.place(handle))
            if places[0] is None or any(p is not None and (p == self.workspace or p.startswith(self.inside)) for p in places):
                return True
        return False
    def each(self, handles):
        # Each of handles (changed inodes) still there, but folders: it opened, its stat and folders.
        for handle in handles:
            fd = opened(self.base, handle)
            if fd is None:
                continue
            try:
                st = os.fstat(fd)
                if not stat.S_ISDIR(st.st_mode):
                    yield fd, st, self.reached[handle], handle
            finally:
                os.close(fd)
    def clear_set_ids(self):
        # The set-ID bits off every changed regular file reached through the workspace: those
        # changes found with them, where it ran whole (the walk only takes such bits off).
        cleared = []
        self.vouch()
        for fd, st, folders, _ in self.each(self.reached if self.set_ids is None else self.set_ids):
            if stat.S_ISREG(st.st_mode) and st.st_mode & 0o6000 and self.within(folders):
                os.chmod(b"/proc/self/fd/%d" % fd, stat.S_IMODE(st.st_mode) & ~0o6000)
                cleared.append(named(fd)[0])
        return " ".join(["cleared"] + [p.hex() for p in cleared])
    def changes(self):
        # The paths of the workspace changed during the run, each relative and in hex.
        self.vouch()
        paths, set_ids = set(), []
        for folder, name in self.names:
            # An event on a folder itself names it "." in itself.
            where = self.place(folder)
            if where is not None:
                paths.add(where + (b"/" + name if name != b"." else b""))
        for fd, st, folders, handle in self.each(self.reached):
            if st.st_mode & 0o6000:
                set_ids.append(handle)
            # Another name may be in the workspace: where it was reached, or where anyone writes.
            if st.st_nlink > 1 and (self.within(folders) or st.st_mode & 0o002):
                raise LookupError("a file changed during the run has more than one name: " + shown(named(fd)[0]))
            # A name made or removed (the inode's own event): the one left must be a change's.
            if (handle,) in folders:
                where = named(fd)[0]
                if where.startswith(self.inside) and where not in paths:
                    raise LookupError("a file changed during the run has a name no change gave: " + shown(where))
        self.set_ids = set_ids
        inside = [p[len(self.inside):] for p in paths if p.startswith(self.inside)]
        return " ".join(["changed"] + [p.hex() for p in sorted(inside)])
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
def expose(original, workspace, rel):
    try:
        fd = tree(original, rel, 0x100)
        move(fd, os.path.join(workspace, rel))
        os.close(fd)
        return "ok"
    except OSError as error:
        return "error %s" % str(error).replace("\n", " ")
def answer(request, record, original, workspace):
    verb, _, rest = request.decode("utf-8", "surrogateescape").partition(" ")
    try:
        if verb == "expose":
            return expose(original, workspace, rest)
        if verb == "set-ids":
            return record.clear_set_ids()
        if verb == "changes":
            return record.changes()
        return "error no such request: " + verb
    except (LookupError, OSError) as error:
        return "unknown " + str(error).replace("\n", " ")
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
    record.hold(original)
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
            request, pending = pending.split(b"\0", 1)
            sys.stdout.write(answer(request, record, original, workspace) + "\n")
            sys.stdout.flush()
try:
    main()
except OSError as error:
    sys.stderr.write("%s\n" % error)
    sys.exit(1)
`;
