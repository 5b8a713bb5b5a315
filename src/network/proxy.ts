import { lookup } from "node:dns/promises";
import http from "node:http";
import net from "node:net";
import type { Duplex } from "node:stream";
import { hostAllowed } from "../base/allowed-domains.js";
import { isPublicAddress } from "./addresses.js";

/**
 * The HTTP(S) proxy the agent's side reaches the network through (DESIGN section 4b). It runs in
 * the action's process, on loopback, and is the one place the sandbox user's connections may go
 * (the kernel rule, firewall.ts). `CONNECT host:port` opens a tunnel (HTTPS, and anything else
 * over TCP); an absolute `http://` URL is forwarded as a plain request. Either way the host must
 * be in `allowed-domains` (or be the GitHub server), must be a name and not an address, and every
 * address it resolves to (resolved here: the sandbox user has no DNS of its own) must be a public
 * one. The connection then goes to an address of that lookup, never to the name again, so the
 * answer cannot change between the check and the connection. What is refused is counted by host.
 */

/** How a name is resolved; the system's resolver (`/etc/hosts`, then DNS) unless a test gives its own. */
export type Resolve = (host: string) => Promise<readonly { address: string; family: number }[]>;

export interface ProxyOptions {
  /** `allowed-domains`, `defaults` expanded: each covers its subdomains. */
  domains: readonly string[];
  /** The GitHub server's host, always allowed. */
  serverHost: string;
  /** Told once for each host, at the first refusal: the job log's line. */
  onRefused?: (refusal: Refusal) => void;
  resolve?: Resolve;
}

/** One refusal: the host as asked for, and why. */
export interface Refusal {
  host: string;
  reason: string;
}

/** A refused host and how often it was asked for. */
export interface RefusedHost extends Refusal {
  count: number;
}

/** Hosts counted one by one; beyond this many the rest are counted together, so memory stays bounded. */
const MAX_HOSTS_COUNTED = 200;
/** How long one connection attempt to an upstream address may take. */
const CONNECT_TIMEOUT_MS = 15_000;
/** A tunnel or request with nothing sent either way for this long is closed. */
const IDLE_TIMEOUT_MS = 10 * 60_000;

const systemResolve: Resolve = (host) => lookup(host, { all: true, verbatim: true });

export class AllowlistProxy {
  private readonly refusals = new Map<string, RefusedHost>();
  private othersRefused = 0;
  private readonly sockets = new Set<Duplex>();
  private readonly resolve: Resolve;

  private constructor(
    private readonly server: http.Server,
    private readonly options: ProxyOptions,
    /** The port it listens on, on 127.0.0.1. */
    readonly port: number,
  ) {
    this.resolve = options.resolve ?? systemResolve;
    server.on("connect", (request: http.IncomingMessage, client: Duplex, head: Buffer) => {
      this.track(client);
      this.tunnel(request.url ?? "", client, head).catch(() => client.destroy());
    });
    server.on("request", (request: http.IncomingMessage, response: http.ServerResponse) => {
      this.track(request.socket);
      this.forward(request, response).catch(() => response.destroy());
    });
    server.on("clientError", (_error, socket: Duplex) => socket.destroy());
  }

