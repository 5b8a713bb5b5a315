export const id = 488;
export const ids = [488];
export const modules = {

/***/ 488:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HELPER_TIMEOUT_MS: () => (/* binding */ HELPER_TIMEOUT_MS),
  SYSTEM_PATH: () => (/* reexport */ SYSTEM_PATH),
  asRoot: () => (/* binding */ asRoot),
  firstLine: () => (/* binding */ firstLine),
  rootExec: () => (/* binding */ rootExec),
  runHelper: () => (/* binding */ runHelper)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/tools/system-path.ts
/**
 * The system folders, in the usual order: the PATH of the sandbox's helpers and of the checks
 * run as the sandbox user, and where the search tools look for git first, so a `git` planted in
 * a folder an earlier step put on PATH is not what runs.
 */
const SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

;// CONCATENATED MODULE: ./src/sandbox/exec.ts


/** A fixed PATH for helpers and for the checks run as the sandbox user. */

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
const HELPER_ENV = { PATH: SYSTEM_PATH };
/**
 * Runs one short helper program to its end, stdin closed, in `/` (a sandbox user may not be able
 * to enter this process's working directory). Never throws.
 */
function runHelper(argv, env = HELPER_ENV) {
    const [file, ...args] = argv;
    if (file === undefined)
        return Promise.resolve({ ok: false, stdout: "", stderr: "empty command" });
    return new Promise((resolve) => {
        const child = (0,external_node_child_process_.execFile)(file, args, { cwd: "/", env, timeout: HELPER_TIMEOUT_MS, maxBuffer: HELPER_MAX_BUFFER, encoding: "utf8" }, (error, stdout, stderr) => {
            const why = error && !stderr.trim() ? error.message : stderr;
            resolve({ ok: !error, stdout, stderr: why.trim() });
        });
        child.stdin?.end();
    });
}
/** `argv` as root: unchanged when this process is root, else through `sudo -n` (never prompts). */
function asRoot(privilege, argv, sudo = "sudo") {
    return privilege === "root" ? [...argv] : [sudo, "-n", "--", ...argv];
}
/** An `Exec` that runs every program as root (see `asRoot`). */
function rootExec(privilege, sudo) {
    return (argv) => runHelper(asRoot(privilege, argv, sudo));
}
/** The first line of a helper's complaint, for a one-line note. */
function firstLine(text) {
    return text.split("\n").find((line) => line.trim() !== "") ?? "";
}


/***/ })

};
