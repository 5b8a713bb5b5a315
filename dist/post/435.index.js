export const id = 435;
export const ids = [435,609,242];
export const modules = {

/***/ 512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ fail),
/* harmony export */   ok: () => (/* binding */ ok)
/* harmony export */ });
function ok(value) {
    return { ok: true, value };
}
/** A failure saying `error`, with `details` (an HTTP status) where the caller needs them. */
function fail(error, details) {
    return { ...details, ok: false, error };
}


/***/ }),

/***/ 2234:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ SYSTEM_PATH)
/* harmony export */ });
/**
 * The system folders, in the usual order: the PATH of the sandbox's helpers and of the checks
 * run as the sandbox user, and where the search tools look for git first, so a `git` planted in
 * a folder an earlier step put on PATH is not what runs.
 */
const SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";


/***/ }),

/***/ 5435:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  removeSandboxUser: () => (/* binding */ removeSandboxUser)
});

// UNUSED EXPORTS: DEFAULT_SANDBOX_USER, RUN_USER_NAME, cachedAccount, createRunAccount, deleteAccount, ensureAccount, forgetRunUser, lookup, removeLeftovers, runUserName, sweepSharedTemp

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/base/result.ts
var result = __webpack_require__(512);
// EXTERNAL MODULE: ./src/sandbox/exec.ts
var sandbox_exec = __webpack_require__(1242);
// EXTERNAL MODULE: ./src/sandbox/probe.ts
var probe = __webpack_require__(7609);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./src/base/system-path.ts
var system_path = __webpack_require__(2234);
;// CONCATENATED MODULE: ./src/sandbox/launch.ts


/**
 * Variables that describe the action's own user and session: meaningless or misleading for the
 * sandbox user (an ssh-agent socket it cannot open, another user's runtime folder), so dropped.
 */
const SESSION_VARIABLES = (/* unused pure expression or super */ null && ([
    "XDG_RUNTIME_DIR",
    "DBUS_SESSION_BUS_ADDRESS",
    "SSH_AUTH_SOCK",
    "XAUTHORITY",
    "MAIL",
    "SUDO_USER",
    "SUDO_UID",
    "SUDO_GID",
    "SUDO_COMMAND",
]));
/**
 * The variables the sandbox user's commands get on top of the (scrubbed) command environment:
 * its own HOME, USER and TMPDIR, and `safe.directory=*` for git as command-line configuration
 * (appended after any `GIT_CONFIG_*` entries already there), since the workspace belongs to
 * another user and git would otherwise refuse it as "dubious ownership".
 */
function sandboxVariables(launch, env = {}) {
    const given = Number(env.GIT_CONFIG_COUNT ?? "0");
    const n = Number.isInteger(given) && given >= 0 ? given : 0;
    return {
        HOME: launch.home,
        USER: launch.account.name,
        LOGNAME: launch.account.name,
        TMPDIR: launch.tmp,
        GIT_CONFIG_COUNT: String(n + 1),
        [`GIT_CONFIG_KEY_${n}`]: "safe.directory",
        [`GIT_CONFIG_VALUE_${n}`]: "*",
    };
}
/**
 * The argv prefix that becomes the sandbox user: setpriv switches uid and gid, drops every
 * supplementary group (docker, adm, sudo: whatever the account was given) and sets
 * no_new_privs, so no setuid program (sudo, su, pkexec) can ever raise it again.
 */
function becomeUser(launch) {
    const { uid, gid } = launch.account;
    return [
        launch.programs.setpriv,
        `--reuid=${uid}`,
        `--regid=${gid}`,
        "--clear-groups",
        "--no-new-privs",
        "--",
    ];
}
/**
 * `argv` as the sandbox user, in the sandbox's mount namespace where it has one, with nothing of
 * this process's environment but a plain PATH.
 */
