export const id = 723;
export const ids = [723];
export const modules = {

/***/ 5624:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ sniffImageType),
/* harmony export */   x: () => (/* binding */ IMAGE_MEDIA_TYPES)
/* harmony export */ });
/**
 * The image formats every supported model API accepts (Anthropic's list; OpenAI takes the same
 * four), and how an image's type is told: from its bytes, never from what a sender claims.
 */
const IMAGE_MEDIA_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];
/** The image type of `bytes`, read from their first bytes; undefined when they are none of the four. */
function sniffImageType(bytes) {
    const startsWith = (signature, at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
    if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
        return "image/png";
    if (startsWith([0xff, 0xd8, 0xff]))
        return "image/jpeg";
    if (startsWith(ascii("GIF87a")) || startsWith(ascii("GIF89a")))
        return "image/gif";
    if (startsWith(ascii("RIFF")) && startsWith(ascii("WEBP"), 8))
        return "image/webp";
    return undefined;
}
function ascii(text) {
    return [...text].map((character) => character.charCodeAt(0));
}


/***/ }),

/***/ 9723:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  McpServers: () => (/* binding */ McpServers)
});

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/index.js + 31 modules
var client = __webpack_require__(63);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/sse.js + 1 modules
var client_sse = __webpack_require__(53);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/streamableHttp.js + 2 modules
var streamableHttp = __webpack_require__(3491);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js + 1 modules
var types = __webpack_require__(330);
// EXTERNAL MODULE: ./src/base/result.ts
var base_result = __webpack_require__(512);
// EXTERNAL MODULE: ./src/text/clip.ts
var clip = __webpack_require__(9893);
// EXTERNAL MODULE: ./src/text/redact.ts
var redact = __webpack_require__(3326);
// EXTERNAL MODULE: ./src/text/sanitize.ts
var sanitize = __webpack_require__(4212);
;// CONCATENATED MODULE: ./src/tools/mcp/http-fetch.ts
/** Longest line a remote server may send: one JSON answer, or one line of an event stream. */
const MAX_HTTP_LINE_BYTES = 16 * 1024 * 1024;
const NEWLINE = 0x0a;
/**
 * The fetch every remote transport uses. Redirects are refused, so a header never follows one to
 * another host; and a response body is cut off with an error once one line of it (a JSON answer
 * has one, an event stream one per field) passes `MAX_HTTP_LINE_BYTES`, so a server cannot fill
 * the action's memory with one endless message.
 */
const boundedFetch = async (url, init) => {
    const response = await fetch(url, { ...init, redirect: "error" });
    if (!response.body)
        return response;
    return new Response(response.body.pipeThrough(lineBound(MAX_HTTP_LINE_BYTES)), {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
    });
};
/** Passes bytes on while no line (bytes between newlines, across chunks) is longer than `maxBytes`. */
function lineBound(maxBytes) {
    let carried = 0;
    return new TransformStream({
        transform(chunk, controller) {
            let longest = 0;
            let start = 0;
            for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, at + 1)) {
                longest = Math.max(longest, (start === 0 ? carried : 0) + at - start);
                start = at + 1;
            }
            carried = (start === 0 ? carried : 0) + chunk.length - start;
            if (Math.max(longest, carried) > maxBytes) {
                controller.error(new Error(`the server sent a message over ${maxBytes / 1024 / 1024} MB`));
                return;
            }
            controller.enqueue(chunk);
        },
    });
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/shared/stdio.js
var stdio = __webpack_require__(6224);
// EXTERNAL MODULE: ./src/tools/process.ts
var process = __webpack_require__(8722);
;// CONCATENATED MODULE: ./src/tools/mcp/stdio-transport.ts



