export const id = 22;
export const ids = [22];
export const modules = {

/***/ 615:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  M: () => (/* binding */ guardedProvider)
});

// EXTERNAL MODULE: ./src/llm/api-fetch.ts
var api_fetch = __webpack_require__(594);
// EXTERNAL MODULE: ./src/llm/errors.ts
var errors = __webpack_require__(9968);
;// CONCATENATED MODULE: ./src/llm/watchdog.ts
function startWatchdog(parent, idleMs) {
    const controller = new AbortController();
    let timedOut = false;
    let timer;
    const onParentAbort = () => controller.abort(parent.reason);
    const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
            timedOut = true;
            controller.abort(new Error(`no response for ${idleMs} ms`));
        }, idleMs);
    };
    if (parent.aborted)
        controller.abort(parent.reason);
    else
        parent.addEventListener("abort", onParentAbort, { once: true });
    arm();
    return {
        signal: controller.signal,
        get timedOut() {
            return timedOut;
        },
        touch() {
            if (!controller.signal.aborted)
                arm();
        },
        dispose() {
            clearTimeout(timer);
            parent.removeEventListener("abort", onParentAbort);
        },
    };
}

;// CONCATENATED MODULE: ./src/llm/guarded-provider.ts



/**
 * The part every adapter shares: a watchdog per call (a request or a stream that goes silent
 * past the timeout is cut), answers that are not the API's and first connections that find
 * nothing at the address (both thrown by the adapter's `apiOnlyFetch`, whichever SDK wrapped them),
 * and the `Provider` contract that `complete` never throws.
 */
function guardedProvider(parts) {
    const { endpoint, requestTimeoutMs } = parts;
    return {
        name: endpoint.provider,
        model: endpoint.model,
        async complete(request) {
            if (request.signal.aborted)
                return { ok: false, error: (0,errors/* abortedFailure */.S$)() };
            const watchdog = startWatchdog(request.signal, requestTimeoutMs);
            try {
                return { ok: true, message: await parts.send(request, watchdog) };
            }
            catch (error) {
                const foreign = request.signal.aborted ? undefined : (0,api_fetch/* findNotTheApi */.AC)(error);
                if (foreign)
                    return { ok: false, error: (0,errors/* notTheApiFailure */.z)(endpoint, foreign) };
                const nobody = request.signal.aborted ? undefined : (0,api_fetch/* findUnreachable */.ov)(error);
                if (nobody)
                    return { ok: false, error: (0,errors/* unreachableFailure */.xK)(endpoint, nobody.code) };
                const context = { endpoint, signal: request.signal, watchdog, timeoutMs: requestTimeoutMs };
                return { ok: false, error: parts.classify(error, context) };
            }
            finally {
                watchdog.dispose();
            }
        },
    };
}


/***/ }),

/***/ 8022:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  classifyOpenAIError: () => (/* binding */ classifyOpenAIError),
  createOpenAIProvider: () => (/* binding */ createOpenAIProvider),
  tokenLimitFieldFor: () => (/* binding */ tokenLimitFieldFor)
});

// EXTERNAL MODULE: ./node_modules/openai/index.mjs + 152 modules
var openai = __webpack_require__(3674);
// EXTERNAL MODULE: ./src/llm/api-fetch.ts
var api_fetch = __webpack_require__(594);
// EXTERNAL MODULE: ./src/llm/errors.ts
var errors = __webpack_require__(9968);
// EXTERNAL MODULE: ./src/llm/guarded-provider.ts + 1 modules
var guarded_provider = __webpack_require__(615);
// EXTERNAL MODULE: ./src/llm/messages.ts
var llm_messages = __webpack_require__(4747);
;// CONCATENATED MODULE: ./src/llm/openai-wire.ts
/**
 * Conversion between the internal message model and the OpenAI Chat Completions wire format, as
 * OpenAI and the compatible servers (DeepSeek, Ollama, vLLM, OpenRouter, Azure) speak it.
 * Pure functions: no I/O, no SDK client.
 */

