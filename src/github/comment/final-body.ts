import { patchDetails } from "../../text/markdown.js";
import { type BodyContext, type FinalDetails, jobLink, MAX_COMMENT_CHARS, TRACKING_MARKER } from "./body.js";
import { renderChecklist } from "./checklist.js";
import { cutText, headOf } from "./comment-markdown.js";
import { memoryBlock } from "./memory-section.js";
import { operationsSection, structuredSection } from "./operations-section.js";
import { deliveryLines, headingFor, usageLine } from "./outcome.js";
import type { Progress } from "./progress.js";
import { proposalParts } from "./proposal-section.js";
import { defuseMemoryBlocks } from "./run-memory.js";

/**
 * The body when the run is over, fitted to GitHub's limit: the run's memory, the outcome, the
 * patch, the steps, the job link.
 */

interface FinalParts {
  /** The run's memory block, or `""`; never cut, room is kept for it. */
  memory: string;
  heading: string;
  response: string;
  links: string;
  /** A staged run's hidden proposal block, or `""`; never cut, room is kept for it, as for the memory. */
  proposalBlock: string;
  /** A staged run's proposal as the reader sees it (what would be published, how to apply it), or `""`. */
  proposal: string;
  /** The GitHub operations asked for, with their status and links, or `""`. */
  operations: string;
  /** The structured result in a collapsed block, or `""`; replaced by a pointer when room runs out. */
  structured: string;
  /** The raw diff, redacted; wrapped in a collapsible block when assembled. */
  patch: string;
  patchTruncated: boolean;
  /** Said instead of the patch when it does not fit at all. */
  patchDropped: boolean;
  stepsSummary: string;
  checklist: string;
}

function patchSection(parts: FinalParts, context: BodyContext): string {
  if (parts.patchDropped)
    return `_The patch is too long for a comment; see the [job log](${context.runUrl})._`;
  if (!parts.patch) return "";
  const summary = parts.patchTruncated ? "The changes, as a patch (cut short)" : "The changes, as a patch";
  const note = parts.patchTruncated
    ? `\n_The patch was cut short; the full diff is in the [job log](${context.runUrl})._\n`
    : "";
  return patchDetails(parts.patch, summary, note);
}

function assembleFinal(parts: FinalParts, context: BodyContext): string {
  const details = parts.checklist
    ? `<details><summary>${parts.stepsSummary}</summary>\n\n${parts.checklist}\n\n</details>`
    : parts.stepsSummary;
  const sections = [
    parts.heading,
    parts.response,
    parts.links,
    parts.proposal,
    parts.operations,
    parts.structured,
    patchSection(parts, context),
    details,
    jobLink(context),
  ];
  // First, where no cut reaches it; the rest may quote a block and must not pass for ours.
  const shown = defuseMemoryBlocks(sections.filter(Boolean).join("\n\n"));
  return [TRACKING_MARKER, parts.memory, parts.proposalBlock, shown].filter(Boolean).join("\n\n");
}

/** The body when the run is over: the outcome, links, the patch, the steps and the tokens. */
export function renderFinalBody(progress: Progress, details: FinalDetails, context: BodyContext): string {
  const redact = context.redact;
  const seen = progress.finished;
  const conclusion = details.conclusion ?? seen?.conclusion ?? "error";
  const steps = details.steps ?? seen?.steps ?? progress.steps.length;
  const inputTokens = details.inputTokens ?? seen?.inputTokens ?? 0;
  const outputTokens = details.outputTokens ?? seen?.outputTokens ?? 0;
  const publishable = context.publishable ?? redact;
  const response = publishable((details.response ?? seen?.response ?? "").trim()) || "_No response._";

  const parts: FinalParts = {
    memory: memoryBlock(progress, details, context, { conclusion, steps }),
    heading: headingFor(conclusion, details),
    response,
    links: deliveryLines(details, context).join("\n\n"),
    // A staged run's proposal (details.proposal): proposal-section.ts renders both parts.
    ...proposalParts(details.proposal, context, details.files),
    operations: operationsSection(details.operations, context),
    structured: structuredSection(details.structuredOutput),
    patch: details.patch ? redact(details.patch) : "",
    patchTruncated: details.patchTruncated === true,
    patchDropped: false,
    stepsSummary: usageLine({ steps, inputTokens, outputTokens }, seen),
    checklist: renderChecklist(progress, redact),
  };
  return fitFinal(parts, context, progress);
}

/** Smallest useful patch excerpt; below this the patch is replaced by a pointer to the log. */
const MIN_PATCH_CHARS = 400;

function fitFinal(parts: FinalParts, context: BodyContext, progress: Progress): string {
  const max = context.maxChars ?? MAX_COMMENT_CHARS;
  let body = assembleFinal(parts, context);
  if (body.length <= max) return body;

  // Give up, in order: the end of the patch, the older steps, the structured result, then the end
  // of the response.
  if (parts.patch) {
    // The truncation note appears once the patch is cut; make room for it too.
    const overhead = 200 + context.runUrl.length;
    const room = max - (body.length - parts.patch.length) - overhead;
    if (room >= MIN_PATCH_CHARS) {
      parts.patch = headOf(parts.patch, room);
      parts.patchTruncated = true;
    } else {
      parts.patch = "";
      parts.patchDropped = true;
    }
    body = assembleFinal(parts, context);
    if (body.length <= max) return body;
  }
  for (const limit of [20, 5, 0]) {
    parts.checklist = limit === 0 ? "" : renderChecklist(progress, context.redact, limit);
    body = assembleFinal(parts, context);
    if (body.length <= max) return body;
  }
  if (parts.structured) {
    parts.structured =
      "_The structured result is too long for this comment; the `structured-output` output holds it._";
    body = assembleFinal(parts, context);
    if (body.length <= max) return body;
  }
  const pointer = `_Cut to fit GitHub's comment limit; the full text is in the [job log](${context.runUrl})._`;
  const room = max - (body.length - parts.response.length);
  parts.response = cutText(parts.response, Math.max(0, room), pointer);
  body = assembleFinal(parts, context);
  return body.length <= max ? body : cutText(body, max, pointer);
}
