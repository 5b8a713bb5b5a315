import type { AgentEvent, Conclusion, PublishedEvent } from "../../agent/events.js";
import { clip, clipLine } from "../../text/clip.js";
import { patchDetails } from "../../text/markdown.js";
import { describeSpend } from "../../text/money.js";
import type { Redactor } from "../../text/redact.js";
import {
  defuseMemoryBlocks,
  MAX_MEMORY_BLOCK_CHARS,
  MEMORY_LIMITS,
  type RunMemory,
  renderMemoryBlock,
} from "./run-memory.js";

/**
 * The tracking comment's text, built by our code from the run's events (never written by the
 * model): a checklist of steps while the run goes, the outcome when it ends. Pure functions.
 */

/** GitHub refuses comment bodies longer than this many characters. */
export const MAX_COMMENT_CHARS = 65_536;
/** Tool calls listed per step; more are counted, not listed. */
export const MAX_CALLS_PER_STEP = 8;
/** Length of one tool call's summary in the checklist. */
export const MAX_CALL_SUMMARY_CHARS = 80;
/** Marks the action's own comments, so they can be found (and never taken as a trigger). */
export const TRACKING_MARKER = "<!-- repo-agent:tracking -->";

export interface CallRecord {
  summary: string;
  done: boolean;
  isError: boolean;
}

export interface StepRecord {
  step: number;
  calls: CallRecord[];
  /** True once the model answered in this step without calling a tool. */
  answered: boolean;
  /** Notes such as "context compacted" or "model retried". */
  notes: string[];
}

/** A shell command's first line kept for the run's memory; longer ones are cut (after redaction). */
const MAX_KEPT_COMMAND_CHARS = 2_000;

/** What the comment knows about the run so far. */
export interface Progress {
  maxSteps?: number;
  /** What the run was asked, from `run_started`: the task, then its context. */
  task?: string;
  steps: StepRecord[];
  /**
   * The first line of each `bash` command the run started, the last `MEMORY_LIMITS.commands`,
   * unredacted: the run's memory redacts and then cuts them.
   */
  commands: string[];
  /** Set by the `run_finished` event. */
  finished?: {
    conclusion: Conclusion;
    response: string;
    steps: number;
    inputTokens: number;
    outputTokens: number;
    /** US dollars spent, when the model's prices are known, and the cap when there was one. */
    cost?: number;
    maxCost?: number;
  };
}

/**
 * What the final body shows besides the progress: the run's delivery as the `published` event
 * carries it (its `files` go only into the run's memory); steps and tokens left out come from the
 * run's `run_finished` event.
 */
export type FinalDetails = Partial<Omit<PublishedEvent, "type" | "commentUrl">> & {
  steps?: number;
  inputTokens?: number;
  outputTokens?: number;
};

export interface BodyContext {
  /** `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`. */
  runUrl: string;
  /** `${serverUrl}/${owner}/${repo}`, for branch and commit links. */
  repoUrl: string;
  redact: Redactor;
  /** Defaults to `MAX_COMMENT_CHARS`; tests lower it. */
  maxChars?: number;
  /** The clock that dates the run's memory; `Date.now` unless a test fixes it. */
  now?: () => number;
}

export function emptyProgress(): Progress {
  return { steps: [], commands: [] };
}

function stepOf(steps: StepRecord[], step: number): { steps: StepRecord[]; record: StepRecord } {
  const existing = steps.find((s) => s.step === step);
  if (existing) {
    const record = { ...existing, calls: [...existing.calls], notes: [...existing.notes] };
    return { steps: steps.map((s) => (s === existing ? record : s)), record };
  }
  const record: StepRecord = { step, calls: [], answered: false, notes: [] };
  return { steps: [...steps, record], record };
}