function toOpenAIParams(request, model, maxTokens, tokenLimitField) {
    const messages = [];
    if (request.system)
        messages.push({ role: "system", content: request.system });
    messages.push(...toOpenAIMessages(request.messages));
    return {
        model,
        messages,
        [tokenLimitField]: maxTokens,
        ...(request.tools.length > 0 ? { tools: request.tools.map(toOpenAITool) } : {}),
    };
}
function toOpenAITool(tool) {
    return {
        type: "function",
        function: { name: tool.name, description: tool.description, parameters: tool.parameters },
    };
}
/**
 * The history as chat messages. A tool message can hold only text (OpenAI-compatible servers
 * refuse anything else there), so the images of the tool results that answer one assistant turn
 * follow that run of tool messages, in one user message that says which call each came from.
 */
function toOpenAIMessages(history) {
    const messages = [];
    let images = [];
    const flush = () => {
        if (images.length > 0)
            messages.push(toolImagesMessage(images));
        images = [];
    };
    for (const message of history) {
        if (message.role !== "tool")
            flush();
        messages.push(toOpenAIMessage(message));
        if (message.role === "tool" && (0,llm_messages/* hasImages */.v9)(message))
            images.push(message);
    }
    flush();
    return messages;
}
/** Says which call each image came from, then gives the images in that order. */
function toolImagesMessage(results) {
    const lines = results.map((result) => {
        const count = result.images?.length ?? 0;
        return `${count} image${count === 1 ? "" : "s"} from ${result.toolName} (call ${result.toolCallId})`;
    });
    const parts = [
        { type: "text", text: `[images returned by the tool calls above, in order: ${lines.join("; ")}]` },
    ];
    for (const result of results)
        for (const image of result.images ?? [])
            parts.push({ type: "image_url", image_url: { url: `data:${image.mediaType};base64,${image.data}` } });
    return { role: "user", content: parts };
}
/** One message as it is; a tool result's images are left to `toOpenAIMessages`. */
function toOpenAIMessage(message) {
    switch (message.role) {
        case "system":
            return { role: "system", content: message.content };
        case "user":
            if ((0,llm_messages/* hasImages */.v9)(message))
                return { role: "user", content: toContentParts(message) };
            return { role: "user", content: message.content };
        case "tool":
            return { role: "tool", tool_call_id: message.toolCallId, content: message.content };
        case "assistant":
            return toAssistantParam(message);
    }
}
/**
 * A user message with images as content parts: its text cut at each image, the image's label,
 * then the image as a `data:` URL (OpenAI and the compatible servers take base64 only this way).
 * Blank text pieces are left out, as in the Anthropic format.
 */
function toContentParts(message) {
    return (0,llm_messages/* userSegments */.Ul)(message).flatMap((segment) => {
        if (segment.type === "text")
            return segment.text.trim() ? [{ type: "text", text: segment.text }] : [];
        return [{ type: "image_url", image_url: { url: `data:${segment.mediaType};base64,${segment.data}` } }];
    });
}
/**
 * Arguments go back exactly as the model wrote them (`rawArguments`). Reasoning goes back in the
 * field it came in: OpenRouter's `reasoning_details` verbatim, otherwise `reasoning_content`
 * (DeepSeek needs it during a tool-call loop). Anthropic thinking (signed or redacted) is left out.
 */
