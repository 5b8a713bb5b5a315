export const id = 210;
export const ids = [210,609,242];
export const modules = {

/***/ 512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ fail),
/* harmony export */   ok: () => (/* binding */ ok)
/* harmony export */ });
function ok(value) {
    return { ok: true, value };
}
/** A failure saying `error`, with `details` (an HTTP status) where the caller needs them. */
function fail(error, details) {
    return { ...details, ok: false, error };
}


/***/ }),

/***/ 2234:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ SYSTEM_PATH)
/* harmony export */ });
/**
 * The system folders, in the usual order: the PATH of the sandbox's helpers and of the checks
 * run as the sandbox user, and where the search tools look for git first, so a `git` planted in
 * a folder an earlier step put on PATH is not what runs.
 */
const SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";


/***/ }),

/***/ 3210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  NetworkGuard: () => (/* binding */ NetworkGuard),
  RESOLVER_SOCKETS: () => (/* binding */ RESOLVER_SOCKETS),
  proxyVariables: () => (/* binding */ proxyVariables),
  removeNetworkRules: () => (/* binding */ removeNetworkRules),
  restrictNetwork: () => (/* binding */ restrictNetwork)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/sandbox/exec.ts
var sandbox_exec = __webpack_require__(1242);
// EXTERNAL MODULE: ./src/base/result.ts
var result = __webpack_require__(512);
// EXTERNAL MODULE: ./src/sandbox/probe.ts
var probe = __webpack_require__(7609);
;// CONCATENATED MODULE: ./src/network/firewall.ts



const MARKER = /^[0-9a-f]{1,16}$/;
/** The iptables chain of a run. */
function chainOf(marker) {
    return `repo-agent-${marker}`;
}
/**
 * iptables and ip6tables (either backend of them: legacy or nf_tables). A chain of the run's own
 * holds the rules; one jump at the top of `OUTPUT`, matched by owner, leads there.
 */
const iptables = {
    name: "iptables",
    programs: ["iptables-save", "iptables-restore", "ip6tables-save", "ip6tables-restore"],
    make(exec, paths) {
        const families = [
            { save: paths["iptables-save"] ?? "", restore: paths["iptables-restore"] ?? "", v6: false },
            { save: paths["ip6tables-save"] ?? "", restore: paths["ip6tables-restore"] ?? "", v6: true },
        ];
        // Both families side by side, here and in `add`: each program waits for the xtables lock
        // (`-w`) where its backend has one.
        const removeFrom = async (family, marker) => {
            const saved = await exec([family.save, "-t", "filter"]);
            if (!saved.ok)
                return `${family.save}: ${(0,sandbox_exec.firstLine)(saved.stderr)}`;
            const lines = undoLines(saved.stdout, chainOf(marker));
            if (lines.length === 0)
                return undefined;
            const undone = await exec([family.restore, "-w", "--noflush"], `*filter\n${lines.join("\n")}\nCOMMIT\n`);
            return undone.ok ? undefined : `${family.restore}: ${(0,sandbox_exec.firstLine)(undone.stderr)}`;
        };
        const remove = async (marker) => {
            const problems = await Promise.all(families.map((family) => removeFrom(family, marker)));
            return problems.filter(Boolean).join("; ") || undefined;
        };
        return {
            name: "iptables",
            async add(rule) {
                const added = await Promise.all(families.map(async (family) => ({
                    family,
                    done: await exec([family.restore, "-w", "--noflush"], iptablesRules(rule, family.v6)),
                })));
                const refused = added.find(({ done }) => !done.ok);
                if (!refused)
                    return (0,result.ok)(undefined);
                await remove(rule.marker);
                return (0,result/* fail */.f)(`${refused.family.restore} refused the rules: ${(0,sandbox_exec.firstLine)(refused.done.stderr)}`);
            },
            remove,
        };
    },
};
/** The `iptables-restore` input that adds a run's rules for one family. */
function iptablesRules({ uid, port, marker }, v6) {
    const chain = chainOf(marker);
    return [
        "*filter",
        `:${chain} - [0:0]`,
        // IPv6 has no exception: the proxy listens on 127.0.0.1 only.
        ...(v6 ? [] : [`-A ${chain} -d 127.0.0.1/32 -o lo -p tcp -m tcp --dport ${port} -j ACCEPT`]),
        `-A ${chain} -p tcp -j REJECT --reject-with tcp-reset`,
        `-A ${chain} -j REJECT --reject-with ${v6 ? "icmp6-port-unreachable" : "icmp-port-unreachable"}`,
        `-I OUTPUT 1 -m owner --uid-owner ${uid} -m comment --comment repo-agent:${marker} -j ${chain}`,
        "COMMIT",
        "",
    ].join("\n");
}
/** The `iptables-restore` lines that take `chain` and every jump to it out of a saved filter table. */
function undoLines(saved, chain) {
    const lines = saved.split("\n");
    const jumps = lines
        .filter((line) => line.startsWith("-A ") && !line.startsWith(`-A ${chain} `) && line.endsWith(`-j ${chain}`))
        .map((line) => `-D ${line.slice(3)}`);
    const exists = lines.includes(`:${chain} - [0:0]`) || lines.some((line) => line.startsWith(`:${chain} `));
    return [...jumps, ...(exists ? [`-F ${chain}`, `-X ${chain}`] : [])];
}
/** nftables: a table of the run's own (family `inet`: IPv4 and IPv6 at once), removed whole. */
const nft = {
    name: "nft",
    programs: ["nft"],
    make(exec, paths) {
        const program = paths.nft ?? "nft";
        const table = (marker) => `repo_agent_${marker}`;
        const remove = async (marker) => {
            const listed = await exec([program, "list", "tables"]);
            if (!listed.ok)
                return `${program}: ${(0,sandbox_exec.firstLine)(listed.stderr)}`;
            if (!listed.stdout.split("\n").some((line) => line.trim() === `table inet ${table(marker)}`))
                return undefined;
            const deleted = await exec([program, "delete", "table", "inet", table(marker)]);
            return deleted.ok ? undefined : `${program}: ${(0,sandbox_exec.firstLine)(deleted.stderr)}`;
        };
        return {
            name: "nft",
            async add({ uid, port, marker }) {
                const rules = [
                    `table inet ${table(marker)} {`,
                    "  chain output {",
                    // Before the usual filter chains; an accept here does not end another table's say.
                    "    type filter hook output priority -10; policy accept;",
                    `    meta skuid ${uid} jump guard`,
                    "  }",
                    "  chain guard {",
                    `    oifname "lo" ip daddr 127.0.0.1 tcp dport ${port} accept`,
                    "    meta l4proto tcp reject with tcp reset",
                    "    reject",
                    "  }",
                    "}",
                    "",
                ].join("\n");
                const added = await exec([program, "-f", "-"], rules);
                return added.ok ? (0,result.ok)(undefined) : (0,result/* fail */.f)(`${program} refused the rules: ${(0,sandbox_exec.firstLine)(added.stderr)}`);
            },
            remove,
        };
    },
};
/** The backends, in the order they are tried: iptables, which every GitHub-hosted runner has, first. */
const FIREWALLS = [iptables, nft];
/**
 * The firewall of this machine that `exec` (a root `Exec`) can drive, by name (`name`, as
 * recorded) or the first of `FIREWALLS` whose programs are all installed; or why there is none.
 */