/** Folds one event into the progress. Returns a new value; the input is not changed. */
export function reduceProgress(progress: Progress, event: AgentEvent): Progress {
  switch (event.type) {
    case "run_started":
      return { ...progress, maxSteps: event.maxSteps, task: event.task };
    case "step_started": {
      const { steps } = stepOf(progress.steps, event.step);
      return { ...progress, steps, maxSteps: event.maxSteps };
    }
    case "model_response": {
      const { steps, record } = stepOf(progress.steps, event.step);
      record.answered = !event.message.content.some((part) => part.type === "tool_call");
      return { ...progress, steps };
    }
    case "tool_started": {
      const { steps, record } = stepOf(progress.steps, event.step);
      record.calls.push({
        summary: summariseToolCall(event.call.name, event.call.arguments),
        done: false,
        isError: false,
      });
      const command = event.call.name === "bash" ? firstLineOfCommand(event.call.arguments) : undefined;
      if (command === undefined) return { ...progress, steps };
      return { ...progress, steps, commands: [...progress.commands, command].slice(-MEMORY_LIMITS.commands) };
    }
    case "tool_finished": {
      const { steps, record } = stepOf(progress.steps, event.step);
      const summary = summariseToolCall(event.call.name, event.call.arguments);
      const index = record.calls.findIndex((c) => c.summary === summary && !c.done);
      const finished = { summary, done: true, isError: event.isError };
      if (index >= 0) record.calls[index] = finished;
      else record.calls.push(finished);
      return { ...progress, steps };
    }
    case "compaction": {
      const { steps, record } = stepOf(progress.steps, event.step);
      record.notes.push("context compacted");
      return { ...progress, steps };
    }
    case "retry": {
      const { steps, record } = stepOf(progress.steps, event.step);
      if (!record.notes.includes("model request retried")) record.notes.push("model request retried");
      return { ...progress, steps };
    }
    case "run_finished":
      return {
        ...progress,
        finished: {
          conclusion: event.conclusion,
          response: event.response,
          steps: event.steps,
          inputTokens: event.usage.inputTokens,
          outputTokens: event.usage.outputTokens,
          ...(event.cost !== undefined ? { cost: event.cost } : {}),
          ...(event.maxCost !== undefined ? { maxCost: event.maxCost } : {}),
        },
      };
    case "published":
      // The final body is written from this event by `TrackingComment`, not folded into progress.
      return progress;
  }
}

function stringArg(args: Record<string, unknown>, name: string): string | undefined {
  const value = args[name];
  return typeof value === "string" && value.trim() ? value : undefined;
}

function firstLineOfCommand(args: Record<string, unknown>): string | undefined {
  const line = stringArg(args, "command")?.trim().split("\n")[0]?.trim();
  return line ? clip(line, MAX_KEPT_COMMAND_CHARS) : undefined;
}

/** A tool call in a few words: `read_file src/a.ts`, `bash npm test`, `grep TODO in src`. */
export function summariseToolCall(name: string, args: Record<string, unknown>): string {
  const path = stringArg(args, "path");
  let detail: string | undefined;
  switch (name) {
    case "bash":
      detail = stringArg(args, "command")?.split("\n")[0];
      break;
    case "grep":
    case "glob": {
      const pattern = stringArg(args, "pattern");
      detail = pattern && path ? `${pattern} in ${path}` : pattern;
      break;
    }
    default:
      detail = path ?? Object.values(args).find((v): v is string => typeof v === "string");
  }
  return clipLine(detail ? `${name} ${detail}` : name, MAX_CALL_SUMMARY_CHARS);
}

/** Markdown inline code that survives backticks in the text. */
export function inlineCode(text: string): string {
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longestRun + 1);
  const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
  return `${fence}${pad}${text}${pad}${fence}`;
}

function renderStep(step: StepRecord, current: boolean, redact: Redactor): string {
  const listed = step.calls.slice(0, MAX_CALLS_PER_STEP).map((c) => {
    const code = inlineCode(redact(c.summary));
    return c.isError ? `${code} (failed)` : code;
  });
  if (step.calls.length > MAX_CALLS_PER_STEP)
    listed.push(`and ${step.calls.length - MAX_CALLS_PER_STEP} more`);
  let what = listed.join(", ");
  if (!what) what = step.answered ? "answered" : current ? "thinking…" : "no tool calls";
  const notes = step.notes.length > 0 ? ` _(${step.notes.join(", ")})_` : "";
  const box = current ? "[ ]" : "[x]";
  return `- ${box} **Step ${step.step}**: ${what}${notes}`;
}

