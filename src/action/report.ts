import { join } from "node:path";
import { EventBus, type PublishedEvent, type RunFinishedEvent } from "../agent/events.js";
import { TrackingComment, trackingTargetFor } from "../github/comment/tracking-comment.js";
import { isPullRequestTrigger } from "../github/trigger/types.js";
import { JobLogPrinter } from "../report/job-log.js";
import { JobSummary } from "../report/job-summary.js";
import { TrajectoryWriter } from "../report/trajectory.js";
import type { AdmittedRun } from "./admitted-run.js";
import { writeOutputs } from "./outputs.js";
import type { PostStepRecord } from "./post-state.js";

/** This run's tracking comment, once posted. */
export interface OwnComment {
  /** The login it was posted as: the one whose earlier tracking comments are the action's own. */
  author: string | undefined;
  /**
   * Its id among the conversation's comments (the issue comments), which the context leaves it
   * out of; undefined when it answers in a review thread, whose comments have ids of their own.
   */
  conversationId: number | undefined;
}

/** How a run ended, for the `published` event: every field but the comment's address. */
export type RunEnding = Omit<PublishedEvent, "type" | "commentUrl">;

/**
 * The last phase, opened first: the observers of the run's one event stream (trajectory file,
 * job log, job summary, tracking comment) and, when it closes, the action's outputs and the
 * job's failure. Everything the reader sees comes from the same events, ending with `published`.
 */
export class RunReport {
  readonly bus: EventBus;
  readonly logFile: string;
  private tracking: TrackingComment | undefined;
  private finished: RunFinishedEvent | undefined;

  constructor(
    private readonly run: AdmittedRun,
    private readonly remember: PostStepRecord,
  ) {
    const { runtime, redact, io } = run;
    // The process too: runs of one workflow run (a matrix, the jobs of a self-hosted machine) may
    // share the runner's temp folder and start in the same millisecond.
    this.logFile = join(runtime.logDir, `trajectory-${runtime.runId}-${Date.now()}-${process.pid}.jsonl`);
    // Branch links point into the repository worked on, which `repository` may make another one.
    const repoUrl = `${runtime.serverUrl}/${run.repo.owner}/${run.repo.repo}`;
    this.bus = new EventBus([
      new TrajectoryWriter(this.logFile, redact),
      new JobLogPrinter(io, redact),
      new JobSummary({
        write: (markdown) => io.writeSummary(redact(markdown)),
        repoUrl,
        // The operations act on the thread's repository (DESIGN section 9), which may not be `repoUrl`.
        threadRepoUrl: `${runtime.serverUrl}/${run.trigger.repo.owner}/${run.trigger.repo.repo}`,
        task: run.trigger.task,
        publishable: run.publishable,
      }),
      {
        onEvent: (event) => {
          if (event.type === "run_finished") this.finished = event;
        },
      },
    ]);
  }

  /**
   * Posts the tracking comment, before anything that can fail (checking out a pull request), so
   * a failure is reported where the request was made. The comment is the first write of the run
   * and the 👀 (`AdmittedRun.acknowledge`) follows its POST: the client spaces writes a second
   * apart, and the reaction is the one that can wait, off the way to the first model request.
   * From this call on the comment is the report's, so a run that fails before the POST is
   * answered still gets its answer there (the final write waits for the POST).
   *
   * Resolves once the POST is answered, with the comment (undefined without one): who it was
   * posted as and its id. Never rejects; a comment that cannot be written is a warning, and the
   * final answer tries again. The agent job of the two-job shape (`handoff`) posts none: it
   * writes nothing on GitHub, and the publish job has the thread's comment.
   */
  openComment(): Promise<OwnComment | undefined> {
    const { trigger, runtime, redact, io } = this.run;
    const target = this.run.settings.handoff ? undefined : trackingTargetFor(trigger);
    if (!target) return Promise.resolve(undefined);
    const tracking = new TrackingComment({
      client: this.run.github(),
      target,
      serverUrl: runtime.serverUrl,
      runId: runtime.runId,
      redact,
      publishable: this.run.publishable,
      warn: (message) => io.warning(message),
    });
    this.tracking = tracking;
    this.bus.add(tracking);
    return tracking.start().then((started) => {
      void this.run.acknowledge?.();
      if (!started.ok) {
        io.warning(`Could not create the tracking comment: ${started.error}`);
        return undefined;
      }
      const { id, author } = started.value;
      this.remember({ comment: { target, id } });
      return { author, conversationId: target.kind === "issue" ? id : undefined };
    });
  }

