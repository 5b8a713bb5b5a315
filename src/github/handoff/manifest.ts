import { type Static, type TSchema, Type } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { fail, ok, type Result } from "../../base/result.js";
import { OPERATION_KEYS } from "../operations/safe-outputs.js";

/**
 * The handoff's manifest (DESIGN section 10): what the agent job (`handoff`) tells the publish
 * job (`apply-handoff`) in `handoff.json`. The publish job reads it as untrusted input: every
 * field has a type, a bound and no room for anything else, and nothing in it is authority. What
 * the publish job does with each field, and why that is safe, is in docs/security.md.
 */

/** The version written and the only one read: a manifest of another version is refused whole. */
export const HANDOFF_FORMAT = 1;
/** The manifest's file name, and the changes' bundle, inside the handoff folder. */
export const MANIFEST_FILE = "handoff.json";
export const BUNDLE_FILE = "changes.bundle";
/**
 * The one ref the bundle names, and where the publish job's private repository keeps the
 * handoff's commit while it is checked and published.
 */
export const HANDOFF_REF = "refs/repo-agent/handoff";

/** Bounds of what the publish job reads at all. */
export const HANDOFF_LIMITS = {
  /** The manifest file, in bytes. */
  manifestBytes: 4 * 1024 * 1024,
  /** The bundle, in bytes: more than any change a review or fix makes, less than a runner's disk. */
  bundleBytes: 256 * 1024 * 1024,
  /** The answer, the task: a comment holds 65,536 characters. */
  textChars: 65_536,
  /** Review comments: the model may write 30 inline and more in the body. */
  reviewComments: 100,
  findingChars: 8_000,
  suggestionChars: 20_000,
  pathChars: 4_096,
  operations: 50,
  /** One operation's arguments, as JSON. */
  operationArgsChars: 70_000,
  /** The structured result, as compact JSON. */
  structuredChars: 1_000_000,
  notices: 20,
  noticeChars: 2_000,
  /**
   * Arrays and objects inside one another: JSON.parse takes a million, but every recursive reader
   * after it (the schema's check, JSON.stringify, the operations') would overflow the stack.
   */
  depth: 64,
} as const;

const sha = Type.String({ pattern: "^[0-9a-f]{40}([0-9a-f]{24})?$" });
const count = Type.Integer({ minimum: 0, maximum: 1e12 });
const text = (maxLength: number) => Type.String({ maxLength });
const login = Type.String({ pattern: "^[A-Za-z0-9](?:[A-Za-z0-9-]|\\[bot\\]){0,80}$" });
const repoName = Type.String({ pattern: "^[A-Za-z0-9_.-]{1,100}/[A-Za-z0-9_.-]{1,100}$" });
const closed = <T extends Record<string, TSchema>>(properties: T) =>
  Type.Object(properties, { additionalProperties: false });

/** The trigger as the agent job resolved it: what the publish job compares with its own event. */
const triggerSchema = closed({
  /** `GITHUB_EVENT_NAME` of the agent job. */
  event: Type.String({ maxLength: 100 }),
  /** `Trigger.kind`. */
  kind: Type.Union(
    [
      "issue_comment",
      "review_comment",
      "review",
      "issue",
      "pull_request",
      "workflow_run",
      "workflow_dispatch",
      "schedule",
    ].map((kind) => Type.Literal(kind)),
  ),
  /** `owner/name` of the thread's repository (`Trigger.repo`). */
  repo: repoName,
  /** The issue or pull request, when the trigger has a thread. */
  number: Type.Optional(Type.Integer({ minimum: 1 })),
  /** The comment (issue or review comment) that asked, or the review that asked. */
  commentId: Type.Optional(Type.Integer({ minimum: 1 })),
  reviewId: Type.Optional(Type.Integer({ minimum: 1 })),
  /** The task as the agent job had it: shown, never obeyed by the publish job. */
  task: text(HANDOFF_LIMITS.textChars),
  /** Who asked, as the agent job saw it; the publish job checks its own event's requester instead. */
  requester: Type.Optional(login),
});

/** A `review_comment` call as the model made it, replayed through the publish job's own checks. */
const reviewCommentSchema = closed({
  path: text(HANDOFF_LIMITS.pathChars),
  line: Type.Integer({ minimum: 1 }),
  startLine: Type.Optional(Type.Integer({ minimum: 1 })),
  body: text(HANDOFF_LIMITS.findingChars),
  suggestion: Type.Optional(text(HANDOFF_LIMITS.suggestionChars)),
});

