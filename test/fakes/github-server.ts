import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { answerGraphQL, type FakeReviewThread, isMutation, threadsOf } from "./github-graphql.js";
import { listenLocally, readBody } from "./http.js";
import {
  diffHunkUpTo,
  type FakePullFile,
  gitIn,
  gitPullFiles,
  type RightLine,
  resolveCommit,
  rightSideLines,
} from "./pull-diff.js";

export type { FakeReviewThread } from "./github-graphql.js";
export type { FakePullFile } from "./pull-diff.js";

/**
 * A local stand-in for the GitHub REST API: the endpoints the action uses, with in-memory state,
 * a record of every request, and injectable faults. It speaks the real wire format, so tests drive
 * it through the real Octokit client.
 */

export type PermissionLevel = "admin" | "maintain" | "write" | "triage" | "read";

/** A user's access as the collaborator permission endpoint reports it. */
export interface PermissionEntry {
  role_name: string;
  permission: string;
}

export interface FakeUser {
  login: string;
  type: "User" | "Bot";
}

export interface FakeIssueComment {
  id: number;
  issueNumber: number;
  body: string;
  user: FakeUser;
  created_at: string;
  updated_at: string;
}

export interface FakeReviewComment {
  id: number;
  pullNumber: number;
  body: string;
  user: FakeUser;
  path: string;
  /**
   * The last line of the commented range in the file on `side`; undefined (`line: null`) when
   * the comment is outdated: the lines it was on are gone from the pull request's diff.
   */
  line?: number;
  /** The first line of a multi-line comment. */
  startLine?: number;
  /** The line it was first made on (`original_line`); `line` when not given. */
  originalLine?: number;
  /** The first line of the range it was first made on (`original_start_line`); `startLine` when not given. */
  originalStartLine?: number;
  /** Which side of the diff the lines are on; RIGHT (the new file) when not given. */
  side?: "LEFT" | "RIGHT";
  /** The commit the comment was left on; the pull request's head when not given. */
  commitId?: string;
  /** The commit it was first made on (`original_commit_id`); `commitId` when not given. */
  originalCommitId?: string;
  diff_hunk: string;
  in_reply_to_id?: number;
  /** The pull request review the comment was left with, if any. */
  reviewId?: number;
  created_at: string;
  updated_at: string;
}

/** What a review does, as `POST /pulls/{n}/reviews` takes it. */
export type ReviewEvent = "APPROVE" | "REQUEST_CHANGES" | "COMMENT";

/** A review's state as GitHub reports it; PENDING until it is submitted with an event. */
export type ReviewState = "COMMENTED" | "APPROVED" | "CHANGES_REQUESTED" | "PENDING";

export interface FakeReview {
  id: number;
  pullNumber: number;
  body: string;
  /** The event it was created with; absent for a pending review. */
  event?: ReviewEvent;
  state: ReviewState;
  /** The head the review was left on. */
  commitId: string;
  user: FakeUser;
  /** Absent while the review is pending. */
  submitted_at?: string;
}

export interface FakeIssue {
  number: number;
  title: string;
  body: string;
  user: FakeUser;
  state: "open" | "closed";
  /** Why it is in its state, as `PATCH /issues/{n}` sets it; null for an issue never closed. */
  stateReason?: StateReason | null;
  /** When it was last closed; absent while it has never been. */
  closedAt?: string;
  labels: string[];
  isPullRequest: boolean;
}

/** Why an issue was closed or reopened, as `state_reason` gives it. */
export type StateReason = "completed" | "not_planned" | "reopened";

/** A label of the repository, as `GET /repos/{o}/{r}/labels` lists it. */
export interface FakeLabel {
  id: number;
  name: string;
  /** Six hex digits, no `#`. */
  color: string;
  description: string | null;
  /** Whether it is one of the labels GitHub gives every new repository. */
  default: boolean;
}

/** What a test gives for a label of the repository; the color defaults to GitHub's grey. */
export interface FakeLabelSpec {
  name: string;
  color?: string;
  description?: string | null;
}

/** The labels GitHub gives a new repository, with its colors and descriptions. */
export const GITHUB_DEFAULT_LABELS: readonly FakeLabelSpec[] = [
  { name: "bug", color: "d73a4a", description: "Something isn't working" },
  { name: "documentation", color: "0075ca", description: "Improvements or additions to documentation" },
  { name: "duplicate", color: "cfd3d7", description: "This issue or pull request already exists" },
  { name: "enhancement", color: "a2eeef", description: "New feature or request" },
  { name: "good first issue", color: "7057ff", description: "Good for newcomers" },
  { name: "help wanted", color: "008672", description: "Extra attention is needed" },
  { name: "invalid", color: "e4e669", description: "This doesn't seem right" },
  { name: "question", color: "d876e3", description: "Further information is requested" },
  { name: "wontfix", color: "ffffff", description: "This will not be worked on" },
];

export interface FakePull {
  number: number;
  title: string;
  body: string;
  state: "open" | "closed";
  draft: boolean;
  user: FakeUser;
  head: { ref: string; sha: string; repoFullName: string };
  base: { ref: string; sha: string; repoFullName: string };
  files: FakePullFile[];
}

export interface FakeReaction {
  id: number;
  subject: "issue" | "issue_comment" | "review_comment";
  subjectId: number;
  content: string;
  user: FakeUser;
}

export interface FakeJobStep {
  number: number;
  name: string;
  status: "completed";
  conclusion: string;
}

/**
 * A job's log: its text, or a function giving it in pieces, for a log too large to hold (it is
 * called once per download).
 */
export type FakeJobLog = string | (() => Iterable<string>);

export interface FakeJob {
  id: number;
  runId: number;
  name: string;
  status: "completed";
  conclusion: string;
  steps: FakeJobStep[];
  log: FakeJobLog;
}

export interface FakeWorkflowRun {
  id: number;
  /** The workflow's name, as `name:` in its file gives it. */
  name: string;
  headBranch: string;
  headSha: string;
  /** The repository the head branch is in, `owner/name`; this repository unless a fork's. */
  headRepo: string;
  event: string;
  status: "completed";
  conclusion: string;
  jobs: FakeJob[];
}

/** One request the log host served: a download of a job's log through its signed address. */
export interface LogRequest {
  path: string;
  /** The request's `Authorization` header: a log download must never carry the token. */
  authorization: string | undefined;
  /** Whether the address carried the signature the API handed out. */
  signed: boolean;
  /** Bytes of the log handed to the connection before it ended or the reader went away. */
  bytesSent: number;
  /** Whether the whole log was sent. */
  completed: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  status: number;
  /** The token the request carried (`Authorization: token …` or `bearer …`); absent when none. */
  token?: string;
}

/** A response served instead of the normal one. */
export interface Fault {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
  /**
   * Serve the request first (its writes happen), then answer with the fault: a gateway that
   * times out after GitHub did the work, so a client that retries blindly does it twice.
   */
  afterServing?: boolean;
}

export interface FakeGitHubOptions {
  owner?: string;
  repo?: string;
  defaultBranch?: string;
  /** Repository access by login: a level, or the raw pair the endpoint returns. Unknown users get 404. */
  permissions?: Record<string, PermissionLevel | PermissionEntry>;
  /** When set, requests must carry `Authorization: token <token>` (or a read-only token) or get 401. */
  token?: string;
  /**
   * Tokens that may read but not write, as a workflow's `permissions: contents: read` token: GET
   * and HEAD requests and GraphQL queries are served; any other request gets GitHub's 403
   * "Resource not accessible by integration", and a GraphQL mutation a FORBIDDEN error. Accepted
   * beside `token`; without `token`, requests need no token, but these still only read.
   */
  readOnlyTokens?: readonly string[];
  /**
   * A bare git repository standing for the repository's git side. When set, creating a pull
   * request fails with 422 unless the head branch exists there, and records the head's real sha.
   */
  originDir?: string;
  /** The login the token belongs to: the author of comments, reactions and pull requests it creates. */
  botLogin?: string;
  /**
   * Serve job logs from the API itself with 200, as some GitHub Enterprise Server setups and
   * proxies do, instead of redirecting to the log host.
   */
  logsDirect?: boolean;
  /**
   * The repository's labels; GitHub's defaults for a new repository (`GITHUB_DEFAULT_LABELS`)
   * when not given. Adding a label an issue does not name here creates it, as GitHub does.
   */
  labels?: readonly FakeLabelSpec[];
}

export interface FakeState {
  issues: Map<number, FakeIssue>;
  pulls: Map<number, FakePull>;
  comments: FakeIssueComment[];
  reviewComments: FakeReviewComment[];
  /** Pull request reviews, in the order they were created. */
  reviews: FakeReview[];
  reactions: FakeReaction[];
  /** File contents by `ref:path`; a path under the default branch is also found with no ref. */
  files: Map<string, string>;
  /** Workflow runs by id, each with its jobs. */
  runs: Map<number, FakeWorkflowRun>;
  /** The repository's labels, in the order they were made. */
  labels: FakeLabel[];
  /** The review threads marked resolved, by the id of their root comment. */
  resolvedThreads: Set<number>;
}