  /**
   * Ends the run. The answer goes to the thread first: a run whose answer could not be posted is
   * not a success, whatever the loop concluded (never silently green). Then `published` to every
   * other observer (the summary, the job log, the trajectory's last line), the outputs, and a
   * failed job for anything but `success`. Except once a handoff is written (`handoffDir`): the
   * job then succeeds whatever the conclusion, with a warning, since a failed agent job would
   * stop the publish job (`needs:`) and the work would be lost; the publish job fails instead.
   */
  async close(ending: RunEnding): Promise<void> {
    const { io, redact } = this.run;
    const final = await this.answerInThread(ending);
    // Sent by now unless the run failed before its comment; either way it lands before the end.
    // Never by the agent job of the two-job shape, which writes nothing on GitHub.
    if (!this.run.settings.handoff) await this.run.acknowledge?.();
    const commentUrl = this.tracking?.url;
    this.bus.emit({ type: "published", ...final, ...(commentUrl ? { commentUrl } : {}) });
    await this.bus.close();
    this.remember({ comment: undefined });
    const { conclusion, response } = final;
    writeOutputs(
      io,
      {
        conclusion,
        response,
        published: final.published,
        steps: this.finished?.steps ?? 0,
        ...(commentUrl ? { commentUrl } : {}),
        ...(final.prUrl ? { prUrl: final.prUrl } : {}),
        ...(final.branch ? { branch: final.branch } : {}),
        logFile: this.logFile,
        inputTokens: this.finished?.usage.inputTokens ?? 0,
        outputTokens: this.finished?.usage.outputTokens ?? 0,
        // A run that failed before the loop spent nothing; unknown prices leave the output empty.
        cost: this.finished?.cost ?? (this.run.settings.prices ? 0 : undefined),
        ...(final.operations ? { operations: final.operations } : {}),
        ...(final.structuredOutput !== undefined ? { structuredOutput: final.structuredOutput } : {}),
        ...(final.handoffDir ? { handoffDir: final.handoffDir } : {}),
      },
      redact,
    );
    if (conclusion !== "success") {
      const why = final.error && final.error !== response ? ` (${final.error})` : "";
      const said = redact(`Repo Agent ended with ${conclusion}: ${response}${why}`);
      if (!final.handoffDir) io.setFailed(said);
      else
        io.warning(
          `${said}\nThe handoff is written, so this job succeeds: the publish job (apply-handoff) publishes what the run did and then fails with this conclusion.`,
        );
    }
  }

  /**
   * Writes the final comment from `ending` and returns the ending as it truly is: when the
   * comment could not be written, the answer never reached the thread, so the run is an `error`
   * and a patch meant for the comment did not reach GitHub either. Runs without a thread (dispatch,
   * schedule) answer in the job summary and outputs only.
   */
  private async answerInThread(ending: RunEnding): Promise<RunEnding> {
    if (!this.tracking) return ending;
    const written = await this.tracking.finish(ending);
    if (written.ok) return ending;
    const { trigger } = this.run;
    const where = isPullRequestTrigger(trigger) ? "pull request" : "issue";
    const why = `The answer could not be posted on the ${where}: ${written.error}`;
    return {
      ...ending,
      conclusion: "error",
      published: ending.published === "patch" ? "none" : ending.published,
      error: [ending.error, why].filter(Boolean).join(" "),
    };
  }
}
