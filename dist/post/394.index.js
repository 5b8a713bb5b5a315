export const id = 394;
export const ids = [394];
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

/***/ 2394:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lockRepository: () => (/* binding */ lockRepository),
  openVault: () => (/* binding */ openVault),
  removeTree: () => (/* binding */ removeTree)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/base/result.ts
var base_result = __webpack_require__(512);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./src/base/system-path.ts
var system_path = __webpack_require__(2234);
// EXTERNAL MODULE: ./src/text/clip.ts
var text_clip = __webpack_require__(9893);
;// CONCATENATED MODULE: ./src/github/git.ts




/** The identity of commits the action makes: GitHub's own Actions bot, so they show its avatar. */
const BOT_NAME = "github-actions[bot]";
const BOT_EMAIL = "41898282+github-actions[bot]@users.noreply.github.com";
/** The remote the action pushes to: whatever actions/checkout cloned from. */
const REMOTE = "origin";
/** Bounds on what git commands may produce or take. */
const GIT_LIMITS = {
    /** Output kept from one command; more is dropped (and flagged as truncated). */
    maxOutputChars: 4_000_000,
    /** Local commands (status, commit-tree, merge-tree). */
    localTimeoutMs: 120_000,
    /** Fetch and push. */
    networkTimeoutMs: 300_000,
    /** How many `<branch>-N` names are tried when a push has to move to a new branch. */
    maxAlternateBranches: 20,
    /** How often a push is tried again after the branch moved and the changes were merged onto it. */
    maxMergeAttempts: 3,
};
/**
 * Configuration every command runs with, given on the command line and never written to a config
 * file: the commit identity (a runner has none), and no hooks, no fsmonitor and no signing: the
 * agent could have written `.git/hooks/pre-push`, and a hook would run while the push credential
 * is in place.
 */
/**
 * The environment of a git process that takes thousands of objects in turn (`fast-import`,
 * `cat-file --batch`, `mktree --batch`): glibc's allocator otherwise hands each object's buffers
 * back to the system and asks for them again, a pair of system calls and fresh pages per object.
 * Here `fast-import` stored 10,000 small blobs in 790 ms without these settings and in 120 to
 * 170 ms with them. Other C libraries pass these names over.
 */
const MANY_OBJECTS_ENV = { MALLOC_TRIM_THRESHOLD_: "67108864", MALLOC_TOP_PAD_: "16777216" };
const COMMAND_CONFIG = [
    `user.name=${BOT_NAME}`,
    `user.email=${BOT_EMAIL}`,
    "core.hooksPath=/dev/null",
    "core.fsmonitor=false",
    "core.untrackedCache=false",
    "core.attributesFile=/dev/null",
    "commit.gpgsign=false",
    "tag.gpgsign=false",
    "advice.detachedHead=false",
].flatMap((setting) => ["-c", setting]);
/** `diff` cut to at most `max` characters at a line boundary; `totalChars` is what there was. */
function cutDiff(diff, max) {
    if (diff.length <= max)
        return { text: diff, truncated: false, totalChars: diff.length };
    const cut = clip(diff, max, { marker: () => "" });
    const lastNewline = cut.lastIndexOf("\n");
    return {
        text: lastNewline > 0 ? cut.slice(0, lastNewline + 1) : cut,
        truncated: true,
        totalChars: diff.length,
    };
}
/**
 * What the action's git gets of the action's environment: the way to the network and nothing
 * else. Every other variable (the GitHub token in `INPUT_GITHUB-TOKEN`, the runner's
 * `ACTIONS_*`, a job's `NPM_TOKEN`) stays out of git and of whatever git would start.
 */
const GIT_ENV_NAMES = [
    "PATH",
    "HTTPS_PROXY",
    "https_proxy",
    "HTTP_PROXY",
    "http_proxy",
    "NO_PROXY",
    "no_proxy",
    "ALL_PROXY",
    "all_proxy",
    "GIT_SSL_CAINFO",
    "GIT_SSL_CAPATH",
    "SSL_CERT_FILE",
    "SSL_CERT_DIR",
];
/**
 * The action's git is looked up in the system folders before the job's PATH, and so are the
 * programs git starts (ssh, a credential helper): an earlier step may have put a workspace folder
 * on PATH, and a `git` the agent planted there must never run as the action.
 */
