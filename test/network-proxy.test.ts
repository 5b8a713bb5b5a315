import { execFile } from "node:child_process";
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, type TestContext } from "vitest";
import { AllowlistProxy, type ProxyOptions, type Refusal, type Resolve } from "../src/network/proxy.js";
import { findProgram } from "../src/sandbox/probe.js";
import { firstReason, skipWhere } from "./fixtures/machine.js";
import { createTestHost, type TestHost, testHostsUnavailable, withHostsEntries } from "./net/test-hosts.js";

/**
 * The proxy half of the network allowlist, with real clients on real sockets: what an allowed
 * name reaches, what a refused one gets (status, reason) and that nothing reaches the sink then.
 * Names are mapped by an injected `resolve`, so a test name can point anywhere an attacker might.
 */

const SERVER = "github.example.test";
const DOMAINS = ["example.test"];

/** A resolve answering from `table` (a name absent fails like DNS would), counting its calls. */
function resolver(table: Record<string, string[]>): Resolve & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (host: string) => {
    calls.push(host);
    const found = table[host];
    if (!found) throw new Error(`getaddrinfo ENOTFOUND ${host}`);
    return found.map((address) => ({ address, family: net.isIPv6(address) ? 6 : 4 }));
  };
  return Object.assign(resolve, { calls });
}

const open: AllowlistProxy[] = [];
async function startProxy(options: Partial<ProxyOptions> = {}): Promise<AllowlistProxy> {
  const proxy = await AllowlistProxy.start({ domains: DOMAINS, serverHost: SERVER, ...options });
  open.push(proxy);
  return proxy;
}
afterAll(async () => {
  await Promise.all(open.map((proxy) => proxy.close()));
});

/** Writes `text` to the proxy in one packet and reads until the proxy closes (or `ms` passes). */
function raw(port: number, text: string, ms = 3000): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    let got = "";
    const done = () => {
      socket.destroy();
      resolve(got);
    };
    socket.setTimeout(ms, done);
    socket.on("connect", () => socket.write(text));
    socket.on("data", (chunk) => {
      got += chunk;
    });
    socket.on("close", done);
    socket.on("error", done);
  });
}

/** A CONNECT and, in the same packet, `head`; the answer up to when it stops (tunnel or refusal). */
const connectThrough = (port: number, authority: string, head = "", ms = 1500) =>
  raw(port, `CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n\r\n${head}`, ms);

