import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Firewall, findFirewall, undoLines } from "../src/network/firewall.js";
import { rootExec, runHelper } from "../src/sandbox/exec.js";
import { findProgram } from "../src/sandbox/probe.js";
import { firstReason, notInstalled, skipWhere } from "./fixtures/machine.js";
import {
  createTestHost,
  type SinkRecord,
  type TestHost,
  testHostsUnavailable,
  UDP_OTHER_PORT,
} from "./net/test-hosts.js";

/**
 * The kernel's half of the network allowlist, for each backend, on this machine's real rules: a
 * user with a run's rules reaches the proxy's port on 127.0.0.1 and nothing else, not by TCP, UDP
 * or DNS, IPv4 or IPv6, while every other user goes on as before; removing one run's rules leaves
 * no trace of them and another run's in force. The outside host is a network namespace of the
 * test's own whose sink records what reaches it, so "refused" is checked where it counts.
 */

const PROGRAMS = {
  iptables: ["iptables-save", "iptables-restore", "ip6tables-save", "ip6tables-restore"],
  nft: ["nft"],
} as const;

/** Users unlikely to exist, and to be another test file's: a random block of this file's own. */
const UID_BASE = 61000 + Math.floor(Math.random() * 400) * 10;
const uidFor = (backend: string, n: number) => UID_BASE + (backend === "nft" ? 5 : 0) + n;
const newMarker = () => randomBytes(8).toString("hex");

/**
 * Run by a user (or root) as its own process: tries each probe in turn and prints how each went,
 * as JSON. Every payload carries `tag`, so the sink's records say whose they are.
 */
const PROBE = `
const net = require("node:net");
const dgram = require("node:dgram");
const { Resolver } = require("node:dns").promises;
const [tag, list] = process.argv.slice(1);
const payload = "GET / HTTP/1.1\\r\\nHost: probe\\r\\nX-Probe: " + tag + "\\r\\n\\r\\n";
const tcp = ({ host, port }) => new Promise((resolve) => {
  const started = Date.now();
  const socket = net.connect({ host, port });
  let reply = "";
  const done = (outcome) => {
    socket.destroy();
    resolve({ outcome, reply, ms: Date.now() - started });
  };
  socket.setTimeout(3000, () => done("timeout"));
  socket.on("connect", () => {
    socket.write(payload);
    setTimeout(() => done("connected"), 500);
  });
  socket.on("data", (chunk) => { reply += chunk; });
  socket.on("end", () => done("connected"));
  socket.on("error", (error) => done(reply ? "connected" : error.code));
});
const udp = ({ host, port }) => new Promise((resolve) => {
  const socket = dgram.createSocket(host.includes(":") ? "udp6" : "udp4");
  let outcome = "sent";
  socket.on("error", (error) => { outcome = error.code; });
  socket.send("datagram from " + tag, port, host, (error) => {
    if (error) outcome = error.code;
    setTimeout(() => { socket.close(); resolve({ outcome }); }, 200);
  });
});
const dns = async ({ server }) => {
  const resolver = new Resolver({ timeout: 1500, tries: 1 });
  resolver.setServers([server]);
  try {
    return { outcome: "resolved", addresses: await resolver.resolve4("probe-" + tag + ".test") };
  } catch (error) {
    return { outcome: error.code };
  }
};
(async () => {
  const results = [];
  for (const probe of JSON.parse(list)) results.push(await { tcp, udp, dns }[probe.kind](probe));
  process.stdout.write(JSON.stringify(results));
})();
`;

/** One ICMP echo with a payload, through a ping socket (no privilege needed where allowed). */
const PING = `
import socket, struct, sys
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM, socket.IPPROTO_ICMP)
s.settimeout(2)
try:
    s.sendto(struct.pack("!BBHHH", 8, 0, 0, 0, 1) + b"the source", (sys.argv[1], 0))
    s.recvfrom(1024)
    print("answered")
except OSError as error:
    print("refused", error.errno)
`;

type Probe = { kind: "tcp" | "udp"; host: string; port: number } | { kind: "dns"; server: string };
interface ProbeResult {
  outcome: string;
  reply?: string;
  ms?: number;
  addresses?: string[];
}

/**
 * Runs the probes as `uid` (setpriv, no groups), or as this test's own user (root) when undefined;
 * their payloads carry `tag`.
 */
