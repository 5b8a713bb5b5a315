export const id = 801;
export const ids = [801,609,242,435];
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
        done = await options.exec([setfacl, "-m", `u:${uid}:---`, "--", wanted]);
        undo = takeEntryOff(setfacl, uid, wanted);
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
    const grant = (some) => options.exec([setfacl, "-m", `u:${uid}:--x`, "--", ...some]);
    const change = (dir) => ({
        what: `let it pass ${dir}`,
        path: dir,
        undo: takeEntryOff(setfacl, uid, dir),
        kind: "grant",
    });
    const together = await grant(dirs);
    if (together.ok) {
        changes.push(...dirs.map(change));
        return undefined;
    }
    let failure;
    // On to the last even past a failure: setfacl went on too, and every grant must be taken back.
    for (const dir of dirs) {
        const one = await grant([dir]);
        if (one.ok)
            changes.push(change(dir));
        else
            failure ??= `could not let the sandbox user pass ${dir}: ${firstLine(one.stderr)}`;
    }
    return failure;
}
/**
 * What takes the user's entry off `target` again, and then the mask, which setfacl refuses to drop
 * while a named entry is left to need it (the path's own, or another run's): so a folder that had
 * no ACL reads as before, without a `+`, in whichever order the runs sharing it end. Taking the
 * entry off has setfacl work the mask out anew, from the entries left, so a mask with none left
 * to serve narrows nothing, and dropping it changes nobody's access.
 */
function takeEntryOff(setfacl, uid, target) {
    const script = '"$0" -x "$1" -- "$2" || exit\n"$0" -x m:: -- "$2" 2>/dev/null\nexit 0';
    return ["sh", "-c", script, setfacl, `u:${uid}`, target];
}
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
