/**
 * What the network allowlist costs on the way to the first model request: the bundled action
 * (`dist/index.js`, or `BENCH_BUNDLE`) runs a workflow_dispatch event in a small checkout with
 * `sandbox: auto` and `network: allowlist`, then `network: open`, taking turns within each round,
 * each run to its end (so its rules and its user are gone before the next starts); the time from
 * spawning it to its first request reaching the fake model server is compared. The proxy and the
 * rules are set up with the sandbox, once that request is out, so the two should be alike. Their
 * own cost is measured beside it, in this process: the proxy started, the rules added and the
 * resolver sockets denied for a user, then all of it taken down.
 *
 * It needs what the allowlist needs (Linux, root or passwordless sudo, iptables or nftables):
 * where the runs fall back to an open network, this throws with the reason the action gave.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEFAULT_DOMAINS } from "../src/base/allowed-domains.js";
import { restrictNetwork } from "../src/network/index.js";
import { capabilities } from "../src/sandbox/probe.js";
import { runnerEnv, type Servers, startServers, timeRun } from "./sandbox-start.js";
import { median, round } from "./stats.js";

/** Timed runs of each setting, after one untimed round. */
export const NETWORK_START_RUNS = 5;
/** A uid no account has: the rules and ACL entries name it, nothing runs as it. */
const NOBODY_UID = 1_900_000_000 + Math.floor(Math.random() * 1_000_000);

export interface NetworkStartFigures {
  /** Median ms from spawn to the first model request with `network: allowlist`. */
  allowlistMs: number;
  /** The same with `network: open`. */
  openMs: number;
  /** `allowlistMs - openMs`: what the allowlist adds before the first request. */
  deltaMs: number;
  /** Median ms to start the proxy, add the rules and deny the resolver sockets, in this process. */
  setupMs: number;
  /** Median ms to take all of that down again. */
  endMs: number;
  runs: number;
}

export async function benchNetworkStart(): Promise<NetworkStartFigures> {
  if (process.platform !== "linux") throw new Error(`the allowlist needs Linux, not ${process.platform}`);
  const root = await mkdtemp(path.join(tmpdir(), "bench-network-"));
  let servers: Servers | undefined;
  try {
    const workspace = path.join(root, "workspace");
    await smallCheckout(workspace);
    servers = await startServers();
    const env = await runnerEnv(root, workspace, servers);
    const times = { allowlist: [] as number[], open: [] as number[] };
    for (let pass = 0; pass <= NETWORK_START_RUNS; pass++) {
      for (const network of ["allowlist", "open"] as const) {
        const run = await timeRun({ ...env, INPUT_NETWORK: network }, "auto", servers);
        if (run.exitCode !== 0)
          throw new Error(`a network: ${network} run failed (exit ${run.exitCode}):\n${run.output}`);
        if (network === "allowlist") expectRestricted(run.output);
        if (pass > 0) times[network].push(run.firstRequestMs);
      }
    }
    const allowlistMs = median(times.allowlist);
    const openMs = median(times.open);
    const { setupMs, endMs } = await setupAndEnd();
    return {
      allowlistMs: round(allowlistMs, 1),
      openMs: round(openMs, 1),
      deltaMs: round(allowlistMs - openMs, 1),
      setupMs: round(setupMs, 1),
      endMs: round(endMs, 1),
      runs: NETWORK_START_RUNS,
    };
  } finally {
    await servers?.close();
    await rm(root, { recursive: true, force: true });
  }
}

/** A one-commit repository: the sandbox's own start is not what is measured here. */
async function smallCheckout(workspace: string): Promise<void> {
  await mkdir(workspace);
  await writeFile(path.join(workspace, "README.md"), "# Demo\n");
  const env = { PATH: process.env.PATH ?? "/usr/bin:/bin", GIT_CONFIG_NOSYSTEM: "1", HOME: workspace };
  const git = (...args: string[]) => execFileSync("git", args, { cwd: workspace, env, stdio: "ignore" });
  git("init", "-q", "-b", "main");
  git("add", ".");
  git("-c", "user.name=bench", "-c", "user.email=bench@example.com", "commit", "-qm", "initial");
}

/** Throws with the action's reason when a run's network stayed open. */
function expectRestricted(output: string): void {
  if (/Network: the sandbox user reaches only/.test(output)) return;
  const why =
    /can reach any host: (.*)/.exec(output)?.[1] ??
    /tool commands run as the action's own user: (.*)/i.exec(output)?.[1];
  throw new Error(`the allowlist could not be set up here: ${why ?? "the run did not say why"}`);
}

/** The allowlist's own set-up and take-down, `NETWORK_START_RUNS` times each (median). */
async function setupAndEnd(): Promise<{ setupMs: number; endMs: number }> {
  const machine = await capabilities();
  const setups: number[] = [];
  const ends: number[] = [];
  for (let run = 0; run < NETWORK_START_RUNS; run++) {
    const t0 = performance.now();
    const network = await restrictNetwork({
      mode: "allowlist",
      domains: DEFAULT_DOMAINS,
      serverHost: "github.com",
      user: { uid: NOBODY_UID },
      capabilities: machine,
      marker: randomBytes(8).toString("hex"),
      remember: () => {},
    });
    setups.push(performance.now() - t0);
    if (!network.restricted) throw new Error(`the allowlist could not be set up here: ${network.note}`);
    const t1 = performance.now();
    const problem = await network.guard.end();
    ends.push(performance.now() - t1);
    if (problem) throw new Error(problem);
  }
  return { setupMs: median(setups), endMs: median(ends) };
}