function asUser(launch, argv) {
    const { programs } = launch;
    return [...(launch.enter ?? []), programs.env, "-i", `PATH=${system_path/* SYSTEM_PATH */.s}`, ...becomeUser(launch), ...argv];
}
/**
 * `sh -c script sh args…` as the sandbox user, started exactly as the tool host is (setpriv,
 * cleared groups, no_new_privs, a plain PATH): how the sandbox checks and cleans up from the
 * inside. Run it as root.
 */
function userScript(launch, script, args = []) {
    return asUser(launch, [launch.programs.sh, "-c", script, "sh", ...args]);
}
/**
 * The argv that starts the tool host as the sandbox user:
 * `[sudo -n --] env -i PATH=<system path> setpriv --reuid … -- <node> <script>`. It holds no
 * value of the commands' environment (argv is readable by every local user in /proc): that
 * reaches the host on its stdin. `env -i` leaves nothing of this process's environment (nor of
 * what sudo keeps) to the host, which the agent's commands can read, being the same user.
 */
function toolHostArgv(launch, node, script, args = []) {
    return asRoot(launch.privilege, asUser(launch, [node, script, ...args]), launch.programs.sudo);
}
/**
 * The environment of the sandbox user's commands: `env` (already built from the allowlist)
 * without the action's session variables, plus the user's own (see `sandboxVariables`).
 */
function toolHostEnv(launch, env) {
    const whole = {};
    for (const [name, value] of Object.entries(env))
        if (value !== undefined && !SESSION_VARIABLES.includes(name))
            whole[name] = value;
    return { ...whole, ...sandboxVariables(launch, env) };
}

;// CONCATENATED MODULE: ./src/sandbox/release.ts




/** How long processes of the sandbox user may take to die after SIGKILL. */
const KILL_WAIT_MS = 2000;
const POLL_MS = 25;
/**
 * Pids of live (not zombie) processes whose real uid is `uid`, from /proc. Read synchronously: a
 * few hundred reads of procfs take a millisecond or two, while through the thread pool each one
 * waits behind whatever file work the action has under way. At the end of a run on a checkout
 * of 150,000 files that wait was most of a second before the first kill.
 */
function processesOf(uid) {
    let entries;
    try {
        entries = (0,external_node_fs_.readdirSync)("/proc");
    }
    catch {
        return [];
    }
    const found = [];
    for (const entry of entries) {
        if (!/^\d+$/.test(entry))
            continue;
        try {
            const status = (0,external_node_fs_.readFileSync)(`/proc/${entry}/status`, "utf8");
            const real = /^Uid:\s+(\d+)/m.exec(status)?.[1];
            const state = /^State:\s+(\S)/m.exec(status)?.[1];
            if (Number(real) === uid && state !== "Z" && state !== "X")
                found.push(Number(entry));
        }
        catch {
            // It ended while we looked.
        }
    }
    return found;
}
/**
 * Kills every process of the sandbox user, including daemons that left their process group
 * (`setsid`, double fork), which the tools' group kills cannot reach: `kill -KILL -1` run as that
 * user reaches exactly its own processes, so another run's user (another uid) is never touched.
 * Returns a warning when some survive. Never throws.
 */
async function killAllOf(launch, exec) {
    const { uid } = launch.account;
    if (processesOf(uid).length === 0)
        return undefined;
    const killAll = userScript(launch, "kill -s KILL -- -1");
    const deadline = Date.now() + KILL_WAIT_MS;
    let last = "";
    while (Date.now() < deadline) {
        // `kill -1` fails with "no such process" when nothing is left: not worth reporting.
        last = (0,sandbox_exec.firstLine)((await exec(killAll)).stderr);
        await (0,external_node_timers_promises_.setTimeout)(POLL_MS);
        if (processesOf(uid).length === 0)
            return undefined;
    }
    const left = processesOf(uid);
    return `${left.length} process(es) of ${launch.account.name} survived SIGKILL (pids ${left.join(", ")})${last ? `: ${last}` : ""}`;
}
/**
 * Takes away, as root, what the user `name` scheduled to start later: its crontab and its `at`
 * jobs. Done before its processes are killed, since cron or atd would otherwise start a new one
 * after the kill, while the action publishes. (Where `crontab` and `at` are setgid programs,
 * no_new_privs already keeps the user from writing their spools; this is for the systems where
 * it does not.) A program that is not installed is skipped. Returns warnings for the log. Never
 * throws.
 */