/** The checklist, newest step last; only the last `limit` steps when a limit is given. */
export function renderChecklist(progress: Progress, redact: Redactor, limit?: number): string {
  const running = progress.finished === undefined;
  const last = progress.steps.at(-1);
  const cut = limit !== undefined && progress.steps.length > limit;
  const shown = cut ? progress.steps.slice(progress.steps.length - limit) : progress.steps;
  const lines = shown.map((s) => renderStep(s, running && s === last && !s.answered, redact));
  const hidden = progress.steps.length - shown.length;
  if (hidden > 0) lines.unshift(`- … ${hidden} earlier step${hidden === 1 ? "" : "s"} (see the job log)`);
  return lines.join("\n");
}

function jobLink(context: BodyContext): string {
  return `[View the job run](${context.runUrl})`;
}

const WORKING_HEADING = "### 🤖 Repo Agent is working on it…";

function assembleProgress(progress: Progress, context: BodyContext, limit?: number): string {
  const last = progress.steps.at(-1);
  const where = last && progress.maxSteps ? `_Step ${last.step} of at most ${progress.maxSteps}._` : "";
  const checklist = defuseMemoryBlocks(renderChecklist(progress, context.redact, limit));
  return [TRACKING_MARKER, WORKING_HEADING, checklist, where, jobLink(context)].filter(Boolean).join("\n\n");
}

/** The body while the run goes: a heading, the checklist, the job link. */
export function renderProgressBody(progress: Progress, context: BodyContext): string {
  const max = context.maxChars ?? MAX_COMMENT_CHARS;
  for (const limit of [undefined, 20, 5, 0]) {
    const body = assembleProgress(progress, context, limit);
    if (body.length <= max) return body;
  }
  return cutText(assembleProgress(progress, context, 0), max, `_See the [job log](${context.runUrl})._`);
}

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
function headingFor(conclusion: Conclusion, details: FinalDetails): string {
  if (conclusion === "error" && details.error && details.published !== undefined)
    return details.published === "patch" || details.published === "none"
      ? "### ❌ Repo Agent could not publish its work"
      : "### ❌ Repo Agent published its work only in part";
  return HEADINGS[conclusion];
}

function formatCount(n: number): string {
  return n.toLocaleString("en-US");
}

interface FinalParts {
  /** The run's memory block, or `""`; never cut, room is kept for it. */
  memory: string;
  heading: string;
  response: string;
  links: string;
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
    patchSection(parts, context),
    details,
    jobLink(context),
  ];
  // First, where no cut reaches it; the rest may quote a block and must not pass for ours.
  const shown = defuseMemoryBlocks(sections.filter(Boolean).join("\n\n"));
  return [TRACKING_MARKER, parts.memory, shown].filter(Boolean).join("\n\n");
}

