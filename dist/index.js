import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 2404:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  C: () => (/* binding */ loadCore),
  $: () => (/* binding */ runnerIO)
});

;// CONCATENATED MODULE: ./src/text/workflow-commands.ts
/**
 * The runner reads every line a step prints and acts on two kinds of workflow command:
 * `::name args::data` at the start of a line, after `TrimStart()` (which drops every character
 * .NET's `Char.IsWhiteSpace` accepts), and `##[name args]data` anywhere in a line. Both checks are
 * culture-sensitive string comparisons; with ICU (the runner on Linux and macOS) they skip
 * characters that have no collation weight, so `:\u200B:` is `::` to the runner. Text the agent's
 * side produced (model answers, command output) is printed only after `defuseWorkflowCommands`.
 */
/** .NET's `Char.IsWhiteSpace`: what `TrimStart()` removes before the runner looks for `::`. */
const dotnetWhitespace = "\\t\\n\\v\\f\\r \\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000";
/**
 * Characters a culture-sensitive comparison may skip: controls, format characters, marks,
 * default-ignorable code points, and the few others ICU's root collation gives no weight
 * (Arabic tatweel, N'Ko lajanyalan, Mongolian nirugu, Vedic sign, Arabic tail fragment).
 * Broader than ICU on purpose: treating one more character as skippable only defuses a line
 * that was harmless anyway.
 */
const collationIgnorable = "\\p{Cc}\\p{Cf}\\p{M}\\p{Default_Ignorable_Code_Point}\\u0640\\u07FA\\u180A\\u1CD3\\uFE73";
/**
 * Where the runner may see a new line: after `\n` or `\r` (how it splits output), and after
 * U+0085, U+2028 and U+2029, which other readers of the log treat as line ends.
 */
const lineBreak = "\\n\\r\\u0085\\u2028\\u2029";
/**
 * A colon at the start of a line (after anything the runner would skip) that another colon
 * follows, with only skippable characters between them. The class before the colon leaves out
 * the line breaks themselves, so each line is scanned once.
 */
const commandStart = new RegExp(`(^|[${lineBreak}])((?:(?![${lineBreak}])[${dotnetWhitespace}${collationIgnorable}])*):(?=[${collationIgnorable}]*:)`, "gu");
/** A `#` that, with only skippable characters between, is followed by `#[`. */
const legacyCommandStart = new RegExp(`#(?=[${collationIgnorable}]*#[${collationIgnorable}]*\\[)`, "gu");
/**
 * What goes between the characters of a command marker. A plain space: it is not white space
 * to `TrimStart()` once it follows a colon, it has a collation weight (ICU does not skip it), and
 * the log stays readable. A zero-width space would be skipped by ICU and defuse nothing.
 */
const breaker = " ";
/**
 * `text` with every workflow command the runner would act on made inert: `::` at a line start
 * (after any .NET white space or skippable characters, on any line, however the lines are split)
 * becomes `: :`, and `##[` anywhere becomes `# #[`. Everything else is unchanged. Never throws.
 */
