import type { Redactor } from "../../text/redact.js";
import type { PullFile } from "../context/pull-files.js";
import { describeHunks, type FileDiff, hunkOf, parsePatch } from "./diff-lines.js";
import { alreadyPosted, type EarlierComment } from "./earlier-comments.js";
import { fileLines, suggestionBlock, suggestionProblem } from "./suggestion.js";

/** GitHub's limit on inline comments is far higher; a review past this many is read by nobody. */
export const MAX_INLINE_COMMENTS = 30;
/** Longest text of one finding the model may write; a suggestion comes on top. */
export const MAX_FINDING_CHARS = 8_000;
/** Longest suggestion: GitHub refuses a whole review when one comment is too long. */
const MAX_SUGGESTION_CHARS = 20_000;
/** A suggestion block written into the text itself, which would skip every check of `suggestion`. */
const RAW_SUGGESTION = /^ {0,3}(`{3,}|~{3,})[ \t]*suggestion\b/im;

/** What the model asks for with `review_comment`. */
export interface CommentRequest {
  path: string;
  line: number;
  startLine?: number;
  body: string;
  suggestion?: string;
}

/** A comment as it will be posted: `body` holds the suggestion block, if any, and is redacted. */
export interface DraftComment {
  path: string;
  line: number;
  startLine?: number;
  body: string;
}

/** Why a comment goes into the review's body instead of onto its line. */
export type OffLineReason = "outside the diff" | "over the limit" | "refused by GitHub";

export interface ReviewDraftOptions {
  /** Every file the pull request changes, with its patch when GitHub gives one. */
  files: readonly PullFile[];
  /** A file's text at the reviewed commit; undefined when it has no such file. Read from the trusted repository. */
  readFile(path: string): Promise<string | undefined>;
  /** Comments the same identity posted on the pull request before: never posted twice. */
  earlier: readonly EarlierComment[];
  /** Every body passes through it before it is compared or posted. */
  redact: Redactor;
  maxInline?: number;
}

/** The tool's answer: `ok: false` when nothing was recorded and the model should try again. */
export interface Recorded {
  ok: boolean;
  message: string;
}

/** `add`'s answer without recording: `inline` when the comment would go onto its line. */
export interface Checked extends Recorded {
  inline: boolean;
  /** The comment as it would be posted; undefined when it was refused. */
  comment?: DraftComment;
}

/** A comment that passed every check, before it is placed. */
interface Examined {
  comment: DraftComment;
  /** "src/a.ts line 4" or "src/a.ts lines 3-9", for messages. */
  where: string;
}

type Placement =
  | { inline: true; message: string }
  | { inline: false; reason: OffLineReason; message: string };

/**
 * The review being written: the comments the model leaves with `review_comment`, each checked
 * the moment it is made (is its line in the diff, does its suggestion replace exactly the lines
 * it names, was it said already), so a wrong line or a suggestion that would delete code is
 * fixed by the model during the run, not discovered by GitHub's 422 or by the author applying it.
 */
export class ReviewDraft {
  private readonly diffs = new Map<string, FileDiff>();
  private readonly changed = new Set<string>();
  private readonly files = new Map<string, Promise<string | undefined>>();
  private readonly onLines: DraftComment[] = [];
  private readonly offLines: (DraftComment & { reason: OffLineReason })[] = [];
  /** What `requests` gives: each recorded request with the comment it became. */
  private readonly accepted: { request: CommentRequest; comment: DraftComment }[] = [];
  private readonly maxInline: number;

  constructor(private readonly options: ReviewDraftOptions) {
    for (const file of options.files) {
      this.changed.add(file.filename);
      if (file.patch !== undefined) this.diffs.set(file.filename, parsePatch(file.patch));
    }
    this.maxInline = options.maxInline ?? MAX_INLINE_COMMENTS;
  }

  /** The comments to post on their lines, in the order they were made. */
  get inline(): readonly DraftComment[] {
    return this.onLines;
  }

  /** The comments for the review's body, each with why it is not on its line. */
  get inBody(): readonly (DraftComment & { reason: OffLineReason })[] {
    return this.offLines;
  }

  /**
   * Every request `add` recorded and still holds (inline or in the body), in the order they were
   * made and as they were asked: the agent job hands them to the publish job, which makes them
   * again with `add` on its own read of the pull request, so they come out placed the same way.
   */
  get requests(): readonly CommentRequest[] {
    return this.accepted.map((entry) => entry.request);
  }

  /** How many more comments fit on their lines before `maxInline` sends the rest to the body. */
  get inlineRoom(): number {
    return Math.max(0, this.maxInline - this.onLines.length);
  }

  /** Records one comment, or says why it cannot be made as asked. Never throws. */
  async add(request: CommentRequest): Promise<Recorded> {
    const examined = await this.examine(request);
    if ("refused" in examined) return examined.refused;
    const { comment } = examined;
    // A comment made again with the same words is the model correcting its line: the old one goes.
    this.dropMoved(comment);
    const placed = this.place(examined);
    if (placed.inline) this.onLines.push(comment);
    else this.offLines.push({ ...comment, reason: placed.reason });
    this.accepted.push({ request: copyRequest(request), comment });
    return { ok: true, message: placed.message };
  }

  /**
   * What `add` would answer for `request` now, through the same checks, without recording it:
   * whether it would go onto its line, and the comment as it would be posted (after redaction).
   * Changes turned into suggestions use it to go in only when every one of a file's fits.
   */
  async check(request: CommentRequest): Promise<Checked> {
    const examined = await this.examine(request);
    if ("refused" in examined) return { ...examined.refused, inline: false };
    const placed = this.place(examined);
    return { ok: true, message: placed.message, inline: placed.inline, comment: examined.comment };
  }

  /** The checks of `add` up to where the comment goes: a refusal, or the comment as it would be posted. */
  private async examine(request: CommentRequest): Promise<{ refused: Recorded } | Examined> {
    const path = request.path.trim().replace(/^\.\//, "");
    const refused = (message: string) => ({ refused: { ok: false, message: `Not recorded: ${message}` } });
    const text = request.body.trim();
    const problem = argumentProblem(request, path, text);
    if (problem) return refused(problem);
    const { line } = request;
    const start =
      request.startLine !== undefined && request.startLine !== line ? request.startLine : undefined;

    const content = await this.read(path);
    if (content === undefined) {
      const hint = this.changed.has(path)
        ? " (it was removed by the pull request: comment on a line that remains)"
        : "";
      return refused(`${path} is not a file of the reviewed commit${hint}.`);
    }
    const lines = fileLines(content);
    const first = start ?? line;
    if (line > lines.length)
      return refused(`${path} has ${lines.length} lines; line ${line} does not exist.`);
    if (request.suggestion !== undefined) {
      const problem = suggestionProblem(lines, first, line, request.suggestion);
      if (problem) return refused(`the suggestion was refused: ${problem}`);
    }

    const body = this.options.redact(
      request.suggestion === undefined ? text : `${text}\n\n${suggestionBlock(request.suggestion)}`,
    );
    const comment: DraftComment = { path, line, ...(start !== undefined ? { startLine: start } : {}), body };
    const where = `${path} ${start !== undefined ? `lines ${start}-${line}` : `line ${line}`}`;
    if (alreadyPosted(this.options.earlier, comment))
      return refused(
        `you posted this same comment on ${where} in an earlier review; it is not posted again. Report only what is new.`,
      );
    if ([...this.onLines, ...this.offLines].some((c) => same(c, comment)))
      return refused(`this comment on ${where} is already recorded.`);
    return { comment, where };
  }

  /** Where a checked comment goes, and what the model is told about it. */
  private place({ comment, where }: Examined): Placement {
    const { path, line, startLine: start } = comment;
    const diff = this.diffs.get(path);
    const hunk = diff ? hunkOf(diff, line) : undefined;
    const inDiff = hunk !== undefined && (start === undefined || (start >= hunk.start && start <= hunk.end));
    if (!inDiff) {
      const span = diff ? describeHunks(diff.hunks) : "";
      const why = !this.changed.has(path)
        ? `${path} is not changed by the pull request`
        : !diff
          ? `GitHub shows no diff for ${path} (binary or too large)`
          : start !== undefined && hunk !== undefined
            ? `lines ${start}-${line} of ${path} are not all in one hunk of the diff (${span})`
            : `line ${line} of ${path} is not in the diff (it covers ${span || "no lines of the new file"})`;
      return {
        inline: false,
        reason: "outside the diff",
        message: `Recorded for the review's body, not inline: ${why}, and GitHub accepts inline comments only on lines of the diff. If you meant a changed line, call review_comment again with the same body and that line.`,
      };
    }
    if (this.onLines.length >= this.maxInline)
      return {
        inline: false,
        reason: "over the limit",
        message: `Recorded for the review's body: a review holds at most ${this.maxInline} inline comments. Keep only what matters most.`,
      };
    return {
      inline: true,
      message: `Recorded inline comment ${this.onLines.length + 1} on ${where}. It is posted with the review when you finish; your final answer becomes the review's body.`,
    };
  }

  /** Leaves out comments identical to `earlier` ones, as a last check just before posting; returns how many. */
  dropPosted(earlier: readonly EarlierComment[]): number {
    let dropped = 0;
    for (const list of [this.onLines, this.offLines] as DraftComment[][]) {
      for (let i = list.length - 1; i >= 0; i -= 1) {
        const comment = list[i];
        if (comment && alreadyPosted(earlier, comment)) {
          list.splice(i, 1);
          this.forget(comment);
          dropped += 1;
        }
      }
    }
    return dropped;
  }

  /** Moves every inline comment into the body: what is left when GitHub refuses them all. */
  moveAllToBody(): void {
    this.offLines.unshift(...this.onLines.map((c) => ({ ...c, reason: "refused by GitHub" as const })));
    this.onLines.length = 0;
  }

  /** A file of the reviewed commit, read once per path however many comments it gets. */
  private read(path: string): Promise<string | undefined> {
    const known = this.files.get(path);
    if (known) return known;
    const text = this.options.readFile(path).catch(() => undefined);
    this.files.set(path, text);
    // A file that could not be read is tried again by the next comment on it.
    void text.then((read) => read === undefined && this.files.delete(path));
    return text;
  }

  private dropMoved(comment: DraftComment): void {
    const index = this.offLines.findIndex(
      (c) => c.reason === "outside the diff" && c.path === comment.path && c.body === comment.body,
    );
    const moved = this.offLines[index];
    if (!moved) return;
    this.offLines.splice(index, 1);
    this.forget(moved);
  }

  /** Takes a comment that left the draft out of `requests` too, so a replay gives the same draft. */
  private forget(comment: DraftComment): void {
    const index = this.accepted.findIndex((entry) => same(entry.comment, comment));
    if (index >= 0) this.accepted.splice(index, 1);
  }
}

