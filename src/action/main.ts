import { lstat } from "node:fs/promises";
import { join } from "node:path";
import * as core from "@actions/core";
import { createCancellation } from "../agent/cancellation.js";
import { EventBus } from "../agent/events.js";
import type { RunResult } from "../agent/loop.js";
import { createProvider, runSession } from "../agent/session.js";
import { createGitHubClient, FAST_TIMING, type GitHubClient } from "../github/client.js";
import { TrackingComment, trackingTargetFor } from "../github/comment/tracking-comment.js";
import { readStandingInstructions } from "../github/context/standing-instructions.js";
import { buildTaskContext } from "../github/context/task-context.js";
import { restoreCredential, type SavedCredential, takeCheckoutCredential } from "../github/credentials.js";
import { createGit } from "../github/git.js";
import {
  isPullRequestTrigger,
  type PublishResult,
  preparePullRequestCheckout,
  publish,
} from "../github/publish/publish.js";
import { resumeScheduledBranch } from "../github/publish/scheduled-branch.js";
import { lockRepository, type Vault } from "../github/publish/vault.js";
import { checkPermission } from "../github/trigger/permissions.js";
import { resolveTrigger } from "../github/trigger/resolve.js";
import type { Trigger } from "../github/trigger/types.js";
import { untrustedCheckoutRefusal } from "../github/trigger/untrusted-checkout.js";
import { JobLogPrinter, type LogSink } from "../report/job-log.js";
import { JobSummary } from "../report/job-summary.js";
import { TrajectoryWriter } from "../report/trajectory.js";
import { prepareSandbox } from "../sandbox/index.js";
import { killMarked, newRunMarker, RUN_MARKER_VARIABLE } from "../sandbox/marked.js";
import { processesOf } from "../sandbox/release.js";
import { createRedactor, isSecret, type Redactor } from "../text/redact.js";
import { untrustedDataNote } from "../text/sanitize.js";
import { defuseWorkflowCommands } from "../text/workflow-commands.js";
import { commandEnvironment, createPrivateHome, type PrivateHome } from "../tools/env.js";
import { InputError, parseSettings, readActionInputs, requireGitHubToken, type Settings } from "./inputs.js";
import { rememberForPostStep, setAsideCredential } from "./post-state.js";
import { type Runtime, readRuntime } from "./runtime.js";

/** The job log. `info` carries the model's text and tool output, hence the defusing. */
const coreSink: LogSink = {
  info: (message) => core.info(defuseWorkflowCommands(message)),
  warning: core.warning,
  startGroup: core.startGroup,
  endGroup: core.endGroup,
};

/** Outputs of every ending, `skipped` included, so later steps can always read them. */
interface Outcome {
  conclusion: string;
  response: string;
  steps?: number;
  commentUrl?: string;
  prUrl?: string;
  branch?: string;
  logFile?: string;
  inputTokens?: number;
  outputTokens?: number;
}

function setOutputs(outcome: Outcome, redact: Redactor): void {
  core.setOutput("conclusion", outcome.conclusion);
  core.setOutput("response", redact(outcome.response));
  core.setOutput("steps", String(outcome.steps ?? 0));
  core.setOutput("comment-url", outcome.commentUrl ?? "");
  core.setOutput("pr-url", outcome.prUrl ?? "");
  core.setOutput("branch", outcome.branch ?? "");
  core.setOutput("log-file", outcome.logFile ?? "");
  core.setOutput("input-tokens", String(outcome.inputTokens ?? 0));
  core.setOutput("output-tokens", String(outcome.outputTokens ?? 0));
}

function skip(reason: string, redact: Redactor = (t) => t): void {
  core.notice(`Repo Agent skipped: ${reason}`);
  setOutputs({ conclusion: "skipped", response: reason }, redact);
}

const HELP_REPLY = (phrase: string) =>
  [
    `👋 I need a task after \`${phrase}\`. For example:`,
    "",
    `> ${phrase} fix the failing date test in \`src/date.test.ts\``,
    "",
    "I will work in the repository, then answer here and open a pull request with the changes.",
  ].join("\n");

function deliverableFor(trigger: Trigger, settings: Settings): string {
  if (settings.mode === "comment") return "a comment with the diff (nothing is pushed)";
  if (isPullRequestTrigger(trigger) && settings.mode === "auto")
    return "a commit pushed to this pull request";
  return "a pull request";
}

