import type { TextRange } from "../../text/markdown.js";
import { clipMarked } from "../../text/sanitize.js";

/**
 * The size of the context given to the model: how much of each kind of text it may hold, and
 * which parts are left out first when the whole would be too long.
 */

/** Bounds of the context given to the model; every field has a default in `defaultContextLimits`. */
export interface ContextLimits {
  /** Longest context in characters; the least important parts are left out to stay under it. */
  maxChars: number;
  /** How many of the comments before the request are shown (the newest ones). */
  maxComments: number;
  /** Longest comment shown. */
  maxCommentChars: number;
  /** Longest issue or pull request description shown. */
  maxBodyChars: number;
  /** How many changed files of a pull request are listed. */
  maxFiles: number;
  /** Longest diff of one file. */
  maxPatchChars: number;
  /** Longest diff in all. */
  maxDiffChars: number;
  /** How many earlier runs of the action on the thread are shown (the newest ones). */
  maxEarlierRuns: number;
  /** Longest account of the earlier runs, all of them together. */
  maxEarlierRunsChars: number;
}

export const defaultContextLimits: Readonly<ContextLimits> = {
  maxChars: 60_000,
  maxComments: 20,
  maxCommentChars: 3_000,
  maxBodyChars: 10_000,
  maxFiles: 100,
  maxPatchChars: 6_000,
  maxDiffChars: 24_000,
  maxEarlierRuns: 5,
  maxEarlierRunsChars: 8_000,
};

/** Longest title or branch name shown. */
export const maxTitleChars = 300;

/**
 * What stays when the context must shrink: lower values win. The earlier runs outlast the
 * comments (the newest first, with the work done on the thread), never the description.
 */
export const Priority = {
  essential: 0,
  description: 1,
  earlierRuns: 1.5,
  comments: 2,
  files: 3,
  diff: 4,
} as const;

/** One piece of the context, kept or left out whole. */
export interface Part {
  /** `Priority` plus a fraction ordering parts of one kind. */
  priority: number;
  text: string;
  /** Where in `text` images may be fetched from (see `TaskContext`). */
  imageSource?: TextRange;
}

/** Fences a text written by a GitHub user (or a model) as data, under `label`. */
export type Fence = (label: string, text: string) => string;

export function part(priority: number, text: string): Part {
  return { priority, text };
}

/**
 * A fenced part whose text (a person's or another bot's) may show images: `fenceAsData` writes
 * the opening tag on a line of its own and the closing tag after a last line break, so the text
 * lies between the first and the last line break.
 */
export function imagePart(priority: number, fenced: string): Part {
  return {
    priority,
    text: fenced,
    imageSource: { from: fenced.indexOf("\n") + 1, to: fenced.lastIndexOf("\n") },
  };
}

/**
 * Joins the parts in order, leaving out the least important ones that do not fit `maxChars`,
 * and says where in the result the kept parts' image sources are.
 */
export function assemble(parts: Part[], maxChars: number): { text: string; imageSources: TextRange[] } {
  const byImportance = parts.map((p, index) => ({ ...p, index })).sort((a, b) => a.priority - b.priority);
  const kept = new Set<number>();
  // Room for the closing note and the newlines between parts.
  let room = maxChars - 100;
  for (const candidate of byImportance) {
    if (candidate.text.length + 1 > room) continue;
    kept.add(candidate.index);
    room -= candidate.text.length + 1;
  }
  const text: string[] = [];
  const imageSources: TextRange[] = [];
  let at = 0;
  for (const p of parts.filter((_, index) => kept.has(index))) {
    if (p.imageSource) imageSources.push({ from: at + p.imageSource.from, to: at + p.imageSource.to });
    text.push(p.text);
    at += p.text.length + 1;
  }
  const left = parts.length - kept.size;
  if (left > 0) text.push(`(${left} more parts of the context were left out to keep it short.)`);
  const whole = text.join("\n");
  const clipped = clipMarked(whole, maxChars);
  // The kept parts fit in `room`, so only the closing note can be cut; were more cut, no place
  // in the text would be known for sure.
  return { text: clipped, imageSources: clipped === whole ? imageSources : [] };
}
