import { fail, ok, type Result } from "../../base/result.js";
import type { Git } from "../git.js";

/**
 * Characters of output kept from a listing of a tree: far beyond any repository GitHub hosts.
 * `Git.exec` cuts output at a few MB (a repository of some 50,000 files lists more), and a cut
 * listing would leave files out of the commit: it would delete them.
 */
const MAX_LISTING_CHARS = 256 * 1024 * 1024;

/** `git.exec` for a command that lists a tree: all of its output, or a failure, never a part. */
export async function wholeListing(
  git: Git,
  args: string[],
  options: Parameters<Git["run"]>[1] = {},
): Promise<Result<string>> {
  const result = await git.run(args, { ...options, maxOutputChars: MAX_LISTING_CHARS });
  if (result.code !== 0) return fail(git.describeFailure(args, result));
  if (result.truncated) return fail(`git ${args[0]} listed more than ${MAX_LISTING_CHARS} characters`);
  return ok(result.stdout);
}
