import { readFile, realpath } from "node:fs/promises";
import { isAbsolute, join, relative, sep } from "node:path";
import { Type } from "@sinclair/typebox";
import { fail, ok, type Result } from "../../base/result.js";
import { type GitHubClient, requestAs } from "../client.js";
import { isPullRequestTrigger, type Trigger } from "../trigger/types.js";
import type { Awaitable, PullRequest } from "./pull-request.js";

/** Where a file of the repository is read from, and how much of it may be. */
export interface TrustedFileSource {
  /** The workflow's checkout (`GITHUB_WORKSPACE`), before anything else is checked out in it. */
  workspace: string;
  /** Needed for a pull request trigger, whose file is read from its base through the API. */
  client?: GitHubClient | undefined;
  pull?: Awaitable<PullRequest | undefined>;
  /** A longer file is refused, not cut (a file read as data must be whole); absent: any length. */
  maxChars?: number;
}

/** A file's text, and where it was read from, for messages. */
export interface TrustedFile {
  text: string;
  from: string;
}

/**
 * Why a file was not read, for callers that say it their own way: it is not there, the pull
 * request was not given, a link leads out of the workspace, or anything else (`error` says it).
 */
export type TrustedFileFailure = { kind: "missing" | "no-pull" | "outside" | "unreadable" };

type TrustedRead = Result<TrustedFile, TrustedFileFailure>;

/**
 * The file at `path` (relative to the repository's root) as the trusted branch holds it, the way
 * AGENTS.md is read (see standing-instructions.ts): for a pull request, from its base commit
 * through the contents API, since the checked-out head is its author's to change; for any other
 * trigger, from the workflow's checkout, read before the agent runs, never through a link leading
 * out of it. Never throws.
 */
export async function readTrustedFile(
  trigger: Trigger,
  path: string,
  source: TrustedFileSource,
): Promise<TrustedRead> {
  const read = isPullRequestTrigger(trigger)
    ? await fromBase(trigger, path, source)
    : await readWorkspaceFile(path, source.workspace);
  const max = source.maxChars;
  if (read.ok && max !== undefined && read.value.text.length > max)
    return fail(`${path} is ${read.value.text.length} characters long, more than the ${max} allowed`, {
      kind: "unreadable",
    });
  return read;
}

const contentSchema = Type.Object({
  type: Type.String(),
  encoding: Type.Optional(Type.String()),
  content: Type.Optional(Type.String()),
});

async function fromBase(trigger: Trigger, path: string, source: TrustedFileSource): Promise<TrustedRead> {
  const pull = await source.pull;
  if (!source.client || !pull)
    return fail("the pull request was not read, so its base branch could not be", { kind: "no-pull" });
  const ref = pull.baseSha;
  const from = `the base branch at ${ref.slice(0, 12)}`;
  const file = await requestAs(
    source.client,
    "GET /repos/{owner}/{repo}/contents/{path}",
    { owner: trigger.repo.owner, repo: trigger.repo.repo, path, ref },
    contentSchema,
  );
  if (!file.ok)
    return file.status === 404
      ? fail(`there is no ${path} on ${from}`, { kind: "missing" })
      : fail(file.error, { kind: "unreadable" });
  const { type, encoding, content } = file.value;
  // Files over 1 MB come without their content; none of those is short enough anyway.
  if (type !== "file" || encoding !== "base64" || content === undefined)
    return fail(`${path} on ${from} is not a readable file (type ${type}, encoding ${encoding})`, {
      kind: "unreadable",
    });
  return ok({ text: Buffer.from(content, "base64").toString("utf8"), from });
}

/**
 * The file at `path` in the checkout `workspace`, following a link only while it stays inside:
 * what every trigger but a pull request's reads, and local runs. Never throws.
 */
export async function readWorkspaceFile(path: string, workspace: string): Promise<TrustedRead> {
  const from = "the workspace";
  try {
    const root = await realpath(workspace);
    const real = await realpath(join(root, path));
    const inside = relative(root, real);
    if (inside === "" || inside === ".." || inside.startsWith(`..${sep}`) || isAbsolute(inside))
      return fail(`${path} leads outside the workspace; it was not read`, { kind: "outside" });
    return ok({ text: await readFile(real, "utf8"), from });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === "ENOENT"
      ? fail(`there is no ${path} in ${from}`, { kind: "missing" })
      : fail(`${path}: ${(error as Error).message}`, { kind: "unreadable" });
  }
}
