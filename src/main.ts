import { join } from "node:path";
import * as core from "@actions/core";
import { EventBus } from "./agent/events.js";
import type { RunResult } from "./agent/loop.js";
import { createCancellation } from "./cancellation.js";
import { createGitHubClient, FAST_TIMING, type GitHubClient } from "./github/client.js";
import { buildTaskContext } from "./github/context.js";
import { restoreCredential, type SavedCredential, takeCheckoutCredential } from "./github/credentials.js";
import { createGit } from "./github/git.js";
import { checkPermission } from "./github/permissions.js";
import {
  isPullRequestTrigger,
  type PublishResult,
  preparePullRequestCheckout,
  publish,
} from "./github/publish.js";
import { createRedactor, type Redactor } from "./github/redact.js";
import { untrustedDataNote } from "./github/sanitize.js";
import { readStandingInstructions } from "./github/standing-instructions.js";
import { TrackingComment, trackingTargetFor } from "./github/tracking-comment.js";
import { resolveTrigger } from "./github/trigger.js";
import type { Trigger } from "./github/trigger-types.js";
import { untrustedCheckoutRefusal } from "./github/untrusted-checkout.js";
import { InputError, parseSettings, readActionInputs, requireGitHubToken, type Settings } from "./inputs.js";
import { JobLogPrinter, type LogSink } from "./report/job-log.js";
import { JobSummary } from "./report/job-summary.js";
import { TrajectoryWriter } from "./report/trajectory.js";
import { type Runtime, readRuntime } from "./runtime.js";
import { prepareSandbox } from "./sandbox.js";
import { createProvider, runSession } from "./session.js";

/**
 * The runner takes a log line for a workflow command when it starts with `::` (after spaces) or
 * holds `##[` anywhere, and obeys it: `::set-output`, `::add-mask::`, `::stop-commands::` and the
 * like. The model's text and tool output are data, so such lines get an invisible zero-width space
 * that breaks the match and changes nothing a reader sees.
 */
function defuseWorkflowCommands(text: string): string {
  return text.replace(/^(\s*):(?=:)/gm, "$1:\u200b").replace(/##\[/g, "#\u200b#[");
}

/** The job log. `info` carries the model's text and tool output, hence the defusing. */
const coreSink: LogSink = {
  info: (message) => core.info(defuseWorkflowCommands(message)),
  warning: core.warning,
  startGroup: core.startGroup,
  endGroup: core.endGroup,
};

/**
 * The files through which a step talks to the runner: its outputs, its job summary, and the
 * environment and PATH of the job's later steps. Tool commands are not told where they are, so a
 * command cannot set the action's outputs or plant variables for later steps that hold secrets.
 * (The sandbox, where the runner allows it, also keeps the files themselves out of reach.)
 */
const RUNNER_FILE_VARIABLES = [
  "GITHUB_ENV",
  "GITHUB_PATH",
  "GITHUB_OUTPUT",
  "GITHUB_STATE",
  "GITHUB_STEP_SUMMARY",
];

function withoutRunnerFiles(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const rest = { ...env };
  for (const name of RUNNER_FILE_VARIABLES) delete rest[name];
  return rest;
}

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
  const secrets = [settings.apiKey, settings.githubToken].filter((s) => s.length > 0);
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
  await runAndPublish({ settings, runtime, trigger, redact, secrets, github });
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
  /** Why the run failed outside the agent loop (a pull request that cannot be checked out, say). */
  let failure: string | undefined;

  const git = createGit(runtime.workspace, { redact });
  let saved: SavedCredential | undefined;
  const cancellation = createCancellation(settings.timeoutMinutes);
  let tracking: TrackingComment | undefined;
  let result: RunResult | undefined;
  let published: PublishResult | undefined;
  let disposeSandbox: (() => Promise<string[]>) | undefined;
  /** Ends every sandboxed process and gives the workspace back to its owner; runs once. */
  const releaseSandbox = async () => {
    const dispose = disposeSandbox;
    disposeSandbox = undefined;
    for (const warning of (await dispose?.()) ?? []) core.warning(warning);
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

    const needsApi = trigger.kind !== "workflow_dispatch" && trigger.kind !== "schedule";
    const context = needsApi
      ? await buildTaskContext(github(), trigger)
      : `Repository: ${trigger.repo.owner}/${trigger.repo.repo}`;
    const standing = await readStandingInstructions(needsApi ? github() : unusedClient, trigger, {
      workspace: runtime.workspace,
      instructions: settings.instructions,
    });
    for (const warning of standing.warnings) core.warning(warning);

    const sandbox = await prepareSandbox({
      mode: settings.sandbox,
      workspace: runtime.workspace,
      // Step scripts (with secrets written into them) and checkout's credential file live here.
      privatePaths: [process.env.RUNNER_TEMP ?? ""].filter(Boolean),
    });
    if ("error" in sandbox) throw new InputError(`sandbox: ${sandbox.error}`);
    if (sandbox.active) {
      core.info(sandbox.note);
      disposeSandbox = sandbox.dispose;
    } else {
      core.warning(`Tool commands run as the action's own user: ${sandbox.note}`);
      notes.push(`Sandbox off: ${sandbox.note}`);
    }

    result = await runSession({
      provider,
      settings,
      workspace: runtime.workspace,
      prompt: promptFor(trigger, context),
      standingInstructions: [untrustedDataNote, standing.text].filter(Boolean).join("\n\n"),
      deliverable: deliverableFor(trigger, settings),
      bus,
      signal: cancellation.signal,
      commandEnv: withoutRunnerFiles(process.env),
      secrets: ctx.secrets,
      ...(sandbox.active ? { wrapCommand: sandbox.wrapCommand } : {}),
      ...(sandbox.active && sandbox.signalGroup ? { signalGroup: sandbox.signalGroup } : {}),
      ...(runtime.fastRetries ? { retry: { policy: { baseDelayMs: 5, maxDelayMs: 50 } } } : {}),
      ...(runtime.requestTimeoutMs ? { requestTimeoutMs: runtime.requestTimeoutMs } : {}),
    });
    // The cancellation stays listening to SIGINT/SIGTERM until the end (it is disposed below): a
    // second signal during the push must not kill the process before the work is saved. The bus
    // stays open too: the trajectory still records what publishing did.
    await releaseSandbox();
    // The agent could write .git/config (filter drivers, fsmonitor, sshCommand...), and the git
    // commands below run as the action's user: put the config back as it was before the run
    // (still without the checkout credential) before the first of them.
    await restoreCredential(saved);
    saved = await takeCheckoutCredential(git);
    published = await publish({
      octokit: github(),
      git,
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
  } catch (error) {
    const message = redact(error instanceof Error ? error.message : String(error));
    core.error(message);
    failure = message;
    notes.push(`Error: ${message}`);
  } finally {
    await releaseSandbox().catch(() => {});
    cancellation.dispose();
    if (saved) await restoreCredential(saved).catch(() => {});
  }

  const conclusion = result?.conclusion ?? "error";
  const response = result?.response ?? failure ?? "The run failed before the agent started.";
  if (tracking) {
    const final = await tracking.finish({
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
  await writeSummary(redact(summary.render({ task: trigger.task, links, notes })));

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
