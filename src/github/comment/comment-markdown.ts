import { clip } from "../../text/clip.js";

/** Markdown for a comment: code that survives backticks, and text cut to fit. */

/** Markdown inline code that survives backticks in the text. */
export function inlineCode(text: string): string {
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longestRun + 1);
  const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** Closes an open code fence left by cutting markdown in the middle. */
function closeOpenFence(text: string): string {
  const fences = text.match(/^ {0,3}(`{3,}|~{3,})/gm) ?? [];
  return fences.length % 2 === 1 ? `${text}\n${fences.at(-1)?.trim()}` : text;
}

/** At most the first `max` characters of `text`, ending at a line break when one is near. */
export function headOf(text: string, max: number): string {
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
