import type { OperationReport } from "../../agent/events.js";
import { clipLine } from "../../text/clip.js";
import { codeBlock } from "../../text/markdown.js";
import { prettyJson } from "../../text/pretty-json.js";
import { headOf, inlineCode } from "./comment-markdown.js";

/**
 * The final body's account of what the run asked of GitHub beyond its answer (DESIGN section 9):
 * each operation with its status and link, refused ones included, and the structured result.
 * Everything here is built by our code; the agent's words in it (what was asked, a reason that
 * quotes it) are shown as inline code or passed through `publishable`, so they ping nobody and
 * link nowhere.
 */

/** More than this many operations are counted, not listed; the `operations` output has them all. */
export const MAX_OPERATIONS_SHOWN = 50;
/** The comment's share of a structured result; the `structured-output` output holds all of it. */
export const MAX_STRUCTURED_COMMENT_CHARS = 8_000;
const MAX_SUMMARY_CHARS = 120;
const MAX_REASON_CHARS = 300;

const STATUS: Record<OperationReport["status"], string> = {
  applied: "✅ applied",
  refused: "⛔ refused",
  proposed: "📝 proposed",
};

export interface OperationsSectionContext {
  /** `${serverUrl}/${owner}/${repo}` of the repository the operations acted on (the thread's). */
  repoUrl: string;
  /** Makes agent-written text safe to publish (redacted, mentions and off-host links defused). */
  publishable?: (text: string) => string;
}

/** The operations as a list under a heading, or `""` when the run asked for none. */
export function operationsSection(
  operations: readonly OperationReport[] | undefined,
  context: OperationsSectionContext,
): string {
  if (!operations || operations.length === 0) return "";
  const lines = operations.slice(0, MAX_OPERATIONS_SHOWN).map((op) => `- ${operationLine(op, context)}`);
  const more = operations.length - MAX_OPERATIONS_SHOWN;
  if (more > 0) lines.push(`- … and ${more} more; the \`operations\` output lists every one`);
  return [`**GitHub operations** (${countsOf(operations)})`, lines.join("\n")].join("\n\n");
}

/** `2 applied, 1 refused`: the statuses in a fixed order, those with none left out. */
export function countsOf(operations: readonly OperationReport[]): string {
  return (["applied", "proposed", "refused"] as const)
    .map((status) => [status, operations.filter((op) => op.status === status).length] as const)
    .filter(([, count]) => count > 0)
    .map(([status, count]) => `${count} ${status}`)
    .join(", ");
}

/** `✅ applied · add-labels on [#12](…): `bug, triage``, then the reason when there is one. */
function operationLine(op: OperationReport, context: OperationsSectionContext): string {
  const publishable = context.publishable ?? ((text: string) => text);
  const where = whereOf(op, context.repoUrl);
  const asked = op.summary ? `: ${inlineCode(clipLine(op.summary, MAX_SUMMARY_CHARS))}` : "";
  const reason = op.reason ? ` — ${publishable(clipLine(op.reason, MAX_REASON_CHARS))}` : "";
  return `${STATUS[op.status]} · ${inlineCode(op.type)}${where}${asked}${reason}`;
}

/** ` on [#12](url)`, or ` ([link](url))` without a number, or nothing. */
function whereOf(op: OperationReport, repoUrl: string): string {
  const url = op.url && safeUrl(op.url);
  if (op.target !== undefined) return ` on [#${op.target}](${url ?? `${repoUrl}/issues/${op.target}`})`;
  return url ? ` ([link](${url}))` : "";
}

/** An address from GitHub's answer, only as a web link, with what would end a markdown link escaped. */
function safeUrl(url: string): string | undefined {
  if (!/^https?:\/\/[^\s]+$/.test(url)) return undefined;
  return url.replace(/[()<>[\]]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The structured result, pretty-printed in a collapsed JSON block, or `""` without one. Code is
 * shown as text, never as markdown, so the agent's words in it need no neutralising; a long one
 * is cut to `maxChars` with a pointer to the output that holds all of it.
 */
export function structuredSection(
  structuredOutput: string | undefined,
  maxChars: number = MAX_STRUCTURED_COMMENT_CHARS,
): string {
  if (structuredOutput === undefined || structuredOutput === "") return "";
  const pretty = prettyJson(structuredOutput);
  const cut = pretty.length > maxChars;
  const shown = cut ? `${headOf(pretty, maxChars)}\n…` : pretty;
  const note = cut ? "\n_Cut short; the `structured-output` output holds all of it._\n" : "";
  return `<details><summary>The structured result</summary>\n\n${codeBlock(shown, "json")}\n${note}\n</details>`;
}
