import type { RunResult } from "../agent/loop.js";
import { fail, ok, type Result } from "../base/result.js";
import type { Git } from "../github/git.js";
import {
  commitHandedOff,
  prepareHandoffFolder,
  writeChangesBundle,
  writeNewFile,
} from "../github/handoff/bundle-write.js";
import {
  BUNDLE_FILE,
  HANDOFF_FORMAT,
  HANDOFF_LIMITS,
  type HandoffManifest,
  type HandoffReviewComment,
  type HandoffTrigger,
  MANIFEST_FILE,
  parseManifest,
} from "../github/handoff/manifest.js";
import { findSecretInCommit } from "../github/publish/push-check.js";
import { SecretScanner } from "../github/publish/secret-scan.js";
import type { ReviewDraft } from "../github/review/review-draft.js";
import { hasThread } from "../github/trigger/types.js";
import { clip } from "../text/clip.js";
import type { AdmittedRun } from "./admitted-run.js";
import type { Released, StartPoint } from "./hand-offs.js";
import { leftInWorkspace, shownPath } from "./left-behind.js";
import { NO_RESULT, type OwnTools } from "./own-tools.js";
import type { RunEnding } from "./report.js";

/**
 * The agent job of the two-job shape (`handoff`, DESIGN section 10): instead of publishing, the
 * run's outcome is written into a folder for the publish job (`apply-handoff`): `handoff.json`
 * (the manifest, src/github/handoff/manifest.ts) and, when files changed, `changes.bundle` (one
 * commit on the start commit). Nothing is written on GitHub. The folder is an artifact its
 * readers may download, so every text in it is redacted first, and changes holding one of the
 * run's secrets are not handed off at all.
 */

/** The note of the agent job's ending: the comment, the pull request and the operations are the publish job's. */
export const HANDED_OFF_NOTE =
  "Handed off to the publish job (apply-handoff): it publishes this run's changes, review and operations.";

/** What the agent job hands off, once the agent has finished and the working tree was read. */
export interface HandoffParts {
  released: Released;
  start: StartPoint;
  result: RunResult;
  own: OwnTools;
  /** A review's draft: its accepted comments are handed off as the model asked for them. */
  draft?: ReviewDraft | undefined;
  /** What the reader must not miss so far (the guard's, the work phase's). */
  notices: readonly string[];
}

/** What was written: the manifest, the files the changes touch, and the notices it added. */
export interface WrittenHandoff {
  manifest: HandoffManifest;
  files: string[];
  notices: string[];
}

/**
 * The agent job's ending once its handoff is written into `settings.handoff`: nothing published
 * here, the folder named. Throws when the handoff could not be written: the caller's `error`
 * ending then fails the job, and nothing reaches the publish job.
 */
export async function handOff(run: AdmittedRun, parts: HandoffParts): Promise<RunEnding> {
  const dir = run.settings.handoff;
  if (!dir) throw new Error("the handoff could not be written: no handoff folder was given");
  const written = await writeHandoff(run, dir, parts);
  if (!written.ok) throw new Error(`the handoff could not be written to ${dir}: ${written.error}`);
  const left = leftInWorkspace(parts.released.snapshot);
  const { files, notices } = written.value;
  return {
    published: "none",
    conclusion: parts.result.conclusion,
    response: parts.result.response,
    note: HANDED_OFF_NOTE,
    handoffDir: dir,
    ...(files.length > 0 ? { files } : {}),
    notices: [...parts.notices, ...notices, ...left.notices],
    ...(left.leftBehind ? { leftBehind: left.leftBehind } : {}),
  };
}

/**
 * Writes the handoff into `dir`: the changes committed on the start commit in the trusted
 * repository and bundled (when there are any), then the manifest, checked against its own format
 * first and written last, so a folder holding one is whole. `dir` must be missing or an empty
 * folder. Never throws.
 */
export async function writeHandoff(
  run: AdmittedRun,
  dir: string,
  parts: HandoffParts,
): Promise<Result<WrittenHandoff>> {
  const { startSha } = parts.start;
  if (!startSha)
    return fail("the repository has no commit to start from, and changes are handed off as a commit on one");
  const { snapshot, vault } = parts.released;
  if (!snapshot.ok) return fail(`the working tree was not read: ${snapshot.error}`);
  const committed = await commitHandedOff(vault.git, snapshot.value.tree, startSha);
  if (!committed.ok) return committed;
  const commit = committed.value;
  const changed = commit ? await checkedChanges(run, vault.git, commit, startSha) : ok([]);
  if (!changed.ok) return changed;
  const leftOut = snapshot.value.leftOut.map(
    (left) => `Left out of the commit: ${shownPath(left.path)} (${left.why}).`,
  );
  const manifest = buildManifest(run, {
    ...parts,
    startSha,
    commit,
    notices: [...parts.notices, ...leftOut],
  });
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  const valid = parseManifest(text);
  if (!valid.ok) return fail(`its manifest does not fit the handoff's format: ${valid.error}`);
  if (Buffer.byteLength(text, "utf8") > HANDOFF_LIMITS.manifestBytes)
    return fail(
      `its manifest is larger than ${HANDOFF_LIMITS.manifestBytes} bytes, more than the publish job reads`,
    );
  const folder = await prepareHandoffFolder(dir);
  if (!folder.ok) return folder;
  if (commit) {
    const bundled = await writeChangesBundle(vault.git, dir, commit, startSha);
    if (!bundled.ok) return bundled;
  }
  const wrote = await writeNewFile(dir, MANIFEST_FILE, text);
  if (!wrote.ok) return wrote;
  return ok({ manifest, files: changed.value, notices: leftOut });
}