function toAssistantParam(message) {
    const text = (0,llm_messages/* textOf */.b6)(message);
    const calls = (0,llm_messages/* toolCallsOf */.Ve)(message);
    const thinking = message.content.filter((part) => part.type === "thinking" && part.signature === undefined && part.redactedData === undefined);
    const param = {
        role: "assistant",
        content: text || (calls.length > 0 ? null : ""),
    };
    if (calls.length > 0) {
        param.tool_calls = calls.map((call) => ({
            id: call.id,
            type: "function",
            // Unparsable arguments go back as "{}": some servers parse the history and would reject
            // every later request; the model still reads its mistake in the tool's error result.
            function: { name: call.name, arguments: call.parseError ? "{}" : call.rawArguments },
        }));
    }
    const details = thinking.find((part) => part.details !== undefined)?.details;
    const reasoning = thinking.map((part) => part.thinking).join("");
    if (details !== undefined)
        param.reasoning_details = details;
    else if (reasoning)
        param.reasoning_content = reasoning;
    return param;
}
/** A complete (non-streamed) response: the first choice becomes the assistant message. */
function fromOpenAICompletion(completion) {
    const choice = completion.choices?.[0];
    if (!choice?.message)
        return undefined;
    const { message } = choice;
    const calls = (message.tool_calls ?? []).flatMap((call) => "function" in call ? [toolCall(call.id, call.function.name, call.function.arguments)] : []);
    return assistantMessage({
        reasoning: reasoningOf(message),
        text: message.content ?? "",
        calls,
        finishReason: choice.finish_reason,
        usage: completion.usage,
        model: completion.model,
    });
}
/** The reasoning a server attached to a message or delta: `reasoning_content`, `reasoning`, `reasoning_details`. */
function reasoningOf(source) {
    const text = stringField(source, "reasoning_content") ?? stringField(source, "reasoning") ?? "";
    const details = "reasoning_details" in source ? source.reasoning_details : undefined;
    return details === undefined || details === null ? { text } : { text, details };
}
/**
 * Servers have sent arguments as an object instead of a JSON string; such a value is
 * re-serialised so the history still carries a string.
 */
function toolCall(id, name, rawArguments) {
    const raw = typeof rawArguments === "string" ? rawArguments : JSON.stringify(rawArguments ?? {});
    return { type: "tool_call", id: id ?? "", name: name ?? "", rawArguments: raw, ...(0,llm_messages/* parseToolArguments */.oo)(raw) };
}
function assistantMessage(reply) {
    const content = [];
    const { reasoning } = reply;
    if (reasoning.text || reasoning.details !== undefined) {
        content.push({
            type: "thinking",
            thinking: reasoning.text,
            ...(reasoning.details === undefined ? {} : { details: reasoning.details }),
        });
    }
    if (reply.text)
        content.push({ type: "text", text: reply.text });
    content.push(...reply.calls);
    return {
        role: "assistant",
        content,
        stopReason: toStopReason(reply.finishReason, reply.calls.length > 0),
        usage: toUsage(reply.usage),
        ...(reply.model ? { model: reply.model } : {}),
    };
}
/**
 * `length` is a cut-off; `tool_calls` (and the legacy `function_call`) ask for tools. Some servers
 * (older Ollama) answer `stop` while calling tools, so tool calls win over the other reasons.
 */
function toStopReason(reason, hasCalls) {
    if (reason === "length")
        return "length";
    if (reason === "tool_calls" || reason === "function_call" || hasCalls)
        return "tool_use";
    return "stop";
}
/** `prompt_tokens` already includes cached tokens. DeepSeek reports its cache hits in its own field. */
function toUsage(usage) {
    const details = usage?.prompt_tokens_details;
    return {
        inputTokens: usage?.prompt_tokens ?? 0,
        outputTokens: usage?.completion_tokens ?? 0,
        cacheReadTokens: details?.cached_tokens ?? numberField(usage, "prompt_cache_hit_tokens") ?? 0,
        cacheWriteTokens: details?.cache_write_tokens ?? 0,
    };
}
function stringField(source, key) {
    const value = Object.getOwnPropertyDescriptor(source, key)?.value;
    return typeof value === "string" ? value : undefined;
}
function numberField(source, key) {
    const value = source ? Object.getOwnPropertyDescriptor(source, key)?.value : undefined;
    return typeof value === "number" ? value : undefined;
}

;// CONCATENATED MODULE: ./src/llm/openai-stream.ts
/**
 * Assembles a Chat Completions stream (chat.completion.chunk deltas, then a usage chunk) into one
 * internal assistant message. Tool calls arrive in pieces keyed by `index`; their argument text
 * is concatenated exactly as streamed.
 */

