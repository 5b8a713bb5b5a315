import { lstat, realpath, stat } from "node:fs/promises";
import { isAbsolute, relative } from "node:path";
import { type LimitNotice, planRepair } from "../github/ci-repair/repair-plan.js";
import { createGitHubClient, type GitHubClient } from "../github/client.js";
import { addEyesReaction } from "../github/comment/reaction.js";
import { createComment, TrackingComment, trackingTargetFor } from "../github/comment/tracking-comment.js";
import type { TokenCredential } from "../github/credentials.js";
import { createGit } from "../github/git.js";
import { reviewModeRefusal, wantsReview } from "../github/review/review-request.js";
import { checkPermission } from "../github/trigger/permissions.js";
import { resolveTrigger } from "../github/trigger/resolve.js";
import {
  type Actor,
  hasThread,
  isPullRequestTrigger,
  type RepoRef,
  sameRepository,
  type Trigger,
} from "../github/trigger/types.js";
import { untrustedCheckoutRefusal } from "../github/trigger/untrusted-checkout.js";
import { preloadProvider } from "../llm/registry.js";
import { onNextRequestSent } from "../llm/request-sent.js";
import { createRedactor, isSecret, type Redactor } from "../text/redact.js";
import { InputError, parseSettings, readActionInputs, requireGitHubToken, type Settings } from "./inputs.js";
import type { ActionIO } from "./io.js";
import { reportSkipped } from "./outputs.js";
import { inWorkingDirectory, type Runtime } from "./runtime.js";

/** A run the action has agreed to do, with everything the later phases share. */
export interface AdmittedRun {
  /** The action's environment: what tool commands may get of it is decided by the allowlist. */
  env: NodeJS.ProcessEnv;
  io: ActionIO;
  runtime: Runtime;
  settings: Settings;
  trigger: Trigger;
  /**
   * The repository worked on: the `repository` input, else the event's. Its checkout is
   * `runtime.workspace`; branches, pushes and pull requests go to it, while the thread, the
   * trigger and the permission check stay with the event's repository (`trigger.repo`).
   */
  repo: RepoRef;
  /** The values masked everywhere: keys and tokens long enough to be secrets. */
  secrets: string[];
  redact: Redactor;
  /** A review of the pull request (`wantsReview`): one review posted, nothing pushed. */
  review: boolean;
  /** The GitHub client, created on first use: dispatch and schedule runs may never need it. */
  github: () => GitHubClient;
  /** The `github-token` input as git uses it for fetches and pushes. */
  token: TokenCredential;
  /**
   * Sends the `eyes` reaction on the request, for a run with a thread (undefined for the
   * others). It goes once, on the first call; later calls return the same promise. `RunReport`
   * calls it once its tracking comment is posted (the client spaces writes a second apart, and
   * the comment must not be the one that waits) and again before the run ends, so every run gets
   * it. Never rejects: a reaction that fails is a warning.
   */
  acknowledge?: () => Promise<void>;
}

const HELP_REPLY = (phrase: string) =>
  [
    `👋 I need a task after \`${phrase}\`. For example:`,
    "",
    `> ${phrase} fix the failing date test in \`src/date.test.ts\``,
    "",
    "I will work in the repository, then answer here and open a pull request with the changes.",
  ].join("\n");

/**
 * The first phase: the settings, the secrets masked, then whether to run at all (a privileged
 * event holding a fork's code, the event and its phrase, the commenter's permission, an empty
 * task). Every refusal is reported here (a failed job, or `skipped` with its reason and outputs);
 * `undefined` means there is nothing more to do. An admitted run with a thread carries its 👀
 * (`AdmittedRun.acknowledge`), not sent yet: the tracking comment goes first.
 */