function findFirewall(exec, name) {
    for (const backend of FIREWALLS) {
        if (name !== undefined && backend.name !== name)
            continue;
        const paths = {};
        for (const program of backend.programs) {
            const found = (0,probe.findProgram)(program);
            if (found)
                paths[program] = found;
        }
        if (Object.keys(paths).length === backend.programs.length)
            return backend.make(exec, paths);
    }
    return name === undefined
        ? "neither iptables nor nftables (nft) is installed"
        : `${name} is no longer installed`;
}
/** Whether `marker` can name a run's rules. */
function validMarker(marker) {
    return MARKER.test(marker);
}

// EXTERNAL MODULE: external "node:dns/promises"
var external_node_dns_promises_ = __webpack_require__(1553);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
var external_node_net_default = /*#__PURE__*/__webpack_require__.n(external_node_net_);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
;// CONCATENATED MODULE: ./src/base/allowed-domains.ts



/**
 * `allowed-domains` (DESIGN section 4b): the hosts the agent's commands may reach and published
 * text may link to. Defined once here: the network's proxy and the text neutraliser read it.
 */
/** The word of the input that stands for `DEFAULT_DOMAINS`. */
const DEFAULTS_WORD = "defaults";
/**
 * The hosts `defaults` stands for, besides the GitHub server's own host: GitHub's hosts and the
 * public registries of the common ecosystems. Each covers its subdomains, so the list names
 * registrable domains where a registry spreads over several hosts (`githubusercontent.com`).
 */
