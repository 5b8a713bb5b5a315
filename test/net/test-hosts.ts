import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { appendFile, mkdtemp, readFile, rm, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { runHelper } from "../../src/sandbox/exec.js";
import { findProgram } from "../../src/sandbox/probe.js";

/**
 * Outside hosts of the tests' own: each a network namespace joined to this one by a veth pair,
 * on documentation addresses (198.51.100.0/24 and 2001:db8::/32) or, when asked, private ones
 * (10.0.0.0/8), with a sink inside that listens on TCP and UDP, answers plain HTTP and DNS, and
 * records whatever reaches it. A test that expects traffic to be stopped asks the sink what got
 * through. Test files run side by side: each host takes a subnet slot reserved by an exclusive
 * file, so two hosts never share one.
 */

/** What reached a sink: one TCP connection (with all its bytes so far) or one datagram. */
export interface SinkRecord {
  kind: "tcp" | "udp";
  port: number;
  /** The peer's address (IPv4 as dotted quad, never IPv4-mapped IPv6). */
  from: string;
  /** The bytes received, decoded as UTF-8. */
  bytes: string;
}

export interface TestHostOptions {
  /** An address from 10.0.0.0/8 instead of 198.51.100.0/24. */
  privateAddress?: boolean;
  /** TCP ports listened on besides 80, 443 and 8080. */
  tcpPorts?: number[];
  /** UDP ports listened on besides 53 and `UDP_OTHER_PORT`. */
  udpPorts?: number[];
}

export interface TestHost {
  /** The namespace's name, also the stem of its veth pair's names. */
  name: string;
  /** The sink's addresses, and (`hostSide…`) this namespace's end of the veth pair. */
  ipv4: string;
  ipv6: string;
  hostSideIpv4: string;
  hostSideIpv6: string;
  tcpPorts: readonly number[];
  udpPorts: readonly number[];
  /** The HTTP body the sink answers on 80 and 8080. */
  body: string;
  /** Everything that reached the sink so far (since the last `clear`). */
  received(): Promise<SinkRecord[]>;
  /** Forgets what reached the sink so far. */
  clear(): Promise<void>;
  /** Stops the sink, deletes the namespace and the veth pair. Idempotent. */
  close(): Promise<void>;
}

/** The sink's second UDP port, beside 53. */
export const UDP_OTHER_PORT = 5001;
const HTTP_PORTS = [80, 8080];
const SLOT_DIR = join(tmpdir(), "repo-agent-test-hosts");
const HOSTS_LOCK = join(tmpdir(), "repo-agent-etc-hosts.lock");
const ETC_HOSTS = "/etc/hosts";

/** Why this machine cannot make test hosts, or undefined. */
export function testHostsUnavailable(): string | undefined {
  const uid = process.getuid?.() ?? -1;
  if (uid !== 0) return `the tests run as uid ${uid}, not as root, and cannot make network namespaces`;
  return findProgram("ip") ? undefined : "ip (package iproute2) is not installed";
}

/**
 * Undoes, once the test process is gone, what it made: run by a detached process of its own,
 * since a test runner ends its workers without their exit handlers. `commands` are run and
 * `paths` removed; lines of /etc/hosts ending with `mark` are taken out.
 */
const WATCHDOG = `
const { execFileSync } = require("node:child_process");
const fs = require("node:fs");
const job = JSON.parse(process.argv[1]);
const alive = () => { try { process.kill(job.pid, 0); return true; } catch (error) { return error.code === "EPERM"; } };
const timer = setInterval(() => {
  if (alive()) return;
  clearInterval(timer);
  for (const argv of job.commands) try { execFileSync(argv[0], argv.slice(1), { stdio: "ignore" }); } catch {}
  for (const path of job.paths) fs.rmSync(path, { recursive: true, force: true });
  const text = job.mark ? fs.readFileSync("/etc/hosts", "utf8") : "";
  if (job.mark && text.includes(job.mark))
    fs.writeFileSync("/etc/hosts", text.split("\\n").filter((line) => !line.endsWith(job.mark)).join("\\n"));
}, 200);
`;

/** Starts a watchdog for `job` (see `WATCHDOG`); returns the function that stops it, its work done. */
function watchdog(job: { commands: string[][]; paths: string[]; mark?: string }): () => void {
  const argv = ["-e", WATCHDOG, JSON.stringify({ pid: process.pid, ...job })];
  const child = spawn(process.execPath, argv, { detached: true, stdio: "ignore" });
  child.unref();
  return () => child.kill("SIGKILL");
}

async function ip(...args: string[]): Promise<void> {
  const done = await runHelper(["ip", ...args]);
  if (!done.ok) throw new Error(`ip ${args.join(" ")}: ${done.stderr}`);
}

/** `ip`, for cleanups, where what is to be deleted may be gone already. */
const ipSync = (...args: string[]) => spawnSync("ip", args, { stdio: "ignore" });

/** One host's addresses: a /30 for IPv4 (`network`), a /64 for IPv6 (`prefix6`). */
type Slot = { file: string; network: number; prefix6: string };

const toInt = (address: string) => address.split(".").reduce((sum, part) => sum * 256 + Number(part), 0);
const toDotted = (value: number) =>
  [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join(".");

/** The IPv4 prefixes this machine already has on an interface or in a route. */
function usedPrefixes(): [number, number][] {
  const text = `${execFileSync("ip", ["-o", "-4", "addr"], { encoding: "utf8" })}\n${execFileSync("ip", ["-4", "route", "show", "table", "all"], { encoding: "utf8" })}`;
  const found: [number, number][] = [];
  // Every address in them counts (gateways and sources too): a slot merely has to avoid them all.
  for (const match of text.matchAll(/(\d+\.\d+\.\d+\.\d+)(?:\/(\d+))?/g)) {
    const bits = Number(match[2] ?? 32);
    if (match[1] === "0.0.0.0" || bits === 0) continue;
    found.push([toInt(match[1] ?? ""), bits]);
  }
  return found;
}

/** Whether two prefixes share an address: the shorter one holds the other. */
const overlaps = (a: number, aBits: number, b: number, bBits: number) =>
  Math.floor(a / 2 ** (32 - Math.min(aBits, bBits))) === Math.floor(b / 2 ** (32 - Math.min(aBits, bBits)));

/** Whether the process that wrote a slot or lock file is gone (not while it is being written). */
function ownerGone(file: string): boolean {
  try {
    const pid = Number(/"pid":(\d+)/.exec(readFileSync(file, "utf8"))?.[1]);
    if (pid) process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/** Takes back the slots of test processes that died, watchdog and all, without closing their hosts. */
function reclaimStale(): void {
  for (const entry of readdirSync(SLOT_DIR)) {
    const file = join(SLOT_DIR, entry);
    if (!ownerGone(file)) continue;
    const namespace = /"namespace":"(ra-[0-9a-f]{8})"/.exec(readFileSync(file, "utf8"))?.[1];
    if (namespace) ipSync("netns", "del", namespace);
    rmQuietly(file);
  }
}

/**
 * Reserves a free subnet slot for `namespace`: a random one whose file this process creates
 * first (the file is the lock), among the addresses no interface or route of this machine uses.
 */
function reserveSlot(privateAddress: boolean, namespace: string): Slot {
  mkdirSync(SLOT_DIR, { recursive: true });
  reclaimStale();
  const used = usedPrefixes();
  // 64 slots of 198.51.100.0/24, or 16384 of 10.213.0.0/16.
  const [base, count, v6] = privateAddress
    ? [toInt("10.213.0.0"), 16384, "5a01"]
    : [toInt("198.51.100.0"), 64, "5a00"];
  for (let attempt = 0; attempt < 200; attempt++) {
    const index = Math.floor(Math.random() * count);
    const network = base + index * 4;
    if (used.some(([prefix, bits]) => overlaps(network, 30, prefix, bits))) continue;
    const file = join(SLOT_DIR, `${v6}-${index}`);
    try {
      writeFileSync(file, JSON.stringify({ pid: process.pid, namespace }), { flag: "wx" });
    } catch {
      continue;
    }
    return { file, network, prefix6: `2001:db8:${v6}:${index.toString(16)}` };
  }
  throw new Error("no free subnet for a test host: every slot tried is taken");
}

/** The sink, run inside the namespace: listens, answers HTTP and DNS, and reports as JSON lines. */
const SINK = `
import dgram from "node:dgram";
import net from "node:net";
import { once } from "node:events";
import { createInterface } from "node:readline";
const config = JSON.parse(process.argv[2]);
const say = (event) => process.stdout.write(JSON.stringify(event) + "\\n");
const plain = (address) => (address.startsWith("::ffff:") ? address.slice(7) : address);
let next = 0;
const waits = [];
for (const port of config.tcp) {
  for (const host of ["0.0.0.0", "::"]) {
    const server = net.createServer((socket) => {
      // Each report of a connection holds all its bytes so far, and replaces the one before.
      const record = { id: next++, kind: "tcp", port, from: plain(socket.remoteAddress ?? ""), data: "" };
      say(record);
      let bytes = Buffer.alloc(0);
      socket.on("data", (chunk) => {
        bytes = Buffer.concat([bytes, chunk]);
        say({ ...record, data: bytes.toString("base64") });
        if (config.http.includes(port) && bytes.includes("\\r\\n\\r\\n")) {
          socket.end("HTTP/1.1 200 OK\\r\\nContent-Type: text/plain\\r\\nContent-Length: " +
            Buffer.byteLength(config.body) + "\\r\\nConnection: close\\r\\n\\r\\n" + config.body);
        }
      });
      socket.on("error", () => {});
    });
    waits.push(once(server.listen({ port, host, ipv6Only: host === "::" }), "listening"));
  }
}
for (const port of config.udp) {
  for (const type of ["udp4", "udp6"]) {
    const socket = dgram.createSocket({ type, ipv6Only: type === "udp6" });
    socket.on("message", (message, peer) => {
      say({ id: next++, kind: "udp", port, from: plain(peer.address), data: message.toString("base64") });
      const answer = port === 53 ? dnsAnswer(message) : undefined;
      if (answer) socket.send(answer, peer.port, peer.address);
    });
    socket.bind(port, type === "udp4" ? "0.0.0.0" : "::");
    waits.push(once(socket, "listening"));
  }
}
// Every name is the sink itself: A gets its IPv4, AAAA its IPv6, anything else no answer.
function dnsAnswer(query) {
  if (query.length < 12) return undefined;
  let end = 12;
  while (end < query.length && query[end] !== 0) end += query[end] + 1;
  if (end + 5 > query.length) return undefined;
  const type = query.readUInt16BE(end + 1);
  const data = type === 1 ? Buffer.from(config.ipv4.split(".").map(Number))
    : type === 28 ? Buffer.from(config.ipv6Hex, "hex") : undefined;
  const header = Buffer.from(query.subarray(0, 12));
  header.writeUInt32BE(0x81800001, 2); // a recursive answer, one question
  header.writeUInt32BE(data ? 0x10000 : 0, 6); // its answers, no authority records
  header.writeUInt16BE(0, 10); // no additional records
  const question = query.subarray(12, end + 5);
  if (!data) return Buffer.concat([header, question]);
  // The name points at the question's; class IN, a TTL of 60 seconds.
  const record = Buffer.from([0xc0, 12, 0, type, 0, 1, 0, 0, 0, 60, 0, data.length]);
  return Buffer.concat([header, question, record, data]);
}
Promise.all(waits).then(() => say({ ready: true }), (error) => {
  say({ failed: String(error && error.message) });
  process.exit(1);
});
// The test asks "sync <n>": the answer comes after every event seen before it.
const input = createInterface({ input: process.stdin });
input.on("line", (line) => say({ sync: line.split(" ")[1] }));
input.on("close", () => process.exit(0));
`;

/** The sink's reports, gathered: connections and datagrams by id, and the answers to `sync`. */
class SinkLog {
  private records = new Map<number, SinkRecord>();
  private syncs = new Map<string, () => void>();
  private counter = 0;
  ready: Promise<void>;

  constructor(private readonly child: ChildProcess) {
    let stderr = "";
    child.stderr?.on("data", (chunk) => {
      stderr += chunk;
    });
    this.ready = new Promise((resolve, reject) => {
      child.once("exit", (code) => reject(new Error(`the sink exited (${code}): ${stderr.trim()}`)));
      createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
        const event = JSON.parse(line);
        if (event.ready) resolve();
        else if (event.failed) reject(new Error(`the sink could not listen: ${event.failed}`));
        else if (event.sync !== undefined) this.syncs.get(event.sync)?.();
        else {
          const { kind, port, from, data } = event;
          this.records.set(event.id, {
            kind,
            port,
            from,
            bytes: Buffer.from(data, "base64").toString("utf8"),
          });
        }
      });
    });
  }

  /** Resolves once the sink has reported everything it saw before this call. */
  sync(): Promise<void> {
    const id = String(this.counter++);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("the sink did not answer")), 5000);
      this.syncs.set(id, () => {
        clearTimeout(timer);
        this.syncs.delete(id);
        resolve();
      });
      this.child.stdin?.write(`sync ${id}
`);
    });
  }

  list = (): SinkRecord[] => [...this.records.values()];
  clear = (): void => this.records.clear();
}