/** Closes an open code fence left by cutting markdown in the middle. */
function closeOpenFence(text: string): string {
  const fences = text.match(/^ {0,3}(`{3,}|~{3,})/gm) ?? [];
  return fences.length % 2 === 1 ? `${text}\n${fences.at(-1)?.trim()}` : text;
}

/** At most the first `max` characters of `text`, ending at a line break when one is near. */
function headOf(text: string, max: number): string {
  const cut = clip(text, Math.max(0, max), { marker: () => "" });
  const newline = cut.lastIndexOf("\n");
  return newline > cut.length * 0.8 ? cut.slice(0, newline + 1) : cut;
}

/** Cuts markdown to at most `max` characters, closing a cut code block and ending with `pointer`. */
export function cutText(text: string, max: number, pointer: string): string {
  if (text.length <= max) return text;
  // Room for the pointer, the blank line before it and a fence that may need closing.
  const cut = closeOpenFence(headOf(text, max - pointer.length - 16).trimEnd());
  return clip(`${cut}\n\n${pointer}`, max, { marker: () => "" });
}

/** `· $0.42` (`· $0.42 of the $5.00 max-cost`), or nothing when the model's prices are unknown. */
function spendOf(finished: Progress["finished"]): string {
  return finished?.cost === undefined ? "" : ` · ${describeSpend(finished.cost, finished.maxCost)}`;
}

/** The body when the run is over: the outcome, links, the patch, the steps and the tokens. */
export function renderFinalBody(progress: Progress, details: FinalDetails, context: BodyContext): string {
  const redact = context.redact;
  const seen = progress.finished;
  const conclusion = details.conclusion ?? seen?.conclusion ?? "error";
  const steps = details.steps ?? seen?.steps ?? progress.steps.length;
  const inputTokens = details.inputTokens ?? seen?.inputTokens ?? 0;
  const outputTokens = details.outputTokens ?? seen?.outputTokens ?? 0;
  const response = redact((details.response ?? seen?.response ?? "").trim()) || "_No response._";

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

  const parts: FinalParts = {
    memory: memoryBlock(progress, details, context, { conclusion, steps }),
    heading: headingFor(conclusion, details),
    response,
    links: links.join("\n\n"),
    patch: details.patch ? redact(details.patch) : "",
    patchTruncated: details.patchTruncated === true,
    patchDropped: false,
    stepsSummary: `${formatCount(steps)} step${steps === 1 ? "" : "s"} · ${formatCount(inputTokens)} input tokens · ${formatCount(outputTokens)} output tokens${spendOf(seen)}`,
    checklist: renderChecklist(progress, redact),
  };
  return fitFinal(parts, context, progress);
}

/** The share of a comment the memory may take at most (all of `MAX_MEMORY_BLOCK_CHARS` on GitHub). */
const MEMORY_SHARE = 1 / 4;

/**
 * The hidden block a later run on this thread reads (see run-memory.ts), or `""` for a skipped
 * run, which did no work to continue. Every string is redacted here, before base64 hides it
 * from the redactor that runs over the whole body; a block the redactor would still change (a
 * secret's encoded form met by chance) is left out rather than written broken.
 */
function memoryBlock(
  progress: Progress,
  details: FinalDetails,
  context: BodyContext,
  ending: { conclusion: Conclusion; steps: number },
): string {
  if (ending.conclusion === "skipped") return "";
  const redact = context.redact;
  const response = details.response ?? progress.finished?.response ?? "";
  const memory: RunMemory = {
    version: 1,
    at: new Date((context.now ?? Date.now)()).toISOString(),
    task: redact(requestOf(progress.task ?? "")),
    conclusion: ending.conclusion,
    answer: redact(response.trim()),
    files: (details.files ?? []).map(redact),
    commands: progress.commands.map(redact),
    ...(details.published ? { published: details.published } : {}),
    ...(details.branch ? { branch: redact(details.branch) } : {}),
    ...(details.prUrl ? { prUrl: redact(details.prUrl) } : {}),
    ...(details.reviewUrl ? { reviewUrl: redact(details.reviewUrl) } : {}),
    steps: ending.steps,
  };
  const max = Math.floor((context.maxChars ?? MAX_COMMENT_CHARS) * MEMORY_SHARE);
  const block = renderMemoryBlock(memory, Math.min(max, MAX_MEMORY_BLOCK_CHARS));
  return redact(block) === block ? block : "";
}

/**
 * The request itself: the run's task opens with it, followed by a blank line and the thread's
 * context. A request of several paragraphs keeps only its first; the memory cuts it short anyway.
 */
function requestOf(task: string): string {
  const [first = ""] = task.trim().split(/\n\s*\n/);
  return first.trim();
}

/** Smallest useful patch excerpt; below this the patch is replaced by a pointer to the log. */
const MIN_PATCH_CHARS = 400;

function fitFinal(parts: FinalParts, context: BodyContext, progress: Progress): string {
  const max = context.maxChars ?? MAX_COMMENT_CHARS;
  let body = assembleFinal(parts, context);
  if (body.length <= max) return body;

  // Give up, in order: the end of the patch, the older steps, then the end of the response.
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
  const pointer = `_Cut to fit GitHub's comment limit; the full text is in the [job log](${context.runUrl})._`;
  const room = max - (body.length - parts.response.length);
  parts.response = cutText(parts.response, Math.max(0, room), pointer);
  body = assembleFinal(parts, context);
  return body.length <= max ? body : cutText(body, max, pointer);
}