async function cancelScheduledJobs(name, exec, programs) {
    const warnings = [];
    if (programs.crontab) {
        const removed = await exec([programs.crontab, "-r", "-u", name]);
        if (!removed.ok && !/no crontab/i.test(removed.stderr))
            warnings.push(`could not remove the crontab of ${name}: ${(0,sandbox_exec.firstLine)(removed.stderr)}`);
    }
    if (programs.atq && programs.atrm) {
        // As root, atq lists every user's jobs, one a line: `<id>\t<date> <queue> <user>`.
        const queued = await exec([programs.atq]);
        const ids = queued.stdout
            .split("\n")
            .map((line) => line.trim().split(/\s+/))
            .filter((fields) => fields.length > 2 && fields.at(-1) === name && /^\d+$/.test(fields[0] ?? ""))
            .map((fields) => fields[0] ?? "");
        if (ids.length > 0) {
            const removed = await exec([programs.atrm, ...ids]);
            if (!removed.ok)
                warnings.push(`could not remove the at jobs of ${name}: ${(0,sandbox_exec.firstLine)(removed.stderr)}`);
        }
    }
    return warnings;
}

;// CONCATENATED MODULE: ./src/sandbox/account.ts






/**
 * The stem of the sandbox users' names. Each run gets a user of its own, `repo-agent-<8 hex>`,
 * so that killing every process of its user (the clean-up) never reaches another run's commands
 * on the same machine.
 */
const DEFAULT_SANDBOX_USER = "repo-agent";
/** The names of per-run sandbox users, and nothing else: what `removeSandboxUser` may delete. */
const RUN_USER_NAME = /^repo-agent-[0-9a-f]{8}$/;
/** A fresh per-run user name, `repo-agent-` and 8 random hex digits (19 characters). */
function runUserName() {
    return `${DEFAULT_SANDBOX_USER}-${randomBytes(4).toString("hex")}`;
}
/** A valid, portable user name (what useradd accepts everywhere). */
const USER_NAME = /^[a-z_][a-z0-9_-]{0,30}$/;
/** `name`'s entry in /etc/passwd, where useradd puts it. */
async function lookup(name) {
    let passwd;
    try {
        passwd = await (0,promises_.readFile)("/etc/passwd", "utf8");
    }
    catch {
        return undefined;
    }
    for (const line of passwd.split("\n")) {
        const [user, , uid, gid] = line.split(":");
        if (user === name && uid !== undefined && gid !== undefined) {
            return { name, uid: Number(uid), gid: Number(gid) };
        }
    }
    return undefined;
}
/** `account`, unless it is root or in the root group: no sandbox user may be either. */
function checked(account) {
    if (account.uid === 0 ||
        account.gid === 0 ||
        !Number.isInteger(account.uid) ||
        !Number.isInteger(account.gid)) {
        return (0,result/* fail */.f)(`the user "${account.name}" exists with uid ${account.uid} and gid ${account.gid}; a sandbox user must be neither root nor in the root group`);
    }
    return (0,result.ok)(account);
}
/**
 * The sandbox user, created when missing: a system account with its own group, no home, no
 * login shell (commands are started explicitly), no password, no other groups and no sudoers
 * entry. An existing account is reused as long as it is not root; its other groups do not
 * matter because commands start with `setpriv --clear-groups`. Never throws.
 */