/**
 * The files `commit` changes, once it is checked for the run's own secrets (the model's key, the
 * token): a handoff is an artifact, which on a public repository anyone signed in may download.
 * A well-known credential format is left to the publish job's push check, as in a single run.
 */
async function checkedChanges(
  run: AdmittedRun,
  git: Git,
  commit: string,
  startSha: string,
): Promise<Result<string[]>> {
  const scanned = await findSecretInCommit(git, commit, new SecretScanner(run.secrets), startSha);
  if (!scanned.ok)
    return fail(
      `the changes could not be checked for the run's secrets, so they were not handed off: ${scanned.error}`,
    );
  const hit = scanned.value;
  if (hit?.source === "secret")
    return fail(
      `the changes hold what looks like one of the run's secrets (${hit.form} form, in ${hit.where}), so they were not handed off`,
    );
  const listed = await git.exec(["diff-tree", "-r", "-z", "--name-only", "--no-renames", startSha, commit]);
  return listed.ok ? ok(listed.value.split("\0").filter(Boolean)) : listed;
}

/** The facts of the manifest besides the run's own: the start, the commit, what the agent left. */
export interface ManifestFacts {
  startSha: string;
  /** The changes' commit; undefined when nothing changed. */
  commit: string | undefined;
  result: RunResult;
  own: OwnTools;
  draft?: ReviewDraft | undefined;
  notices: readonly string[];
}

/**
 * The manifest of a run (every text redacted, bounded to what the publish job reads). A run with
 * `output-schema` and no valid result is `error`, as a single run's ending is, with the reason
 * among the notices.
 */
export function buildManifest(run: AdmittedRun, facts: ManifestFacts): HandoffManifest {
  const { runtime, repo, redact } = run;
  const { result, own } = facts;
  const structured = own.output?.result();
  const missing = own.output !== undefined && structured === undefined;
  const notices = [...facts.notices, ...(missing ? [NO_RESULT] : [])];
  const workflowRepo = runtime.repo ?? run.trigger.repo;
  return {
    format: HANDOFF_FORMAT,
    trigger: handoffTrigger(run),
    repository: `${repo.owner}/${repo.repo}`,
    startSha: facts.startSha,
    runId: runtime.runId,
    runUrl: `${runtime.serverUrl}/${workflowRepo.owner}/${workflowRepo.repo}/actions/runs/${runtime.runId}`,
    conclusion: missing ? "error" : result.conclusion,
    response: clip(redact(result.response), HANDOFF_LIMITS.textChars),
    steps: result.steps,
    usage: {
      inputTokens: result.usage.inputTokens,
      outputTokens: result.usage.outputTokens,
      cacheReadTokens: result.usage.cacheReadTokens,
      cacheWriteTokens: result.usage.cacheWriteTokens,
    },
    ...(result.cost !== undefined ? { cost: result.cost } : {}),
    ...(facts.draft ? { review: { comments: reviewComments(run, facts.draft) } } : {}),
    operations: (own.operations?.requests.asked ?? [])
      .filter((asked) => asked.status === "accepted")
      .slice(0, HANDOFF_LIMITS.operations)
      .map((asked) => ({
        type: asked.key,
        args: redactedValue(redact, asked.args) as Record<string, unknown>,
      })),
    ...(structured !== undefined ? { structuredOutput: redact(JSON.stringify(structured)) } : {}),
    ...(facts.commit ? { changes: { bundle: BUNDLE_FILE, commit: facts.commit } } : {}),
    notices: notices
      .slice(0, HANDOFF_LIMITS.notices)
      .map((notice) => clip(redact(notice), HANDOFF_LIMITS.noticeChars)),
  };
}

/** The trigger as this job resolved it, for the publish job to compare with its own event's. */
function handoffTrigger(run: AdmittedRun): HandoffTrigger {
  const { trigger, runtime } = run;
  return {
    event: runtime.eventName,
    kind: trigger.kind,
    repo: `${trigger.repo.owner}/${trigger.repo.repo}`,
    ...(hasThread(trigger) ? { number: trigger.number } : {}),
    ...(trigger.kind === "issue_comment" || trigger.kind === "review_comment"
      ? { commentId: trigger.commentId }
      : {}),
    ...(trigger.kind === "review" ? { reviewId: trigger.reviewId } : {}),
    task: clip(run.redact(trigger.task), HANDOFF_LIMITS.textChars),
    ...(trigger.actor ? { requester: trigger.actor.login } : {}),
  };
}

/** A review's accepted comments as the model asked for them, in order, within the manifest's bounds. */
function reviewComments(run: AdmittedRun, draft: ReviewDraft): HandoffReviewComment[] {
  const { redact } = run;
  return draft.requests.slice(0, HANDOFF_LIMITS.reviewComments).map((request) => ({
    path: request.path,
    line: request.line,
    ...(request.startLine !== undefined ? { startLine: request.startLine } : {}),
    body: clip(redact(request.body), HANDOFF_LIMITS.findingChars),
    ...(request.suggestion !== undefined
      ? { suggestion: clip(redact(request.suggestion), HANDOFF_LIMITS.suggestionChars) }
      : {}),
  }));
}

/** `value` with every string in it redacted: an operation's arguments are the agent's words. */
function redactedValue(redact: (text: string) => string, value: unknown): unknown {
  if (typeof value === "string") return redact(value);
  if (Array.isArray(value)) return value.map((item) => redactedValue(redact, item));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactedValue(redact, item)]));
  return value;
}
