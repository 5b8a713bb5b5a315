import { beforeEach, describe, expect, it } from "vitest";
import { createProvider } from "../src/agent/session.js";
import { displayUrl } from "../src/llm/errors.js";
import type { ModelResult, Provider } from "../src/llm/provider.js";
import { completeWithRetry } from "../src/llm/retry.js";
import { type FakeRaw, fakeProviderConfig, type WireFormat } from "./fakes/model-server.js";
import { fixItRequest, modelServerForFile, newProvider, WIRES } from "./fixtures/providers.js";

/**
 * A base URL that answers something other than the provider's JSON or event stream (a proxy's
 * page, a web server's index because `/v1` is missing) fails at once with a message that names
 * the base URL and what it answered, through the real SDKs and the real retry loop.
 */

const API_NAMES: Record<WireFormat, string> = {
  anthropic: "Anthropic Messages API",
  openai: "OpenAI Chat Completions API",
};

const LOGIN_PAGE = `<!DOCTYPE html>
<html><head><title>Sign in - Corporate Proxy</title></head>
<body><form action="/login"><input name="user"></form></body></html>`;

function replyOf(result: ModelResult) {
  if (!result.ok) throw new Error(`expected a reply, got ${result.error.kind}: ${result.error.message}`);
  return result.message;
}

function page(overrides: Partial<FakeRaw> = {}): FakeRaw {
  return { raw: true, status: 200, contentType: "text/html; charset=utf-8", body: LOGIN_PAGE, ...overrides };
}

const server = await modelServerForFile();

describe.each(WIRES)(
  "the %s provider (stream: %s) against a server that is not the API",
  (format, stream) => {
    const api = API_NAMES[format];
    let baseUrl: string;
    let provider: Provider;
    beforeEach(() => {
      // A new provider per test: it remembers whether the API has answered it before.
      const config = fakeProviderConfig(server, format, { stream });
      baseUrl = config.baseUrl;
      provider = newProvider[format](config);
    });

    it("fails a 200 HTML page at once, with one request, naming the base URL and text/html", async () => {
      server.push(page());
      const result = await completeWithRetry(provider, fixItRequest());
      expect(result.attempts).toBe(1);
      expect(server.requests).toHaveLength(1);
      expect(result).toMatchObject({ ok: false, error: { kind: "fatal" } });
      if (result.ok) return;
      expect(result.error.message).toBe(
        `the server at ${baseUrl} answered text/html, not the ${api}; check base-url (a missing /v1?)`,
      );
    });

    it("fails a 404 HTML page (a base URL without /v1) at once, with the status", async () => {
      server.push(page({ status: 404, body: "<html><body><h1>Not Found</h1></body></html>" }));
      const result = await completeWithRetry(provider, fixItRequest());
      expect(server.requests).toHaveLength(1);
      expect(result).toMatchObject({ ok: false, error: { kind: "fatal", status: 404 } });
      if (result.ok) return;
      expect(result.error.message).toBe(
        `the server at ${baseUrl} answered text/html, not the ${api}; check base-url (a missing /v1?) (HTTP 404)`,
      );
    });

    it("fails a proxy's 502 HTML page at once instead of retrying it, when the API never answered", async () => {
      server.push(page({ status: 502, body: "<html><body>502 Bad Gateway</body></html>" }));
      const started = Date.now();
      const result = await completeWithRetry(provider, fixItRequest());
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(server.requests).toHaveLength(1);
      expect(result).toMatchObject({ ok: false, attempts: 1, error: { kind: "fatal", status: 502 } });
      if (result.ok) return;
      expect(result.error.message).toContain(`the server at ${baseUrl} answered text/html, not the ${api}`);
    });

    it("fails plain text at once, naming text/plain", async () => {
      server.push(page({ contentType: "text/plain", body: "It works!" }));
      const result = await completeWithRetry(provider, fixItRequest());
      expect(server.requests).toHaveLength(1);
      if (result.ok) throw new Error("expected a failure");
      expect(result.error.kind).toBe("fatal");
      expect(result.error.message).toContain(`answered text/plain, not the ${api}`);
    });

    it("fails an HTML page sent without a content type at once", async () => {
      server.push(page({ contentType: undefined }));
      const result = await completeWithRetry(provider, fixItRequest());
      expect(server.requests).toHaveLength(1);
      if (result.ok) throw new Error("expected a failure");
      expect(result.error.kind).toBe("fatal");
      expect(result.error.message).toBe(
        `the server at ${baseUrl} answered HTML without a content type, not the ${api}; check base-url (a missing /v1?)`,
      );
    });

    it("never quotes a content type that is not a plain media type", async () => {
      server.push(page({ contentType: "text/x-evil<script>alert(1)</script>" }));
      const result = await completeWithRetry(provider, fixItRequest());
      if (result.ok) throw new Error("expected a failure");
      expect(result.error.message).toContain("answered an unreadable content type, not the");
      expect(result.error.message).not.toContain("<script>");
    });

    it("retries a gateway's 503 HTML page once the API has answered, and then gets the answer", async () => {
      server.push(
        { text: "first answer" },
        page({ status: 503, body: "<html>503 Service Unavailable</html>" }),
        {
          text: "second answer",
        },
      );
      expect(replyOf(await provider.complete(fixItRequest())).content).toEqual([
        { type: "text", text: "first answer" },
      ]);
      const notices: string[] = [];
      const result = await completeWithRetry(provider, fixItRequest(), {
        policy: { baseDelayMs: 1, maxDelayMs: 1 },
        onRetry: (notice) => notices.push(notice.error.message),
      });
      expect(replyOf(result).content).toEqual([{ type: "text", text: "second answer" }]);
      expect(result.attempts).toBe(2);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toContain("answered 503 (server error)");
      expect(notices[0]).toContain(`the server at ${baseUrl} answered with text/html, not the ${api}`);
    });

    it("takes a proxy's 413 page for a prompt too long, which compaction fixes, not for a wrong base-url", async () => {
      server.push(page({ status: 413, body: "<html>413 Request Entity Too Large</html>" }));
      const result = await provider.complete(fixItRequest());
      expect(result).toMatchObject({ ok: false, error: { kind: "context_overflow", status: 413 } });
    });

    it("still fails a 200 HTML page at once after the API has answered", async () => {
      server.push({ text: "first answer" }, page());
      replyOf(await provider.complete(fixItRequest()));
      const result = await completeWithRetry(provider, fixItRequest());
      expect(result).toMatchObject({ ok: false, attempts: 1, error: { kind: "fatal" } });
      expect(server.requests).toHaveLength(2);
    });

    it("still classifies the API's own JSON errors by their status", async () => {
      server.push({ status: 503, message: "overloaded for a moment" });
      const result = await provider.complete(fixItRequest());
      expect(result).toMatchObject({ ok: false, error: { kind: "retryable", status: 503 } });
    });
  },
);

