import { createServer, request as httpRequest, type Server } from "node:http";
import { connect } from "node:net";
import { Type } from "@sinclair/typebox";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createGitHubClient, FAST_TIMING, requestAs, withOrchestrationId } from "../src/github/client.js";
import { type FakeGitHub, startGitHubServer } from "./fakes/github-server.js";

/**
 * The GitHub client sends with Node's own fetch unless the runner has a proxy configured; then it
 * takes `@actions/github`'s client, which sends through it. A self-hosted runner behind a proxy
 * must still reach GitHub, and every runner must still name its job in the user agent. These
 * tests change the process's environment, so they run one after another.
 */

const TOKEN = "ghs_proxyTestToken0123456789abcdefABCDEF";
const repo = { owner: "octo-org", repo: "octo-repo" };
const Repository = Type.Object({ full_name: Type.String() });
const PROXY_VARIABLES = ["http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY", "no_proxy", "NO_PROXY"];

let gh: FakeGitHub;
let proxy: Server;
let proxyUrl: string;
/** What the proxy was asked to reach: `CONNECT host:port`, or the absolute URL of a plain request. */
const proxied: string[] = [];
const saved = new Map<string, string | undefined>();

beforeAll(async () => {
  gh = await startGitHubServer({ ...repo, token: TOKEN });
  const target = new URL(gh.url);
  // A forward proxy that sends every host to the fake: the name in the base URL resolves nowhere
  // else, so an answer proves the request went through here.
  proxy = createServer((req, res) => {
    proxied.push(req.url ?? "");
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: new URL(req.url ?? "").pathname + new URL(req.url ?? "").search,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  proxy.on("connect", (req, socket, head) => {
    proxied.push(`CONNECT ${req.url}`);
    const upstream = connect(Number(target.port), target.hostname, () => {
      socket.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on("error", () => socket.destroy());
    socket.on("error", () => upstream.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const address = proxy.address();
  if (!address || typeof address === "string") throw new Error("the proxy has no port");
  proxyUrl = `http://127.0.0.1:${address.port}`;
  for (const name of [...PROXY_VARIABLES, "ACTIONS_ORCHESTRATION_ID", "GITHUB_API_URL"])
    saved.set(name, process.env[name]);
});

afterEach(() => {
  for (const [name, value] of saved) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  proxied.length = 0;
});

afterAll(async () => {
  proxy.closeAllConnections();
  await new Promise((resolve) => proxy.close(resolve));
  await gh.close();
});

function clearProxyVariables() {
  for (const name of PROXY_VARIABLES) delete process.env[name];
}

describe("the GitHub client and the runner's network settings", () => {
  it("sends through the proxy that http_proxy names, with the token", async () => {
    clearProxyVariables();
    process.env.http_proxy = proxyUrl;
    const port = new URL(gh.url).port;
    // As on a runner, the API's address is also GITHUB_API_URL: @actions/github picks its proxy for that.
    const baseUrl = `http://api.github.test:${port}`;
    process.env.GITHUB_API_URL = baseUrl;
    const client = createGitHubClient({ token: TOKEN, baseUrl, timing: FAST_TIMING });
    const answer = await requestAs(client, "GET /repos/{owner}/{repo}", repo, Repository);
    expect(answer).toEqual({ ok: true, value: expect.objectContaining({ full_name: "octo-org/octo-repo" }) });
    expect(proxied.join(" ")).toContain(`api.github.test:${port}`);
    const seen = gh.requestsTo("GET", "/repos/octo-org/octo-repo").at(-1);
    expect(seen?.headers.authorization).toBe(`token ${TOKEN}`);
  });

  it("without a proxy, sends directly and names the job's orchestration in its user agent", async () => {
    clearProxyVariables();
    process.env.ACTIONS_ORCHESTRATION_ID = " run 7/job:build ";
    const client = createGitHubClient({ token: TOKEN, baseUrl: gh.url, timing: FAST_TIMING });
    const answer = await requestAs(client, "GET /repos/{owner}/{repo}", repo, Repository);
    expect(answer.ok).toBe(true);
    const agent = String(gh.requestsTo("GET", "/repos/octo-org/octo-repo").at(-1)?.headers["user-agent"]);
    expect(agent).toMatch(/^actions_orchestration_id\/run_7_job_build octokit-core\.js\//);
    expect(proxied).toEqual([]);
  });

  it("keeps Octokit's own user agent when the runner names no orchestration", () => {
    expect(withOrchestrationId(undefined)).toBeUndefined();
    expect(withOrchestrationId("  ")).toBeUndefined();
  });
});