/** Longest message a server may send; a longer one is an error and ends the connection. */
const MAX_STDIO_MESSAGE_BYTES = 16 * 1024 * 1024;
/** Characters of the server's stderr kept, for the message that says why it failed. */
const STDERR_TAIL_CHARS = 2048;
/** `spec` started by this process, leading a process group of its own, with exactly `spec.env`. */
function spawnedHere(spec) {
    let pid;
    let stdin;
    return {
        start: (handlers) => new Promise((resolve, reject) => {
            const child = (0,external_node_child_process_.spawn)(spec.command, spec.args, {
                cwd: spec.cwd,
                env: spec.env,
                detached: true,
                stdio: ["pipe", "pipe", "pipe"],
                windowsHide: true,
            });
            stdin = child.stdin ?? undefined;
            child.once("spawn", () => {
                pid = child.pid;
                if (pid === undefined)
                    return;
                (0,process/* trackGroup */.Tq)(pid);
                resolve(pid);
            });
            child.once("error", (error) => {
                if (child.pid === undefined)
                    reject(error);
            });
            child.stdout?.on("data", (chunk) => handlers.stdout(chunk));
            child.stderr?.on("data", (chunk) => handlers.stderr(chunk.toString("utf8")));
            // A closed stdin (the server exited) surfaces as EPIPE on write; the exit says why.
            child.stdin?.on("error", () => { });
            child.once("exit", (code, signal) => {
                // Its last output may still be in the pipe: waited for, a bounded time.
                let told = false;
                const tell = () => {
                    if (told)
                        return;
                    told = true;
                    handlers.exit({ code, signal });
                };
                child.once("close", tell);
                setTimeout(tell, process/* DRAIN_AFTER_EXIT_MS */.UI).unref();
            });
        }),
        write: (data) => new Promise((resolve, reject) => {
            if (!stdin?.writable)
                return reject(new Error("the server's process is not running"));
            stdin.write(data, (error) => (error ? reject(error) : resolve()));
        }),
        async stop() {
            try {
                stdin?.end();
            }
            catch {
                // Already closed: the process is going or gone.
            }
            if (pid === undefined)
                return;
            await (0,process/* killGroup */.i0)(pid, process/* KILL_GRACE_MS */.fO);
            (0,process/* untrackGroup */.eY)(pid);
        },
    };
}
/**
 * `spec` started by the tool host, as its user (the sandbox user), with the commands'
 * environment and `spec.env` over it (see host-spawn.ts); the host stops its group.
 */
function relayedBy(relay, spec) {
    const program = relay.start({ command: spec.command, args: spec.args, env: spec.env });
    return {
        async start(handlers) {
            program.onStdout = (chunk) => handlers.stdout(chunk);
            void program.ended.then((end) => {
                handlers.stderr(end.error ? `${end.stderr}\n${end.error}` : end.stderr);
                handlers.exit({ code: end.code, signal: end.signal ?? null });
            });
            const started = await program.started;
            if (!started.ok)
                throw new Error(started.error);
            return started.value;
        },
        async write(data) {
            program.write(data);
        },
        async stop() {
            program.kill();
            await program.ended;
        },
    };
}
/**
 * The SDK's `Transport` over a server's process, framed by the SDK's own `ReadBuffer` and
 * `serializeMessage`. Unlike the SDK's `StdioClientTransport`, the process gets only the
 * environment given, and leads a process group of its own, so `close()` stops whatever it
 * started as well.
 */
class StdioProcessTransport {
    process;
    onclose;
    onerror;
    onmessage;
    started = false;
    processId;
    // The bound is kept here (`receive`); the buffer's own, a little larger, never fires first.
    readBuffer = new stdio/* ReadBuffer */.pt({ maxBufferSize: MAX_STDIO_MESSAGE_BYTES + 1024 * 1024 });
    /** Chunks of a line not yet ended, held back so a long line is joined once, not once per chunk. */
    pending = [];
    /** Bytes of the line under way: held back, and left in the read buffer after its last newline. */
    lineBytes = 0;
    tail = "";
    ended;
    closing;
    closeReported = false;
    stoppedBecause;
    constructor(process) {
        this.process = process;
    }
    /** The process's id (and its group's), once started. */
    get pid() {
        return this.processId;
    }
    /** The last characters the process wrote to stderr, as written. */
    get stderrTail() {
        return this.tail;
    }
    /** Why this side stopped the server (it broke the protocol's bounds); undefined otherwise. */
    get problem() {
        return this.stoppedBecause;
    }
    /** How the process ended; undefined while it runs (or when it never started). */
    get exit() {
        return this.ended;
    }
    async start() {
        if (this.started)
            throw new Error("the transport was already started");
        this.started = true;
        this.processId = await this.process.start({
            stdout: (chunk) => this.receive(chunk),
            stderr: (text) => {
                this.tail = (this.tail + text).slice(-STDERR_TAIL_CHARS);
            },
            exit: (exit) => {
                this.ended = exit;
                void this.close();
            },
        });
    }
    send(message) {
        if (this.processId === undefined || this.ended || this.closing)
            return Promise.reject(new Error("the server's process is not running"));
        return this.process.write((0,stdio/* serializeMessage */.Ex)(message));
    }
    /** Ends stdin, then stops the whole process group (SIGTERM, SIGKILL after the grace). Never throws. */
    close() {
        this.closing ??= this.stop();
        return this.closing;
    }
    async stop() {
        await this.process.stop();
        this.readBuffer.clear();
        this.reportClose();
    }
    receive(chunk) {
        if (this.closing)
            return;
        const before = this.lineBytes;
        const first = chunk.indexOf(0x0a);
        const newline = chunk.lastIndexOf(0x0a);
        this.lineBytes = newline === -1 ? before + chunk.length : chunk.length - newline - 1;
        // A chunk is small (a pipe's read): only the line it ends and the one it starts can be long.
        if (this.lineBytes > MAX_STDIO_MESSAGE_BYTES ||
            (first !== -1 && before + first > MAX_STDIO_MESSAGE_BYTES)) {
            this.stoppedBecause = `it sent a message over ${MAX_STDIO_MESSAGE_BYTES / 1024 / 1024} MB`;
            this.onerror?.(new Error(this.stoppedBecause));
            this.pending = [];
            void this.close();
            return;
        }
        if (newline === -1) {
            this.pending.push(chunk);
            return;
        }
        const joined = this.pending.length > 0 ? Buffer.concat([...this.pending, chunk]) : chunk;
        this.pending = [];
        try {
            this.readBuffer.append(joined);
        }
        catch (error) {
            this.onerror?.(error);
            void this.close();
            return;
        }
        for (;;) {
            let message;
            try {
                message = this.readBuffer.readMessage();
            }
            catch (error) {
                // One bad line (not JSON, not JSON-RPC) is skipped; the next may be fine.
                this.onerror?.(new Error(`the server wrote a line that is not a JSON-RPC message: ${String(error)}`));
                continue;
            }
            if (message === null)
                return;
            this.onmessage?.(message);
        }
    }
    reportClose() {
        if (this.closeReported)
            return;
        this.closeReported = true;
        this.onclose?.();
    }
}