const DEFAULT_DOMAINS = (/* unused pure expression or super */ null && ([
    // GitHub: the site and its API, raw files and release downloads, assets, the container registry.
    "github.com",
    "githubusercontent.com",
    "githubassets.com",
    "ghcr.io",
    // npm and Yarn
    "registry.npmjs.org",
    "registry.yarnpkg.com",
    // PyPI
    "pypi.org",
    "files.pythonhosted.org",
    // Rust
    "crates.io",
    // The Go module proxy and checksum database
    "proxy.golang.org",
    "sum.golang.org",
    // Maven Central
    "repo.maven.apache.org",
    "repo1.maven.org",
    // RubyGems
    "rubygems.org",
    // NuGet
    "nuget.org",
    "api.nuget.org",
    // Debian and Ubuntu archives
    "deb.debian.org",
    "security.debian.org",
    "archive.ubuntu.com",
    "security.ubuntu.com",
    "ports.ubuntu.com",
]));
/** One label of a host name, in its ASCII (punycode) form. */
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/**
 * Parses the input: host names (comma-, space- or newline-separated; `example.com` covers its
 * subdomains) and the word `defaults`, expanded in place. Names are lower-cased, a trailing dot
 * dropped, and international names given in their ASCII form; repeats are dropped. Empty: no
 * host but the GitHub server's. Throws nothing: a failure names the first bad entry and the fix.
 */
function parseAllowedDomains(value) {
    const hosts = new Set();
    for (const entry of value.split(/[\s,]+/).filter((part) => part !== "")) {
        if (entry.toLowerCase() === DEFAULTS_WORD) {
            for (const host of DEFAULT_DOMAINS)
                hosts.add(host);
            continue;
        }
        const host = hostEntry(entry);
        if (!host.ok)
            return host;
        hosts.add(host.value);
    }
    return ok([...hosts]);
}
/** One entry as a host name, or why it is not one (schemes, paths, ports, wildcards, addresses). */
function hostEntry(entry) {
    const scheme = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(entry);
    if (scheme) {
        return fail(`"${entry}" is an address, not a host name: write the host alone, like ${bare(scheme[1] ?? "")}`);
    }
    if (entry.includes("*")) {
        const domain = entry.replace(/^[*.]+/, "");
        const suggested = domain === "" || domain.includes("*") ? "the domain" : domain;
        return fail(`"${entry}" has a wildcard: write ${suggested}, which covers its subdomains`);
    }
    if (/[/?#]/.test(entry)) {
        return fail(`"${entry}" has a path: write the host alone, like ${bare(entry.split(/[/?#]/)[0] ?? "")}`);
    }
    const address = normalHost(entry);
    if (isIP(address) !== 0 || isIP(domainToASCII(address)) !== 0) {
        return fail(`"${entry}" is an IP address: name the host instead (addresses are never allowed)`);
    }
    if (/:\d*$/.test(entry)) {
        return fail(`"${entry}" has a port: write the host alone, like ${bare(entry)}`);
    }
    const ascii = domainToASCII(entry).replace(/\.$/, "");
    const labels = ascii.split(".");
    if (ascii === "" || !labels.every((label) => LABEL.test(label))) {
        return fail(`"${entry}" is not a host name (like example.com)`);
    }
    if (labels.length < 2) {
        return fail(`"${entry}" is a single name, which would cover every host under it: name a domain, like example.com`);
    }
    return ok(ascii);
}
/** The host of `authority` (user, port and brackets dropped), for a suggestion. */
function bare(authority) {
    const host = authority.replace(/^.*@/, "").replace(/:\d*$/, "");
    return host.toLowerCase() || "example.com";
}
/**
 * Whether `host` (as a URL's `hostname` gives it; a port is ignored) is allowed: the GitHub
 * server's host or one of `domains`, exactly or as a subdomain. An IP address only ever matches
 * the server's host exactly, as `domains` holds no addresses.
 */
function hostAllowed(host, domains, serverHost) {
    const name = normalHost(host);
    if (name === "")
        return false;
    return [normalHost(serverHost), ...domains].some((domain) => domain !== "" && (name === domain || ((0,external_node_net_.isIP)(name) === 0 && name.endsWith(`.${domain}`))));
}
/** Lower case, no trailing dot, no port, no IPv6 brackets. */
function normalHost(host) {
    const trimmed = host.trim().toLowerCase();
    const bracketed = /^\[([^\]]*)\](?::\d*)?$/.exec(trimmed);
    if (bracketed)
        return bracketed[1] ?? "";
    if ((0,external_node_net_.isIP)(trimmed) === 6)
        return trimmed;
    return trimmed.replace(/:\d*$/, "").replace(/\.$/, "");
}

;// CONCATENATED MODULE: ./src/network/addresses.ts

/**
 * The addresses the proxy never connects to, whatever name led there (DESIGN section 4b): the
 * runner's own loopback, its private networks, link-local (the cloud metadata service at
 * 169.254.169.254 among them), and the ranges that are not one host on the internet. A name that
 * resolves to one is refused as the address would be, so DNS cannot point an allowed name at a
 * local service.
 */
