import { join } from "node:path";
import { EventBus, type PublishedEvent, type RunFinishedEvent } from "../agent/events.js";
import { TrackingComment, trackingTargetFor } from "../github/comment/tracking-comment.js";
import { JobLogPrinter } from "../report/job-log.js";
import { JobSummary } from "../report/job-summary.js";
import { TrajectoryWriter } from "../report/trajectory.js";
import type { AdmittedRun } from "./admit.js";
import { writeOutputs } from "./outputs.js";
import type { PostStepRecord } from "./post-state.js";

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
    this.logFile = join(runtime.logDir, `trajectory-${runtime.runId}-${Date.now()}.jsonl`);
    const repoUrl = `${runtime.serverUrl}/${run.trigger.repo.owner}/${run.trigger.repo.repo}`;
    this.bus = new EventBus([
      new TrajectoryWriter(this.logFile, redact),
      new JobLogPrinter(io, redact),
      new JobSummary({
        write: (markdown) => io.writeSummary(redact(markdown)),
        repoUrl,
        task: run.trigger.task,
        commentUrl: () => this.tracking?.url,
      }),
      {
        onEvent: (event) => {
          if (event.type === "run_finished") this.finished = event;
        },
      },
    ]);
  }

  /**
   * The tracking comment, created before anything that can fail (checking out a pull request),
   * so a failure is reported where the request was made. Never throws; a comment that cannot be
   * written is a warning, and the final answer tries again.
   */
  async openComment(): Promise<void> {
    const { trigger, runtime, redact, io } = this.run;
    const target = trackingTargetFor(trigger);
    if (!target) return;
    const tracking = new TrackingComment({
      client: this.run.github(),
      target,
      serverUrl: runtime.serverUrl,
      runId: runtime.runId,
      redact,
      warn: (message) => io.warning(message),
    });
    const started = await tracking.start();
    if (!started.ok) io.warning(`Could not create the tracking comment: ${started.error}`);
    else this.remember({ comment: { target, id: started.id } });
    this.tracking = tracking;
    this.bus.add(tracking);
  }

  /**
   * Ends the run: `published` to every observer (the comment's final body, the summary, the
   * trajectory's last line), then the outputs, and a failed job for anything but `success`.
   */
  async close(ending: RunEnding): Promise<void> {
    const { io, redact } = this.run;
    const commentUrl = this.tracking?.url;
    this.bus.emit({ type: "published", ...ending, ...(commentUrl ? { commentUrl } : {}) });
    // The final body first: it may create the comment anew, and the summary links to it.
    await this.tracking?.close();
    await this.bus.close();
    this.remember({ comment: undefined });
    const { conclusion, response } = ending;
    const finalUrl = this.tracking?.url;
    writeOutputs(
      io,
      {
        conclusion,
        response,
        steps: this.finished?.steps ?? 0,
        ...(finalUrl ? { commentUrl: finalUrl } : {}),
        ...(ending.prUrl ? { prUrl: ending.prUrl } : {}),
        ...(ending.branch ? { branch: ending.branch } : {}),
        logFile: this.logFile,
        inputTokens: this.finished?.usage.inputTokens ?? 0,
        outputTokens: this.finished?.usage.outputTokens ?? 0,
      },
      redact,
    );
    if (conclusion !== "success") io.setFailed(redact(`Repo Agent ended with ${conclusion}: ${response}`));
  }
}
