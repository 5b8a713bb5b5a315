export const id = 476;
export const ids = [476];
export const modules = {

/***/ 1476:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lockRepository: () => (/* binding */ lockRepository),
  openVault: () => (/* binding */ openVault)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
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
    /** Local commands (status, commit, rebase). */
    localTimeoutMs: 120_000,
    /** Fetch and push. */
    networkTimeoutMs: 300_000,
    /** How many `<branch>-N` names are tried when a push has to move to a new branch. */
    maxAlternateBranches: 20,
    /** How often a push is retried after the branch moved and the rebase applied. */
    maxRebaseAttempts: 3,
};
/**
 * Configuration every command runs with, given on the command line and never written to a config
 * file: the commit identity (a runner has none), and no hooks, no fsmonitor and no signing: the
 * agent could have written `.git/hooks/pre-push`, and a hook would run while the push credential
 * is in place.
 */
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
/**
 * Copies an index file keeping its modification time. The copy keeps git's file stat cache, so
 * only changed files are hashed again; the time matters because git trusts a cached entry only
 * when the index is newer than the file ("racy git"), and a fresh copy would always be newer.
 */
async function copyIndex(from, to) {
    try {
        const { atime, mtime } = await (0,promises_.stat)(from);
        await (0,promises_.copyFile)(from, to);
        await (0,promises_.utimes)(to, atime, mtime);
    }
    catch {
        // No index yet (a fresh clone of an empty repository): `git add` builds one from scratch.
    }
}
/** `diff` cut to at most `max` characters at a line boundary; `totalChars` is what there was. */
function cutDiff(diff, max) {
    if (diff.length <= max)
        return { text: diff, truncated: false, totalChars: diff.length };
    const cut = diff.slice(0, max);
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
 * The environment of the action's git: the allowlist above, no system or global configuration
 * (a runner's `~/.gitconfig` could have been written by an earlier step; the repository's own
 * config is the one the action trusts), the C locale so messages can be read, and no prompts.
 */
function gitEnvironment(source = process.env) {
    const env = {};
    for (const name of GIT_ENV_NAMES)
        if (source[name] !== undefined)
            env[name] = source[name];
    return {
        ...env,
        HOME: "/nonexistent",
        GIT_CONFIG_NOSYSTEM: "1",
        GIT_CONFIG_GLOBAL: "/dev/null",
        GIT_ATTR_NOSYSTEM: "1",
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
        this.env = { ...gitEnvironment(), ...options.env, LC_ALL: "C", LANGUAGE: "C", GIT_TERMINAL_PROMPT: "0" };
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
                    stdout = stdout.slice(0, maxOutput);
                    truncated = true;
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
    /** `git <args>` as a result: stdout on success, git's message (redacted) on failure. */
    async exec(args, options = {}) {
        const result = await this.run(args, options);
        if (result.code === 0)
            return { ok: true, stdout: result.stdout };
        return { ok: false, error: this.describeFailure(args, result) };
    }
    describeFailure(args, result) {
        const message = (result.stderr.trim() || result.stdout.trim() || `exit code ${result.code}`).slice(0, 2_000);
        return this.redact(`git ${args[0]} failed: ${message}`);
    }
    async headSha() {
        const result = await this.exec(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"]);
        return result.ok ? result.stdout.trim() : undefined;
    }
    /** The checked-out branch, or undefined when HEAD is detached (or the repository has no commits). */
    async currentBranch() {
        const result = await this.exec(["symbolic-ref", "--quiet", "--short", "HEAD"]);
        return result.ok ? result.stdout.trim() || undefined : undefined;
    }
    /**
     * Runs `fn` against a throwaway index holding the whole working tree (new files included,
     * ignored files not), so diffs can include untracked files without touching the real index.
     */
    async withWorktreeIndex(fn) {
        const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), "repo-agent-index-"));
        try {
            const index = (0,external_node_path_.join)(dir, "index");
            const env = { GIT_INDEX_FILE: index };
            const realIndex = await this.exec(["rev-parse", "--git-path", "index"]);
            if (realIndex.ok) {
                const path = realIndex.stdout.trim();
                await copyIndex((0,external_node_path_.isAbsolute)(path) ? path : (0,external_node_path_.join)(this.workspace, path), index);
            }
            const added = await this.exec(["add", "--all", "--", "."], { env });
            if (!added.ok)
                return added;
            return { ok: true, value: await fn(env) };
        }
        finally {
            await (0,promises_.rm)(dir, { recursive: true, force: true });
        }
    }
    /**
     * What changed between `base` (default HEAD) and the working tree, new and deleted files
     * included: the file list, and with `maxDiffChars` the unified diff too, cut at a line boundary.
     * External diff drivers and textconv are off, so the diff is git's own.
     */
    async changes(options = {}) {
        const against = options.base ?? (await this.headSha());
        const result = await this.withWorktreeIndex(async (env) => {
            const listArgs = against
                ? ["diff", "--cached", "--name-only", "--no-renames", "-z", against]
                : ["ls-files", "--cached", "-z"];
            const listed = await this.exec(listArgs, { env });
            if (!listed.ok)
                return listed;
            const files = listed.stdout.split("\0").filter(Boolean);
            const max = options.maxDiffChars;
            if (max === undefined || !against)
                return { ok: true, files };
            if (files.length === 0)
                return { ok: true, files, diff: { text: "", truncated: false, totalChars: 0 } };
            const diffArgs = ["diff", "--cached", "--no-color", "--no-ext-diff", "--no-textconv", against];
            const run = await this.run(diffArgs, { env, maxOutputChars: max + 1 });
            if (run.code !== 0)
                return { ok: false, error: this.describeFailure(diffArgs, run) };
            const diff = cutDiff(run.stdout, max);
            return { ok: true, files, diff: run.truncated ? { ...diff, truncated: true } : diff };
        });
        return result.ok ? result.value : result;
    }
    /** Files that differ between `base` (default HEAD) and the working tree, new and deleted files included. */
    async changedFiles(base) {
        const result = await this.changes({ base });
        return result.ok ? { ok: true, files: result.files } : result;
    }
    /** True when anything changed since `base` (default HEAD); false too when git cannot tell. */
    async hasChanges(base) {
        const result = await this.changes({ base });
        return result.ok && result.files.length > 0;
    }
    /** The unified diff from `base` (default HEAD) to the working tree, new files included, cut to `maxChars`. */
    async diff(options) {
        const result = await this.changes({ base: options.base, maxDiffChars: options.maxChars });
        if (!result.ok)
            return result;
        if (!result.diff)
            return { ok: false, error: "git diff failed: the repository has no commits" };
        return { ok: true, ...result.diff };
    }
    /** Creates (or resets) `name` at HEAD and switches to it, keeping the working tree as it is. */
    async createBranch(name) {
        const result = await this.exec(["checkout", "-q", "-B", name]);
        return result.ok ? { ok: true } : result;
    }
    /** Fetches `branch` from origin into `refs/remotes/origin/<branch>` and returns its sha. */
    async fetchBranch(branch, env) {
        return this.fetchRef(`refs/heads/${branch}`, `refs/remotes/${REMOTE}/${branch}`, env);
    }
    /** Fetches any ref of origin (`refs/pull/N/head` for a fork's pull request) into a local ref. */
    async fetchRef(remoteRef, localRef, env) {
        const fetched = await this.exec(["fetch", "--quiet", "--no-tags", REMOTE, `+${remoteRef}:${localRef}`], {
            env,
            timeoutMs: GIT_LIMITS.networkTimeoutMs,
        });
        if (!fetched.ok)
            return fetched;
        const sha = await this.exec(["rev-parse", "--verify", `${localRef}^{commit}`]);
        return sha.ok ? { ok: true, sha: sha.stdout.trim() } : sha;
    }
    /**
     * Fetches `branch` from origin and checks it out as a local branch of the same name.
     * actions/checkout leaves the default branch checked out for comment events, so this is how a
     * pull request's head gets into the workspace. Uncommitted changes are carried over (stashed,
     * then applied on the new branch); when they conflict with it, the workspace is put back as it
     * was and the result says so.
     */
    async checkoutRemoteBranch(branch, env) {
        const fetched = await this.fetchBranch(branch, env);
        if (!fetched.ok)
            return fetched;
        return this.switchCarryingChanges(branch, `refs/remotes/${REMOTE}/${branch}`);
    }
    /** Checks out `startPoint` as `branch` (or detached when `branch` is undefined), carrying uncommitted changes. */
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
                return {
                    ok: false,
                    error: `the uncommitted changes conflict with ${branch ?? startPoint}; nothing was switched`,
                };
            }
        }
        const sha = await this.headSha();
        return sha ? { ok: true, sha } : { ok: false, error: "git checkout failed: HEAD is not a commit" };
    }
    /**
     * Stages everything (new and deleted files, not ignored ones) and commits it. `committed` is
     * false when there was nothing to commit; `sha` is HEAD either way.
     */
    async commitAll(message) {
        const added = await this.exec(["add", "--all", "--", "."]);
        if (!added.ok)
            return added;
        const staged = await this.run(["diff", "--cached", "--quiet"]);
        if (staged.code === 0) {
            const sha = await this.headSha();
            return sha ? { ok: true, sha, committed: false } : { ok: false, error: "nothing to commit" };
        }
        const committed = await this.exec(["commit", "--quiet", "--no-verify", "--file=-"], { input: message });
        if (!committed.ok)
            return committed;
        const sha = await this.headSha();
        return sha
            ? { ok: true, sha, committed: true }
            : { ok: false, error: "git commit failed: no HEAD after commit" };
    }
    /** Pushes HEAD to `refs/heads/<branch>` on origin. `moved` tells a rejected non-fast-forward from other failures. */
    async push(branch, options = {}) {
        const args = [
            "push",
            "--porcelain",
            ...(options.force ? ["--force"] : []),
            REMOTE,
            `HEAD:refs/heads/${branch}`,
        ];
        const result = await this.run(args, { env: options.env, timeoutMs: GIT_LIMITS.networkTimeoutMs });
        const sha = await this.headSha();
        if (result.code === 0 && sha)
            return { ok: true, branch, sha };
        // --porcelain reports each ref on stdout as "!<TAB>src:dst<TAB>[rejected] (reason)".
        const moved = /\[rejected\] \((?:non-fast-forward|fetch first)\)/.test(result.stdout);
        const detail = result.stdout
            .split("\n")
            .filter((line) => line.startsWith("!"))
            .join("\n");
        const error = this.describeFailure(args, { ...result, stderr: `${detail}\n${result.stderr}`.trim() });
        return { ok: false, error, moved };
    }
    /**
     * Pushes HEAD to `branch`, surviving a branch that moved during the run: when the push is
     * rejected because the remote holds new commits, they are fetched and HEAD is rebased onto
     * them; when that rebase conflicts it is aborted and HEAD goes to a new branch `<branch>-2`
     * (or `-3`, ...) instead, and `note` says so. Other failures come back as they are.
     */
    async pushWithRecovery(branch, env) {
        let rebased = false;
        for (let attempt = 0; attempt < GIT_LIMITS.maxRebaseAttempts; attempt++) {
            const pushed = await this.push(branch, { env });
            if (pushed.ok) {
                const note = rebased
                    ? `\`${branch}\` had new commits; the changes were rebased onto them.`
                    : undefined;
                return { ok: true, branch, sha: pushed.sha, rebased, ...(note ? { note } : {}) };
            }
            if (!pushed.moved)
                return { ok: false, error: pushed.error };
            const fetched = await this.fetchBranch(branch, env);
            if (!fetched.ok)
                return fetched;
            const rebase = await this.exec(["rebase", "--quiet", `refs/remotes/${REMOTE}/${branch}`]);
            if (!rebase.ok) {
                await this.exec(["rebase", "--abort"]);
                return this.pushToAlternate(branch, env);
            }
            rebased = true;
        }
        return {
            ok: false,
            error: `git push failed: ${branch} kept moving; gave up after ${GIT_LIMITS.maxRebaseAttempts} rebases`,
        };
    }
    async pushToAlternate(branch, env) {
        for (let n = 2; n < 2 + GIT_LIMITS.maxAlternateBranches; n++) {
            const alternate = `${branch}-${n}`;
            const pushed = await this.push(alternate, { env });
            if (pushed.ok) {
                const note = `\`${branch}\` changed during the run in a way that conflicts with these changes, so they were pushed to \`${alternate}\` instead.`;
                return { ok: true, branch: alternate, sha: pushed.sha, rebased: false, note };
            }
            if (!pushed.moved)
                return { ok: false, error: pushed.error };
        }
        return {
            ok: false,
            error: `git push failed: ${branch}-2 to ${branch}-${GIT_LIMITS.maxAlternateBranches + 1} all exist`,
        };
    }
}
function createGit(workspace, options = {}) {
    return new Git(workspace, options);
}

