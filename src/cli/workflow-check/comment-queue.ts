/**
 * Comments and concurrency: a workflow that runs this action on comments queues every comment of
 * an issue in one concurrency group, and its job's `if:` skips those without the phrase only once
 * the run's turn comes. A busy issue's ordinary comments then wait behind a running agent (or,
 * with `cancel-in-progress`, cancel it). A group that tells them apart lets them be skipped at once.
 */
import { entries, items, mapping, sourceLine, type TemplateToken } from "./tokens.js";

/** Events whose runs are comments or reviews, most of which do not ask the agent for anything. */
export const COMMENT_EVENTS = ["issue_comment", "pull_request_review_comment", "pull_request_review"];

/** The events a workflow's `on:` lists, in any of its three forms. */
export function eventsOf(on: TemplateToken | undefined): string[] {
  if (!on) return [];
  if (mapping(on)) return entries(on).map(([name]) => name);
  const listed = items(on);
  return listed.length > 0 ? listed.map((item) => item.toString()) : [on.toString()];
}

/** The `group` of a `concurrency:` value: the value itself when it is a string, else its `group:`. */
function groupOf(concurrency: TemplateToken | undefined): TemplateToken | undefined {
  if (!concurrency) return undefined;
  return mapping(concurrency) ? mapping(concurrency)?.find("group") : concurrency;
}

/** A group that differs between a comment with the phrase and one without (or between all runs). */
const SORTS_COMMENTS = /github\.run_id|\.comment\.body|\.review\.body/;

/** What to add to a group so a comment without the phrase gets one of its own. */
const OWN_GROUP =
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template.
  "${{ !contains(github.event.comment.body, '/agent') && format('-{0}', github.run_id) || '' }}";

/**
 * The problem of a job that runs this action, in a workflow listening to `events`, behind a job
 * `if:`, under the concurrency groups `concurrency` (the workflow's and the job's, where given);
 * undefined when there is none. `where` names the job for the message.
 */
export function commentQueueProblem(
  content: string,
  where: string,
  events: readonly string[],
  hasIf: boolean,
  concurrency: (TemplateToken | undefined)[],
): string | undefined {
  if (!hasIf || !events.some((event) => COMMENT_EVENTS.includes(event))) return undefined;
  const same = concurrency
    .map(groupOf)
    .find((group) => group !== undefined && !SORTS_COMMENTS.test(group.toString()));
  if (!same) return undefined;
  const written = sourceLine(content, same).trim() || same.toString();
  return `${where} runs Repo Agent on comments, but its concurrency group (${written}) is the same for every comment on an issue or pull request, so each comment without the phrase waits behind a running agent before its \`if:\` skips it; give those runs a group of their own: append \`${OWN_GROUP}\` to the group (the README's "On comments" workflow does it for reviews and labels too)`;
}