describe("an event stream sent without a content type", () => {
  it.each(["anthropic", "openai"] as const)("%s: is still read as a stream", async (format) => {
    // The fake renders the events once; a raw answer replays them without a content type.
    const events = await captureStream(format);
    server.push({ raw: true, status: 200, body: events });
    const provider = newProvider[format](fakeProviderConfig(server, format, { stream: true }));
    const reply = replyOf(await provider.complete(fixItRequest()));
    expect(reply.content).toEqual([{ type: "text", text: "streamed without a label" }]);
  });
});

/** The exact event stream the fake sends for one text answer, read with a plain fetch. */
async function captureStream(format: WireFormat): Promise<string> {
  server.push({ text: "streamed without a label" });
  const config = fakeProviderConfig(server, format);
  const path = format === "anthropic" ? "/v1/messages" : "/chat/completions";
  const response = await fetch(`${config.baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ model: config.model, stream: true, messages: [] }),
  });
  return response.text();
}

describe.each(["anthropic", "openai"] as const)("the %s provider with an empty api-key", (format) => {
  it.each([false, true])(
    "works against a server without auth and sends no credential header (stream: %s)",
    async (stream) => {
      server.push({ text: "no key needed" });
      const config = fakeProviderConfig(server, format, { stream });
      const provider = await createProvider({
        provider: format,
        model: config.model,
        apiKey: "",
        baseUrl: config.baseUrl,
        maxOutputTokens: 1024,
        stream,
      });
      const reply = replyOf(await provider.complete(fixItRequest()));
      expect(reply.content).toEqual([{ type: "text", text: "no key needed" }]);
      const [sent] = server.requests;
      expect(sent?.headers).not.toHaveProperty("authorization");
      expect(sent?.headers).not.toHaveProperty("x-api-key");
      expect(sent?.headers).not.toHaveProperty("api-key");
    },
  );

  it("sends a key that is given", async () => {
    server.push({ text: "keyed" });
    const provider = newProvider[format](
      fakeProviderConfig(server, format, { apiKey: "sk-local-0123456789" }),
    );
    replyOf(await provider.complete(fixItRequest()));
    const headers = server.requests[0]?.headers ?? {};
    expect(`${headers.authorization ?? ""} ${headers["x-api-key"] ?? ""}`).toContain("sk-local-0123456789");
  });
});

describe("base URLs in messages", () => {
  it("are shown as configured, without a password or a query that may hold a key", () => {
    expect(displayUrl("http://127.0.0.1:8080/v1")).toBe("http://127.0.0.1:8080/v1");
    const shown = displayUrl("https://user:s3cret@proxy.example.com/v1?key=abc123#x");
    expect(shown).toBe("https://proxy.example.com/v1");
    expect(displayUrl("not a url")).toBe("the configured base-url");
  });
});
