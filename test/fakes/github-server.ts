import { execFileSync } from "node:child_process";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

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
  line?: number;
  diff_hunk: string;
  in_reply_to_id?: number;
  /** The pull request review the comment was left with, if any. */
  reviewId?: number;
  created_at: string;
  updated_at: string;
}

export interface FakeIssue {
  number: number;
  title: string;
  body: string;
  user: FakeUser;
  state: "open" | "closed";
  labels: string[];
  isPullRequest: boolean;
}

export interface FakePullFile {
  filename: string;
  status: string;
  additions: number;
  deletions: number;
  changes: number;
  patch?: string;
}

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

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  status: number;
}

/** A response served instead of the normal one. */
export interface Fault {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface FakeGitHubOptions {
  owner?: string;
  repo?: string;
  defaultBranch?: string;
  /** Repository access by login: a level, or the raw pair the endpoint returns. Unknown users get 404. */
  permissions?: Record<string, PermissionLevel | PermissionEntry>;
  /** When set, requests must carry `Authorization: token <token>` or get 401. */
  token?: string;
  /**
   * A bare git repository standing for the repository's git side. When set, creating a pull
   * request fails with 422 unless the head branch exists there, and records the head's real sha.
   */
  originDir?: string;
  /** The login the token belongs to: the author of comments, reactions and pull requests it creates. */
  botLogin?: string;
}

export interface FakeState {
  issues: Map<number, FakeIssue>;
  pulls: Map<number, FakePull>;
  comments: FakeIssueComment[];
  reviewComments: FakeReviewComment[];
  reactions: FakeReaction[];
  /** File contents by `ref:path`; a path under the default branch is also found with no ref. */
  files: Map<string, string>;
}

export interface FakeGitHub {
  url: string;
  owner: string;
  repo: string;
  requests: RecordedRequest[];
  state: FakeState;
  /** Serves `fault` for the next `times` requests whose method and path match (`*` matches one segment or more). */
  fail(method: string, pathPattern: string | RegExp, fault: Fault, times?: number): void;
  /** Delays the normal response of matching requests by `ms`, for the next `times` requests (default: all). */
  slow(method: string, pathPattern: string | RegExp, ms: number, times?: number): void;
  /** The most requests that were being served at the same moment. */
  readonly maxInFlight: number;
  addIssue(issue: Partial<FakeIssue> & { title: string }): FakeIssue;
  addPull(pull: {
    title?: string;
    body?: string;
    headRef: string;
    headSha?: string;
    headRepo?: string;
    baseRef?: string;
    files?: FakePullFile[];
    user?: FakeUser;
  }): FakePull;
  addComment(issueNumber: number, body: string, user?: FakeUser): FakeIssueComment;
  addReviewComment(
    pullNumber: number,
    comment: { body: string; path: string; line?: number; user?: FakeUser; reviewId?: number },
  ): FakeReviewComment;
  setFile(path: string, content: string, ref?: string): void;
  /** Removes a comment, as a person deleting it on github.com would. */
  deleteComment(id: number): void;
  /** Requests matching a method and a path pattern (same syntax as `fail`). */
  requestsTo(method: string, pathPattern: string | RegExp): RecordedRequest[];
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

function notFound(): Reply {
  return { status: 404, body: { message: "Not Found", documentation_url: "https://docs.github.com/rest" } };
}

function unprocessable(message: string): Reply {
  return {
    status: 422,
    body: { message: "Validation Failed", errors: [{ resource: "PullRequest", code: "custom", message }] },
  };
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

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
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
    reactions: [],
    files: new Map(),
  };
  let nextNumber = 1;
  let nextId = 1000;
  let baseUrl = "";
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
  const reviewCommentJson = (c: FakeReviewComment) => ({
    id: c.id,
    node_id: `PRRC_${c.id}`,
    body: c.body,
    user: userJson(c.user),
    path: c.path,
    line: c.line ?? null,
    diff_hunk: c.diff_hunk,
    in_reply_to_id: c.in_reply_to_id,
    created_at: c.created_at,
    updated_at: c.updated_at,
    html_url: `${htmlBase}/pull/${c.pullNumber}#discussion_r${c.id}`,
    pull_request_url: `${baseUrl}/repos/${fullName}/pulls/${c.pullNumber}`,
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
  const issueJson = (i: FakeIssue) => ({
    number: i.number,
    title: i.title,
    body: i.body,
    state: i.state,
    user: userJson(i.user),
    labels: i.labels.map((name) => ({ name })),
    comments: state.comments.filter((c) => c.issueNumber === i.number).length,
    html_url: `${htmlBase}/${i.isPullRequest ? "pull" : "issues"}/${i.number}`,
    ...(i.isPullRequest ? { pull_request: { url: `${baseUrl}/repos/${fullName}/pulls/${i.number}` } } : {}),
  });

  const gitSha = (ref: string): string | undefined => {
    if (!options.originDir) return undefined;
    try {
      // An explicit --git-dir: git checks who owns a repository it finds, not one it is given,
      // and the origin of a runner-user test belongs to that user.
      const args = [
        "--git-dir",
        options.originDir,
        "rev-parse",
        "--verify",
        "--quiet",
        `refs/heads/${ref}^{commit}`,
      ];
      return execFileSync("git", args, {
        cwd: options.originDir,
        encoding: "utf8",
        env: { ...process.env, GIT_CONFIG_NOSYSTEM: "1" },
      }).trim();
    } catch {
      return undefined;
    }
  };

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
      created_at: now(),
      updated_at: now(),
    };
    state.comments.push(comment);
    return comment;
  };