function searchPath(inherited) {
    return inherited ? `${system_path/* SYSTEM_PATH */.s}:${inherited}` : system_path/* SYSTEM_PATH */.s;
}
/**
 * The environment of the action's git: the allowlist above, no system or global configuration
 * (a runner's `~/.gitconfig` could have been written by an earlier step; the repository's own
 * config is the one the action trusts), then `extra` (`GitOptions.env`), and last, whatever
 * `extra` says, the C locale so messages can be read and no prompts.
 */
function gitEnvironment(extra = {}, source = process.env) {
    const env = {};
    for (const name of GIT_ENV_NAMES)
        if (source[name] !== undefined)
            env[name] = source[name];
    return {
        ...env,
        PATH: searchPath(env.PATH),
        HOME: "/nonexistent",
        GIT_CONFIG_NOSYSTEM: "1",
        GIT_CONFIG_GLOBAL: "/dev/null",
        GIT_ATTR_NOSYSTEM: "1",
        ...extra,
        LC_ALL: "C",
        LANGUAGE: "C",
        GIT_TERMINAL_PROMPT: "0",
    };
}
/**
 * Thin wrappers over the real `git` CLI in one workspace. Commands are run with `execFile`
 * semantics (no shell), in the C locale so messages can be read, with terminal prompts off so a
 * missing credential fails instead of hanging.
 */