function promptFor(trigger: Trigger, context: string): string {
  const where =
    trigger.kind === "workflow_dispatch" || trigger.kind === "schedule"
      ? `This run was started by a ${trigger.kind === "schedule" ? "schedule" : "manual workflow run"}.`
      : `You were asked in ${isPullRequestTrigger(trigger) ? "pull request" : "issue"} #${trigger.number}${
          trigger.actor ? ` by @${trigger.actor.login}` : ""
        }.`;
  // The task comes first and bare: the job log prints this prompt after its own "Task:" label.
  return [trigger.task, "", where, "", context].join("\n").trim();
}

/**
 * The action: event → trigger → checks → agent run → publish → comment and outputs. `payload` is
 * the event payload the caller already read (`readEventFile`), so the file is read once. Returns
 * normally in every case; a failing conclusion marks the job failed through `core.setFailed`.
 */
export async function run(env: NodeJS.ProcessEnv, payload: unknown): Promise<void> {
  const runtime = readRuntime(env);
  let settings: Settings;
  try {
    settings = requireGitHubToken(parseSettings(readActionInputs(env), env));
  } catch (error) {
    if (error instanceof InputError) return core.setFailed(error.message);
    throw error;
  }
  // A key under 16 characters (`local`, `ollama`) protects nothing and would mask ordinary words.
  const secrets = [settings.apiKey, settings.githubToken].filter(isSecret);
  for (const secret of secrets) core.setSecret(secret);
  const redact = createRedactor(secrets);

  // Before anything else looks at the workspace: a privileged event holding a fork's code fails.
  const refusal = await untrustedCheckoutRefusal(runtime.eventName, payload, createGit(runtime.workspace));
  if (refusal) return core.setFailed(refusal);

  const resolved = resolveTrigger(runtime.eventName, payload, {
    triggerPhrase: settings.triggerPhrase,
    taskInput: settings.task,
    ...(runtime.repo ? { repo: runtime.repo } : {}),
  });
  if (resolved.kind === "error") return core.setFailed(resolved.message);
  if (resolved.kind === "skip") return skip(resolved.reason);
  const trigger = resolved;

  let client: GitHubClient | undefined;
  const github = (): GitHubClient => {
    client ??= createGitHubClient({
      token: settings.githubToken,
      baseUrl: runtime.apiUrl,
      warn: (message) => core.warning(redact(message)),
      ...(runtime.fastRetries ? { timing: FAST_TIMING } : {}),
    });
    return client;
  };

  if (trigger.actor && trigger.kind !== "workflow_dispatch" && trigger.kind !== "schedule") {
    const check = await checkPermission(
      github(),
      trigger.repo,
      trigger.actor.login,
      settings.allowedPermission,
    );
    if (!check.allowed) return skip(check.reason, redact);
  }

  const target = trackingTargetFor(trigger);
  if (trigger.task === "") {
    if (target) {
      const help = new TrackingComment({
        octokit: github(),
        target,
        serverUrl: runtime.serverUrl,
        runId: runtime.runId,
        redact,
      });
      await help.finish({ conclusion: "skipped", response: HELP_REPLY(settings.triggerPhrase), steps: 0 });
    }
    return skip(`nothing follows ${settings.triggerPhrase}; replied with how to ask`, redact);
  }

  await react(trigger, github, redact);
  await runAndPublish({ settings, runtime, trigger, redact, secrets, github, env });
}

/** The `eyes` reaction, at once, so the commenter knows the request was seen. */
async function react(trigger: Trigger, github: () => GitHubClient, redact: Redactor): Promise<void> {
  if (trigger.kind === "workflow_dispatch" || trigger.kind === "schedule") return;
  const eyes = { ...trigger.repo, content: "eyes" } as const;
  try {
    const { reactions } = github().rest;
    if (trigger.kind === "issue") await reactions.createForIssue({ ...eyes, issue_number: trigger.number });
    else if (trigger.kind === "issue_comment")
      await reactions.createForIssueComment({ ...eyes, comment_id: trigger.commentId });
    else await reactions.createForPullRequestReviewComment({ ...eyes, comment_id: trigger.commentId });
  } catch (error) {
    core.warning(redact(`Could not add the eyes reaction: ${(error as Error).message}`));
  }
}