/** String fields of a `reasoning_details` item that OpenRouter streams in pieces. */
const STREAMED_DETAIL_FIELDS = new Set(["text", "summary", "data"]);
class OpenAIStreamAssembler {
    text = "";
    reasoning = "";
    details;
    calls = [];
    callsByIndex = new Map();
    finishReason = null;
    usage;
    model;
    add(chunk) {
        this.model ||= chunk.model;
        if (chunk.usage)
            this.usage = chunk.usage;
        const choice = chunk.choices?.[0];
        if (!choice)
            return;
        const delta = choice.delta ?? {};
        if (typeof delta.content === "string")
            this.text += delta.content;
        const reasoning = reasoningOf(delta);
        this.reasoning += reasoning.text;
        if (Array.isArray(reasoning.details))
            this.mergeDetails(reasoning.details);
        for (const piece of delta.tool_calls ?? [])
            this.addCallPiece(piece);
        if (choice.finish_reason)
            this.finishReason = choice.finish_reason;
    }
    /** True once a finish reason arrived; a stream that ends before it was cut. */
    get complete() {
        return this.finishReason !== null;
    }
    finish() {
        return assistantMessage({
            reasoning: this.details ? { text: this.reasoning, details: this.details } : { text: this.reasoning },
            text: this.text,
            calls: this.calls.map((call, position) => toolCall(call.id || `call_${position}`, call.name, call.arguments)),
            finishReason: this.finishReason,
            usage: this.usage,
            model: this.model,
        });
    }
    addCallPiece(piece) {
        let call = this.callsByIndex.get(piece.index);
        // A new id at a known index is a new call: some servers number every call 0.
        if (!call || (piece.id && call.id && piece.id !== call.id)) {
            call = { id: "", name: "", arguments: "" };
            this.calls.push(call);
            this.callsByIndex.set(piece.index, call);
        }
        if (piece.id)
            call.id = piece.id;
        const name = piece.function?.name;
        // The name normally comes whole in the first piece; some servers repeat it in every piece.
        if (name && name !== call.name)
            call.name += name;
        if (piece.function?.arguments)
            call.arguments += piece.function.arguments;
    }
    /** Items of one `index` arrive in pieces; they are joined so the server gets them back whole. */
    mergeDetails(items) {
        this.details ??= [];
        for (const item of items) {
            if (typeof item !== "object" || item === null)
                continue;
            const fields = Object.fromEntries(Object.entries(item));
            const existing = typeof fields.index === "number"
                ? this.details.find((detail) => detail.index === fields.index && detail.type === fields.type)
                : undefined;
            if (!existing) {
                this.details.push(fields);
                continue;
            }
            for (const [key, value] of Object.entries(fields)) {
                const before = existing[key];
                if (STREAMED_DETAIL_FIELDS.has(key) && typeof value === "string" && typeof before === "string") {
                    existing[key] = before + value;
                }
                else if (value !== undefined && value !== null) {
                    existing[key] = value;
                }
            }
        }
    }
}

;// CONCATENATED MODULE: ./src/llm/openai.ts
/**
 * The `openai` provider: Chat Completions through `openai`, for OpenAI and every compatible server
 * (DeepSeek, Ollama, vLLM, OpenRouter, Azure through its base URL).
 */






/**
 * Local servers (Ollama, vLLM) need no key, but the SDK refuses to start without one. It never
 * leaves the process: the `Authorization` header it would fill is removed (see below).
 */