class Git {
    workspace;
    env;
    redact;
    /** The git directory of a trusted repository, or undefined: discovered from `workspace`. */
    gitDir;
    constructor(workspace, options = {}) {
        this.workspace = workspace;
        this.env = gitEnvironment(options.env);
        this.redact = options.redact ?? ((text) => text);
        this.gitDir = options.gitDir;
    }
    /**
     * Starts `git <args>` with the same location, configuration and environment as `run`, for a
     * caller that streams binary output itself (`cat-file --batch`). The caller owns the child.
     */
    spawn(args, options = {}) {
        const location = this.gitDir
            ? [`--git-dir=${this.gitDir}`, ...(options.workTree ? [`--work-tree=${options.workTree}`] : [])]
            : [];
        const cwd = this.gitDir ? (options.workTree ?? this.gitDir) : this.workspace;
        return (0,external_node_child_process_.spawn)("git", [...location, ...COMMAND_CONFIG, ...args], {
            cwd,
            env: { ...this.env, ...options.env },
            stdio: ["pipe", "pipe", "pipe"],
        });
    }
    /** Runs `git <args>`; resolves with the exit code (127 when git could not be started). */
    run(args, options = {}) {
        const maxOutput = options.maxOutputChars ?? GIT_LIMITS.maxOutputChars;
        return new Promise((resolve) => {
            const child = this.spawn(args, options);
            // Our own timer, not spawn's `timeout`: that one is never cleared when git fails to start,
            // and would keep the finished action alive until it fires.
            const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? GIT_LIMITS.localTimeoutMs);
            timer.unref();
            let stdout = "";
            let stderr = "";
            let truncated = false;
            child.stdout.setEncoding("utf8").on("data", (chunk) => {
                if (stdout.length >= maxOutput) {
                    truncated = true;
                    return;
                }
                stdout += chunk;
                if (stdout.length > maxOutput) {
                    stdout = (0,text_clip/* clip */.$Q)(stdout, maxOutput, { marker: () => "" });
                    truncated = true;
                    if (options.stopWhenCut) {
                        child.kill("SIGKILL");
                        child.stdout.destroy();
                    }
                }
            });
            child.stderr.setEncoding("utf8").on("data", (chunk) => {
                if (stderr.length < maxOutput)
                    stderr += chunk;
            });
            child.on("error", (error) => {
                clearTimeout(timer);
                resolve({ code: 127, stdout, stderr: `${stderr}${error.message}`, truncated });
            });
            child.on("close", (code, signal) => {
                clearTimeout(timer);
                const killed = signal ? `\ngit ${args[0]} was stopped (${signal}).` : "";
                resolve({ code: code ?? 128, stdout, stderr: stderr + killed, truncated });
            });
            child.stdin.on("error", () => {
                // The command may exit before reading its input; that shows in its exit code.
            });
            child.stdin.end(options.input ?? "");
        });
    }
    /**
     * `git <args>` as a result: its stdout on success, git's own message (redacted) on failure.
     * Never throws.
     */
    async exec(args, options = {}) {
        const result = await this.run(args, options);
        if (result.code === 0)
            return (0,base_result.ok)(result.stdout);
        return (0,base_result/* fail */.f)(this.describeFailure(args, result));
    }
    /**
     * What a failed `git <args>` said, for a reader: `git <command> failed: ` and its stderr (else
     * its stdout, else its exit code), cut to 2,000 characters and redacted.
     */
    describeFailure(args, result) {
        const message = (0,text_clip/* clip */.$Q)(result.stderr.trim() || result.stdout.trim() || `exit code ${result.code}`, 2_000, {
            marker: () => "",
        });
        return this.redact(`git ${args[0]} failed: ${message}`);
    }
    async headSha() {
        const result = await this.exec(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"]);
        return result.ok ? result.value.trim() : undefined;
    }
    /** The checked-out branch, or undefined when HEAD is detached (or the repository has no commits). */
    async currentBranch() {
        const result = await this.exec(["symbolic-ref", "--quiet", "--short", "HEAD"]);
        return result.ok ? result.value.trim() || undefined : undefined;
    }
    /** Fetches `branch` from origin into `refs/remotes/origin/<branch>` and returns its sha. */
    async fetchBranch(branch, env) {
        return this.fetchRef(`refs/heads/${branch}`, `refs/remotes/${REMOTE}/${branch}`, env);
    }
    /**
     * Fetches any ref of origin (`refs/pull/N/head` for a fork's pull request) into a local ref and
     * returns its sha.
     */
    async fetchRef(remoteRef, localRef, env) {
        const fetched = await this.exec(["fetch", "--quiet", "--no-tags", REMOTE, `+${remoteRef}:${localRef}`], {
            env,
            timeoutMs: GIT_LIMITS.networkTimeoutMs,
        });
        if (!fetched.ok)
            return fetched;
        const sha = await this.exec(["rev-parse", "--verify", `${localRef}^{commit}`]);
        return sha.ok ? (0,base_result.ok)(sha.value.trim()) : sha;
    }
    /**
     * Fetches `branch` from origin and checks it out as a local branch of the same name.
     * actions/checkout leaves the default branch checked out for comment events, so this is how a
     * pull request's head gets into the workspace. Uncommitted changes are carried over (stashed,
     * then applied on the new branch); when they conflict with it, the workspace is put back as it
     * was and the result says so. The value is the sha checked out.
     */
    async checkoutRemoteBranch(branch, env) {
        const fetched = await this.fetchBranch(branch, env);
        if (!fetched.ok)
            return fetched;
        return this.switchCarryingChanges(branch, `refs/remotes/${REMOTE}/${branch}`);
    }
    /**
     * Checks out `startPoint` as `branch` (or detached when `branch` is undefined), carrying
     * uncommitted changes; the value is the sha checked out.
     */
    async switchCarryingChanges(branch, startPoint) {
        const original = (await this.currentBranch()) ?? (await this.headSha());
        const dirty = (await this.run(["status", "--porcelain"])).stdout.trim() !== "";
        if (dirty) {
            const stashed = await this.exec([
                "stash",
                "push",
                "--include-untracked",
                "--quiet",
                "-m",
                "repo-agent: carry changes",
            ]);
            if (!stashed.ok)
                return stashed;
        }
        const target = branch
            ? ["checkout", "-q", "-B", branch, startPoint]
            : ["checkout", "-q", "--detach", startPoint];
        const switched = await this.exec(target);
        if (!switched.ok) {
            if (dirty)
                await this.exec(["stash", "pop", "--quiet"]);
            return switched;
        }
        if (dirty) {
            const applied = await this.exec(["stash", "pop", "--quiet"]);
            if (!applied.ok) {
                // Put everything back where it was; the stash survives a failed pop.
                await this.exec(["reset", "--hard", "--quiet"]);
                await this.exec(["clean", "-fdq"]);
                if (original)
                    await this.exec(["checkout", "-q", original]);
                await this.exec(["stash", "pop", "--quiet"]);
                return (0,base_result/* fail */.f)(`the uncommitted changes conflict with ${branch ?? startPoint}; nothing was switched`);
            }
        }
        const sha = await this.headSha();
        return sha ? (0,base_result.ok)(sha) : (0,base_result/* fail */.f)("git checkout failed: HEAD is not a commit");
    }
}
function createGit(workspace, options = {}) {
    return new Git(workspace, options);
}

;// CONCATENATED MODULE: ./src/github/publish/agent-git.ts




