import type { FakeIssue, FakeIssueComment, FakePull, FakeUser } from "../fakes/github-server.js";
import type { FakeToolCall, FakeTurn } from "../fakes/model-server.js";
import type { ActionRun, RunOptions, Stage } from "./harness.js";
import { issueCommentPayload, workflowDispatchPayload } from "./payloads.js";

/**
 * What starts most end-to-end runs: a person asks in a comment, on an issue or on a pull request
 * someone opened, or starts the workflow by hand; and the model answers, often by fixing the typo
 * in the demo README (`REPO_FILES`). The words of the request and of the model stay at the test's
 * call; only the ceremony around them is here.
 */

/** The person who asks in most tests; a stage gives her write access (`stageForTest`'s default). */
export const alice: FakeUser = { login: "alice", type: "User" };

/** The model's edit that fixes the demo README's typo: "teh" for "the". */
export const fixTypo: FakeToolCall = {
  name: "edit_file",
  arguments: { path: "README.md", old_str: "teh", new_str: "the" },
};

/** The model's call of the bash tool with `command` (and a `timeout` in seconds, when given). */
export function bash(command: string, timeout?: number): FakeToolCall {
  return { name: "bash", arguments: timeout === undefined ? { command } : { command, timeout } };
}

/** The model's turns: each of `calls` in a turn of its own, then the typo's fix, then `answer`. */
export function fixTypoAfter(calls: FakeToolCall[], answer = "I fixed the typo: teh -> the."): FakeTurn[] {
  return [...calls.map((call) => ({ toolCalls: [call] })), { toolCalls: [fixTypo] }, { text: answer }];
}

/** `Stage.run`'s event for `comment`: its `issue_comment` payload, on a pull request with `isPullRequest`. */
export function commentEvent(
  gh: Stage["gh"],
  comment: FakeIssueComment,
  options: { isPullRequest?: boolean } = {},
): Pick<RunOptions, "event" | "payload"> {
  return { event: "issue_comment", payload: issueCommentPayload(gh, comment, options) };
}

/** `Stage.run`'s event for a manual run of the workflow, its `inputs` as the person filled them in. */
export function dispatchEvent(
  gh: Stage["gh"],
  inputs: Record<string, string> = {},
): Pick<RunOptions, "event" | "payload"> {
  return { event: "workflow_dispatch", payload: workflowDispatchPayload(gh, inputs) };
}

/** Who asks, and on which new issue: alice, on "Typo in the README", unless given. */
export interface Asker {
  title?: string;
  author?: FakeUser;
}

/** A new issue with the comment `body` on it. */
export function askOnIssue(
  s: Stage,
  body: string,
  asker: Asker = {},
): { issue: FakeIssue; comment: FakeIssueComment } {
  const issue = s.gh.addIssue({ title: asker.title ?? "Typo in the README" });
  const comment = s.gh.addComment(issue.number, body, asker.author ?? alice);
  return { issue, comment };
}

/** How `runOnIssueComment` asks and runs: who asks where, and the run's inputs, script and env. */
export type IssueCommentRun = Asker & Omit<RunOptions, "event" | "payload">;

/** `askOnIssue`, then the action's run on that comment with `options` (inputs, script, env). */
export async function runOnIssueComment(
  s: Stage,
  body: string,
  options: IssueCommentRun = {},
): Promise<{ run: ActionRun; issue: FakeIssue; comment: FakeIssueComment }> {
  const { title, author, ...runOptions } = options;
  const { issue, comment } = askOnIssue(s, body, { title, author });
  const run = await s.run({ ...commentEvent(s.gh, comment), ...runOptions });
  return { run, issue, comment };
}

/**
 * An open pull request from `branch`, a branch of this repository made from main whose head is
 * one commit by someone else (with `commit` as its message) adding `files`.
 */
export function pullFromBranch(
  s: Stage,
  branch: string,
  files: Record<string, string>,
  pull: { title: string; body?: string; commit?: string },
): { pull: FakePull; headSha: string } {
  s.fixture.git(["branch", branch, "main"], s.origin);
  const headSha = s.fixture.pushAsSomeoneElse(branch, files, pull.commit);
  const opened = s.gh.addPull({ title: pull.title, body: pull.body, headRef: branch, headSha });
  return { pull: opened, headSha };
}

/** alice's (or `author`'s) comment `body` on the pull request `pull`, and the action's run on it. */
export async function runOnPullComment(
  s: Stage,
  pull: FakePull,
  body: string,
  options: Pick<Asker, "author"> & Omit<RunOptions, "event" | "payload"> = {},
): Promise<{ run: ActionRun; comment: FakeIssueComment }> {
  const { author, ...runOptions } = options;
  const comment = s.gh.addComment(pull.number, body, author ?? alice);
  const run = await s.run({ ...commentEvent(s.gh, comment, { isPullRequest: true }), ...runOptions });
  return { run, comment };
}