;// CONCATENATED MODULE: ./src/github/vault.ts




/** Name of the trusted git directory inside the private folder. */
const TRUSTED = "git";
/** Marks the private folder, so a post step only ever moves back what the action made. */
const MARKER = "repo-agent-vault";
/**
 * Moves `<workspace>/.git` into a private folder and leaves the agent a copy. `.git` must be a
 * real folder: a gitfile or a symlink there before the run is refused rather than followed.
 * Never throws; failures come back as `{ ok: false, error }`.
 */
async function lockRepository(workspace, options = {}) {
    const dotGit = (0,external_node_path_.join)(workspace, ".git");
    const found = await (0,promises_.lstat)(dotGit).catch(() => undefined);
    if (!found?.isDirectory()) {
        const what = !found ? "missing" : found.isSymbolicLink() ? "a symlink" : "not a folder";
        return {
            ok: false,
            error: `the workspace's .git is ${what}; the action needs the folder actions/checkout makes`,
        };
    }
    let dir;
    try {
        dir = await privateFolder(workspace, options.fallbackDir);
        await moveFolder(dotGit, (0,external_node_path_.join)(dir, TRUSTED));
    }
    catch (error) {
        return { ok: false, error: `could not move .git out of the agent's reach: ${error.message}` };
    }
    const vault = openVault({ workspace, dir }, options);
    try {
        // The agent's copy: its own objects, refs, index and config (already without the checkout
        // credential), so `git status`, `log` and `commit` work, and nothing it does reaches ours.
        await (0,promises_.cp)(vault.gitDir, dotGit, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    }
    catch (error) {
        const undone = await vault.restore();
        return {
            ok: false,
            error: `could not give the agent a copy of .git: ${error.message}${undone ? `; ${undone}` : ""}`,
        };
    }
    return { ok: true, vault };
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
                // `rm` removes a symlink itself, never what it points at.
                await (0,promises_.rm)(dotGit, { recursive: true, force: true });
                await moveFolder(gitDir, dotGit);
                await (0,promises_.rm)(record.dir, { recursive: true, force: true });
                restored = true;
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
/** Renames `from` to `to`; across file systems, copies (symlinks as symlinks) and removes. */
async function moveFolder(from, to) {
    try {
        await (0,promises_.rename)(from, to);
    }
    catch (error) {
        if (error.code !== "EXDEV")
            throw error;
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(to), { recursive: true });
        await (0,promises_.cp)(from, to, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
        await (0,promises_.rm)(from, { recursive: true, force: true });
    }
}


/***/ })

};
