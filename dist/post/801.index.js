export const id = 801;
export const ids = [801];
export const modules = {

/***/ 9801:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  takeBackChanges: () => (/* binding */ takeBackChanges)
});

// UNUSED EXPORTS: forgetUser, takeBack

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/sandbox/exec.ts
var exec = __webpack_require__(1242);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./src/sandbox/pieces.ts




/**
 * A pass of `find` over the whole workspace, as root, on every core. Sharing the workspace with
 * the sandbox user and giving it back are passes over every entry (`setfacl`, `chown`), mostly
 * the kernel's time: one process does them on one core, for seconds on a large checkout. Here
 * one `find` does the workspace's folder and its own entries, and lists the entries two levels
 * down (the pieces: a monorepo's one top folder holds them all); then `xargs` hands the pieces,
 * in batches, to one `find` per core, each doing its pieces whole. Every entry is done once, by
 * one of them.
 *
 * Paths go from `find` to the programs it runs as `find` names them, as a single `find` over
 * the workspace would: so this runs only while no process of the sandbox user can change the
 * tree (before any of its commands may run, or once they are gone). The pieces pass from one
 * program to the next through a file of NUL-separated bytes, never through this process, so
 * names that are not UTF-8 stay what they are.
 */
/** Batches per core: enough that a core with the large pieces does not finish long after the others. */
const BATCHES_PER_CORE = 8;
/** About the bytes a piece adds to the workspace's path in the list: two names, a `/` each, a NUL. */
const PIECE_NAME_BYTES = 20;
/**
 * The fewest pieces in a batch: each batch starts a shell and a `find` (some milliseconds), so a
 * small checkout is done by one or two, nearly as fast as by one `find`.
 */
const MIN_BATCH = 16;
/** The most pieces in a batch: a folder of a hundred thousand files at the second level is a few hundred batches. */
const MAX_BATCH = 1024;
/**
 * Moves the first `$1` arguments after the others and runs `find` with them, so that the
 * expression `xargs` is given goes after the starting points it appends: find takes its
 * starting points first. A fixed script: the expression and the pieces are its arguments.
 */
const EXPRESSION_LAST = [
    "k=$1; shift; i=0",
    "for a do",
    '  [ "$i" -ge "$k" ] && break',
    '  set -- "$@" "$a"; i=$((i + 1))',
    "done",
    'shift "$k"',
    'exec find "$@"',
].join("\n");
/**
 * `xargs` running `find <path>... -maxdepth 0 <expression>` over the NUL-separated paths in the
 * file `list` (whole paths, as a `find` of a whole path printed them), one `find` after another,
 * so what they print never interleaves. Each path is tested as itself: find follows no link,
 * a starting point included.
 */
function findEachListed(list, expression) {
    const each = ["-maxdepth", "0", ...expression];
    return ["xargs", "-0", "-r", "-a", list, "sh", "-c", EXPRESSION_LAST, "sh", String(each.length), ...each];
}
/**
 * Runs `find <entry>... <expression>` over every entry of `workspace` (see above). `expression`
 * is find's, an action included (`-exec … {} +`). Fails when any of the finds does, with what
 * they said; what the others did stands, so a caller may run its own pass again.
 */
async function pieces_findInPieces(workspace, expression, options) {
    const { exec } = options;
    return inScratchFile(async (pieces) => {
        const top = await exec(["find", workspace, ...topExpression(workspace, expression, pieces, options)]);
        if (!top.ok)
            return top;
        // Only how many there are, about: the file is root's, and need not be this user's to read.
        const count = (await lstat(pieces)).size / (workspace.length + PIECE_NAME_BYTES);
        if (count === 0)
            return top;
        const cores = Math.max(1, availableParallelism());
        const batch = Math.min(MAX_BATCH, Math.max(MIN_BATCH, Math.ceil(count / (cores * BATCHES_PER_CORE))));
        const xargs = ["xargs", "-0", "-r", "-a", pieces, "-P", String(cores), "-n", String(batch)];
        const each = options.wholePieces ?? [
            "sh",
            "-c",
            EXPRESSION_LAST,
            "sh",
            String(expression.length),
            ...expression,
        ];
        const rest = await exec([...xargs, ...each]);
        return rest.ok ? rest : { ...rest, stderr: [top.stderr, rest.stderr].filter(Boolean).join("\n") };
    }).catch((error) => ({
        ok: false,
        stdout: "",
        stderr: `the pieces could not be listed: ${error.message}`,
    }));
}
/**
 * The first find's expression: the hidden paths pruned, the pieces (entries two levels down
 * that hold no hidden path) written to `pieces` and not entered, `expression` on the rest.
 */
