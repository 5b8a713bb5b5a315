import { lstat, realpath, stat } from "node:fs/promises";
import { isAbsolute, relative } from "node:path";
import { type LimitNotice, planRepair } from "../github/ci-repair/repair-plan.js";
import { createGitHubClient, type GitHubClient } from "../github/client.js";
import { addEyesReaction } from "../github/comment/reaction.js";
import { createComment, TrackingComment, trackingTargetFor } from "../github/comment/tracking-comment.js";
import { createGit } from "../github/git.js";
import { reviewModeRefusal } from "../github/review/review-request.js";
import { checkPermission } from "../github/trigger/permissions.js";
import { resolveTrigger } from "../github/trigger/resolve.js";
import {
  type Actor,
  hasThread,
  isApplyRequest,
  isPullRequestTrigger,
  type RepoRef,
  sameRepository,
  type Trigger,
  type WorkflowRunTrigger,
} from "../github/trigger/types.js";
import { untrustedCheckoutRefusal } from "../github/trigger/untrusted-checkout.js";
import { createRedactor, isSecret, type Redactor } from "../text/redact.js";
import { type AdmittedRun, deliveryMode, publishableText } from "./admitted-run.js";
import { InputError, parseSettings, readActionInputs, requireGitHubToken, type Settings } from "./inputs.js";
import type { ActionIO } from "./io.js";
import { mcpSecretValues } from "./mcp-servers.js";
import { checkInlineOutputSchema } from "./output-schema.js";
import { reportSkipped } from "./outputs.js";
import { inWorkingDirectory, type Runtime } from "./runtime.js";
import { handedOffTask, handoffFolderProblem } from "./two-jobs-inputs.js";

const HELP_REPLY = (phrase: string) =>
  [
    `👋 I need a task after \`${phrase}\`. For example:`,
    "",
    `> ${phrase} fix the failing date test in \`src/date.test.ts\``,
    "",
    "I will work in the repository, then answer here and open a pull request with the changes.",
  ].join("\n");

/** What the action's start-up plan does while admission waits (see start-up.ts). */
export interface AdmissionHooks {
  /** Called as the permission check goes out; returns what to call once it is answered. */
  whilePermissionIsChecked?(settings: Settings): () => void;
}

/**
 * The first phase: the settings, the secrets masked, then whether to run at all (a privileged
 * event holding a fork's code, the event and its phrase, the commenter's permission, an empty
 * task), and how the run delivers (`AdmittedRun.deliverAs`). Every refusal is reported here (a
 * failed job, or `skipped` with its reason and outputs); `undefined` means there is nothing more
 * to do. An admitted run with a thread carries its 👀 (`AdmittedRun.acknowledge`), not sent yet:
 * the tracking comment goes first. The agent job of the two-job shape (`handoff`) makes no GitHub
 * write here either: no reaction, no reply with help, no comment about the CI fix limit.
 */