;// CONCATENATED MODULE: ./src/tools/mcp/connect.ts










/** How long a server has to answer `initialize` and list its tools. */
const MCP_START_TIMEOUT_MS = 60_000;
/** Most tools taken from one server; the rest are left out. */
const MAX_MCP_TOOLS = 1000;
/** Most pages of `tools/list` followed, so a server cannot hand out cursors forever. */
const MAX_TOOL_PAGES = 100;
/** Header or env values shorter than this are not searched for in messages (they would match words). */
const MIN_HIDDEN_VALUE_CHARS = 4;
/**
 * A connected server: its listed tools, and calls to them. Once the connection is gone (the
 * process exited, the stream ended), `closedReason` says why and every call fails at once.
 */
class McpConnection {
    config;
    transport;
    tools;
    moreTools;
    client;
    stdio;
    redact;
    closedBecause;
    constructor(config, transport, 
    /** The tools as listed, at most `MAX_MCP_TOOLS`. */
    tools, 
    /** True when the server listed more than `MAX_MCP_TOOLS`. */
    moreTools, client, stdio, 
    /** Hides the configuration's header and env values in a message. */
    redact) {
        this.config = config;
        this.transport = transport;
        this.tools = tools;
        this.moreTools = moreTools;
        this.client = client;
        this.stdio = stdio;
        this.redact = redact;
        client.onclose = () => {
            this.closedBecause ??= describeEnd(config, stdio);
        };
        if (stdio?.exit)
            this.closedBecause = describeEnd(config, stdio);
    }
    /** The local server's process (and process group) id. */
    get pid() {
        return this.stdio?.pid;
    }
    /** Why the connection is gone; undefined while it is up. */
    get closedReason() {
        return this.closedBecause;
    }
    /** Calls `name`, bounded by the server's timeout and `signal`. Never throws. */
    async callTool(name, args, signal) {
        if (this.closedBecause)
            return (0,base_result/* fail */.f)(this.closedBecause, { failure: "closed" });
        if (signal.aborted)
            return (0,base_result/* fail */.f)("cancelled", { failure: "cancelled" });
        try {
            const result = await this.client.callTool({ name, arguments: args }, undefined, {
                signal,
                timeout: this.config.timeoutMs,
            });
            return (0,base_result.ok)(result);
        }
        catch (error) {
            if (signal.aborted)
                return (0,base_result/* fail */.f)("cancelled", { failure: "cancelled" });
            // The SDK reports its own timeout as an McpError with code -32001 (RequestTimeout).
            if (error.code === -32001)
                return (0,base_result/* fail */.f)("timed out", { failure: "timeout" });
            if (this.closedBecause)
                return (0,base_result/* fail */.f)(this.closedBecause, { failure: "closed" });
            return (0,base_result/* fail */.f)(this.describe(error), { failure: "failed" });
        }
    }
    /** Closes the client and stops a local server's process group. Idempotent; never throws. */
    async close() {
        this.closedBecause ??= `MCP server "${this.config.name}" was shut down`;
        await this.client.close().catch(() => { });
        await this.stdio?.close();
    }
    /** An error's message on one line, sanitised, bounded and with no header or env value in it. */
    describe(error) {
        return describeError(error, this.redact);
    }
}
/** What a server's end looks like in a message: the exit code or signal and stderr's last line. */
function describeEnd(config, stdio) {
    const exit = stdio?.exit;
    if (stdio?.problem)
        return `MCP server "${config.name}" was stopped: ${stdio.problem}`;
    if (!stdio || !exit)
        return `the connection to MCP server "${config.name}" closed`;
    const how = exit.signal ? `was stopped by ${exit.signal}` : `exited with code ${exit.code}`;
    const line = lastLine(stdio.stderrTail);
    return `MCP server "${config.name}" ${how}${line ? ` (stderr: ${JSON.stringify(line)})` : ""}`;
}
function lastLine(text) {
    const lines = (0,sanitize/* stripInvisible */._0)(text)
        .split("\n")
        .map((line) => line.trim())
        // Node ends every uncaught error with its version, which says nothing of the failure.
        .filter((line) => line !== "" && !/^Node\.js v\d+\.\d+\.\d+$/.test(line));
    return (0,clip/* clipLine */.DX)(lines.at(-1) ?? "", 300);
}
function describeError(error, redact) {
    const message = error instanceof Error ? error.message : String(error);
    return (0,clip/* clipLine */.DX)(redact((0,sanitize/* stripInvisible */._0)(message)), 400);
}
/** Hides every header and env value of `config` (and its long words) in a text. */
function redactorFor(config) {
    const values = Object.values(config.kind === "stdio" ? config.env : config.headers);
    const hidden = new Set();
    for (const value of values) {
        if (value.length >= MIN_HIDDEN_VALUE_CHARS)
            hidden.add(value);
        // `Bearer <token>`: the token alone may be echoed too.
        for (const word of value.split(/\s+/))
            if (word.length >= 8)
                hidden.add(word);
    }
    const byLength = [...hidden].sort((a, b) => b.length - a.length);
    const known = (0,redact/* createRedactor */.lY)(values);
    return (text) => known(byLength.reduce((out, value) => out.replaceAll(value, redact/* REDACTED */.XF), text));
}
/**
 * A server's output schema is not checked: its results are untrusted data either way, and a
 * hostile schema that fails to compile would fail the whole listing.
 */