/** An operation the agent asked for and its job accepted: asked again of the publish job's `safe-outputs`. */
const operationSchema = closed({
  type: Type.Union(OPERATION_KEYS.map((key) => Type.Literal(key))),
  args: Type.Record(Type.String({ maxLength: 100 }), Type.Unknown()),
});

/** Every conclusion but `skipped`: a skipped run writes no handoff. */
const CONCLUSIONS = ["success", "max_steps", "timeout", "cancelled", "budget", "error"] as const;
const conclusionSchema = Type.Union(CONCLUSIONS.map((c) => Type.Literal(c)));

export const manifestSchema = closed({
  format: Type.Literal(HANDOFF_FORMAT),
  trigger: triggerSchema,
  /** `owner/name` of the repository worked on (`AdmittedRun.repo`). */
  repository: repoName,
  /** The commit the agent started from: the bundle's only prerequisite. */
  startSha: sha,
  /** `GITHUB_RUN_ID` of the agent job: both jobs belong to one workflow run. */
  runId: Type.String({ pattern: "^[0-9]{1,20}$" }),
  /** The agent job's run page, for the reader. */
  runUrl: Type.String({ maxLength: 1_000 }),
  conclusion: conclusionSchema,
  response: text(HANDOFF_LIMITS.textChars),
  steps: count,
  usage: closed({
    inputTokens: count,
    outputTokens: count,
    cacheReadTokens: count,
    cacheWriteTokens: count,
  }),
  /** US dollars, when the model's prices are known. */
  cost: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9 })),
  /** A review run's comments; absent for other runs. */
  review: Type.Optional(
    closed({ comments: Type.Array(reviewCommentSchema, { maxItems: HANDOFF_LIMITS.reviewComments }) }),
  ),
  operations: Type.Array(operationSchema, { maxItems: HANDOFF_LIMITS.operations }),
  /** The structured result (`submit_output`), as compact JSON. */
  structuredOutput: Type.Optional(text(HANDOFF_LIMITS.structuredChars)),
  /** The changes: one commit on `startSha` in `changes.bundle`; absent when nothing changed. */
  changes: Type.Optional(closed({ bundle: Type.Literal(BUNDLE_FILE), commit: sha })),
  /** What the agent job's reader must not miss (the sandbox was off), each a sentence. */
  notices: Type.Array(text(HANDOFF_LIMITS.noticeChars), { maxItems: HANDOFF_LIMITS.notices }),
});

export type HandoffManifest = Static<typeof manifestSchema>;
export type HandoffTrigger = HandoffManifest["trigger"];
export type HandoffReviewComment = NonNullable<HandoffManifest["review"]>["comments"][number];

/**
 * Reads `text` as a manifest: JSON, then the schema, naming the first field that does not fit.
 * An operation's arguments are bounded here as JSON; the operations' own checks come later.
 */
export function parseManifest(text: string): Result<HandoffManifest> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return fail(`${MANIFEST_FILE} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (nestedDeeperThan(value, HANDOFF_LIMITS.depth))
    return fail(`${MANIFEST_FILE} nests arrays or objects more than ${HANDOFF_LIMITS.depth} deep`);
  const format = (value as { format?: unknown } | null)?.format;
  if (value !== null && typeof value === "object" && format !== HANDOFF_FORMAT)
    return fail(
      `${MANIFEST_FILE} has format ${JSON.stringify(format ?? null)}, but this version of Repo Agent reads format ${HANDOFF_FORMAT}: use the same version of the action in both jobs`,
    );
  const problem = Value.Errors(manifestSchema, value).First();
  if (problem) return fail(`${MANIFEST_FILE}: ${problem.path || "/"}: ${problem.message}`);
  const manifest = value as HandoffManifest;
  for (const [at, operation] of manifest.operations.entries()) {
    if (JSON.stringify(operation.args).length > HANDOFF_LIMITS.operationArgsChars)
      return fail(
        `${MANIFEST_FILE}: /operations/${at}/args is longer than ${HANDOFF_LIMITS.operationArgsChars} characters`,
      );
  }
  return ok(manifest);
}

/** Whether `value` holds arrays or objects more than `max` deep; walks without recursion. */
function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== "object") continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}
