import type { ProposalSummary } from "../../agent/events.js";
import { codeBlock } from "../../text/markdown.js";
import { readProposalBlock, renderProposalBlock } from "../proposal/record.js";
import { type BodyContext, MAX_COMMENT_CHARS } from "./body.js";
import { headOf, inlineCode } from "./comment-markdown.js";

/**
 * A staged run's proposal in its final body (DESIGN section 9): what would be published (the
 * pull request's branch, base, title and body, or the push onto a pull request's head; the diff
 * is the patch section, the operations the operations section), how to apply it, and the hidden
 * block `/agent apply` reads back. The run that applied a proposal says so, and its block is
 * marked `applied`, so the same proposal is never published twice.
 */

/** The share of a comment the hidden block may take at most (40,000 characters on GitHub). */
const BLOCK_SHARE = 0.4;
/** The pull request's body shown; the block keeps all of it. */
const MAX_BODY_SHOWN_CHARS = 4_000;

/** The final body's two proposal parts: the hidden block and what the reader sees; `""` each without one. */
export function proposalParts(
  proposal: ProposalSummary | undefined,
  context: BodyContext,
  files: readonly string[] = [],
): { proposalBlock: string; proposal: string } {
  if (!proposal?.runId) return { proposalBlock: "", proposal: "" };
  const max = Math.floor((context.maxChars ?? MAX_COMMENT_CHARS) * BLOCK_SHARE);
  const rendered = renderProposalBlock(proposal, context.redact, max);
  // A block the redactor would still change (a secret's encoded form met by chance) is left out.
  const block = context.redact(rendered) === rendered ? rendered : "";
  const complete = block !== "" && readProposalBlock(block)?.complete === true;
  const section =
    proposal.state === "applied"
      ? appliedSection(proposal, context)
      : proposedSection(proposal, context, complete, files);
  return { proposalBlock: block, proposal: section };
}

/** `https://github.com` from `https://github.com/owner/repo`. */
function serverOf(repoUrl: string): string {
  return repoUrl.replace(/\/[^/]+\/[^/]+\/?$/, "");
}

function proposedSection(
  proposal: ProposalSummary,
  context: BodyContext,
  complete: boolean,
  files: readonly string[],
): string {
  const redact = context.redact;
  const repoUrl = proposal.repo ? `${serverOf(context.repoUrl)}/${proposal.repo}` : context.repoUrl;
  const lines: string[] = [];
  const target = proposal.targetBranch ? inlineCode(redact(proposal.targetBranch)) : "";
  if (proposal.as === "pull-request") {
    const draft = proposal.draft ? " (a draft)" : "";
    lines.push(
      `- **Would open** a pull request${draft} from ${target} into ${inlineCode(redact(proposal.base ?? ""))}, titled ${inlineCode(redact(proposal.title ?? ""))}`,
    );
  } else if (proposal.as === "push") {
    lines.push(`- **Would push** onto ${target}, the head of #${proposal.pullNumber}`);
  }
  if (proposal.sha && proposal.branch) {
    const branch = redact(proposal.branch);
    lines.push(
      `- **Commit:** [${inlineCode(proposal.sha.slice(0, 7))}](${repoUrl}/commit/${proposal.sha}) waits on [${inlineCode(branch)}](${repoUrl}/tree/${encodeURI(branch)})`,
    );
  }
  lines.push(...workflowWarning(proposal.sha ? files : [], redact));
  const count = proposal.operations?.length ?? 0;
  if (count > 0)
    lines.push(
      `- **GitHub operations:** ${count}, listed below, applied only then, each checked again against the \`safe-outputs\` of that run`,
    );
  const parts = [`**Proposal** (nothing was published: \`staged: true\`)`, lines.join("\n")];
  if (proposal.as === "pull-request" && proposal.body) parts.push(bodyDetails(redact(proposal.body)));
  parts.push(complete ? howToApply(proposal) : tooLarge());
  return parts.filter(Boolean).join("\n\n");
}

/**
 * Workflows run with the repository's secrets: a proposal that changes one says so where the
 * person deciding on `/agent apply` reads, so a change an injected model slipped in is not
 * applied unseen.
 */
function workflowWarning(files: readonly string[], redact: (text: string) => string): string[] {
  const workflows = files.filter((file) => file.startsWith(".github/workflows/"));
  if (workflows.length === 0) return [];
  const named = workflows.slice(0, 5).map((file) => inlineCode(redact(file)));
  const more = workflows.length > 5 ? ` and ${workflows.length - 5} more` : "";
  return [
    `- ⚠️ **Changes workflow files:** ${named.join(", ")}${more}. Workflows run with this repository's secrets: read them in the patch before you apply.`,
  ];
}

function bodyDetails(body: string): string {
  const cut = body.length > MAX_BODY_SHOWN_CHARS;
  const shown = cut ? `${headOf(body, MAX_BODY_SHOWN_CHARS)}\n…` : body;
  return `<details><summary>The pull request's body${cut ? " (cut short here)" : ""}</summary>\n\n${codeBlock(shown, "markdown")}\n\n</details>`;
}

function howToApply(proposal: ProposalSummary): string {
  const command = inlineCode(proposal.applyWith ?? "/agent apply");
  const branch = proposal.branch ? `, and refuses if ${inlineCode(proposal.branch)} has moved since` : "";
  return `**To apply it**, comment ${command} on this thread. That run makes no model call: it publishes exactly this proposal, the operations checked again${branch}.`;
}

function tooLarge(): string {
  return "_This proposal is too large to be kept in this comment, so it cannot be applied; the job log and the trajectory hold it._";
}

function appliedSection(proposal: ProposalSummary, context: BodyContext): string {
  const run = `[run ${proposal.runId}](${context.repoUrl}/actions/runs/${encodeURIComponent(proposal.runId ?? "")})`;
  return `**Applied** the proposal of ${run}, as it was staged.`;
}