export async function admit(
  env: NodeJS.ProcessEnv,
  payload: unknown,
  jobRuntime: Runtime,
  io: ActionIO,
  hooks: AdmissionHooks = {},
): Promise<AdmittedRun | undefined> {
  const read = await readSettings(env, jobRuntime, io);
  if (!read) return undefined;
  const { settings, runtime } = read;
  // A key under 16 characters (`local`, `ollama`) protects nothing and would mask ordinary words.
  // The MCP servers' headers (and env values named as secrets) are masked like the keys: no log,
  // trajectory or published text shows them.
  const secrets = [settings.apiKey, settings.githubToken, ...mcpSecretValues(settings.mcpServers)].filter(
    isSecret,
  );
  for (const secret of secrets) io.setSecret(secret);
  const redact = createRedactor(secrets);

  // Before anything else looks at the workspace: a privileged event holding a fork's code fails,
  // unless this is the agent job of the two-job shape, which holds no write token and publishes
  // nothing (the publish job, `apply-handoff`, is refused like any other).
  const refusal = settings.handoff
    ? undefined
    : await untrustedCheckoutRefusal(runtime.eventName, payload, createGit(runtime.workspace));
  if (refusal) return void io.setFailed(refusal);
  const asked = triggerOf(payload, { settings, runtime, io, redact });
  if (!asked) return undefined;

  const token = { token: settings.githubToken, serverUrl: runtime.serverUrl };
  const github = lazyClient(settings, runtime, io, redact);
  const deciding: Deciding = { env, io, runtime, settings, secrets, redact, github, token, ...asked };
  // Before any other read: someone below allowed-permission gets nothing done, not even a plan.
  if (!(await permitted(deciding, hooks))) return undefined;
  const trigger =
    deciding.trigger.kind === "workflow_run"
      ? await repairTrigger(deciding, deciding.trigger)
      : deciding.trigger;
  if (!trigger) return undefined;
  const run: AdmittedRun = {
    ...deciding,
    trigger,
    deliverAs: deliveryMode(trigger, settings.mode),
    publishable: publishableText(trigger, settings, runtime, redact),
  };
  if (trigger.task === "") return void (await replyWithHelp(run));
  // Proposals come from staged runs, which the two-job shape never makes: `apply` would be read
  // as a task by the agent job, and as a proposal to look for by the publish job.
  if (isApplyRequest(trigger) && (settings.handoff || settings.applyHandoff))
    return void reportSkipped(
      io,
      `\`${settings.triggerPhrase} apply\` publishes a staged run's proposal; this job is one of the two-job shape (handoff, apply-handoff), which stages nothing`,
      redact,
      priced(settings),
    );
  const acknowledge = acknowledgement(run);
  return acknowledge ? { ...run, acknowledge } : run;
}

/** A run while admission still decides about it: all but how it delivers. */
type Deciding = Omit<AdmittedRun, "deliverAs" | "publishable">;

/** The settings, and the runtime in the working directory they name; undefined once a failure is reported. */
async function readSettings(
  env: NodeJS.ProcessEnv,
  jobRuntime: Runtime,
  io: ActionIO,
): Promise<{ settings: Settings; runtime: Runtime } | undefined> {
  let settings: Settings;
  try {
    settings = requireGitHubToken(parseSettings(readActionInputs(env), env));
  } catch (error) {
    if (error instanceof InputError) return void io.setFailed(error.message);
    throw error;
  }
  // A bad schema given inline fails here, before any comment or model call (a path is read with the task).
  const schema = await checkInlineOutputSchema(settings.outputSchema);
  if (schema && !schema.ok) return void io.setFailed(schema.error);
  for (const warning of schema?.ok ? schema.value.warnings : []) io.warning(`output-schema: ${warning}`);
  const runtime = inWorkingDirectory(jobRuntime, settings.workingDirectory);
  const notThere = settings.workingDirectory
    ? await folderProblem(runtime.workspace, runtime.jobWorkspace)
    : undefined;
  if (notThere) {
    return void io.setFailed(
      `working-directory "${settings.workingDirectory}": ${notThere}; it must name the folder actions/checkout checked the repository out in (its path: input), relative to the workspace`,
    );
  }
  // The publish job takes the folder's content as the run's outcome: the agent must not reach it.
  const exposed = settings.handoff
    ? await handoffFolderProblem(settings.handoff, runtime.jobWorkspace)
    : undefined;
  if (exposed) return void io.setFailed(exposed);
  return { settings, runtime };
}

/** What deciding on the trigger reads. */
interface Admitting {
  settings: Settings;
  runtime: Runtime;
  io: ActionIO;
  redact: Redactor;
}

/**
 * The trigger of the event, and the repository worked on; undefined once a skip or a refusal is
 * reported (no trigger, an event that is not for the action, a `repository` or `mode: review`
 * the event cannot have).
 */
