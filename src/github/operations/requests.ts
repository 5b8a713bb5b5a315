import { fail, ok, type Result } from "../../base/result.js";
import { clip } from "../../text/clip.js";
import type { LabelOptions, OperationKey, OperationTarget, SafeOutputs } from "./safe-outputs.js";

/**
 * What the agent may ask for on GitHub (DESIGN section 9), checked the moment it asks against
 * what the workflow declared in `safe-outputs`. The agent never holds the token: a request is
 * data until it passes here, and only an accepted one is applied, by the action, after the run.
 */

/** GitHub's longest issue title. */
export const MAX_TITLE_CHARS = 256;
/** The longest body or comment accepted; GitHub's limit (65,536) leaves room for neutralising. */
export const MAX_BODY_CHARS = 60_000;
/** Labels named when a refusal lists what exists; a repository can have hundreds. */
const MAX_LISTED_LABELS = 50;

export type CloseReason = "completed" | "not_planned";

/** An accepted request: exactly what applying it does. Texts are the agent's, not yet neutralised. */
export type Operation =
  | { key: "add-labels" | "remove-labels"; issue: number; labels: string[] }
  | { key: "create-issue"; title: string; titlePrefix: string; body: string; labels: string[] }
  | { key: "add-comment"; issue: number; body: string }
  | { key: "close-issue"; issue: number; reason: CloseReason; comment?: string };

/**
 * One call of an operation tool, in the order made. `args` are the arguments as the tool got
 * them, so a later run (`/agent apply`) can ask again against the `safe-outputs` of its day.
 */
export type AskedOperation =
  | { key: OperationKey; args: Record<string, unknown>; status: "accepted"; operation: Operation }
  | {
      key: OperationKey;
      args: Record<string, unknown>;
      status: "refused";
      /** Why, and what is allowed: one sentence for the model and the reader. */
      reason: string;
      /** The issue the call named, when it named one by number. */
      issue?: number;
    };

export interface OperationRequestsOptions {
  config: SafeOutputs;
  /** The run's own issue or pull request; undefined for a run without one (a schedule). */
  triggering: number | undefined;
  /** The repository's label names; called at most once successfully, on the first call needing them. */
  repoLabels: () => Promise<Result<string[]>>;
}

/** The tool that asks for `key`: `add-labels` is `add_labels`. */
export function toolName(key: OperationKey): string {
  return key.replaceAll("-", "_");
}

/**
 * The requests of one run. `ask` checks a call at once and records it, accepted or refused; a
 * refusal says what is allowed, so the model can correct its next call. `max` counts accepted
 * calls: each of them will be applied.
 */