function topExpression(workspace, expression, pieces, options) {
    const hidden = (options.hidden ?? []).filter((p) => p.startsWith(`${workspace}/`));
    const holders = new Set(hidden.map((p) => secondLevel(workspace, p)).filter((p) => p !== undefined));
    const root = globEscape(workspace);
    return [
        ...(options.below ? ["-mindepth", "1"] : []),
        ...(hidden.length > 0 ? ["(", ...anyPath(hidden), ")", "-prune", "-o"] : []),
        ...["(", "-path", `${root}/*/*`, "!", "-path", `${root}/*/*/*`],
        ...(holders.size > 0 ? ["!", "(", ...anyPath([...holders]), ")"] : []),
        ...["-fprint0", pieces, "-prune", ")", "-o", "(", ...expression, ")"],
    ];
}
/** The entry two levels below `workspace` that holds `inner`, if `inner` is that deep. */
function secondLevel(workspace, inner) {
    const parts = path.relative(workspace, inner).split("/");
    return parts.length >= 2 ? path.join(workspace, parts[0], parts[1]) : undefined;
}
/** find's test for any of `paths`, each matched as itself alone. */
function anyPath(paths) {
    return paths.flatMap((p, i) => [...(i > 0 ? ["-o"] : []), "-path", globEscape(p)]);
}
/** `path` as a pattern of find's `-path` that matches it alone. */
function globEscape(path) {
    return path.replace(/[*?[\]\\]/g, (c) => `\\${c}`);
}

;// CONCATENATED MODULE: ./src/sandbox/prior-acls.ts



/**
 * Reads, as root, the ACLs of `target` (and every entry below it: `scope`) that has more than its
 * mode bits (`getfacl -s`), links not followed, ids as numbers. Returns them, or why they could
 * not be read.
 */
async function prior_acls_recordAcls(target, scope, setfacl, exec) {
    const getfacl = path.join(path.dirname(setfacl), "getfacl");
    return inScratchFile(async (file) => {
        const flags = scope.recursive ? "-RPsnp" : "-Psnp";
        const listed = await exec(["sh", "-c", 'exec "$0" "$1" -- "$2" > "$3"', getfacl, flags, target, file]);
        if (!listed.ok)
            return `getfacl could not read the workspace's ACLs: ${firstLine(listed.stderr)}`;
        const entries = [];
        for (const read of (await readFile(file, "latin1")).split("\n\n")) {
            const name = /^# file: (.*)$/m.exec(read)?.[1];
            const block = name === undefined ? undefined : ownEntries(read, scope.uid);
            if (name === undefined || block === undefined)
                continue;
            const where = nameBytes(name);
            if (scope.except !== undefined && where.equals(Buffer.from(scope.except)))
                continue;
            const found = await lstat(where).catch(() => undefined);
            if (found)
                entries.push({ block, path: where, dev: found.dev, ino: found.ino });
        }
        return { entries };
    });
}
/**
 * `block` without the entries naming `uid`, or undefined when nothing of the entry's own is left
 * (no named user or group, no default entry): its ACL was only this run's.
 */
function ownEntries(block, uid) {
    const lines = block
        .trim()
        .split("\n")
        .filter((line) => !line.startsWith(`user:${uid}:`) && !line.startsWith(`default:user:${uid}:`));
    return lines.some((line) => /^(default:|(user|group):[^:]+:)/.test(line)) ? lines.join("\n") : undefined;
}
/**
 * Gives back, as root, the ACLs `prior` holds, each only to the very entry it was read from (same
 * device and inode, not a link): the agent may have put a link to a file of root's in its place.
 */