interface RunContext {
  /** The action's environment: what tool commands may get of it is decided by the allowlist. */
  env: NodeJS.ProcessEnv;
  settings: Settings;
  runtime: Runtime;
  trigger: Trigger;
  redact: Redactor;
  secrets: string[];
  github: () => GitHubClient;
}

async function runAndPublish(ctx: RunContext): Promise<void> {
  const { settings, runtime, trigger, redact, github } = ctx;
  const logFile = join(runtime.logDir, `trajectory-${runtime.runId}-${Date.now()}.jsonl`);
  const trajectory = new TrajectoryWriter(logFile, redact);
  const summary = new JobSummary();
  const bus = new EventBus([trajectory, new JobLogPrinter(coreSink, redact), summary]);
  const notes: string[] = [];
  /** What the reader must not miss: shown on their own in the tracking comment, and in the summary. */
  const notices: string[] = [];
  /** Why the run failed outside the agent loop (a pull request that cannot be checked out, say). */
  let failure: string | undefined;

  const git = createGit(runtime.workspace, { redact });
  let saved: SavedCredential | undefined;
  const cancellation = createCancellation(settings.timeoutMinutes);
  let tracking: TrackingComment | undefined;
  let result: RunResult | undefined;
  let published: PublishResult | undefined;
  /** The repository's trusted git directory while the agent works (see vault.ts). */
  let vault: Vault | undefined;
  let disposeSandbox: (() => Promise<string[]>) | undefined;
  /** With the sandbox off: the commands' private HOME, and the marker in their environment. */
  let ownHome: PrivateHome | undefined;
  let runMarker: string | undefined;
  /** The sandbox user's uid, while the sandbox is on. */
  let agentUid: number | undefined;
  /**
   * Ends every process the agent started (the sandbox user's, or with the sandbox off those that
   * carry the run's marker) and gives the workspace back to its owner; before anything is
   * published or the credential comes back. Runs once.
   */
  const releaseSandbox = async () => {
    const dispose = disposeSandbox;
    disposeSandbox = undefined;
    for (const warning of (await dispose?.()) ?? []) core.warning(warning);
    if (runMarker) {
      const killed = await killMarked(runMarker);
      if (killed > 0) core.info(`Stopped ${killed} process(es) the agent's commands left running.`);
    }
  };
  try {
    // First, before the agent can see anything: the checkout's credential leaves .git/config.
    saved = await takeCheckoutCredential(git);
    // The provider's SDK is loaded now, before a pull request's files enter the workspace: with
    // `uses: ./` the bundle itself lives there.
    const provider = await createProvider(settings, runtime.requestTimeoutMs);
    // The comment comes before anything that can fail (checking out a pull request), so a
    // failure is reported where the request was made.
    const target = trackingTargetFor(trigger);
    if (target) {
      tracking = new TrackingComment({
        octokit: github(),
        target,
        serverUrl: runtime.serverUrl,
        runId: runtime.runId,
        redact,
        warn: (message) => core.warning(message),
      });
      const started = await tracking.start();
      if (!started.ok) core.warning(`Could not create the tracking comment: ${started.error}`);
      else rememberForPostStep({ comment: { ...trigger.repo, id: started.id } });
      bus.add(tracking);
    }

    const token = settings.githubToken
      ? { token: settings.githubToken, serverUrl: runtime.serverUrl }
      : undefined;
    let startSha = await git.headSha();
    let baseBranch = await git.currentBranch();
    let pull: Awaited<ReturnType<typeof preparePullRequestCheckout>> | undefined;
    if (isPullRequestTrigger(trigger)) {
      pull = await preparePullRequestCheckout({
        octokit: github(),
        git,
        repo: trigger.repo,
        number: trigger.number,
        credential: saved,
        ...(token ? { token } : {}),
      });
      if (!pull.ok) throw new Error(pull.error);
      startSha = pull.sha;
      baseBranch = pull.pull.headRef;
    }

    if (trigger.kind === "schedule") {
      const resumed = await resumeScheduledBranch({
        octokit: github(),
        git,
        trigger,
        branchPrefix: settings.branchPrefix,
        runNumber: runtime.runNumber,
        credential: saved,
        ...(token ? { token } : {}),
      });
      if (resumed.ok) {
        startSha = resumed.sha;
        if (resumed.resumed)
          core.info(`Continuing on ${resumed.branch}, where the earlier scheduled runs left off.`);
      } else core.warning(`Could not continue on the scheduled branch: ${resumed.error}`);
    }

    const needsApi = trigger.kind !== "workflow_dispatch" && trigger.kind !== "schedule";
    const context = needsApi
      ? await buildTaskContext(github(), trigger)
      : `Repository: ${trigger.repo.owner}/${trigger.repo.repo}`;
    const standing = await readStandingInstructions(needsApi ? github() : unusedClient, trigger, {
      workspace: runtime.workspace,
      instructions: settings.instructions,
    });
    for (const warning of standing.warnings) core.warning(warning);

    // Last before the agent can act: the trusted .git leaves the workspace, the agent gets a copy.
    const locked = await lockRepository(runtime.workspace, {
      redact,
      ...(runtime.runnerTemp ? { fallbackDir: runtime.runnerTemp } : {}),
    });
    if (!locked.ok) throw new Error(locked.error);
    vault = locked.vault;
    rememberForPostStep({ vault: { workspace: vault.workspace, dir: vault.dir } });
    await setAsideCredential(vault.dir, saved);

    const owner = await lstat(runtime.workspace).then(({ uid, gid }) => ({ uid, gid }));
    const sandbox = await prepareSandbox({
      mode: settings.sandbox,
      workspace: runtime.workspace,
      // Step scripts (with secrets written into them) and checkout's credential file live in the
      // runner's temp folder; the trusted .git in the vault. The probe checks both are out of reach.
      privatePaths: [runtime.runnerTemp ?? "", vault.dir].filter(Boolean),
    });
    if ("error" in sandbox) throw new InputError(`sandbox: ${sandbox.error}`);
    if (sandbox.active) {
      core.info(sandbox.note);
      disposeSandbox = sandbox.dispose;
      agentUid = sandbox.uid;
      rememberForPostStep({ sandboxUser: sandbox.user, owner });
    } else {
      // Commands as the action's own user: a private HOME, and a marker to find them all after.
      ownHome = await createPrivateHome(runtime.runnerTemp);
      runMarker = newRunMarker();
      core.warning(`Tool commands run as the action's own user: ${sandbox.note}`);
      notices.push(
        settings.sandbox === "off"
          ? "The sandbox was off (`sandbox: off`): tool commands ran as the action's own user, which can read the action's secrets."
          : `The sandbox was off: tool commands ran as the action's own user, because ${sandbox.note}. ` +
              "On Linux, run the job as root or with passwordless sudo and install `acl` (GitHub-hosted runners allow it); `sandbox: user` makes this an error instead.",
      );
    }

    const commands = commandEnvironment(
      { ...ctx.env, ...(ownHome ? { HOME: ownHome.home, TMPDIR: ownHome.tmpdir } : {}) },
      { allowed: settings.allowedEnv, secrets: ctx.secrets },
    );
    for (const warning of commands.warnings) core.warning(warning);

    result = await runSession({
      provider,
      settings,
      workspace: runtime.workspace,
      prompt: promptFor(trigger, context),
      standingInstructions: [untrustedDataNote, standing.text].filter(Boolean).join("\n\n"),
      deliverable: deliverableFor(trigger, settings),
      bus,
      signal: cancellation.signal,
      commandEnv: runMarker ? { ...commands.env, [RUN_MARKER_VARIABLE]: runMarker } : commands.env,
      ...(sandbox.active ? { startTools: sandbox.startToolHost } : {}),
      ...(runtime.fastRetries ? { retry: { policy: { baseDelayMs: 5, maxDelayMs: 50 } } } : {}),
      ...(runtime.requestTimeoutMs ? { requestTimeoutMs: runtime.requestTimeoutMs } : {}),
    });
    // The cancellation stays listening to SIGINT/SIGTERM until the end (it is disposed below): a
    // second signal during the push must not kill the process before the work is saved. The bus
    // stays open too: the trajectory still records what publishing did.
    await releaseSandbox();
    // The working tree is read by path as the action's user: never while the agent could still
    // swap a folder under it.
    if (agentUid !== undefined && (await processesOf(agentUid)).length > 0)
      throw new Error(
        "processes of the sandbox user survived SIGKILL, so the working tree was not read and nothing was published; the changes are still in the workspace",
      );
    // Published from the trusted repository, the working tree read as data: nothing the agent
    // wrote into its .git is read by the action's git.
    published = await publish({
      octokit: github(),
      git: vault.git,
      workTree: runtime.workspace,
      scratch: vault.dir,
      secrets: ctx.secrets,
      trigger,
      mode: settings.mode,
      conclusion: result.conclusion,
      response: result.response,
      branchPrefix: settings.branchPrefix,
      run: { serverUrl: runtime.serverUrl, runId: runtime.runId, runNumber: runtime.runNumber },
      credential: saved,
      ...(token ? { token } : {}),
      redact,
      ...(pull?.ok ? { pull: pull.pull } : {}),
      ...(startSha ? { startSha } : {}),
      ...(baseBranch ? { baseBranch } : {}),
    });
    if (published.error) core.warning(`Publishing: ${published.error}`);
    if (published.note) notes.push(published.note);
    for (const left of published.leftOut ?? []) {
      notices.push(`Left out of the commit: \`${left.path}\` (${left.why}).`);
    }
  } catch (error) {
    const message = redact(error instanceof Error ? error.message : String(error));
    core.error(message);
    failure = message;
    notes.push(`Error: ${message}`);
  } finally {
    await releaseSandbox().catch(() => {});
    await ownHome?.remove();
    cancellation.dispose();
    // The trusted .git goes back first, so the credential is written into it and nowhere else.
    const unrestored = vault ? await vault.restore() : undefined;
    if (unrestored) {
      core.error(unrestored);
      failure ??= unrestored;
      notes.push(`Error: ${unrestored}`);
    } else if (saved) await restoreCredential(saved).catch(() => {});
    rememberForPostStep(undefined);
  }

  // Never silently green: work that could not be published fails the run.
  const unpublished = published?.error ?? (result && failure ? failure : undefined);
  const conclusion = unpublished ? "error" : (result?.conclusion ?? "error");
  const response = result?.response ?? failure ?? "The run failed before the agent started.";
  if (tracking) {
    const final = await tracking.finish({
      notices,
      ...(published ?? {}),
      conclusion,
      response,
      ...(result ? {} : { steps: 0, inputTokens: 0, outputTokens: 0 }),
    });
    if (!final.ok) core.warning(`Could not write the final comment: ${final.error}`);
  }
  // Before the bus closes the trajectory file with the other observers.
  trajectory.record({ type: "published", conclusion, ...(published ?? {}), patch: undefined });
  await bus.close();

  const links = [
    ...(published?.prUrl ? [{ label: "Pull request", url: published.prUrl }] : []),
    ...(published?.branch
      ? [
          {
            label: "Branch",
            url: `${runtime.serverUrl}/${trigger.repo.owner}/${trigger.repo.repo}/tree/${published.branch}`,
          },
        ]
      : []),
    ...(tracking?.url ? [{ label: "Comment", url: tracking.url }] : []),
  ];
  await writeSummary(redact(summary.render({ task: trigger.task, links, notes: [...notices, ...notes] })));

  setOutputs(
    {
      conclusion,
      response,
      steps: result?.steps ?? 0,
      ...(tracking?.url ? { commentUrl: tracking.url } : {}),
      ...(published?.prUrl ? { prUrl: published.prUrl } : {}),
      ...(published?.branch ? { branch: published.branch } : {}),
      logFile,
      inputTokens: result?.usage.inputTokens ?? 0,
      outputTokens: result?.usage.outputTokens ?? 0,
    },
    redact,
  );
  if (conclusion !== "success") core.setFailed(redact(`Repo Agent ended with ${conclusion}: ${response}`));
}

/** Dispatch and schedule runs read AGENTS.md from the workspace and never call the API for it. */
const unusedClient = {
  request: async () => {
    throw new Error("no GitHub API call expected here");
  },
};

async function writeSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  try {
    await core.summary.addRaw(markdown).write();
  } catch (error) {
    core.warning(`Could not write the job summary: ${(error as Error).message}`);
  }
}