/**
 * The agent's `.git`, made from the trusted one without copying its history (DESIGN section 4a).
 *
 * Refs, index, config (already without the checkout's credential), logs and the rest are copied:
 * they are small, and the agent may change them. The objects, which are the history and most of
 * the bytes, are not: the agent's repository borrows them through `objects/info/alternates` from
 * a view of the trusted objects made of hard links, in a folder of the action's user beside the
 * vault. The view costs one link per object file (a few packs on a clone), no data.
 *
 * Nothing the agent does reaches the trusted objects through it: the view's folders are the
 * action's user's and not writable by others, and a file is linked only when it is a regular
 * file that others may read and not write (git writes objects read-only); any other is copied
 * into the view instead. Links of the same inode cannot be made writable by the agent: it owns
 * neither the inode nor the folders, and the kernel's `protected_hardlinks` keeps it from linking
 * what it cannot write. Git never deletes or rewrites the objects of an alternate, and the
 * action's own git reads only the vault. Where the view cannot be made (another file system, no
 * GNU `cp`), the objects are copied as before.
 */
/** The view's folder, beside the vault; removed with it (`VaultRecord.objects`). */
const VIEW_PREFIX = ".repo-agent-objects-";
/**
 * Makes `dotGit` for the agent from the trusted `gitDir`. Returns the view folder made in
 * `viewParent` (to be removed when the vault is), or undefined when the objects were copied
 * (no `viewParent`, or the view could not be made).
 * Throws when `dotGit` cannot be made; the caller puts the trusted one back.
 */
async function makeAgentGit(gitDir, dotGit, viewParent) {
    const found = await (0,promises_.lstat)(gitDir);
    await (0,promises_.mkdir)(dotGit, { mode: found.mode & 0o7777 });
    const entries = (await (0,promises_.readdir)(gitDir)).filter((name) => name !== "objects");
    await copyEntries(gitDir, entries, dotGit);
    const view = viewParent ? await objectsView((0,external_node_path_.join)(gitDir, "objects"), viewParent) : undefined;
    if (!view) {
        await copyTree((0,external_node_path_.join)(gitDir, "objects"), (0,external_node_path_.join)(dotGit, "objects"));
        return undefined;
    }
    const objects = (0,external_node_path_.join)(dotGit, "objects");
    await (0,promises_.mkdir)((0,external_node_path_.join)(objects, "info"), { recursive: true });
    await (0,promises_.mkdir)((0,external_node_path_.join)(objects, "pack"), { recursive: true });
    await (0,promises_.writeFile)((0,external_node_path_.join)(objects, "info", "alternates"), `${(0,external_node_path_.join)(view, "objects")}\n`);
    return view;
}
/**
 * The trusted objects as a read-only view of hard links in a new folder of `parent` (see the
 * module's comment), or undefined when it cannot be made. Never throws.
 */
async function objectsView(objects, parent) {
    let folder;
    try {
        folder = await (0,promises_.mkdtemp)((0,external_node_path_.join)(parent, VIEW_PREFIX));
        await (0,promises_.chmod)(folder, 0o755);
        const linked = await gnuCp(["-al", "--no-target-directory", "--", objects, (0,external_node_path_.join)(folder, "objects")]);
        if (!linked)
            throw new Error("cp -al failed");
        await keepReadOnly((0,external_node_path_.join)(folder, "objects"), objects);
        return folder;
    }
    catch {
        if (folder)
            await (0,promises_.rm)(folder, { recursive: true, force: true }).catch(() => { });
        return undefined;
    }
}
/**
 * Walks the view: folders made `0755` (the action's user's own, made by `cp`), and every entry
 * that is not a regular file others may read and not write replaced by a read-only copy, so no
 * link of the view is a trusted inode the agent could write, nor one it could not read.
 */
