/** Glob patterns as git pathspecs: git's `:(glob)` magic has `*`, `?`, `[...]` and `**`, not braces. */

/** `{a,b}` alternatives expanded, for git pathspecs, which have no braces. */
export function expandBraces(glob: string): string[] {
  const open = glob.indexOf("{");
  if (open === -1) return [glob];
  let depth = 0;
  const cuts: number[] = [];
  for (let i = open; i < glob.length; i++) {
    const c = glob[i];
    if (c === "{") depth++;
    else if (c === "}" && --depth === 0) {
      const choices: string[] = [];
      let start = open + 1;
      for (const cut of [...cuts, i]) {
        choices.push(glob.slice(start, cut));
        start = cut + 1;
      }
      const rest = expandBraces(glob.slice(i + 1));
      return choices.flatMap((c) =>
        expandBraces(glob.slice(0, open) + c).flatMap((h) => rest.map((r) => h + r)),
      );
    } else if (c === "," && depth === 1) cuts.push(i);
  }
  return [glob];
}

/** A literal path made safe inside a glob (git pathspecs and rg both take backslash escapes). */
export const escapeGlob = (p: string): string => p.replace(/[*?[\]{}\\]/g, "\\$&");

/**
 * Syntax git's globs lack or read otherwise: escapes, extglobs and negations, POSIX classes,
 * ranges in braces (`{1..3}`).
 */
const BEYOND_GIT = /[\\!()@+|]|\[\[:|\{[^}]*\.\.[^}]*\}/;

/**
 * `pattern` (relative to `folder`, "/"-separated from the root, "" for the root) as `:(glob)`
 * pathspecs that match what it matches, or undefined when it uses syntax git reads otherwise.
 */
export function globPathspecs(folder: string, pattern: string): string[] | undefined {
  if (BEYOND_GIT.test(pattern)) return undefined;
  const prefix = folder === "" ? "" : `${escapeGlob(folder)}/`;
  return expandBraces(pattern).map((alternative) => `:(glob)${prefix}${alternative}`);
}
