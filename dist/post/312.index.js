export const id = 312;
export const ids = [312,584];
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

/***/ 6584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FAST_TIMING: () => (/* binding */ FAST_TIMING),
/* harmony export */   LIST_PAGE_SIZE: () => (/* binding */ LIST_PAGE_SIZE),
/* harmony export */   MAX_RATE_LIMIT_RETRIES: () => (/* binding */ MAX_RATE_LIMIT_RETRIES),
/* harmony export */   MAX_RATE_LIMIT_WAIT_SECONDS: () => (/* binding */ MAX_RATE_LIMIT_WAIT_SECONDS),
/* harmony export */   MAX_SERVER_ERROR_RETRIES: () => (/* binding */ MAX_SERVER_ERROR_RETRIES),
/* harmony export */   PRODUCTION_TIMING: () => (/* binding */ PRODUCTION_TIMING),
/* harmony export */   createGitHubClient: () => (/* binding */ createGitHubClient),
/* harmony export */   describeRequestError: () => (/* binding */ describeRequestError),
/* harmony export */   loadOctokit: () => (/* binding */ loadOctokit),
/* harmony export */   loadProxiedOctokit: () => (/* binding */ loadProxiedOctokit),
/* harmony export */   readAllPages: () => (/* binding */ readAllPages),
/* harmony export */   requestAs: () => (/* binding */ requestAs),
/* harmony export */   requestGraphQL: () => (/* binding */ requestGraphQL),
/* harmony export */   responseStatus: () => (/* binding */ responseStatus),
/* harmony export */   withOrchestrationId: () => (/* binding */ withOrchestrationId)
/* harmony export */ });
/* harmony import */ var _actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9783);
/* harmony import */ var _sinclair_typebox_value__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3355);
/* harmony import */ var _base_result_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(512);



/**
 * Octokit's core and its two plugins, on the first request: a run that never calls GitHub before
 * its first model request (a manual run, a schedule) does not compile them on the way. They send
 * with Node's own `fetch`, which the model's SDK uses too. Each module loads once (a second
 * `import()` is the first's module); the action's start-up plan lists this among its late loads.
 */
async function loadOctokit() {
    const [{ Octokit }, { retry }, { throttling }] = await Promise.all([
        __webpack_require__.e(/* import() */ 12).then(__webpack_require__.bind(__webpack_require__, 2012)),
        Promise.all(/* import() */[__webpack_require__.e(251), __webpack_require__.e(735)]).then(__webpack_require__.bind(__webpack_require__, 9735)),
        Promise.all(/* import() */[__webpack_require__.e(251), __webpack_require__.e(856)]).then(__webpack_require__.bind(__webpack_require__, 6856)),
    ]);
    return { Octokit, retry, throttling };
}
/**
 * `@actions/github`'s Octokit, only for a runner that has a proxy configured (`https_proxy`,
 * `no_proxy`): it sends through the proxy with a copy of undici of its own, 900 KB that take
 * some 40 ms to compile, on the way to a comment run's first call.
 */
const loadProxiedOctokit = () => Promise.all(/* import() */[__webpack_require__.e(12), __webpack_require__.e(420)]).then(__webpack_require__.bind(__webpack_require__, 6420));
const PRODUCTION_TIMING = {
    retryBaseMs: 1_000,
    rateLimitBaseMs: 1_000,
    paceWrites: true,
};
/** For tests against a local server: no pacing and millisecond waits, the same retry decisions. */
const FAST_TIMING = { retryBaseMs: 1, rateLimitBaseMs: 1, paceWrites: false };
/** Retries of a request failing with 5xx or a network error, after the first attempt. */
const MAX_SERVER_ERROR_RETRIES = 3;
/** Retries of a request hit by a primary or secondary rate limit. */
const MAX_RATE_LIMIT_RETRIES = 3;
/** A rate limit that asks for a longer wait than this (seconds) fails instead: the job has a timeout. */
const MAX_RATE_LIMIT_WAIT_SECONDS = 120;
/**
 * A throttling group of our own in place of one of the plugin's: each job starts `minTimeMs`
 * after the one before it started, and at once, with no timer or queue in between, when that
 * time has passed. The plugin's Bottleneck queues pass even a job that need not wait through
 * timers, which put a run's first write (its tracking comment) behind reads started after it.
 * The plugin awaits an empty job from the group before a request is sent; a retry is spaced like
 * any other write.
 */
function pacingGroup(minTimeMs) {
    let next = 0;
    const limiter = {
        schedule: (...args) => {
            const [first, ...rest] = args;
            const [job, ...jobArgs] = typeof first === "function" ? [first, ...rest] : rest;
            const start = () => job(...jobArgs);
            const now = Date.now();
            const wait = Math.max(0, next - now);
            next = now + wait + minTimeMs;
            return wait === 0 ? start() : new Promise((resolve) => setTimeout(resolve, wait)).then(start);
        },
    };
    return { key: () => limiter };
}
/**
 * The spacing GitHub asks integrators for: one write a second, one notification-triggering write
 * (a comment, a pull request) every three, one search every two. Shared by every client of the
 * process, as the plugin's own queues are: the token's limits are the same whoever writes.
 */
const PACED = {
    write: pacingGroup(1_000),
    notifications: pacingGroup(3_000),
    search: pacingGroup(2_000),
};
/** No spacing, for a local fake server, where it only slows tests. */
const UNPACED = { write: pacingGroup(0), notifications: pacingGroup(0), search: pacingGroup(0) };
/**
 * Creates the client: Octokit (`@actions/github`'s behind a proxy) plus the retry plugin (5xx and network errors) and the throttling plugin (primary and secondary rate limits,
 * retried after the wait GitHub advises, at most `MAX_RATE_LIMIT_RETRIES` times and never for
 * longer than `MAX_RATE_LIMIT_WAIT_SECONDS`). Requests that cannot succeed later (400, 401,
 * 403 without a rate limit, 404, 422) fail at once with Octokit's `RequestError`.
 */
function createGitHubClient(options) {
    let client;
    return {
        request: async (route, params) => {
            client ??= octokitClient(options);
            return (await client).request(route, params);
        },
        // Octokit sends it to the server's own GraphQL root: `/graphql` next to `api.github.com`'s
        // REST, `/api/graphql` for a GHES base URL ending in `/api/v3`.
        graphql: async (query, variables) => {
            client ??= octokitClient(options);
            return (await client).graphql(query, variables);
        },
    };
}
async function octokitClient(options) {
    const baseUrl = options.baseUrl.replace(/\/+$/, "");
    const settings = clientSettings(options, baseUrl);
    const { Octokit, retry, throttling } = await loadOctokit();
    // The same test `@actions/github` makes (`getAgentDispatcher`), on the same variables.
    if ((0,_actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_0__/* .getProxyUrl */ .s)(new URL(baseUrl))?.hostname) {
        const { getOctokit } = await loadProxiedOctokit();
        return getOctokit(options.token, settings, retry, throttling);
    }
    const userAgent = withOrchestrationId(process.env.ACTIONS_ORCHESTRATION_ID);
    return new (Octokit.plugin(retry, throttling))({
        ...settings,
        auth: options.token,
        ...(userAgent ? { userAgent } : {}),
    });
}
/** The client's options, whichever Octokit takes them. */
function clientSettings(options, baseUrl) {
    const timing = { ...PRODUCTION_TIMING, ...options.timing };
    const warn = options.warn ?? (() => { });
    const onLimit = (kind) => (retryAfter, request, _o, retryCount) => {
        const what = `${request.method} ${request.url}`;
        if (retryCount >= MAX_RATE_LIMIT_RETRIES || retryAfter > MAX_RATE_LIMIT_WAIT_SECONDS) {
            warn(`GitHub ${kind} rate limit on ${what}; not retrying (asked to wait ${retryAfter}s).`);
            return false;
        }
        warn(`GitHub ${kind} rate limit on ${what}; retrying in ${retryAfter}s.`);
        return true;
    };
    // The plugin types these as Bottleneck groups; ours implement the one call it makes.
    const pacing = (timing.paceWrites ? PACED : UNPACED);
    return {
        baseUrl,
        log: { debug: () => { }, info: () => { }, warn, error: warn },
        retry: { retries: MAX_SERVER_ERROR_RETRIES, retryAfterBaseValue: timing.retryBaseMs },
        throttle: {
            ...pacing,
            retryAfterBaseValue: timing.rateLimitBaseMs,
            onRateLimit: onLimit("primary"),
            onSecondaryRateLimit: onLimit("secondary"),
        },
    };
}
/**
 * The user agent `@actions/github` sends when the runner names the job's orchestration
 * (`ACTIONS_ORCHESTRATION_ID`), so GitHub can tell which job made a call; undefined (Octokit's
 * own) otherwise.
 */
function withOrchestrationId(id) {
    const trimmed = id?.trim();
    return trimmed ? `actions_orchestration_id/${trimmed.replace(/[^a-z0-9_.-]/gi, "_")}` : undefined;
}
/**
 * Sends `route` (a read or a write) and checks the response body against `schema`, which names
 * only the fields the caller reads (`Type.Unknown()` when it reads none). Never throws: a failed
 * request or an unexpected body comes back as a failure whose `error` says what went wrong, for a
 * log line or a sentence to the reader (`HTTP 404: Not Found`, a network error's message, or which
 * field of the response was not as expected), with the HTTP `status` when the server answered
 * with an error.
 */