const REFUSED = new external_node_net_.BlockList();
for (const [network, prefix] of [
    ["0.0.0.0", 8], // "this network"
    ["10.0.0.0", 8], // private
    ["100.64.0.0", 10], // shared address space (carrier-grade NAT)
    ["127.0.0.0", 8], // loopback
    ["169.254.0.0", 16], // link-local, the metadata service
    ["172.16.0.0", 12], // private
    ["192.0.0.0", 24], // IETF protocol assignments
    ["192.168.0.0", 16], // private
    ["198.18.0.0", 15], // benchmarking, used as internal space
    ["224.0.0.0", 4], // multicast
    ["240.0.0.0", 4], // reserved, and the broadcast address
])
    REFUSED.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
    ["::", 96], // unspecified, loopback, and the deprecated IPv4-compatible addresses
    ["::ffff:0:0:0", 96], // IPv4-translated (SIIT): an IPv4 address of any kind behind it
    ["64:ff9b:1::", 48], // local-use NAT64, whose IPv4 side is the site's own network
    ["fe80::", 10], // link-local
    ["fec0::", 10], // site-local (deprecated, still routed inside some networks)
    ["fc00::", 7], // unique local
    ["ff00::", 8], // multicast
    ["2001::", 32], // Teredo: an IPv4 address of any kind behind it
    ["2002::", 16], // 6to4: likewise
])
    REFUSED.addSubnet(network, prefix, "ipv6");
/** The well-known NAT64 prefix: its last 32 bits are an IPv4 address, judged as that address. */
const NAT64 = new external_node_net_.BlockList();
NAT64.addSubnet("64:ff9b::", 96, "ipv6");
/**
 * Whether `address` (an IP address as `dns.lookup` gives it) is one host on the internet the
 * proxy may connect to. IPv4-mapped IPv6 addresses are judged as their IPv4 address (BlockList
 * does so), NAT64 ones likewise, however they are written. Anything that is not an address is
 * refused.
 */
function isPublicAddress(address) {
    const family = (0,external_node_net_.isIP)(address);
    if (family === 4)
        return !REFUSED.check(address, "ipv4");
    if (family !== 6)
        return false;
    if (NAT64.check(address, "ipv6"))
        return isPublicAddress(embeddedIpv4(address.replace(/%.*$/, "")));
    return !REFUSED.check(address, "ipv6");
}
/** The IPv4 address in the last 32 bits of an IPv6 address, in any of its spellings. */
function embeddedIpv4(address) {
    const last = address.slice(address.lastIndexOf(":") + 1);
    if ((0,external_node_net_.isIP)(last) === 4)
        return last;
    // The groups after "::" (or all eight) end the address; a group "::" stands for is zero.
    const tail = address.split("::").pop() ?? "";
    const groups = ["0", "0", ...(tail === "" ? [] : tail.split(":"))].slice(-2);
    const [high, low] = groups.map((group) => Number.parseInt(group, 16));
    return [(high ?? 0) >> 8, (high ?? 0) & 0xff, (low ?? 0) >> 8, (low ?? 0) & 0xff].join(".");
}

;// CONCATENATED MODULE: ./src/network/proxy.ts





