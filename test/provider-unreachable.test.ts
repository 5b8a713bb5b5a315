import { lookup } from "node:dns/promises";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { apiOnlyFetch, UnreachableError } from "../src/llm/api-fetch.js";
import type { ProviderConfig } from "../src/llm/provider.js";
import { completeWithRetry, type RetryNotice } from "../src/llm/retry.js";
import {
  fakeProviderConfig,
  type ModelServer,
  startModelServer,
  type WireFormat,
} from "./fakes/model-server.js";
import { freePort } from "./fixtures/ports.js";
import { fixItRequest, newProvider, WIRES } from "./fixtures/providers.js";

/**
 * A base URL where nothing answers: a host name that does not resolve, or a port nobody listens
 * on. On the first request of a run no retry can fix that, so it fails at once, naming the URL;
 * once the server has answered, the same errors are a server going away for a while, and retried.
 */

/** RFC 2606 reserves `.invalid`: it never resolves, and the resolver says so without the network. */
const UNRESOLVABLE_HOST = "model-server.invalid";

/** Records the waits instead of waiting, and the notices of each retry. */
function recorder() {
  const waits: number[] = [];
  const notices: RetryNotice[] = [];
  return {
    waits,
    notices,
    sleep: async (ms: number) => void waits.push(ms),
    onRetry: (notice: RetryNotice) => void notices.push(notice),
  };
}

/** The base URL a user would give for a server at `origin`: OpenAI's ends in /v1. */
function baseUrlAt(origin: string, format: WireFormat): string {
  return format === "openai" ? `${origin}/v1` : origin;
}

function config(format: WireFormat, baseUrl: string, stream: boolean): ProviderConfig {
  return {
    apiKey: "test-key",
    baseUrl,
    model: format === "anthropic" ? "claude-test" : "gpt-test",
    maxTokens: 1024,
    stream,
    requestTimeoutMs: 5_000,
  };
}

/**
 * The first request of a run, to `baseUrl`: it must fail at once, for good, with no retry.
 * Returns its result and what the retry loop recorded.
 */
async function firstRequestFails(format: WireFormat, baseUrl: string, stream: boolean) {
  const provider = newProvider[format](config(format, baseUrl, stream));
  const retry = recorder();

  const result = await completeWithRetry(provider, fixItRequest(), retry);

  expect(result).toMatchObject({ ok: false, attempts: 1, error: { kind: "fatal" } });
  expect(retry.notices).toEqual([]);
  return { result, retry };
}

beforeAll(async () => {
  // The premise of the ENOTFOUND cases: this machine's resolver answers for `.invalid` at once.
  await expect(lookup(UNRESOLVABLE_HOST)).rejects.toMatchObject({ code: "ENOTFOUND" });
});

describe.each(WIRES)("the %s provider (stream: %s) on the first request of a run", (format, stream) => {
  it("fails at once when nothing listens on the port, naming the base URL to check", async () => {
    const baseUrl = baseUrlAt(`http://127.0.0.1:${await freePort()}`, format);
    const { result, retry } = await firstRequestFails(format, baseUrl, stream);
    expect(retry.waits).toEqual([]);
    if (result.ok) return;
    expect(result.error.message).toBe(
      `the ${format} API at ${baseUrl} cannot be reached: the connection was refused (ECONNREFUSED): nothing listens at ${new URL(baseUrl).host}; check base-url (--base-url on the command line), its host and port, and that the server there is running`,
    );
  });

  it("fails at once when the host name does not resolve, naming the base URL to check", async () => {
    const baseUrl = baseUrlAt(`http://${UNRESOLVABLE_HOST}:8080`, format);
    const { result } = await firstRequestFails(format, baseUrl, stream);
    if (result.ok) return;
    expect(result.error.message).toBe(
      `the ${format} API at ${baseUrl} cannot be reached: the host name ${UNRESOLVABLE_HOST} does not resolve (ENOTFOUND); check base-url (--base-url on the command line) for a typo in the host name`,
    );
  });

  it("fails at once on a port that fetch never connects to, naming the port", async () => {
    // Port 6000 (X11) is on the fetch standard's list of blocked ports: Node's fetch refuses it
    // without trying, so no retry can ever succeed.
    const baseUrl = baseUrlAt("http://127.0.0.1:6000", format);
    const { result } = await firstRequestFails(format, baseUrl, stream);
    if (result.ok) return;
    expect(result.error.message).toBe(
      `the ${format} API at ${baseUrl} cannot be reached: fetch refuses to connect to port 6000, one of the ports the fetch standard blocks; check base-url (--base-url on the command line) and serve the API on another port`,
    );
  });
});

describe.each(WIRES)("the %s provider (stream: %s) once the server has answered", (format, stream) => {
  let server: ModelServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("retries a refused connection, and goes on when the server is back on its port", async () => {
    server = await startModelServer([{ text: "First answer." }]);
    const port = Number(new URL(server.url).port);
    const provider = newProvider[format](fakeProviderConfig(server, format, { stream }));
    const first = await completeWithRetry(provider, fixItRequest(), recorder());
    expect(first.ok).toBe(true);

    // The server goes away (a restart): the next request is refused, then it listens again.
    await server.close();
    const retry = recorder();
    const result = await completeWithRetry(provider, fixItRequest(), {
      ...retry,
      sleep: async (ms) => {
        retry.waits.push(ms);
        server = await startModelServer([{ text: "Back again." }], { port });
      },
    });

    expect(result).toMatchObject({ ok: true, attempts: 2 });
    expect(retry.notices).toHaveLength(1);
    expect(retry.notices[0]?.error).toMatchObject({ kind: "retryable" });
    expect(retry.notices[0]?.error.message).toContain("ECONNREFUSED");
    expect(server?.requests).toHaveLength(1);
  });

  it("still retries a connection dropped on the first request, which reached a server", async () => {
    server = await startModelServer([{ reset: true }, { text: "Fixed." }]);
    const provider = newProvider[format](fakeProviderConfig(server, format, { stream }));
    const retry = recorder();

    const result = await completeWithRetry(provider, fixItRequest(), retry);

    expect(result).toMatchObject({ ok: true, attempts: 2 });
    expect(retry.notices).toHaveLength(1);
    expect(server.requests).toHaveLength(2);
  });
});

describe("the guarded fetch", () => {
  /** A fetch that fails as undici does, with the socket's error as the cause. */
  function failingFetch(code: string) {
    return async (): Promise<Response> => {
      const socketError = Object.assign(new Error(`getaddrinfo ${code} models.example.com`), { code });
      throw new TypeError("fetch failed", { cause: socketError });
    };
  }

  it("passes a temporary DNS failure (EAI_AGAIN) on as it is, to be retried", async () => {
    const guarded = apiOnlyFetch(failingFetch("EAI_AGAIN"));
    const error = await guarded("https://models.example.com/v1/messages").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(UnreachableError);
  });

  it("counts a name whose every address refused the connection as nothing listening there", async () => {
    const refused = (address: string) =>
      Object.assign(new Error(`connect ECONNREFUSED ${address}`), { code: "ECONNREFUSED" });
    const guarded = apiOnlyFetch(async () => {
      throw new TypeError("fetch failed", {
        cause: new AggregateError([refused("::1:8000"), refused("127.0.0.1:8000")]),
      });
    });
    const error = await guarded("http://localhost:8000/v1/messages").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreachableError);
    expect(error).toMatchObject({ code: "ECONNREFUSED" });
  });
});