  /** Listens on 127.0.0.1, on a port the system picks. Rejects only when it cannot listen. */
  static async start(options: ProxyOptions): Promise<AllowlistProxy> {
    const server = http.createServer({ requestTimeout: 0 });
    // Tunnels stay open as long as they are used; an idle one is closed by the socket timeout below.
    server.keepAliveTimeout = 5_000;
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen({ host: "127.0.0.1", port: 0, exclusive: true }, () => resolve());
    });
    const { port } = server.address() as net.AddressInfo;
    return new AllowlistProxy(server, options, port);
  }

  /** The refused hosts, most asked for first; the hosts beyond those counted one by one, together. */
  refused(): { hosts: RefusedHost[]; others: number } {
    const hosts = [...this.refusals.values()].sort((a, b) => b.count - a.count || (a.host < b.host ? -1 : 1));
    return { hosts, others: this.othersRefused };
  }

  /** Stops listening and ends every connection still open. Never rejects. */
  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  private track(socket: Duplex): void {
    if (this.sockets.has(socket)) return;
    this.sockets.add(socket);
    socket.once("close", () => this.sockets.delete(socket));
    if (socket instanceof net.Socket) socket.setTimeout(IDLE_TIMEOUT_MS, () => socket.destroy());
  }

  /** `CONNECT host:port`: a tunnel to an address of an allowed host, or a refusal. */
  private async tunnel(authority: string, client: Duplex, head: Buffer): Promise<void> {
    const target = parseAuthority(authority);
    if (!target) return reply(client, 400, `"${authority}" is not host:port`);
    const decided = await this.decide(target.host);
    if (!decided.ok) return reply(client, decided.status, decided.reason);
    const upstream = await this.connect(decided.addresses, target.port);
    if (typeof upstream === "string") return reply(client, 502, upstream);
    if (client.destroyed) {
      upstream.destroy();
      return;
    }
    client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
    if (head.length > 0) upstream.write(head);
    upstream.pipe(client);
    client.pipe(upstream);
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
    client.once("close", () => upstream.destroy());
    upstream.once("close", () => client.destroy());
  }

  /** A plain `GET http://host/path`: forwarded to an address of an allowed host, or refused. */
  private async forward(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    let url: URL;
    try {
      url = new URL(request.url ?? "");
    } catch {
      return answer(response, 400, "this is a proxy: ask for an absolute http:// URL, or CONNECT host:port");
    }
    if (url.protocol !== "http:")
      return answer(response, 400, `only http:// URLs are forwarded; ${url.protocol}// goes through CONNECT`);
    const decided = await this.decide(url.hostname);
    if (!decided.ok) return answer(response, decided.status, decided.reason);
    const port = url.port === "" ? 80 : Number(url.port);
    const socket = await this.connect(decided.addresses, port);
    if (typeof socket === "string") return answer(response, 502, socket);
    // The client's headers as it wrote them (some servers mind the case), less the proxy's own.
    const headers: Record<string, string | string[]> = {};
    for (let i = 0; i + 1 < request.rawHeaders.length; i += 2) {
      const [name, value] = [request.rawHeaders[i] ?? "", request.rawHeaders[i + 1] ?? ""];
      const lower = name.toLowerCase();
      if (lower.startsWith("proxy-") || lower === "host") continue;
      const known = headers[name];
      headers[name] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
    }
    // The host checked is the host asked: a Host header naming another is replaced.
    headers.Host = url.host;
    const upstream = http.request({
      method: request.method,
      path: `${url.pathname}${url.search}`,
      headers,
      setHost: false,
      // No agent: with one (even `agent: false`), Node opens a connection of its own to the
      // request's default host, localhost, and the checked socket below is never used.
      createConnection: () => socket,
    });
    upstream.on("response", (answered) => {
      response.writeHead(answered.statusCode ?? 502, answered.statusMessage, answered.rawHeaders);
      answered.pipe(response);
    });
    upstream.on("error", (error) => {
      if (response.headersSent) response.destroy();
      else answer(response, 502, `${url.host}: ${error.message}`);
    });
    request.pipe(upstream);
  }

  /**
   * Whether `asked` may be reached, and at which addresses: a name in the list whose every
   * address is public. A refusal by the list is counted; a name that does not resolve is not.
   */
  private async decide(
    asked: string,
  ): Promise<{ ok: true; addresses: string[] } | { ok: false; status: number; reason: string }> {
    const host = normalHost(asked);
    const refuse = (reason: string) => {
      this.count(host, reason);
      return {
        ok: false as const,
        status: 403,
        reason: `Repo Agent's network allowlist refused ${host}: ${reason}`,
      };
    };
    // Only what a host name or an address can hold is counted and reported (the comment shows
    // the hosts): anything else is not a host.
    if (!/^[a-z0-9._-]{1,253}$/.test(host) && net.isIP(host) === 0)
      return { ok: false, status: 400, reason: "that is not a host name" };
    if (net.isIP(host) !== 0)
      return refuse("it is an IP address; only host names in allowed-domains are reached");
    if (!hostAllowed(host, this.options.domains, this.options.serverHost))
      return refuse("it is not in allowed-domains (the workflow's `allowed-domains` input can add it)");
    let found: readonly { address: string; family: number }[];
    try {
      found = await this.resolve(host);
    } catch (error) {
      return { ok: false, status: 502, reason: `${host} could not be resolved: ${(error as Error).message}` };
    }
    const local = found.find((entry) => !isPublicAddress(entry.address));
    if (local) return refuse(`it resolves to ${local.address}, which is not a public address`);
    if (found.length === 0) return { ok: false, status: 502, reason: `${host} has no address` };
    // IPv4 first: a runner without an IPv6 route would otherwise wait on each IPv6 address.
    const addresses = [...found].sort((a, b) => a.family - b.family).map((entry) => entry.address);
    return { ok: true, addresses };
  }

  private count(host: string, reason: string): void {
    const known = this.refusals.get(host);
    if (known) {
      known.count++;
      return;
    }
    if (this.refusals.size >= MAX_HOSTS_COUNTED) {
      this.othersRefused++;
      return;
    }
    this.refusals.set(host, { host, reason, count: 1 });
    this.options.onRefused?.({ host, reason });
  }

  /** A connected socket to the first of `addresses` that answers, or why none did. */
  private async connect(addresses: readonly string[], port: number): Promise<net.Socket | string> {
    let why = "no address";
    for (const address of addresses) {
      const socket = await new Promise<net.Socket | string>((resolve) => {
        const attempt = net.connect({ host: address, port });
        attempt.setTimeout(CONNECT_TIMEOUT_MS, () => {
          attempt.destroy();
          resolve(`${address} port ${port} did not answer within ${CONNECT_TIMEOUT_MS / 1000} s`);
        });
        attempt.once("connect", () => {
          attempt.setTimeout(0);
          resolve(attempt);
        });
        attempt.once("error", (error) => resolve(`${address} port ${port}: ${error.message}`));
      });
      if (typeof socket !== "string") {
        this.track(socket);
        return socket;
      }
      why = socket;
    }
    return why;
  }
}

/** `host:port` of a CONNECT request (an IPv6 address in brackets), or undefined. */
function parseAuthority(authority: string): { host: string; port: number } | undefined {
  const match = /^(\[[^\]]+\]|[^:[\]]+):(\d{1,5})$/.exec(authority);
  if (!match) return undefined;
  const port = Number(match[2]);
  if (port < 1 || port > 65_535) return undefined;
  return { host: match[1] ?? "", port };
}

/** Lower case, no IPv6 brackets, no trailing dot. */
function normalHost(host: string): string {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  return net.isIP(bare) !== 0 ? bare : bare.replace(/\.$/, "");
}

const STATUS_TEXT: Record<number, string> = { 400: "Bad Request", 403: "Forbidden", 502: "Bad Gateway" };

/** Answers a CONNECT that is not tunnelled: the status and the reason, for the command's error. */
function reply(client: Duplex, status: number, reason: string): void {
  const body = `${reason}\n`;
  client.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? "Error"}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

function answer(response: http.ServerResponse, status: number, reason: string): void {
  response.writeHead(status, { "content-type": "text/plain; charset=utf-8", connection: "close" });
  response.end(`${reason}\n`);
}