/** A plain absolute-URL request through the proxy, as node's http client sends one. */
function getThrough(
  port: number,
  url: string,
  headers: http.OutgoingHttpHeaders = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, path: url, headers, agent: false },
      (response) => {
        let body = "";
        response.on("data", (chunk) => {
          body += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/*
 * KNOWN BUG in src/network/proxy.ts, forward(): `http.request({ agent: false, createConnection })`
 * ignores createConnection (agent: false makes node use a fresh Agent, which opens its own socket
 * to the request's default host and port, 127.0.0.1:80). Every plain http:// GET through the proxy
 * therefore gets a 502 (or reaches whatever listens on loopback port 80), and the checked socket
 * is left open. The tests forwarding a plain GET below fail until `agent: false` is dropped.
 */
const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);

/** A loopback server that counts the connections it gets. */
async function loopbackServer(): Promise<{
  port: number;
  connections: () => number;
  close: () => Promise<void>;
}> {
  let count = 0;
  const server = net.createServer((socket) => {
    count++;
    socket.end("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nlocal");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    connections: () => count,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const tcpBytes = async (host: TestHost) =>
  (await host.received())
    .filter((record) => record.kind === "tcp")
    .map((record) => record.bytes)
    .join("");

/** A pause for bytes already sent to reach the sink. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe("AllowlistProxy", () => {
  const suite = "proxy tests with a test host";
  const reason = firstReason(testHostsUnavailable());
  let host: TestHost;
  const needsHost = (context: TestContext) => skipWhere(context, suite, reason);

  beforeAll(async () => {
    if (!reason) host = await createTestHost();
  }, 60_000);
  afterAll(async () => {
    await host?.close();
  });

  describe("allowed names", () => {
    it("tunnels CONNECT to an allowed name, bytes of the CONNECT's packet included, and back", async (context) => {
      needsHost(context);
      await host.clear();
      const proxy = await startProxy({ resolve: resolver({ "pkg.example.test": [host.ipv4] }) });
      const marker = `X-Head: ${Math.random()}`;
      const answer = await connectThrough(
        proxy.port,
        "pkg.example.test:80",
        `GET / HTTP/1.1\r\nHost: a\r\n${marker}\r\n\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 200 Connection Established/);
      expect(answer).toContain(host.body);
      await settle();
      expect(await tcpBytes(host)).toContain(marker);
    });

    it("forwards an absolute http:// GET and answers with the sink's body", async (context) => {
      needsHost(context);
      const proxy = await startProxy({ resolve: resolver({ "pkg.example.test": [host.ipv4] }) });
      const got = await getThrough(proxy.port, "http://pkg.example.test:8080/path?q=1");
      expect(got.status).toBe(200);
      expect(got.body).toContain(host.body);
    });

    it("allows a subdomain, the server host, and names in other case or with a trailing dot", async (context) => {
      needsHost(context);
      const names = ["deep.sub.example.test", SERVER, "PKG.Example.TEST", "pkg.example.test."];
      const table = Object.fromEntries(
        ["deep.sub.example.test", SERVER, "pkg.example.test"].map((n) => [n, [host.ipv4]]),
      );
      const proxy = await startProxy({ domains: ["sub.example.test"], resolve: resolver(table) });
      for (const name of names) {
        const answer = await connectThrough(proxy.port, `${name}:80`, "GET / HTTP/1.1\r\nHost: a\r\n\r\n");
        // pkg.example.test is not under sub.example.test: only the first two and none of the rest.
        if (name === names[0] || name === SERVER) expect(statusOf(answer), name).toBe(200);
        else expect(statusOf(answer), name).toBe(403);
      }
      const normal = await startProxy({ resolve: resolver(table) });
      for (const name of names.slice(2)) {
        expect(statusOf(await connectThrough(normal.port, `${name}:80`)), name).toBe(200);
      }
    });

    it("uses the system resolver (/etc/hosts) when no resolve is given", async (context) => {
      needsHost(context);
      const name = `sys${process.pid}.example.test`;
      const undo = await withHostsEntries({ [name]: host.ipv4 });
      try {
        const proxy = await startProxy();
        const got = await getThrough(proxy.port, `http://${name}/`);
        expect(got.status).toBe(200);
        expect(got.body).toContain(host.body);
      } finally {
        await undo();
      }
    });
  });

  describe("refusals", () => {
    it("refuses a host not in the list with 403 naming it, and nothing reaches the sink", async (context) => {
      needsHost(context);
      await host.clear();
      const table = resolver({ "evil.test": [host.ipv4] });
      const proxy = await startProxy({ resolve: table });
      const answer = await connectThrough(proxy.port, "evil.test:80", "GET /leak HTTP/1.1\r\n\r\n");
      expect(statusOf(answer)).toBe(403);
      expect(answer).toContain("evil.test");
      const got = await getThrough(proxy.port, "http://evil.test/leak");
      expect(got.status).toBe(403);
      expect(got.body).toContain("evil.test");
      await settle();
      expect(await host.received()).toEqual([]);
      expect(table.calls).toEqual([]);
    });

    it("refuses IP literals, even an allowed host's own address", async (context) => {
      needsHost(context);
      await host.clear();
      const proxy = await startProxy({ resolve: resolver({ "pkg.example.test": [host.ipv4, host.ipv6] }) });
      const v4 = await connectThrough(proxy.port, `${host.ipv4}:80`);
      expect(statusOf(v4)).toBe(403);
      expect(v4).toContain(host.ipv4);
      const v6 = await connectThrough(proxy.port, `[${host.ipv6}]:80`);
      expect(statusOf(v6)).toBe(403);
      expect(v6).toContain(host.ipv6);
      expect((await getThrough(proxy.port, `http://${host.ipv4}/`)).status).toBe(403);
      await settle();
      expect(await host.received()).toEqual([]);
    });

    it.each([
      ["loopback", ["127.0.0.1"]],
      ["private", ["10.1.2.3"]],
      ["cloud metadata", ["169.254.169.254"]],
      ["IPv6 loopback", ["::1"]],
      ["IPv4-mapped loopback", ["::ffff:127.0.0.1"]],
      ["a mix with one private address", ["198.51.100.200", "127.0.0.1"]],
    ])(
      "refuses an allowed name resolving to %s, and the local server gets nothing",
      async (_what, addresses) => {
        const local = await loopbackServer();
        try {
          const proxy = await startProxy({ resolve: resolver({ "pkg.example.test": addresses }) });
          const answer = await connectThrough(proxy.port, `pkg.example.test:${local.port}`);
          expect(statusOf(answer)).toBe(403);
          expect(answer).toContain("pkg.example.test");
          const got = await getThrough(proxy.port, `http://pkg.example.test:${local.port}/`);
          expect(got.status).toBe(403);
          expect(local.connections()).toBe(0);
        } finally {
          await local.close();
        }
      },
    );

    it("sends the URL's host, not a Host header naming another, and no proxy-* headers", async (context) => {
      needsHost(context);
      await host.clear();
      const proxy = await startProxy({ resolve: resolver({ "pkg.example.test": [host.ipv4] }) });
      const got = await getThrough(proxy.port, "http://pkg.example.test/x", {
        host: "evil.test",
        "proxy-authorization": "Basic c2VjcmV0",
        "proxy-connection": "keep-alive",
        "x-kept": "yes",
      });
      expect(got.status).toBe(200);
      await settle();
      const seen = (await tcpBytes(host)).toLowerCase();
      expect(seen).toContain("host: pkg.example.test\r\n");
      expect(seen).not.toContain("evil.test");
      expect(seen).not.toContain("proxy-");
      expect(seen).not.toContain("c2vjcmv0");
      expect(seen).toContain("x-kept: yes");
    });

    it("answers 400 to what is not a proxy request, and counts no host for it", async () => {
      const proxy = await startProxy({ resolve: resolver({}) });
      expect((await getThrough(proxy.port, "ftp://pkg.example.test/file")).status).toBe(400);
      expect((await getThrough(proxy.port, "/")).status).toBe(400);
      expect(statusOf(await connectThrough(proxy.port, "pkg.example.test"))).toBe(400);
      expect(statusOf(await connectThrough(proxy.port, "pkg.example.test:99999"))).toBe(400);
      expect(statusOf(await raw(proxy.port, "CONNECT a%20b:443 HTTP/1.1\r\n\r\n"))).toBe(400);
      expect(statusOf(await raw(proxy.port, "CONNECT evil.com/x:443 HTTP/1.1\r\n\r\n"))).toBe(400);
      expect((await getThrough(proxy.port, "http://a%20b/")).status).toBe(400);
      expect(proxy.refused()).toEqual({ hosts: [], others: 0 });
    });
  });

  describe("refused()", () => {
    it("counts per host, most asked first, telling onRefused once per host", async () => {
      const told: Refusal[] = [];
      const proxy = await startProxy({ resolve: resolver({}), onRefused: (refusal) => told.push(refusal) });
      for (const name of ["b.test", "a.test", "a.test", "A.TEST.", "b.test", "a.test", "c.test"])
        expect(statusOf(await connectThrough(proxy.port, `${name}:443`))).toBe(403);
      const { hosts, others } = proxy.refused();
      expect(hosts.map(({ host, count }) => [host, count])).toEqual([
        ["a.test", 4],
        ["b.test", 2],
        ["c.test", 1],
      ]);
      expect(hosts[0]?.reason).toContain("allowed-domains");
      expect(others).toBe(0);
      expect(told.map((refusal) => refusal.host)).toEqual(["b.test", "a.test", "c.test"]);
    });

    it("counts hosts beyond 200 together in others", async () => {
      const told: Refusal[] = [];
      const proxy = await startProxy({ resolve: resolver({}), onRefused: (refusal) => told.push(refusal) });
      for (let n = 0; n < 205; n++) await connectThrough(proxy.port, `h${n}.test:443`);
      await connectThrough(proxy.port, "h204.test:443");
      const { hosts, others } = proxy.refused();
      expect(hosts).toHaveLength(200);
      expect(others).toBe(6);
      expect(told).toHaveLength(200);
    }, 30_000);
  });

  describe("upstream failures", () => {
    it("answers 502 with a reason when nothing listens on the port", async (context) => {
      needsHost(context);
      const proxy = await startProxy({ resolve: resolver({ "pkg.example.test": [host.ipv4] }) });
      const answer = await connectThrough(proxy.port, "pkg.example.test:9", "", 20_000);
      expect(statusOf(answer)).toBe(502);
      expect(answer).toContain(host.ipv4);
      expect(proxy.refused().hosts).toEqual([]);
    }, 30_000);

    it("answers 502 when the name does not resolve, and counts no refusal", async () => {
      const proxy = await startProxy({ resolve: resolver({}) });
      const answer = await connectThrough(proxy.port, "gone.example.test:443");
      expect(statusOf(answer)).toBe(502);
      expect(answer).toContain("gone.example.test");
      expect((await getThrough(proxy.port, "http://gone.example.test/")).status).toBe(502);
      expect(proxy.refused()).toEqual({ hosts: [], others: 0 });
    });
  });

  describe("one lookup per request", () => {
    it("connects to the address the lookup gave, never resolving the name again", async (context) => {
      needsHost(context);
      await host.clear();
      const local = await loopbackServer();
      let calls = 0;
      // First answer public, every later one loopback: a rebinding attacker's DNS.
      const resolve: Resolve = async () => {
        calls++;
        return [{ address: calls === 1 ? host.ipv4 : "127.0.0.1", family: 4 }];
      };
      try {
        const proxy = await startProxy({ resolve });
        const got = await getThrough(proxy.port, "http://pkg.example.test:8080/");
        expect(got.body).toContain(host.body);
        expect(calls).toBe(1);
        expect(local.connections()).toBe(0);
      } finally {
        await local.close();
      }
    });
  });

  describe("curl", () => {
    const curl = findProgram("curl");
    const run = (args: string[]) =>
      new Promise<{ code: number; out: string }>((resolve) =>
        execFile(curl ?? "curl", args, { timeout: 20_000 }, (error, stdout) =>
          resolve({ code: typeof error?.code === "number" ? error.code : 0, out: stdout }),
        ),
      );

    it("fetches an allowed name through -x and gets 403 for another", async (context) => {
      needsHost(context);
      skipWhere(context, "proxy tests with curl", curl ? undefined : "curl is not installed");
      const proxy = await startProxy({ resolve: resolver({ "pkg.example.test": [host.ipv4] }) });
      const proxyArg = `http://127.0.0.1:${proxy.port}`;
      const ok = await run(["-sS", "-x", proxyArg, "http://pkg.example.test/"]);
      expect(ok.out).toContain(host.body);
      const tunnel = await run(["-sS", "-p", "-x", proxyArg, "http://pkg.example.test/"]);
      expect(tunnel.out).toContain(host.body);
      const refused = await run([
        "-s",
        "-o",
        "/dev/null",
        "-w",
        "%{http_code}",
        "-x",
        proxyArg,
        "http://evil.test/",
      ]);
      expect(refused.out).toBe("403");
    }, 30_000);
  });

  describe("close()", () => {
    it("ends open tunnels and stops listening", async (context) => {
      needsHost(context);
      const proxy = await AllowlistProxy.start({
        domains: DOMAINS,
        serverHost: SERVER,
        resolve: resolver({ "pkg.example.test": [host.ipv4] }),
      });
      const client = net.connect({ host: "127.0.0.1", port: proxy.port });
      const established = new Promise<void>((resolve) => client.once("data", () => resolve()));
      const closed = new Promise<void>((resolve) => client.once("close", () => resolve()));
      client.on("error", () => {});
      client.write("CONNECT pkg.example.test:80 HTTP/1.1\r\n\r\n");
      await established;
      await proxy.close();
      await closed;
      const refused = await new Promise<string>((resolve) => {
        const again = net.connect({ host: "127.0.0.1", port: proxy.port });
        again.on("connect", () => resolve("connected"));
        again.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
      });
      expect(refused).toBe("ECONNREFUSED");
    });
  });
});
