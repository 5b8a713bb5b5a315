import { constants } from "node:fs";
import { lstat, open, readdir } from "node:fs/promises";
import { join } from "node:path";
import { fail, ok, type Result } from "../base/result.js";
import type { PullRequest } from "../github/context/pull-request.js";
import type { SavedCredential } from "../github/credentials.js";
import type { Git, GitEnv } from "../github/git.js";
import {
  BUNDLE_FILE,
  HANDOFF_LIMITS,
  type HandoffManifest,
  MANIFEST_FILE,
  parseManifest,
} from "../github/handoff/manifest.js";
import type { HandoffCommit, ScratchRepo } from "../github/handoff/scratch-repo.js";
import type { OperationRequests } from "../github/operations/requests.js";
import { isPullRequestTrigger, sameRepository, type Trigger } from "../github/trigger/types.js";
import type { AdmittedRun } from "./admitted-run.js";
import { prepareOutputSchema } from "./output-schema.js";

/**
 * The publish job's checks of a handoff folder (DESIGN section 10; the list is in
 * docs/security.md, "What the publish job trusts"). The folder is the agent job's, and that job
 * may have been anyone's code: every check reads it as data and says plainly why it refuses.
 * The checks here need no git; the bundle's are in src/github/handoff/.
 */

/** What the checks found, for publishing: everything here has been checked. */
export interface CheckedHandoff {
  manifest: HandoffManifest;
  /** The commit the agent job started from: this job's own event's commit. */
  startSha: string;
  /** A pull request trigger's pull request, as this job read it. */
  pull: PullRequest | undefined;
  /** The handoff's commit, fetched into the private repository and checked; undefined when nothing changed. */
  changes: HandoffCommit | undefined;
  /** The structured result as compact JSON, checked against this job's `output-schema`. */
  structuredOutput: string | undefined;
  /** The operations asked again of this job's `safe-outputs`. */
  requests: OperationRequests;
}

/** Where publishing happens: the private repository, the workspace's credential, a private folder. */
export interface HandoffPlace {
  scratch: ScratchRepo;
  workspace: Git;
  credential: SavedCredential;
  /** `GIT_CONFIG_*` giving a fetch from `origin` the checkout's credential. */
  env: GitEnv;
  privateDir: string;
}

/** What the folder held, once read. */
export interface HandoffFolder {
  manifest: HandoffManifest;
  /** The private copy of the bundle, when the folder has one. */
  bundle: string | undefined;
}

/**
 * Check 1 and 2: `folder` is a real directory holding `handoff.json` and at most
 * `changes.bundle`, nothing else; each a regular file within its bound, opened without following
 * a symlink. The manifest is parsed (JSON, schema, format); the bundle is copied into `privateDir`
 * (so what git reads is what was checked). The manifest names the bundle exactly when there is one.
 */
export async function readHandoffFolder(folder: string, privateDir: string): Promise<Result<HandoffFolder>> {
  const found = await lstat(folder).catch(() => undefined);
  if (!found) return fail(`the handoff folder ${folder} does not exist (was the artifact downloaded there?)`);
  if (!found.isDirectory())
    return fail(`the handoff folder ${folder} is ${found.isSymbolicLink() ? "a symlink" : "not a folder"}`);
  const entries = await readdir(folder).catch(() => undefined);
  if (!entries) return fail(`the handoff folder ${folder} cannot be listed`);
  const extra = entries.filter((name) => name !== MANIFEST_FILE && name !== BUNDLE_FILE);
  if (extra.length > 0)
    return fail(
      `the handoff folder holds ${extra
        .slice(0, 5)
        .map((name) => JSON.stringify(name))
        .join(
          ", ",
        )}${extra.length > 5 ? ` and ${extra.length - 5} more` : ""}, where only ${MANIFEST_FILE} and ${BUNDLE_FILE} belong`,
    );
  if (!entries.includes(MANIFEST_FILE)) return fail(`the handoff folder has no ${MANIFEST_FILE}`);
  const text = await readRegularFile(join(folder, MANIFEST_FILE), HANDOFF_LIMITS.manifestBytes);
  if (!text.ok) return text;
  const manifest = parseManifest(text.value.toString("utf8"));
  if (!manifest.ok) return manifest;
  const hasBundle = entries.includes(BUNDLE_FILE);
  if (hasBundle && !manifest.value.changes)
    return fail(`the handoff folder holds ${BUNDLE_FILE}, but ${MANIFEST_FILE} says nothing changed`);
  if (!hasBundle && manifest.value.changes)
    return fail(`${MANIFEST_FILE} names changes, but the handoff folder has no ${BUNDLE_FILE}`);
  if (!hasBundle) return ok({ manifest: manifest.value, bundle: undefined });
  const copy = join(privateDir, BUNDLE_FILE);
  const copied = await copyRegularFile(join(folder, BUNDLE_FILE), copy, HANDOFF_LIMITS.bundleBytes);
  return copied.ok ? ok({ manifest: manifest.value, bundle: copy }) : copied;
}

/** Opens `path` without following a symlink; it must be a regular file of at most `max` bytes. */
async function openRegular(path: string, max: number) {
  const name = path.split("/").pop();
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return fail(
      code === "ELOOP" ? `${name} is a symlink` : `${name} cannot be opened: ${(error as Error).message}`,
    );
  }
  const stat = await handle.stat();
  if (!stat.isFile()) {
    await handle.close();
    return fail(`${name} is not a regular file`);
  }
  if (stat.size > max) {
    await handle.close();
    return fail(`${name} is ${stat.size} bytes, more than the ${max} a handoff may hold`);
  }
  return ok({ handle, size: stat.size });
}