function triggerOf(payload: unknown, admitting: Admitting): { trigger: Trigger; repo: RepoRef } | undefined {
  const { settings, runtime, io, redact } = admitting;
  const resolved = resolveTrigger(runtime.eventName, payload, {
    triggerPhrase: settings.triggerPhrase,
    // An automation's publish job needs no task of its own: it publishes the agent job's.
    taskInput:
      settings.applyHandoff && settings.task === "" ? handedOffTask(runtime.workflow) : settings.task,
    twoJobs: settings.handoff !== undefined || settings.applyHandoff !== undefined,
    labelTrigger: settings.labelTrigger,
    assigneeTrigger: settings.assigneeTrigger,
    ...(runtime.repo ? { repo: runtime.repo } : {}),
  });
  if (resolved.kind === "error") return void io.setFailed(resolved.message);
  if (resolved.kind === "skip") return void reportSkipped(io, resolved.reason, redact, priced(settings));
  const repo = settings.repository ?? resolved.repo;
  const elsewhere = !sameRepository(repo, resolved.repo);
  if (elsewhere && (isPullRequestTrigger(resolved) || resolved.kind === "workflow_run")) {
    return void io.setFailed(
      `repository is ${repo.owner}/${repo.repo}, but this ${runtime.eventName} event is about a pull request or a CI run of ${resolved.repo.owner}/${resolved.repo.repo}, which is worked on in its own repository: leave repository empty for it (another repository is for issues, manual runs and schedules)`,
    );
  }
  const notReviewable = reviewModeRefusal(resolved, settings.mode, runtime.eventName);
  if (notReviewable) return void io.setFailed(notReviewable);
  return { trigger: resolved, repo: elsewhere ? repo : resolved.repo };
}

/** Whether a run with prices known reports a cost (0 for a skip). */
function priced(settings: Settings): boolean {
  return settings.prices !== undefined;
}

/** The GitHub client, created on the first call: dispatch and schedule runs may never need it. */
function lazyClient(
  settings: Settings,
  runtime: Runtime,
  io: ActionIO,
  redact: Redactor,
): () => GitHubClient {
  let client: GitHubClient | undefined;
  return () => {
    client ??= createGitHubClient({
      token: settings.githubToken,
      baseUrl: runtime.apiUrl,
      warn: (message) => io.warning(redact(message)),
      timing: runtime.timing.github,
    });
    return client;
  };
}

/**
 * Whether whoever asked may have the run (`allowed-permission`); a run nobody asked for (a
 * schedule, a manual run) is. A refusal is reported as `skipped`.
 */
async function permitted(run: Deciding, hooks: AdmissionHooks): Promise<boolean> {
  const { settings, io, redact } = run;
  const asker = askerOf(run.trigger);
  if (!asker) return true;
  const stop = hooks.whilePermissionIsChecked?.(settings);
  const check = await checkPermission(
    run.github(),
    run.trigger.repo,
    asker.login,
    settings.allowedPermission,
  );
  stop?.();
  if (!check.allowed) reportSkipped(io, check.reason, redact, priced(settings));
  return check.allowed;
}

/**
 * A failed CI run's trigger as the repair plan has it (where the fix goes); undefined once a
 * failure or a skip is reported (the fix limit reached is said on the pull request).
 */
async function repairTrigger(run: Deciding, trigger: WorkflowRunTrigger): Promise<Trigger | undefined> {
  const { settings, io, redact } = run;
  const planned = await planRepair(run.github(), trigger, {
    maxFixes: settings.maxCiFixes,
    branchPrefix: settings.branchPrefix,
  });
  if (!planned.ok) return void io.setFailed(redact(`CI repair: ${planned.error}`));
  const plan = planned.value;
  if (plan.kind === "skip") {
    if (plan.notice) await tellLimit(run, plan.notice);
    return void reportSkipped(io, plan.reason, redact, priced(settings));
  }
  return plan.trigger;
}

/**
 * Why `path` cannot be worked in, or undefined when it is a folder inside `workspace`. A link, or
 * a path through one that leads out, is refused: the folder is shared with the sandbox user and
 * given back to the workspace's owner at the end, so it must be the workspace's own.
 */