/** A request as it was asked, without whatever else the caller's object holds. */
function copyRequest(request: CommentRequest): CommentRequest {
  const { path, line, startLine, body, suggestion } = request;
  return {
    path,
    line,
    ...(startLine !== undefined ? { startLine } : {}),
    body,
    ...(suggestion !== undefined ? { suggestion } : {}),
  };
}

/** What is wrong with the arguments themselves, before any file is read; undefined when nothing. */
function argumentProblem(request: CommentRequest, path: string, text: string): string | undefined {
  if (path === "" || path.startsWith("/") || path.split("/").includes("..") || /[\0\n\r]/.test(path))
    return `"${request.path}" is not a path inside the repository (give it relative to the root, e.g. src/app.ts).`;
  if (text === "") return "the body is empty; say what is wrong and why.";
  if (text.length > MAX_FINDING_CHARS)
    return `the body is ${text.length} characters long; keep one comment under ${MAX_FINDING_CHARS}.`;
  if (RAW_SUGGESTION.test(text))
    return "the body holds a suggestion block; give the replacement text in the suggestion parameter instead, so it is checked.";
  if ((request.suggestion?.length ?? 0) > MAX_SUGGESTION_CHARS)
    return `the suggestion is longer than ${MAX_SUGGESTION_CHARS} characters; suggest a smaller change.`;
  const { line, startLine } = request;
  if (!Number.isInteger(line) || line < 1)
    return `line must be a line number of the new file (1 or more), got ${line}.`;
  if (
    startLine !== undefined &&
    startLine !== line &&
    (!Number.isInteger(startLine) || startLine < 1 || startLine > line)
  )
    return `start_line (${startLine}) must be a line number before line (${line}).`;
  return undefined;
}

function same(a: DraftComment, b: DraftComment): boolean {
  return a.path === b.path && a.line === b.line && a.startLine === b.startLine && a.body === b.body;
}