async function keepReadOnly(dir, trusted) {
    await (0,promises_.chmod)(dir, 0o755);
    for (const entry of await (0,promises_.readdir)(dir, { withFileTypes: true })) {
        const path = (0,external_node_path_.join)(dir, entry.name);
        if (entry.isDirectory()) {
            await keepReadOnly(path, (0,external_node_path_.join)(trusted, entry.name));
            continue;
        }
        const stat = await (0,promises_.lstat)(path);
        if (stat.isFile() && (stat.mode & 0o006) === 0o004)
            continue;
        await (0,promises_.rm)(path, { force: true });
        // A symbolic link stays out: git's objects hold none, and the view follows no link.
        if (!stat.isFile())
            continue;
        await (0,promises_.copyFile)((0,external_node_path_.join)(trusted, entry.name), path);
        await (0,promises_.chmod)(path, 0o444);
    }
}
/** Copies the named `entries` of `from` into the folder `to`, links as links, modes and times kept. */
async function copyEntries(from, entries, to) {
    if (entries.length === 0)
        return;
    const sources = entries.map((name) => (0,external_node_path_.join)(from, name));
    if (await gnuCp(["-a", "--reflink=auto", "--", ...sources, `${to}/`]))
        return;
    for (const name of entries)
        await (0,promises_.cp)((0,external_node_path_.join)(from, name), (0,external_node_path_.join)(to, name), {
            recursive: true,
            force: true,
            verbatimSymlinks: true,
            preserveTimestamps: true,
        });
}
/**
 * Copies the folder `from` to `to` (which must not exist), symlinks as symlinks, with modes and
 * times. GNU `cp -a` (sharing blocks where the file system can) is several times faster than
 * Node's `cp` on a repository's thousands of small files; where `cp` is missing or fails (not
 * GNU), Node's copy is made instead.
 */
async function copyTree(from, to) {
    if (await gnuCp(["-a", "--reflink=auto", "--no-target-directory", "--", from, to]))
        return;
    await (0,promises_.rm)(to, { recursive: true, force: true });
    await (0,promises_.cp)(from, to, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
}
/** Runs the system's `cp` with `args`; true when it succeeded. */
function gnuCp(args) {
    return new Promise((resolve) => {
        // The system folders only: an earlier step may have put a workspace folder (`node_modules/.bin`)
        // on the job's PATH, and the checkout, a pull request's head, may hold a `cp` there.
        (0,external_node_child_process_.execFile)("cp", args, { env: { PATH: system_path/* SYSTEM_PATH */.s, LC_ALL: "C" } }, (error) => resolve(!error));
    });
}

;// CONCATENATED MODULE: ./src/github/publish/vault.ts






/** Name of the trusted git directory inside the private folder. */
const TRUSTED = "git";
/** Marks the private folder, so a post step only ever moves back what the action made. */
const MARKER = "repo-agent-vault";
/**
 * Moves `<workspace>/.git` into a private folder and leaves the agent a copy. `.git` must be a
 * real folder: a gitfile or a symlink there before the run is refused rather than followed.
 * Never throws; a failure comes back as a failure saying why.
 */
async function lockRepository(workspace, options = {}) {
    const dotGit = (0,external_node_path_.join)(workspace, ".git");
    const found = await (0,promises_.lstat)(dotGit).catch(() => undefined);
    if (!found?.isDirectory()) {
        const what = !found ? "missing" : found.isSymbolicLink() ? "a symlink" : "not a folder";
        return (0,base_result/* fail */.f)(`the workspace's .git is ${what}; the action needs the folder actions/checkout makes`);
    }
    let dir;
    try {
        dir = await privateFolder(workspace, options.fallbackDir);
        await moveFolder(dotGit, (0,external_node_path_.join)(dir, TRUSTED));
    }
    catch (error) {
        return (0,base_result/* fail */.f)(`could not move .git out of the agent's reach: ${error.message}`);
    }
    try {
        // Its refs, index and config (already without the checkout credential) of its own, the
        // objects borrowed, so `git status`, `log` and `commit` work, and nothing it does reaches
        // ours. The view of the objects only beside the workspace: elsewhere (the runner's temp
        // folder) the sandbox user could not read it.
        const beside = (0,external_node_path_.dirname)(dir) === (0,external_node_path_.dirname)(workspace);
        const objects = await makeAgentGit((0,external_node_path_.join)(dir, TRUSTED), dotGit, beside ? (0,external_node_path_.dirname)(dir) : undefined);
        return (0,base_result.ok)(openVault({ workspace, dir, ...(objects ? { objects } : {}) }, options));
    }
    catch (error) {
        const undone = await openVault({ workspace, dir }, options).restore();
        return (0,base_result/* fail */.f)(`could not give the agent a .git of its own: ${error.message}${undone ? `; ${undone}` : ""}`);
    }
}
/** The vault a record describes (the post step's way back in). */
function openVault(record, options = {}) {
    const gitDir = (0,external_node_path_.join)(record.dir, TRUSTED);
    let restored = false;
    return {
        ...record,
        gitDir,
        git: createGit(record.workspace, { ...options, gitDir }),
        async restore() {
            if (restored)
                return undefined;
            const dotGit = (0,external_node_path_.join)(record.workspace, ".git");
            try {
                const marker = await (0,promises_.readFile)((0,external_node_path_.join)(record.dir, MARKER), "utf8").catch(() => "");
                if (marker.trim() !== record.workspace)
                    return `${record.dir} is not this workspace's vault`;
                if (!(await (0,promises_.lstat)(gitDir).catch(() => undefined))?.isDirectory()) {
                    restored = true;
                    return undefined;
                }
                const left = await removeAgentGit(dotGit, record.dir);
                try {
                    await moveFolder(gitDir, dotGit);
                }
                catch (error) {
                    return `could not put the repository's .git back: ${error.message}${left ? ` (${left})` : ""}`;
                }
                restored = true;
                if (record.objects)
                    await removeTree(record.objects).catch(() => { });
                // What is left in the private folder (an agent's .git that could not be removed) is out
                // of every later step's way; failing to remove it changes nothing for them.
                await removeTree(record.dir).catch(() => { });
                return undefined;
            }
            catch (error) {
                return `could not put the repository's .git back: ${error.message}`;
            }
        },
    };
}
/**
 * A fresh 0700 folder beside the workspace (same file system, so `.git` moves by a rename),
 * else in `fallback` or the temp folder. The sandbox user may pass the workspace's parent but
 * never enters this folder.
 */
async function privateFolder(workspace, fallback) {
    const candidates = [(0,external_node_path_.dirname)(workspace), ...(fallback ? [fallback] : []), (0,external_node_os_.tmpdir)()];
    let lastError;
    for (const parent of candidates) {
        try {
            const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(parent, `.repo-agent-${(0,external_node_path_.basename)(workspace)}-`));
            await (0,promises_.chmod)(dir, 0o700);
            await (0,promises_.writeFile)((0,external_node_path_.join)(dir, MARKER), `${workspace}\n`, { mode: 0o600 });
            return dir;
        }
        catch (error) {
            lastError = error;
        }
    }
    throw lastError instanceof Error ? lastError : new Error(String(lastError));
}
/**
 * Clears `dotGit` (the agent's `.git`) out of the workspace. A symlink or a file is removed
 * itself, never what it points at. A folder may have been made impossible to remove for a user
 * without root (folders left read-only, as `chmod -R a-w` does): its folders are made the
 * owner's to change first; if it still cannot be removed, it is moved into `vault` (`dir`), out
 * of the workspace. Never throws: returns why it could not be removed, or undefined.
 */
