import { fail, ok, type Result } from "../base/result.js";
import { describeFailedRun } from "../github/ci-repair/ci-context.js";
import { fetchFailedJobs } from "../github/ci-repair/failed-jobs.js";
import type { GitHubClient } from "../github/client.js";
import { attachImages, type PlacedImage } from "../github/context/images.js";
import type { PullFile } from "../github/context/pull-files.js";
import { type Awaitable, fetchPullRequest, type PullRequest } from "../github/context/pull-request.js";
import { findSkills } from "../github/context/skills.js";
import { readStandingInstructions } from "../github/context/standing-instructions.js";
import { buildSourcedTaskContext, type TaskContext } from "../github/context/task-context.js";
import {
  hasThread,
  isPullRequestTrigger,
  type PullRequestTrigger,
  sameRepository,
  type Trigger,
  type WorkflowRunTrigger,
} from "../github/trigger/types.js";
import type { TextRange } from "../text/markdown.js";
import { fenceAsData, newFenceId, untrustedDataNote } from "../text/sanitize.js";
import { type AdmittedRun, isReview } from "./admitted-run.js";
import type { ReviewPlan, TaskDescription } from "./hand-offs.js";
import { type OutputSchema, prepareOutputSchema } from "./output-schema.js";
import { earlierReviewContext, planReview } from "./review-plan.js";

/** A review reads the whole diff it judges: more of it fits than for a fix, which reads files itself. */
const REVIEW_CONTEXT_LIMITS = {
  maxChars: 120_000,
  maxFiles: 300,
  maxPatchChars: 20_000,
  maxDiffChars: 80_000,
} as const;

/**
 * The task and its context as data (the issue or pull request), AGENTS.md and the `instructions`
 * input, and what the result becomes. Runs before anything is checked out, so AGENTS.md comes
 * from the checkout the workflow made (for a pull request, from its base through the API), never
 * from a branch an agent wrote. Throws only when the pull request (or a review's files) cannot be
 * read; other GitHub failures are said in the context instead.
 *
 * Every read starts at once and waits only for what it needs: the pull request for AGENTS.md on
 * its base, and `ownLogin` and `ownCommentId` (the tracking comment's author and id, given as
 * promises of its POST) for telling the action's own comments apart and leaving this run's own
 * out. Resolves only once `ownLogin` has: the tracking comment is then there for the steps to be
 * reported to. Also throws when `output-schema` names a file that cannot be read or is not a
 * valid schema.
 */
export async function describeTask(
  run: AdmittedRun,
  options: { ownLogin?: Awaitable<string | undefined>; ownCommentId?: Awaitable<number | undefined> } = {},
): Promise<TaskDescription> {
  const { trigger, settings } = run;
  const client = hasThread(trigger) ? run.github() : undefined;
  const ownLogin = Promise.resolve(options.ownLogin);
  const ownCommentId = Promise.resolve(options.ownCommentId);
  const pullNumber = isPullRequestTrigger(trigger) ? trigger.number : undefined;
  const pullRead =
    pullNumber === undefined ? undefined : fetchPullRequest(run.github(), trigger.repo, pullNumber);
  const pull = pullRead?.then((read) => (read.ok ? read.value : undefined));
  // A review's plan needs the pull request and who posts now (its earlier comments are that login's).
  const planned = isReview(run) && pull ? planOnceRead(run, pull, ownLogin) : undefined;
  const fenceId = newFenceId();
  const schema = outputSchemaOf(run, { client, ...(pull ? { pull } : {}) });
  const [context, standing, failedRun, skills] = await Promise.all([
    buildSourcedTaskContext(
      trigger,
      {
        client,
        ...(pull ? { pull } : {}),
        ...(planned ? { files: filesOf(planned) } : {}),
        ownLogin,
        ownCommentId,
      },
      {
        fenceId,
        rendered: wantsImages(run),
        ...(sameRepository(run.repo, trigger.repo) ? {} : { workRepo: run.repo }),
        ...(planned ? REVIEW_CONTEXT_LIMITS : {}),
      },
    ),
    readStandingInstructions(trigger, {
      workspace: run.runtime.workspace,
      instructions: settings.instructions,
      client,
      ...(pull ? { pull } : {}),
    }),
    trigger.kind === "workflow_run" ? failedRunContext(run, trigger, fenceId) : "",
    // From the trusted branch, as AGENTS.md, and now: the workspace may change from here on.
    settings.skills
      ? findSkills(trigger, { workspace: run.runtime.workspace, client, ...(pull ? { pull } : {}) }, (line) =>
          run.io.info(`Skills: ${line}`),
        )
      : undefined,
    ownLogin,
  ]);
  const read = await pullRead;
  if (read && !read.ok) throw new Error(`Could not read pull request #${pullNumber}: ${read.error}`);
  const outputSchema = await schema;
  if (!outputSchema.ok) throw new Error(outputSchema.error);
  const review = await planned;
  for (const warning of standing.warnings) run.io.warning(warning);
  const earlier = review ? earlierReviewContext(review, fenceId) : "";
  const prompt = promptFor(
    run,
    joinSourced(
      [noImages(failedRun), context, noImages(earlier)].filter((piece) => piece.text !== ""),
      "\n",
    ),
  );
  const images = await imagesIn(run, prompt, context.renderedHtml);
  return {
    prompt: prompt.text,
    ...(images.length > 0 ? { images } : {}),
    standingInstructions: [untrustedDataNote, standing.text].filter(Boolean).join("\n\n"),
    deliverable: deliverableFor(run),
    ...(read?.ok ? { pull: read.value } : {}),
    ...(review ? { review } : {}),
    ...(outputSchema.value ? { outputSchema: outputSchema.value } : {}),
    ...(skills && skills.skills.length > 0 ? { skills } : {}),
  };
}

