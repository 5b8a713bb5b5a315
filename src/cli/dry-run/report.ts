import { formatUsd } from "../../text/money.js";
import { renderOperations, renderStructuredOutput } from "./operations-report.js";
import type { PostedReview, StandInLog } from "./stand-in/log.js";

/** Lines of one branch's diff printed; the rest is counted. */
export const MAX_DIFF_LINES = 400;

/** A branch of the throwaway origin that the run created or moved. */
export interface PushedBranch {
  branch: string;
  /** The commit it pointed at before the run; undefined for a new branch. */
  before: string | undefined;
  after: string;
  /** `git diff` from where it started (or the run's start) to `after`. */
  diff: string;
}

export interface DryRunReport {
  log: StandInLog;
  /** The action's outputs (`conclusion`, `steps`, `log-file`, …). */
  outputs: ReadonlyMap<string, string>;
  pushed: PushedBranch[];
}

/** The action only ever reacts with `eyes`; another reaction is shown by its name alone. */
const REACTION_EMOJI: Record<string, string> = { eyes: "👀" };

function section(title: string, body: string): string {
  return [`─── ${title} ───`, body.replace(/\n+$/, ""), "─── end ───"].join("\n");
}

function times(n: number): string {
  return n === 1 ? "once" : `${n} times`;
}

function boundedDiff(diff: string): string {
  const lines = diff.replace(/\n$/, "").split("\n");
  if (lines.length <= MAX_DIFF_LINES) return lines.join("\n");
  return [...lines.slice(0, MAX_DIFF_LINES), `… ${lines.length - MAX_DIFF_LINES} more lines of diff`].join(
    "\n",
  );
}

/** A review as it would appear: its body, then each inline comment under the line it is on. */
function renderReview(review: PostedReview): string[] {
  const event = review.event || "PENDING";
  const parts: string[] = [];
  if (event !== "COMMENT") {
    parts.push(
      `WARNING: THIS REVIEW WOULD BE POSTED AS ${event}, NOT COMMENT. Repo Agent only ever comments; this is a bug, please report it.`,
    );
  }
  const lines = [review.body.replace(/\n+$/, "") || "(no body)"];
  for (const comment of review.comments) {
    const range =
      comment.start_line === undefined ? `${comment.line}` : `${comment.start_line}-${comment.line}`;
    lines.push("", `${comment.path}:${range}`, comment.body.replace(/\n+$/, ""));
  }
  parts.push(
    section(
      `review on pull request #${review.number} (${event}, at ${review.commit_id.slice(0, 7)})`,
      lines.join("\n"),
    ),
  );
  return parts;
}

function count(value: string | undefined): string {
  return Number(value ?? 0).toLocaleString("en-US");
}

/** ` · $0.42` from the `cost` output, or nothing when the prices were unknown. */
function costOf(value: string | undefined): string {
  return value ? ` · ${formatUsd(Number(value))}` : "";
}

/**
 * What a dry run would have done on GitHub, for the terminal: the reactions, each comment's final
 * text, each review with its inline comments, each pull request's title and body, each pushed
 * branch with its diff, the GitHub operations the agent asked for and what they sent, the
 * structured result, and the outcome.
 */
export function renderReport(report: DryRunReport): string {
  const { log, outputs } = report;
  const parts: string[] = ["", "════ Dry run: what Repo Agent would have done on GitHub ════"];
  for (const { content, place } of log.reactions) {
    const emoji = REACTION_EMOJI[content];
    parts.push(`Reaction ${emoji ? `${emoji} ` : ""}(${content}) on ${place}`);
  }
  for (const comment of log.comments) {
    parts.push(
      section(`comment on ${comment.place} (written ${times(comment.writes)}), final text`, comment.body),
    );
  }
  for (const review of log.reviews) parts.push(...renderReview(review));
  for (const pull of log.pulls) {
    const kind = pull.draft ? "draft pull request" : "pull request";
    parts.push(
      section(`${kind} #${pull.number}: ${pull.head} → ${pull.base}`, `Title: ${pull.title}\n\n${pull.body}`),
    );
  }
  for (const branch of report.pushed) {
    const what = branch.before ? `updated from ${branch.before.slice(0, 7)}` : "new branch";
    parts.push(
      section(
        `push to ${branch.branch} (${what}, now ${branch.after.slice(0, 7)})`,
        boundedDiff(branch.diff),
      ),
    );
  }
  const operations = renderOperations(log, outputs, section);
  parts.push(...operations, ...renderStructuredOutput(outputs, section));
  const written = log.comments.length + log.reviews.length + log.pulls.length + log.operations.length;
  if (written + report.pushed.length === 0) {
    parts.push("Nothing would be posted or pushed.");
  }
  for (const request of log.unserved) parts.push(`note: the stand-in had no answer for ${request}`);
  const conclusion = outputs.get("conclusion") ?? "error";
  const usage =
    outputs.get("steps") === undefined
      ? ""
      : ` · ${count(outputs.get("steps"))} steps · ${count(outputs.get("input-tokens"))} input tokens · ${count(outputs.get("output-tokens"))} output tokens${costOf(outputs.get("cost"))}`;
  const published = outputs.get("published");
  parts.push(`Conclusion: ${conclusion}${published ? ` · published: ${published}` : ""}${usage}`);
  const logFile = outputs.get("log-file");
  if (logFile) parts.push(`Trajectory: ${logFile}`);
  const handoff = outputs.get("handoff-dir");
  if (handoff)
    parts.push(
      `Handed off to ${handoff}: the agent job of the two-job shape publishes nothing. Publish it as the publish job would, with no model call: repo-agent --event <the same event file> --dry-run --apply-handoff ${handoff}`,
    );
  parts.push("GitHub was not touched: pushes went to a temporary repository, API calls to a local stand-in.");
  return parts.join("\n\n");
}
