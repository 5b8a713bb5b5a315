import { type ChildProcess, execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { connect } from "node:net";
import { join } from "node:path";
import type { TestContext } from "vitest";
import { findProgram } from "../../src/sandbox/probe.js";
import type { FakeTurn } from "../fakes/model-server.js";
import { wireToolResults } from "../fakes/model-server.js";
import { createTestHost, type TestHost, withHostsEntries } from "../net/test-hosts.js";
import { makeRunFiles } from "./action-host.js";
import { askOnIssue } from "./asks.js";
import {
  type ActionRun,
  runnerEnv,
  runPostStep,
  type Stage,
  type StartedBundle,
  spawnBundle,
} from "./harness.js";
import { issueCommentPayload } from "./payloads.js";

/**
 * What the network allowlist's end-to-end runs share: an outside host with names of the test's
 * own in /etc/hosts, the agent's probes as one shell command whose outcomes are read back from
 * the tool's output, this machine's firewall rules, and a run whose state file the post step
 * can be given.
 */

/** An outside host (its sink records what reaches it) and names for it, removed when the test ends. */
export interface NamedHost {
  sink: TestHost;
  /** An allowed name for the sink's IPv4 address. */
  name: string;
  /** An allowed name for 127.0.0.1. */
  loopbackName: string;
}

export async function namedHost(context: TestContext): Promise<NamedHost> {
  const sink = await createTestHost();
  context.onTestFinished(() => sink.close());
  const tag = randomBytes(4).toString("hex");
  const name = `pkg-${tag}.example.test`;
  const loopbackName = `local-${tag}.example.test`;
  const remove = await withHostsEntries({ [name]: sink.ipv4, [loopbackName]: "127.0.0.1" });
  context.onTestFinished(() => remove());
  return { sink, name, loopbackName };
}

/** An HTTP server on 127.0.0.1 that counts the connections it gets, closed when the test ends. */
export async function loopbackServer(context: TestContext): Promise<{ port: number; connections(): number }> {
  let connections = 0;
  const server = createServer((_request, response) => response.end("loopback secret\n"));
  server.on("connection", () => {
    connections++;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  context.onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { port, connections: () => connections };
}

/**
 * A shell command that runs each probe (a command line) in turn and prints its exit code and the
 * first of its output between markers, so that one tool call tries many things and each is read
 * back on its own (`probeOutcome`).
 */
export function probes(lines: Record<string, string>): string {
  const define =
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the shell expands these, not JavaScript
    'probe() { n=$1; shift; out=$(bash -c "$1" 2>&1 </dev/null); rc=$?; out=${out//$\'\\n\'/ }; echo "@@$n rc=$rc@@${out:0:300}@@end@@"; }';
  const calls = Object.entries(lines).map(([name, line]) => `probe ${name} ${shellQuote(line)}`);
  return [define, ...calls].join("\n");
}

const shellQuote = (text: string) => `'${text.replaceAll("'", `'"'"'`)}'`;

/** What the probe `name` printed in the tool results the model got: its exit code and output. */
export function probeOutcome(s: Stage, name: string): { rc: number; output: string } | undefined {
  const results = s.model.requests.flatMap((request) => wireToolResults(request).map((r) => r.content));
  const found = new RegExp(`@@${name} rc=(\\d+)@@([\\s\\S]*?)@@end@@`).exec(results.join("\n"));
  return found ? { rc: Number(found[1]), output: found[2] ?? "" } : undefined;
}

/** Why this machine has no firewall the allowlist could use, or undefined. */
export function noFirewall(): string | undefined {
  const iptables = ["iptables-save", "iptables-restore", "ip6tables-save", "ip6tables-restore"];
  if (iptables.every((name) => findProgram(name)) || findProgram("nft")) return undefined;
  return "neither iptables (with ip6tables) nor nft is installed";
}

/** This machine's rules as every installed backend lists them (the tests run as root). */
export function rulesNow(): string {
  const listings = [["iptables-save"], ["ip6tables-save"], ["nft", "list", "ruleset"]];
  return listings
    .filter(([program = ""]) => findProgram(program))
    .map(
      ([program = "", ...args]) =>
        spawnSync(findProgram(program) ?? program, args, { encoding: "utf8" }).stdout,
    )
    .join("\n");
}

/** The allowlist's rule names carrying `marker`, as either backend names them. */
export const rulesOf = (marker: string, rules = rulesNow()): string[] =>
  [`repo-agent-${marker}`, `repo_agent_${marker}`].filter((name) => rules.includes(name));

/** The run's network marker, as the main step recorded it for the post step (the state file keeps every record). */
export function networkMarker(stateText: string): string | undefined {
  return /\\?"marker\\?":\\?"([0-9a-f]{1,16})\\?"/.exec(stateText)?.[1];
}

/** The registry npm uses here and its host, or why there is none to reach. */
export async function npmRegistry(): Promise<{ url: string; host: string } | { reason: string }> {
  let url: string;
  try {
    url = execFileSync("npm", ["config", "get", "registry"], { encoding: "utf8", timeout: 20_000 }).trim();
  } catch (error) {
    return { reason: `npm config get registry failed: ${(error as Error).message}` };
  }
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (!parsed) return { reason: `npm's registry "${url}" is not a URL` };
  const port = Number(parsed.port || (parsed.protocol === "https:" ? 443 : 80));
  const reached = await new Promise<boolean>((resolve) => {
    const socket = connect({ host: parsed.hostname, port, timeout: 5000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.on("connect", () => done(true));
    socket.on("timeout", () => done(false));
    socket.on("error", () => done(false));
  });
  return reached
    ? { url, host: parsed.hostname }
    : { reason: `npm's registry ${parsed.host} cannot be reached from here` };
}

/** A run as `Stage.run` makes it, with what the post step would get. */
export interface RunWithState {
  run: ActionRun;
  /** The state file as the main step left it. */
  state: string;
  /** The post step after this run (`post/index.js` beside the bundle), its output. */
  post(): Promise<string>;
}

export interface RunRequest {
  body: string;
  inputs?: Record<string, string>;
  script: FakeTurn[];
  /** Called once the action runs, with its process and its state file's path. */
  onStart?: (started: StartedBundle, stateFile: string) => Promise<void>;
}

/**
 * alice's comment on a new issue and the action's run on it, `sandbox: auto`, as `Stage.run`
 * makes it, but keeping the state file, so that a test can read the network marker and run the
 * post step as the runner would after a killed main step.
 */
export async function runKeepingState(
  context: TestContext,
  s: Stage,
  request: RunRequest,
): Promise<RunWithState> {
  const { comment } = askOnIssue(s, request.body);
  s.model.push(...request.script);
  const made = makeRunFiles(s.launch, mkdtempSync(join(s.fixture.root, "network-")));
  context.onTestFinished(() => {
    for (const path of made.remove) rmSync(path, { recursive: true, force: true });
  });
  const running = new Set<ChildProcess>();
  context.onTestFinished(() => {
    for (const child of running) child.kill("SIGKILL");
  });
  const place = { gh: s.gh, model: s.model, fixture: s.fixture, launch: s.launch, files: made.files };
  writeFileSync(made.files.event, JSON.stringify(issueCommentPayload(s.gh, comment)));
  const env = runnerEnv("issue_comment", place, { inputs: { sandbox: "auto", ...request.inputs } });
  const { onStart } = request;
  const { run } = await spawnBundle(place, env, {
    running,
    ...(onStart ? { onStart: (started) => onStart(started, made.files.state) } : {}),
  });
  const state = readFileSync(made.files.state, "utf8");
  return { run, state, post: () => runPostStep(s, env, state) };
}

/** Resolves once `ready` holds, checking every 100 ms; rejects after `timeoutMs` with `what`. */
export async function waitFor(ready: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
