/**
 * A fork's code next to a write token or a secret: a job of a workflow that runs with the base
 * repository's rights (`pull_request_target`, `workflow_run`, `issue_comment`) and checks out a
 * pull request's head runs code anyone can write. Whatever the job holds, that code can take: a
 * token that writes, or any secret. The two-job shape (`handoff` and `apply-handoff`,
 * docs/untrusted-checkouts.md) keeps the agent job to read permissions and the model key.
 */
import { entries, items, mapping, stringOf, type TemplateToken, written } from "./tokens.js";
import { isCheckout, usesThisAction } from "./uses.js";

/** Events whose runs get the base repository's token and secrets, whoever wrote the pull request. */
export const PRIVILEGED_EVENTS = ["pull_request_target", "workflow_run", "issue_comment"];

/** A `ref:` that names a pull request's head (or its merge with the base, which holds the head too). */
const FORK_REF =
  /github\.event\.pull_request\.head\.(sha|ref)\b|github\.head_ref\b|refs\/pull\/.*\/(head|merge)\b|github\.event\.workflow_run\.head_(sha|branch)\b/;

/** A `repository:` that names the fork the pull request comes from. */
const FORK_REPOSITORY =
  /github\.event\.pull_request\.head\.repo\.full_name\b|github\.event\.workflow_run\.head_repository\.full_name\b/;

/** The environment variables the action reads its model key from when `api-key` is not given. */
const KEY_VARIABLES = ["ANTHROPIC_API_KEY", "OPENAI_API_KEY"];

/** `secrets.NAME` and `secrets['NAME']` in an expression. */
const SECRET = /\bsecrets\s*(?:\.\s*([A-Za-z_][A-Za-z0-9_-]*)|\[\s*['"]([^'"]+)['"]\s*\])/g;

/** An expression without its spacing and case, so `${{github.head_ref}}` matches too. */
function squeezed(text: string | undefined): string {
  return (text ?? "").replace(/\s+/g, "").toLowerCase();
}

/** Every text a token holds, keys and values, at any depth (expressions as written). */
function textsOf(token: TemplateToken | undefined): string[] {
  if (!token) return [];
  if (mapping(token)) return entries(token).flatMap(([key, value]) => [key, ...textsOf(value)]);
  const listed = items(token);
  if (listed.length > 0) return listed.flatMap(textsOf);
  return [token.toString()];
}

/** The names of the secrets `texts` refer to, in the case written, each once. */
function secretsIn(texts: readonly string[]): string[] {
  const names = texts.flatMap((text) => [...text.matchAll(SECRET)].map((m) => m[1] ?? m[2] ?? ""));
  return [...new Set(names.filter((name) => name !== ""))];
}

/** The 1-based index of the first checkout step that checks out a pull request's head; undefined when none. */
function forkCheckoutStep(steps: readonly TemplateToken[]): number | undefined {
  for (const [offset, step] of steps.entries()) {
    const stepMap = mapping(step);
    const uses = stringOf(stepMap?.find("uses"));
    if (!uses || !isCheckout(uses)) continue;
    const withs = new Map(entries(stepMap?.find("with")));
    const ref = squeezed(written(withs.get("ref")));
    const repository = squeezed(written(withs.get("repository")));
    if (FORK_REF.test(ref) || FORK_REPOSITORY.test(repository)) return offset + 1;
  }
  return undefined;
}

/**
 * Why the job's token can write, or undefined when it cannot. `permissions` is the job's block,
 * else the workflow's: none at all leaves the repository's default, which writes on many.
 */
function writeGrant(permissions: TemplateToken | undefined): string | undefined {
  if (permissions === undefined)
    return "no permissions block, so its token has the repository's default permissions, which can write";
  const whole = stringOf(permissions)?.trim().toLowerCase();
  if (whole !== undefined) return whole === "write-all" ? "permissions: write-all" : undefined;
  const writes = entries(permissions)
    .filter(([, value]) => written(value)?.trim().toLowerCase() === "write")
    .map(([scope]) => `${scope}: write`);
  return writes.length > 0 ? `permissions ${writes.join(", ")}` : undefined;
}

/** The secrets the job may hold without harm: this action's model key, and the job's own token. */
function allowedSecrets(job: TemplateToken | undefined): Set<string> {
  const allowed = new Set(["github_token"]);
  const jobEnv = new Map(entries(mapping(job)?.find("env")));
  for (const step of items(mapping(job)?.find("steps"))) {
    const stepMap = mapping(step);
    const uses = stringOf(stepMap?.find("uses"));
    if (!uses || !usesThisAction(uses)) continue;
    const withs = new Map(entries(stepMap?.find("with")));
    const stepEnv = new Map(entries(stepMap?.find("env")));
    const keys = [
      written(withs.get("api-key")),
      ...KEY_VARIABLES.flatMap((name) => [written(stepEnv.get(name)), written(jobEnv.get(name))]),
    ];
    for (const name of secretsIn(keys.filter((key) => key !== undefined))) allowed.add(name.toLowerCase());
  }
  return allowed;
}

/** What the workflow as a whole gives every job, for this check. */
export interface PrivilegeFacts {
  events: readonly string[];
  permissions: TemplateToken | undefined;
  /** The workflow's `env:`, whose secrets every job holds. */
  env: TemplateToken | undefined;
}

/**
 * The problem of a job that checks out a pull request's head, in a workflow on a privileged
 * event, while it holds a token that writes or a secret other than the model key given to this
 * action; undefined when there is none. `where` names the job for the message.
 */
export function forkCheckoutProblem(
  where: string,
  job: TemplateToken,
  facts: PrivilegeFacts,
): string | undefined {
  const events = facts.events.filter((event) => PRIVILEGED_EVENTS.includes(event));
  if (events.length === 0) return undefined;
  const jobMap = mapping(job);
  const step = forkCheckoutStep(items(jobMap?.find("steps")));
  if (step === undefined) return undefined;
  const held: string[] = [];
  const grant = writeGrant(jobMap?.find("permissions") ?? facts.permissions);
  if (grant) held.push(`a token that writes (${grant})`);
  const allowed = allowedSecrets(job);
  const inherited = stringOf(jobMap?.find("secrets"))?.trim() === "inherit";
  const secrets = secretsIn([...textsOf(job), ...textsOf(facts.env)]).filter(
    (name) => !allowed.has(name.toLowerCase()),
  );
  if (secrets.length > 0) held.push(`secrets other than the model key (${secrets.join(", ")})`);
  if (inherited) held.push("every secret (secrets: inherit)");
  if (held.length === 0) return undefined;
  return `${where} checks out the pull request's head (step ${step}), code anyone can write, in a workflow on ${events.join(", ")}, and holds ${held.join(" and ")}: that code can use them. Split it in two (docs/untrusted-checkouts.md): an agent job with read permissions and only the model key that checks out the head and runs Repo Agent with \`handoff\`, and a publish job with the write permissions that runs Repo Agent with \`apply-handoff\` and never checks out the head`;
}
