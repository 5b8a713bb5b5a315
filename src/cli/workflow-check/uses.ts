/** What a `uses:` names: this action, actions/checkout, or another's action that must be pinned. */

/** The repository name this action is published under; `uses: <owner>/repo-agent@<ref>` refers to it. */
export const ACTION_NAME = "repo-agent";

/** True when a step's `uses:` refers to this action: the repository itself, or a published copy. */
export function usesThisAction(uses: string): boolean {
  if (uses === "./" || uses === ".") return true;
  const match = /^[^/\s]+\/([^/@\s]+)@\S+$/.exec(uses);
  return match?.[1]?.toLowerCase() === ACTION_NAME;
}

/** True when a step's `uses:` is actions/checkout, at any version. */
export function isCheckout(uses: string): boolean {
  return /^actions\/checkout@\S+$/i.test(uses);
}

/**
 * True when `uses` is someone else's action or reusable workflow, fetched from GitHub at run
 * time: not this action, not one in the repository (`./…`), not a container image (`docker://`).
 */
export function isThirdParty(uses: string): boolean {
  return !usesThisAction(uses) && !uses.startsWith("./") && !uses.startsWith("docker://");
}

/** `owner/repo[/path]@<full commit SHA>`: the only reference that cannot be moved onto other code. */
const PINNED = /^[^/\s@]+\/[^/\s@]+(\/[^\s@]+)?@[0-9a-f]{40}$/;

/** The version comment after a pinned `uses:` (`# v5.1.0`), which tells readers and Dependabot the release. */
const VERSION_COMMENT = /@[0-9a-f]{40}["']?\s+#\s*v\d/;

/**
 * Why a third-party `uses` is not pinned, or undefined when it is (or needs no pin). `line` is the
 * source line it is written on, where the version comment is (the parser drops comments).
 */
export function pinProblem(uses: string, line: string): string | undefined {
  if (!isThirdParty(uses)) return undefined;
  const [name = uses, ref = ""] = uses.split("@");
  const repository = name.split("/").slice(0, 2).join("/");
  const version = /^v\d/.test(ref) ? ref : "vX.Y.Z";
  if (!PINNED.test(uses)) {
    return `${uses} is not pinned to a commit, and a tag or branch can be moved onto other code: write \`uses: ${name}@<full 40-character commit SHA> # ${version}\` (\`git ls-remote --tags https://github.com/${repository} '${version}*'\` prints it: the line ending in ^{} when there is one)`;
  }
  if (!VERSION_COMMENT.test(line)) {
    return `${uses} has no version comment: add the release the commit is, as in \`uses: ${uses} # vX.Y.Z\`, so that readers, Dependabot and Renovate know it`;
  }
  return undefined;
}