/**
 * The run's `output-schema`, read from the trusted branch when it is a path (as AGENTS.md is:
 * the pull request's base, else the workflow's checkout, before anything else is checked out),
 * and compiled; undefined without one. Fails when it cannot be read or is not a valid schema
 * (the run cannot give the result the workflow asks for, so no model is called); never rejects.
 */
async function outputSchemaOf(
  run: AdmittedRun,
  source: { client: GitHubClient | undefined; pull?: Promise<PullRequest | undefined> },
): Promise<Result<OutputSchema | undefined>> {
  const given = run.settings.outputSchema;
  if (!given) return ok(undefined);
  const prepared = await prepareOutputSchema(given, run.trigger, {
    workspace: run.runtime.workspace,
    ...source,
  });
  if (!prepared.ok) return prepared;
  // An inline schema's warnings were given at admission, where it was checked.
  if (given.path !== undefined)
    for (const warning of prepared.value.warnings) run.io.warning(`output-schema: ${warning}`);
  return prepared;
}

/** A review's plan once the pull request and the login are in; undefined when the pull request could not be read. */
async function planOnceRead(
  run: AdmittedRun,
  pull: Promise<PullRequest | undefined>,
  ownLogin: Promise<string | undefined>,
): Promise<ReviewPlan | undefined> {
  const [read, login] = await Promise.all([pull, ownLogin]);
  return read ? planReview(run, read, login) : undefined;
}

/** The files a review's plan read, for the context; the plan's own failure is thrown by whoever awaits it. */
function filesOf(planned: Promise<ReviewPlan | undefined>): Promise<Result<PullFile[]>> {
  return planned.then(
    (plan) => (plan ? ok(plan.files) : fail("the pull request was not read")),
    (error: unknown) => fail(error instanceof Error ? error.message : String(error)),
  );
}

/**
 * The images a reader of the thread sees (the prompt holds its sanitised text, where hidden ones
 * are gone already), fetched from the GitHub server's own hosts only, and only from the request,
 * the description and the comments (`TaskContext.imageSources`): never from a CI log, a diff or
 * what the action wrote. A manual run or a schedule has no thread, and `images: false` fetches
 * nothing.
 */
async function imagesIn(
  run: AdmittedRun,
  prompt: SourcedText,
  renderedHtml: readonly string[],
): Promise<PlacedImage[]> {
  if (!wantsImages(run)) return [];
  const attached = await attachImages(prompt.text, prompt.imageSources, {
    token: run.settings.githubToken,
    serverUrl: run.runtime.serverUrl,
    repo: run.trigger.repo,
    renderedHtml,
  });
  for (const note of attached.notes) run.io.info(run.redact(note));
  return attached.images;
}

/**
 * The failed jobs, their failed steps and the end of each one's log, read before the model is
 * called. A run whose jobs cannot be read still goes on (the model can run the checks itself),
 * with a warning that says what the workflow lacks.
 */