/** Hosts counted one by one; beyond this many the rest are counted together, so memory stays bounded. */
const MAX_HOSTS_COUNTED = 200;
/** How long one connection attempt to an upstream address may take. */
const CONNECT_TIMEOUT_MS = 15_000;
/** A tunnel or request with nothing sent either way for this long is closed. */
const IDLE_TIMEOUT_MS = 10 * 60_000;
const systemResolve = (host) => (0,external_node_dns_promises_.lookup)(host, { all: true, verbatim: true });
class AllowlistProxy {
    server;
    options;
    port;
    refusals = new Map();
    othersRefused = 0;
    sockets = new Set();
    resolve;
    constructor(server, options, 
    /** The port it listens on, on 127.0.0.1. */
    port) {
        this.server = server;
        this.options = options;
        this.port = port;
        this.resolve = options.resolve ?? systemResolve;
        server.on("connect", (request, client, head) => {
            this.track(client);
            this.tunnel(request.url ?? "", client, head).catch(() => client.destroy());
        });
        server.on("request", (request, response) => {
            this.track(request.socket);
            this.forward(request, response).catch(() => response.destroy());
        });
        server.on("clientError", (_error, socket) => socket.destroy());
    }
    /** Listens on 127.0.0.1, on a port the system picks. Rejects only when it cannot listen. */
    static async start(options) {
        const server = external_node_http_default().createServer({ requestTimeout: 0 });
        // Tunnels stay open as long as they are used; an idle one is closed by the socket timeout below.
        server.keepAliveTimeout = 5_000;
        await new Promise((resolve, reject) => {
            server.once("error", reject);
            server.listen({ host: "127.0.0.1", port: 0, exclusive: true }, () => resolve());
        });
        const { port } = server.address();
        return new AllowlistProxy(server, options, port);
    }
    /** The refused hosts, most asked for first; the hosts beyond those counted one by one, together. */
    refused() {
        const hosts = [...this.refusals.values()].sort((a, b) => b.count - a.count || (a.host < b.host ? -1 : 1));
        return { hosts, others: this.othersRefused };
    }
    /** Stops listening and ends every connection still open. Never rejects. */
    async close() {
        const closed = new Promise((resolve) => this.server.close(() => resolve()));
        for (const socket of this.sockets)
            socket.destroy();
        await closed;
    }
    track(socket) {
        if (this.sockets.has(socket))
            return;
        this.sockets.add(socket);
        socket.once("close", () => this.sockets.delete(socket));
        if (socket instanceof (external_node_net_default()).Socket)
            socket.setTimeout(IDLE_TIMEOUT_MS, () => socket.destroy());
    }
    /** `CONNECT host:port`: a tunnel to an address of an allowed host, or a refusal. */
    async tunnel(authority, client, head) {
        const target = parseAuthority(authority);
        if (!target)
            return reply(client, 400, `"${authority}" is not host:port`);
        const decided = await this.decide(target.host);
        if (!decided.ok)
            return reply(client, decided.status, decided.reason);
        const upstream = await this.connect(decided.addresses, target.port);
        if (typeof upstream === "string")
            return reply(client, 502, upstream);
        if (client.destroyed) {
            upstream.destroy();
            return;
        }
        client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
        if (head.length > 0)
            upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
        upstream.on("error", () => client.destroy());
        client.on("error", () => upstream.destroy());
        client.once("close", () => upstream.destroy());
        upstream.once("close", () => client.destroy());
    }
    /** A plain `GET http://host/path`: forwarded to an address of an allowed host, or refused. */
    async forward(request, response) {
        let url;
        try {
            url = new URL(request.url ?? "");
        }
        catch {
            return answer(response, 400, "this is a proxy: ask for an absolute http:// URL, or CONNECT host:port");
        }
        if (url.protocol !== "http:")
            return answer(response, 400, `only http:// URLs are forwarded; ${url.protocol}// goes through CONNECT`);
        const decided = await this.decide(url.hostname);
        if (!decided.ok)
            return answer(response, decided.status, decided.reason);
        const port = url.port === "" ? 80 : Number(url.port);
        const socket = await this.connect(decided.addresses, port);
        if (typeof socket === "string")
            return answer(response, 502, socket);
        // The client's headers as it wrote them (some servers mind the case), less the proxy's own.
        const headers = {};
        for (let i = 0; i + 1 < request.rawHeaders.length; i += 2) {
            const [name, value] = [request.rawHeaders[i] ?? "", request.rawHeaders[i + 1] ?? ""];
            const lower = name.toLowerCase();
            if (lower.startsWith("proxy-") || lower === "host")
                continue;
            const known = headers[name];
            headers[name] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
        }
        // The host checked is the host asked: a Host header naming another is replaced.
        headers.Host = url.host;
        const upstream = external_node_http_default().request({
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
            if (response.headersSent)
                response.destroy();
            else
                answer(response, 502, `${url.host}: ${error.message}`);
        });
        request.pipe(upstream);
    }
    /**
     * Whether `asked` may be reached, and at which addresses: a name in the list whose every
     * address is public. A refusal by the list is counted; a name that does not resolve is not.
     */
    async decide(asked) {
        const host = proxy_normalHost(asked);
        const refuse = (reason) => {
            this.count(host, reason);
            return {
                ok: false,
                status: 403,
                reason: `Repo Agent's network allowlist refused ${host}: ${reason}`,
            };
        };
        // Only what a host name or an address can hold is counted and reported (the comment shows
        // the hosts): anything else is not a host.
        if (!/^[a-z0-9._-]{1,253}$/.test(host) && external_node_net_default().isIP(host) === 0)
            return { ok: false, status: 400, reason: "that is not a host name" };
        if (external_node_net_default().isIP(host) !== 0)
            return refuse("it is an IP address; only host names in allowed-domains are reached");
        if (!hostAllowed(host, this.options.domains, this.options.serverHost))
            return refuse("it is not in allowed-domains (the workflow's `allowed-domains` input can add it)");
        let found;
        try {
            found = await this.resolve(host);
        }
        catch (error) {
            return { ok: false, status: 502, reason: `${host} could not be resolved: ${error.message}` };
        }
        const local = found.find((entry) => !isPublicAddress(entry.address));
        if (local)
            return refuse(`it resolves to ${local.address}, which is not a public address`);
        if (found.length === 0)
            return { ok: false, status: 502, reason: `${host} has no address` };
        // IPv4 first: a runner without an IPv6 route would otherwise wait on each IPv6 address.
        const addresses = [...found].sort((a, b) => a.family - b.family).map((entry) => entry.address);
        return { ok: true, addresses };
    }
    count(host, reason) {
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
    async connect(addresses, port) {
        let why = "no address";
        for (const address of addresses) {
            const socket = await new Promise((resolve) => {
                const attempt = external_node_net_default().connect({ host: address, port });
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
function parseAuthority(authority) {
    const match = /^(\[[^\]]+\]|[^:[\]]+):(\d{1,5})$/.exec(authority);
    if (!match)
        return undefined;
    const port = Number(match[2]);
    if (port < 1 || port > 65_535)
        return undefined;
    return { host: match[1] ?? "", port };
}
/** Lower case, no IPv6 brackets, no trailing dot. */
function proxy_normalHost(host) {
    const bare = host
        .trim()
        .toLowerCase()
        .replace(/^\[(.*)\]$/, "$1");
    return external_node_net_default().isIP(bare) !== 0 ? bare : bare.replace(/\.$/, "");
}
const STATUS_TEXT = { 400: "Bad Request", 403: "Forbidden", 502: "Bad Gateway" };
/** Answers a CONNECT that is not tunnelled: the status and the reason, for the command's error. */
function reply(client, status, reason) {
    const body = `${reason}\n`;
    client.end(`HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? "Error"}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}
function answer(response, status, reason) {
    response.writeHead(status, { "content-type": "text/plain; charset=utf-8", connection: "close" });
    response.end(`${reason}\n`);
}

;// CONCATENATED MODULE: ./src/network/index.ts




/**
 * Sockets through which a local service resolves names for any user: D-Bus (systemd-resolved's
 * `ResolveHostname`), resolved's own varlink socket and nscd. A name looked up through them leaves
 * the machine as the service, not as the sandbox user, so the kernel rule would not see it: the
 * user is denied them by an ACL entry for the run.
 */
const RESOLVER_SOCKETS = [
    "/run/dbus/system_bus_socket",
    "/run/systemd/resolve/io.systemd.Resolve",
    "/run/nscd/socket",
];
/**
 * Sets the allowlist up for `options.user`: the proxy on loopback, then the kernel's rules, then
 * the resolver sockets denied. Never throws: where it cannot be enforced the answer says why,
 * and nothing is left behind.
 */
async function restrictNetwork(options) {
    if (options.mode === "open")
        return { restricted: false };
    const { user, capabilities } = options;
    if (!user) {
        return {
            restricted: false,
            note: "tool commands run as the action's own user (the sandbox is off), whose connections the kernel cannot tell from the action's",
        };
    }
    if (capabilities.privilege === "none")
        return { restricted: false, note: "the action is neither root nor has passwordless sudo" };
    const exec = (0,sandbox_exec.rootExec)(capabilities.privilege, capabilities.programs.sudo);
    const firewall = findFirewall(exec, options.firewall);
    if (typeof firewall === "string")
        return { restricted: false, note: firewall };
    let proxy;
    try {
        proxy = await AllowlistProxy.start({
            domains: options.domains,
            serverHost: options.serverHost,
            ...(options.onRefused ? { onRefused: options.onRefused } : {}),
            ...(options.resolve ? { resolve: options.resolve } : {}),
        });
    }
    catch (error) {
        return {
            restricted: false,
            note: `the proxy could not listen on 127.0.0.1: ${error.message}`,
        };
    }
    options.remember({ firewall: firewall.name, marker: options.marker });
    const added = await firewall.add({ uid: user.uid, port: proxy.port, marker: options.marker });
    if (!added.ok) {
        await proxy.close();
        return { restricted: false, note: added.error };
    }
    const denied = await denySockets(options.resolverSockets ?? RESOLVER_SOCKETS, user.uid, exec, capabilities);
    return { restricted: true, guard: new NetworkGuard(proxy, firewall, options.marker, denied, exec) };
}
/** What a restricted network holds, and its end. */
class NetworkGuard {
    proxy;
    firewall;
    marker;
    undo;
    exec;
    ended;
    constructor(proxy, firewall, marker, 
    /** The commands that give the resolver sockets back. */
    undo, exec) {
        this.proxy = proxy;
        this.firewall = firewall;
        this.marker = marker;
        this.undo = undo;
        this.exec = exec;
    }
    /** The proxy's port on 127.0.0.1. */
    get port() {
        return this.proxy.port;
    }
    /** What commands are told: the proxy for every tool that reads one (see `proxyVariables`). */
    get env() {
        return proxyVariables(this.proxy.port);
    }
    /** The hosts refused so far. */
    refused() {
        return this.proxy.refused();
    }
    /** Closes the proxy alone: the rules stay, and reach nothing but a closed port. */
    async closeProxy() {
        await this.proxy.close();
        return undefined;
    }
    /**
     * Removes the rules, gives the sockets back and closes the proxy: call once the user's processes
     * are gone. Returns why the rules could not be removed, or undefined. Idempotent; never throws.
     */
    end() {
        this.ended ??= (async () => {
            const problem = await this.firewall.remove(this.marker);
            for (const argv of this.undo)
                await this.exec(argv);
            await this.proxy.close();
            return problem === undefined ? undefined : `could not remove the network rules: ${problem}`;
        })();
        return this.ended;
    }
}
/**
 * The variables through which commands find the proxy: the usual four (curl, git, pip, Python,
 * Go, Cargo and most others read them), `ALL_PROXY`, a `NO_PROXY` that exempts nothing, npm's,
 * Yarn's, pip's and Cargo's own settings (which a repository's configuration files could
 * otherwise point elsewhere), and Node's switch that makes `fetch` and `http` honour them.
 * A tool that ignores them fails to connect, which is the point.
 */
function proxyVariables(port) {
    const url = `http://127.0.0.1:${port}`;
    return {
        HTTP_PROXY: url,
        HTTPS_PROXY: url,
        http_proxy: url,
        https_proxy: url,
        ALL_PROXY: url,
        all_proxy: url,
        NO_PROXY: "",
        no_proxy: "",
        npm_config_proxy: url,
        npm_config_https_proxy: url,
        npm_config_noproxy: "",
        YARN_HTTP_PROXY: url,
        YARN_HTTPS_PROXY: url,
        PIP_PROXY: url,
        CARGO_HTTP_PROXY: url,
        NODE_USE_ENV_PROXY: "1",
    };
}
/**
 * Denies `uid` each of `sockets` that exists, with an ACL entry (connecting to a socket needs
 * write access to it); returns the commands that take the entries away. Without setfacl, or on a
 * file system without ACLs, a socket stays reachable: changing its mode would cut every user off.
 */
async function denySockets(sockets, uid, exec, capabilities) {
    const setfacl = capabilities.programs.setfacl;
    if (!setfacl)
        return [];
    const undo = [];
    for (const socket of sockets) {
        const real = await (0,promises_.realpath)(socket).catch(() => undefined);
        if (!real)
            continue;
        const denied = await exec([setfacl, "-m", `u:${uid}:---`, "--", real]);
        if (denied.ok)
            undo.push([setfacl, "-x", `u:${uid}`, "--", real]);
        else
            process.emitWarning(`could not deny ${real}: ${(0,sandbox_exec.firstLine)(denied.stderr)}`);
    }
    return undo;
}
/**
 * Removes the rules of a run the main step could not end (the post step): `record` as
 * `NetworkOptions.remember` was told. Why it could not, or undefined. Never throws.
 */
async function removeNetworkRules(record, capabilities) {
    if (!/^[0-9a-f]{1,16}$/.test(record.marker))
        return `the recorded marker "${record.marker}" is not one`;
    if (capabilities.privilege === "none")
        return "the post step is neither root nor has passwordless sudo";
    const firewall = findFirewall((0,sandbox_exec.rootExec)(capabilities.privilege, capabilities.programs.sudo), record.firewall);
    if (typeof firewall === "string")
        return firewall;
    return firewall.remove(record.marker);
}


/***/ }),

/***/ 1242:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HELPER_TIMEOUT_MS: () => (/* binding */ HELPER_TIMEOUT_MS),
/* harmony export */   asRoot: () => (/* binding */ asRoot),
/* harmony export */   firstLine: () => (/* binding */ firstLine),
/* harmony export */   inScratchFile: () => (/* binding */ inScratchFile),
/* harmony export */   rootExec: () => (/* binding */ rootExec),
/* harmony export */   runHelper: () => (/* binding */ runHelper)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _base_system_path_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2234);





/** How long one helper program (useradd, setfacl, chown, sudo) may take before it counts as hung. */
const HELPER_TIMEOUT_MS = 60_000;
/** Output kept from a helper program; they print little, and errors come first. */
const HELPER_MAX_BUFFER = 1024 * 1024;
/**
 * The environment of helper programs: the system PATH and nothing else. They run as root and need
 * none of the action's variables (its secrets least of all), and with no LANG their complaints
 * come in plain English. Not the action's PATH either: an earlier step may have put a workspace
 * folder on it, and a `chown` the agent planted there would run as root (a program named without
 * a path is looked up on this PATH).
 */
const HELPER_ENV = { PATH: _base_system_path_js__WEBPACK_IMPORTED_MODULE_4__/* .SYSTEM_PATH */ .s };
/**
 * Runs one short helper program to its end, in `/` (a sandbox user may not be able to enter this
 * process's working directory), with `input` on its stdin, or stdin closed. Never throws.
 */
function runHelper(argv, input) {
    const [file, ...args] = argv;
    if (file === undefined)
        return Promise.resolve({ ok: false, stdout: "", stderr: "empty command" });
    return new Promise((resolve) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)(file, args, {
            cwd: "/",
            env: HELPER_ENV,
            timeout: HELPER_TIMEOUT_MS,
            maxBuffer: HELPER_MAX_BUFFER,
            encoding: "utf8",
        }, (error, stdout, stderr) => {
            const why = error && !stderr.trim() ? error.message : stderr;
            resolve({ ok: !error, stdout, stderr: why.trim() });
        });
        // A helper that exits before reading all of it makes the write fail: its exit says why.
        child.stdin?.on("error", () => { });
        child.stdin?.end(input);
    });
}
/** `argv` as root: unchanged when this process is root, else through `sudo -n` (never prompts). */
function asRoot(privilege, argv, sudo = "sudo") {
    return privilege === "root" ? [...argv] : [sudo, "-n", "--", ...argv];
}
/** An `Exec` that runs every program as root (see `asRoot`), with `input` on its stdin when given. */
function rootExec(privilege, sudo) {
    return (argv, input) => runHelper(asRoot(privilege, argv, sudo), input);
}
/** The first line of a helper's complaint, for a one-line note. */
function firstLine(text) {
    return text.split("\n").find((line) => line.trim() !== "") ?? "";
}
/**
 * Runs `use` with the path of a file in a new private folder, removed after: a helper's long
 * output (a workspace's ACLs, or its entries) passes through it, being more than a helper's
 * output may hold.
 */
async function inScratchFile(use) {
    const folder = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), "repo-agent-scratch-"));
    try {
        return await use(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(folder, "out"));
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(folder, { recursive: true, force: true });
    }
}


