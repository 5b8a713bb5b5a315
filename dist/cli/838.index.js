export const id = 838;
export const ids = [838];
export const modules = {

/***/ 1457:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  classifyAnthropicError: () => (/* binding */ classifyAnthropicError),
  createAnthropicProvider: () => (/* binding */ createAnthropicProvider)
});

// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/client.mjs + 44 modules
var sdk_client = __webpack_require__(8598);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/core/error.mjs
var core_error = __webpack_require__(5064);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/resources/messages/messages.mjs + 14 modules
var messages_messages = __webpack_require__(3040);
// EXTERNAL MODULE: ./src/llm/messages.ts
var messages = __webpack_require__(4747);
;// CONCATENATED MODULE: ./src/llm/anthropic-wire.ts

/** One breakpoint marks "cache everything up to here"; the API allows four per request, we use three. */
const CACHE_BREAKPOINT = { type: "ephemeral" };
/** The API rejects empty text and empty error results; this stands in for an empty tool output. */
const EMPTY_RESULT = "(no output)";
/**
 * The request body, with cache breakpoints on the last tool (the tools prefix), on the system
 * prompt, and on the newest turn's last block, so each request reads the previous one's cache.
 */
function toAnthropicParams(request, model, maxTokens) {
    const params = { model, max_tokens: maxTokens, messages: toAnthropicMessages(request.messages) };
    if (request.system)
        params.system = [{ type: "text", text: request.system, cache_control: CACHE_BREAKPOINT }];
    if (request.tools.length > 0)
        params.tools = toAnthropicTools(request.tools);
    markNewestTurn(params.messages);
    return params;
}
function toAnthropicTools(tools) {
    return tools.map((tool, index) => ({
        name: tool.name,
        description: tool.description,
        input_schema: { ...tool.parameters, type: "object" },
        ...(index === tools.length - 1 ? { cache_control: CACHE_BREAKPOINT } : {}),
    }));
}
/**
 * User text and tool results become user turns, assistant messages assistant turns. Consecutive
 * messages of one role share a turn: all tool results of a step land in ONE user turn (the API
 * requires it), and a note the loop adds after them joins that turn too.
 */
function toAnthropicMessages(messages) {
    const turns = [];
    for (const message of messages) {
        const role = message.role === "assistant" ? "assistant" : "user";
        const blocks = toBlocks(message);
        if (blocks.length === 0)
            continue;
        const last = turns.at(-1);
        if (last?.role === role)
            last.content.push(...blocks);
        else
            turns.push({ role, content: blocks });
    }
    return turns;
}
function toBlocks(message) {
    switch (message.role) {
        case "system":
            return message.content ? [{ type: "text", text: message.content }] : [];
        case "user":
            if ((0,messages/* hasImages */.v9)(message))
                return toImageBlocks(message);
            return message.content ? [{ type: "text", text: message.content }] : [];
        case "tool":
            return [
                {
                    type: "tool_result",
                    tool_use_id: message.toolCallId,
                    content: (0,messages/* hasImages */.v9)(message) ? toResultBlocks(message) : message.content || EMPTY_RESULT,
                    ...(message.isError ? { is_error: true } : {}),
                },
            ];
        case "assistant":
            return message.content.flatMap(toAssistantBlock);
    }
}
/**
 * A user message with images: its text cut at each image, the image's label, then the image. The
 * API refuses text blocks that are empty or only whitespace, so such pieces are left out.
 */
function toImageBlocks(message) {
    return (0,messages/* userSegments */.Ul)(message).flatMap((segment) => {
        if (segment.type === "text")
            return segment.text.trim() ? [{ type: "text", text: segment.text }] : [];
        return [{ type: "image", source: { type: "base64", media_type: segment.mediaType, data: segment.data } }];
    });
}
/**
 * A tool result with images: its text block, then each image. The text is left out when blank
 * (the API refuses blank text blocks); the images alone are then the result.
 */