async function restoreAcls(prior, setfacl, exec) {
    const kept = [];
    for (const entry of prior.entries) {
        const now = await lstat(entry.path).catch(() => undefined);
        if (now && !now.isSymbolicLink() && now.dev === entry.dev && now.ino === entry.ino)
            kept.push(entry.block);
    }
    if (kept.length === 0)
        return { ok: true, stdout: "", stderr: "" };
    return inScratchFile(async (file) => {
        await writeFile(file, `${kept.join("\n\n")}\n`, { encoding: "latin1", mode: 0o600 });
        return exec([setfacl, `--restore=${file}`]);
    });
}
/** A name as getfacl writes it (octal escapes for a backslash and unprintable bytes), as bytes. */
function nameBytes(name) {
    const bytes = [];
    for (let i = 0; i < name.length; i++) {
        const octal = name[i] === "\\" ? /^[0-7]{3}/.exec(name.slice(i + 1))?.[0] : undefined;
        if (octal) {
            bytes.push(Number.parseInt(octal, 8));
            i += 3;
        }
        else
            bytes.push(name.charCodeAt(i) & 0xff);
    }
    return Buffer.from(bytes);
}

;// CONCATENATED MODULE: ./src/sandbox/access.ts





/**
 * Gives the sandbox user read and write access to the whole workspace, and keeps it that way for
 * files created later. Symbolic links are never followed (`-P`, `-h`, find's default): a link in
 * the repository that points at `/etc/shadow` must not hand that file to anyone. With ACLs this
 * is the workspace's folder alone (`shareBelow` does the rest, in the background), with the
 * group the whole tree. Returns the ACLs the folder had before (for `unshare` to give back), and
 * why it failed, if it did.
 */
async function shareWorkspace(options) {
    const { workspace, account, exec } = options;
    if (options.sharing === "acl") {
        const setfacl = options.setfacl ?? "setfacl";
        // What the end must give back, read before anything is added.
        const prior = await recordAcls(workspace, { recursive: false, uid: account.uid }, setfacl, exec);
        if (typeof prior === "string")
            return { error: prior };
        const done = await exec([setfacl, "-P", "-m", aclEntries(options, "folder"), workspace]);
        return done.ok
            ? { prior }
            : { prior, error: `setfacl failed on the workspace: ${firstLine(done.stderr)}` };
    }
    const steps = [
        ["chgrp", "-hR", String(account.gid), workspace],
        ["chmod", "-R", "g+rwX", workspace],
        ["find", workspace, "-type", "d", "-exec", "chmod", "g+s", "{}", "+"],
    ];
    for (const step of steps) {
        const done = await exec(step);
        if (!done.ok)
            return { error: `${step[0]} failed on the workspace: ${firstLine(done.stderr)}` };
    }
    return {};
}
/**
 * Shares every entry below the workspace's folder (which `shareWorkspace` shared) through ACLs,
 * as `shareWorkspace` would: the pass over every file, which the sandbox's reads need not wait
 * for (a checkout's files are world-readable), only its writes. In pieces, on every core
 * (pieces.ts): none of the user's commands runs yet, and its tools only read. The paths in
 * `hidden` (a nested repository's `.git`, hidden already) are never entered, so their entry for
 * the user stays `---`. Returns the ACLs the entries had before, and why it failed, if it did.
 */
async function shareBelow(options, hidden) {
    const { workspace, account, exec } = options;
    const setfacl = options.setfacl ?? "setfacl";
    const scope = { recursive: true, uid: account.uid, except: workspace };
    const prior = await recordAcls(workspace, scope, setfacl, exec);
    if (typeof prior === "string")
        return { error: prior };
    const done = await findInPieces(workspace, 
    // Folders get the default entries too; a file cannot hold them. `-P` skips links.
    [
        ...["-type", "d", "-exec", setfacl, "-P", "-m", aclEntries(options, "folder"), "{}", "+"],
        ...["-o", "-exec", setfacl, "-P", "-m", aclEntries(options, "file"), "{}", "+"],
    ], { exec, hidden, below: true });
    return done.ok ? { prior } : { prior, error: `setfacl failed in the workspace: ${firstLine(done.stderr)}` };
}
/** The ACL entries that share an entry: the sandbox user's, and this process's user's unless root. */
function aclEntries(options, kind) {
    const users = [options.account.uid, ...(options.actorUid !== 0 ? [options.actorUid] : [])];
    return users.flatMap((uid) => [`u:${uid}:rwX`, ...(kind === "folder" ? [`d:u:${uid}:rwX`] : [])]).join(",");
}
/** True when `inner` is `outer` or lies inside it. */
function within(inner, outer) {
    const rel = path.relative(outer, inner);
    return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
}
/** The folders from `/` down to the parent of `dir`: the sandbox user must be able to pass each. */
function ancestors(dir) {
    const chain = [];
    for (let d = path.dirname(dir);; d = path.dirname(d)) {
        chain.unshift(d);
        if (d === path.dirname(d))
            return chain;
    }
}
/**
 * Takes every permission on `paths` away from the sandbox user: with ACLs (`acl`, and `idmap`,
 * which has them) a `u:<uid>:---` entry, which overrides the "others" bits for that user alone;
 * with `group` (root) the others bits are cleared, and the group's too for a path inside the
 * shared workspace. Missing paths are skipped silently; a path that holds the workspace is
 * skipped with a reason, since hiding it would hide the workspace too.
 */