async function failedRunContext(
  run: AdmittedRun,
  trigger: WorkflowRunTrigger,
  fenceId: string,
): Promise<string> {
  const failed = await fetchFailedJobs(run.github(), trigger.repo, trigger.run.id, { redact: run.redact });
  if (!failed.ok) run.io.warning(run.redact(`Could not read the failed jobs of the run: ${failed.error}`));
  else
    for (const job of failed.value.failed)
      if (!job.log.ok)
        run.io.warning(run.redact(`Could not read the log of the job ${job.name}: ${job.log.error}`));
  return describeFailedRun(trigger, failed, (label, text) => fenceAsData(label, text, fenceId));
}

/** Where a change goes, as publishing will deliver it; a review's system prompt says what it delivers itself. */
function deliverableFor(run: AdmittedRun): string {
  const mode = run.deliverAs;
  if (mode === "comment" || mode === "review") return "a comment with the diff (nothing is pushed)";
  if (isPullRequestTrigger(run.trigger) && mode === "auto") return "a commit pushed to this pull request";
  return "a pull request";
}

/** How a pull request event reads as the start of a run. */
const PULL_REQUEST_ACTIONS: Record<PullRequestTrigger["action"], string> = {
  opened: "was opened",
  synchronize: "received new commits",
  reopened: "was reopened",
  ready_for_review: "was marked ready for review",
};

/** The prompt, and where in it images may be fetched from: the request and what the context allows. */
function promptFor(run: AdmittedRun, context: SourcedText): SourcedText {
  const { trigger } = run;
  const request = { text: trigger.task, imageSources: [{ from: 0, to: trigger.task.length }] };
  // The task comes first and bare: the job log prints this prompt after its own "Task:" label.
  return trimSourced(joinSourced([request, noImages(whereFrom(run, trigger)), context], "\n\n"));
}

function wantsImages(run: AdmittedRun): boolean {
  return run.settings.images && hasThread(run.trigger);
}

/** Text, and where in it images may be fetched from, as `buildSourcedTaskContext` gives them. */
type SourcedText = Pick<TaskContext, "text" | "imageSources">;

function noImages(text: string): SourcedText {
  return { text, imageSources: [] };
}

/** `pieces` joined with `separator`, each piece's image sources moved to where it lands. */
function joinSourced(pieces: SourcedText[], separator: string): SourcedText {
  const imageSources: TextRange[] = [];
  let at = 0;
  for (const piece of pieces) {
    imageSources.push(...piece.imageSources.map(({ from, to }) => ({ from: at + from, to: at + to })));
    at += piece.text.length + separator.length;
  }
  return { text: pieces.map((piece) => piece.text).join(separator), imageSources };
}

/** `sourced` without whitespace at either end, its image sources kept on the same characters. */
function trimSourced(sourced: SourcedText): SourcedText {
  const text = sourced.text.trim();
  const cut = sourced.text.length - sourced.text.trimStart().length;
  const imageSources = sourced.imageSources
    .map(({ from, to }) => ({ from: Math.max(0, from - cut), to: Math.min(text.length, to - cut) }))
    .filter(({ from, to }) => from < to);
  return { text, imageSources };
}

/** How the run came to be, in a sentence or two. */
function whereFrom(run: AdmittedRun, trigger: Trigger): string {
  const asked = isReview(run) ? "asked to review" : "asked";
  if (trigger.kind === "workflow_run") {
    const pull =
      trigger.number === undefined ? "" : ` It is the head branch of pull request #${trigger.number}.`;
    return (
      // The branch is named only inside the fenced account of the run: whoever pushed it chose its name.
      `This run was started because a CI workflow run failed on a branch of this repository (the failed workflow run below names it); the commit it failed on is checked out.${pull} ` +
      "Find why the checks fail (reproduce the failing command where you can) and fix the cause. Do not skip, delete or weaken tests or checks to make them pass; if a test is wrong, fix the test and say why."
    );
  }
  return trigger.kind === "pull_request"
    ? `This run was started because pull request #${trigger.number} ${PULL_REQUEST_ACTIONS[trigger.action]}${
        trigger.actor ? ` (by @${trigger.actor.login})` : ""
      }; ${isReview(run) ? "review it" : "the task is the workflow's"}.`
    : hasThread(trigger)
      ? `You were ${asked} in ${isPullRequestTrigger(trigger) ? "pull request" : "issue"} #${trigger.number}${
          trigger.actor ? ` by @${trigger.actor.login}` : ""
        }.`
      : `This run was started by a ${trigger.kind === "schedule" ? "schedule" : "manual workflow run"}.`;
}