type Addresses = Pick<TestHost, "ipv4" | "ipv6" | "hostSideIpv4" | "hostSideIpv6">;

/** Makes the namespace, its veth pair and addresses, routes both ways. */
async function makeNamespace(name: string, at: Addresses): Promise<void> {
  const [outside, inside] = [`${name}-h`, `${name}-p`];
  await ip("netns", "add", name);
  await ip("link", "add", outside, "type", "veth", "peer", "name", inside, "netns", name);
  await ip("addr", "add", `${at.hostSideIpv4}/30`, "dev", outside);
  await ip("-6", "addr", "add", `${at.hostSideIpv6}/64`, "dev", outside, "nodad");
  await ip("link", "set", outside, "up");
  await ip("-n", name, "link", "set", "lo", "up");
  await ip("-n", name, "addr", "add", `${at.ipv4}/30`, "dev", inside);
  await ip("-n", name, "-6", "addr", "add", `${at.ipv6}/64`, "dev", inside, "nodad");
  await ip("-n", name, "link", "set", inside, "up");
  await ip("-n", name, "route", "add", "default", "via", at.hostSideIpv4);
  await ip("-n", name, "-6", "route", "add", "default", "via", at.hostSideIpv6);
}

/** A fresh outside host with its sink running; close it in `afterAll` (or `finally`). */
export async function createTestHost(options: TestHostOptions = {}): Promise<TestHost> {
  const why = testHostsUnavailable();
  if (why) throw new Error(`cannot make a test host: ${why}`);
  const name = `ra-${randomBytes(4).toString("hex")}`;
  const slot = reserveSlot(options.privateAddress === true, name);
  const addresses: Addresses = {
    ipv4: toDotted(slot.network + 2),
    ipv6: `${slot.prefix6}::2`,
    hostSideIpv4: toDotted(slot.network + 1),
    hostSideIpv6: `${slot.prefix6}::1`,
  };
  const dir = await mkdtemp(join(tmpdir(), "ra-sink-"));
  let child: ChildProcess | undefined;
  const cleanupSync = () => {
    child?.kill("SIGKILL");
    ipSync("netns", "del", name);
    ipSync("link", "del", `${name}-h`);
    rmQuietly(slot.file);
  };
  const forget = watchdog({
    commands: [
      ["ip", "netns", "del", name],
      ["ip", "link", "del", `${name}-h`],
    ],
    paths: [slot.file, dir],
  });
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      if (child && child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child?.once("exit", resolve));
        child.kill("SIGKILL");
        await exited;
      }
      cleanupSync();
      await rm(dir, { recursive: true, force: true });
      forget();
    })();
    return closing;
  };
  const tcpPorts = [...new Set([80, 443, 8080, ...(options.tcpPorts ?? [])])];
  const udpPorts = [...new Set([53, UDP_OTHER_PORT, ...(options.udpPorts ?? [])])];
  const body = `sink ${name} says hello`;
  try {
    await makeNamespace(name, addresses);
    const script = join(dir, "sink.mjs");
    await writeFile(script, SINK);
    const ipv6Hex = `${slot.prefix6}:0:0:0:2`.split(":").map((group) => group.padStart(4, "0"));
    const config = { tcp: tcpPorts, udp: udpPorts, http: HTTP_PORTS, body, ipv4: addresses.ipv4 };
    const argv = [process.execPath, script, JSON.stringify({ ...config, ipv6Hex: ipv6Hex.join("") })];
    child = spawn("ip", ["netns", "exec", name, ...argv], { stdio: ["pipe", "pipe", "pipe"] });
    const log = new SinkLog(child);
    await log.ready;
    return {
      name,
      ...addresses,
      tcpPorts,
      udpPorts,
      body,
      received: () => log.sync().then(() => log.list()),
      clear: () => log.sync().then(() => log.clear()),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

const rmQuietly = (file: string) => rmSync(file, { force: true });

/** Runs `change` while holding the lock on /etc/hosts that every test file takes. */
async function withHostsLock<T>(change: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      writeFileSync(HOSTS_LOCK, JSON.stringify({ pid: process.pid }), { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (ownerGone(HOSTS_LOCK)) rmQuietly(HOSTS_LOCK);
      if (Date.now() > deadline) throw new Error(`${HOSTS_LOCK} stays locked`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  try {
    return await change();
  } finally {
    await unlink(HOSTS_LOCK).catch(() => {});
  }
}

const withoutMarked = (text: string, mark: string) =>
  text
    .split("\n")
    .filter((line) => !line.endsWith(mark))
    .join("\n");

/**
 * Adds `name → address` lines to /etc/hosts, each marked with a comment of its own; returns the
 * function that removes exactly those lines (a watchdog does, should the test process die first).
 */
export async function withHostsEntries(entries: Record<string, string>): Promise<() => Promise<void>> {
  for (const [name, address] of Object.entries(entries)) {
    if (!/^[\w.:-]+$/.test(name) || !/^[\da-fA-F.:]+$/.test(address)) {
      throw new Error(`not a hosts entry: ${JSON.stringify(name)} ${JSON.stringify(address)}`);
    }
  }
  const mark = ` # repo-agent-test ${randomBytes(6).toString("hex")}`;
  const lines = Object.entries(entries).map(([name, address]) => `${address} ${name}${mark}\n`);
  // Without the lock, should the test process die: a crash is rare, and the lines must go.
  const forget = watchdog({ commands: [], paths: [], mark });
  await withHostsLock(async () => {
    const text = await readFile(ETC_HOSTS, "utf8");
    // Appended, never rewritten: a reader at the same moment sees the file whole.
    await appendFile(ETC_HOSTS, `${text === "" || text.endsWith("\n") ? "" : "\n"}${lines.join("")}`);
  });
  let removing: Promise<void> | undefined;
  return () => {
    removing ??= withHostsLock(async () => {
      await writeFile(ETC_HOSTS, withoutMarked(await readFile(ETC_HOSTS, "utf8"), mark));
      forget();
    });
    return removing;
  };
}