async function ensureAccount(name, exec, useradd) {
    if (!USER_NAME.test(name))
        return fail(`"${name}" is not a valid user name`);
    const existing = await lookup(name);
    if (existing)
        return checked(existing);
    if (!useradd)
        return fail("useradd is not installed, so the sandbox user cannot be created");
    const made = await exec(useraddArgv(useradd, name));
    // Another run on the same machine may have created it in the meantime: that is fine.
    const account = await lookup(name);
    if (account)
        return checked(account);
    return fail(`could not create the user "${name}": ${firstLine(made.stderr) || "useradd failed"}`);
}
function useraddArgv(useradd, name) {
    return [
        useradd,
        "--system",
        "--user-group",
        "--no-create-home",
        "--home-dir",
        "/nonexistent",
        "--shell",
        "/usr/sbin/nologin",
        "--comment",
        "Repo Agent tool commands",
        name,
    ];
}
/** How many fresh names to try: a clash of 32 random bits is already next to impossible. */
const NAME_ATTEMPTS = 3;
/**
 * A new user for this run alone (see `runUserName`), made as `ensureAccount` makes one, with a
 * group of its own. A name that exists already is never reused, since its processes may be
 * another run's. Never throws.
 */
async function createRunAccount(exec, useradd) {
    if (!useradd)
        return fail("useradd is not installed, so the sandbox user cannot be created");
    let last = "";
    for (let attempt = 0; attempt < NAME_ATTEMPTS; attempt++) {
        const name = runUserName();
        if (await lookup(name))
            continue;
        const made = await exec(useraddArgv(useradd, name));
        const account = made.ok ? await lookup(name) : undefined;
        if (account)
            return checked(account);
        last = `could not create the user "${name}": ${firstLine(made.stderr) || "useradd failed"}`;
    }
    return fail(last || "could not find a free name for the sandbox user");
}
/** Whether /etc/group still has a group called `name`. */
async function groupExists(name) {
    try {
        const groups = await (0,promises_.readFile)("/etc/group", "utf8");
        return groups.split("\n").some((line) => line.split(":")[0] === name);
    }
    catch {
        return false;
    }
}
/**
 * Deletes the account `name` and its group (userdel leaves the group where the system is set up
 * not to remove user groups, so groupdel follows). Its processes must be gone first: userdel
 * refuses a user that still runs anything. Returns why it failed, or undefined. Never throws.
 */
async function deleteAccount(name, exec, programs) {
    if (await lookup(name)) {
        if (!programs.userdel)
            return `userdel is not installed, so the user ${name} stays`;
        const removed = await exec([programs.userdel, name]);
        if (!removed.ok && (await lookup(name)))
            return `could not remove the user ${name}: ${(0,sandbox_exec.firstLine)(removed.stderr) || "userdel failed"}`;
    }
    if (await groupExists(name)) {
        if (!programs.groupdel)
            return `groupdel is not installed, so the group ${name} stays`;
        const removed = await exec([programs.groupdel, name]);
        if (!removed.ok && (await groupExists(name)))
            return `could not remove the group ${name}: ${(0,sandbox_exec.firstLine)(removed.stderr) || "groupdel failed"}`;
    }
    return undefined;
}
const accounts = new Map();
/** `ensureAccount`, once per user name and process; a failure is not remembered, so a later call tries again. */
function cachedAccount(name, exec, useradd) {
    let pending = accounts.get(name);
    if (!pending) {
        pending = ensureAccount(name, exec, useradd).then((result) => {
            if (!result.ok)
                accounts.delete(name);
            return result;
        });
        accounts.set(name, pending);
    }
    return pending;
}
/** Folders every user may write: where a command can leave files outside its home. */
const SHARED_TEMP_DIRS = ["/tmp", "/var/tmp", "/dev/shm"];
/**
 * Deletes what `uid` left in the shared temporary folders, before the user goes: a later run's
 * user may be given the same uid and must not inherit those files. Links are not followed and
 * other users' files are left alone. Best effort (a file may vanish while find runs); never throws.
 */