/***/ }),

/***/ 7609:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PROGRAMS: () => (/* binding */ PROGRAMS),
/* harmony export */   capabilities: () => (/* binding */ capabilities),
/* harmony export */   findProgram: () => (/* binding */ findProgram),
/* harmony export */   probeCapabilities: () => (/* binding */ probeCapabilities)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _base_system_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2234);
/* harmony import */ var _exec_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1242);




/**
 * Programs the sandbox runs as root or uses to switch users, found once by absolute path in the
 * system folders only. Never on the action's PATH: an earlier step may have put a workspace
 * folder there (`node_modules/.bin`), where the agent can plant a `userdel` of its own.
 * `crontab`, `atq` and `atrm` take away what the user scheduled before its processes are killed.
 * `python3` and `nsenter` make and enter the idmapped mount that shares the workspace (idmap.ts).
 */
const PROGRAMS = [
    "setpriv",
    "useradd",
    "userdel",
    "groupdel",
    "setfacl",
    "sudo",
    "env",
    "sh",
    "crontab",
    "atq",
    "atrm",
    "python3",
    "nsenter",
];
/** Where administration tools live even when a PATH leaves them out (a non-root PATH often has no sbin). */
const SYSTEM_DIRS = _base_system_path_js__WEBPACK_IMPORTED_MODULE_3__/* .SYSTEM_PATH */ .s.split(":");
/**
 * The absolute path of `name` in the folders of `searchPath`, then in the system folders, or
 * undefined. By default the system folders alone: never the action's PATH (see `PROGRAMS`).
 */
