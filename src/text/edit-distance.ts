/** How many single-character insertions, deletions and substitutions turn `a` into `b` (Levenshtein). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Two edits are a typo of any name; a long name may take one more per four characters. */
const TYPO_EDITS = 2;
const CHARS_PER_EXTRA_EDIT = 4;

/**
 * The one of `names` that `wanted` is most likely a typo of, case aside (the first of those
 * nearest), or undefined when none is near enough: for a "did you mean" in an error message.
 */
export function closestName(wanted: string, names: readonly string[]): string | undefined {
  const typed = wanted.toLowerCase();
  const most = Math.max(TYPO_EDITS, Math.floor(typed.length / CHARS_PER_EXTRA_EDIT));
  let best: { name: string; distance: number } | undefined;
  for (const name of names) {
    const distance = editDistance(typed, name.toLowerCase());
    if (distance <= most && distance < typed.length && (!best || distance < best.distance))
      best = { name, distance };
  }
  return best?.name;
}