export async function admit(
  env: NodeJS.ProcessEnv,
  payload: unknown,
  jobRuntime: Runtime,
  io: ActionIO,
): Promise<AdmittedRun | undefined> {
  let settings: Settings;
  try {
    settings = requireGitHubToken(parseSettings(readActionInputs(env), env));
  } catch (error) {
    if (error instanceof InputError) return void io.setFailed(error.message);
    throw error;
  }
  const runtime = inWorkingDirectory(jobRuntime, settings.workingDirectory);
  const notThere = settings.workingDirectory
    ? await folderProblem(runtime.workspace, runtime.jobWorkspace)
    : undefined;
  if (notThere) {
    return void io.setFailed(
      `working-directory "${settings.workingDirectory}": ${notThere}; it must name the folder actions/checkout checked the repository out in (its path: input), relative to the workspace`,
    );
  }
  // A key under 16 characters (`local`, `ollama`) protects nothing and would mask ordinary words.
  const secrets = [settings.apiKey, settings.githubToken].filter(isSecret);
  for (const secret of secrets) io.setSecret(secret);
  const redact = createRedactor(secrets);
  const priced = settings.prices !== undefined;

  // Before anything else looks at the workspace: a privileged event holding a fork's code fails.
  const refusal = await untrustedCheckoutRefusal(runtime.eventName, payload, createGit(runtime.workspace));
  if (refusal) return void io.setFailed(refusal);

  const resolved = resolveTrigger(runtime.eventName, payload, {
    triggerPhrase: settings.triggerPhrase,
    taskInput: settings.task,
    labelTrigger: settings.labelTrigger,
    assigneeTrigger: settings.assigneeTrigger,
    ...(runtime.repo ? { repo: runtime.repo } : {}),
  });
  if (resolved.kind === "error") return void io.setFailed(resolved.message);
  if (resolved.kind === "skip") return void reportSkipped(io, resolved.reason, redact, priced);
  const repo = settings.repository ?? resolved.repo;
  const elsewhere = !sameRepository(repo, resolved.repo);
  if (elsewhere && (isPullRequestTrigger(resolved) || resolved.kind === "workflow_run")) {
    return void io.setFailed(
      `repository is ${repo.owner}/${repo.repo}, but this ${runtime.eventName} event is about a pull request or a CI run of ${resolved.repo.owner}/${resolved.repo.repo}, which is worked on in its own repository: leave repository empty for it (another repository is for issues, manual runs and schedules)`,
    );
  }
  const notReviewable = reviewModeRefusal(resolved, settings.mode, runtime.eventName);
  if (notReviewable) return void io.setFailed(notReviewable);

  let client: GitHubClient | undefined;
  const github = (): GitHubClient => {
    client ??= createGitHubClient({
      token: settings.githubToken,
      baseUrl: runtime.apiUrl,
      warn: (message) => io.warning(redact(message)),
      timing: runtime.timing.github,
    });
    return client;
  };
  const token = { token: settings.githubToken, serverUrl: runtime.serverUrl };
  const run: AdmittedRun = {
    env,
    io,
    runtime,
    settings,
    trigger: resolved,
    repo: elsewhere ? repo : resolved.repo,
    review: wantsReview(resolved, settings.mode),
    secrets,
    redact,
    github,
    token,
  };

  // Before any other read: someone below allowed-permission gets nothing done, not even a plan.
  const asker = askerOf(run.trigger);
  if (asker) {
    // While the check is out, the provider's SDK compiles: the first thing a run that goes on needs.
    const cancel = onNextRequestSent(() => preloadProvider(settings.provider));
    const check = await checkPermission(github(), run.trigger.repo, asker.login, settings.allowedPermission);
    cancel();
    if (!check.allowed) return void reportSkipped(io, check.reason, redact, priced);
  }

  if (run.trigger.kind === "workflow_run") {
    const planned = await planRepair(github(), run.trigger, {
      maxFixes: settings.maxCiFixes,
      branchPrefix: settings.branchPrefix,
    });
    if (!planned.ok) return void io.setFailed(redact(`CI repair: ${planned.problem}`));
    const plan = planned.data;
    if (plan.kind === "skip") {
      if (plan.notice) await tellLimit(run, plan.notice);
      return void reportSkipped(io, plan.reason, redact, priced);
    }
    run.trigger = plan.trigger;
  }

  const trigger = run.trigger;
  if (trigger.task === "") return void (await replyWithHelp(run));
  const acknowledge = acknowledgement(run);
  return acknowledge ? { ...run, acknowledge } : run;
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
  return hasThread(trigger) || trigger.kind === "workflow_run" ? trigger.actor : undefined;
}

/** A phrase with no task after it: a reply saying how to ask, and `skipped`. */
async function replyWithHelp(run: AdmittedRun): Promise<void> {
  const { trigger, settings, runtime, redact } = run;
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
async function tellLimit(run: AdmittedRun, notice: LimitNotice): Promise<void> {
  const target = { kind: "issue" as const, repo: run.trigger.repo, number: notice.number };
  const posted = await createComment(run.github(), target, run.redact(notice.body));
  if (!posted.ok)
    run.io.warning(
      run.redact(
        `Could not tell pull request #${notice.number} the fix limit was reached: ${posted.problem}`,
      ),
    );
}

/**
 * The `eyes` reaction that tells the commenter the request was seen, sent on the first call and
 * only then; undefined for a run without a thread. Never rejects: a failure is a warning.
 */
function acknowledgement(run: AdmittedRun): (() => Promise<void>) | undefined {
  const { trigger } = run;
  if (!hasThread(trigger)) return undefined;
  let sent: Promise<void> | undefined;
  return () => {
    sent ??= addEyesReaction(run.github(), trigger).then((reacted) => {
      if (!reacted.ok) run.io.warning(run.redact(`Could not add the eyes reaction: ${reacted.problem}`));
    });
    return sent;
  };
}