function findProgram(name, searchPath = _base_system_path_js__WEBPACK_IMPORTED_MODULE_3__/* .SYSTEM_PATH */ .s) {
    const dirs = [...searchPath.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().delimiter)).filter((d) => node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(d)), ...SYSTEM_DIRS];
    for (const dir of new Set(dirs)) {
        const candidate = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, name);
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(candidate, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
            return candidate;
        }
        catch {
            // Not here.
        }
    }
    return undefined;
}
/**
 * Finds out, cheaply, whether tool commands can run as another user here: are we root, or does
 * `sudo -n true` succeed, and which helper programs exist. Never throws.
 */
async function probeCapabilities() {
    const programs = {};
    for (const name of PROGRAMS) {
        const found = findProgram(name);
        if (found)
            programs[name] = found;
    }
    const uid = process.getuid?.() ?? -1;
    let privilege = "none";
    if (uid === 0)
        privilege = "root";
    else if (programs.sudo && (await (0,_exec_js__WEBPACK_IMPORTED_MODULE_2__.runHelper)([programs.sudo, "-n", "true"])).ok)
        privilege = "sudo";
    return { platform: process.platform, privilege, uid, programs };
}
let cached;
/** `probeCapabilities()`, run once per process. */
function capabilities() {
    cached ??= probeCapabilities();
    return cached;
}


/***/ })

};
