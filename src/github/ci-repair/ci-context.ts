import type { Result } from "../../base/result.js";
import { clipMarked, sanitizeUntrusted } from "../../text/sanitize.js";
import type { WorkflowRunTrigger } from "../trigger/types.js";
import type { FailedJob, FailedRun } from "./failed-jobs.js";

/** Fences text as data; the caller's, so one fence id serves the whole prompt. */
type Fence = (label: string, text: string) => string;

/** Longest job or step name shown. */
const MAX_NAME_CHARS = 200;

/**
 * What the model is told about the failed run: which workflow failed where, each failed job with
 * its failed steps and the tail of its log. Job and step names come from the workflow file on the
 * branch and logs print whatever the code under test prints: all of it is fenced as data.
 */
export function describeFailedRun(
  trigger: WorkflowRunTrigger,
  failed: Result<FailedRun>,
  fence: Fence,
): string {
  const { run } = trigger;
  const where = sanitizeUntrusted(
    `${run.workflowName} (run #${run.runNumber}, attempt ${run.attempt}, started by a ${run.event} event) on ${run.headBranch} at ${run.headSha}`,
    { maxChars: MAX_NAME_CHARS * 2 },
  );
  const lines = ["The failed workflow run:", fence("failed workflow run", where)];
  if (!failed.ok) {
    lines.push(
      `(Its failed jobs could not be read: ${failed.error}. Run the project's checks yourself to find what fails.)`,
    );
    return lines.join("\n");
  }
  const { failed: jobs, more } = failed.value;
  if (jobs.length === 0) {
    lines.push(
      "(GitHub lists no failed job for this run: it may have failed before any job started, say on an invalid workflow file. Check the workflow, then run the project's checks yourself.)",
    );
    return lines.join("\n");
  }
  lines.push(
    `\nFailed jobs (${jobs.length + more.length}${more.length > 0 ? `, the first ${jobs.length} shown` : ""}):`,
  );
  for (const job of jobs) lines.push(describeJob(job, fence));
  if (more.length > 0)
    lines.push(fence("more failed jobs, not shown", sanitizeUntrusted(more.join("\n"), { maxChars: 4_000 })));
  return lines.join("\n");
}

function describeJob(job: FailedJob, fence: Fence): string {
  const steps = job.failedSteps.map((step) => `step ${step.number}: ${step.name} (${step.conclusion})`);
  const heading = sanitizeUntrusted(
    [`job: ${clipMarked(job.name, MAX_NAME_CHARS)} (${job.conclusion})`, ...steps].join("\n"),
    { maxChars: 4_000 },
  );
  const log = job.log.ok
    ? fence(
        `end of the log of ${clipMarked(sanitizeUntrusted(job.name), MAX_NAME_CHARS)}${job.log.value.cut ? " (cut around its last error)" : ""}`,
        job.log.value.excerpt,
      )
    : `(The log of this job could not be read: ${job.log.error}.)`;
  return [fence("failed job", heading), log].join("\n");
}
