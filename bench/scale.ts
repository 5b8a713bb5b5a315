/**
 * Whether a run's own cost grows with the repository or with the change: the bundle
 * (`dist/index.js`, or `BENCH_BUNDLE`) on Node 24, as a GitHub runner's `runner` user with
 * passwordless sudo (or as root where that user cannot be had, which the figures say), with
 * `sandbox: auto`, on three checkouts (scale-fixture.ts):
 * - the large one (150,000 files, 2 GB of history) and the tiny one, in turn, with a scripted
 *   model that reads a file, edits a line and answers: the time to the first model request, the
 *   first tool call's time, the time from the answer to the exit (publishing), the action
 *   process's peak memory and the most disk it took (on the large one);
 * - the babel-sized one, with a model that changes 1,000 files with one command, then 10,000:
 *   what publishing costs per changed file.
 *
 * Times come from the model server's own clock (scale-servers.ts, a process of its own at a higher
 * priority where this process may give one): the first tool call's time is from the answer that
 * asked for it being sent to the next request arriving. The fixtures are built once and cached;
 * their build is not timed. Each checkout is cloned once and put back between runs
 * (scale-workspace.ts). A tiny run first warms the page cache and the servers.
 */
import { existsSync } from "node:fs";
import { chown, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Launcher } from "../test/e2e/action-host.js";
import { type Fixture, type FixtureName, scaleFixture } from "./scale-fixture.js";
import {
  harnessModules,
  Overrun,
  type RunFigures,
  type ScaleServers,
  startScaleServers,
  timeScaleRun,
} from "./scale-run.js";
import type { Script } from "./scale-servers.js";
import {
  type Checkout,
  makeCheckout,
  type Owner,
  pushedFiles,
  removeCheckout,
  resetCheckout,
} from "./scale-workspace.js";
import { median, round } from "./stats.js";

/** `dist/index.js`, or the bundle `BENCH_BUNDLE` names (its folder is run as `dist/`). */
const BUNDLE = process.env.BENCH_BUNDLE || fileURLToPath(new URL("../dist/index.js", import.meta.url));
/** Timed runs on the large and the tiny checkout, in turn (the median is kept). */
export const SCALE_RUNS = 3;
/** Files the two publishing runs change. */
export const FEW_CHANGED = 1_000;
export const MANY_CHANGED = 10_000;

/** What the large and tiny runs give, known before the publishing runs start. */
export interface ScaleSizeFigures {
  /** Medians on the large checkout, then on the tiny one. */
  large: Timings;
  tiny: Timings;
  /** `large.firstRequestMs / tiny.firstRequestMs`. */
  firstRequestRatio: number;
  /** `large.publishMs / tiny.publishMs`. */
  publishRatio: number;
  /** The highest of the large runs' peaks. */
  peakRssMb: number;
  extraDiskMb: number;
  /** `runner` (with passwordless sudo) or `root`, and why not `runner`. */
  user: string;
  userNote?: string;
  node: string;
  /** The fixtures: files, `.git` bytes of the checkout, and the build's ms when it was built now. */
  fixtures: Record<FixtureName, { files: number; gitMb: number; builtMs?: number }>;
  runs: number;
}

export interface ScaleFigures extends ScaleSizeFigures {
  /** Publishing `MANY_CHANGED` files over publishing `FEW_CHANGED`, on the babel-sized checkout. */
  publishFewMs: number;
  publishManyMs: number;
  publish10kRatio: number;
}

interface Timings {
  firstRequestMs: number;
  firstToolMs: number;
  publishMs: number;
}

interface Setting {
  launch: Launcher;
  servers: ScaleServers;
  owner?: Owner;
  runnerTemp: string;
  home: string;
  scratch: string;
  runNumber: number;
  stopAt: number;
}

/**
 * Measures within `budgetMs` (the checkouts' removal after it): a run still going then is
 * cancelled, and the measurement fails saying so. `sized` gets the large and tiny runs' figures
 * as soon as they are known, so a failure in the publishing runs does not lose them.
 */