async function requestAs(client, route, params, schema) {
    try {
        const { data } = await client.request(route, params);
        const mismatch = _sinclair_typebox_value__WEBPACK_IMPORTED_MODULE_1__/* .Errors */ .I(schema, data).First();
        if (mismatch)
            return (0,_base_result_js__WEBPACK_IMPORTED_MODULE_2__/* .fail */ .f)(`unexpected response to ${route}: ${mismatch.path || "/"}: ${mismatch.message}`);
        return (0,_base_result_js__WEBPACK_IMPORTED_MODULE_2__.ok)(data);
    }
    catch (error) {
        const status = responseStatus(error);
        return (0,_base_result_js__WEBPACK_IMPORTED_MODULE_2__/* .fail */ .f)(describeRequestError(error), status ? { status } : {});
    }
}
/**
 * Sends a GraphQL `query` (or mutation) with `variables` and checks its `data` against `schema`,
 * as `requestAs` does for REST. Never throws: the answer's `errors` (GitHub answers 200 with them
 * for a forbidden or missing node) come back as a failure listing their messages, as does a
 * client without GraphQL.
 */
async function requestGraphQL(client, query, variables, schema) {
    if (!client.graphql)
        return (0,_base_result_js__WEBPACK_IMPORTED_MODULE_2__/* .fail */ .f)("this GitHub client does not speak GraphQL");
    try {
        const data = await client.graphql(query, variables);
        const mismatch = _sinclair_typebox_value__WEBPACK_IMPORTED_MODULE_1__/* .Errors */ .I(schema, data).First();
        if (mismatch)
            return (0,_base_result_js__WEBPACK_IMPORTED_MODULE_2__/* .fail */ .f)(`unexpected GraphQL response: ${mismatch.path || "/"}: ${mismatch.message}`);
        return (0,_base_result_js__WEBPACK_IMPORTED_MODULE_2__.ok)(data);
    }
    catch (error) {
        const messages = graphQLErrors(error);
        return (0,_base_result_js__WEBPACK_IMPORTED_MODULE_2__/* .fail */ .f)(messages ? `GraphQL: ${messages}` : describeRequestError(error));
    }
}
/** The messages of a GraphQL answer's `errors` (Octokit's `GraphqlResponseError` carries them), joined; undefined for another failure. */
function graphQLErrors(error) {
    if (typeof error !== "object" || error === null || !("errors" in error))
        return undefined;
    if (!Array.isArray(error.errors) || error.errors.length === 0)
        return undefined;
    return error.errors
        .map((e) => typeof e === "object" && e !== null && "message" in e ? String(e.message) : JSON.stringify(e))
        .join("; ");
}
/** GitHub's largest page of a list. */
const LIST_PAGE_SIZE = 100;
/**
 * Every item of a paged list, page after page of `LIST_PAGE_SIZE` (`read` asks for the page it is
 * given, with that `per_page`), until a short page or `maxPages`: a list longer than that is
 * read cut, which the caller's `maxPages` accounts for. The first failure is returned as it is.
 */
async function readAllPages(read, maxPages) {
    const all = [];
    for (let page = 1; page <= maxPages; page += 1) {
        const got = await read(page);
        if (!got.ok)
            return got;
        all.push(...got.value);
        if (got.value.length < LIST_PAGE_SIZE)
            break;
    }
    return (0,_base_result_js__WEBPACK_IMPORTED_MODULE_2__.ok)(all);
}
/**
 * The HTTP status of an error thrown by `GitHubClient.request`, or undefined when the error did
 * not come from a response (a network failure, a bug). Octokit's `RequestError` carries `status`;
 * it is read structurally because `@octokit/request-error` is not one of our direct dependencies.
 */
function responseStatus(error) {
    if (typeof error !== "object" || error === null || !("status" in error))
        return undefined;
    return typeof error.status === "number" ? error.status : undefined;
}
/** A one-line description of a failure for logs and failure reasons: `HTTP 403: ...` for a response. */
function describeRequestError(error) {
    const status = responseStatus(error);
    const message = error instanceof Error ? error.message : String(error);
    return status === undefined ? message : `HTTP ${status}: ${message}`;
}


/***/ }),

/***/ 8312:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_UPDATE_INTERVAL_MS: () => (/* binding */ DEFAULT_UPDATE_INTERVAL_MS),
  TrackingComment: () => (/* binding */ TrackingComment),
  createComment: () => (/* binding */ createComment),
  trackingTargetFor: () => (/* binding */ trackingTargetFor),
  updateComment: () => (/* binding */ updateComment)
});