async function hidePaths(paths, workspace, options) {
    const result = { changes: [], skipped: [] };
    // Side by side, each its own root command; said in the order given.
    for (const hidden of await Promise.all(paths.map((given) => hidePath(given, workspace, options)))) {
        if (hidden && "change" in hidden)
            result.changes.push(hidden.change);
        else if (hidden)
            result.skipped.push(hidden.skipped);
    }
    return result;
}
/** Hides one path (see `hidePaths`): the change made, why it was not, or undefined where there is none. */
async function hidePath(given, workspace, options) {
    let wanted;
    let found;
    try {
        wanted = await realpath(given);
        found = await stat(wanted);
    }
    catch {
        return undefined;
    }
    const { mode } = found;
    if (within(workspace, wanted))
        return { skipped: `${wanted} (it holds the workspace)` };
    const setfacl = options.setfacl ?? "setfacl";
    const { uid } = options.account;
    let undo;
    let done;
    if (options.sharing !== "group") {
        const added = await addEntry(options, `u:${uid}:---`, [wanted]);
        done = added.done;
        undo = takeEntryOff(setfacl, uid, wanted, added.had(0));
    }
    else {
        // Inside the workspace the sandbox user's group was given access (`shareWorkspace`): the
        // group's bits go too (a nested checkout's .git). Elsewhere the group is the owner's.
        done = await options.exec(["chmod", within(wanted, workspace) ? "go-rwx" : "o-rwx", wanted]);
        undo = ["chmod", (mode & 0o7777).toString(8), wanted];
    }
    if (!done.ok)
        return { skipped: `${wanted} (${firstLine(done.stderr)})` };
    const identity = { dev: found.dev, ino: found.ino };
    return { change: { what: `hid ${wanted}`, path: wanted, undo, kind: "hide", identity } };
}
/**
 * Lets the sandbox user pass through each of `dirs` (search only, no listing), with an ACL entry
 * for it alone, by one root command: on the path of the first tool call. Where that fails, folder
 * by folder, so the one that cannot be passed is named. The grants made are added to `changes`;
 * returns the first failure. Each is taken back as `takeEntryOff` says.
 */
async function grantTraverseAll(dirs, options, changes) {
    if (dirs.length === 0)
        return undefined;
    const setfacl = options.setfacl ?? "setfacl";
    const { uid } = options.account;
    const grant = (some) => addEntry(options, `u:${uid}:--x`, some);
    const change = (dir, had) => ({
        what: `let it pass ${dir}`,
        path: dir,
        undo: takeEntryOff(setfacl, uid, dir, had),
        kind: "grant",
    });
    const together = await grant(dirs);
    if (together.done.ok) {
        changes.push(...dirs.map((dir, i) => change(dir, together.had(i))));
        return undefined;
    }
    let failure;
    // On to the last even past a failure: setfacl went on too, and every grant must be taken back.
    for (const dir of dirs) {
        const one = await grant([dir]);
        if (one.done.ok)
            changes.push(change(dir, one.had(0)));
        else
            failure ??= `could not let the sandbox user pass ${dir}: ${firstLine(one.done.stderr)}`;
    }
    return failure;
}
/**
 * Adds the ACL `entry` to each of `paths` by one root command, and says whether the n-th path
 * (from 0) had ACLs of its own before (or they could not be read: nothing else is taken off it
 * then, see `takeEntryOff`).
 */
