import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it, type TestContext } from "vitest";
import { firstReason, notInstalled, skipWhere } from "../fixtures/machine.js";
import { testHostsUnavailable } from "../net/test-hosts.js";
import {
  type ActionHost,
  type ActionUser,
  hostUnavailable,
  type Runtime,
  removeHostCopies,
} from "./action-host.js";
import { bash } from "./asks.js";
import { type ActionRun, EACH_HOST_AT_ONCE, type Stage, stageForTest } from "./harness.js";
import {
  loopbackServer,
  type NamedHost,
  namedHost,
  networkMarker,
  noFirewall,
  npmRegistry,
  probeOutcome,
  probes,
  rulesNow,
  rulesOf,
  runKeepingState,
  waitFor,
} from "./network-asks.js";

/**
 * The network allowlist (DESIGN section 4b) through the bundle, as a GitHub-hosted runner runs
 * it (the `runner` user with passwordless sudo on Node 24) and as root on Node 20, the sandbox
 * and `network` at their defaults. The agent is the scripted model calling `bash`; the outside
 * world is a test host whose sink records whatever reaches it, and names of the test's own in
 * /etc/hosts. What the allowlist promises: allowed hosts work through the proxy (npm included),
 * everything else is refused and named in the comment and the log, the rules go at the end (and
 * with the post step after a killed main step), and two runs at once keep their own rules.
 */

afterAll(() => {
  removeHostCopies();
});

const HOSTS: [ActionUser, Runtime][] = [
  ["runner", "node24"],
  ["root", "node20"],
];
const RESTRICTED = "Network: the sandbox user reaches only allowed-domains, through the proxy on 127.0.0.1:";
const REFUSAL_NOTICE = "The network allowlist refused connections to";

/** A stage on `host` where the allowlist can hold; skipped, with the reason, where it cannot. */
async function stage(context: TestContext, host: ActionHost): Promise<Stage> {
  const reason = firstReason(
    hostUnavailable(host),
    testHostsUnavailable(),
    notInstalled("setfacl", "setpriv", "sudo", "curl"),
    noFirewall(),
  );
  skipWhere(context, `the network allowlist as ${host.user} on ${host.runtime}`, reason);
  const s = await stageForTest(context, { ...host, permissions: { alice: "write" } });
  if (s.launch.runner && !s.launch.runner.sudo)
    skipWhere(context, "the allowlist as runner", "it has no sudo");
  return s;
}

/** The tracking comment's text: every comment but alice's. */
const commentText = (s: Stage) =>
  s.gh.state.comments
    .filter((c) => c.user.login !== "alice")
    .map((c) => c.body)
    .join("\n");

/** The sink's records that carry `tag` (a probe's header, datagram or query name). */
async function reached(host: NamedHost, tag: string): Promise<string[]> {
  return (await host.sink.received()).filter((r) => r.bytes.includes(tag)).map((r) => `${r.kind}/${r.port}`);
}

function expectSucceeded(run: ActionRun): void {
  expect(run.exitCode, `${run.stdout}\n${run.stderr}`).toBe(0);
  expect(run.outputs.conclusion).toBe("success");
}

