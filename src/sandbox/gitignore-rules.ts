import ignore, { type Ignore } from "ignore";

/**
 * The `.gitignore` rules in force in a folder of the walk of the working tree, outermost first,
 * each with the folder it is relative to: the trusted repository's `info/exclude` at the root,
 * then each `.gitignore` met on the way down. (The agent's tools read the same rules by path, in
 * tools/gitignore.ts; the walk reads each file from its open folder.)
 */
export type GitignoreRules = ReadonlyArray<{ base: string; rules: Ignore }>;

/** The rules in force at the workspace's root: the trusted repository's `info/exclude`. */
export function rootRules(exclude: string): GitignoreRules {
  return [{ base: "", rules: ignore().add(exclude) }];
}

/** `rules` and, after them, those of the `.gitignore` of the folder `base`. */
export function withGitignore(rules: GitignoreRules, base: string, text: string): GitignoreRules {
  return [...rules, { base, rules: ignore().add(text) }];
}

/** Whether the rules in force ignore `path`; deeper files override shallower ones, as in git. */
export function isIgnored(rules: GitignoreRules, path: string, folder: boolean): boolean {
  let ignored = false;
  for (const { base, rules: set } of rules) {
    const relative = (base === "" ? path : path.slice(base.length + 1)) + (folder ? "/" : "");
    let verdict: { ignored: boolean; unignored: boolean };
    try {
      verdict = set.test(relative);
    } catch {
      // A name the rules library cannot take (it refuses a few shapes) is matched by no rule.
      continue;
    }
    if (verdict.ignored) ignored = true;
    else if (verdict.unignored) ignored = false;
  }
  return ignored;
}
