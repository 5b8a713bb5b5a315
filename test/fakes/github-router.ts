import { createServer, request as httpRequest } from "node:http";
import type { FakeGitHub } from "./github-server.js";
import { listenLocally } from "./http.js";

/**
 * One GitHub API address in front of several fake repositories, as api.github.com serves every
 * repository: a request under `/repos/{owner}/{repo}` goes to that repository's fake, anything
 * else (and an unknown repository) to the first one. Requests and answers pass through as they
 * are, so each fake records what was asked of its repository.
 */
export interface GitHubRouter {
  url: string;
  /** Every request, in the order it arrived, with when it arrived and when its answer was sent. */
  calls: RoutedCall[];
  close(): Promise<void>;
}

/** One request that went through the router. Times are `wallClockMs()`, comparable across processes. */
export interface RoutedCall {
  method: string;
  /** The path without the query. */
  path: string;
  arrivedAt: number;
  /** Undefined while the answer has not been sent (or never was: the client went away). */
  answeredAt?: number;
}

export interface GitHubRouterOptions {
  /**
   * Milliseconds each request is held before it is served, as the round trip to GitHub takes:
   * what makes calls made one after another cost more than calls made at once.
   */
  latencyMs?: number;
}

/** Milliseconds since the epoch with sub-millisecond precision: one clock for every process of a machine. */
export function wallClockMs(): number {
  return performance.timeOrigin + performance.now();
}

export async function startGitHubRouter(
  fakes: readonly FakeGitHub[],
  options: GitHubRouterOptions = {},
): Promise<GitHubRouter> {
  const [first] = fakes;
  if (!first) throw new Error("a router needs one fake at least");
  const byName = new Map(fakes.map((fake) => [`${fake.owner}/${fake.repo}`.toLowerCase(), fake]));
  const calls: RoutedCall[] = [];
  const server = createServer((incoming, outgoing) => {
    const call: RoutedCall = {
      method: incoming.method ?? "GET",
      path: (incoming.url ?? "/").split("?")[0] ?? "/",
      arrivedAt: wallClockMs(),
    };
    calls.push(call);
    outgoing.on("finish", () => {
      call.answeredAt = wallClockMs();
    });
    const match = /^\/repos\/([^/]+)\/([^/?]+)/.exec(incoming.url ?? "");
    const target = (match && byName.get(`${match[1]}/${match[2]}`.toLowerCase())) || first;
    const to = new URL(incoming.url ?? "/", target.url);
    const forward = () => {
      const forwarded = httpRequest(
        to,
        { method: incoming.method, headers: { ...incoming.headers, host: to.host } },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forwarded.on("error", () => {
        if (!outgoing.headersSent) outgoing.writeHead(502);
        outgoing.end();
      });
      incoming.pipe(forwarded);
    };
    // The body waits in the paused request until it is piped on.
    if (options.latencyMs) setTimeout(forward, options.latencyMs);
    else forward();
  });
  return {
    url: await listenLocally(server),
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The calls made before `before` (a `wallClockMs()` time), each with its round: 1 for a call made
 * before any answer came, else one more than the latest round among the calls answered before it
 * was made. Calls made at once share a round; a call that waited for another's answer (or could
 * have) comes a round later. The highest round is how many round trips were waited for one after
 * another.
 */
export function roundsBefore(
  calls: readonly RoutedCall[],
  before: number,
): Array<RoutedCall & { round: number }> {
  const made = calls.filter((call) => call.arrivedAt < before).sort((a, b) => a.arrivedAt - b.arrivedAt);
  const rounds: Array<RoutedCall & { round: number }> = [];
  for (const call of made) {
    const waited = rounds.filter(
      (earlier) => earlier.answeredAt !== undefined && earlier.answeredAt <= call.arrivedAt,
    );
    rounds.push({ ...call, round: 1 + Math.max(0, ...waited.map((earlier) => earlier.round)) });
  }
  return rounds;
}