describe.for(HOSTS)("the network allowlist, the bundle as %s on %s", EACH_HOST_AT_ONCE, ([user, runtime]) => {
  const host: ActionHost = { user, runtime };

  it("lets the agent reach an allowed host and install from the registry through the proxy, and refuses and names a registry left out", async (context) => {
    const s = await stage(context, host);
    const registry = await npmRegistry();
    skipWhere(context, "npm through the allowlist", "reason" in registry ? registry.reason : undefined);
    if ("reason" in registry) return;
    const named = await namedHost(context);
    const install = (tag: string) =>
      `cd "$(mktemp -d)" && npm install --no-audit --no-fund --fetch-retries=0 --fetch-timeout=20000 is-number && test -f node_modules/is-number/package.json && echo installed-${tag}`;

    const allowed = await runKeepingState(context, s, {
      body: "/agent fetch the package index and install is-number",
      inputs: { "allowed-domains": `${named.name},${registry.host}` },
      script: [
        {
          toolCalls: [
            bash(
              probes({
                page: `curl -sS -m 10 -H 'X-Probe: allowed' http://${named.name}/`,
                install: install("allowed"),
              }),
              120,
            ),
          ],
        },
        { text: "Fetched and installed." },
      ],
    });

    expectSucceeded(allowed.run);
    expect(allowed.run.stdout).toContain(RESTRICTED);
    expect(probeOutcome(s, "page")).toEqual({ rc: 0, output: named.sink.body });
    // Through the proxy, not around it: the proxy connects from this side's end of the veth pair too,
    // so it is the commands' environment that shows the way the request went.
    expect(await reached(named, "X-Probe: allowed")).toEqual(["tcp/80"]);
    const installed = probeOutcome(s, "install");
    expect(installed?.output).toContain("installed-allowed");
    expect(installed?.output).toMatch(/added 1 package/);
    expect(commentText(s)).not.toContain(REFUSAL_NOTICE);

    const refused = await runKeepingState(context, s, {
      body: "/agent install is-number",
      inputs: { "allowed-domains": named.name },
      script: [{ toolCalls: [bash(probes({ refused: install("refused") }), 120)] }, { text: "npm failed." }],
    });

    expectSucceeded(refused.run);
    const outcome = probeOutcome(s, "refused");
    expect(outcome?.rc).not.toBe(0);
    expect(outcome?.output).not.toContain("installed-refused");
    expect(refused.run.stdout).toContain(`Network: refused ${registry.host}: it is not in allowed-domains`);
    const escaped = registry.host.replaceAll(".", "\\.");
    expect(commentText(s)).toMatch(new RegExp(`${REFUSAL_NOTICE} [^\\n]*\`${escaped}\` \\(\\d+\\)`));
  });

  it("stops every way around the proxy: direct TCP, an IP through the proxy, unset proxy variables, UDP, DNS, IPv6 and an allowed name for loopback", async (context) => {
    const s = await stage(context, host);
    const named = await namedHost(context);
    const local = await loopbackServer(context);
    const { ipv4, ipv6 } = named.sink;
    const unset = "env -u HTTP_PROXY -u http_proxy -u HTTPS_PROXY -u https_proxy -u ALL_PROXY -u all_proxy";
    const dns =
      `node -e 'const r = new (require("node:dns").promises.Resolver)({ timeout: 1500, tries: 1 }); r.setServers(["${ipv4}"]);` +
      ` r.resolve4("probe-dns.example").then((a) => console.log("resolved", a), (e) => { console.log(e.code); process.exit(1); })'`;
    const attacks = {
      direct: `curl --noproxy '*' -sS -m 5 -H 'X-Probe: direct' http://${ipv4}/`,
      proxiedIp: `curl -sS -m 5 -x "$HTTP_PROXY" -H 'X-Probe: proxied-ip' http://${ipv4}/`,
      unset: `${unset} curl -sS -m 5 -H 'X-Probe: unset' http://${named.name}/`,
      udp: `echo probe-udp > /dev/udp/${ipv4}/5001`,
      dns,
      ipv6: `curl --noproxy '*' -g -sS -m 5 -H 'X-Probe: ipv6' 'http://[${ipv6}]/'`,
      loopbackName: `curl -sS -m 5 http://${named.loopbackName}:${local.port}/`,
      loopback: `curl --noproxy '*' -sS -m 5 http://127.0.0.1:${local.port}/`,
    };

    const { run } = await runKeepingState(context, s, {
      body: "/agent look around the network",
      inputs: { "allowed-domains": `${named.name},${named.loopbackName}` },
      script: [
        {
          toolCalls: [
            bash(
              probes({ ...attacks, allowed: `curl -sS -m 10 -H 'X-Probe: allowed' http://${named.name}/` }),
              120,
            ),
          ],
        },
        { text: "Looked around." },
      ],
    });

    expectSucceeded(run);
    // The sink was there all along: the allowed request reached it.
    expect(probeOutcome(s, "allowed")).toEqual({ rc: 0, output: named.sink.body });
    for (const name of Object.keys(attacks)) expect(probeOutcome(s, name), name).toBeDefined();
    // Nothing else did, by any of the ways.
    const others = (await named.sink.received()).filter((r) => !r.bytes.includes("X-Probe: allowed"));
    expect(others.map((r) => `${r.kind}/${r.port} from ${r.from}: ${r.bytes.slice(0, 60)}`)).toEqual([]);
    expect(local.connections()).toBe(0);
    expect(run.stdout).toContain(RESTRICTED);
    // The proxy's refusals are HTTP answers (curl's exit code 0); the rest fail to connect.
    for (const name of ["direct", "unset", "dns", "ipv6", "loopback"]) {
      const outcome = probeOutcome(s, name);
      expect(outcome?.rc, `${name}: ${outcome?.output}`).not.toBe(0);
    }
    for (const name of Object.keys(attacks)) {
      expect(probeOutcome(s, name)?.output, name).not.toContain(named.sink.body);
      expect(probeOutcome(s, name)?.output, name).not.toContain("loopback secret");
    }
    // The proxy said why, and the run told the reader which hosts it refused.
    expect(probeOutcome(s, "proxiedIp")?.output).toContain("it is an IP address");
    expect(probeOutcome(s, "loopbackName")?.output).toContain("which is not a public address");
    expect(run.stdout).toContain(`Network: refused ${ipv4}: it is an IP address`);
    expect(run.stdout).toContain(`Network: refused ${named.loopbackName}: it resolves to 127.0.0.1`);
    const comment = commentText(s);
    expect(comment).toContain(REFUSAL_NOTICE);
    expect(comment).toContain(`\`${ipv4}\` (1)`);
    expect(comment).toContain(`\`${named.loopbackName}\` (1)`);
  });

  it("lets the direct connection through with network: open, the control for the refusals", async (context) => {
    const s = await stage(context, host);
    const named = await namedHost(context);

    const { run } = await runKeepingState(context, s, {
      body: "/agent look around the network",
      inputs: { network: "open" },
      script: [
        {
          toolCalls: [
            bash(
              probes({ direct: `curl --noproxy '*' -sS -m 5 -H 'X-Probe: open' http://${named.sink.ipv4}/` }),
            ),
          ],
        },
        { text: "Looked around." },
      ],
    });

    expectSucceeded(run);
    expect(run.stdout).not.toContain(RESTRICTED);
    expect(probeOutcome(s, "direct")).toEqual({ rc: 0, output: named.sink.body });
    expect(await reached(named, "X-Probe: open")).toEqual(["tcp/80"]);
    // Open because the workflow asked: no notice about it.
    expect(commentText(s)).not.toContain("The network was open");
  });

  it("removes the run's rules when the run ends", async (context) => {
    const s = await stage(context, host);
    let during = "";
    let stateFile = "";

    const { run, state } = await runKeepingState(context, s, {
      body: "/agent say hello",
      script: [
        { toolCalls: [bash("echo hello")] },
        () => {
          during = rulesNow();
          return { text: "Hello." };
        },
      ],
      onStart: async (_started, file) => {
        stateFile = file;
      },
    });

    expectSucceeded(run);
    expect(stateFile).not.toBe("");
    const marker = networkMarker(state);
    expect(marker, state).toBeDefined();
    expect(rulesOf(marker ?? "", during)).not.toEqual([]);
    expect(rulesOf(marker ?? "")).toEqual([]);
  });

  it("leaves the rules to the post step when the main step is killed mid-command, and the post step removes them", async (context) => {
    const s = await stage(context, host);
    let marker: string | undefined;
    let listings: string | undefined;
    let rulesAtKill: string[] = [];
    let uid: number | undefined;

    const { run, post } = await runKeepingState(context, s, {
      body: "/agent wait a minute",
      script: [{ toolCalls: [bash("echo waiting; sleep 60", 120)] }, { text: "Waited." }],
      onStart: async (started, stateFile) => {
        await waitFor(() => started.output().stdout.includes("sleep 60"), "the agent's command");
        await waitFor(() => {
          marker = networkMarker(readStateQuietly(stateFile));
          return marker !== undefined && rulesOf(marker).length > 0;
        }, "the run's network rules");
        await waitFor(() => {
          listings = listingsFolder(readStateQuietly(stateFile));
          return listings !== undefined;
        }, "the start commit's listings");
        // The command is running: killed as a cancelled job's step is, with no time to clean up.
        await new Promise((resolve) => setTimeout(resolve, 500));
        rulesAtKill = rulesOf(marker ?? "");
        uid = uidOf(readStateQuietly(stateFile));
        started.child.kill("SIGKILL");
      },
    });

    expect(run.exitCode).toBeNull();
    expect(rulesAtKill).not.toEqual([]);
    // The killed step removed nothing: the rules wait for the post step.
    expect(rulesOf(marker ?? "")).toEqual(rulesAtKill);
    expect(existsSync(listings ?? "")).toBe(true);
    const said = await post();
    expect(said).toContain("The network rules of the agent's side are removed.");
    expect(rulesOf(marker ?? "")).toEqual([]);
    // Nor does the start commit's listing stay in the machine's temporary folder.
    expect(existsSync(listings ?? "")).toBe(false);
    // Nor does any ACL entry of the sharing outlive the post step (the checkout had none).
    const acls = execFileSync("getfacl", ["-R", "-s", "-P", "-p", s.workspace], { encoding: "utf8" });
    expect(acls.split("\n").filter((line) => line.startsWith("# file:"))).toEqual([]);
    // Nor any entry outside it: the folders the user was let through on its way to the workspace
    // and to node, and the runner's temporary folder hidden from it.
    expect(uid).toBeDefined();
    const outside = [...ancestors(s.workspace), ...ancestors(s.launch.node), s.launch.runner?.temp ?? ""];
    const named = outside.filter(
      (dir) => dir && entriesOf(dir).some((line) => line.startsWith(`user:${uid}:`)),
    );
    expect(named).toEqual([]);
  });

  it("keeps each of two runs at once to its own rules: the second stays fenced after the first ends", async (context) => {
    const first = await stage(context, host);
    const second = await stageForTest(context, { ...host, permissions: { alice: "write" } });
    const named = await namedHost(context);
    const flags = mkdtempSync(join(tmpdir(), "repo-agent-e2e-network-"));
    chmodSync(flags, 0o755);
    context.onTestFinished(() => rmSync(flags, { recursive: true, force: true }));
    const firstEnded = join(flags, "first-ended");
    const inputs = { "allowed-domains": named.name };
    let firstMarker: string | undefined;
    let secondMarker: string | undefined;
    let rulesWhenFirstEnded = "";

    const runFirst = runKeepingState(context, first, {
      body: "/agent fetch the page",
      inputs,
      script: [
        { toolCalls: [bash(probes({ firstPage: `curl -sS -m 10 http://${named.name}/` }))] },
        { text: "Fetched." },
      ],
    });
    const wait = `while [ ! -e ${firstEnded} ]; do sleep 0.2; done`;
    const runSecond = runKeepingState(context, second, {
      body: "/agent fetch the page after a while",
      inputs,
      script: [
        { toolCalls: [bash(wait, 90)] },
        {
          toolCalls: [
            bash(
              probes({
                afterDirect: `curl --noproxy '*' -sS -m 5 -H 'X-Probe: after-first' http://${named.sink.ipv4}/`,
                afterPage: `curl -sS -m 10 http://${named.name}/`,
              }),
            ),
          ],
        },
        { text: "Fetched." },
      ],
      onStart: async (_started, stateFile) => {
        const ended = await runFirst;
        firstMarker = networkMarker(ended.state);
        secondMarker = networkMarker(readStateQuietly(stateFile));
        rulesWhenFirstEnded = rulesNow();
        writeFileSync(firstEnded, "");
      },
    });
    const [a, b] = await Promise.all([runFirst, runSecond]);

    expectSucceeded(a.run);
    expectSucceeded(b.run);
    expect(firstMarker).toBeDefined();
    expect(secondMarker).toBeDefined();
    expect(secondMarker).not.toBe(firstMarker);
    // When the first ended, its rules were gone and the second's were still in force.
    expect(rulesOf(firstMarker ?? "", rulesWhenFirstEnded)).toEqual([]);
    expect(rulesOf(secondMarker ?? "", rulesWhenFirstEnded)).not.toEqual([]);
    expect(probeOutcome(first, "firstPage")?.output).toBe(named.sink.body);
    expect(probeOutcome(second, "afterDirect")?.rc).not.toBe(0);
    expect(await reached(named, "X-Probe: after-first")).toEqual([]);
    expect(probeOutcome(second, "afterPage")).toEqual({ rc: 0, output: named.sink.body });
    expect(rulesOf(secondMarker ?? "")).toEqual([]);
  });
});

/** The listings' folder the main step recorded for the post step, from the state file's text. */
function listingsFolder(stateText: string): string | undefined {
  return /\\?"listings\\?":\\?"([^"\\]+)\\?"/.exec(stateText)?.[1];
}

/** The uid of the sandbox user the state file names, while that user exists. */
function uidOf(stateText: string): number | undefined {
  const name = /\\?"sandboxUser\\?":\\?"(repo-agent-[0-9a-f]+)\\?"/.exec(stateText)?.[1];
  if (!name) return undefined;
  return Number(execFileSync("id", ["-u", name], { encoding: "utf8" }).trim());
}

/** Every folder above `path`, up to the root. */
function ancestors(path: string): string[] {
  const found: string[] = [];
  for (let dir = dirname(path); dir !== dirname(dir); dir = dirname(dir)) found.push(dir);
  return [...found, "/"];
}

/** The ACL entries of `dir`, uids as numbers (the user is gone); none where it cannot be read. */
function entriesOf(dir: string): string[] {
  try {
    return execFileSync("getfacl", ["-n", "-p", "--", dir], { encoding: "utf8" }).split("\n");
  } catch {
    return [];
  }
}

/** The state file so far; empty while it cannot be read. */
function readStateQuietly(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}