async function removeLeftovers(uid, exec) {
    // `find` by name: `exec` looks programs up on the system PATH alone (see exec.ts).
    await exec(["find", ...SHARED_TEMP_DIRS, "-xdev", "-user", String(uid), "-delete"]);
}
/**
 * Clears the shared temporary folders (all but `workspace`, when it lies in one) of what the
 * agent left there, in one pass, while the workspace is still shared (before its give-back makes
 * the agent's files the owner's): every entry of `uid` (a user of the run's own), and the hard
 * links made during the run (changed since `sinceNs`) to files of `workspace`, which the agent
 * can make to any file it may write (a file of the checkout) and which would outlive the run
 * under the workspace owner's name. Links in temporary folders are rare, so candidates are found
 * first and only they are looked for in the workspace. Returns a warning when a link could not
 * be removed. Never throws.
 */
async function sweepSharedTemp(uid, workspace, sinceNs, exec) {
    // Only a user of the run's own has nothing there but this run's: a shared one keeps its files.
    const own = uid === undefined ? [] : ["(", "-user", String(uid), "-delete", ")", "-o"];
    const since = `@${sinceNs / 1000000000n}.${(sinceNs % 1000000000n).toString().padStart(9, "0")}`;
    const candidates = await exec([
        "find",
        ...SHARED_TEMP_DIRS,
        "-xdev",
        // A workspace inside a temporary folder is the agent's work, not its leftovers: its files and
        // its own hard links stay. (Not `-prune`, which `-delete`'s depth-first order turns off.)
        "!",
        "-path",
        findPattern(workspace),
        "!",
        "-path",
        `${findPattern(workspace)}/*`,
        "(",
        ...own,
        "(",
        "-type",
        "f",
        "-links",
        "+1",
        "-newerct",
        since,
        "-printf",
        "%D %i %p\\0",
        ")",
        ")",
    ]);
    const found = candidates.stdout
        .split("\0")
        .filter(Boolean)
        .map((line) => {
        const [dev = "", ino = "", ...rest] = line.split(" ");
        return { dev, ino, path: rest.join(" ") };
    });
    if (found.length === 0)
        return undefined;
    const inodes = [...new Set(found.map((f) => f.ino))];
    const tests = inodes.flatMap((ino, i) => [...(i > 0 ? ["-o"] : []), "-inum", ino]);
    const inside = await exec(["find", workspace, "-xdev", "(", ...tests, ")", "-printf", "%D %i\\0"]);
    const shared = new Set(inside.stdout.split("\0").filter(Boolean));
    const links = found.filter((f) => shared.has(`${f.dev} ${f.ino}`)).map((f) => f.path);
    if (links.length === 0)
        return undefined;
    const removed = await exec(["rm", "-f", "--", ...links]);
    return removed.ok
        ? undefined
        : `could not remove links to the workspace in a temporary folder: ${firstLine(removed.stderr)}`;
}
/** `path` as a `find -path` pattern that matches it alone: its wildcard characters escaped. */
function findPattern(path) {
    return path.replace(/[\\*?[\]]/g, "\\$&");
}
/**
 * The end of a per-run user, once its processes are gone: its files in the shared temporary
 * folders, then the account and its group. Returns why it failed, or undefined. Never throws.
 */
async function forgetRunUser(account, exec, programs, options = {}) {
    // `swept`: `sweepSharedTemp` ran once the user's processes were gone; nothing of it is left.
    if (!options.swept)
        await removeLeftovers(account.uid, exec);
    return deleteAccount(account.name, exec, programs);
}
/**
 * Removes a per-run sandbox user (`repo-agent-<8 hex>`) that a killed run left behind, as a
 * `post:` step does: takes away its crontab and `at` jobs, kills its processes, deletes its files
 * in the shared temporary folders, then the user and its group, and looks once more for a process
 * of it. A name of any other shape is refused, so no other account can be removed this way; a
 * user that is already gone is not an error. Needs root or passwordless sudo. Never throws.
 */
