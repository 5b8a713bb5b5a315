export const id = 584;
export const ids = [584];
export const modules = {

/***/ 6584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FAST_TIMING: () => (/* binding */ FAST_TIMING),
/* harmony export */   MAX_RATE_LIMIT_RETRIES: () => (/* binding */ MAX_RATE_LIMIT_RETRIES),
/* harmony export */   MAX_RATE_LIMIT_WAIT_SECONDS: () => (/* binding */ MAX_RATE_LIMIT_WAIT_SECONDS),
/* harmony export */   MAX_SERVER_ERROR_RETRIES: () => (/* binding */ MAX_SERVER_ERROR_RETRIES),
/* harmony export */   PRODUCTION_TIMING: () => (/* binding */ PRODUCTION_TIMING),
/* harmony export */   createGitHubClient: () => (/* binding */ createGitHubClient),
/* harmony export */   describeRequestError: () => (/* binding */ describeRequestError),
/* harmony export */   requestAs: () => (/* binding */ requestAs),
/* harmony export */   responseStatus: () => (/* binding */ responseStatus)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1758);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6856);
/* harmony import */ var _sinclair_typebox_value__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8796);




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
 * A throttling group that never waits. The throttling plugin keeps process-wide queues that
 * space writes one to three seconds apart; passing these in place of its own queues keeps its
 * rate-limit retries while dropping the spacing. Only the `key(...).schedule(...)` surface is used.
 */
const UNPACED_GROUP = {
    key: () => ({
        schedule: (...args) => {
            const [first, ...rest] = args;
            const [job, ...jobArgs] = typeof first === "function" ? [first, ...rest] : rest;
            return job(...jobArgs);
        },
    }),
};
/**
 * Creates the client: `@actions/github`'s Octokit (REST methods and pagination) plus the retry
 * plugin (5xx and network errors) and the throttling plugin (primary and secondary rate limits,
 * retried after the wait GitHub advises, at most `MAX_RATE_LIMIT_RETRIES` times and never for
 * longer than `MAX_RATE_LIMIT_WAIT_SECONDS`). Requests that cannot succeed later (400, 401,
 * 403 without a rate limit, 404, 422) fail at once with Octokit's `RequestError`.
 */
function createGitHubClient(options) {
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
    const pacing = timing.paceWrites
        ? {}
        : // The plugin types these as Bottleneck groups; the stand-in implements the one call it makes.
            { write: UNPACED_GROUP, notifications: UNPACED_GROUP, search: UNPACED_GROUP };
    return (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(options.token, {
        baseUrl: options.baseUrl.replace(/\/+$/, ""),
        log: { debug: () => { }, info: () => { }, warn, error: warn },
        retry: { retries: MAX_SERVER_ERROR_RETRIES, retryAfterBaseValue: timing.retryBaseMs },
        throttle: {
            ...pacing,
            retryAfterBaseValue: timing.rateLimitBaseMs,
            onRateLimit: onLimit("primary"),
            onSecondaryRateLimit: onLimit("secondary"),
        },
    }, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_1__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_2__/* .throttling */ .A);
}
/**
 * Sends `route` (a read or a write) and checks the response body against `schema`, which names
 * only the fields the caller reads (`Type.Unknown()` when it reads none). Never throws: a failed
 * request or an unexpected body comes back as `{ ok: false, problem, status }`.
 */
async function requestAs(client, route, params, schema) {
    try {
        const { data } = await client.request(route, params);
        const mismatch = _sinclair_typebox_value__WEBPACK_IMPORTED_MODULE_3__/* .Errors */ .I(schema, data).First();
        if (mismatch) {
            return {
                ok: false,
                problem: `unexpected response to ${route}: ${mismatch.path || "/"}: ${mismatch.message}`,
            };
        }
        return { ok: true, data: data };
    }
    catch (error) {
        const status = responseStatus(error);
        return { ok: false, problem: describeRequestError(error), ...(status ? { status } : {}) };
    }
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