async function folderProblem(path: string, workspace: string): Promise<string | undefined> {
  try {
    if ((await lstat(path)).isSymbolicLink()) return `${path} is a symbolic link, not a folder of its own`;
    if (!(await stat(path)).isDirectory()) return `${path} is not a folder`;
    const [real, realWorkspace] = await Promise.all([realpath(path), realpath(workspace)]);
    const inside = relative(realWorkspace, real);
    if (inside === "" || inside.startsWith("..") || isAbsolute(inside)) {
      return `${path} leads to ${real}, outside the workspace`;
    }
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === "ENOENT" ? `there is no folder ${path}` : `${path}: ${(error as Error).message}`;
  }
}

/**
 * Whose permission decides: whoever asked in a thread, and whoever started the failed run of a CI
 * repair. A manual run needs write access to start at all; a schedule has nobody.
 */
function askerOf(trigger: Trigger): Actor | undefined {
  // The workflow asked for a triage of every new issue; whoever opened one asked for nothing.
  if (trigger.kind === "issue" && trigger.automation) return undefined;
  // Likewise a `pull_request_target` automation (two-job shape, DESIGN section 10): the workflow
  // asked for a run on every pull request; the author of a fork's one asked for nothing.
  if (trigger.kind === "pull_request" && trigger.target) return undefined;
  return hasThread(trigger) || trigger.kind === "workflow_run" ? trigger.actor : undefined;
}

/**
 * A phrase with no task after it: a reply saying how to ask, and `skipped`. The agent job of the
 * two-job shape writes nothing to GitHub: it says so in the log, and the publish job, which
 * resolves the same event, replies.
 */
async function replyWithHelp(run: AdmittedRun): Promise<void> {
  const { trigger, settings, runtime, redact } = run;
  if (settings.handoff) {
    return reportSkipped(
      run.io,
      `nothing follows ${settings.triggerPhrase}; the publish job (apply-handoff) replies with how to ask when it runs, since this job (handoff) writes nothing to GitHub`,
      redact,
      priced(settings),
    );
  }
  const target = trackingTargetFor(trigger);
  if (target) {
    const help = new TrackingComment({
      client: run.github(),
      target,
      serverUrl: runtime.serverUrl,
      runId: runtime.runId,
      redact,
    });
    const written = await help.finish({
      conclusion: "skipped",
      response: HELP_REPLY(settings.triggerPhrase),
      steps: 0,
    });
    // Nothing else tells the asker why nothing happened: a reply that failed is said in the log.
    if (!written.ok) run.io.warning(redact(`Could not reply with how to ask: ${written.error}`));
  }
  reportSkipped(
    run.io,
    `nothing follows ${settings.triggerPhrase}; replied with how to ask`,
    redact,
    settings.prices !== undefined,
  );
}

/** The pull request is told the CI fix limit was reached; a failure to say it is a warning, not a failed job. */
async function tellLimit(run: Deciding, notice: LimitNotice): Promise<void> {
  if (run.settings.handoff) {
    // The agent job writes nothing to GitHub; the publish job, deciding the same, tells the pull request.
    return run.io.info(
      run.redact(
        `The CI fix limit of pull request #${notice.number} was reached; not said on it from this job (handoff).`,
      ),
    );
  }
  const target = { kind: "issue" as const, repo: run.trigger.repo, number: notice.number };
  const posted = await createComment(run.github(), target, run.redact(notice.body));
  if (!posted.ok)
    run.io.warning(
      run.redact(`Could not tell pull request #${notice.number} the fix limit was reached: ${posted.error}`),
    );
}

/**
 * The `eyes` reaction that tells the commenter the request was seen, sent on the first call and
 * only then; undefined for a run without a thread, and for the agent job of the two-job shape.
 * Never rejects: a failure is a warning.
 */
function acknowledgement(run: AdmittedRun): (() => Promise<void>) | undefined {
  const { trigger } = run;
  // The agent job of the two-job shape writes nothing to GitHub, a reaction included.
  if (!hasThread(trigger) || run.settings.handoff) return undefined;
  let sent: Promise<void> | undefined;
  return () => {
    sent ??= addEyesReaction(run.github(), trigger).then((reacted) => {
      if (!reacted.ok) run.io.warning(run.redact(`Could not add the eyes reaction: ${reacted.error}`));
    });
    return sent;
  };
}