async function removeSandboxUser(name) {
    if (!RUN_USER_NAME.test(name))
        return { problem: `"${name}" is not the name of a sandbox user`, survivors: false };
    const account = await lookup(name);
    const running = () => account !== undefined && processesOf(account.uid).length > 0;
    try {
        const caps = await (0,probe.capabilities)();
        if (caps.privilege === "none")
            return {
                problem: `cannot remove the user ${name} without root or passwordless sudo`,
                survivors: running(),
            };
        const exec = (0,sandbox_exec.rootExec)(caps.privilege, caps.programs.sudo);
        // Gone already: at most its group is left.
        if (!account)
            return withProblems([await deleteAccount(name, exec, caps.programs)], false);
        const valid = checked(account);
        if (!valid.ok)
            return { problem: valid.error, survivors: false };
        const { setpriv, env, sh } = caps.programs;
        if (!setpriv || !env || !sh)
            return {
                problem: `cannot stop the processes of ${name}: setpriv, env or sh is missing`,
                survivors: running(),
            };
        const launch = { account, programs: { setpriv, env, sh } };
        const unscheduled = await cancelScheduledJobs(name, exec, caps.programs);
        const survived = await killAllOf(launch, exec);
        if (survived)
            return withProblems([...unscheduled, survived], true);
        const forgotten = await forgetRunUser(account, exec, caps.programs);
        // Whatever started between the kill and the user's removal.
        const late = await killAllOf(launch, exec);
        return withProblems([...unscheduled, forgotten, late], late !== undefined);
    }
    catch (error) {
        return {
            problem: `could not remove the user ${name}: ${error.message}`,
            survivors: running(),
        };
    }
}
function withProblems(problems, survivors) {
    const found = problems.filter((p) => !!p);
    return found.length > 0 ? { problem: found.join("; "), survivors } : { survivors };
}


/***/ }),

/***/ 1242:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HELPER_TIMEOUT_MS: () => (/* binding */ HELPER_TIMEOUT_MS),
/* harmony export */   asRoot: () => (/* binding */ asRoot),
/* harmony export */   firstLine: () => (/* binding */ firstLine),
/* harmony export */   inScratchFile: () => (/* binding */ inScratchFile),
/* harmony export */   rootExec: () => (/* binding */ rootExec),
/* harmony export */   runHelper: () => (/* binding */ runHelper)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _base_system_path_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2234);





/** How long one helper program (useradd, setfacl, chown, sudo) may take before it counts as hung. */
const HELPER_TIMEOUT_MS = 60_000;
/** Output kept from a helper program; they print little, and errors come first. */
const HELPER_MAX_BUFFER = 1024 * 1024;
/**
 * The environment of helper programs: the system PATH and nothing else. They run as root and need
 * none of the action's variables (its secrets least of all), and with no LANG their complaints
 * come in plain English. Not the action's PATH either: an earlier step may have put a workspace
 * folder on it, and a `chown` the agent planted there would run as root (a program named without
 * a path is looked up on this PATH).
 */
const HELPER_ENV = { PATH: _base_system_path_js__WEBPACK_IMPORTED_MODULE_4__/* .SYSTEM_PATH */ .s };
/**
 * Runs one short helper program to its end, in `/` (a sandbox user may not be able to enter this
 * process's working directory), with `input` on its stdin, or stdin closed. Never throws.
 */