export interface FakeGitHub {
  url: string;
  owner: string;
  repo: string;
  /** The repository's default branch, as its payloads and `GET /repos/{o}/{r}` name it. */
  defaultBranch: string;
  requests: RecordedRequest[];
  state: FakeState;
  /** Serves `fault` for the next `times` requests whose method and path match (`*` matches one segment or more). */
  fail(method: string, pathPattern: string | RegExp, fault: Fault, times?: number): void;
  /** Delays the normal response of matching requests by `ms`, for the next `times` requests (default: all). */
  slow(method: string, pathPattern: string | RegExp, ms: number, times?: number): void;
  /** The most requests that were being served at the same moment. */
  readonly maxInFlight: number;
  /**
   * The second server, standing for the storage host GitHub's signed log addresses point to:
   * `GET /actions/jobs/{id}/logs` redirects there.
   */
  logHostUrl: string;
  /** Every download from the log host, in order. */
  logRequests: LogRequest[];
  /**
   * Adds a completed workflow run with its jobs. Ids not given are new; the head sha not given is
   * the branch's in `originDir` (or a placeholder); the conclusion not given is `failure` when a
   * job failed, else `success`; steps not given are a setup step, one step that ends as the job
   * did, and a completion step; a log not given is one that fits the steps.
   */
  addWorkflowRun(run: {
    id?: number;
    name?: string;
    headBranch: string;
    headSha?: string;
    headRepo?: string;
    event?: string;
    conclusion?: string;
    jobs: Array<{
      id?: number;
      name: string;
      conclusion: string;
      steps?: Array<{ name: string; conclusion: string }>;
      log?: FakeJobLog;
    }>;
  }): FakeWorkflowRun;
  addIssue(issue: Partial<FakeIssue> & { title: string }): FakeIssue;
  /** Adds a label to the repository (grey, no description unless given), as a maintainer makes one. */
  addLabel(label: FakeLabelSpec): FakeLabel;
  /**
   * Adds an open pull request. With `originDir`, a head sha not given is the head branch's there,
   * the base sha is the base branch's, and files not given are computed from git as GitHub does
   * (the diff from the merge base to the head); otherwise the shas are placeholders and there are
   * no files.
   */
  addPull(pull: {
    title?: string;
    body?: string;
    headRef: string;
    headSha?: string;
    headRepo?: string;
    baseRef?: string;
    files?: FakePullFile[];
    user?: FakeUser;
    draft?: boolean;
  }): FakePull;
  /**
   * Moves a pull request's head, as a push to its branch does: to `sha`, or to where the head
   * branch points in `originDir` now. Files computed from git are computed again; `files`
   * replaces them. Throws when the pull request does not exist or no sha is known.
   */
  updatePullHead(pullNumber: number, sha?: string, files?: FakePullFile[]): FakePull;
  addComment(issueNumber: number, body: string, user?: FakeUser): FakeIssueComment;
  addReviewComment(
    pullNumber: number,
    comment: {
      body: string;
      /** The file it is on; required but for a reply (`inReplyTo`), which is on its parent's. */
      path?: string;
      line?: number;
      startLine?: number;
      user?: FakeUser;
      reviewId?: number;
      /** A reply to this comment (or to its thread's root): path and lines are the parent's. */
      inReplyTo?: number;
      /** The commit it is left on; the pull request's head when not given. */
      commitId?: string;
    },
  ): FakeReviewComment;
  /**
   * Makes a pull request's review comments outdated, as a push that removes the lines they were on
   * does: `line` and `start_line` become null, `original_line` keeps the line. Only the comments on
   * `path` when it is given. Returns the comments it changed.
   */
  outdateReviewComments(pullNumber: number, path?: string): FakeReviewComment[];
  /** A pull request's review threads, as GraphQL's `reviewThreads` lists them (pending reviews left out). */
  reviewThreads(pullNumber: number): FakeReviewThread[];
  setFile(path: string, content: string, ref?: string): void;
  /** Removes a comment, as a person deleting it on github.com would. */
  deleteComment(id: number): void;
  /** Requests matching a method and a path pattern (same syntax as `fail`). */
  requestsTo(method: string, pathPattern: string | RegExp): RecordedRequest[];
  /**
   * How GitHub's rendering of a text (`body_html`, given for the `full` media type) shows an
   * image: the address it renders for the one written, as github.com renders a signed address for
   * an attachment; unset, or undefined for an address, the address as written.
   */
  renderImage?: (url: string) => string | undefined;
  close(): Promise<void>;
}

/** Ready-made faults. */
export const faults = {
  serverError: (status = 502): Fault => ({ status, body: { message: "Server Error" } }),
  /** GitHub's secondary rate limit: 403, `retry-after`, and the message the throttling plugin recognises. */
  secondaryRateLimit: (retryAfterSeconds = 1): Fault => ({
    status: 403,
    headers: { "retry-after": String(retryAfterSeconds), "x-ratelimit-remaining": "0" },
    body: {
      message: "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.",
      documentation_url: "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api",
    },
  }),
  /** The primary rate limit: 403 with no requests remaining until `x-ratelimit-reset`. */
  primaryRateLimit: (resetInSeconds = 1): Fault => ({
    status: 403,
    headers: {
      "x-ratelimit-remaining": "0",
      "x-ratelimit-reset": String(Math.ceil(Date.now() / 1000) + resetInSeconds),
    },
    body: { message: "API rate limit exceeded for installation." },
  }),
  notFound: (): Fault => ({ status: 404, body: { message: "Not Found" } }),
  /** What a token without a permission the request needs (`actions: read`) gets. */
  forbidden: (): Fault => ({
    status: 403,
    body: {
      message: "Resource not accessible by integration",
      documentation_url:
        "https://docs.github.com/rest/actions/workflow-jobs#download-job-logs-for-a-workflow-run",
      status: "403",
    },
  }),
  /** A job log past the repository's retention period. */
  logsExpired: (): Fault => ({ status: 410, body: { message: "Gone" } }),
};

const LEVEL_TO_PERMISSION: Record<PermissionLevel, string> = {
  admin: "admin",
  maintain: "write",
  write: "write",
  triage: "read",
  read: "read",
};

interface Route {
  method: string;
  pattern: RegExp;
  handle(context: RouteContext): Reply;
}

interface RouteContext {
  params: string[];
  query: Record<string, string>;
  body: Record<string, unknown>;
  headers: IncomingMessage["headers"];
}

interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

interface FaultRule {
  method: string;
  pattern: RegExp;
  fault: Fault;
  remaining: number;
}

function patternToRegExp(pattern: string | RegExp): RegExp {
  if (pattern instanceof RegExp) return pattern;
  const escaped = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".+");
  return new RegExp(`^${escaped}$`);
}

function now(): string {
  return new Date().toISOString();
}

/** The times of something created now: equal, as GitHub gives them until it is edited. */
function createdNow(): { created_at: string; updated_at: string } {
  const at = now();
  return { created_at: at, updated_at: at };
}

function notFound(): Reply {
  return { status: 404, body: { message: "Not Found", documentation_url: "https://docs.github.com/rest" } };
}

/** What GitHub answers a write made with a token whose permissions do not allow it. */
const READ_ONLY_REFUSAL: Reply = {
  status: 403,
  body: {
    message: "Resource not accessible by integration",
    documentation_url: "https://docs.github.com/rest",
  },
};

/** The token of an `Authorization` header (`token …` or `bearer …`); undefined when there is none. */
function tokenOf(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^(?:token|bearer)\s+(\S+)$/i.exec(value?.trim() ?? "");
  return match?.[1];
}

function unprocessable(message: string): Reply {
  return {
    status: 422,
    body: { message: "Validation Failed", errors: [{ resource: "PullRequest", code: "custom", message }] },
  };
}

const REVIEW_DOCS = "https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request";

/** The shape GitHub answers a refused review with: a bare list of error strings. */
function reviewRefused(error: string): Reply {
  return {
    status: 422,
    body: { message: "Unprocessable Entity", errors: [error], documentation_url: REVIEW_DOCS },
  };
}

const REVIEW_STATES: Record<ReviewEvent, ReviewState> = {
  APPROVE: "APPROVED",
  REQUEST_CHANGES: "CHANGES_REQUESTED",
  COMMENT: "COMMENTED",
};

function isReviewEvent(value: unknown): value is ReviewEvent {
  return typeof value === "string" && Object.hasOwn(REVIEW_STATES, value);
}

/**
 * One page of `items` as GitHub serves a list: `per_page` (default 30, at most 100) and `page`
 * (from 1), with a `Link` header naming the next, previous, first and last pages.
 */
function paged<T>(items: T[], query: Record<string, string>, pageUrl: string): Reply {
  const asked = Number.parseInt(query.per_page ?? "", 10);
  const perPage = Number.isFinite(asked) && asked > 0 ? Math.min(asked, 100) : 30;
  const askedPage = Number.parseInt(query.page ?? "", 10);
  const page = Number.isFinite(askedPage) && askedPage > 0 ? askedPage : 1;
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const link = (to: number, rel: string) => {
    const url = new URL(pageUrl);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    url.searchParams.set("per_page", String(perPage));
    url.searchParams.set("page", String(to));
    return `<${url.toString()}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (page > 1) links.push(link(Math.min(page - 1, last), "prev"));
  if (page < last) links.push(link(page + 1, "next"));
  if (last > 1) links.push(link(last, "last"), link(1, "first"));
  return {
    status: 200,
    body: items.slice((page - 1) * perPage, page * perPage),
    ...(links.length > 0 ? { headers: { link: links.join(", ") } } : {}),
  };
}

/** The pieces the log host writes a log in; a reader that stops early is seen within one. */
const LOG_PIECE_BYTES = 64 * 1024;

/** A log as the runner writes one for `steps`: each step a group, an error where one failed. */
function stepsLog(steps: FakeJobStep[]): string {
  const at = "2024-05-06T07:08:09.0000000Z";
  const lines = [`\uFEFF${at} Current runner version: '2.317.0'`];
  for (const step of steps) {
    lines.push(`${at} ##[group]${step.name}`, `${at} ##[endgroup]`);
    if (step.conclusion === "failure") lines.push(`${at} ##[error]Process completed with exit code 1.`);
  }
  lines.push(`${at} Cleaning up orphan processes`);
  return `${lines.join("\n")}\n`;
}

