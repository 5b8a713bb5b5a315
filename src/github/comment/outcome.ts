import type { Conclusion } from "../../agent/events.js";
import { describeSpend } from "../../text/money.js";
import type { BodyContext, FinalDetails } from "./body.js";
import { inlineCode } from "./comment-markdown.js";
import type { Progress } from "./progress.js";

/**
 * The outcome of a finished run, as the final body tells it: its heading, what was delivered, its
 * notices, what it used.
 */

const HEADINGS: Record<Conclusion, string> = {
  success: "### ✅ Repo Agent finished",
  max_steps: "### ⚠️ Repo Agent stopped: it reached the step limit",
  timeout: "### ⏱️ Repo Agent stopped: it ran out of time",
  cancelled: "### 🛑 Repo Agent was cancelled",
  budget: "### 💰 Repo Agent stopped: it reached its spending cap",
  error: "### ❌ Repo Agent stopped on an error",
  skipped: "### Repo Agent skipped this run",
};

/**
 * The heading says what the reader must know first. A run whose loop finished but whose work
 * could not be delivered must not read "finished": it says the work was not published.
 */
export function headingFor(conclusion: Conclusion, details: FinalDetails): string {
  if (conclusion === "error" && details.error && details.published !== undefined)
    return details.published === "patch" || details.published === "none"
      ? "### ❌ Repo Agent could not publish its work"
      : "### ❌ Repo Agent published its work only in part";
  return HEADINGS[conclusion];
}

/**
 * What the run delivered, with links (the pull request, the branch, the review), then its note,
 * the error that stopped it and its notices, each a paragraph of markdown.
 */
export function deliveryLines(details: FinalDetails, context: BodyContext): string[] {
  const redact = context.redact;
  const links: string[] = [];
  const branchLink = (branch: string) =>
    `[${inlineCode(branch)}](${context.repoUrl}/tree/${encodeURI(branch)})`;
  const commit = details.sha ? ` (${details.sha.slice(0, 7)})` : "";
  if (details.prUrl && details.prCreated) {
    links.push(
      `**Pull request:** ${details.prUrl}${details.branch ? ` from ${branchLink(details.branch)}` : ""}`,
    );
  } else if (details.prUrl && details.branch) {
    links.push(`**Pushed** to ${branchLink(details.branch)}${commit} for ${details.prUrl}`);
  } else if (details.prUrl) {
    links.push(`**Pull request:** ${details.prUrl}`);
  } else if (details.branch) {
    links.push(`**Branch:** ${branchLink(details.branch)}${commit}`);
  }
  if (details.reviewUrl) links.push(`**Review:** ${details.reviewUrl}`);
  if (details.published === "patch") links.push("**Not pushed:** the changes are in the patch below.");
  if (details.note) links.push(`> ${redact(details.note).replace(/\n/g, "\n> ")}`);
  if (details.error) links.push(`> [!WARNING]\n> ${redact(details.error).replace(/\n/g, "\n> ")}`);
  for (const notice of details.notices ?? [])
    links.push(`> [!CAUTION]\n> ${redact(notice).replace(/\n/g, " ")}`);
  return links;
}

/** What the run used: `12 steps · 1,234 input tokens · 567 output tokens · $0.42`. */
export function usageLine(
  usage: { steps: number; inputTokens: number; outputTokens: number },
  finished: Progress["finished"],
): string {
  const { steps, inputTokens, outputTokens } = usage;
  return `${formatCount(steps)} step${steps === 1 ? "" : "s"} · ${formatCount(inputTokens)} input tokens · ${formatCount(outputTokens)} output tokens${spendOf(finished)}`;
}

function formatCount(n: number): string {
  return n.toLocaleString("en-US");
}

/** `· $0.42` (`· $0.42 of the $5.00 max-cost`), or nothing when the model's prices are unknown. */
function spendOf(finished: Progress["finished"]): string {
  return finished?.cost === undefined ? "" : ` · ${describeSpend(finished.cost, finished.maxCost)}`;
}
