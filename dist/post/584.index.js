export const id = 584;
export const ids = [584];
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


/***/ })

};