/** GitHub refuses comment and pull request bodies longer than this. */
const MAX_BODY = 65_536;

function bodyTooLong(): Reply {
  return {
    status: 422,
    body: {
      message: "Validation Failed",
      errors: [
        {
          resource: "IssueComment",
          field: "body",
          code: "custom",
          message: "body is too long (maximum is 65536 characters)",
        },
      ],
    },
  };
}

const imageInMarkdown = /!\[[^\]]*\]\(\s*([^)\s]+)[^)]*\)|<img\b[^>]*?\bsrc="([^"]+)"[^>]*>/g;

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * A text rendered as GitHub's `body_html` is, as far as tests look: escaped paragraphs, each
 * image an `<img>` inside a link to itself, at the address `render` gives.
 */
function renderBody(body: string, render: (url: string) => string | undefined): string {
  let html = "";
  let at = 0;
  for (const match of body.matchAll(imageInMarkdown)) {
    const written = match[1] ?? match[2] ?? "";
    const shown = escapeHtml(render(written) ?? written);
    html += `${escapeHtml(body.slice(at, match.index))}<a target="_blank" rel="noopener noreferrer" href="${shown}"><img src="${shown}" alt="" style="max-width: 100%;"></a>`;
    at = match.index + match[0].length;
  }
  html += escapeHtml(body.slice(at));
  return `<p dir="auto">${html}</p>`;
}

/** `body_html` beside every `body` of a reply (an object, or a list of them), as the `full` media type asks. */
function withRenderedBodies(payload: unknown, render: (url: string) => string | undefined): unknown {
  const add = (item: unknown) =>
    item !== null && typeof item === "object" && typeof (item as { body?: unknown }).body === "string"
      ? { ...item, body_html: renderBody((item as { body: string }).body, render) }
      : item;
  return Array.isArray(payload) ? payload.map(add) : add(payload);
}

/**
 * Whether a request asked GitHub to change something: any REST method but GET and HEAD, and a
 * GraphQL mutation (a GraphQL query is a `POST` that only reads).
 */
export function isWriteRequest(request: RecordedRequest): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  if (request.method !== "POST" || request.path !== "/graphql") return true;
  const query = (request.body as { query?: unknown } | undefined)?.query;
  return typeof query !== "string" || isMutation(query);
}