// EXTERNAL MODULE: ./node_modules/@sinclair/typebox/build/esm/type/type/index.mjs + 100 modules
var type = __webpack_require__(2078);
// EXTERNAL MODULE: ./src/base/result.ts
var result = __webpack_require__(512);
// EXTERNAL MODULE: ./src/github/client.ts
var github_client = __webpack_require__(6584);
;// CONCATENATED MODULE: ./src/text/markdown.ts
/** A fenced code block that survives fences in the text: its fence is longer than any inside. */
function codeBlock(text, language = "") {
    const longestRun = Math.max(2, ...(text.match(/`{3,}/g) ?? []).map((run) => run.length));
    const fence = "`".repeat(longestRun + 1);
    return `${fence}${language}\n${text.replace(/\n$/, "")}\n${fence}`;
}
/** A collapsed section (`<details>`) holding a patch as a diff block, for comments and summaries. */
function patchDetails(patch, summary, after = "") {
    return `<details><summary>${summary}</summary>\n\n${codeBlock(patch, "diff")}\n${after}\n</details>`;
}
/**
 * Where `text` holds code, in text order: fenced code blocks (an unclosed fence runs to the end,
 * as in CommonMark) and inline code spans, a run of backticks up to the next run of the same
 * length. A code span does not cross a paragraph: a blank line, a fence, or the start or end of a
 * block quote ends one. GitHub shows what is inside as text, never as Markdown.
 */
function codeRanges(text) {
    const ranges = [];
    let paragraph;
    const endParagraph = () => {
        if (paragraph)
            ranges.push(...codeSpans(text, paragraph));
        paragraph = undefined;
    };
    let fence;
    let start = 0;
    for (const part of text.split("\n")) {
        // A `\r` before the newline is not part of the line.
        const line = part.endsWith("\r") ? part.slice(0, -1) : part;
        const from = start;
        const to = from + line.length;
        start += part.length + 1;
        if (fence) {
            const close = /^ {0,3}(`+|~+)[ \t]*$/.exec(line)?.[1];
            if (close !== undefined && close.charAt(0) === fence.char && close.length >= fence.length) {
                ranges.push({ from: fence.from, to });
                fence = undefined;
            }
            continue;
        }
        const opening = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
        const marker = opening?.[1];
        // A backtick fence's info string holds no backtick (else the line is a code span).
        if (marker && !(marker.startsWith("`") && opening[2]?.includes("`"))) {
            endParagraph();
            fence = { char: marker.charAt(0), length: marker.length, from };
            continue;
        }
        const quoted = /^ {0,3}>/.test(line);
        if (line.trim() === "" || (paragraph && paragraph.quoted !== quoted))
            endParagraph();
        if (line.trim() !== "")
            paragraph = { from: paragraph?.from ?? from, to, quoted };
    }
    if (fence)
        ranges.push({ from: fence.from, to: text.length });
    endParagraph();
    return ranges.sort((a, b) => a.from - b.from);
}
/** The code spans of the paragraph `text[from, to)`; a run of backticks with no partner is literal. */
function codeSpans(text, { from, to }) {
    const runs = [...text.slice(from, to).matchAll(/`+/g)].map((run) => ({
        at: from + run.index,
        length: run[0].length,
    }));
    const spans = [];
    for (let i = 0; i < runs.length; i++) {
        const open = runs[i];
        if (!open)
            continue;
        const closeIndex = runs.findIndex((run, j) => j > i && run.length === open.length);
        const close = runs[closeIndex];
        if (!close)
            continue;
        spans.push({ from: open.at, to: close.at + close.length });
        i = closeIndex;
    }
    return spans;
}

;// CONCATENATED MODULE: ./src/github/comment/body.ts
/**
 * The tracking comment's text, built by our code from the run's events (never written by the
 * model): a checklist of steps while the run goes (`progress-body.ts`), the outcome when it ends
 * (`final-body.ts`). Pure functions. This file holds what every part of it shares; the progress
 * folded from the events is in `progress.ts`, the checklist in `checklist.ts`, the outcome's
 * heading, links and notices in `outcome.ts`, the run's memory in `memory-section.ts`.
 */
/** GitHub refuses comment bodies longer than this many characters. */
const MAX_COMMENT_CHARS = 65_536;
/** Marks the action's own comments, so they can be found (and never taken as a trigger). */
const TRACKING_MARKER = "<!-- repo-agent:tracking -->";
/** The link to the job's run, the last line of every body. */
function jobLink(context) {
    return `[View the job run](${context.runUrl})`;
}

// EXTERNAL MODULE: ./src/text/clip.ts
var clip = __webpack_require__(9893);
;// CONCATENATED MODULE: ./src/github/comment/comment-markdown.ts

/** Markdown for a comment: code that survives backticks, and text cut to fit. */
/** Markdown inline code that survives backticks in the text. */
function inlineCode(text) {
    const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
    const fence = "`".repeat(longestRun + 1);
    const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
    return `${fence}${pad}${text}${pad}${fence}`;
}
/** Closes an open code fence left by cutting markdown in the middle. */
function closeOpenFence(text) {
    const fences = text.match(/^ {0,3}(`{3,}|~{3,})/gm) ?? [];
    return fences.length % 2 === 1 ? `${text}\n${fences.at(-1)?.trim()}` : text;
}
/** At most the first `max` characters of `text`, ending at a line break when one is near. */
function headOf(text, max) {
    const cut = (0,clip/* clip */.$Q)(text, Math.max(0, max), { marker: () => "" });
    const newline = cut.lastIndexOf("\n");
    return newline > cut.length * 0.8 ? cut.slice(0, newline + 1) : cut;
}
/** Cuts markdown to at most `max` characters, closing a cut code block and ending with `pointer`. */
function cutText(text, max, pointer) {
    if (text.length <= max)
        return text;
    // Room for the pointer, the blank line before it and a fence that may need closing.
    const cut = closeOpenFence(headOf(text, max - pointer.length - 16).trimEnd());
    return (0,clip/* clip */.$Q)(`${cut}\n\n${pointer}`, max, { marker: () => "" });
}

;// CONCATENATED MODULE: ./src/github/comment/checklist.ts

/** The steps of a run as a checklist: one line per step, its tool calls, its notes. */
/** Tool calls listed per step; more are counted, not listed. */
const MAX_CALLS_PER_STEP = 8;
function renderStep(step, current, redact) {
    const listed = step.calls.slice(0, MAX_CALLS_PER_STEP).map((c) => {
        const code = inlineCode(redact(c.summary));
        return c.isError ? `${code} (failed)` : code;
    });
    if (step.calls.length > MAX_CALLS_PER_STEP)
        listed.push(`and ${step.calls.length - MAX_CALLS_PER_STEP} more`);
    let what = listed.join(", ");
    if (!what)
        what = step.answered ? "answered" : current ? "thinking…" : "no tool calls";
    const notes = step.notes.length > 0 ? ` _(${step.notes.join(", ")})_` : "";
    const box = current ? "[ ]" : "[x]";
    return `- ${box} **Step ${step.step}**: ${what}${notes}`;
}
/** The checklist, newest step last; only the last `limit` steps when a limit is given. */
function renderChecklist(progress, redact, limit) {
    const running = progress.finished === undefined;
    const last = progress.steps.at(-1);
    const cut = limit !== undefined && progress.steps.length > limit;
    const shown = cut ? progress.steps.slice(progress.steps.length - limit) : progress.steps;
    const lines = shown.map((s) => renderStep(s, running && s === last && !s.answered, redact));
    const hidden = progress.steps.length - shown.length;
    if (hidden > 0)
        lines.unshift(`- … ${hidden} earlier step${hidden === 1 ? "" : "s"} (see the job log)`);
    return lines.join("\n");
}

;// CONCATENATED MODULE: ./src/github/comment/run-memory.ts



/** The longest block, all of it: about 1,500 tokens, a small share of a comment and of a context. */
const MAX_MEMORY_BLOCK_CHARS = 6_000;
/** Bounds of each field, applied when a block is written and again when it is read. */
const MEMORY_LIMITS = {
    taskChars: 500,
    answerChars: 4_000,
    files: 100,
    fileChars: 300,
    commands: 15,
    commandChars: 200,
    branchChars: 255,
    urlChars: 500,
};
/** Below this the answer is not cut further until the commands and files are gone. */
const MIN_ANSWER_CHARS = 600;
const PREFIX = "<!-- repo-agent:memory v1 ";
const SUFFIX = " -->";
const COMMENT_END = "-->";
/** The start of any memory block, whatever its version or spacing, as GitHub would hide it. */
const anyBlockStart = /<!--\s*repo-agent:memory/gi;
const wholeBlock = /^<!-- repo-agent:memory v1 ([A-Za-z0-9_-]+) -->$/;
/** Every `Conclusion`; a new one fails to compile here until it is listed. */
const CONCLUSIONS = {
    success: true,
    max_steps: true,
    timeout: true,
    cancelled: true,
    budget: true,
    error: true,
    skipped: true,
};
const PUBLISHED = {
    "pull-request": true,
    push: true,
    patch: true,
    review: true,
    none: true,
};
const literals = (names) => type/* Type */.ZU.Union(names.map((name) => type/* Type */.ZU.Literal(name)));
/** The shape a block must have; lengths are bounded by the block's size and cut by `boundMemory`. */
const memorySchema = type/* Type */.ZU.Object({
    version: type/* Type */.ZU.Literal(1),
    at: type/* Type */.ZU.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z$" }),
    task: type/* Type */.ZU.String(),
    conclusion: literals(Object.keys(CONCLUSIONS)),
    answer: type/* Type */.ZU.String(),
    files: type/* Type */.ZU.Array(type/* Type */.ZU.String()),
    commands: type/* Type */.ZU.Array(type/* Type */.ZU.String()),
    published: type/* Type */.ZU.Optional(literals(Object.keys(PUBLISHED))),
    branch: type/* Type */.ZU.Optional(type/* Type */.ZU.String()),
    prUrl: type/* Type */.ZU.Optional(type/* Type */.ZU.String()),
    reviewUrl: type/* Type */.ZU.Optional(type/* Type */.ZU.String()),
    steps: type/* Type */.ZU.Integer({ minimum: 0, maximum: 1_000_000 }),
}, { additionalProperties: false });
/** Every field within `MEMORY_LIMITS`: long text cut with `…`, the newest commands and the first files kept. */
function boundMemory(memory) {
    const cut = clip/* clip */.$Q;
    const optional = (name, max) => memory[name] ? { [name]: cut(memory[name], max) } : {};
    return {
        version: 1,
        at: memory.at,
        task: cut(memory.task, MEMORY_LIMITS.taskChars),
        conclusion: memory.conclusion,
        answer: cut(memory.answer, MEMORY_LIMITS.answerChars),
        files: memory.files.slice(0, MEMORY_LIMITS.files).map((f) => cut(f, MEMORY_LIMITS.fileChars)),
        commands: memory.commands.slice(-MEMORY_LIMITS.commands).map((c) => cut(c, MEMORY_LIMITS.commandChars)),
        ...(memory.published ? { published: memory.published } : {}),
        ...optional("branch", MEMORY_LIMITS.branchChars),
        ...optional("prUrl", MEMORY_LIMITS.urlChars),
        ...optional("reviewUrl", MEMORY_LIMITS.urlChars),
        steps: memory.steps,
    };
}
function encode(memory) {
    return `${PREFIX}${Buffer.from(JSON.stringify(memory), "utf8").toString("base64url")}${SUFFIX}`;
}
/** The largest `size` in [low, high] for which `fits(size)` holds, given it holds at `low`. */
function largestFitting(low, high, fits) {
    let lower = low;
    let upper = high;
    while (lower < upper) {
        const middle = Math.ceil((lower + upper) / 2);
        if (fits(middle))
            lower = middle;
        else
            upper = middle - 1;
    }
    return lower;
}
const answerDownTo = (floor) => ({
    size: (m) => m.answer.length,
    floor: (m) => Math.min(floor, m.answer.length),
    cut: (m, size) => ({ ...m, answer: (0,clip/* clip */.$Q)(m.answer, size) }),
});
/** In the order they are given up: most of the answer, the oldest commands, the last files, the rest. */
const SHRINKS = [
    answerDownTo(MIN_ANSWER_CHARS),
    {
        size: (m) => m.commands.length,
        floor: () => 0,
        cut: (m, size) => ({ ...m, commands: m.commands.slice(m.commands.length - size) }),
    },
    {
        size: (m) => m.files.length,
        floor: () => 0,
        cut: (m, size) => ({ ...m, files: m.files.slice(0, size) }),
    },
    answerDownTo(0),
    { size: (m) => m.task.length, floor: () => 0, cut: (m, size) => ({ ...m, task: (0,clip/* clip */.$Q)(m.task, size) }) },
];
/**
 * The memory as an HTML comment GitHub does not show: `<!-- repo-agent:memory v1 <base64url of
 * JSON> -->`, at most `maxChars` long (and never over `MAX_MEMORY_BLOCK_CHARS`). Fields are
 * bounded by `MEMORY_LIMITS`; when the block is still too long, the answer is cut first (to a few
 * hundred characters), then the oldest commands go, then the last files, then the rest of the
 * answer, the task and the links. `""` when not even that fits. The strings must be redacted
 * before: base64 hides a secret from a redactor run over the rendered text. Never throws.
 */
function renderMemoryBlock(memory, maxChars = MAX_MEMORY_BLOCK_CHARS) {
    const max = Math.min(maxChars, MAX_MEMORY_BLOCK_CHARS);
    const fits = (candidate) => encode(candidate).length <= max;
    let current = boundMemory(memory);
    for (const shrink of SHRINKS) {
        if (fits(current))
            return encode(current);
        const floor = shrink.floor(current);
        const base = current;
        if (!fits(shrink.cut(base, floor))) {
            current = shrink.cut(base, floor);
            continue;
        }
        const size = largestFitting(floor, shrink.size(base), (n) => fits(shrink.cut(base, n)));
        return encode(shrink.cut(base, size));
    }
    if (fits(current))
        return encode(current);
    const { branch: _branch, prUrl: _prUrl, reviewUrl: _reviewUrl, ...bare } = current;
    return fits(bare) ? encode(bare) : "";
}
/**
 * The one memory block in `body`, checked strictly: exactly one block (a second one, which only
 * someone imitating the action would write, makes both void), version 1, at most
 * `MAX_MEMORY_BLOCK_CHARS` long, base64url of JSON of exactly `RunMemory`'s fields, each field
 * bounded again. Anything else is `undefined`. Never throws. Whether the body can be trusted at
 * all (who wrote it) is the caller's question.
 */
function readMemoryBlock(body) {
    const starts = [...body.matchAll(anyBlockStart)];
    const start = starts[0]?.index;
    if (starts.length !== 1 || start === undefined)
        return undefined;
    // base64url has no `>`, so the block ends at the first `-->`; a longer one is refused unread.
    const end = body.indexOf(COMMENT_END, start) + COMMENT_END.length;
    if (end < COMMENT_END.length || end - start > MAX_MEMORY_BLOCK_CHARS)
        return undefined;
    const encoded = wholeBlock.exec(body.slice(start, end))?.[1];
    if (!encoded)
        return undefined;
    let parsed;
    try {
        parsed = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"));
    }
    catch {
        return undefined;
    }
    if (!Value.Check(memorySchema, parsed) || !Number.isFinite(Date.parse(parsed.at)))
        return undefined;
    // The schema's literals are the keys of CONCLUSIONS and PUBLISHED, so the narrower types hold.
    return boundMemory(parsed);
}
/** The start of any hidden block the action writes: the memory, and a staged run's proposal. */
const anyHiddenBlockStart = /<!--\s*repo-agent:(?:memory|proposal)/gi;
/**
 * `text` with every memory (and proposal) block start made visible (`&lt;!-- repo-agent:memory`),
 * so text the run quotes (an answer, a command, a patch) can never pass for a block the action
 * writes. The renderers run it over everything but their own blocks.
 */
function defuseMemoryBlocks(text) {
    return text.replace(anyHiddenBlockStart, (start) => `&lt;${start.slice(1)}`);
}

;// CONCATENATED MODULE: ./src/github/comment/memory-section.ts


/** The final body's hidden memory block: what a later run on the thread may read of this one. */
/** The share of a comment the memory may take at most (all of `MAX_MEMORY_BLOCK_CHARS` on GitHub). */
const MEMORY_SHARE = 1 / 4;
/**
 * The hidden block a later run on this thread reads (see run-memory.ts), or `""` for a skipped
 * run, which did no work to continue. Every string is redacted here, before base64 hides it
 * from the redactor that runs over the whole body; a block the redactor would still change (a
 * secret's encoded form met by chance) is left out rather than written broken.
 */
function memoryBlock(progress, details, context, ending) {
    if (ending.conclusion === "skipped")
        return "";
    const redact = context.redact;
    const response = details.response ?? progress.finished?.response ?? "";
    const memory = {
        version: 1,
        at: new Date((context.now ?? Date.now)()).toISOString(),
        task: redact(requestOf(progress.task ?? "")),
        conclusion: ending.conclusion,
        answer: redact(response.trim()),
        files: (details.files ?? []).map(redact),
        commands: progress.commands.map(redact),
        ...(details.published ? { published: details.published } : {}),
        ...(details.branch ? { branch: redact(details.branch) } : {}),
        ...(details.prUrl ? { prUrl: redact(details.prUrl) } : {}),
        ...(details.reviewUrl ? { reviewUrl: redact(details.reviewUrl) } : {}),
        steps: ending.steps,
    };
    const max = Math.floor((context.maxChars ?? MAX_COMMENT_CHARS) * MEMORY_SHARE);
    const block = renderMemoryBlock(memory, Math.min(max, MAX_MEMORY_BLOCK_CHARS));
    return redact(block) === block ? block : "";
}
/**
 * The request itself: the run's task opens with it, followed by a blank line and the thread's
 * context. A request of several paragraphs keeps only its first; the memory cuts it short anyway.
 */
function requestOf(task) {
    const [first = ""] = task.trim().split(/\n\s*\n/);
    return first.trim();
}

;// CONCATENATED MODULE: ./src/text/pretty-json.ts
/** Compact JSON indented for reading (the structured result); text that is not JSON comes back as it is. */
function prettyJson(json) {
    try {
        return JSON.stringify(JSON.parse(json), null, 2);
    }
    catch {
        // Not for a reader's view to judge: the output carries the text as it came, and so does the view.
        return json;
    }
}

;// CONCATENATED MODULE: ./src/github/comment/operations-section.ts




/**
 * The final body's account of what the run asked of GitHub beyond its answer (DESIGN section 9):
 * each operation with its status and link, refused ones included, and the structured result.
 * Everything here is built by our code; the agent's words in it (what was asked, a reason that
 * quotes it) are shown as inline code or passed through `publishable`, so they ping nobody and
 * link nowhere.
 */
/** More than this many operations are counted, not listed; the `operations` output has them all. */
const MAX_OPERATIONS_SHOWN = 50;
/** The comment's share of a structured result; the `structured-output` output holds all of it. */
const MAX_STRUCTURED_COMMENT_CHARS = 8_000;
const MAX_SUMMARY_CHARS = 120;
const MAX_REASON_CHARS = 300;
const STATUS = {
    applied: "✅ applied",
    refused: "⛔ refused",
    proposed: "📝 proposed",
};
/** The operations as a list under a heading, or `""` when the run asked for none. */
function operationsSection(operations, context) {
    if (!operations || operations.length === 0)
        return "";
    const lines = operations.slice(0, MAX_OPERATIONS_SHOWN).map((op) => `- ${operationLine(op, context)}`);
    const more = operations.length - MAX_OPERATIONS_SHOWN;
    if (more > 0)
        lines.push(`- … and ${more} more; the \`operations\` output lists every one`);
    return [`**GitHub operations** (${countsOf(operations)})`, lines.join("\n")].join("\n\n");
}
/** `2 applied, 1 refused`: the statuses in a fixed order, those with none left out. */
function countsOf(operations) {
    return ["applied", "proposed", "refused"]
        .map((status) => [status, operations.filter((op) => op.status === status).length])
        .filter(([, count]) => count > 0)
        .map(([status, count]) => `${count} ${status}`)
        .join(", ");
}
/** `✅ applied · add-labels on [#12](…): `bug, triage``, then the reason when there is one. */
function operationLine(op, context) {
    const publishable = context.publishable ?? ((text) => text);
    const where = whereOf(op, context.repoUrl);
    const asked = op.summary ? `: ${inlineCode((0,clip/* clipLine */.DX)(op.summary, MAX_SUMMARY_CHARS))}` : "";
    const reason = op.reason ? ` — ${publishable((0,clip/* clipLine */.DX)(op.reason, MAX_REASON_CHARS))}` : "";
    return `${STATUS[op.status]} · ${inlineCode(op.type)}${where}${asked}${reason}`;
}
/** ` on [#12](url)`, or ` ([link](url))` without a number, or nothing. */
function whereOf(op, repoUrl) {
    const url = op.url && safeUrl(op.url);
    if (op.target !== undefined)
        return ` on [#${op.target}](${url ?? `${repoUrl}/issues/${op.target}`})`;
    return url ? ` ([link](${url}))` : "";
}
/** An address from GitHub's answer, only as a web link, with what would end a markdown link escaped. */
function safeUrl(url) {
    if (!/^https?:\/\/[^\s]+$/.test(url))
        return undefined;
    return url.replace(/[()<>[\]]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}
/**
 * The structured result, pretty-printed in a collapsed JSON block, or `""` without one. Code is
 * shown as text, never as markdown, so the agent's words in it need no neutralising; a long one
 * is cut to `maxChars` with a pointer to the output that holds all of it.
 */
function structuredSection(structuredOutput, maxChars = MAX_STRUCTURED_COMMENT_CHARS) {
    if (structuredOutput === undefined || structuredOutput === "")
        return "";
    const pretty = prettyJson(structuredOutput);
    const cut = pretty.length > maxChars;
    const shown = cut ? `${headOf(pretty, maxChars)}\n…` : pretty;
    const note = cut ? "\n_Cut short; the `structured-output` output holds all of it._\n" : "";
    return `<details><summary>The structured result</summary>\n\n${codeBlock(shown, "json")}\n${note}\n</details>`;
}

;// CONCATENATED MODULE: ./src/text/money.ts
/** Amounts of US dollars, as the outputs and the reports write them. */
/** An amount of US dollars as the outputs give it: `0.0421`, `1.5`, `0` (at most six decimals, none trailing). */
function usdAmount(usd) {
    return usd.toFixed(6).replace(/\.?0+$/, "") || "0";
}
/** An amount of US dollars for a reader: `$0.0421`, `$1.50`; under a cent with four decimals. */
function formatUsd(usd) {
    if (usd > 0 && usd < 0.01)
        return `$${usd.toFixed(4)}`;
    return `$${usd.toFixed(2)}`;
}
/** What a run spent for a reader: `$0.42`, or `$0.42 of the $5.00 max-cost` under a cap. */
function describeSpend(spent, maxCost) {
    return maxCost === undefined
        ? formatUsd(spent)
        : `${formatUsd(spent)} of the ${formatUsd(maxCost)} max-cost`;
}

;// CONCATENATED MODULE: ./src/github/comment/outcome.ts


/**
 * The outcome of a finished run, as the final body tells it: its heading, what was delivered, its
 * notices, what it used.
 */
const HEADINGS = {
    success: "### ✅ Repo Agent finished",
    max_steps: "### ⚠️ Repo Agent stopped: it reached the step limit",
    timeout: "### ⏱️ Repo Agent stopped: it ran out of time",
    cancelled: "### 🛑 Repo Agent was cancelled",
    budget: "### 💰 Repo Agent stopped: it reached its spending cap",
    error: "### ❌ Repo Agent stopped on an error",
    skipped: "### Repo Agent skipped this run",
};
/**
 * The heading says what the reader must know first. A run whose loop finished but whose work
 * could not be delivered must not read "finished": it says the work was not published.
 */
function headingFor(conclusion, details) {
    if (conclusion === "error" && details.error && details.published !== undefined)
        return details.published === "patch" || details.published === "none"
            ? "### ❌ Repo Agent could not publish its work"
            : "### ❌ Repo Agent published its work only in part";
    return HEADINGS[conclusion];
}
/**
 * What the run delivered, with links (the pull request, the branch, the review), then its note,
 * the error that stopped it and its notices, each a paragraph of markdown.
 */
function deliveryLines(details, context) {
    const redact = context.redact;
    const links = [];
    const branchLink = (branch) => `[${inlineCode(branch)}](${context.repoUrl}/tree/${encodeURI(branch)})`;
    const commit = details.sha ? ` (${details.sha.slice(0, 7)})` : "";
    if (details.prUrl && details.prCreated) {
        links.push(`**Pull request:** ${details.prUrl}${details.branch ? ` from ${branchLink(details.branch)}` : ""}`);
    }
    else if (details.prUrl && details.branch) {
        links.push(`**Pushed** to ${branchLink(details.branch)}${commit} for ${details.prUrl}`);
    }
    else if (details.prUrl) {
        links.push(`**Pull request:** ${details.prUrl}`);
    }
    else if (details.branch) {
        links.push(`**Branch:** ${branchLink(details.branch)}${commit}`);
    }
    if (details.reviewUrl)
        links.push(`**Review:** ${details.reviewUrl}`);
    if (details.published === "patch")
        links.push("**Not pushed:** the changes are in the patch below.");
    if (details.note)
        links.push(`> ${redact(details.note).replace(/\n/g, "\n> ")}`);
    if (details.error)
        links.push(`> [!WARNING]\n> ${redact(details.error).replace(/\n/g, "\n> ")}`);
    for (const notice of details.notices ?? [])
        links.push(`> [!CAUTION]\n> ${redact(notice).replace(/\n/g, " ")}`);
    return links;
}
/** What the run used: `12 steps · 1,234 input tokens · 567 output tokens · $0.42`. */
function usageLine(usage, finished) {
    const { steps, inputTokens, outputTokens } = usage;
    return `${formatCount(steps)} step${steps === 1 ? "" : "s"} · ${formatCount(inputTokens)} input tokens · ${formatCount(outputTokens)} output tokens${spendOf(finished)}`;
}
function formatCount(n) {
    return n.toLocaleString("en-US");
}
/** `· $0.42` (`· $0.42 of the $5.00 max-cost`), or nothing when the model's prices are unknown. */
function spendOf(finished) {
    return finished?.cost === undefined ? "" : ` · ${describeSpend(finished.cost, finished.maxCost)}`;
}

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./node_modules/@sinclair/typebox/build/esm/value/check/check.mjs
var check = __webpack_require__(6849);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/github/operations/safe-outputs.ts


/**
 * `safe-outputs` (DESIGN section 9): the GitHub operations a workflow lets the agent ask for,
 * each key one tool, with its limits. Parsed once at the edge; a key that is absent offers no tool.
 */
/** The keys, in the order their tools are offered. */
const OPERATION_KEYS = [
    "add-labels",
    "remove-labels",
    "create-issue",
    "add-comment",
    "close-issue",
];
/** `max` when a key leaves it out: labels come in a few calls, the rest once per run. */
const DEFAULT_MAX = {
    "add-labels": 3,
    "remove-labels": 3,
    "create-issue": 1,
    "add-comment": 1,
    "close-issue": 1,
};
/** The options each key takes. */
const OPTIONS = {
    "add-labels": ["allowed", "max"],
    "remove-labels": ["allowed", "max"],
    "create-issue": ["max", "labels", "title-prefix"],
    "add-comment": ["max", "target"],
    "close-issue": ["max", "target"],
};
const TARGETS = (/* unused pure expression or super */ null && (["triggering", "any"]));
/** GitHub's longest label name. */
const LABEL_MAX = 50;
/** A prefix leaves most of a title (GitHub's issue titles are kept to 256 characters here) to the agent. */
const TITLE_PREFIX_MAX = 100;
/**
 * Parses the `safe-outputs` input (YAML or JSON; empty: no operations). A key with an empty value
 * (`add-labels:`), `true` or `{}` is enabled with its defaults, `false` leaves it out. A failure
 * names the key or option and what was expected, as `<input>: add-labels.max must be ...`;
 * `input` is how the message names the input itself (`safe-outputs`, or a flag). Never throws.
 */
function parseSafeOutputs(text, input) {
    if (text.trim() === "")
        return ok({});
    const document = parseDocument(text, { prettyErrors: true, logLevel: "error" });
    const problem = document.errors[0];
    if (problem)
        return fail(`${input} is not valid YAML or JSON: ${firstLine(problem.message)}`);
    let value;
    try {
        value = document.toJS();
    }
    catch (error) {
        // An alias to no anchor, or too many aliases: YAML that says nothing usable.
        return fail(`${input} is not valid YAML or JSON: ${firstLine(error.message)}`);
    }
    if (value === null || value === undefined)
        return ok({});
    if (!isMapping(value))
        return fail(`${input} ${notAMapping(value)}`);
    const config = {};
    for (const [key, options] of Object.entries(value)) {
        if (!isOperationKey(key)) {
            return fail(`${input}: unknown key "${key}"${suggestion(key, OPERATION_KEYS)}; the keys are ${OPERATION_KEYS.join(", ")}`);
        }
        const read = readKey(key, options);
        if (!read.ok)
            return fail(`${input}: ${read.error}`);
        if (read.value)
            setKey(config, key, read.value);
    }
    return ok(inKeyOrder(config));
}
/** One key's value as its options; `undefined` when it is `false` (left out). */
function readKey(key, value) {
    if (value === false)
        return ok(undefined);
    const raw = value === null || value === true ? {} : value;
    if (!isMapping(raw)) {
        return fail(`${key} must be its options (a mapping, like {max: 2}), true, false or empty; got ${shown(value)}`);
    }
    const options = OPTIONS[key];
    for (const name of Object.keys(raw)) {
        if (!options.includes(name)) {
            return fail(`${key} has no option "${name}"${suggestion(name, options)}; its options are ${options.join(", ")}`);
        }
    }
    const max = readMax(raw.max, `${key}.max`, DEFAULT_MAX[key]);
    if (!max.ok)
        return max;
    switch (key) {
        case "add-labels":
        case "remove-labels":
            return labelOptions(key, raw, max.value);
        case "create-issue":
            return createIssueOptions(key, raw, max.value);
        case "add-comment":
        case "close-issue":
            return targetedOptions(key, raw, max.value);
    }
}
function labelOptions(key, raw, max) {
    if (raw.allowed === undefined || raw.allowed === null)
        return ok({ max });
    const allowed = readLabels(raw.allowed, `${key}.allowed`);
    if (!allowed.ok)
        return allowed;
    if (allowed.value.length === 0) {
        return fail(`${key}.allowed must name at least one label; leave it out to allow any label that exists in the repository`);
    }
    return ok({ allowed: allowed.value, max });
}
function createIssueOptions(key, raw, max) {
    const labels = raw.labels === undefined || raw.labels === null ? ok([]) : readLabels(raw.labels, `${key}.labels`);
    if (!labels.ok)
        return labels;
    const prefix = raw["title-prefix"] ?? "";
    if (typeof prefix !== "string") {
        return fail(`${key}.title-prefix must be text, like "[flaky] "; got ${shown(prefix)}${quoteHint(prefix)}`);
    }
    if ([...prefix].length > TITLE_PREFIX_MAX) {
        return fail(`${key}.title-prefix must be at most ${TITLE_PREFIX_MAX} characters, got ${[...prefix].length}`);
    }
    return ok({ max, labels: labels.value, titlePrefix: prefix });
}
function targetedOptions(key, raw, max) {
    const target = raw.target ?? "triggering";
    if (!TARGETS.includes(target)) {
        return fail(`${key}.target must be triggering (only the run's own issue or pull request) or any (any in the repository); got ${shown(target)}`);
    }
    return ok({ max, target: target });
}
/** `max`: calls per run, a whole number of at least 1. */
function readMax(value, at, fallback) {
    if (value === undefined || value === null)
        return ok(fallback);
    if (typeof value === "number" && Number.isSafeInteger(value) && value >= 1)
        return ok(value);
    return fail(`${at} must be a whole number, 1 or more, got ${shown(value)}`);
}
/** A list of label names: text, trimmed, none empty or longer than GitHub allows; repeats dropped. */
function readLabels(value, at) {
    if (!Array.isArray(value)) {
        return fail(`${at} must be a list of labels, like [bug, question]; got ${shown(value)}`);
    }
    const labels = [];
    for (const [index, item] of value.entries()) {
        const label = typeof item === "string" ? item.trim() : undefined;
        if (label === undefined || label === "") {
            return fail(`${at}[${index}] must be a label name; got ${shown(item)}${quoteHint(item)}`);
        }
        if ([...label].length > LABEL_MAX) {
            return fail(`${at}[${index}] is longer than GitHub's ${LABEL_MAX} characters for a label: "${label}"`);
        }
        if (!labels.some((seen) => seen.toLowerCase() === label.toLowerCase()))
            labels.push(label);
    }
    return ok(labels);
}
function setKey(config, key, options) {
    // readKey built `options` for `key`; the record is indexed by the same key.
    config[key] = options;
}
/** The keys in `OPERATION_KEYS` order, whatever order the workflow wrote them in. */
function inKeyOrder(config) {
    const ordered = {};
    for (const key of OPERATION_KEYS) {
        const options = config[key];
        if (options)
            setKey(ordered, key, options);
    }
    return ordered;
}
function isOperationKey(key) {
    return OPERATION_KEYS.includes(key);
}
function isMapping(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
/** Why the whole value is not a mapping, with the fix for the usual slips. */
function notAMapping(value) {
    if (typeof value === "string" && isOperationKey(value.trim())) {
        return `must be a mapping of keys to their options: write "${value.trim()}:" (with the colon) to allow it with its defaults; got ${shown(value)}`;
    }
    if (Array.isArray(value)) {
        return `must be a mapping of keys to their options, not a list: write "add-labels:" on a line of its own, not "- add-labels"`;
    }
    return `must be a mapping of keys to their options, like "add-labels: {max: 2}"; got ${shown(value)}`;
}
/** ` (did you mean add-labels?)` for a name written with underscores, in another case or number. */
function suggestion(name, known) {
    const loose = (text) => text.toLowerCase().replace(/_/g, "-").replace(/s$/, "");
    const match = known.find((candidate) => loose(candidate) === loose(name));
    return match ? ` (did you mean ${match}?)` : "";
}
/** A value as a message shows it: text quoted, numbers and booleans as written, the rest by kind. */
function shown(value) {
    if (typeof value === "string")
        return JSON.stringify(value);
    if (typeof value === "number" || typeof value === "boolean")
        return String(value);
    if (value === null || value === undefined)
        return "nothing";
    return Array.isArray(value) ? "a list" : "a mapping";
}
/** YAML reads `2024` or `true` as a number or a boolean; quoting makes it text. */
function quoteHint(value) {
    return typeof value === "number" || typeof value === "boolean"
        ? ` (quote it to make it text: "${value}")`
        : "";
}
function firstLine(message) {
    return (message.split("\n")[0] ?? "").replace(/:$/, "");
}

;// CONCATENATED MODULE: ./src/github/proposal/record.ts




/** The longest block read; a longer one is refused unread. */
const MAX_PROPOSAL_BLOCK_CHARS = 40_000;
/** The most characters a block may inflate to when read: far above what a block can say honestly. */
const MAX_INFLATED_CHARS = 400_000;
const record_PREFIX = "<!-- repo-agent:proposal v1 ";
const record_SUFFIX = " -->";
const record_anyBlockStart = /<!--\s*repo-agent:proposal/gi;
const record_wholeBlock = /^<!-- repo-agent:proposal v1 ([A-Za-z0-9_-]+) -->$/;
const record_literals = (names) => type/* Type */.ZU.Union(names.map((name) => type/* Type */.ZU.Literal(name)));
const sha = type/* Type */.ZU.String({ pattern: "^[0-9a-f]{40}$" });
const record_short = type/* Type */.ZU.String({ maxLength: 1_000 });
const recordSchema = type/* Type */.ZU.Object({
    version: type/* Type */.ZU.Literal(1),
    runId: type/* Type */.ZU.String({ pattern: "^[A-Za-z0-9_.-]{1,64}$" }),
    state: record_literals(["proposed", "applied"]),
    complete: type/* Type */.ZU.Boolean(),
    repo: type/* Type */.ZU.Optional(record_short),
    branch: type/* Type */.ZU.Optional(record_short),
    sha: type/* Type */.ZU.Optional(sha),
    as: type/* Type */.ZU.Optional(record_literals(["pull-request", "push"])),
    title: type/* Type */.ZU.Optional(type/* Type */.ZU.String()),
    body: type/* Type */.ZU.Optional(type/* Type */.ZU.String()),
    targetBranch: type/* Type */.ZU.Optional(record_short),
    base: type/* Type */.ZU.Optional(record_short),
    draft: type/* Type */.ZU.Optional(type/* Type */.ZU.Boolean()),
    pullNumber: type/* Type */.ZU.Optional(type/* Type */.ZU.Integer({ minimum: 1 })),
    expectedHead: type/* Type */.ZU.Optional(sha),
    operations: type/* Type */.ZU.Optional(type/* Type */.ZU.Array(type/* Type */.ZU.Object({ type: record_literals(OPERATION_KEYS), args: type/* Type */.ZU.Record(type/* Type */.ZU.String(), type/* Type */.ZU.Unknown()) }, { additionalProperties: false }), { maxItems: 100 })),
    applyWith: type/* Type */.ZU.Optional(record_short),
}, { additionalProperties: false });
/** Every string in `value`, however deep, passed through `map`. */
function mapStrings(value, map) {
    if (typeof value === "string")
        return map(value);
    if (Array.isArray(value))
        return value.map((item) => mapStrings(item, map));
    if (value && typeof value === "object")
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]));
    return value;
}
function record_encode(record) {
    const packed = (0,external_node_zlib_.deflateRawSync)(Buffer.from(JSON.stringify(record), "utf8"));
    return `${record_PREFIX}${packed.toString("base64url")}${record_SUFFIX}`;
}
/**
 * The block for `proposal`, at most `maxChars` long, every string redacted first (the encoding
 * hides a secret from the redactor that runs over the whole body). A proposal too large for that
 * is written as an incomplete block naming only its run, which `/agent apply` refuses with the
 * reason. `""` for a proposal without its run.
 */
function renderProposalBlock(proposal, redact, maxChars = MAX_PROPOSAL_BLOCK_CHARS) {
    if (!proposal.runId)
        return "";
    const max = Math.min(maxChars, MAX_PROPOSAL_BLOCK_CHARS);
    const record = mapStrings({ ...proposal, version: 1, runId: proposal.runId, state: proposal.state ?? "proposed", complete: true }, redact);
    const whole = record_encode(record);
    if (whole.length <= max)
        return whole;
    const bare = { version: 1, runId: record.runId, state: record.state, complete: false };
    const cut = record_encode(bare);
    return cut.length <= max ? cut : "";
}
/**
 * The one proposal block in `body`, checked strictly: exactly one block start (a second, which
 * only someone imitating the action would write, voids both), at most `MAX_PROPOSAL_BLOCK_CHARS`,
 * deflated JSON of exactly the record's fields. Anything else is undefined. Never throws. Whether
 * the body can be trusted at all (who wrote it) is the caller's question.
 */
function readProposalBlock(body) {
    const starts = [...body.matchAll(record_anyBlockStart)];
    const start = starts[0]?.index;
    if (starts.length !== 1 || start === undefined)
        return undefined;
    const endAt = body.indexOf(record_SUFFIX.trim(), start);
    if (endAt < 0)
        return undefined;
    const end = endAt + record_SUFFIX.trim().length;
    if (end - start > MAX_PROPOSAL_BLOCK_CHARS)
        return undefined;
    const encoded = record_wholeBlock.exec(body.slice(start, end))?.[1];
    if (!encoded)
        return undefined;
    let parsed;
    try {
        const json = (0,external_node_zlib_.inflateRawSync)(Buffer.from(encoded, "base64url"), { maxOutputLength: MAX_INFLATED_CHARS });
        parsed = JSON.parse(json.toString("utf8"));
    }
    catch {
        return undefined;
    }
    if (!check/* Check */.J(recordSchema, parsed))
        return undefined;
    return parsed;
}
/** Whether `body` holds anything that starts like a proposal block, whoever wrote it. */
function mentionsProposalBlock(body) {
    return new RegExp(record_anyBlockStart.source, "i").test(body);
}

;// CONCATENATED MODULE: ./src/github/comment/proposal-section.ts




/**
 * A staged run's proposal in its final body (DESIGN section 9): what would be published (the
 * pull request's branch, base, title and body, or the push onto a pull request's head; the diff
 * is the patch section, the operations the operations section), how to apply it, and the hidden
 * block `/agent apply` reads back. The run that applied a proposal says so, and its block is
 * marked `applied`, so the same proposal is never published twice.
 */
/** The share of a comment the hidden block may take at most (40,000 characters on GitHub). */
const BLOCK_SHARE = 0.4;
/** The pull request's body shown; the block keeps all of it. */
const MAX_BODY_SHOWN_CHARS = 4_000;
/** The final body's two proposal parts: the hidden block and what the reader sees; `""` each without one. */
function proposalParts(proposal, context, files = []) {
    if (!proposal?.runId)
        return { proposalBlock: "", proposal: "" };
    const max = Math.floor((context.maxChars ?? MAX_COMMENT_CHARS) * BLOCK_SHARE);
    const rendered = renderProposalBlock(proposal, context.redact, max);
    // A block the redactor would still change (a secret's encoded form met by chance) is left out.
    const block = context.redact(rendered) === rendered ? rendered : "";
    const complete = block !== "" && readProposalBlock(block)?.complete === true;
    const section = proposal.state === "applied"
        ? appliedSection(proposal, context)
        : proposedSection(proposal, context, complete, files);
    return { proposalBlock: block, proposal: section };
}
/** `https://github.com` from `https://github.com/owner/repo`. */
function serverOf(repoUrl) {
    return repoUrl.replace(/\/[^/]+\/[^/]+\/?$/, "");
}
function proposedSection(proposal, context, complete, files) {
    const redact = context.redact;
    const repoUrl = proposal.repo ? `${serverOf(context.repoUrl)}/${proposal.repo}` : context.repoUrl;
    const lines = [];
    const target = proposal.targetBranch ? inlineCode(redact(proposal.targetBranch)) : "";
    if (proposal.as === "pull-request") {
        const draft = proposal.draft ? " (a draft)" : "";
        lines.push(`- **Would open** a pull request${draft} from ${target} into ${inlineCode(redact(proposal.base ?? ""))}, titled ${inlineCode(redact(proposal.title ?? ""))}`);
    }
    else if (proposal.as === "push") {
        lines.push(`- **Would push** onto ${target}, the head of #${proposal.pullNumber}`);
    }
    if (proposal.sha && proposal.branch) {
        const branch = redact(proposal.branch);
        lines.push(`- **Commit:** [${inlineCode(proposal.sha.slice(0, 7))}](${repoUrl}/commit/${proposal.sha}) waits on [${inlineCode(branch)}](${repoUrl}/tree/${encodeURI(branch)})`);
    }
    lines.push(...workflowWarning(proposal.sha ? files : [], redact));
    const count = proposal.operations?.length ?? 0;
    if (count > 0)
        lines.push(`- **GitHub operations:** ${count}, listed below, applied only then, each checked again against the \`safe-outputs\` of that run`);
    const parts = [`**Proposal** (nothing was published: \`staged: true\`)`, lines.join("\n")];
    if (proposal.as === "pull-request" && proposal.body)
        parts.push(bodyDetails(redact(proposal.body)));
    parts.push(complete ? howToApply(proposal) : tooLarge());
    return parts.filter(Boolean).join("\n\n");
}
/**
 * Workflows run with the repository's secrets: a proposal that changes one says so where the
 * person deciding on `/agent apply` reads, so a change an injected model slipped in is not
 * applied unseen.
 */
function workflowWarning(files, redact) {
    const workflows = files.filter((file) => file.startsWith(".github/workflows/"));
    if (workflows.length === 0)
        return [];
    const named = workflows.slice(0, 5).map((file) => inlineCode(redact(file)));
    const more = workflows.length > 5 ? ` and ${workflows.length - 5} more` : "";
    return [
        `- ⚠️ **Changes workflow files:** ${named.join(", ")}${more}. Workflows run with this repository's secrets: read them in the patch before you apply.`,
    ];
}
function bodyDetails(body) {
    const cut = body.length > MAX_BODY_SHOWN_CHARS;
    const shown = cut ? `${headOf(body, MAX_BODY_SHOWN_CHARS)}\n…` : body;
    return `<details><summary>The pull request's body${cut ? " (cut short here)" : ""}</summary>\n\n${codeBlock(shown, "markdown")}\n\n</details>`;
}
function howToApply(proposal) {
    const command = inlineCode(proposal.applyWith ?? "/agent apply");
    const branch = proposal.branch ? `, and refuses if ${inlineCode(proposal.branch)} has moved since` : "";
    return `**To apply it**, comment ${command} on this thread. That run makes no model call: it publishes exactly this proposal, the operations checked again${branch}.`;
}
function tooLarge() {
    return "_This proposal is too large to be kept in this comment, so it cannot be applied; the job log and the trajectory hold it._";
}
function appliedSection(proposal, context) {
    const run = `[run ${proposal.runId}](${context.repoUrl}/actions/runs/${encodeURIComponent(proposal.runId ?? "")})`;
    return `**Applied** the proposal of ${run}, as it was staged.`;
}

;// CONCATENATED MODULE: ./src/github/comment/final-body.ts









function patchSection(parts, context) {
    if (parts.patchDropped)
        return `_The patch is too long for a comment; see the [job log](${context.runUrl})._`;
    if (!parts.patch)
        return "";
    const summary = parts.patchTruncated ? "The changes, as a patch (cut short)" : "The changes, as a patch";
    const note = parts.patchTruncated
        ? `\n_The patch was cut short; the full diff is in the [job log](${context.runUrl})._\n`
        : "";
    return patchDetails(parts.patch, summary, note);
}
function assembleFinal(parts, context) {
    const details = parts.checklist
        ? `<details><summary>${parts.stepsSummary}</summary>\n\n${parts.checklist}\n\n</details>`
        : parts.stepsSummary;
    const sections = [
        parts.heading,
        parts.response,
        parts.links,
        parts.proposal,
        parts.operations,
        parts.structured,
        patchSection(parts, context),
        details,
        jobLink(context),
    ];
    // First, where no cut reaches it; the rest may quote a block and must not pass for ours.
    const shown = defuseMemoryBlocks(sections.filter(Boolean).join("\n\n"));
    return [TRACKING_MARKER, parts.memory, parts.proposalBlock, shown].filter(Boolean).join("\n\n");
}
/** The body when the run is over: the outcome, links, the patch, the steps and the tokens. */
function renderFinalBody(progress, details, context) {
    const redact = context.redact;
    const seen = progress.finished;
    const conclusion = details.conclusion ?? seen?.conclusion ?? "error";
    const steps = details.steps ?? seen?.steps ?? progress.steps.length;
    const inputTokens = details.inputTokens ?? seen?.inputTokens ?? 0;
    const outputTokens = details.outputTokens ?? seen?.outputTokens ?? 0;
    const publishable = context.publishable ?? redact;
    const response = publishable((details.response ?? seen?.response ?? "").trim()) || "_No response._";
    const parts = {
        memory: memoryBlock(progress, details, context, { conclusion, steps }),
        heading: headingFor(conclusion, details),
        response,
        links: deliveryLines(details, context).join("\n\n"),
        // A staged run's proposal (details.proposal): proposal-section.ts renders both parts.
        ...proposalParts(details.proposal, context, details.files),
        operations: operationsSection(details.operations, context),
        structured: structuredSection(details.structuredOutput),
        patch: details.patch ? redact(details.patch) : "",
        patchTruncated: details.patchTruncated === true,
        patchDropped: false,
        stepsSummary: usageLine({ steps, inputTokens, outputTokens }, seen),
        checklist: renderChecklist(progress, redact),
    };
    return fitFinal(parts, context, progress);
}
/** Smallest useful patch excerpt; below this the patch is replaced by a pointer to the log. */
const MIN_PATCH_CHARS = 400;
function fitFinal(parts, context, progress) {
    const max = context.maxChars ?? MAX_COMMENT_CHARS;
    let body = assembleFinal(parts, context);
    if (body.length <= max)
        return body;
    // Give up, in order: the end of the patch, the older steps, the structured result, then the end
    // of the response.
    if (parts.patch) {
        // The truncation note appears once the patch is cut; make room for it too.
        const overhead = 200 + context.runUrl.length;
        const room = max - (body.length - parts.patch.length) - overhead;
        if (room >= MIN_PATCH_CHARS) {
            parts.patch = headOf(parts.patch, room);
            parts.patchTruncated = true;
        }
        else {
            parts.patch = "";
            parts.patchDropped = true;
        }
        body = assembleFinal(parts, context);
        if (body.length <= max)
            return body;
    }
    for (const limit of [20, 5, 0]) {
        parts.checklist = limit === 0 ? "" : renderChecklist(progress, context.redact, limit);
        body = assembleFinal(parts, context);
        if (body.length <= max)
            return body;
    }
    if (parts.structured) {
        parts.structured =
            "_The structured result is too long for this comment; the `structured-output` output holds it._";
        body = assembleFinal(parts, context);
        if (body.length <= max)
            return body;
    }
    const pointer = `_Cut to fit GitHub's comment limit; the full text is in the [job log](${context.runUrl})._`;
    const room = max - (body.length - parts.response.length);
    parts.response = cutText(parts.response, Math.max(0, room), pointer);
    body = assembleFinal(parts, context);
    return body.length <= max ? body : cutText(body, max, pointer);
}

;// CONCATENATED MODULE: ./src/github/comment/progress.ts


/** What the tracking comment knows of the run: its events folded into steps and tool calls. */
/** Length of one tool call's summary in the checklist. */
const MAX_CALL_SUMMARY_CHARS = 80;
/** A shell command's first line kept for the run's memory; longer ones are cut (after redaction). */
const MAX_KEPT_COMMAND_CHARS = 2_000;
function emptyProgress() {
    return { steps: [], commands: [] };
}
function stepOf(steps, step) {
    const existing = steps.find((s) => s.step === step);
    if (existing) {
        const record = { ...existing, calls: [...existing.calls], notes: [...existing.notes] };
        return { steps: steps.map((s) => (s === existing ? record : s)), record };
    }
    const record = { step, calls: [], answered: false, notes: [] };
    return { steps: [...steps, record], record };
}
/** Folds one event into the progress. Returns a new value; the input is not changed. */
function reduceProgress(progress, event) {
    switch (event.type) {
        case "run_started":
            return { ...progress, maxSteps: event.maxSteps, task: event.task };
        case "step_started": {
            const { steps } = stepOf(progress.steps, event.step);
            return { ...progress, steps, maxSteps: event.maxSteps };
        }
        case "model_response": {
            const { steps, record } = stepOf(progress.steps, event.step);
            record.answered = !event.message.content.some((part) => part.type === "tool_call");
            return { ...progress, steps };
        }
        case "tool_started": {
            const { steps, record } = stepOf(progress.steps, event.step);
            record.calls.push({
                summary: summariseToolCall(event.call.name, event.call.arguments),
                done: false,
                isError: false,
            });
            const command = event.call.name === "bash" ? firstLineOfCommand(event.call.arguments) : undefined;
            if (command === undefined)
                return { ...progress, steps };
            return { ...progress, steps, commands: [...progress.commands, command].slice(-MEMORY_LIMITS.commands) };
        }
        case "tool_finished": {
            const { steps, record } = stepOf(progress.steps, event.step);
            const summary = summariseToolCall(event.call.name, event.call.arguments);
            const index = record.calls.findIndex((c) => c.summary === summary && !c.done);
            const finished = { summary, done: true, isError: event.isError };
            if (index >= 0)
                record.calls[index] = finished;
            else
                record.calls.push(finished);
            return { ...progress, steps };
        }
        case "compaction": {
            const { steps, record } = stepOf(progress.steps, event.step);
            record.notes.push("context compacted");
            return { ...progress, steps };
        }
        case "retry": {
            const { steps, record } = stepOf(progress.steps, event.step);
            if (!record.notes.includes("model request retried"))
                record.notes.push("model request retried");
            return { ...progress, steps };
        }
        case "run_finished":
            return {
                ...progress,
                finished: {
                    conclusion: event.conclusion,
                    response: event.response,
                    steps: event.steps,
                    inputTokens: event.usage.inputTokens,
                    outputTokens: event.usage.outputTokens,
                    ...(event.cost !== undefined ? { cost: event.cost } : {}),
                    ...(event.maxCost !== undefined ? { maxCost: event.maxCost } : {}),
                },
            };
        case "published":
            // The final body is written from this event by `TrackingComment`, not folded into progress.
            return progress;
        case "mcp_server":
            // A server that failed is one of the run's notices, said once in the final body.
            return progress;
    }
}
function stringArg(args, name) {
    const value = args[name];
    return typeof value === "string" && value.trim() ? value : undefined;
}
function firstLineOfCommand(args) {
    const line = stringArg(args, "command")?.trim().split("\n")[0]?.trim();
    return line ? (0,clip/* clip */.$Q)(line, MAX_KEPT_COMMAND_CHARS) : undefined;
}
/** A tool call in a few words: `read_file src/a.ts`, `bash npm test`, `grep TODO in src`. */
function summariseToolCall(name, args) {
    const path = stringArg(args, "path");
    let detail;
    switch (name) {
        case "bash":
            detail = stringArg(args, "command")?.split("\n")[0];
            break;
        case "grep":
        case "glob": {
            const pattern = stringArg(args, "pattern");
            detail = pattern && path ? `${pattern} in ${path}` : pattern;
            break;
        }
        default:
            detail = path ?? Object.values(args).find((v) => typeof v === "string");
    }
    return (0,clip/* clipLine */.DX)(detail ? `${name} ${detail}` : name, MAX_CALL_SUMMARY_CHARS);
}

;// CONCATENATED MODULE: ./src/github/comment/progress-body.ts




/** The body while the run goes, shortened to fit by showing fewer of its steps. */
const WORKING_HEADING = "### 🤖 Repo Agent is working on it…";
function assembleProgress(progress, context, limit) {
    const last = progress.steps.at(-1);
    const where = last && progress.maxSteps ? `_Step ${last.step} of at most ${progress.maxSteps}._` : "";
    const checklist = defuseMemoryBlocks(renderChecklist(progress, context.redact, limit));
    return [TRACKING_MARKER, WORKING_HEADING, checklist, where, jobLink(context)].filter(Boolean).join("\n\n");
}
/** The body while the run goes: a heading, the checklist, the job link. */
function renderProgressBody(progress, context) {
    const max = context.maxChars ?? MAX_COMMENT_CHARS;
    for (const limit of [undefined, 20, 5, 0]) {
        const body = assembleProgress(progress, context, limit);
        if (body.length <= max)
            return body;
    }
    return cutText(assembleProgress(progress, context, 0), max, `_See the [job log](${context.runUrl})._`);
}

;// CONCATENATED MODULE: ./src/github/comment/tracking-comment.ts






/** The least time between two progress updates of the comment. */
const DEFAULT_UPDATE_INTERVAL_MS = 3_000;
/**
 * The tracking comment's place for a trigger: a review comment is answered in its thread, an
 * issue, a conversation comment or a review (which has no thread of its own) in the
 * conversation. Dispatch and schedule runs have no conversation, hence no comment.
 */
function trackingTargetFor(trigger) {
    switch (trigger.kind) {
        case "review_comment":
            return {
                kind: "review_thread",
                repo: trigger.repo,
                pullNumber: trigger.number,
                replyTo: trigger.commentId,
            };
        case "issue":
        case "issue_comment":
        case "review":
        case "pull_request":
            return { kind: "issue", repo: trigger.repo, number: trigger.number };
        case "workflow_run":
            // A CI repair answers in the failing branch's pull request, when it has one.
            return trigger.number === undefined
                ? undefined
                : { kind: "issue", repo: trigger.repo, number: trigger.number };
        default:
            return undefined;
    }
}
/** The fields of a written comment this module reads back. */
const writtenComment = type/* Type */.ZU.Object({
    id: type/* Type */.ZU.Integer(),
    html_url: type/* Type */.ZU.String(),
    user: type/* Type */.ZU.Optional(type/* Type */.ZU.Union([type/* Type */.ZU.Object({ login: type/* Type */.ZU.String() }), type/* Type */.ZU.Null()])),
});
/**
 * One comment that follows the run: created by `start()` with a link to the job run, updated in
 * place from the event stream (at most one update per interval, pending changes coalesced,
 * never two requests at once), and rewritten by `finish()` with the outcome. If someone deletes
 * it meanwhile, the next write creates a new one. Every body passes through the redactor.
 *
 * As an `Observer` it never throws. The final body is written by `finish()`, which the run's
 * report calls before anything else learns the outcome (a final body that cannot be written
 * changes the outcome); `close()` only lets a request in flight land.
 */
class TrackingComment {
    options;
    progress = emptyProgress();
    commentId;
    commentUrl;
    author;
    inFlight;
    timer;
    dirty = false;
    lastWriteAt = 0;
    finished = false;
    lastError;
    context;
    interval;
    warn;
    constructor(options) {
        this.options = options;
        const { owner, repo } = options.target.repo;
        const server = options.serverUrl.replace(/\/+$/, "");
        this.context = {
            runUrl: `${server}/${owner}/${repo}/actions/runs/${options.runId}`,
            repoUrl: `${server}/${owner}/${repo}`,
            redact: options.redact,
            publishable: options.publishable,
            maxChars: options.maxChars,
        };
        this.interval = options.minIntervalMs ?? DEFAULT_UPDATE_INTERVAL_MS;
        this.warn = options.warn ?? (() => { });
    }
    /** The comment's address once it exists (the `comment-url` output). */
    get url() {
        return this.commentUrl;
    }
    /** Creates the comment. A failure is returned, never thrown; `finish()` then tries to create it again. */
    async start() {
        // With nothing in flight the POST is sent within this call, ahead of whatever the caller
        // starts next (the run's reads): every queue on the way serves it first.
        if (this.inFlight)
            await this.settle();
        if (this.commentId === undefined) {
            await this.track(this.write(renderProgressBody(this.progress, this.context)));
        }
        if (this.dirty)
            this.schedule();
        return this.result();
    }
    onEvent(event) {
        this.progress = reduceProgress(this.progress, event);
        if (!this.finished)
            this.schedule();
    }
    /**
     * Writes the final body: the response (or what stopped the run), links to the pull request or
     * branch, steps and tokens, and a patch when given, with the run's memory hidden at the top
     * for a later run on the thread (the task, the answer, `details.files`, the shell commands run,
     * where the work went). Details left out come from the run's `run_finished` event. Creates the
     * comment if it does not exist yet.
     */
    async finish(details = {}) {
        this.finished = true;
        this.clearTimer();
        await this.settle();
        const written = await this.track(this.write(renderFinalBody(this.progress, details, this.context)));
        return written ? this.result() : (0,result/* fail */.f)(this.lastError ?? "the final comment could not be written");
    }
    async close() {
        this.clearTimer();
        await this.settle();
    }
    result() {
        if (this.commentId !== undefined && this.commentUrl)
            return (0,result.ok)({
                url: this.commentUrl,
                id: this.commentId,
                ...(this.author ? { author: this.author } : {}),
            });
        return (0,result/* fail */.f)(this.lastError ?? "the tracking comment could not be written");
    }
    clearTimer() {
        if (this.timer)
            clearTimeout(this.timer);
        this.timer = undefined;
    }
    async settle() {
        while (this.inFlight)
            await this.inFlight;
    }
    schedule() {
        this.dirty = true;
        if (this.timer || this.inFlight || this.commentId === undefined || this.finished)
            return;
        const wait = Math.max(0, this.lastWriteAt + this.interval - Date.now());
        this.timer = setTimeout(() => {
            this.timer = undefined;
            void this.flush();
        }, wait);
        // A pending update must not keep the process alive on its own; `finish` writes the last word.
        this.timer.unref();
    }
    async flush() {
        if (!this.dirty || this.finished || this.inFlight)
            return;
        this.dirty = false;
        await this.track(this.write(renderProgressBody(this.progress, this.context)));
        if (this.dirty && !this.finished)
            this.schedule();
    }
    track(write) {
        const done = write.finally(() => {
            this.inFlight = undefined;
            this.lastWriteAt = Date.now();
        });
        this.inFlight = done.then(() => undefined);
        return done;
    }
    /** Updates the comment, or creates it when there is none or it was deleted. Never throws; false on failure. */
    async write(text) {
        // The renderers redact what they take from the run; this pass covers everything else.
        const body = this.options.redact(text);
        if (this.commentId !== undefined) {
            const updated = await this.update(this.commentId, body);
            if (updated.ok)
                return true;
            if (updated.status !== 404)
                return this.failed(updated.error);
            this.warn("The tracking comment was deleted; writing a new one.");
        }
        const created = await this.create(body);
        if (!created.ok)
            return this.failed(created.error);
        this.commentId = created.value.id;
        this.commentUrl = created.value.html_url;
        // Who the token posts as: the one identity whose earlier words the run may trust as its own.
        this.author = created.value.user?.login ?? this.author;
        return true;
    }
    failed(problem) {
        this.lastError = this.options.redact(`Could not write the tracking comment: ${problem}`);
        this.warn(this.lastError);
        return false;
    }
    create(body) {
        return createComment(this.options.client, this.options.target, body);
    }
    update(id, body) {
        return updateComment(this.options.client, this.options.target, id, body);
    }
}
/**
 * Posts a new comment at `target`: in an issue or pull request conversation, or as a reply in a
 * review thread. Never throws; a failure comes back as data.
 */
function createComment(client, target, body) {
    const { owner, repo } = target.repo;
    return target.kind === "issue"
        ? (0,github_client.requestAs)(client, "POST /repos/{owner}/{repo}/issues/{issue_number}/comments", { owner, repo, issue_number: target.number, body }, writtenComment)
        : (0,github_client.requestAs)(client, "POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies", { owner, repo, pull_number: target.pullNumber, comment_id: target.replyTo, body }, writtenComment);
}
/**
 * Rewrites comment `id` at `target` (an issue or pull request conversation comment, or a reply in
 * a review thread: each has its own route). Never throws; a failure comes back as data.
 */
function updateComment(client, target, id, body) {
    const { owner, repo } = target.repo;
    const route = target.kind === "issue"
        ? "PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}"
        : "PATCH /repos/{owner}/{repo}/pulls/comments/{comment_id}";
    return (0,github_client.requestAs)(client, route, { owner, repo, comment_id: id, body }, type/* Type */.ZU.Unknown());
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
