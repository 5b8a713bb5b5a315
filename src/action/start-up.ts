import { realpath } from "node:fs/promises";
import { dirname, isAbsolute, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { createProvider } from "../agent/session.js";
import { loadRanks } from "../agent/tokens.js";
import { loadOctokit, loadProxiedOctokit } from "../github/client.js";
import { findOwnLogin } from "../github/handoff/own-login.js";
import { loadFetch } from "../llm/api-fetch.js";
import type { Provider } from "../llm/provider.js";
import { loadProvider } from "../llm/registry.js";
import { onNextRequestSent } from "../llm/request-sent.js";
import type { AdmissionHooks } from "./admit.js";
import type { AdmittedRun } from "./admitted-run.js";
import { describeTask } from "./describe.js";
import type { TaskDescription } from "./hand-offs.js";
import type { Settings } from "./inputs.js";
import { type ActionIO, loadCore } from "./io.js";
import { loadMcp } from "./mcp-servers.js";
import { loadSchemaValidator } from "./output-schema.js";
import type { RunReport } from "./report.js";
import type { WorkspaceGuard } from "./workspace-guard.js";
import { keepYoungGenerationSmall } from "./young-generation.js";

/**
 * The action's start-up plan: what starts early, what waits for what, and what loads late. Most
 * of a start is compiling code and waiting for answers, and the first model request needs only
 * part of either; the rest is started while something else is out. The phases and the lower
 * layers hold none of this: they export plain loaders and take hooks, and the plan, here, says
 * when each runs.
 *
 * 1. At once (index.ts): the event file, then the action's code. `@actions/core` waits: `runnerIO`
 *    writes what comes first itself.
 * 2. `beginStartUp`: `@actions/core` loads while the run's first request waits for its answer.
 * 3. `admissionStartUp`: the provider's SDK compiles while the permission check is out.
 * 4. `beforeTheCheckout`: the tracking comment (with `handoff`, none: the own login is read),
 *    the thread's reads, the credential's git commands, the sandbox's user, the provider
 *    and Node's fetch, all at once; and with `uses: ./`, every late load (`loadLateIfInside`,
 *    which the workspace guard runs before it checks anything out).
 * 5. `startUpIsOver`, once the first model request is out: the young generation stops growing.
 *
 * Late loads and the workspace: with `uses: ./` the bundle and its chunks live in the workspace,
 * where a pull request's head is checked out and the agent writes. A chunk read from there after
 * the checkout could be anyone's code, run in the process that holds the secrets. So every
 * `import()` the action makes after its start is listed in `LATE_LOADS` (a test holds every
 * `import()` of src/ to it), and all of them are made before the checkout when the bundle lies
 * in the workspace.
 */

/** Loads code of the action's own that its start did not; a second call loads nothing more. */
export type LateLoad = (settings: Pick<Settings, "provider" | "mcpServers">) => Promise<unknown>;

/**
 * Every `import()` the action may make after its start, each through a loader its own module
 * exports (the module cache makes a second call load nothing).
 */
export const LATE_LOADS: readonly LateLoad[] = [
  // The runner's side: on first need, or while the first request waits (`beginStartUp`).
  loadCore,
  // The GitHub client's Octokit, and `@actions/github`'s on a runner behind a proxy.
  loadOctokit,
  loadProxiedOctokit,
  // The tokenizer's ranks, read by a run that counts tokens.
  loadRanks,
  // The provider's adapter and SDK: `beforeTheCheckout` makes them anyway, wherever the bundle is.
  (settings) => loadProvider(settings.provider),
  // The JSON Schema validator, for a run with `output-schema` (at admission, or with the task).
  loadSchemaValidator,
  // The MCP client, for a run with `mcp-servers` only: it costs the others nothing.
  async (settings) => (settings.mcpServers.length > 0 ? loadMcp() : undefined),
];

/**
 * `promise`, started ahead of the step that needs it. Its rejection is handled by that step (it
 * awaits the promise, or loads again what failed to load); until then it must not count as
 * unhandled, which would end the process.
 */
function startedEarly<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

/** Step 2, as the run starts: what the host writes with loads while the first request waits. */
export function beginStartUp(io: ActionIO): void {
  onNextRequestSent(() => io.preload?.());
}

/**
 * Step 3: while the permission check is out (the first request of a run with a thread), the
 * provider's SDK compiles: the first thing a run that goes on needs. A failure is reported by
 * `createProvider`, which loads it again.
 */
export const admissionStartUp: AdmissionHooks = {
  whilePermissionIsChecked: (settings) =>
    onNextRequestSent(() => void startedEarly(loadProvider(settings.provider))),
};

/**
 * Step 4: what the first model request waits for, all started at once: the tracking comment's
 * POST, the thread's reads (whose comments are the action's own, and which one is this run's, is
 * known once the POST is answered, and `describeTask` waits for it), git's child processes that
 * take the credential out (`takeCredential`, which also makes the late loads with `uses: ./`
 * and begins the sandbox: what the runner allows, its user and home), and meanwhile,
 * on this thread, the provider's SDK (unless step 3 compiled it) and Node's fetch.
 * The SDK reads nothing of the workspace, and is loaded before the checkout. Resolves once all
 * are in; rejects with the first failure in that order.
 */
export async function beforeTheCheckout(
  run: AdmittedRun,
  parts: { report: RunReport; guard: WorkspaceGuard },
): Promise<{ task: TaskDescription; provider: Provider }> {
  const describing = startedEarly(describeTask(run, ownComment(run, parts.report)));
  const taking = startedEarly(parts.guard.takeCredential());
  const loading = startedEarly(createProvider(run.settings, run.runtime.timing.agent));
  loadFetch();
  await taking;
  return { task: await describing, provider: await loading };
}

/**
 * Who the action posts as, and its comment among the thread's, for `describeTask`: from the
 * tracking comment, posted now. The agent job of the two-job shape (`handoff`) posts nothing;
 * it reads the identity from the thread instead (`findOwnLogin`), and has no comment of its own.
 */
function ownComment(run: AdmittedRun, report: RunReport) {
  if (run.settings.handoff)
    return { ownLogin: findOwnLogin(run.github(), run.trigger, (message) => run.io.info(message)) };
  const opened = startedEarly(report.openComment());
  return {
    ownLogin: opened.then((own) => own?.author),
    ownCommentId: opened.then((own) => own?.conversationId),
  };
}

/**
 * Step 5, once the first model request is out: start-up is over. What it allocated grew the
 * young generation as V8 saw fit; from here on the loop's bursts must not grow it further.
 */
export function startUpIsOver(): void {
  keepYoungGenerationSmall();
}

/**
 * What the workspace guard loads before it checks anything out (its first step): with `uses: ./`,
 * every late load (`loadLateIfInside`).
 */
export function lateLoadsBeforeCheckout(run: AdmittedRun): () => Promise<boolean> {
  return () => loadLateIfInside(run.runtime.jobWorkspace, run.settings);
}

/** The folder of the running bundle (its chunks sit beside it); from source, this module's folder. */
function bundleFolder(): string {
  return dirname(fileURLToPath(import.meta.url));
}

/**
 * When the bundle lies in `workspace` (a link to it included), makes every late load now
 * (`LATE_LOADS`); returns whether it did. Rejects when one of them fails: the code is then
 * missing, and nothing may be read of it later. Undecidable (the workspace cannot be resolved)
 * counts as inside.
 */
export async function loadLateIfInside(
  workspace: string,
  settings: Pick<Settings, "provider" | "mcpServers">,
  options: { folder?: string; loads?: readonly LateLoad[] } = {},
): Promise<boolean> {
  const folder = options.folder ?? bundleFolder();
  const [real, realFolder] = await Promise.all([
    realpath(workspace).catch(() => undefined),
    realpath(folder).catch(() => folder),
  ]);
  const inside = real === undefined ? "" : relative(real, realFolder);
  if (real !== undefined && (inside.startsWith("..") || isAbsolute(inside))) return false;
  await Promise.all((options.loads ?? LATE_LOADS).map((load) => load(settings)));
  return true;
}
