export const id = 37;
export const ids = [37];
export const modules = {

/***/ 6037:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   credentialEnv: () => (/* binding */ credentialEnv),
/* harmony export */   hasCredential: () => (/* binding */ hasCredential),
/* harmony export */   restoreCredential: () => (/* binding */ restoreCredential),
/* harmony export */   takeCheckoutCredential: () => (/* binding */ takeCheckoutCredential),
/* harmony export */   tokenEnv: () => (/* binding */ tokenEnv),
/* harmony export */   withCredential: () => (/* binding */ withCredential)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);



const EXTRAHEADER_KEYS = String.raw `^http\..*\.extraheader$`;
const INCLUDE_KEYS = String.raw `^includeif\..*\.path$`;
/** The file name actions/checkout gives its credential config. */
const CHECKOUT_CREDENTIAL_FILE = /git-credentials-[0-9a-f-]+\.config$/i;
/** Reads `git config --get-regexp -z` output: `key\nvalue\0` records. */
function parseEntries(stdout) {
    return stdout
        .split("\0")
        .filter(Boolean)
        .map((record) => {
        const newline = record.indexOf("\n");
        return newline < 0
            ? { key: record, value: "" }
            : { key: record.slice(0, newline), value: record.slice(newline + 1) };
    });
}
async function readIfExists(path) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, "utf8");
    }
    catch {
        return undefined;
    }
}
/** Resolves an include path the way git does: `~/` is HOME, a relative path is relative to the including file. */
function resolveIncludePath(value, configPath) {
    if (value.startsWith("~/"))
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.homedir)(), value.slice(2));
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(value) ? value : (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(configPath), value);
}
async function configPathOf(git) {
    const result = await git.exec(["rev-parse", "--git-path", "config"]);
    const path = result.ok ? result.value.trim() : ".git/config";
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(path) ? path : (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(git.workspace, path);
}
async function listEntries(git, pattern) {
    const result = await git.exec(["config", "--local", "-z", "--get-regexp", pattern]);
    // Exit code 1 means "no such key", which is the common, happy case.
    return result.ok ? parseEntries(result.value) : [];
}
/**
 * The config's extra headers and includes, in the config's order: one `git config` for both,
 * a process fewer on the way to the first model request. The keys are told apart as git matched
 * them (case-sensitively, against keys with lower-cased section and variable names).
 */
async function listCredentialEntries(git) {
    const entries = await listEntries(git, `${EXTRAHEADER_KEYS}|${INCLUDE_KEYS}`);
    const header = new RegExp(EXTRAHEADER_KEYS);
    const include = new RegExp(INCLUDE_KEYS);
    return {
        headers: entries.filter((entry) => header.test(entry.key)),
        includes: entries.filter((entry) => include.test(entry.key)),
    };
}
/**
 * Removes every extra header and credential include from the config; returns what it removed.
 * `listed` is what the config holds, when the caller has just read it.
 */
async function strip(git, configPath, listed) {
    const { headers, includes } = listed ?? (await listCredentialEntries(git));
    const removed = [];
    const files = [];
    // One command at a time: each rewrites the config file under git's lock.
    for (const entry of headers) {
        removed.push(entry);
        await git.exec(["config", "--local", "--unset-all", entry.key]);
    }
    for (const entry of includes) {
        const path = resolveIncludePath(entry.value, configPath);
        const content = await readIfExists(path);
        const holdsCredential = CHECKOUT_CREDENTIAL_FILE.test(entry.value) || /extraheader/i.test(content ?? "");
        if (!holdsCredential)
            continue;
        removed.push(entry);
        await git.exec(["config", "--local", "--fixed-value", "--unset-all", entry.key, entry.value]);
        if (content !== undefined && !files.some((f) => f.path === path)) {
            files.push({ path, content });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(path, { force: true });
        }
    }
    return { removed, files };
}
/**
 * Takes the checkout credential out of the repository at `git.workspace`: every
 * `http.*.extraheader` in its local config and every include of a credential file (the file is
 * deleted). Returns what it took so a push can put it back. A repository with no credential
 * returns an empty record; that is not an error.
 */
async function takeCheckoutCredential(git) {
    // Both reads at once (this is on the way to the first model request); the config file is read
    // whole before anything in it changes.
    const [configPath, listed] = await Promise.all([configPathOf(git), listCredentialEntries(git)]);
    const originalConfig = await readIfExists(configPath);
    const { removed, files } = await strip(git, configPath, listed);
    return { configPath, originalConfig, removed, files };
}
/** True when the checkout left a credential that `takeCheckoutCredential` took. */
function hasCredential(saved) {
    return saved.removed.length > 0 || saved.files.length > 0;
}
/**
 * Puts the repository config back exactly as it was when the credential was taken, and the
 * credential files with it. Call it around a push (see `withCredential`) and once at the very end
 * of the action, so later workflow steps keep the git access checkout gave them.
 */
async function restoreCredential(saved) {
    for (const file of saved.files) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(file.path), { recursive: true });
        // Removed first, so a symlink planted in its place is replaced, not followed.
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(file.path, { force: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file.path, file.content, { mode: 0o600, flag: "wx" });
    }
    if (saved.originalConfig === undefined)
        return;
    // Removed first, so a symlink the agent put in its place is replaced, not followed.
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(saved.configPath, { force: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(saved.configPath, saved.originalConfig);
}
/**
 * The environment that hands git an extra header for one command: `GIT_CONFIG_COUNT` and friends
 * are read by git as command-line configuration. Unlike `-c`, they are not in the process's
 * argument list (which any local user can read), and they are never written to a file.
 */
function tokenEnv(credential) {
    const basic = Buffer.from(`x-access-token:${credential.token}`, "utf8").toString("base64");
    return {
        GIT_CONFIG_COUNT: "1",
        GIT_CONFIG_KEY_0: `http.${new URL(credential.serverUrl).origin}/.extraheader`,
        GIT_CONFIG_VALUE_0: `AUTHORIZATION: basic ${basic}`,
    };
}
/**
 * Runs `fn` (a fetch or push) with git access: the saved checkout credential put back in the
 * config for the duration, and removed again afterwards, whatever `fn` does. When checkout left
 * none and a token is given, `fn` gets `tokenEnv(token)` to pass to its git commands instead. The
 * config is restored to its pre-agent state either way, so settings the agent added cannot
 * redirect the credential. Throws when the git directory is no longer the one the credential was
 * taken from (publish turns that into an error with the patch).
 */
async function withCredential(git, saved, fn, fallback) {
    // The agent could have replaced `.git` with a file pointing at a repository of its own, whose
    // config the credential would then meet; refuse rather than guess.
    const configPath = await configPathOf(git);
    if (configPath !== saved.configPath) {
        throw new Error(`the repository's git directory moved during the run (${configPath}); refusing to use the credential`);
    }
    await restoreCredential(saved);
    try {
        const env = !hasCredential(saved) && fallback?.token ? tokenEnv(fallback) : {};
        return await fn(env);
    }
    finally {
        await strip(git, saved.configPath);
    }
}
/** The `http.<url>.extraheader` entries of a config file's text, read by git itself. */
async function extraHeadersOf(git, content, scratch) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(scratch, `credential-${process.pid}-${Date.now()}.config`);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, content, { mode: 0o600 });
    try {
        const listed = await git.exec(["config", "--file", file, "-z", "--get-regexp", EXTRAHEADER_KEYS]);
        return listed.ok ? parseEntries(listed.value) : [];
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(file, { force: true });
    }
}
/**
 * The environment that gives one fetch or push from the trusted repository the checkout's
 * credential (both layouts: the header from `.git/config`, or from the included file), or else
 * the token, as command-line configuration (`GIT_CONFIG_*`: in no argv and no file the agent
 * could read). `scratch` is a private folder for reading an included file. Empty when there is
 * no credential at all.
 */
async function credentialEnv(git, saved, scratch, fallback) {
    const headers = saved.removed.filter((entry) => new RegExp(EXTRAHEADER_KEYS, "i").test(entry.key));
    for (const file of saved.files)
        headers.push(...(await extraHeadersOf(git, file.content, scratch)));
    if (headers.length === 0)
        return fallback?.token ? tokenEnv(fallback) : {};
    const env = { GIT_CONFIG_COUNT: String(headers.length) };
    headers.forEach((header, i) => {
        env[`GIT_CONFIG_KEY_${i}`] = header.key;
        env[`GIT_CONFIG_VALUE_${i}`] = header.value;
    });
    return env;
}


/***/ })

};