function toResultBlocks(message) {
    const text = message.content.trim() ? [{ type: "text", text: message.content }] : [];
    return [
        ...text,
        ...message.images.map((image) => ({
            type: "image",
            source: { type: "base64", media_type: image.mediaType, data: image.data },
        })),
    ];
}
function toAssistantBlock(part) {
    switch (part.type) {
        case "text":
            return part.text ? [{ type: "text", text: part.text }] : [];
        case "thinking":
            // Sent back unchanged: Anthropic checks the signature; compatible servers that sign nothing
            // (MiniMax, DeepSeek) still want their thinking back during a tool-call loop.
            if (part.redactedData !== undefined)
                return [{ type: "redacted_thinking", data: part.redactedData }];
            if (!part.thinking && !part.signature)
                return [];
            return [{ type: "thinking", thinking: part.thinking, signature: part.signature ?? "" }];
        case "tool_call":
            return [{ type: "tool_use", id: part.id, name: part.name, input: part.arguments }];
    }
}
function markNewestTurn(turns) {
    const content = turns.at(-1)?.content;
    if (!Array.isArray(content))
        return;
    for (let i = content.length - 1; i >= 0; i--) {
        const block = content[i];
        // Thinking blocks cannot carry a breakpoint; the nearest block before them can.
        const type = block?.type;
        if (type === "text" || type === "image" || type === "tool_use" || type === "tool_result") {
            block.cache_control = CACHE_BREAKPOINT;
            return;
        }
    }
}
/** A complete (non-streamed) response. Blocks other than text, thinking and tool use are dropped. */
function fromAnthropicMessage(message) {
    const content = [];
    for (const block of message.content) {
        if (block.type === "text")
            content.push({ type: "text", text: block.text });
        else if (block.type === "thinking") {
            const signed = block.signature ? { signature: block.signature } : {};
            content.push({ type: "thinking", thinking: block.thinking, ...signed });
        }
        else if (block.type === "redacted_thinking") {
            content.push({ type: "thinking", thinking: "", redactedData: block.data });
        }
        else if (block.type === "tool_use") {
            content.push(toolCall(block.id, block.name, JSON.stringify(block.input ?? {})));
        }
    }
    return {
        role: "assistant",
        content,
        stopReason: toStopReason(message.stop_reason, content),
        usage: toUsage(message.usage),
        model: message.model,
    };
}
/** A tool call with its arguments parsed; invalid JSON becomes `parseError`, never a throw. */
function toolCall(id, name, rawArguments) {
    return { type: "tool_call", id, name, rawArguments, ...(0,messages/* parseToolArguments */.oo)(rawArguments) };
}
/**
 * `max_tokens` and `model_context_window_exceeded` both cut the answer off: `length`. Unknown or
 * missing reasons (compatible servers vary) fall back to what the content shows.
 */
function toStopReason(reason, content) {
    switch (reason) {
        case "end_turn":
        case "stop_sequence":
        case "refusal":
            return "stop";
        case "tool_use":
            return "tool_use";
        case "max_tokens":
        case "model_context_window_exceeded":
            return "length";
        default:
            return content.some((part) => part.type === "tool_call") ? "tool_use" : "stop";
    }
}
/** Every input token counts: uncached input + cache reads + cache writes. */
function toUsage(usage) {
    const cacheReadTokens = usage?.cache_read_input_tokens ?? 0;
    const cacheWriteTokens = usage?.cache_creation_input_tokens ?? 0;
    return {
        inputTokens: (usage?.input_tokens ?? 0) + cacheReadTokens + cacheWriteTokens,
        outputTokens: usage?.output_tokens ?? 0,
        cacheReadTokens,
        cacheWriteTokens,
    };
}

;// CONCATENATED MODULE: ./src/llm/anthropic-stream.ts