export class OperationRequests {
  private readonly recorded: AskedOperation[] = [];
  private labelsRead: Promise<Result<string[]>> | undefined;
  // Calls are checked one after the other, so `max` holds even if two arrive together.
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: OperationRequestsOptions) {}

  /** Every call so far, in order, accepted and refused. */
  get asked(): readonly AskedOperation[] {
    return this.recorded;
  }

  /** The run's own issue or pull request, the default target of a call. */
  get triggering(): number | undefined {
    return this.options.triggering;
  }

  /** Checks and records one call; ok: the sentence for the model; failure: why and what is allowed. */
  ask(key: OperationKey, args: Record<string, unknown>): Promise<Result<string>> {
    const answer = this.queue.then(() => this.check(key, args));
    this.queue = answer;
    return answer;
  }

  private async check(key: OperationKey, args: Record<string, unknown>): Promise<Result<string>> {
    const checked = await this.accept(key, args);
    const tool = toolName(key);
    if (!checked.ok) {
      const issue = issueNumber(args.issue);
      this.recorded.push({
        key,
        args,
        status: "refused",
        reason: checked.error,
        ...(issue.ok && issue.value !== undefined ? { issue: issue.value } : {}),
      });
      return fail(
        `Refused: ${checked.error}. Nothing of this call will be applied${checked.hint ?? "; correct the call and try again."}`,
      );
    }
    this.recorded.push({ key, args, status: "accepted", operation: checked.value });
    const used = this.acceptedOf(key);
    const max = this.options.config[key]?.max ?? used;
    return ok(
      `Accepted: ${describeOperation(checked.value)}. The action applies it after you finish, not now ` +
        `(${used} of ${max} ${tool} call${max === 1 ? "" : "s"} of this run used).`,
    );
  }

  private acceptedOf(key: OperationKey): number {
    return this.recorded.filter((r) => r.key === key && r.status === "accepted").length;
  }

  private async accept(
    key: OperationKey,
    args: Record<string, unknown>,
  ): Promise<Result<Operation, { hint?: string }>> {
    const tool = toolName(key);
    const options = this.options.config[key];
    if (!options)
      return fail(`${tool} is not enabled by this workflow's safe-outputs`, { hint: "; do not call it." });
    if (this.acceptedOf(key) >= options.max) {
      const times = options.max === 1 ? "once" : `${options.max} times`;
      return fail(`${tool} may be called ${times} per run (safe-outputs ${key}.max), and it already was`, {
        hint: `; no more ${tool} calls can be applied in this run.`,
      });
    }
    const config = this.options.config;
    switch (key) {
      case "add-labels":
      case "remove-labels":
        return this.labelOperation(key, args, config[key] as LabelOptions);
      case "create-issue":
        return this.createIssue(args);
      case "add-comment":
        return this.addComment(args);
      case "close-issue":
        return this.closeIssue(args);
    }
  }

  private async labelOperation(
    key: "add-labels" | "remove-labels",
    args: Record<string, unknown>,
    options: LabelOptions,
  ): Promise<Result<Operation>> {
    const issue = this.target(key, args.issue, "any");
    if (!issue.ok) return issue;
    const labels = await this.labels(args.labels, options.allowed, false);
    if (!labels.ok) return labels;
    return ok({ key, issue: issue.value, labels: labels.value });
  }

  private async createIssue(args: Record<string, unknown>): Promise<Result<Operation>> {
    const options = this.options.config["create-issue"];
    const prefix = options?.titlePrefix ?? "";
    const title = text("title", args.title, MAX_TITLE_CHARS - prefix.length);
    if (!title.ok) return title;
    const body = text("body", args.body, MAX_BODY_CHARS);
    if (!body.ok) return body;
    const labels = await this.labels(args.labels, undefined, true);
    if (!labels.ok) return labels;
    const all = uniqueIgnoringCase([...(options?.labels ?? []), ...labels.value]);
    return ok({
      key: "create-issue",
      title: title.value,
      titlePrefix: prefix,
      body: body.value,
      labels: all,
    });
  }

  private async addComment(args: Record<string, unknown>): Promise<Result<Operation>> {
    const issue = this.target("add-comment", args.issue, this.options.config["add-comment"]?.target);
    if (!issue.ok) return issue;
    const body = text("body", args.body, MAX_BODY_CHARS);
    if (!body.ok) return body;
    return ok({ key: "add-comment", issue: issue.value, body: body.value });
  }

  private async closeIssue(args: Record<string, unknown>): Promise<Result<Operation>> {
    const issue = this.target("close-issue", args.issue, this.options.config["close-issue"]?.target);
    if (!issue.ok) return issue;
    const reason = args.reason;
    if (reason !== "completed" && reason !== "not_planned")
      return fail(`reason must be "completed" or "not_planned", got ${shown(reason)}`);
    if (args.comment === undefined) return ok({ key: "close-issue", issue: issue.value, reason });
    const comment = text("comment", args.comment, MAX_BODY_CHARS);
    if (!comment.ok) return comment;
    return ok({ key: "close-issue", issue: issue.value, reason, comment: comment.value });
  }

  /** The issue a call acts on: the one it names, or the run's own; under `triggering`, only the run's own. */
  private target(key: OperationKey, value: unknown, scope: OperationTarget = "triggering"): Result<number> {
    const tool = toolName(key);
    const own = this.options.triggering;
    const named = issueNumber(value);
    if (!named.ok) return named;
    if (scope === "triggering") {
      if (own === undefined)
        return fail(
          `${tool} may act only on the run's own issue or pull request (safe-outputs ${key}.target: triggering), and this run has none`,
        );
      if (named.value !== undefined && named.value !== own)
        return fail(
          `${tool} may act only on #${own}, this run's own issue or pull request (safe-outputs ${key}.target: triggering), not #${named.value}; leave issue out or give ${own}`,
        );
      return ok(own);
    }
    if (named.value !== undefined) return ok(named.value);
    if (own === undefined)
      return fail(
        `this run has no issue or pull request of its own: give issue, the number of the one to act on`,
      );
    return ok(own);
  }

  /** The labels asked for, spelled as `allowed` or the repository spells them. */
  private async labels(
    value: unknown,
    allowed: string[] | undefined,
    optional: boolean,
  ): Promise<Result<string[]>> {
    if (value === undefined && optional) return ok([]);
    if (!Array.isArray(value) || value.some((l) => typeof l !== "string" || l.trim() === ""))
      return fail(`labels must be a list of label names, such as ["bug"], got ${shown(value)}`);
    const asked = uniqueIgnoringCase((value as string[]).map((l) => l.trim()));
    if (asked.length === 0) {
      return optional ? ok([]) : fail("labels is empty: name at least one label");
    }
    if (allowed) {
      const found = spelled(asked, allowed);
      if (found.missing.length > 0)
        return fail(
          `${quoted(found.missing)} ${isOrAre(found.missing)} not allowed; the labels allowed are ${quoted(allowed)}`,
        );
      return ok(found.names);
    }
    const existing = await this.repositoryLabels();
    if (!existing.ok)
      return fail(
        `the repository's labels could not be read to check them (${existing.error}); try again later`,
      );
    const found = spelled(asked, existing.value);
    if (found.missing.length > 0)
      return fail(
        `${quoted(found.missing)} ${isOrAre(found.missing)} not a label of this repository; the labels that exist are ${listed(existing.value)}`,
      );
    return ok(found.names);
  }

  private repositoryLabels(): Promise<Result<string[]>> {
    this.labelsRead ??= this.options.repoLabels().then((read) => {
      // A failed read is tried again by the next call that needs it; a success is kept for the run.
      if (!read.ok) this.labelsRead = undefined;
      return read;
    });
    return this.labelsRead;
  }
}