/** Starts the fake on 127.0.0.1 at a free port. Close it in `afterEach`/`afterAll`. */
export async function startGitHubServer(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const owner = options.owner ?? "octo-org";
  const repo = options.repo ?? "octo-repo";
  const fullName = `${owner}/${repo}`;
  const defaultBranch = options.defaultBranch ?? "main";
  const bot: FakeUser = { login: options.botLogin ?? "github-actions[bot]", type: "Bot" };
  const requests: RecordedRequest[] = [];
  const faultRules: FaultRule[] = [];
  const delayRules: Array<{ method: string; pattern: RegExp; ms: number; remaining: number }> = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const state: FakeState = {
    issues: new Map(),
    pulls: new Map(),
    comments: [],
    reviewComments: [],
    reviews: [],
    reactions: [],
    files: new Map(),
    runs: new Map(),
    labels: [],
    resolvedThreads: new Set(),
  };
  let nextNumber = 1;
  let nextId = 1000;
  for (const spec of options.labels ?? GITHUB_DEFAULT_LABELS) {
    state.labels.push({
      id: nextId++,
      name: spec.name,
      color: spec.color ?? "ededed",
      description: spec.description ?? null,
      default: options.labels === undefined,
    });
  }
  let baseUrl = "";
  let logHostUrl = "";
  /** The signature every log address carries, as a signed storage address does. */
  const logSignature = randomBytes(8).toString("hex");
  const logRequests: LogRequest[] = [];
  const htmlBase = `https://github.com/${fullName}`;

  const user = (login: string): FakeUser => ({ login, type: login.endsWith("[bot]") ? "Bot" : "User" });
  const userJson = (u: FakeUser) => ({ login: u.login, type: u.type, id: 1 });
  const issueCommentJson = (c: FakeIssueComment) => ({
    id: c.id,
    node_id: `IC_${c.id}`,
    body: c.body,
    user: userJson(c.user),
    created_at: c.created_at,
    updated_at: c.updated_at,
    html_url: `${htmlBase}/issues/${c.issueNumber}#issuecomment-${c.id}`,
    url: `${baseUrl}/repos/${fullName}/issues/comments/${c.id}`,
    issue_url: `${baseUrl}/repos/${fullName}/issues/${c.issueNumber}`,
    author_association: "MEMBER",
  });
  const reviewCommentJson = (c: FakeReviewComment) => {
    const commitId = c.commitId ?? state.pulls.get(c.pullNumber)?.head.sha ?? null;
    const side = c.side ?? "RIGHT";
    return {
      id: c.id,
      node_id: `PRRC_${c.id}`,
      pull_request_review_id: c.reviewId ?? null,
      body: c.body,
      user: userJson(c.user),
      path: c.path,
      line: c.line ?? null,
      original_line: c.originalLine ?? c.line ?? null,
      start_line: c.line === undefined ? null : (c.startLine ?? null),
      original_start_line: c.originalStartLine ?? c.startLine ?? null,
      side,
      start_side: c.startLine === undefined ? null : side,
      commit_id: commitId,
      original_commit_id: c.originalCommitId ?? commitId,
      subject_type: "line",
      diff_hunk: c.diff_hunk,
      in_reply_to_id: c.in_reply_to_id,
      created_at: c.created_at,
      updated_at: c.updated_at,
      html_url: `${htmlBase}/pull/${c.pullNumber}#discussion_r${c.id}`,
      pull_request_url: `${baseUrl}/repos/${fullName}/pulls/${c.pullNumber}`,
      author_association: "MEMBER",
    };
  };
  const reviewJson = (r: FakeReview) => ({
    id: r.id,
    node_id: `PRR_${r.id}`,
    user: userJson(r.user),
    body: r.body,
    state: r.state,
    html_url: `${htmlBase}/pull/${r.pullNumber}#pullrequestreview-${r.id}`,
    pull_request_url: `${baseUrl}/repos/${fullName}/pulls/${r.pullNumber}`,
    commit_id: r.commitId,
    ...(r.submitted_at === undefined ? {} : { submitted_at: r.submitted_at }),
    author_association: "NONE",
    _links: {
      html: { href: `${htmlBase}/pull/${r.pullNumber}#pullrequestreview-${r.id}` },
      pull_request: { href: `${baseUrl}/repos/${fullName}/pulls/${r.pullNumber}` },
    },
  });
  const repoJson = (name: string) => ({
    full_name: name,
    name: name.split("/")[1],
    owner: { login: name.split("/")[0] },
    fork: name !== fullName,
    default_branch: defaultBranch,
    html_url: `https://github.com/${name}`,
    private: false,
  });
  const pullJson = (p: FakePull) => ({
    number: p.number,
    title: p.title,
    body: p.body,
    state: p.state,
    draft: p.draft,
    user: userJson(p.user),
    html_url: `${htmlBase}/pull/${p.number}`,
    url: `${baseUrl}/repos/${fullName}/pulls/${p.number}`,
    changed_files: p.files.length,
    head: {
      ref: p.head.ref,
      sha: p.head.sha,
      label: `${p.head.repoFullName.split("/")[0]}:${p.head.ref}`,
      repo: repoJson(p.head.repoFullName),
    },
    base: {
      ref: p.base.ref,
      sha: p.base.sha,
      label: `${owner}:${p.base.ref}`,
      repo: repoJson(p.base.repoFullName),
    },
  });
  const labelJson = (l: FakeLabel) => ({
    id: l.id,
    node_id: `LA_${l.id}`,
    url: `${baseUrl}/repos/${fullName}/labels/${encodeURIComponent(l.name)}`,
    name: l.name,
    color: l.color,
    default: l.default,
    description: l.description,
  });
  /** The repository's label of that name, matched without regard to case as GitHub does. */
  const findLabel = (name: string) => state.labels.find((l) => l.name.toLowerCase() === name.toLowerCase());
  const makeLabel = (spec: FakeLabelSpec): FakeLabel => {
    const label: FakeLabel = {
      id: nextId++,
      name: spec.name,
      color: spec.color ?? "ededed",
      description: spec.description ?? null,
      default: false,
    };
    state.labels.push(label);
    return label;
  };
  /** The label of that name, made (grey, no description) when the repository has none: GitHub's way when an issue is given one. */
  const ensureLabel = (name: string): FakeLabel => findLabel(name) ?? makeLabel({ name });
  /** An issue's labels; one the repository does not list (a test gave it) is shown grey, not made. */
  const issueLabelsJson = (i: FakeIssue) =>
    i.labels.map((name) =>
      labelJson(findLabel(name) ?? { id: 0, name, color: "ededed", description: null, default: false }),
    );
  const issueJson = (i: FakeIssue) => ({
    id: 5_000_000 + i.number,
    node_id: `I_${i.number}`,
    url: `${baseUrl}/repos/${fullName}/issues/${i.number}`,
    repository_url: `${baseUrl}/repos/${fullName}`,
    labels_url: `${baseUrl}/repos/${fullName}/issues/${i.number}/labels{/name}`,
    comments_url: `${baseUrl}/repos/${fullName}/issues/${i.number}/comments`,
    number: i.number,
    title: i.title,
    body: i.body,
    state: i.state,
    state_reason: i.stateReason ?? null,
    locked: false,
    user: userJson(i.user),
    labels: issueLabelsJson(i),
    assignees: [],
    comments: state.comments.filter((c) => c.issueNumber === i.number).length,
    closed_at: i.state === "closed" ? (i.closedAt ?? now()) : null,
    author_association: "MEMBER",
    html_url: `${htmlBase}/${i.isPullRequest ? "pull" : "issues"}/${i.number}`,
    ...(i.isPullRequest ? { pull_request: { url: `${baseUrl}/repos/${fullName}/pulls/${i.number}` } } : {}),
  });

  const gitSha = (ref: string): string | undefined =>
    options.originDir ? resolveCommit(options.originDir, `refs/heads/${ref}`) : undefined;

  const runJson = (run: FakeWorkflowRun) => {
    const runUrl = `${baseUrl}/repos/${fullName}/actions/runs/${run.id}`;
    const pulls = [...state.pulls.values()].filter(
      (p) => p.state === "open" && p.head.ref === run.headBranch && p.head.repoFullName === run.headRepo,
    );
    return {
      id: run.id,
      node_id: `WFR_${run.id}`,
      name: run.name,
      display_title: run.name,
      path: ".github/workflows/ci.yml",
      head_branch: run.headBranch,
      head_sha: run.headSha,
      run_number: run.id,
      run_attempt: 1,
      event: run.event,
      status: run.status,
      conclusion: run.conclusion,
      workflow_id: 1,
      url: runUrl,
      html_url: `${htmlBase}/actions/runs/${run.id}`,
      jobs_url: `${runUrl}/jobs`,
      logs_url: `${runUrl}/logs`,
      // GitHub lists the open pull requests of this repository whose head is the run's branch.
      pull_requests: pulls.map((p) => ({
        id: p.number,
        number: p.number,
        url: `${baseUrl}/repos/${fullName}/pulls/${p.number}`,
        head: { ref: p.head.ref, sha: p.head.sha, repo: { name: repo, url: `${baseUrl}/repos/${fullName}` } },
        base: { ref: p.base.ref, sha: p.base.sha, repo: { name: repo, url: `${baseUrl}/repos/${fullName}` } },
      })),
      actor: userJson(user("octocat")),
      triggering_actor: userJson(user("octocat")),
      repository: repoJson(fullName),
      head_repository: repoJson(run.headRepo),
      ...createdNow(),
      run_started_at: now(),
    };
  };
  const jobJson = (run: FakeWorkflowRun, job: FakeJob) => ({
    id: job.id,
    run_id: run.id,
    run_url: `${baseUrl}/repos/${fullName}/actions/runs/${run.id}`,
    run_attempt: 1,
    node_id: `CR_${job.id}`,
    head_sha: run.headSha,
    head_branch: run.headBranch,
    workflow_name: run.name,
    url: `${baseUrl}/repos/${fullName}/actions/jobs/${job.id}`,
    html_url: `${htmlBase}/actions/runs/${run.id}/job/${job.id}`,
    status: job.status,
    conclusion: job.conclusion,
    created_at: now(),
    started_at: now(),
    completed_at: now(),
    name: job.name,
    steps: job.steps.map((step) => ({ ...step, started_at: now(), completed_at: now() })),
    check_run_url: `${baseUrl}/repos/${fullName}/check-runs/${job.id}`,
    labels: ["ubuntu-latest"],
    runner_id: 1,
    runner_name: "GitHub Actions 1",
    runner_group_id: 1,
    runner_group_name: "GitHub Actions",
  });
  const findJob = (id: number): { run: FakeWorkflowRun; job: FakeJob } | undefined => {
    for (const run of state.runs.values()) {
      const job = run.jobs.find((j) => j.id === id);
      if (job) return { run, job };
    }
    return undefined;
  };

  /**
   * Where a branch points: in `originDir` when there is one; otherwise where the fake's pull
   * requests and runs say it does, the default branch at the placeholder pull requests use.
   */
  const branchSha = (name: string): string | undefined => {
    if (options.originDir) return gitSha(name);
    for (const pull of state.pulls.values()) {
      if (pull.head.ref === name && pull.head.repoFullName === fullName) return pull.head.sha;
      if (pull.base.ref === name) return pull.base.sha;
    }
    for (const run of state.runs.values()) {
      if (run.headBranch === name && run.headRepo === fullName) return run.headSha;
    }
    return name === defaultBranch ? "2".repeat(40) : undefined;
  };

  /** A pull request's commits as GitHub lists them: oldest first, from git when it has them. */
  const pullCommits = (pull: FakePull) => {
    const gitDir = options.originDir;
    const base = gitDir ? (resolveCommit(gitDir, pull.base.sha) ?? gitSha(pull.base.ref)) : undefined;
    const head = gitDir ? resolveCommit(gitDir, pull.head.sha) : undefined;
    const format = ["%H", "%P", "%an", "%ae", "%aI", "%cn", "%ce", "%cI", "%T", "%B"].join("%x00");
    const logged =
      gitDir && base && head
        ? gitIn(gitDir, ["log", "--reverse", `--format=${format}%x1e`, `${base}..${head}`])
        : undefined;
    const records =
      logged === undefined
        ? [
            [
              pull.head.sha,
              "",
              "Octo Cat",
              "octocat@example.com",
              now(),
              "Octo Cat",
              "octocat@example.com",
              now(),
              "4".repeat(40),
              pull.title,
            ],
          ]
        : logged
            .split("\x1e")
            .map((record) => record.replace(/^\n/, ""))
            .filter((record) => record !== "")
            .map((record) => record.split("\x00"));
    return records.map(([sha = "", parents = "", an, ae, ad, cn, ce, cd, tree, message = ""]) => ({
      sha,
      node_id: `C_${sha}`,
      url: `${baseUrl}/repos/${fullName}/commits/${sha}`,
      html_url: `${htmlBase}/commit/${sha}`,
      comments_url: `${baseUrl}/repos/${fullName}/commits/${sha}/comments`,
      commit: {
        url: `${baseUrl}/repos/${fullName}/git/commits/${sha}`,
        author: { name: an, email: ae, date: ad },
        committer: { name: cn, email: ce, date: cd },
        message: message.replace(/\n+$/, ""),
        tree: { sha: tree, url: `${baseUrl}/repos/${fullName}/git/trees/${tree}` },
        comment_count: 0,
        verification: {
          verified: false,
          reason: "unsigned",
          signature: null,
          payload: null,
          verified_at: null,
        },
      },
      // The GitHub accounts of the author and committer; the fake knows of none.
      author: null,
      committer: null,
      parents: parents
        .split(" ")
        .filter((parent) => parent !== "")
        .map((parent) => ({
          sha: parent,
          url: `${baseUrl}/repos/${fullName}/commits/${parent}`,
          html_url: `${htmlBase}/commit/${parent}`,
        })),
    }));
  };

  /** Pull requests whose files come from git, so a new head recomputes them. */
  const filesFromGit = new Set<number>();
  const computeFiles = (pull: FakePull): FakePullFile[] | undefined => {
    const gitDir = options.originDir;
    if (!gitDir || !resolveCommit(gitDir, pull.head.sha)) return undefined;
    const base = resolveCommit(gitDir, pull.base.sha) ?? gitSha(pull.base.ref);
    return base ? gitPullFiles(gitDir, base, pull.head.sha) : undefined;
  };

  /**
   * The review comments of a review request, checked as GitHub does; the first problem refuses
   * the whole review.
   */
  const checkReviewComments = (
    pull: FakePull,
    raw: unknown,
  ):
    | { ok: true; comments: Array<Omit<FakeReviewComment, "id" | "reviewId">> }
    | { ok: false; reply: Reply } => {
    if (raw === undefined) return { ok: true, comments: [] };
    if (!Array.isArray(raw)) return { ok: false, reply: unprocessable("comments must be an array") };
    const comments: Array<Omit<FakeReviewComment, "id" | "reviewId">> = [];
    for (const entry of raw as unknown[]) {
      const c = entry !== null && typeof entry === "object" ? (entry as Record<string, unknown>) : {};
      if (typeof c.path !== "string" || typeof c.body !== "string" || !Number.isInteger(c.line)) {
        const hint = c.position === undefined ? "" : " (the fake does not support the old `position`)";
        return { ok: false, reply: unprocessable(`each comment needs path, body and line${hint}`) };
      }
      if (c.body.length > MAX_BODY) return { ok: false, reply: bodyTooLong() };
      for (const field of ["side", "start_side"]) {
        if (c[field] !== undefined && c[field] !== "RIGHT") {
          return {
            ok: false,
            reply: unprocessable(`${field} ${JSON.stringify(c[field])} is not supported by the fake`),
          };
        }
      }
      const file = pull.files.find((f) => f.filename === c.path);
      if (!file?.patch) return { ok: false, reply: reviewRefused("Path could not be resolved") };
      const right = rightSideLines(file.patch);
      const line = right.get(Number(c.line));
      const hasStart = c.start_line !== undefined && c.start_line !== null;
      const start: RightLine | undefined = hasStart ? right.get(Number(c.start_line)) : undefined;
      const startOk =
        !hasStart ||
        (Number.isInteger(c.start_line) &&
          Number(c.start_line) < Number(c.line) &&
          start !== undefined &&
          start.hunk === line?.hunk);
      if (!line || !startOk) return { ok: false, reply: reviewRefused("Line could not be resolved") };
      comments.push({
        pullNumber: pull.number,
        body: c.body,
        user: bot,
        path: c.path,
        line: Number(c.line),
        ...(hasStart ? { startLine: Number(c.start_line) } : {}),
        side: "RIGHT",
        commitId: pull.head.sha,
        diff_hunk: diffHunkUpTo(file.patch, line),
        ...createdNow(),
      });
    }
    return { ok: true, comments };
  };

  const createReview = (pull: FakePull, body: Record<string, unknown>): Reply => {
    const event = body.event;
    if (event !== undefined && !isReviewEvent(event)) {
      return unprocessable(`event must be APPROVE, REQUEST_CHANGES or COMMENT, got ${JSON.stringify(event)}`);
    }
    if (body.commit_id !== undefined && body.commit_id !== pull.head.sha) {
      return reviewRefused("commit_id is not part of the pull request");
    }
    const text = typeof body.body === "string" ? body.body : "";
    if (text.length > MAX_BODY) return bodyTooLong();
    const checked = checkReviewComments(pull, body.comments);
    if (!checked.ok) return checked.reply;
    if (event === "REQUEST_CHANGES" && !text) return reviewRefused("Body is required for REQUEST_CHANGES");
    if (event === "COMMENT" && !text && checked.comments.length === 0) {
      return reviewRefused("Body is required for COMMENT when there are no comments");
    }
    if ((event === "APPROVE" || event === "REQUEST_CHANGES") && pull.user.login === bot.login) {
      const what = event === "APPROVE" ? "approve" : "request changes on";
      return reviewRefused(`Review Can not ${what} your own pull request`);
    }
    const pending = state.reviews.some(
      (r) => r.pullNumber === pull.number && r.state === "PENDING" && r.user.login === bot.login,
    );
    if (event === undefined && pending) {
      return reviewRefused("User can only have one pending review per pull request");
    }
    const review: FakeReview = {
      id: nextId++,
      pullNumber: pull.number,
      body: text,
      ...(event === undefined ? {} : { event, submitted_at: now() }),
      state: event === undefined ? "PENDING" : REVIEW_STATES[event],
      commitId: pull.head.sha,
      user: bot,
    };
    state.reviews.push(review);
    for (const comment of checked.comments) {
      state.reviewComments.push({ id: nextId++, reviewId: review.id, ...comment });
    }
    return { status: 200, body: reviewJson(review) };
  };

  /** A pending review's comments are seen by their author only, so lists leave them out. */
  const isPublished = (c: FakeReviewComment) =>
    state.reviews.find((r) => r.id === c.reviewId)?.state !== "PENDING";

  const addReaction = (subject: FakeReaction["subject"], subjectId: number, content: string): Reply => {
    const existing = state.reactions.find(
      (r) =>
        r.subject === subject &&
        r.subjectId === subjectId &&
        r.content === content &&
        r.user.login === bot.login,
    );
    if (existing) return { status: 200, body: { id: existing.id, content, user: userJson(bot) } };
    const reaction: FakeReaction = { id: nextId++, subject, subjectId, content, user: bot };
    state.reactions.push(reaction);
    return { status: 201, body: { id: reaction.id, content, user: userJson(bot) } };
  };

  const createIssueComment = (issueNumber: number, body: string, author: FakeUser): FakeIssueComment => {
    const comment: FakeIssueComment = {
      id: nextId++,
      issueNumber,
      body,
      user: author,
      ...createdNow(),
    };
    state.comments.push(comment);
    return comment;
  };

  const num = (text: string | undefined) => Number(text);

  /**
   * A reply to review comment `parentId` of pull request `pullNumber`, in its parent's thread: a
   * reply to a reply joins the thread's root, as GitHub threads are one level deep. Undefined when
   * there is no such comment.
   */
  const createReply = (
    pullNumber: number,
    parentId: number,
    text: string,
    author: FakeUser,
  ): FakeReviewComment | undefined => {
    const parent = state.reviewComments.find((c) => c.id === parentId && c.pullNumber === pullNumber);
    if (!parent) return undefined;
    const reply: FakeReviewComment = {
      id: nextId++,
      pullNumber,
      body: text,
      user: author,
      path: parent.path,
      line: parent.line,
      ...(parent.startLine === undefined ? {} : { startLine: parent.startLine }),
      ...(parent.originalLine === undefined ? {} : { originalLine: parent.originalLine }),
      ...(parent.originalStartLine === undefined ? {} : { originalStartLine: parent.originalStartLine }),
      ...(parent.side === undefined ? {} : { side: parent.side }),
      ...(parent.commitId === undefined ? {} : { commitId: parent.commitId }),
      ...(parent.originalCommitId === undefined ? {} : { originalCommitId: parent.originalCommitId }),
      diff_hunk: parent.diff_hunk,
      in_reply_to_id: parent.in_reply_to_id ?? parent.id,
      ...createdNow(),
    };
    state.reviewComments.push(reply);
    return reply;
  };

  /**
   * `POST /pulls/{n}/comments` without `in_reply_to`: one comment on a line of the diff, checked as
   * a review's comments are, posted with a review of its own as GitHub does.
   */
  const createSingleComment = (pull: FakePull, body: Record<string, unknown>): Reply => {
    if (typeof body.commit_id !== "string") return unprocessable("commit_id is required");
    if (body.commit_id !== pull.head.sha) return reviewRefused("commit_id is not part of the pull request");
    const { commit_id: _commit, ...comment } = body;
    const checked = checkReviewComments(pull, [comment]);
    if (!checked.ok) return checked.reply;
    const review: FakeReview = {
      id: nextId++,
      pullNumber: pull.number,
      body: "",
      event: "COMMENT",
      state: "COMMENTED",
      commitId: pull.head.sha,
      user: bot,
      submitted_at: now(),
    };
    state.reviews.push(review);
    const [made] = checked.comments.map((c) => ({ id: nextId++, reviewId: review.id, ...c }));
    if (!made) return unprocessable("no comment");
    state.reviewComments.push(made);
    return { status: 201, body: reviewCommentJson(made) };
  };

  /**
   * The label names of a request, as GitHub takes them: `{"labels": [...]}` or a bare array,
   * each a name or `{"name": ...}`; undefined when that is not what was sent.
   */
  const labelNames = (raw: unknown): string[] | undefined => {
    if (!Array.isArray(raw)) return undefined;
    const names = raw.map((entry: unknown) =>
      typeof entry === "string"
        ? entry
        : entry !== null &&
            typeof entry === "object" &&
            typeof (entry as { name?: unknown }).name === "string"
          ? (entry as { name: string }).name
          : undefined,
    );
    return names.every((name): name is string => typeof name === "string" && name.trim() !== "")
      ? names
      : undefined;
  };
  /** Gives `issue` the labels named (each once, in the repository's spelling), making the ones the repository lacks. */
  const addLabelsTo = (issue: FakeIssue, names: readonly string[]) => {
    for (const name of names) {
      const label = ensureLabel(name);
      if (!issue.labels.some((had) => had.toLowerCase() === label.name.toLowerCase()))
        issue.labels.push(label.name);
    }
  };
  const issueRefused = (field: string, code: string, message?: string): Reply => ({
    status: 422,
    body: {
      message: "Validation Failed",
      errors: [{ resource: "Issue", field, code, ...(message ? { message } : {}) }],
      documentation_url: "https://docs.github.com/rest/issues/issues",
    },
  });
  const STATE_REASONS: readonly string[] = ["completed", "not_planned", "reopened"];
  /** `PATCH /issues/{n}`: title, body, labels, and state with its reason, checked as GitHub checks them. */
  const updateIssue = (issue: FakeIssue, body: Record<string, unknown>): Reply => {
    if (body.state !== undefined && body.state !== "open" && body.state !== "closed") {
      return issueRefused("state", "invalid");
    }
    const reason = body.state_reason;
    if (reason !== undefined && reason !== null && !STATE_REASONS.includes(String(reason))) {
      return issueRefused(
        "state_reason",
        "invalid",
        `state_reason must be one of ${STATE_REASONS.join(", ")}`,
      );
    }
    if (body.title !== undefined && (typeof body.title !== "string" || body.title.trim() === "")) {
      return issueRefused("title", "missing_field");
    }
    if (typeof body.body === "string" && body.body.length > MAX_BODY) return bodyTooLong();
    const labels = body.labels === undefined ? undefined : labelNames(body.labels);
    if (body.labels !== undefined && !labels) return issueRefused("labels", "invalid");
    if (typeof body.title === "string") issue.title = body.title;
    if (typeof body.body === "string" || body.body === null) issue.body = body.body ?? "";
    if (labels) {
      issue.labels = [];
      addLabelsTo(issue, labels);
    }
    // The reason is taken only with a change of state; closing with none is `completed`.
    if (body.state !== undefined && body.state !== issue.state) {
      issue.state = body.state as FakeIssue["state"];
      if (issue.state === "closed") {
        issue.stateReason = (reason as StateReason | null | undefined) ?? "completed";
        issue.closedAt = now();
      } else {
        issue.stateReason = (reason as StateReason | null | undefined) ?? "reopened";
      }
      const pull = state.pulls.get(issue.number);
      if (pull) pull.state = issue.state;
    }
    return { status: 200, body: issueJson(issue) };
  };
  /** `POST /issues`: a new issue by the token's user, its labels given (and made when missing). */
  const createIssue = (body: Record<string, unknown>): Reply => {
    if (typeof body.title !== "string" && typeof body.title !== "number")
      return issueRefused("title", "missing_field");
    const title = String(body.title);
    if (title.trim() === "") return issueRefused("title", "missing_field");
    if (typeof body.body === "string" && body.body.length > MAX_BODY) return bodyTooLong();
    const labels = body.labels === undefined ? [] : labelNames(body.labels);
    if (!labels) return issueRefused("labels", "invalid");
    const issue: FakeIssue = {
      number: nextNumber++,
      title,
      body: typeof body.body === "string" ? body.body : "",
      user: bot,
      state: "open",
      stateReason: null,
      labels: [],
      isPullRequest: false,
    };
    addLabelsTo(issue, labels);
    state.issues.set(issue.number, issue);
    return { status: 201, body: issueJson(issue) };
  };
  const R = (method: string, path: string, handle: Route["handle"]): Route => ({
    method,
    pattern: new RegExp(`^/repos/[^/]+/[^/]+${path.replace(/\{\w+\}/g, "([^/]+)")}$`),
    handle,
  });

  const routes: Route[] = [
    R("GET", "", () => ({ status: 200, body: repoJson(fullName) })),
    R("POST", "/issues/comments/{id}/reactions", ({ params, body }) => {
      if (!state.comments.some((c) => c.id === num(params[0]))) return notFound();
      return addReaction("issue_comment", num(params[0]), String(body.content));
    }),
    R("POST", "/issues/{n}/reactions", ({ params, body }) => {
      if (!state.issues.has(num(params[0]))) return notFound();
      return addReaction("issue", num(params[0]), String(body.content));
    }),
    R("POST", "/pulls/comments/{id}/reactions", ({ params, body }) => {
      if (!state.reviewComments.some((c) => c.id === num(params[0]))) return notFound();
      return addReaction("review_comment", num(params[0]), String(body.content));
    }),
    R("GET", "/issues/comments/{id}", ({ params }) => {
      const comment = state.comments.find((c) => c.id === num(params[0]));
      return comment ? { status: 200, body: issueCommentJson(comment) } : notFound();
    }),
    R("PATCH", "/issues/comments/{id}", ({ params, body }) => {
      const comment = state.comments.find((c) => c.id === num(params[0]));
      if (!comment) return notFound();
      if (typeof body.body !== "string" || body.body.length > MAX_BODY) return bodyTooLong();
      comment.body = body.body;
      comment.updated_at = now();
      return { status: 200, body: issueCommentJson(comment) };
    }),
    R("GET", "/issues/{n}/comments", ({ params, query }) => {
      const n = num(params[0]);
      if (!state.issues.has(n)) return notFound();
      // `since` keeps comments updated at or after it, as GitHub does; oldest first, in pages.
      const since = query.since === undefined ? Number.NEGATIVE_INFINITY : Date.parse(query.since);
      const listed = state.comments.filter((c) => c.issueNumber === n && Date.parse(c.updated_at) >= since);
      return paged(listed.map(issueCommentJson), query, `${baseUrl}/repos/${fullName}/issues/${n}/comments`);
    }),
    R("POST", "/issues/{n}/comments", ({ params, body }) => {
      const n = num(params[0]);
      if (!state.issues.has(n)) return notFound();
      if (typeof body.body !== "string" || body.body.length > MAX_BODY) return bodyTooLong();
      return { status: 201, body: issueCommentJson(createIssueComment(n, body.body, bot)) };
    }),
    R("GET", "/issues/{n}", ({ params }) => {
      const issue = state.issues.get(num(params[0]));
      return issue ? { status: 200, body: issueJson(issue) } : notFound();
    }),
    R("PATCH", "/issues/{n}", ({ params, body }) => {
      const issue = state.issues.get(num(params[0]));
      return issue ? updateIssue(issue, body) : notFound();
    }),
    R("POST", "/issues", ({ body }) => createIssue(body)),
    R("GET", "/labels", ({ query }) =>
      paged(state.labels.map(labelJson), query, `${baseUrl}/repos/${fullName}/labels`),
    ),
    R("GET", "/issues/{n}/labels", ({ params, query }) => {
      const n = num(params[0]);
      const issue = state.issues.get(n);
      if (!issue) return notFound();
      return paged(issueLabelsJson(issue), query, `${baseUrl}/repos/${fullName}/issues/${n}/labels`);
    }),
    R("POST", "/issues/{n}/labels", ({ params, body }) => {
      const issue = state.issues.get(num(params[0]));
      if (!issue) return notFound();
      const names = labelNames(Array.isArray(body) ? body : body.labels);
      if (!names) return issueRefused("labels", "invalid");
      // GitHub's documented quirk: an empty list takes every label off.
      if (names.length === 0) issue.labels = [];
      addLabelsTo(issue, names);
      return { status: 200, body: issueLabelsJson(issue) };
    }),
    R("DELETE", "/issues/{n}/labels/{name}", ({ params }) => {
      const issue = state.issues.get(num(params[0]));
      if (!issue) return notFound();
      const name = decodeURIComponent(params[1] ?? "").toLowerCase();
      const kept = issue.labels.filter((had) => had.toLowerCase() !== name);
      if (kept.length === issue.labels.length) {
        return {
          status: 404,
          body: {
            message: "Label does not exist",
            documentation_url: "https://docs.github.com/rest/issues/labels#remove-a-label-from-an-issue",
          },
        };
      }
      issue.labels = kept;
      return { status: 200, body: issueLabelsJson(issue) };
    }),
    R("POST", "/pulls/{n}/comments/{id}/replies", ({ params, body }) => {
      if (typeof body.body !== "string" || body.body.length > MAX_BODY) return bodyTooLong();
      const reply = createReply(num(params[0]), num(params[1]), body.body, bot);
      return reply ? { status: 201, body: reviewCommentJson(reply) } : notFound();
    }),
    R("POST", "/pulls/{n}/comments", ({ params, body }) => {
      const pull = state.pulls.get(num(params[0]));
      if (!pull) return notFound();
      if (typeof body.body !== "string" || body.body.length > MAX_BODY) return bodyTooLong();
      // With `in_reply_to`, GitHub takes the body alone: the reply goes where its parent is.
      if (body.in_reply_to !== undefined) {
        const reply = createReply(pull.number, num(String(body.in_reply_to)), body.body, bot);
        return reply ? { status: 201, body: reviewCommentJson(reply) } : notFound();
      }
      return createSingleComment(pull, body);
    }),
    R("PATCH", "/pulls/comments/{id}", ({ params, body }) => {
      const comment = state.reviewComments.find((c) => c.id === num(params[0]));
      if (!comment) return notFound();
      comment.body = String(body.body ?? "");
      comment.updated_at = now();
      return { status: 200, body: reviewCommentJson(comment) };
    }),
    R("GET", "/pulls/comments/{id}", ({ params }) => {
      const comment = state.reviewComments.find((c) => c.id === num(params[0]));
      return comment ? { status: 200, body: reviewCommentJson(comment) } : notFound();
    }),
    R("GET", "/pulls/{n}/comments", ({ params, query }) => {
      const n = num(params[0]);
      const listed = state.reviewComments.filter((c) => c.pullNumber === n && isPublished(c));
      // GitHub sorts by creation, oldest first, unless asked for `sort=created&direction=desc`.
      const ordered = query.sort === "created" && query.direction === "desc" ? [...listed].reverse() : listed;
      return paged(ordered.map(reviewCommentJson), query, `${baseUrl}/repos/${fullName}/pulls/${n}/comments`);
    }),
    R("GET", "/pulls/{n}/reviews/{id}/comments", ({ params, query }) => {
      const [n, id] = [num(params[0]), num(params[1])];
      // Tests seed comments of reviews the fake never stored, so only the pull must exist.
      if (!state.pulls.has(n)) return notFound();
      const ofReview = state.reviewComments.filter((c) => c.pullNumber === n && c.reviewId === id);
      return paged(
        ofReview.map(reviewCommentJson),
        query,
        `${baseUrl}/repos/${fullName}/pulls/${n}/reviews/${id}/comments`,
      );
    }),
    R("GET", "/pulls/{n}/reviews/{id}", ({ params }) => {
      const [n, id] = [num(params[0]), num(params[1])];
      const review = state.reviews.find((r) => r.pullNumber === n && r.id === id);
      return review ? { status: 200, body: reviewJson(review) } : notFound();
    }),
    R("GET", "/pulls/{n}/reviews", ({ params, query }) => {
      const n = num(params[0]);
      if (!state.pulls.has(n)) return notFound();
      const ofPull = state.reviews.filter((r) => r.pullNumber === n);
      return paged(ofPull.map(reviewJson), query, `${baseUrl}/repos/${fullName}/pulls/${n}/reviews`);
    }),
    R("POST", "/pulls/{n}/reviews", ({ params, body }) => {
      const pull = state.pulls.get(num(params[0]));
      return pull ? createReview(pull, body) : notFound();
    }),
    R("GET", "/pulls/{n}/files", ({ params, query }) => {
      const n = num(params[0]);
      const pull = state.pulls.get(n);
      return pull ? paged(pull.files, query, `${baseUrl}/repos/${fullName}/pulls/${n}/files`) : notFound();
    }),
    R("GET", "/pulls/{n}", ({ params }) => {
      const pull = state.pulls.get(num(params[0]));
      return pull ? { status: 200, body: pullJson(pull) } : notFound();
    }),
    R("PATCH", "/pulls/{n}", ({ params, body }) => {
      const pull = state.pulls.get(num(params[0]));
      if (!pull) return notFound();
      if (typeof body.title === "string") pull.title = body.title;
      if (typeof body.body === "string") pull.body = body.body;
      if (body.state === "open" || body.state === "closed") pull.state = body.state;
      if (typeof body.base === "string") pull.base.ref = body.base;
      const issue = state.issues.get(pull.number);
      if (issue) Object.assign(issue, { title: pull.title, body: pull.body, state: pull.state });
      return { status: 200, body: pullJson(pull) };
    }),
    R("GET", "/pulls", ({ query }) => {
      let pulls = [...state.pulls.values()];
      const wanted = query.state ?? "open";
      if (wanted !== "all") pulls = pulls.filter((p) => p.state === wanted);
      if (query.head) {
        const [headOwner, headRef] = query.head.includes(":")
          ? query.head.split(":", 2)
          : [owner, query.head];
        pulls = pulls.filter(
          (p) => p.head.ref === headRef && p.head.repoFullName.split("/")[0] === headOwner,
        );
      }
      if (query.base) pulls = pulls.filter((p) => p.base.ref === query.base);
      return { status: 200, body: pulls.map(pullJson) };
    }),
    R("POST", "/pulls", ({ body }) => {
      const title = typeof body.title === "string" ? body.title : "";
      const headText = typeof body.head === "string" ? body.head : "";
      const baseRef = typeof body.base === "string" ? body.base : "";
      if (!title || !headText || !baseRef) return unprocessable("title, head and base are required");
      const [headOwner, headRef] = headText.includes(":") ? headText.split(":", 2) : [owner, headText];
      if (!headRef) return unprocessable("head is invalid");
      const duplicate = [...state.pulls.values()].find(
        (p) => p.state === "open" && p.head.ref === headRef && p.base.ref === baseRef,
      );
      if (duplicate) return unprocessable(`A pull request already exists for ${headOwner}:${headRef}.`);
      const sha = options.originDir ? gitSha(headRef) : "0".repeat(40);
      if (!sha) return unprocessable(`head: ${headRef} does not exist`);
      const pull = addPull({
        title,
        body: typeof body.body === "string" ? body.body : "",
        headRef,
        headSha: sha,
        baseRef,
        user: bot,
        draft: body.draft === true,
      });
      return { status: 201, body: pullJson(pull) };
    }),
    R("GET", "/pulls/{n}/commits", ({ params, query }) => {
      const n = num(params[0]);
      const pull = state.pulls.get(n);
      if (!pull) return notFound();
      // GitHub lists at most 250 commits of a pull request, however many it has.
      const commits = pullCommits(pull).slice(0, 250);
      return paged(commits, query, `${baseUrl}/repos/${fullName}/pulls/${n}/commits`);
    }),
    R("GET", "/branches/(.+)", ({ params }) => {
      const name = decodeURIComponent(params[0] ?? "");
      const sha = branchSha(name);
      if (!sha)
        return {
          status: 404,
          body: {
            message: "Branch not found",
            documentation_url: "https://docs.github.com/rest/branches/branches#get-a-branch",
          },
        };
      const branchUrl = `${baseUrl}/repos/${fullName}/branches/${encodeURIComponent(name)}`;
      return {
        status: 200,
        body: {
          name,
          commit: { sha, url: `${baseUrl}/repos/${fullName}/commits/${sha}` },
          _links: { self: branchUrl, html: `${htmlBase}/tree/${name}` },
          protected: false,
          protection_url: `${branchUrl}/protection`,
        },
      };
    }),
    R("GET", "/actions/runs/{id}/jobs", ({ params, query }) => {
      const run = state.runs.get(num(params[0]));
      if (!run) return notFound();
      // One attempt per run here, so `filter=latest` and `filter=all` list the same jobs.
      const page = paged(
        run.jobs.map((job) => jobJson(run, job)),
        query,
        `${baseUrl}/repos/${fullName}/actions/runs/${run.id}/jobs`,
      );
      return { ...page, body: { total_count: run.jobs.length, jobs: page.body } };
    }),
    R("GET", "/actions/runs/{id}", ({ params }) => {
      const run = state.runs.get(num(params[0]));
      return run ? { status: 200, body: runJson(run) } : notFound();
    }),
    R("GET", "/actions/jobs/{id}/logs", ({ params }) => {
      const found = findJob(num(params[0]));
      if (!found) return notFound();
      if (options.logsDirect) {
        const { log } = found.job;
        const text = typeof log === "string" ? log : [...log()].join("");
        return { status: 200, body: text, headers: { "content-type": "text/plain; charset=utf-8" } };
      }
      return {
        status: 302,
        headers: { location: `${logHostUrl}/job-logs/${found.job.id}/log.txt?sig=${logSignature}` },
      };
    }),
    R("GET", "/collaborators/{user}/permission", ({ params }) => {
      const login = decodeURIComponent(params[0] ?? "");
      const entry = options.permissions?.[login];
      if (!entry) return { status: 404, body: { message: `${login} is not a user` } };
      const pair =
        typeof entry === "string" ? { role_name: entry, permission: LEVEL_TO_PERMISSION[entry] } : entry;
      return { status: 200, body: { ...pair, user: { login, type: "User" } } };
    }),
    R("GET", "/contents/(.+)", ({ params, query, headers }) => {
      const path = decodeURIComponent(params[0] ?? "");
      const ref = query.ref ?? defaultBranch;
      const content = state.files.get(`${ref}:${path}`);
      if (content === undefined) {
        // A folder: the entries under it, files and folders, as GitHub lists them.
        const listed = folderEntries(state.files, ref, path);
        return listed.length > 0 ? { status: 200, body: listed } : notFound();
      }
      if (String(headers.accept ?? "").includes("application/vnd.github.raw")) {
        return {
          status: 200,
          body: content,
          headers: { "content-type": "application/vnd.github.raw; charset=utf-8" },
        };
      }
      return {
        status: 200,
        body: {
          type: "file",
          encoding: "base64",
          name: path.split("/").pop(),
          path,
          size: Buffer.byteLength(content),
          sha: "f".repeat(40),
          content: Buffer.from(content, "utf8").toString("base64"),
        },
      };
    }),
  ];

  function addPull(spec: Parameters<FakeGitHub["addPull"]>[0]): FakePull {
    const number = nextNumber++;
    const baseRef = spec.baseRef ?? defaultBranch;
    const headRepo = spec.headRepo ?? fullName;
    // A fork's branches are not in this repository's git.
    const headInOrigin = headRepo === fullName ? gitSha(spec.headRef) : undefined;
    const pull: FakePull = {
      number,
      title: spec.title ?? `Pull request ${number}`,
      body: spec.body ?? "",
      state: "open",
      draft: spec.draft ?? false,
      user: spec.user ?? user("octocat"),
      head: {
        ref: spec.headRef,
        sha: spec.headSha ?? headInOrigin ?? "1".repeat(40),
        repoFullName: headRepo,
      },
      base: { ref: baseRef, sha: gitSha(baseRef) ?? "2".repeat(40), repoFullName: fullName },
      files: spec.files ?? [],
    };
    if (!spec.files) {
      const computed = computeFiles(pull);
      if (computed) {
        pull.files = computed;
        filesFromGit.add(number);
      }
    }
    state.pulls.set(number, pull);
    state.issues.set(number, {
      number,
      title: pull.title,
      body: pull.body,
      user: pull.user,
      state: "open",
      labels: [],
      isPullRequest: true,
    });
    return pull;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://localhost");
    const path = url.pathname;
    const method = request.method ?? "GET";
    const raw = await readBody(request);
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      // Kept as text: a test can still see what was sent.
    }
    const query = Object.fromEntries(url.searchParams.entries());
    const record: RecordedRequest = { method, path, query, headers: request.headers, body, status: 0 };
    const token = tokenOf(request.headers.authorization);
    if (token !== undefined) record.token = token;
    requests.push(record);

    const rendered = method === "GET" && String(request.headers.accept ?? "").includes("full+json");
    const send = (reply: Reply) => {
      record.status = reply.status;
      const isText = typeof reply.body === "string";
      const replyBody = rendered
        ? withRenderedBodies(reply.body, (url) => fake.renderImage?.(url))
        : reply.body;
      const payload =
        replyBody === undefined ? "" : isText ? (replyBody as string) : JSON.stringify(replyBody);
      response.writeHead(reply.status, {
        "content-type": isText ? "text/plain; charset=utf-8" : "application/json; charset=utf-8",
        "x-ratelimit-limit": "5000",
        "x-ratelimit-remaining": "4999",
        ...reply.headers,
      });
      response.end(payload);
    };

    /** Runs the route for the request and hands its reply to `reply`. */
    const serve = (reply: (answer: Reply) => void) => {
      for (const route of routes) {
        if (route.method !== method) continue;
        const match = route.pattern.exec(path);
        if (!match) continue;
        const context: RouteContext = {
          params: match.slice(1),
          query,
          body: body !== null && typeof body === "object" ? (body as Record<string, unknown>) : {},
          headers: request.headers,
        };
        reply(route.handle(context));
        return;
      }
      reply(notFound());
    };

    const readOnly = token !== undefined && (options.readOnlyTokens ?? []).includes(token);
    const isGraphQL = method === "POST" && path === "/graphql";
    /** Answers an authorized request: GraphQL, a refused write, or a route of this repository. */
    const dispatch = (reply: (answer: Reply) => void) => {
      if (isGraphQL) {
        reply(
          answerGraphQL(body, {
            owner,
            repo,
            state,
            readOnly,
            isPublished,
            originalCommit: (c) => reviewCommentJson(c).original_commit_id,
          }),
        );
      } else if (readOnly && method !== "GET" && method !== "HEAD") {
        reply(READ_ONLY_REFUSAL);
      } else if (!path.startsWith(`/repos/${owner}/${repo}`)) {
        reply(notFound());
      } else {
        serve(reply);
      }
    };

    const delay = delayRules.find((r) => r.remaining > 0 && r.method === method && r.pattern.test(path));
    if (delay) {
      delay.remaining -= 1;
      await new Promise((resolve) => setTimeout(resolve, delay.ms));
    }
    const authorized =
      readOnly || !options.token || request.headers.authorization === `token ${options.token}`;
    const rule = faultRules.find((r) => r.remaining > 0 && r.method === method && r.pattern.test(path));
    const serveFirst = rule?.fault.afterServing === true;
    if (rule) {
      rule.remaining -= 1;
      // Served only as the request would be: with the token, on this repository.
      if (serveFirst && authorized) dispatch(() => {});
      send({
        status: rule.fault.status,
        body: rule.fault.body ?? { message: "Injected fault" },
        headers: rule.fault.headers,
      });
      return;
    }
    if (!authorized) {
      send({ status: 401, body: { message: "Bad credentials" } });
      return;
    }
    dispatch(send);
  }

  /** Sends a job's log in pieces, each after the reader took the last, so a reader that stops is seen. */
  const sendLog = async (response: ServerResponse, log: FakeJobLog, record: LogRequest): Promise<void> => {
    response.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
    const pieces = typeof log === "string" ? [log] : log();
    for (const piece of pieces) {
      const bytes = Buffer.from(piece, "utf8");
      for (let at = 0; at < bytes.length; at += LOG_PIECE_BYTES) {
        if (response.destroyed) return;
        const chunk = bytes.subarray(at, at + LOG_PIECE_BYTES);
        record.bytesSent += chunk.length;
        if (!response.write(chunk)) {
          await new Promise<void>((resolve) => {
            response.once("drain", resolve);
            response.once("close", resolve);
          });
        }
      }
    }
    if (response.destroyed) return;
    response.end();
    record.completed = true;
  };

  /** The storage host: serves a job's log at the signed address the API redirects to, without the token. */
  const logHost: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const authorization = request.headers.authorization;
    const record: LogRequest = {
      path: url.pathname,
      authorization: Array.isArray(authorization) ? authorization.join(", ") : authorization,
      signed: url.searchParams.get("sig") === logSignature,
      bytesSent: 0,
      completed: false,
    };
    logRequests.push(record);
    const id = /^\/job-logs\/(\d+)\/log\.txt$/.exec(url.pathname)?.[1];
    const found = id === undefined ? undefined : findJob(Number(id));
    if (request.method !== "GET" || !found || !record.signed) {
      // What the storage service answers an address that is not one it signed.
      response.writeHead(record.signed ? 404 : 403, { "content-type": "application/xml" });
      response.end(
        record.signed
          ? "<Error><Code>BlobNotFound</Code></Error>"
          : "<Error><Code>AuthenticationFailed</Code></Error>",
      );
      return;
    }
    sendLog(response, found.job.log, record).catch(() => response.destroy());
  });

  const server = createServer((request, response) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    response.on("close", () => {
      inFlight -= 1;
    });
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ message: String(error) }));
    });
  });
  baseUrl = await listenLocally(server);
  // Another port is another origin, as GitHub's log storage is another host.
  logHostUrl = await listenLocally(logHost);

  const fake: FakeGitHub = {
    url: baseUrl,
    owner,
    repo,
    defaultBranch,
    requests,
    state,
    fail(method, pathPattern, fault, times = 1) {
      faultRules.push({
        method: method.toUpperCase(),
        pattern: patternToRegExp(pathPattern),
        fault,
        remaining: times,
      });
    },
    slow(method, pathPattern, ms, times = Number.POSITIVE_INFINITY) {
      delayRules.push({
        method: method.toUpperCase(),
        pattern: patternToRegExp(pathPattern),
        ms,
        remaining: times,
      });
    },
    get maxInFlight() {
      return maxInFlight;
    },
    logHostUrl,
    logRequests,
    addWorkflowRun(spec) {
      const id = spec.id ?? nextId++;
      const headRepo = spec.headRepo ?? fullName;
      const jobs = spec.jobs.map((j): FakeJob => {
        const steps = (
          j.steps ?? [
            { name: "Set up job", conclusion: "success" },
            { name: `Run ${j.name}`, conclusion: j.conclusion },
            { name: "Complete job", conclusion: "success" },
          ]
        ).map((step, i): FakeJobStep => ({ number: i + 1, status: "completed", ...step }));
        return {
          id: j.id ?? nextId++,
          runId: id,
          name: j.name,
          status: "completed",
          conclusion: j.conclusion,
          steps,
          log: j.log ?? stepsLog(steps),
        };
      });
      const run: FakeWorkflowRun = {
        id,
        name: spec.name ?? "CI",
        headBranch: spec.headBranch,
        headSha:
          spec.headSha ?? (headRepo === fullName ? gitSha(spec.headBranch) : undefined) ?? "3".repeat(40),
        headRepo,
        event: spec.event ?? "push",
        status: "completed",
        conclusion: spec.conclusion ?? (jobs.some((j) => j.conclusion === "failure") ? "failure" : "success"),
        jobs,
      };
      state.runs.set(id, run);
      return run;
    },
    addIssue(spec) {
      const number = nextNumber++;
      const issue: FakeIssue = {
        number,
        title: spec.title,
        body: spec.body ?? "",
        user: spec.user ?? user("octocat"),
        state: spec.state ?? "open",
        stateReason: spec.stateReason ?? (spec.state === "closed" ? "completed" : null),
        ...(spec.closedAt === undefined ? {} : { closedAt: spec.closedAt }),
        labels: spec.labels ?? [],
        isPullRequest: false,
      };
      state.issues.set(number, issue);
      return issue;
    },
    addPull,
    addLabel: (spec) => makeLabel(spec),
    updatePullHead(pullNumber, newSha, files) {
      const pull = state.pulls.get(pullNumber);
      if (!pull) throw new Error(`the fake has no pull request #${pullNumber}`);
      const sha = newSha ?? (pull.head.repoFullName === fullName ? gitSha(pull.head.ref) : undefined);
      if (!sha) throw new Error(`no sha for the head of #${pullNumber}: give one, or push ${pull.head.ref}`);
      pull.head.sha = sha;
      pull.base.sha = gitSha(pull.base.ref) ?? pull.base.sha;
      if (files) {
        pull.files = files;
        filesFromGit.delete(pullNumber);
      } else if (filesFromGit.has(pullNumber)) {
        pull.files = computeFiles(pull) ?? [];
      }
      return pull;
    },
    addComment(issueNumber, body, author = user("octocat")) {
      return createIssueComment(issueNumber, body, author);
    },
    addReviewComment(pullNumber, spec) {
      const pull = state.pulls.get(pullNumber);
      if (spec.inReplyTo !== undefined) {
        const reply = createReply(pullNumber, spec.inReplyTo, spec.body, spec.user ?? user("octocat"));
        if (!reply) throw new Error(`the fake has no review comment ${spec.inReplyTo} on #${pullNumber}`);
        return reply;
      }
      if (spec.path === undefined) throw new Error("a review comment that is not a reply needs a path");
      const commitId = spec.commitId ?? pull?.head.sha;
      const comment: FakeReviewComment = {
        id: nextId++,
        pullNumber,
        body: spec.body,
        user: spec.user ?? user("octocat"),
        path: spec.path,
        line: spec.line,
        ...(spec.startLine === undefined ? {} : { startLine: spec.startLine }),
        side: "RIGHT",
        ...(commitId === undefined ? {} : { commitId }),
        ...(spec.reviewId === undefined ? {} : { reviewId: spec.reviewId }),
        diff_hunk: `@@ -1,1 +1,1 @@\n-old\n+new`,
        ...createdNow(),
      };
      state.reviewComments.push(comment);
      return comment;
    },
    outdateReviewComments(pullNumber, path) {
      const changed = state.reviewComments.filter(
        (c) => c.pullNumber === pullNumber && c.line !== undefined && (path === undefined || c.path === path),
      );
      for (const comment of changed) {
        comment.originalLine ??= comment.line;
        if (comment.startLine !== undefined) comment.originalStartLine ??= comment.startLine;
        comment.line = undefined;
        comment.startLine = undefined;
      }
      return changed;
    },
    reviewThreads: (pullNumber) => threadsOf(state, pullNumber, isPublished),
    setFile(path, content, ref = defaultBranch) {
      state.files.set(`${ref}:${path}`, content);
    },
    deleteComment(id) {
      state.comments = state.comments.filter((c) => c.id !== id);
      state.reviewComments = state.reviewComments.filter((c) => c.id !== id);
    },
    requestsTo(method, pathPattern) {
      const pattern = patternToRegExp(pathPattern);
      return requests.filter((r) => r.method === method.toUpperCase() && pattern.test(r.path));
    },
    async close() {
      await Promise.all(
        [server, logHost].map(
          (each) =>
            new Promise<void>((resolve) => {
              each.closeAllConnections();
              each.close(() => resolve());
            }),
        ),
      );
    },
  };
  return fake;
}

/** The entries of folder `path` at `ref` among `files` (keyed `ref:path`), as the contents API lists them. */
function folderEntries(files: ReadonlyMap<string, string>, ref: string, path: string) {
  const prefix = `${ref}:${path.replace(/\/+$/, "")}/`;
  const entries = new Map<string, "file" | "dir">();
  for (const key of files.keys()) {
    if (!key.startsWith(prefix)) continue;
    const [name, ...deeper] = key.slice(prefix.length).split("/");
    if (name) entries.set(name, deeper.length > 0 ? "dir" : "file");
  }
  return [...entries].map(([name, type]) => ({ type, name, path: `${path.replace(/\/+$/, "")}/${name}` }));
}