const noOutputValidation = {
    getValidator: () => (input) => ({ valid: true, data: input, errorMessage: undefined }),
};
function newClient() {
    return new client/* Client */.K({ name: "repo-agent", version: "1.0.0" }, { capabilities: {}, jsonSchemaValidator: noOutputValidation });
}
/**
 * Connects one server and lists its tools within `startTimeoutMs`. On failure (a timeout, a
 * process that exits, a refused connection) everything started is closed, a local server's
 * process group killed, and the error names the server and why. Never throws.
 */
async function connectMcpServer(config, options) {
    const timeoutMs = options.startTimeoutMs ?? MCP_START_TIMEOUT_MS;
    const attempt = { stage: "initialize" };
    const redact = redactorFor(config);
    let timer;
    let stopped;
    const timedOut = new Promise((resolve) => {
        timer = setTimeout(() => resolve("timeout"), timeoutMs);
        stopped = () => resolve("stopped");
        if (options.signal?.aborted)
            stopped();
        options.signal?.addEventListener("abort", stopped, { once: true });
    });
    const work = connect_open(config, options, attempt, timeoutMs, redact).catch((error) => (0,base_result/* fail */.f)(failureMessage(config, attempt, error, redact)));
    const outcome = await Promise.race([work, timedOut]);
    clearTimeout(timer);
    if (stopped)
        options.signal?.removeEventListener("abort", stopped);
    if (outcome !== "timeout" && outcome !== "stopped") {
        if (!outcome.ok)
            await closeAttempt(attempt);
        return outcome;
    }
    await closeAttempt(attempt);
    // Should the attempt still succeed after the bound, what it opened is closed at once.
    void work.then((late) => (late.ok ? late.value.close() : undefined));
    if (outcome === "stopped")
        return (0,base_result/* fail */.f)(`MCP server "${config.name}" was shut down while it was starting`);
    const what = attempt.stage === "initialize" ? "answer initialize" : "list its tools";
    return (0,base_result/* fail */.f)(`MCP server "${config.name}" did not ${what} within ${seconds(timeoutMs)}`);
}
async function closeAttempt(attempt) {
    await attempt.client?.close().catch(() => { });
    await attempt.stdio?.close();
}
async function connect_open(config, options, attempt, timeoutMs, redact) {
    let kind = config.kind;
    if (config.kind === "stdio") {
        const { command, args } = config;
        attempt.stdio = new StdioProcessTransport(options.programs
            ? relayedBy(options.programs, { command, args, env: config.env })
            : spawnedHere({ command, args, env: { ...options.env, ...config.env }, cwd: options.cwd }));
        attempt.client = newClient();
        await attempt.client.connect(attempt.stdio, { timeout: timeoutMs });
    }
    else {
        kind = await openRemote(config, attempt, timeoutMs, redact);
    }
    const client = attempt.client;
    attempt.stage = "tools/list";
    const { tools, more } = await listTools(client, timeoutMs);
    return (0,base_result.ok)(new McpConnection(config, kind, tools, more, client, attempt.stdio, redact));
}
/**
 * Streamable HTTP first; when the server refuses it with a 4xx (an SSE-only server answers the
 * POST with 404 or 405), the older SSE transport, as the SDK's documentation describes.
 */