class AnthropicStreamAssembler {
    blocks = new Map();
    usage = {};
    model;
    stopReason = null;
    stopped = false;
    add(event) {
        switch (event.type) {
            case "message_start":
                this.model = event.message.model;
                this.mergeUsage(event.message.usage);
                break;
            case "content_block_start":
                this.blocks.set(event.index, startBlock(event.content_block));
                break;
            case "content_block_delta": {
                const block = this.blocks.get(event.index);
                if (block)
                    applyDelta(block, event.delta);
                break;
            }
            case "message_delta":
                this.stopReason = event.delta.stop_reason ?? this.stopReason;
                this.mergeUsage(event.usage);
                break;
            case "message_stop":
                this.stopped = true;
                break;
        }
    }
    /** True once the server said why it stopped; before that the message is only a fragment. */
    get complete() {
        return this.stopped || this.stopReason !== null;
    }
    finish() {
        const content = [...this.blocks.entries()]
            .sort(([a], [b]) => a - b)
            .flatMap(([, block]) => toPart(block));
        return {
            role: "assistant",
            content,
            stopReason: toStopReason(this.stopReason, content),
            usage: toUsage(this.usage),
            ...(this.model ? { model: this.model } : {}),
        };
    }
    /** Stream usage is cumulative: a later non-null value replaces an earlier one. */
    mergeUsage(usage) {
        for (const key of [
            "input_tokens",
            "output_tokens",
            "cache_read_input_tokens",
            "cache_creation_input_tokens",
        ]) {
            const value = usage?.[key];
            if (typeof value === "number")
                this.usage[key] = value;
        }
    }
}
function startBlock(block) {
    switch (block.type) {
        case "text":
            return { type: "text", text: block.text ?? "" };
        case "thinking":
            return { type: "thinking", thinking: block.thinking ?? "", signature: block.signature ?? "" };
        case "redacted_thinking":
            return { type: "redacted_thinking", data: block.data };
        case "tool_use":
            return { type: "tool_use", id: block.id, name: block.name, json: "", initialInput: block.input };
        default:
            return { type: "other" };
    }
}
function applyDelta(block, delta) {
    if (delta.type === "text_delta" && block.type === "text")
        block.text += delta.text;
    else if (delta.type === "thinking_delta" && block.type === "thinking")
        block.thinking += delta.thinking;
    else if (delta.type === "signature_delta" && block.type === "thinking")
        block.signature += delta.signature;
    else if (delta.type === "input_json_delta" && block.type === "tool_use")
        block.json += delta.partial_json;
}
function toPart(block) {
    switch (block.type) {
        case "text":
            return [{ type: "text", text: block.text }];
        case "thinking":
            return [
                {
                    type: "thinking",
                    thinking: block.thinking,
                    ...(block.signature ? { signature: block.signature } : {}),
                },
            ];
        case "redacted_thinking":
            return [{ type: "thinking", thinking: "", redactedData: block.data }];
        case "tool_use":
            // Some compatible servers put the whole input in the start event and stream no deltas.
            return [toolCall(block.id, block.name, block.json || JSON.stringify(block.initialInput ?? {}))];
        case "other":
            return [];
    }
}

// EXTERNAL MODULE: ./src/llm/api-fetch.ts
var api_fetch = __webpack_require__(594);
// EXTERNAL MODULE: ./src/llm/errors.ts
var errors = __webpack_require__(9968);
// EXTERNAL MODULE: ./src/llm/guarded-provider.ts + 1 modules
var guarded_provider = __webpack_require__(615);
;// CONCATENATED MODULE: ./src/llm/anthropic.ts
/**
 * The `anthropic` provider: the Messages API through `@anthropic-ai/sdk`, for Anthropic and every
 * server that speaks its format (DeepSeek, MiniMax and others, through the base URL).
 */
// The base client and the one resource we call, not the default export: that one builds every
// resource of the API (admin, beta, files, skills...), which made the SDK's chunk 1.5 MB instead
// of 0.7 MB, some 30 ms more to compile on the way to the first request.