async function readRegularFile(path: string, max: number): Promise<Result<Buffer>> {
  const opened = await openRegular(path, max);
  if (!opened.ok) return opened;
  const { handle } = opened.value;
  try {
    // Read to `max + 1` whatever the size said: a file still growing is cut and refused, not trusted.
    const buffer = Buffer.alloc(Math.min(opened.value.size, max) + 1);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    if (bytesRead > max) return fail(`${path.split("/").pop()} grew past ${max} bytes while it was read`);
    return ok(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

async function copyRegularFile(from: string, to: string, max: number): Promise<Result> {
  const opened = await openRegular(from, max);
  if (!opened.ok) return opened;
  const { handle } = opened.value;
  let target: Awaited<ReturnType<typeof open>> | undefined;
  try {
    target = await open(to, "wx", 0o600);
    const chunk = Buffer.alloc(1024 * 1024);
    let total = 0;
    for (;;) {
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > max) return fail(`${from.split("/").pop()} grew past ${max} bytes while it was read`);
      await target.write(chunk, 0, bytesRead);
    }
    return ok();
  } catch (error) {
    return fail(`${from.split("/").pop()} could not be copied: ${(error as Error).message}`);
  } finally {
    await target?.close();
    await handle.close();
  }
}

/**
 * Check 3 and 4: the manifest belongs to this workflow run (`GITHUB_RUN_ID`: an artifact of
 * another run is refused) and to this job's own trigger (the event, its kind, repository, issue
 * or pull request, comment or review), for the repository this job works on.
 */
export function triggerMismatch(manifest: HandoffManifest, run: AdmittedRun): string | undefined {
  const { trigger, runtime } = run;
  if (manifest.runId !== runtime.runId)
    return `it comes from workflow run ${manifest.runId}, not from this one (${runtime.runId})`;
  const theirs = manifest.trigger;
  if (theirs.event !== runtime.eventName)
    return `the agent job ran for the event ${JSON.stringify(theirs.event)}, this job for ${JSON.stringify(runtime.eventName)}`;
  if (theirs.kind !== trigger.kind)
    return `the agent job's trigger was ${JSON.stringify(theirs.kind)}, this job's is ${JSON.stringify(trigger.kind)}`;
  const [owner = "", repo = ""] = theirs.repo.split("/");
  if (!sameRepository({ owner, repo }, trigger.repo))
    return `the agent job's trigger was in ${theirs.repo}, this job's in ${trigger.repo.owner}/${trigger.repo.repo}`;
  const [workedOwner = "", workedRepo = ""] = manifest.repository.split("/");
  if (!sameRepository({ owner: workedOwner, repo: workedRepo }, run.repo))
    return `the agent job worked on ${manifest.repository}, this job publishes to ${run.repo.owner}/${run.repo.repo}`;
  const ours = ownIds(trigger);
  for (const field of ["number", "commentId", "reviewId"] as const)
    if (theirs[field] !== ours[field])
      return `the agent job's trigger has ${field} ${theirs[field] ?? "none"}, this job's ${ours[field] ?? "none"}`;
  return undefined;
}

/** The issue or pull request, comment and review of `trigger`, as the manifest names them. */
function ownIds(trigger: Trigger): { number?: number; commentId?: number; reviewId?: number } {
  return {
    ...("number" in trigger && trigger.number !== undefined ? { number: trigger.number } : {}),
    ...(trigger.kind === "issue_comment" || trigger.kind === "review_comment"
      ? { commentId: trigger.commentId }
      : {}),
    ...(trigger.kind === "review" ? { reviewId: trigger.reviewId } : {}),
  };
}

/**
 * Check 5: the commit the action would itself check out for this job's event: a pull request's
 * head (the payload's for a pull request event, else as read now), a failed CI run's commit,
 * otherwise `GITHUB_SHA` (the workspace's HEAD off a runner). A pull request trigger needs `pull`.
 */
export async function expectedStart(
  run: AdmittedRun,
  pull: PullRequest | undefined,
  workspace: Git,
): Promise<Result<string>> {
  const { trigger } = run;
  if (isPullRequestTrigger(trigger)) {
    if (trigger.kind === "pull_request" && trigger.headSha) return ok(trigger.headSha);
    return pull ? ok(pull.headSha) : fail(`pull request #${trigger.number} could not be read`);
  }
  if (trigger.kind === "workflow_run") return ok(trigger.run.headSha);
  const sha = run.runtime.sha ?? (await workspace.headSha());
  return sha ? ok(sha) : fail("this job's workspace has no commit checked out and GITHUB_SHA is not set");
}

/**
 * Check 11: the structured result against this job's own `output-schema`, when it has one (a
 * result that breaks it refuses the handoff); without one it is passed on as the model's output.
 * The value is the result as compact JSON, or undefined when there is none.
 */
export async function checkStructuredOutput(
  run: AdmittedRun,
  manifest: HandoffManifest,
  pull: PullRequest | undefined,
): Promise<Result<string | undefined>> {
  const given = manifest.structuredOutput;
  if (given === undefined) return ok(undefined);
  let value: unknown;
  try {
    value = JSON.parse(given);
  } catch {
    return fail("its structured result is not JSON");
  }
  const source = run.settings.outputSchema;
  if (!source) return ok(JSON.stringify(value));
  const schema = await prepareOutputSchema(source, run.trigger, {
    workspace: run.runtime.workspace,
    client: run.github(),
    ...(pull ? { pull } : {}),
  });
  if (!schema.ok) return fail(`this job's output-schema cannot be used: ${schema.error}`);
  const problems = schema.value.problems(value);
  if (problems.length > 0)
    return fail(
      `its structured result does not satisfy this job's output-schema (${problems
        .slice(0, 3)
        .map((p) => `${p.pointer || "/"}: ${p.message}`)
        .join("; ")})`,
    );
  return ok(JSON.stringify(value));
}
