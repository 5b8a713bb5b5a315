import { clipMarked, sanitizeUntrusted } from "../../text/sanitize.js";
import { findTask } from "./phrase.js";

/** The task taken from what people wrote: after the trigger phrase, sanitised and bounded. */

/** Longest task taken from a comment or an issue; the rest is cut with a marker. */
export const maxTaskChars = 20_000;

/**
 * The task after `phrase` in sanitised `text`, bounded; undefined when the phrase is absent, and
 * `""` when what follows holds no word (see `hasWords`), so the asker gets the help reply.
 */
export function taskIn(text: string, phrase: string): string | undefined {
  const task = findTask(sanitizeUntrusted(text, { maxChars: Number.POSITIVE_INFINITY }), phrase);
  if (task === undefined) return undefined;
  return hasWords(task) ? clipMarked(task, maxTaskChars) : "";
}

/**
 * Whether `text` holds a letter or a digit in any script. A task of only emoji, punctuation or
 * symbols says nothing a model could act on; it is treated as no task at all.
 */
export function hasWords(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

export function cleanTask(text: string): string {
  return sanitizeUntrusted(text, { maxChars: maxTaskChars }).trim();
}