async function removeAgentGit(dotGit, vault) {
    try {
        await removeTree(dotGit);
        return undefined;
    }
    catch (error) {
        const why = `the agent's .git could not be removed: ${error.message}`;
        // A rename needs write access to the workspace, and to the folder itself for its `..` entry
        // (which `removeTree` gave where it could), and nothing of what is inside.
        const aside = await (0,promises_.rename)(dotGit, (0,external_node_path_.join)(vault, `agent-git-${Date.now()}`)).then(() => undefined, (moved) => `; nor moved aside: ${moved.message}`);
        return aside ? `${why}${aside}` : undefined;
    }
}
/**
 * Removes `path` and everything in it, without following symlinks. When that fails (a read-only
 * folder inside), every folder below it is made its owner's to change and it is tried again.
 */
async function removeTree(path) {
    // `rm` removes a symlink itself, never what it points at.
    const removed = await (0,promises_.rm)(path, { recursive: true, force: true }).then(() => true, () => false);
    if (removed)
        return;
    if ((await (0,promises_.lstat)(path).catch(() => undefined))?.isDirectory())
        await openFolders(path);
    await (0,promises_.rm)(path, { recursive: true, force: true });
}
/**
 * Gives the owner full access to `dir` and every folder below it. Only what `lstat` calls a folder
 * is changed (a directory entry's type is `lstat`'s), so no symlink is ever followed. Folders
 * this user may not change are passed over: removing them then fails and says so.
 */