export async function benchScale(
  budgetMs = Number.POSITIVE_INFINITY,
  sized: (figures: ScaleSizeFigures) => void = () => {},
): Promise<ScaleFigures> {
  const stopAt = performance.now() + budgetMs;
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run build first`);
  if (process.platform !== "linux") throw new Error(`the sandbox needs Linux, not ${process.platform}`);
  const { host } = await harnessModules();
  const who = actionUser(host);
  const scratch = await mkdtemp(path.join(tmpdir(), "bench-scale-"));
  const base = who.launch.runner
    ? path.join(who.launch.runner.work, path.basename(scratch))
    : path.join(scratch, "checkouts");
  const checkouts: Checkout[] = [];
  let servers: ScaleServers | undefined;
  try {
    const fixtures = {} as Record<FixtureName, Fixture>;
    for (const name of ["tiny", "babel", "large"] as const) {
      fixtures[name] = await scaleFixture(name);
      const built = fixtures[name].builtMs;
      if (built !== undefined) progress(`built the ${name} fixture in ${seconds(built)}`);
    }
    const { launch, owner } = who;
    await mkdir(base, { recursive: true });
    if (owner) await chown(base, owner.uid, owner.gid);
    const checkout = async (name: FixtureName) => {
      const t0 = performance.now();
      const made = await makeCheckout(fixtures[name], path.join(base, name), owner);
      checkouts.push(made);
      progress(`cloned the ${name} fixture in ${seconds(performance.now() - t0)}`);
      return made;
    };
    const [tiny, babel, large] = [await checkout("tiny"), await checkout("babel"), await checkout("large")];
    servers = await startScaleServers();
    const setting: Setting = {
      launch,
      servers,
      ...(owner ? { owner } : {}),
      runnerTemp: launch.runner?.temp ?? (await folder(path.join(scratch, "runner-temp"))),
      home: launch.runner?.home ?? (await folder(path.join(scratch, "home"))),
      scratch,
      runNumber: 0,
      stopAt,
    };
    const edit: Script = { script: "edit" };
    await runOn(setting, tiny, edit, 1);
    const runs: Record<"large" | "tiny", RunFigures[]> = { large: [], tiny: [] };
    for (let i = 0; i < SCALE_RUNS; i++) {
      runs.large.push(await runOn(setting, large, edit, 1));
      runs.tiny.push(await runOn(setting, tiny, edit, 1));
    }
    const largeTimings = medians(runs.large);
    const tinyTimings = medians(runs.tiny);
    const size: ScaleSizeFigures = {
      large: largeTimings,
      tiny: tinyTimings,
      firstRequestRatio: round(largeTimings.firstRequestMs / tinyTimings.firstRequestMs, 2),
      publishRatio: round(largeTimings.publishMs / tinyTimings.publishMs, 2),
      peakRssMb: round(Math.max(...runs.large.map((run) => run.peakRssMb)), 1),
      extraDiskMb: round(Math.max(...runs.large.map((run) => run.extraDiskMb)), 1),
      user: launch.runner ? "runner" : "root",
      ...(who.note ? { userNote: who.note } : {}),
      node: launch.nodeVersion,
      fixtures: {
        tiny: described(fixtures.tiny, tiny),
        babel: described(fixtures.babel, babel),
        large: described(fixtures.large, large),
      },
      runs: SCALE_RUNS,
    };
    sized(size);
    const few = await runOn(setting, babel, { script: "touch", files: FEW_CHANGED }, FEW_CHANGED);
    const many = await runOn(setting, babel, { script: "touch", files: MANY_CHANGED }, MANY_CHANGED).catch(
      (error: unknown) => {
        if (!(error instanceof Overrun) || error.publishMs === undefined) throw error;
        throw new Error(
          `publishing ${MANY_CHANGED.toLocaleString("en")} changed files took over ${seconds(error.publishMs)}, ` +
            `over ${(error.publishMs / few.publishMs).toFixed(1)} times ${FEW_CHANGED.toLocaleString("en")} (${seconds(few.publishMs)}): cancelled at the time limit`,
        );
      },
    );
    return {
      ...size,
      publishFewMs: round(few.publishMs, 1),
      publishManyMs: round(many.publishMs, 1),
      publish10kRatio: round(many.publishMs / few.publishMs, 2),
    };
  } finally {
    await servers?.close();
    const t0 = performance.now();
    for (const made of checkouts) await removeCheckout(made);
    await rm(base, { recursive: true, force: true });
    await rm(scratch, { recursive: true, force: true });
    progress(`removed the checkouts in ${seconds(performance.now() - t0)}`);
    host.removeHostCopies();
  }
}

/**
 * Node 24 as the runner user with passwordless sudo, as on a GitHub-hosted runner; where this
 * machine cannot give that user, Node 24 as this process's user, with the reason.
 */
function actionUser(host: Awaited<ReturnType<typeof harnessModules>>["host"]): {
  launch: Launcher;
  owner?: Owner;
  note?: string;
} {
  const runner = host.launcher({ runtime: "node24", user: "runner" });
  if (runner.ok && runner.value.runner?.sudo) {
    const { uid, gid } = runner.value.runner;
    return { launch: runner.value, owner: { uid, gid } };
  }
  const own = host.launcher({ runtime: "node24" });
  if (!own.ok) throw new Error(`cannot start the action on Node 24 here: ${own.reason}`);
  const why = runner.ok ? "the runner user has no passwordless sudo here" : runner.reason;
  return { launch: own.value, note: `as uid ${own.value.uid}, not runner: ${why}` };
}

/** One run on `checkout`, which is then put back; checks that it pushed `changed` files. */
async function runOn(
  setting: Setting,
  checkout: Checkout,
  script: Script,
  changed: number,
): Promise<RunFigures> {
  setting.runNumber++;
  const what = `run ${setting.runNumber} (${path.basename(path.dirname(checkout.workspace))}, ${script.script === "edit" ? "edit" : `${script.files} files`})`;
  try {
    const run = await timeScaleRun({ ...setting, workspace: checkout.workspace, script });
    const pushed = await pushedFiles(checkout, setting.owner);
    if (pushed !== changed)
      throw new Error(`a run pushed ${pushed} changed files, not ${changed}:\n${run.output}`);
    progress(
      `${what}: first request ${seconds(run.firstRequestMs)}, first tool ${seconds(run.firstToolMs)}, ` +
        `publish ${seconds(run.publishMs)}, peak RSS ${Math.round(run.peakRssMb)} MB, extra disk ${Math.round(run.extraDiskMb)} MB`,
    );
    return run;
  } finally {
    const t0 = performance.now();
    await resetCheckout(checkout, setting.owner);
    progress(`  put back in ${seconds(performance.now() - t0)}`);
  }
}

function medians(runs: RunFigures[]): Timings {
  const of = (field: keyof Timings) => round(median(runs.map((run) => run[field])), 1);
  return { firstRequestMs: of("firstRequestMs"), firstToolMs: of("firstToolMs"), publishMs: of("publishMs") };
}

function described(fixture: Fixture, checkout: Checkout) {
  return {
    files: fixture.files,
    gitMb: round(checkout.gitBytes / 1024 ** 2, 1),
    ...(fixture.builtMs === undefined ? {} : { builtMs: Math.round(fixture.builtMs) }),
  };
}

/** A line on stderr while it runs: the measurement takes minutes where publishing is slow. */
function progress(line: string): void {
  process.stderr.write(`bench scale: ${line}\n`);
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

async function folder(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  return dir;
}