async function addEntry(options, entry, paths) {
    const setfacl = options.setfacl ?? "setfacl";
    const getfacl = path.join(path.dirname(setfacl), "getfacl");
    const done = await options.exec(["sh", "-c", ADD_ENTRY, getfacl, setfacl, entry, ...paths]);
    const had = new Set(done.stdout.split("\n"));
    return { done, had: (n) => had.has(`had ${n}`) };
}
/** `sh -c` with getfacl as `$0`, then setfacl, the entry and the paths (`addEntry`). */
const ADD_ENTRY = [
    "setfacl=$1; entry=$2; shift 2; i=0",
    "for d do",
    '  if out=$("$0" -s -p -- "$d"); then [ -z "$out" ] || echo "had $i"; else echo "had $i"; fi',
    "  i=$((i + 1))",
    "done",
    'exec "$setfacl" -m "$entry" -- "$@"',
].join("\n");
/**
 * What takes the user's entry off `target` again, and then the mask, when no named or default
 * entry is left to need it and it narrows nothing (it allows at least what the group's own entry
 * does): so a folder that had no ACL reads as before, without a `+`, in whichever order the runs
 * sharing it end. A mask the path had of its own that narrows its group stays, as do the entries
 * it had. Dropping the mask is refused by setfacl when another run's entry came meanwhile, and
 * then only the entry goes. `had` is whether the path had ACLs of its own before: when it did
 * not, setfacl may take both off at once.
 */
function takeEntryOff(setfacl, uid, target, had) {
    const getfacl = path.join(path.dirname(setfacl), "getfacl");
    const both = had ? [] : ['"$0" -x "$2,m::" -- "$3" 2>/dev/null && exit 0'];
    return ["sh", "-c", [...both, TAKE_MASK_OFF].join("\n"), setfacl, getfacl, `u:${uid}`, target];
}
/** `sh -c` with setfacl as `$0`, getfacl, the entry and the path: the entry off, then the mask if it may go. */
const TAKE_MASK_OFF = [
    '"$0" -x "$2" -- "$3" || exit',
    'acl=$("$1" -c -p -- "$3") || exit 0',
    "printf '%s\\n' \"$acl\" | grep -Eq '^(user|group):[^:]+:|^default:' && exit 0",
    "g=$(printf '%s\\n' \"$acl\" | sed -n 's/^group::\\([-rwx]*\\).*/\\1/p')",
    "m=$(printf '%s\\n' \"$acl\" | sed -n 's/^mask::\\([-rwx]*\\).*/\\1/p')",
    '[ -n "$m" ] || exit 0',
    "for i in 1 2 3; do",
    '  [ "$(printf %s "$g" | cut -c$i)" = - ] || [ "$(printf %s "$g" | cut -c$i)" = "$(printf %s "$m" | cut -c$i)" ] || exit 0',
    "done",
    '"$0" -x m:: -- "$3" 2>/dev/null',
    "exit 0",
].join("\n");
/** True when `change` may be taken back: its path is still the entry it was made on (see `Change.identity`). */
async function stillChanged(change) {
    if (!change.identity)
        return true;
    try {
        const now = await (0,promises_.lstat)(change.path);
        return !now.isSymbolicLink() && now.dev === change.identity.dev && now.ino === change.identity.ino;
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: ./src/sandbox/account.ts + 2 modules
var account = __webpack_require__(5435);
;// CONCATENATED MODULE: ./src/sandbox/hold.ts


/** Takes back the changes `which` picks (all by default), newest first. */
function takeBack(hold, which = () => true) {
    return takeBackChanges(hold.exec, hold.changes, which);
}
/**
 * Takes back those of `changes` that `which` picks, and removes them from it: newest first on
 * each path, and the paths side by side (each undo is a root command of its own).
 */
async function takeBackChanges(exec, changes, which = () => true) {
    const byPath = new Map();
    for (const change of [...changes].reverse()) {
        if (!which(change))
            continue;
        changes.splice(changes.indexOf(change), 1);
        byPath.set(change.path, [...(byPath.get(change.path) ?? []), change]);
    }
    await Promise.all([...byPath.values()].map(async (newestFirst) => {
        for (const change of newestFirst)
            if (await stillChanged(change))
                await exec(change.undo);
    }));
}
/** Removes the user when it is the run's own (`forgetRunUser`); why that failed, or undefined. */
async function forgetUser(hold, options = {}) {
    return hold.perRun ? forgetRunUser(hold.launch.account, hold.exec, hold.programs, options) : undefined;
}


/***/ })

};