function runHelper(argv, input) {
    const [file, ...args] = argv;
    if (file === undefined)
        return Promise.resolve({ ok: false, stdout: "", stderr: "empty command" });
    return new Promise((resolve) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)(file, args, {
            cwd: "/",
            env: HELPER_ENV,
            timeout: HELPER_TIMEOUT_MS,
            maxBuffer: HELPER_MAX_BUFFER,
            encoding: "utf8",
        }, (error, stdout, stderr) => {
            const why = error && !stderr.trim() ? error.message : stderr;
            resolve({ ok: !error, stdout, stderr: why.trim() });
        });
        // A helper that exits before reading all of it makes the write fail: its exit says why.
        child.stdin?.on("error", () => { });
        child.stdin?.end(input);
    });
}
/** `argv` as root: unchanged when this process is root, else through `sudo -n` (never prompts). */
function asRoot(privilege, argv, sudo = "sudo") {
    return privilege === "root" ? [...argv] : [sudo, "-n", "--", ...argv];
}
/** An `Exec` that runs every program as root (see `asRoot`), with `input` on its stdin when given. */
function rootExec(privilege, sudo) {
    return (argv, input) => runHelper(asRoot(privilege, argv, sudo), input);
}
/** The first line of a helper's complaint, for a one-line note. */
function firstLine(text) {
    return text.split("\n").find((line) => line.trim() !== "") ?? "";
}
/**
 * Runs `use` with the path of a file in a new private folder, removed after: a helper's long
 * output (a workspace's ACLs, or its entries) passes through it, being more than a helper's
 * output may hold.
 */
async function inScratchFile(use) {
    const folder = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), "repo-agent-scratch-"));
    try {
        return await use(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(folder, "out"));
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(folder, { recursive: true, force: true });
    }
}


/***/ }),

/***/ 7609:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PROGRAMS: () => (/* binding */ PROGRAMS),
/* harmony export */   capabilities: () => (/* binding */ capabilities),
/* harmony export */   findProgram: () => (/* binding */ findProgram),
/* harmony export */   probeCapabilities: () => (/* binding */ probeCapabilities)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _base_system_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2234);
/* harmony import */ var _exec_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1242);




/**
 * Programs the sandbox runs as root or uses to switch users, found once by absolute path in the
 * system folders only. Never on the action's PATH: an earlier step may have put a workspace
 * folder there (`node_modules/.bin`), where the agent can plant a `userdel` of its own.
 * `crontab`, `atq` and `atrm` take away what the user scheduled before its processes are killed.
 * `python3` and `nsenter` make and enter the idmapped mount that shares the workspace (idmap.ts).
 */
const PROGRAMS = [
    "setpriv",
    "useradd",
    "userdel",
    "groupdel",
    "setfacl",
    "sudo",
    "env",
    "sh",
    "crontab",
    "atq",
    "atrm",
    "python3",
    "nsenter",
];
/** Where administration tools live even when a PATH leaves them out (a non-root PATH often has no sbin). */
const SYSTEM_DIRS = _base_system_path_js__WEBPACK_IMPORTED_MODULE_3__/* .SYSTEM_PATH */ .s.split(":");
/**
 * The absolute path of `name` in the folders of `searchPath`, then in the system folders, or
 * undefined. By default the system folders alone: never the action's PATH (see `PROGRAMS`).
 */
function findProgram(name, searchPath = _base_system_path_js__WEBPACK_IMPORTED_MODULE_3__/* .SYSTEM_PATH */ .s) {
    const dirs = [...searchPath.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().delimiter)).filter((d) => node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(d)), ...SYSTEM_DIRS];
    for (const dir of new Set(dirs)) {
        const candidate = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, name);
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(candidate, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
            return candidate;
        }
        catch {
            // Not here.
        }
    }
    return undefined;
}
/**
 * Finds out, cheaply, whether tool commands can run as another user here: are we root, or does
 * `sudo -n true` succeed, and which helper programs exist. Never throws.
 */
async function probeCapabilities() {
    const programs = {};
    for (const name of PROGRAMS) {
        const found = findProgram(name);
        if (found)
            programs[name] = found;
    }
    const uid = process.getuid?.() ?? -1;
    let privilege = "none";
    if (uid === 0)
        privilege = "root";
    else if (programs.sudo && (await (0,_exec_js__WEBPACK_IMPORTED_MODULE_2__.runHelper)([programs.sudo, "-n", "true"])).ok)
        privilege = "sudo";
    return { platform: process.platform, privilege, uid, programs };
}
let cached;
/** `probeCapabilities()`, run once per process. */
function capabilities() {
    cached ??= probeCapabilities();
    return cached;
}


/***/ })

};
