export const id = 584;
export const ids = [584];
export const modules = {

/***/ 6584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createGitHubClient: () => (/* binding */ createGitHubClient)
/* harmony export */ });
/* unused harmony exports PRODUCTION_TIMING, FAST_TIMING, MAX_SERVER_ERROR_RETRIES, MAX_RATE_LIMIT_RETRIES, MAX_RATE_LIMIT_WAIT_SECONDS */
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1758);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6856);



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


/***/ })

};