/** The issue named: undefined when none; a failure for anything but a number (a URL names another repository). */
function issueNumber(value: unknown): Result<number | undefined> {
  if (value === undefined || value === null) return ok(undefined);
  const n =
    typeof value === "string" && /^#?\d{1,15}$/.test(value.trim())
      ? Number(value.trim().replace("#", ""))
      : value;
  if (typeof n === "number" && Number.isSafeInteger(n) && n >= 1) return ok(n);
  return fail(
    `issue must be the number of an issue or pull request of this repository, such as 12, got ${shown(value)}; other repositories cannot be named`,
  );
}

/** A required text of at most `max` characters. */
function text(field: string, value: unknown, max: number): Result<string> {
  if (typeof value !== "string") return fail(`${field} must be text, got ${shown(value)}`);
  if (value.trim() === "") return fail(`${field} is empty`);
  if (value.length > max)
    return fail(`${field} is ${value.length} characters long; at most ${max} are allowed, so shorten it`);
  return ok(value);
}

/** `asked` matched without case against `known`, in `known`'s spelling, and those that match none. */
function spelled(asked: string[], known: readonly string[]): { names: string[]; missing: string[] } {
  const byLower = new Map(known.map((name) => [name.toLowerCase(), name]));
  const names: string[] = [];
  const missing: string[] = [];
  for (const label of asked) {
    const name = byLower.get(label.toLowerCase());
    if (name === undefined) missing.push(label);
    else names.push(name);
  }
  return { names, missing };
}

function uniqueIgnoringCase(names: string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const quoted = (names: readonly string[]): string => names.map((n) => JSON.stringify(n)).join(", ");
const isOrAre = (names: readonly string[]): string => (names.length === 1 ? "is" : "are");

function listed(names: readonly string[]): string {
  if (names.length === 0) return "none (the repository has no labels)";
  const shownNames = quoted(names.slice(0, MAX_LISTED_LABELS));
  const more = names.length - MAX_LISTED_LABELS;
  return more > 0 ? `${shownNames} and ${more} more` : shownNames;
}

/** A value the model sent, short enough to quote back. */
function shown(value: unknown): string {
  return clip(JSON.stringify(value) ?? String(value), 120);
}

/** What an accepted operation does, in a few words, for the model and the reader. */
export function describeOperation(operation: Operation): string {
  switch (operation.key) {
    case "add-labels":
      return `add ${quoted(operation.labels)} to #${operation.issue}`;
    case "remove-labels":
      return `remove ${quoted(operation.labels)} from #${operation.issue}`;
    case "create-issue":
      return `open an issue titled ${JSON.stringify(clip(operation.titlePrefix + operation.title, 100))}`;
    case "add-comment":
      return `comment on #${operation.issue}: ${JSON.stringify(clip(operation.body, 80))}`;
    case "close-issue":
      return `close #${operation.issue} as ${operation.reason}${operation.comment ? ", with a comment" : ""}`;
  }
}