  const num = (text: string | undefined) => Number(text);
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
    R("GET", "/issues/{n}/comments", ({ params }) => {
      const n = num(params[0]);
      if (!state.issues.has(n)) return notFound();
      return { status: 200, body: state.comments.filter((c) => c.issueNumber === n).map(issueCommentJson) };
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
    R("POST", "/pulls/{n}/comments/{id}/replies", ({ params, body }) => {
      const n = num(params[0]);
      const parent = state.reviewComments.find((c) => c.id === num(params[1]) && c.pullNumber === n);
      if (!parent) return notFound();
      const reply: FakeReviewComment = {
        id: nextId++,
        pullNumber: n,
        body: String(body.body ?? ""),
        user: bot,
        path: parent.path,
        line: parent.line,
        diff_hunk: parent.diff_hunk,
        in_reply_to_id: parent.in_reply_to_id ?? parent.id,
        created_at: now(),
        updated_at: now(),
      };
      state.reviewComments.push(reply);
      return { status: 201, body: reviewCommentJson(reply) };
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
    R("GET", "/pulls/{n}/comments", ({ params }) => {
      const n = num(params[0]);
      return {
        status: 200,
        body: state.reviewComments.filter((c) => c.pullNumber === n).map(reviewCommentJson),
      };
    }),
    R("GET", "/pulls/{n}/reviews/{id}/comments", ({ params }) => {
      const [n, id] = [num(params[0]), num(params[1])];
      if (!state.pulls.has(n)) return notFound();
      const ofReview = state.reviewComments.filter((c) => c.pullNumber === n && c.reviewId === id);
      return { status: 200, body: ofReview.map(reviewCommentJson) };
    }),
    R("GET", "/pulls/{n}/files", ({ params }) => {
      const pull = state.pulls.get(num(params[0]));
      return pull ? { status: 200, body: pull.files } : notFound();
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
      if (content === undefined) return notFound();
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

  function addPull(spec: Parameters<FakeGitHub["addPull"]>[0] & { draft?: boolean }): FakePull {
    const number = nextNumber++;
    const pull: FakePull = {
      number,
      title: spec.title ?? `Pull request ${number}`,
      body: spec.body ?? "",
      state: "open",
      draft: spec.draft ?? false,
      user: spec.user ?? user("octocat"),
      head: {
        ref: spec.headRef,
        sha: spec.headSha ?? "1".repeat(40),
        repoFullName: spec.headRepo ?? fullName,
      },
      base: { ref: spec.baseRef ?? defaultBranch, sha: "2".repeat(40), repoFullName: fullName },
      files: spec.files ?? [],
    };
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
    requests.push(record);

    const send = (reply: Reply) => {
      record.status = reply.status;
      const isText = typeof reply.body === "string";
      const payload =
        reply.body === undefined ? "" : isText ? (reply.body as string) : JSON.stringify(reply.body);
      response.writeHead(reply.status, {
        "content-type": isText ? "text/plain; charset=utf-8" : "application/json; charset=utf-8",
        "x-ratelimit-limit": "5000",
        "x-ratelimit-remaining": "4999",
        ...reply.headers,
      });
      response.end(payload);
    };

    const delay = delayRules.find((r) => r.remaining > 0 && r.method === method && r.pattern.test(path));
    if (delay) {
      delay.remaining -= 1;
      await new Promise((resolve) => setTimeout(resolve, delay.ms));
    }
    const rule = faultRules.find((r) => r.remaining > 0 && r.method === method && r.pattern.test(path));
    if (rule) {
      rule.remaining -= 1;
      send({
        status: rule.fault.status,
        body: rule.fault.body ?? { message: "Injected fault" },
        headers: rule.fault.headers,
      });
      return;
    }
    if (options.token && request.headers.authorization !== `token ${options.token}`) {
      send({ status: 401, body: { message: "Bad credentials" } });
      return;
    }
    if (!path.startsWith(`/repos/${owner}/${repo}`)) {
      send(notFound());
      return;
    }
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
      send(route.handle(context));
      return;
    }
    send(notFound());
  }

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
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${address.port}`;

  return {
    url: baseUrl,
    owner,
    repo,
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
    addIssue(spec) {
      const number = nextNumber++;
      const issue: FakeIssue = {
        number,
        title: spec.title,
        body: spec.body ?? "",
        user: spec.user ?? user("octocat"),
        state: spec.state ?? "open",
        labels: spec.labels ?? [],
        isPullRequest: false,
      };
      state.issues.set(number, issue);
      return issue;
    },
    addPull,
    addComment(issueNumber, body, author = user("octocat")) {
      return createIssueComment(issueNumber, body, author);
    },
    addReviewComment(pullNumber, spec) {
      const comment: FakeReviewComment = {
        id: nextId++,
        pullNumber,
        body: spec.body,
        user: spec.user ?? user("octocat"),
        path: spec.path,
        line: spec.line,
        ...(spec.reviewId === undefined ? {} : { reviewId: spec.reviewId }),
        diff_hunk: `@@ -1,1 +1,1 @@\n-old\n+new`,
        created_at: now(),
        updated_at: now(),
      };
      state.reviewComments.push(comment);
      return comment;
    },
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
    close() {
      return new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
