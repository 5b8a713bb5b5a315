import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import type { FakeGitHub } from "./github-server.js";

/**
 * One GitHub API address in front of several fake repositories, as api.github.com serves every
 * repository: a request under `/repos/{owner}/{repo}` goes to that repository's fake, anything
 * else (and an unknown repository) to the first one. Requests and answers pass through as they
 * are, so each fake records what was asked of its repository.
 */
export interface GitHubRouter {
  url: string;
  close(): Promise<void>;
}

export async function startGitHubRouter(fakes: readonly FakeGitHub[]): Promise<GitHubRouter> {
  const [first] = fakes;
  if (!first) throw new Error("a router needs one fake at least");
  const byName = new Map(fakes.map((fake) => [`${fake.owner}/${fake.repo}`.toLowerCase(), fake]));
  const server = createServer((incoming, outgoing) => {
    const match = /^\/repos\/([^/]+)\/([^/?]+)/.exec(incoming.url ?? "");
    const target = (match && byName.get(`${match[1]}/${match[2]}`.toLowerCase())) || first;
    const to = new URL(incoming.url ?? "/", target.url);
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
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
