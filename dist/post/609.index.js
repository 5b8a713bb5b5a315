export const id = 609;
export const ids = [609,242];
export const modules = {

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
