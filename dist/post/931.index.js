export const id = 931;
export const ids = [931];
export const modules = {

/***/ 8931:
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
;// CONCATENATED MODULE: ./src/text/clip.ts
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
function clip_clip(text, maxChars, options = {}) {
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
                    stdout = clip_clip(stdout, maxOutput, { marker: () => "" });
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
        const message = clip_clip(result.stderr.trim() || result.stdout.trim() || `exit code ${result.code}`, 2_000, {
            marker: () => "",
        });
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
}
function createGit(workspace, options = {}) {
    return new Git(workspace, options);
}

;// CONCATENATED MODULE: ./src/github/publish/vault.ts




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