const PLACEHOLDER_API_KEY = "no-key";
/** Hosts of OpenAI's own API, which wants `max_completion_tokens` (see `TokenLimitField`). */
const OPENAI_HOSTS = [/^api\.openai\.com$/i, /\.openai\.azure\.com$/i];
function tokenLimitFieldFor(baseUrl) {
    if (!baseUrl)
        return "max_completion_tokens";
    try {
        const host = new URL(baseUrl).hostname;
        return OPENAI_HOSTS.some((pattern) => pattern.test(host)) ? "max_completion_tokens" : "max_tokens";
    }
    catch {
        return "max_tokens";
    }
}
function createOpenAIProvider(config) {
    const client = new openai/* default */.Ay({
        apiKey: config.apiKey || PLACEHOLDER_API_KEY,
        // An empty key (a local server without auth) sends no credential header at all.
        ...(config.apiKey ? {} : { defaultHeaders: { Authorization: null, "api-key": null } }),
        // `null` (not undefined) keeps the SDK from reading OPENAI_BASE_URL itself: inputs are read once, at the edge.
        baseURL: config.baseUrl || null,
        timeout: config.requestTimeoutMs,
        // Our retry loop (retry.ts) owns retries; SDK retries would multiply with it.
        maxRetries: 0,
        fetch: (0,api_fetch/* apiOnlyFetch */.xD)(),
    });
    const endpoint = {
        provider: "openai",
        model: config.model,
        baseUrl: config.baseUrl,
        api: "OpenAI Chat Completions API",
        url: (0,errors/* displayUrl */.Qy)(config.baseUrl || client.baseURL),
        // Where the SDK posts: `${baseURL}/chat/completions`.
        requestPath: "/chat/completions",
    };
    const tokenLimitField = tokenLimitFieldFor(config.baseUrl);
    async function send(request, watchdog) {
        const params = toOpenAIParams(request, config.model, config.maxTokens, tokenLimitField);
        const options = { signal: watchdog.signal };
        if (!config.stream) {
            const completion = await client.chat.completions.create({ ...params, stream: false }, options);
            const message = fromOpenAICompletion(completion);
            if (!message)
                throw new errors/* UnreadableResponseError */.dU("the response has no choices");
            return message;
        }
        const stream = await client.chat.completions.create({ ...params, stream: true, stream_options: { include_usage: true } }, options);
        watchdog.touch();
        const assembler = new OpenAIStreamAssembler();
        for await (const chunk of stream) {
            watchdog.touch();
            assembler.add(chunk);
        }
        // The SDK ends the iteration quietly when the signal aborts; the classifier tells why.
        if (!assembler.complete)
            throw new errors/* UnreadableResponseError */.dU("the stream ended before a finish_reason");
        return assembler.finish();
    }
    return (0,guarded_provider/* guardedProvider */.M)({
        endpoint,
        requestTimeoutMs: config.requestTimeoutMs,
        send,
        classify: classifyOpenAIError,
    });
}
/** Maps anything a call can throw to a `ModelError`, by the SDK's typed error classes. */
function classifyOpenAIError(error, context) {
    if (context.signal.aborted)
        return (0,errors/* abortedFailure */.S$)();
    if (context.watchdog.timedOut || error instanceof openai/* APIConnectionTimeoutError */.qA) {
        return (0,errors/* timeoutFailure */._N)(context.timeoutMs);
    }
    if (error instanceof openai/* APIUserAbortError */.cH)
        return (0,errors/* abortedFailure */.S$)();
    if (error instanceof openai/* APIConnectionError */.xX)
        return (0,errors/* connectionFailure */.Dx)(context.endpoint, (0,errors/* describeError */.Uc)(error.cause ?? error));
    if (error instanceof openai/* APIError */.LG) {
        // `error.error` is the body's `error` member: an object with a message, or (Ollama) a string.
        const body = error.error;
        return (0,errors/* classifyHttpFailure */.ZZ)(context.endpoint, {
            status: error.status,
            headers: error.headers,
            serverMessage: (0,errors/* messageField */.iO)(body) ?? (typeof body === "string" ? body : error.message),
            codes: [error.code, error.type],
        });
    }
    // The SDK's own refusals (bad options) will not pass on a retry either.
    if (error instanceof openai/* OpenAIError */.vc)
        return { kind: "fatal", message: `openai client: ${error.message}` };
    // Anything else came from reading the body: a cut connection, malformed SSE, an early end.
    return (0,errors/* brokenStreamFailure */._B)((0,errors/* describeError */.Uc)(error));
}


/***/ })

};