function defuseWorkflowCommands(text) {
    return text
        .replace(commandStart, (_match, lineStart, skipped) => `${lineStart}${skipped}:${breaker}`)
        .replace(legacyCommandStart, `#${breaker}`);
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
;// CONCATENATED MODULE: ./src/action/early-commands.ts



/** A command's data with the characters the runner unescapes escaped, `%` first. */
function escapeCommandData(data) {
    return data.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function earlyCommands(env) {
    const command = (name, data) => {
        process.stdout.write(`::${name}::${escapeCommandData(data)}${external_node_os_.EOL}`);
    };
    return {
        info: (text) => {
            process.stdout.write(`${text}${external_node_os_.EOL}`);
        },
        command,
        setFailed: (message) => {
            process.exitCode = 1;
            command("error", message);
        },
        saveState: (name, value) => {
            const file = env.GITHUB_STATE;
            if (!file) {
                // An old runner without state files, as `@actions/core` does it: a command.
                process.stdout.write(`::save-state name=${escapeProperty(name)}::${escapeCommandData(value)}${external_node_os_.EOL}`);
                return;
            }
            if (!(0,external_node_fs_.existsSync)(file))
                throw new Error(`Missing file at path: ${file}`);
            // A fresh random delimiter, which neither the name nor the value can contain.
            const delimiter = `ghadelimiter_${(0,external_node_crypto_.randomUUID)()}`;
            if (name.includes(delimiter) || value.includes(delimiter))
                throw new Error(`Unexpected input: the state ${name} contains its delimiter`);
            (0,external_node_fs_.appendFileSync)(file, `${name}<<${delimiter}${external_node_os_.EOL}${value}${external_node_os_.EOL}${delimiter}${external_node_os_.EOL}`, {
                encoding: "utf8",
            });
        },
    };
}
function escapeProperty(value) {
    return escapeCommandData(value).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

;// CONCATENATED MODULE: ./src/action/io.ts


/**
 * `@actions/core`, loaded once (a second `import()` is the first's module): on first need (see
 * `runnerIO`). The action's start-up plan lists it among its late loads.
 */
const loadCore = () => Promise.all(/* import() */[__nccwpck_require__.e(119), __nccwpck_require__.e(889)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1889));
/**
 * The runner's side through `@actions/core`. `info` carries the model's text and tool output,
 * hence the defusing: nothing the agent prints can become a workflow command.
 *
 * `@actions/core` is not loaded at start: it brings its OIDC client, and with it a whole HTTP
 * library, a large part of the action's start-up that the first model request does not need.
 * Until it is there, the log lines, annotations, groups, masks, the failure and the post step's
 * state are written by `earlyCommands`, exactly as `@actions/core` writes them (see
 * `coreOnFirstNeed`). It loads when `preload` is called (while the first request waits for its
 * answer), or at once when an output or the summary is asked for first.
 */
function runnerIO(env) {
    const early = earlyCommands(env);
    const { say, load, loaded } = coreOnFirstNeed(early);
    const io = {
        info: (text) => {
            const line = defuseWorkflowCommands(text);
            say((c) => c.info(line), () => early.info(line));
        },
        warning: (text) => say((c) => c.warning(text), () => early.command("warning", text)),
        error: (text) => say((c) => c.error(text), () => early.command("error", text)),
        notice: (text) => say((c) => c.notice(text), () => early.command("notice", text)),
        startGroup: (title) => say((c) => c.startGroup(title), () => early.command("group", title)),
        endGroup: () => say((c) => c.endGroup(), () => early.command("endgroup", "")),
        setSecret: (value) => say((c) => c.setSecret(value), () => early.command("add-mask", value)),
        setOutput: (name, value) => say((c) => c.setOutput(name, value)),
        setFailed: (message) => say((c) => c.setFailed(message), () => early.setFailed(message)),
        async writeSummary(markdown) {
            if (!env.GITHUB_STEP_SUMMARY)
                return;
            await load();
            const core = loaded();
            try {
                if (!core)
                    throw new Error("@actions/core could not be loaded");
                await core.summary.addRaw(markdown).write();
            }
            catch (error) {
                io.warning(`Could not write the job summary: ${error.message}`);
            }
        },
        saveState(name, value) {
            say((c) => ignoreFailure(() => c.saveState(name, value)), () => ignoreFailure(() => early.saveState(name, value)));
        },
        preload: () => void load(),
    };
    return io;
}
/** Runs `write`; a failure is no runner, and so no post step. */
function ignoreFailure(write) {
    try {
        write();
    }
    catch {
        // No runner, no post step.
    }
}
/**
 * Says through `@actions/core` once it is loaded, and through `early` until then. A call that
 * needs it waits for it, and so does every call after it, so the log keeps its order (a mask
 * always comes before what it hides). Whatever is waiting keeps the process alive until it is
 * written.
 */
function coreOnFirstNeed(early) {
    let core;
    let loading;
    /** Calls made while `@actions/core` loads, once one of them needed it; run in order when it is there. */
    let waiting;
    const load = () => {
        loading ??= loadCore().then((loaded) => {
            core = loaded;
            flush();
        }, (error) => {
            early.setFailed(`Repo Agent could not load @actions/core: ${error.message}`);
            flush();
        });
        return loading;
    };
    /** Runs what waited, in order. A call that throws (an output file gone) fails the job, as it would have at once. */
    const flush = () => {
        const calls = waiting ?? [];
        waiting = undefined;
        for (const call of calls) {
            try {
                call();
            }
            catch (error) {
                const message = `Repo Agent failed unexpectedly: ${error.message}`;
                if (core)
                    core.setFailed(message);
                else
                    early.setFailed(message);
            }
        }
    };
    /**
     * Runs `withCore` once `@actions/core` is loaded; before that, `withoutCore` (the early
     * writer) when there is one and nothing is waiting, else it waits its turn. Without
     * `@actions/core` at all (it failed to load) only what the early writer can say is said.
     */
    const say = (withCore, withoutCore) => {
        if (!waiting && core) {
            withCore(core);
        }
        else if (!waiting && withoutCore) {
            withoutCore();
        }
        else {
            waiting ??= [];
            waiting.push(() => (core ? withCore(core) : withoutCore?.()));
            void load();
        }
    };
    return { say, load, loaded: () => core };
}


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 5317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 3339:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("module");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 1553:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns/promises");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 481:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:readline");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 6466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 6193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 8877:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 3557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 7016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
;// CONCATENATED MODULE: ./src/action/event-file.ts

/**
 * Reads the event payload the runner wrote to `GITHUB_EVENT_PATH` (`path`). Never throws: a
 * missing variable, an unreadable file or text that is not JSON come back as an error that
 * names the file and what is wrong with it.
 */
async function readEventFile(path) {
    if (!path) {
        return { ok: false, error: "GITHUB_EVENT_PATH is not set: the action must run inside a GitHub workflow" };
    }
    let text;
    try {
        text = await (0,promises_.readFile)(path, "utf8");
    }
    catch (error) {
        return { ok: false, error: `cannot read the event payload ${path}: ${error.message}` };
    }
    try {
        return { ok: true, payload: JSON.parse(text) };
    }
    catch (error) {
        return { ok: false, error: `the event payload ${path} is not valid JSON: ${error.message}` };
    }
}

// EXTERNAL MODULE: ./src/action/io.ts + 2 modules
var io = __nccwpck_require__(2404);
;// CONCATENATED MODULE: ./src/action/index.ts


/**
 * The action is loaded only once its event payload is known to parse: `@actions/github`, which
 * the action uses, parses that file while it loads and would crash on a malformed one before
 * `run()` could say what is wrong with it. The payload read here is the one `run()` works on.
 * Nothing else is loaded first: `runnerIO` writes what comes before `@actions/core` is needed.
 */
const action_io = (0,io/* runnerIO */.$)(process.env);
async function start() {
    const event = await readEventFile(process.env.GITHUB_EVENT_PATH || undefined);
    if (!event.ok)
        return action_io.setFailed(event.error);
    const { run } = await Promise.all(/* import() */[__nccwpck_require__.e(644), __nccwpck_require__.e(760)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4760));
    await run(process.env, event.payload, action_io);
}
start().catch((error) => {
    action_io.setFailed(`Repo Agent failed unexpectedly: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
});