async function openRemote(config, attempt, timeoutMs, redact) {
    const url = new URL(config.url);
    const requestInit = { headers: { ...config.headers }, redirect: "error" };
    let refused = "";
    if (config.kind === "http") {
        attempt.client = newClient();
        const transport = new streamableHttp/* StreamableHTTPClientTransport */.j(url, {
            requestInit,
            fetch: boundedFetch,
            redirectPolicy: "follow",
        });
        try {
            await attempt.client.connect(transport, { timeout: timeoutMs });
            return "http";
        }
        catch (error) {
            const status = error instanceof streamableHttp/* StreamableHTTPError */.b ? (error.code ?? 0) : 0;
            if (status < 400 || status >= 500)
                throw error;
            refused = `streamable HTTP was refused with HTTP ${status}; `;
            await attempt.client.close().catch(() => { });
        }
    }
    attempt.client = newClient();
    const sse = new client_sse/* SSEClientTransport */.A(url, {
        requestInit,
        fetch: boundedFetch,
        redirectPolicy: "follow",
    });
    try {
        await attempt.client.connect(sse, { timeout: timeoutMs });
    }
    catch (error) {
        throw new Error(`${refused}SSE: ${describeError(error, redact)}`);
    }
    return "sse";
}
async function listTools(client, timeoutMs) {
    if (!client.getServerCapabilities()?.tools)
        return { tools: [], more: false };
    const tools = [];
    let cursor;
    for (let page = 0; page < MAX_TOOL_PAGES; page++) {
        const listed = await client.request({ method: "tools/list", ...(cursor === undefined ? {} : { params: { cursor } }) }, types/* ResultSchema */.Jh, { timeout: timeoutMs });
        if (!Array.isArray(listed.tools))
            throw new Error("its answer to tools/list holds no list of tools");
        for (const tool of listed.tools)
            tools.push(isRecord(tool) ? tool : { name: String(tool) });
        cursor = typeof listed.nextCursor === "string" ? listed.nextCursor : undefined;
        if (cursor === undefined || tools.length >= MAX_MCP_TOOLS)
            break;
    }
    return { tools: tools.slice(0, MAX_MCP_TOOLS), more: tools.length > MAX_MCP_TOOLS || cursor !== undefined };
}
function isRecord(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
function failureMessage(config, attempt, error, redact) {
    const stdio = attempt.stdio;
    if (stdio?.exit || stdio?.problem)
        return `${describeEnd(config, stdio)} before it ${attempt.stage === "initialize" ? "answered initialize" : "listed its tools"}`;
    if (stdio && stdio.pid === undefined)
        return `MCP server "${config.name}" could not be started: ${describeError(error, redact)}`;
    const during = attempt.stage === "initialize" ? "connecting" : "listing its tools";
    return `MCP server "${config.name}" failed while ${during}: ${describeError(error, redact)}`;
}
/** `120 s`, `0.5 s`. */
function seconds(ms) {
    return `${Number((ms / 1000).toFixed(3))} s`;
}

// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(2210);
var _2020_default = /*#__PURE__*/__webpack_require__.n(_2020);
// EXTERNAL MODULE: ./node_modules/ajv-formats/dist/index.js
var dist = __webpack_require__(2815);
var dist_default = /*#__PURE__*/__webpack_require__.n(dist);
// EXTERNAL MODULE: ./src/base/image-types.ts
var image_types = __webpack_require__(5624);
;// CONCATENATED MODULE: ./src/tools/mcp/results.ts



/**
 * An MCP server's tool result as the model gets it. The result is untrusted data: images are
 * taken only when their bytes are one of the four image types (the type read from the bytes,
 * never the one claimed), everything else becomes a short line of text, and the text is cleaned
 * of invisible and control characters and bounded.
 */
/** Most images kept from one result. */
const MAX_RESULT_IMAGES = 4;
/** Most decoded image bytes kept from one result, all images together. */
const MAX_RESULT_IMAGE_BYTES = 5 * 1024 * 1024;
/** Longest text of one result, in characters. */
const MAX_RESULT_CHARS = 1024 * 1024;
/** Longest URI or type shown in a placeholder. */
const MAX_LABEL_CHARS = 300;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** Converts a result. Never throws. */
function convertToolResult(result) {
    const texts = [];
    const images = [];
    const budget = { bytes: MAX_RESULT_IMAGE_BYTES };
    for (const part of Array.isArray(result.content) ? result.content : []) {
        texts.push(...partText(part, images, budget));
    }
    if (texts.length === 0 && images.length === 0 && result.structuredContent !== undefined)
        texts.push(structuredText(result.structuredContent));
    const joined = texts.join("\n");
    const content = (0,sanitize/* clipMarked */.pn)((0,sanitize/* stripInvisible */._0)(joined), MAX_RESULT_CHARS);
    return {
        content: content.trim() === "" && images.length === 0 ? "(no output)" : content,
        ...(result.isError === true ? { isError: true } : {}),
        ...(images.length > 0 ? { images } : {}),
    };
}
/** The text a part adds; an image it adds goes to `images`. */
function partText(part, images, budget) {
    switch (part.type) {
        case "text":
            return [String(part.text)];
        case "image": {
            const taken = takeImage(String(part.data), images, budget);
            if (taken.ok)
                return [];
            return [`[${label(part.mimeType)} image${taken.size} not shown: ${taken.why}]`];
        }
        case "audio":
            return [
                `[${label(part.mimeType)} audio${sizeOf(String(part.data))} not shown: audio is not passed on]`,
            ];
        case "resource": {
            const resource = part.resource;
            if ("text" in resource && typeof resource.text === "string")
                return [`[resource ${label(resource.uri)}]`, resource.text];
            const blob = "blob" in resource ? String(resource.blob) : "";
            return [`[resource ${label(resource.uri)}${sizeOf(blob)} not shown: binary content]`];
        }
        case "resource_link":
            return [`[resource link ${label(part.uri)}${part.name ? ` (${label(part.name)})` : ""}]`];
        default:
            return [`[a ${label(part.type)} part not shown]`];
    }
}
function takeImage(data, images, budget) {
    const size = sizeOf(data);
    const compact = data.replace(/\s+/g, "");
    if (compact.length % 4 !== 0 || !BASE64.test(compact))
        return { ok: false, why: "not valid base64", size: "" };
    if (images.length >= MAX_RESULT_IMAGES)
        return { ok: false, why: `only ${MAX_RESULT_IMAGES} images of one result are shown`, size };
    const bytes = Buffer.from(compact, "base64");
    if (bytes.length > budget.bytes)
        return {
            ok: false,
            why: `over the ${MAX_RESULT_IMAGE_BYTES / 1024 / 1024} MB of images one result may show`,
            size,
        };
    const mediaType = (0,image_types/* sniffImageType */.Q)(bytes);
    if (!mediaType)
        return { ok: false, why: `not a ${imageTypeNames()} image`, size };
    budget.bytes -= bytes.length;
    images.push({ mediaType, data: bytes.toString("base64") });
    return { ok: true };
}
/** "PNG, JPEG, GIF or WebP". */
function imageTypeNames() {
    const names = image_types/* IMAGE_MEDIA_TYPES */.x.map((type) => ({ png: "PNG", jpeg: "JPEG", gif: "GIF", webp: "WebP" })[type.slice(6)] ?? type);
    return `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}
/** ` of 2.1 KB`: the decoded size of base64 data, estimated from its length. */
function sizeOf(base64) {
    const bytes = Math.floor((base64.replace(/[\s=]/g, "").length * 3) / 4);
    if (bytes < 1024)
        return ` of ${bytes} bytes`;
    if (bytes < 1024 * 1024)
        return ` of ${(bytes / 1024).toFixed(1)} KB`;
    return ` of ${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
/** A server's type name or URI, safe on one line of a placeholder. */
function label(value) {
    const text = (0,sanitize/* stripInvisible */._0)(String(value ?? ""))
        .replace(/[\s[\]]+/g, " ")
        .trim();
    return (0,clip/* clip */.$Q)(text || "(unnamed)", MAX_LABEL_CHARS);
}
function structuredText(value) {
    try {
        return JSON.stringify(value, null, 2) ?? "";
    }
    catch {
        return "[structured content that is not JSON]";
    }
}

;// CONCATENATED MODULE: ./src/tools/mcp/mcp-tools.ts







/** The model APIs' rule for a tool's name. */
const MODEL_TOOL_NAME = /^[A-Za-z0-9_-]{1,64}$/;
/** Longest description shown to the model, before its prefix. */
const MAX_MCP_DESCRIPTION_CHARS = 2000;
/** Largest parameter schema, as JSON: it goes to the model with every request. */
const MAX_MCP_SCHEMA_CHARS = 32 * 1024;
/** Deepest nesting of a parameter schema. */
const MAX_MCP_SCHEMA_DEPTH = 32;
const MAX_REPORTED_PROBLEMS = 5;
function newAjv() {
    // CommonJS packages whose export is also `.default`: `.default.default` works under ESM and a bundle.
    const Ajv2020 = (_2020_default())["default"];
    // Unknown keywords and formats are ignored, as JSON Schema says; strict mode's extra checks are not the draft's.
    const ajv = new Ajv2020({ allErrors: true, strict: false, logger: false });
    dist_default()["default"](ajv);
    return ajv;
}
/**
 * The connection's listed tools as tools for the model, named `mcp__<server>__<tool>`, and those
 * left out with the reason: a name the model APIs refuse, one `allowed-tools` does not name, a
 * repeated name, an unusable schema. Never throws.
 */
async function adaptMcpTools(connection) {
    const { config } = connection;
    const ajv = newAjv();
    const tools = [];
    const leftOut = [];
    const seen = new Set();
    const allowed = config.allowedTools ? new Set(config.allowedTools) : undefined;
    for (const listed of connection.tools) {
        if (typeof listed.name !== "string") {
            leftOut.push({ tool: "(unnamed)", why: "its name is not a string" });
            continue;
        }
        const shown = shownName(String(listed.name));
        const why = reasonToLeaveOut(listed.name, config.name, allowed, seen);
        if (why) {
            leftOut.push({ tool: shown, why });
            continue;
        }
        seen.add(String(listed.name));
        const schema = checkSchema(listed.inputSchema, ajv);
        if (!schema.ok) {
            leftOut.push({ tool: shown, why: schema.why });
            continue;
        }
        const parsed = types/* ToolSchema */.Dn.safeParse(listed);
        if (!parsed.success) {
            const issue = parsed.error.issues[0];
            const where = issue?.path.join(".") || "(tool)";
            leftOut.push({
                tool: shown,
                why: `its listing does not fit MCP's tool shape (${(0,clip/* clip */.$Q)(`${where}: ${issue?.message}`, 200)})`,
            });
            continue;
        }
        tools.push(mcpTool(connection, parsed.data, schema.parameters, schema.validate));
    }
    for (const name of allowed ?? []) {
        if (!seen.has(name) && !connection.tools.some((t) => t.name === name))
            leftOut.push({ tool: shownName(name), why: "named in allowed-tools, but the server has no such tool" });
    }
    if (connection.moreTools)
        leftOut.push({
            tool: "(the rest)",
            why: `the server lists more than ${MAX_MCP_TOOLS} tools; only the first are taken`,
        });
    return { tools, leftOut };
}
/** A tool's name as it may be shown in a report: one line, visible characters, bounded. */
function shownName(name) {
    return (0,clip/* clip */.$Q)((0,sanitize/* sanitizeUntrusted */._2)(name, { maxChars: 200 }).replace(/\s+/g, " "), 80);
}
function reasonToLeaveOut(tool, server, allowed, seen) {
    if (allowed && !allowed.has(tool))
        return "not named in allowed-tools";
    const name = `mcp__${server}__${tool}`;
    if (!MODEL_TOOL_NAME.test(name)) {
        if (name.length > 64)
            return `its full name would be ${name.length} characters; a model accepts at most 64`;
        return "its name holds characters a model does not accept (only letters, digits, _ and -)";
    }
    if (seen.has(tool))
        return "the server lists another tool of the same name";
    return undefined;
}
/** The parameter schema as plain JSON (no `$schema`), when it is an object schema ajv compiles. */
function checkSchema(inputSchema, ajv) {
    let json;
    try {
        json = JSON.stringify(inputSchema);
    }
    catch {
        json = undefined;
    }
    if (json === undefined)
        return { ok: false, why: "its parameter schema is not JSON" };
    if (json.length > MAX_MCP_SCHEMA_CHARS)
        return {
            ok: false,
            why: `its parameter schema is ${json.length} characters of JSON; at most ${MAX_MCP_SCHEMA_CHARS} are taken`,
        };
    const parameters = JSON.parse(json);
    if (depth(parameters) > MAX_MCP_SCHEMA_DEPTH)
        return { ok: false, why: `its parameter schema nests deeper than ${MAX_MCP_SCHEMA_DEPTH} levels` };
    if (typeof parameters !== "object" || parameters === null || Array.isArray(parameters))
        return { ok: false, why: "its parameter schema is not an object" };
    const schema = parameters;
    if (schema.type !== "object")
        return { ok: false, why: 'its parameter schema is not of type "object"' };
    delete schema.$schema;
    try {
        return { ok: true, parameters: schema, validate: ajv.compile(schema) };
    }
    catch (error) {
        return {
            ok: false,
            why: `its parameter schema does not compile: ${(0,clip/* clip */.$Q)(String(error.message), 200)}`,
        };
    }
}
/** How deep `value` nests (a scalar is 0); stops counting past the bound. */
function depth(value, level = 0) {
    if (level > MAX_MCP_SCHEMA_DEPTH || typeof value !== "object" || value === null)
        return level;
    let deepest = level;
    for (const child of Object.values(value)) {
        deepest = Math.max(deepest, depth(child, level + 1));
        if (deepest > MAX_MCP_SCHEMA_DEPTH)
            break;
    }
    return deepest;
}
function mcpTool(connection, listed, parameters, validate) {
    const server = connection.config.name;
    const name = `mcp__${server}__${listed.name}`;
    const description = (0,sanitize/* sanitizeUntrusted */._2)(String(listed.description ?? ""), {
        maxChars: MAX_MCP_DESCRIPTION_CHARS,
    }).trim();
    return {
        name,
        description: `(MCP server "${server}") ${description || `the tool "${listed.name}"`}`,
        parameters,
        readOnly: listed.annotations?.readOnlyHint === true,
        validate: (args) => problemsOf(validate, args),
        execute: (args, { signal }) => callMcpTool(connection, listed.name, name, args, signal),
    };
}
function problemsOf(validate, args) {
    if (validate(args))
        return [];
    const lines = (validate.errors ?? []).slice(0, MAX_REPORTED_PROBLEMS).map((error) => {
        const field = error.instancePath === "" ? "(arguments)" : error.instancePath.slice(1).replaceAll("/", ".");
        const missing = error.params.missingProperty;
        if (typeof missing === "string")
            return `- ${(0,clip/* clip */.$Q)(missing, 100)}: required, but missing`;
        const extra = error.params.additionalProperty;
        if (typeof extra === "string")
            return `- ${(0,clip/* clip */.$Q)(extra, 100)}: not a parameter of this tool`;
        return `- ${(0,clip/* clip */.$Q)(field, 100)}: ${(0,clip/* clip */.$Q)(error.message ?? "does not fit the schema", 200)}`;
    });
    return lines.length > 0 ? lines : ["- (arguments): do not fit the tool's schema"];
}
/** One call, its failures as error results the model reads. Never throws. */
async function callMcpTool(connection, tool, name, args, signal) {
    try {
        const called = await connection.callTool(tool, args, signal);
        if (called.ok)
            return convertToolResult(called.value);
        switch (called.failure) {
            case "cancelled":
                return { isError: true, content: `${name} was cancelled; the call was stopped` };
            case "timeout":
                return {
                    isError: true,
                    content: `${name} did not answer within ${seconds(connection.config.timeoutMs)}; the call was stopped`,
                };
            case "closed":
                return { isError: true, content: `${name} cannot run: ${called.error}` };
            default:
                return { isError: true, content: `${name} failed: ${called.error}` };
        }
    }
    catch (error) {
        // Only a bug of ours gets here (the connection's calls never throw); the model still gets a result.
        return { isError: true, content: `${name} failed: ${connection.describe(error)}` };
    }
}

;// CONCATENATED MODULE: ./src/tools/mcp/servers.ts


/**
 * The workflow's MCP servers, started all at once; each is offered as soon as it is listed, and a
 * server that fails is reported and left out, the run going on without it.
 */
class McpServers {
    /** Resolves once every server has settled, with one report per server in the configured order. */
    settled;
    connections = [];
    disposed = false;
    disposing;
    /** Aborted by `dispose`: servers still starting stop at once instead of running out their bound. */
    stopStarting = new AbortController();
    constructor(configs, options) {
        this.settled = Promise.all(configs.map((config) => this.startOne(config, options)));
    }
    /** Starts every server at once. Never throws. */
    static start(configs, options) {
        return new McpServers(configs, options);
    }
    /** Closes every client and kills every local server's process group, waiting for those still starting. Idempotent; never throws. */
    dispose() {
        this.disposed = true;
        this.stopStarting.abort();
        this.disposing ??= this.settled
            .catch(() => [])
            .then(() => Promise.all(this.connections.map((connection) => connection.close())))
            .then(() => undefined);
        return this.disposing;
    }
    async startOne(config, options) {
        const started = Date.now();
        let report;
        let tools = [];
        try {
            const connected = await connectMcpServer(config, { ...options, signal: this.stopStarting.signal });
            if (!connected.ok) {
                report = {
                    server: config.name,
                    transport: config.kind,
                    tools: [],
                    leftOut: [],
                    error: withoutName(config.name, connected.error),
                    durationMs: Date.now() - started,
                };
            }
            else {
                this.connections.push(connected.value);
                const adapted = await adaptMcpTools(connected.value);
                tools = adapted.tools;
                report = {
                    server: config.name,
                    transport: connected.value.transport,
                    tools: tools.map((tool) => tool.name),
                    leftOut: adapted.leftOut,
                    durationMs: Date.now() - started,
                };
                if (this.disposed) {
                    // Disposed while it was starting: it is closed by dispose, and its tools are not offered.
                    tools = [];
                    report = {
                        ...report,
                        tools: [],
                        error: "it was shut down before it was used",
                    };
                }
            }
        }
        catch (error) {
            // Only a bug of ours gets here: the server is reported as failed, the run goes on.
            report = {
                server: config.name,
                transport: config.kind,
                tools: [],
                leftOut: [],
                error: `it failed: ${String(error)}`,
                durationMs: Date.now() - started,
            };
        }
        try {
            options.onSettled?.(report, tools);
        }
        catch {
            // The observer's failure is its own; the other servers are still reported.
        }
        return report;
    }
}
/** A failure as the report says it, after the server's name: "exited with code 1 (stderr: …)". */
function withoutName(server, error) {
    const named = `MCP server "${server}" `;
    return error.startsWith(named) ? error.slice(named.length) : error;
}


/***/ })

};