async function openFolders(dir) {
    // Passed over when refused: the removal that follows fails on that folder and says so.
    await (0,promises_.chmod)(dir, 0o700).catch(() => { });
    const entries = await (0,promises_.readdir)(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries)
        if (entry.isDirectory())
            await openFolders((0,external_node_path_.join)(dir, entry.name));
}
/** Renames `from` to `to`; across file systems, copies (symlinks as symlinks) and removes. */
async function moveFolder(from, to) {
    try {
        await (0,promises_.rename)(from, to);
    }
    catch (error) {
        if (error.code !== "EXDEV")
            throw error;
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(to), { recursive: true });
        await copyTree(from, to);
        await (0,promises_.rm)(from, { recursive: true, force: true });
    }
}


/***/ }),

/***/ 9893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   DX: () => (/* binding */ clipLine)
/* harmony export */ });
/* unused harmony exports boundaryBefore, boundaryAfter, clipBytes */
/**
 * The one place text is cut to a size. Every cut lands on a character boundary: a character
 * outside the Basic Multilingual Plane (an emoji, many CJK ideographs) is two UTF-16 units, and
 * cutting between them leaves a lone surrogate that JSON encoders, GitHub and terminals show as
 * garbage or reject.
 */
const isHighSurrogate = (code) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code) => code >= 0xdc00 && code <= 0xdfff;
/** The largest index <= `index` that does not fall inside a surrogate pair of `text`. */
function boundaryBefore(text, index) {
    if (index <= 0)
        return 0;
    if (index >= text.length)
        return text.length;
    const inPair = isLowSurrogate(text.charCodeAt(index)) && isHighSurrogate(text.charCodeAt(index - 1));
    return inPair ? index - 1 : index;
}
/** The smallest index >= `index` that does not fall inside a surrogate pair of `text`. */
function boundaryAfter(text, index) {
    const at = boundaryBefore(text, index);
    return at === index ? index : index + 1;
}
/**
 * `text` when it fits in `maxChars` UTF-16 units; otherwise its start (or start and end) plus a
 * marker, at most `maxChars` long in all, never splitting a character. When not even the marker
 * fits, the bare start.
 */
function clip(text, maxChars, options = {}) {
    if (text.length <= maxChars)
        return text;
    const limit = Math.max(0, Math.floor(maxChars));
    const markerFor = options.marker ?? (() => "…");
    // The marker's length depends on the count it shows; measure it with the largest count.
    const room = limit - markerFor(text.length).length;
    if (room <= 0)
        return text.slice(0, boundaryBefore(text, limit));
    if (options.keep === "head-and-tail") {
        const share = Math.min(1, Math.max(0, options.headShare ?? 1 / 2));
        const head = boundaryBefore(text, Math.ceil(room * share));
        const tail = boundaryAfter(text, text.length - (room - head));
        return `${text.slice(0, head)}${markerFor(tail - head)}${text.slice(tail)}`;
    }
    const head = boundaryBefore(text, room);
    return `${text.slice(0, head)}${markerFor(text.length - head)}`;
}
/** UTF-8 size of the one UTF-16 unit at `code` standing alone (a lone surrogate encodes as U+FFFD). */
function unitBytes(code) {
    if (code < 0x80)
        return 1;
    if (code < 0x800)
        return 2;
    return 3;
}
/**
 * The longest start (or, with `keep: "tail"`, end) of `text` whose UTF-8 encoding fits in
 * `maxBytes` bytes, never splitting a character, so the bytes always decode back to the same
 * characters. No marker: byte budgets belong to callers that report the cut themselves.
 */
function clipBytes(text, maxBytes, options = {}) {
    if (Buffer.byteLength(text, "utf8") <= maxBytes)
        return text;
    let used = 0;
    if (options.keep === "tail") {
        let start = text.length;
        while (start > 0) {
            const from = boundaryBefore(text, start - 1);
            const size = start - from === 2 ? 4 : unitBytes(text.charCodeAt(from));
            if (used + size > maxBytes)
                break;
            used += size;
            start = from;
        }
        return text.slice(start);
    }
    let end = 0;
    while (end < text.length) {
        const to = boundaryAfter(text, end + 1);
        const size = to - end === 2 ? 4 : unitBytes(text.charCodeAt(end));
        if (used + size > maxBytes)
            break;
        used += size;
        end = to;
    }
    return text.slice(0, end);
}
/** `text` on one line (every run of whitespace one space), clipped to `maxChars` with `…`. */
function clipLine(text, maxChars) {
    return clip(text.replace(/\s+/g, " ").trim(), maxChars);
}


/***/ })

};