function createAnthropicProvider(config) {
    const client = new sdk_client/* BaseAnthropic */.q({
        // A string, even empty: a key given in code keeps the SDK from looking for credentials in
        // the environment and in local profile files, which must never reach a server we were not told of.
        apiKey: config.apiKey,
        // An empty key (a local server without auth) sends no credential header at all.
        ...(config.apiKey ? {} : { defaultHeaders: { Authorization: null, "X-Api-Key": null } }),
        // `null` (not undefined) keeps the SDK from reading ANTHROPIC_BASE_URL itself: inputs are read once, at the edge.
        baseURL: config.baseUrl || null,
        timeout: config.requestTimeoutMs,
        // Our retry loop (retry.ts) owns retries; SDK retries would multiply with it.
        maxRetries: 0,
        fetch: (0,api_fetch/* apiOnlyFetch */.xD)(),
    });
    const messages = new messages_messages/* Messages */.B2(client);
    const endpoint = {
        provider: "anthropic",
        model: config.model,
        baseUrl: config.baseUrl,
        api: "Anthropic Messages API",
        url: (0,errors/* displayUrl */.Qy)(config.baseUrl || client.baseURL),
        // Where the SDK posts: `${baseURL}/v1/messages`.
        requestPath: "/v1/messages",
    };
    async function send(request, watchdog) {
        const params = toAnthropicParams(request, config.model, config.maxTokens);
        const options = { signal: watchdog.signal };
        if (!config.stream) {
            const message = await messages.create({ ...params, stream: false }, options);
            if (!Array.isArray(message?.content)) {
                throw new errors/* UnreadableResponseError */.dU("the response has no content list");
            }
            return fromAnthropicMessage(message);
        }
        const stream = await messages.create({ ...params, stream: true }, options);
        watchdog.touch();
        const assembler = new AnthropicStreamAssembler();
        for await (const event of stream) {
            watchdog.touch();
            assembler.add(event);
        }
        // The SDK ends the iteration quietly when the signal aborts; the classifier tells why.
        if (!assembler.complete)
            throw new errors/* UnreadableResponseError */.dU("the stream ended before message_stop");
        return assembler.finish();
    }
    return (0,guarded_provider/* guardedProvider */.M)({
        endpoint,
        requestTimeoutMs: config.requestTimeoutMs,
        send,
        classify: classifyAnthropicError,
    });
}
/** Maps anything a call can throw to a `ModelError`, by the SDK's typed error classes. */
function classifyAnthropicError(error, context) {
    if (context.signal.aborted)
        return (0,errors/* abortedFailure */.S$)();
    if (context.watchdog.timedOut || error instanceof core_error/* APIConnectionTimeoutError */.qA) {
        return (0,errors/* timeoutFailure */._N)(context.timeoutMs);
    }
    if (error instanceof core_error/* APIUserAbortError */.cH)
        return (0,errors/* abortedFailure */.S$)();
    if (error instanceof core_error/* APIConnectionError */.xX)
        return (0,errors/* connectionFailure */.Dx)(context.endpoint, (0,errors/* describeError */.Uc)(error.cause ?? error));
    if (error instanceof core_error/* APIError */.LG) {
        return (0,errors/* classifyHttpFailure */.ZZ)(context.endpoint, {
            status: error.status,
            headers: error.headers,
            serverMessage: error.apiMessage ?? error.message,
            codes: [error.type, error.errorCode],
        });
    }
    // The SDK's own refusals (no credentials, bad options) will not pass on a retry either.
    if (error instanceof core_error/* AnthropicError */.pJ)
        return { kind: "fatal", message: `anthropic client: ${error.message}` };
    // Anything else came from reading the body: a cut connection, malformed SSE, an early end.
    return (0,errors/* brokenStreamFailure */._B)((0,errors/* describeError */.Uc)(error));
}


/***/ }),

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


/***/ })

};