async function probeAs(
  uid: number | undefined,
  probes: Probe[],
  tag = uid === undefined ? "root" : `uid${uid}`,
): Promise<ProbeResult[]> {
  const as =
    uid === undefined ? [] : [findProgram("setpriv") ?? "setpriv", `--reuid=${uid}`, `--regid=${uid}`];
  const argv = [...as, ...(uid === undefined ? [] : ["--clear-groups"]), process.execPath, "-e", PROBE];
  const done = await runHelper([...argv, tag, JSON.stringify(probes)]);
  if (!done.ok) throw new Error(`the probes of ${tag} failed: ${done.stderr}`);
  return JSON.parse(done.stdout);
}

/** TCP to each of `ports` on `host`. */
const tcpTo = (host: string, ...ports: number[]): Probe[] =>
  ports.map((port) => ({ kind: "tcp", host, port }));
const udpTo = (host: string, ...ports: number[]): Probe[] =>
  ports.map((port) => ({ kind: "udp", host, port }));

/**
 * What reached the sink, once a datagram sent after the probes (by root, the fence) has: the
 * sink was alive and listening throughout, so an empty answer means nothing got through.
 */
async function delivered(host: TestHost): Promise<SinkRecord[]> {
  await probeAs(undefined, udpTo(host.ipv4, UDP_OTHER_PORT), "fence");
  const deadline = Date.now() + 5000;
  for (;;) {
    const records = await host.received();
    const fenced = records.filter((record) => record.bytes === "datagram from fence");
    if (fenced.length > 0) return records.filter((record) => !fenced.includes(record));
    if (Date.now() > deadline) throw new Error("the fence never reached the sink");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Everything the backend's own listing shows of this machine's rules. */
async function ruleset(backend: keyof typeof PROGRAMS): Promise<string> {
  const listings = backend === "nft" ? [["nft", "list", "ruleset"]] : [["iptables-save"], ["ip6tables-save"]];
  const texts = await Promise.all(listings.map((argv) => runHelper(argv)));
  return texts.map((text) => text.stdout).join("\n");
}

/** A TCP server on 127.0.0.1 that greets each connection with `greeting` and counts them. */
async function localServer(
  greeting: string,
): Promise<{ server: Server; port: number; connections: () => number }> {
  let connections = 0;
  const server = createServer((socket) => {
    connections++;
    socket.on("error", () => {});
    socket.end(greeting);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return {
    server,
    port: typeof address === "object" && address ? address.port : 0,
    connections: () => connections,
  };
}

const REFUSED = ["ECONNREFUSED", "ECONNRESET"];

/**
 * Rules of another run (or another tool) named like a run's whose marker is `marker`, written
 * with the backend's own programs, and how often their listing names it.
 */
function foreignRules(backend: keyof typeof PROGRAMS, marker: string, uid: number) {
  const run = async (argv: string[], input?: string) => {
    const done = await runHelper(argv, input);
    if (!done.ok) throw new Error(`${argv.join(" ")}: ${done.stderr}`);
  };
  if (backend === "nft") {
    const table = `repo_agent_${marker}`;
    return {
      mentions: 1,
      add: () =>
        run(
          ["nft", "-f", "-"],
          `table inet ${table} {\n chain output {\n type filter hook output priority 10; policy accept;\n meta skuid ${uid} counter\n }\n}\n`,
        ),
      remove: () => run(["nft", "delete", "table", "inet", table]).catch(() => {}),
    };
  }
  const chain = `repo-agent-${marker}`;
  const rules = [
    `:${chain} - [0:0]`,
    `-A ${chain} -j RETURN`,
    `-A OUTPUT -m owner --uid-owner ${uid} -j ${chain}`,
  ];
  return {
    // The chain's declaration, its rule, and the jump to it.
    mentions: 3,
    add: () => run(["iptables-restore", "-w", "--noflush"], `*filter\n${rules.join("\n")}\nCOMMIT\n`),
    remove: async () => {
      const saved = await runHelper(["iptables-save", "-t", "filter"]);
      const undo = undoLines(saved.stdout, chain);
      if (undo.length > 0)
        await run(["iptables-restore", "-w", "--noflush"], `*filter\n${undo.join("\n")}\nCOMMIT\n`);
    },
  };
}

describe("undoLines", () => {
  it("takes out a run's chain and every jump to it, and nothing else of the saved table", () => {
    const saved = [
      "# Generated by iptables-save v1.8.9 (nf_tables) on Fri Dec  4 21:00:00 2026",
      "*filter",
      ":INPUT ACCEPT [0:0]",
      ":OUTPUT ACCEPT [12:720]",
      ":DOCKER-USER - [0:0]",
      ":repo-agent-ab12 - [0:0]",
      ":repo-agent-ab120 - [0:0]",
      '-A OUTPUT -m owner --uid-owner 1001 -m comment --comment "repo-agent:ab120" -j repo-agent-ab120',
      '-A OUTPUT -m owner --uid-owner 1002 -m comment --comment "repo-agent:ab12" -j repo-agent-ab12',
      "-A OUTPUT -d 10.0.0.0/8 -j DOCKER-USER",
      "-A OUTPUT -p tcp -m comment --comment repo-agent-ab12 -j ACCEPT",
      "-A DOCKER-USER -j RETURN",
      "-A repo-agent-ab12 -p tcp -j REJECT --reject-with tcp-reset",
      "-A repo-agent-ab120 -p tcp -j REJECT --reject-with tcp-reset",
      "COMMIT",
      "",
    ].join("\n");
    expect(undoLines(saved, "repo-agent-ab12")).toEqual([
      '-D OUTPUT -m owner --uid-owner 1002 -m comment --comment "repo-agent:ab12" -j repo-agent-ab12',
      "-F repo-agent-ab12",
      "-X repo-agent-ab12",
    ]);
  });

  it("has nothing to undo where the run's chain is gone", () => {
    expect(undoLines("*filter\n:OUTPUT ACCEPT [0:0]\nCOMMIT\n", "repo-agent-ab12")).toEqual([]);
  });
});

describe.each(Object.keys(PROGRAMS) as (keyof typeof PROGRAMS)[])("the %s firewall", (backend) => {
  const reason = firstReason(testHostsUnavailable(), notInstalled(...PROGRAMS[backend], "setpriv"));
  const suite = `the ${backend} firewall`;
  const ruled = uidFor(backend, 0);
  const markers = new Set<string>();
  let host: TestHost | undefined;
  let firewall: Firewall;
  let proxy: Awaited<ReturnType<typeof localServer>>;
  let other: Awaited<ReturnType<typeof localServer>>;

  /** Adds rules for `uid` with the proxy's port, to be removed after the suite whatever happens. */
  const add = async (uid: number, marker = newMarker()) => {
    markers.add(marker);
    expect(await firewall.add({ uid, port: proxy.port, marker })).toEqual({ ok: true, value: undefined });
    return marker;
  };

  beforeAll(async () => {
    if (reason) return;
    const found = findFirewall(rootExec("root"), backend);
    if (typeof found === "string") throw new Error(found);
    firewall = found;
    proxy = await localServer("proxy says hi\n");
    other = await localServer("not the proxy\n");
    host = await createTestHost();
    await add(ruled);
  });
  afterAll(async () => {
    for (const marker of markers) await firewall?.remove(marker);
    await host?.close();
    proxy?.server.close();
    other?.server.close();
  });
  beforeEach(async (context) => {
    skipWhere(context, suite, reason);
    await host?.clear();
  });
  const sink = () => host as TestHost;

  it("lets the ruled user reach the proxy's port on 127.0.0.1, and no other port there", async () => {
    const [toProxy, toOther] = await probeAs(ruled, tcpTo("127.0.0.1", proxy.port, other.port));
    expect(toProxy).toMatchObject({ outcome: "connected", reply: "proxy says hi\n" });
    expect(REFUSED).toContain(toOther?.outcome);
    expect(other.connections()).toBe(0);
  });

  it("refuses the ruled user's TCP to an outside host at once, IPv4 and IPv6, and nothing arrives", async () => {
    const results = await probeAs(ruled, [
      ...tcpTo(sink().ipv4, 80, 443, 8080),
      ...tcpTo(sink().ipv6, 80, 443),
    ]);
    for (const result of results) {
      expect(REFUSED).toContain(result.outcome);
      expect(result.ms).toBeLessThan(1500);
    }
    expect(await delivered(sink())).toEqual([]);
  });

  it("delivers none of the ruled user's datagrams or DNS queries, IPv4 and IPv6", async () => {
    const { ipv4, ipv6 } = sink();
    const results = await probeAs(ruled, [
      ...udpTo(ipv4, 53, UDP_OTHER_PORT),
      ...udpTo(ipv6, 53, UDP_OTHER_PORT),
      { kind: "dns", server: ipv4 },
      { kind: "dns", server: ipv6 },
    ]);
    expect(results.slice(4).map((result) => result.outcome)).not.toContain("resolved");
    expect(await delivered(sink())).toEqual([]);
  });

  it("refuses the ruled user's ICMP echo (a ping socket, which runners let every user open)", async (context) => {
    const python = ["/usr/bin/python3", "/usr/local/bin/python3"].find((path) => existsSync(path));
    if (!python) return context.skip("no python3 to open a ping socket with");
    // GitHub's Ubuntu images let every group open ping sockets; this machine may not: widened for the test.
    const range = "/proc/sys/net/ipv4/ping_group_range";
    const before = readFileSync(range, "utf8");
    writeFileSync(range, "0 2147483647");
    try {
      const ping = async (uid: number) => {
        const argv = ["setpriv", `--reuid=${uid}`, `--regid=${uid}`, "--clear-groups", python, "-c", PING];
        return (await runHelper([...argv, sink().ipv4])).stdout.trim();
      };
      expect(await ping(uidFor(backend, 1))).toBe("answered");
      expect(await ping(ruled)).toMatch(/^refused/);
    } finally {
      writeFileSync(range, before);
    }
  });

  it("leaves every other user's traffic alone: root and a user without rules reach the outside host", async () => {
    const { ipv4, ipv6, body } = sink();
    const free = uidFor(backend, 1);
    const probes: Probe[] = [
      ...tcpTo(ipv4, 80),
      ...tcpTo(ipv6, 443),
      ...udpTo(ipv4, 53),
      ...udpTo(ipv6, UDP_OTHER_PORT),
    ];
    for (const uid of [undefined, free]) {
      const [http, raw, , , dns] = await probeAs(uid, [...probes, { kind: "dns", server: ipv4 }]);
      expect(http).toMatchObject({ outcome: "connected", reply: expect.stringContaining(body) });
      expect(raw?.outcome).toBe("connected");
      expect(dns).toEqual({ outcome: "resolved", addresses: [ipv4] });
    }
    const records = await delivered(sink());
    for (const tag of ["root", `uid${free}`]) {
      const mine = records.filter((record) => record.bytes.includes(tag));
      expect(mine.map(({ kind, port }) => `${kind} ${port}`).sort()).toEqual(
        ["tcp 443", "tcp 80", "udp 53", "udp 53", `udp ${UDP_OTHER_PORT}`].sort(),
      );
    }
  });

  it("removes one run's rules without a trace, leaving another run's in force", async () => {
    const [first, second] = [uidFor(backend, 2), uidFor(backend, 3)];
    const [firstMarker, secondMarker] = [await add(first), await add(second)];
    const reach = async (uid: number) => (await probeAs(uid, tcpTo(sink().ipv4, 80)))[0]?.outcome;
    expect([await reach(first), await reach(second)]).toEqual(["ECONNREFUSED", "ECONNREFUSED"]);

    expect(await firewall.remove(firstMarker)).toBeUndefined();
    const after = await ruleset(backend);
    expect(after).not.toContain(firstMarker);
    expect(after).toContain(secondMarker);
    expect([await reach(first), await reach(second)]).toEqual(["connected", "ECONNREFUSED"]);

    expect(await firewall.remove(secondMarker)).toBeUndefined();
    expect(await ruleset(backend)).not.toContain(secondMarker);
    expect(await reach(second)).toBe("connected");
  });

  it("says nothing went wrong when asked to remove rules that are not there", async () => {
    expect(await firewall.remove(newMarker())).toBeUndefined();
  });

  it("accepts the same marker twice, and one removal then takes both sets away", async () => {
    const uid = uidFor(backend, 4);
    const marker = await add(uid);
    await add(uid, marker);
    const [toProxy, out] = await probeAs(uid, [...tcpTo("127.0.0.1", proxy.port), ...tcpTo(sink().ipv4, 80)]);
    expect([toProxy?.outcome, out?.outcome]).toEqual(["connected", "ECONNREFUSED"]);
    expect(await firewall.remove(marker)).toBeUndefined();
    expect(await ruleset(backend)).not.toContain(marker);
    expect((await probeAs(uid, tcpTo(sink().ipv4, 80)))[0]?.outcome).toBe("connected");
  });

  it("removes a run's rules only, not another run's whose names begin with its marker", async () => {
    const marker = randomBytes(4).toString("hex");
    const uid = uidFor(backend, 4);
    const other = foreignRules(backend, `${marker}0`, uidFor(backend, 5));
    try {
      await other.add();
      await add(uid, marker);
      expect(await firewall.remove(marker)).toBeUndefined();
      const after = await ruleset(backend);
      expect(after).not.toMatch(new RegExp(`${marker}(?!0)`));
      expect(after.match(new RegExp(`${marker}0`, "g"))?.length).toBe(other.mentions);
      expect((await probeAs(uid, tcpTo(sink().ipv4, 80)))[0]?.outcome).toBe("connected");
    } finally {
      await other.remove();
    }
  });

  it("leaves nothing behind when the kernel refuses the rules", async () => {
    const marker = newMarker();
    markers.add(marker);
    const added = await firewall.add({ uid: uidFor(backend, 4), port: 70000, marker });
    expect(added).toEqual({ ok: false, error: expect.stringContaining("refused the rules") });
    expect(await ruleset(backend)).not.toContain(marker);
  });
});
