import { Type } from "@sinclair/typebox";
import { fail, ok, type Result } from "../../base/result.js";
import { describeRequestError, type GitHubClient, requestAs, responseStatus } from "../client.js";
import type { RepoRef } from "../trigger/types.js";
import { logExcerpt } from "./log-excerpt.js";

/**
 * What failed in a GitHub Actions run, read for the model: the failed jobs, their failed steps,
 * and the end of each failed job's log. Needs `actions: read`.
 */

export interface FailedStep {
  number: number;
  name: string;
  conclusion: string;
}

export interface FailedJob {
  id: number;
  name: string;
  conclusion: string;
  htmlUrl?: string;
  /** Steps whose conclusion is failure / timed_out / cancelled, in order. */
  failedSteps: FailedStep[];
  /** The log's tail as the model gets it, or why it could not be read. */
  log: Result<{ excerpt: string; cut: boolean }>;
}

export interface FailedRun {
  failed: FailedJob[];
  /** failed jobs past maxJobs, named only */
  more: string[];
  totalJobs: number;
}

export interface FailedJobsOptions {
  /** Failed jobs whose logs are read; the rest are named in `more`. Default `DEFAULT_MAX_JOBS`. */
  maxJobs?: number;
  /** Longest excerpt of one job's log, in characters. Default `DEFAULT_MAX_LOG_CHARS`. */
  maxLogChars?: number;
  /** Most bytes read of one log; reading stops there. Default `DEFAULT_MAX_LOG_BYTES`. */
  maxLogBytes?: number;
  /** How long reading one job's log may take, the redirect included. Default `DEFAULT_LOG_TIMEOUT_MS`. */
  timeoutMs?: number;
  /** Applied to each log before and after it is cut (the run's secrets). */
  redact?: (text: string) => string;
}

export const DEFAULT_MAX_JOBS = 5;
export const DEFAULT_MAX_LOG_CHARS = 12_000;
export const DEFAULT_MAX_LOG_BYTES = 50 * 1024 * 1024;
export const DEFAULT_LOG_TIMEOUT_MS = 60_000;
/**
 * Bytes of a log's end kept while it is read: far more than an excerpt shows, so the last error
 * and what led to it are in them, and a 50 MB log never sits in memory whole.
 */
export const LOG_TAIL_BYTES = 1024 * 1024;

const PAGE_SIZE = 100;
/** Pages of jobs read at most: 500 jobs, more than any matrix GitHub runs at once (256). */
const MAX_PAGES = 5;

/**
 * A job that failed on its own. `cancelled` is not one: with `fail-fast` GitHub cancels the
 * other jobs of a matrix when one fails, and their logs end where they were stopped, saying
 * nothing about the failure; a run a person cancelled does not conclude `failure` at all.
 */
const FAILED_JOB = new Set(["failure", "timed_out"]);
/** Inside a failed job, a step that was running when the job timed out is `cancelled`, and is where it stopped. */
const FAILED_STEP = new Set(["failure", "timed_out", "cancelled"]);

const nullableString = Type.Union([Type.String(), Type.Null()]);
const jobsPageSchema = Type.Object({
  total_count: Type.Integer(),
  jobs: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      conclusion: nullableString,
      html_url: Type.Optional(nullableString),
      steps: Type.Optional(
        Type.Array(Type.Object({ number: Type.Integer(), name: Type.String(), conclusion: nullableString })),
      ),
    }),
  ),
});

type JobLog = FailedJob["log"];

interface LogLimits {
  maxLogChars: number;
  maxLogBytes: number;
  timeoutMs: number;
  redact: (text: string) => string;
}

const ACTIONS_READ = "give the workflow `permissions: actions: read`";

/**
 * The failed jobs of run `runId` (its latest attempt), their failed steps, and an excerpt of the
 * first `maxJobs` jobs' logs, read at the same time. Never throws: a run whose jobs cannot be
 * listed comes back as a failure; a log that cannot be read is that job's failed `log`, and the
 * other jobs keep theirs.
 */
export async function fetchFailedJobs(
  client: GitHubClient,
  repo: RepoRef,
  runId: number,
  options: FailedJobsOptions = {},
): Promise<Result<FailedRun, { status?: number }>> {
  const listed = await listJobs(client, repo, runId);
  if (!listed.ok) return listed;
  const limits: LogLimits = {
    maxLogChars: options.maxLogChars ?? DEFAULT_MAX_LOG_CHARS,
    maxLogBytes: options.maxLogBytes ?? DEFAULT_MAX_LOG_BYTES,
    timeoutMs: options.timeoutMs ?? DEFAULT_LOG_TIMEOUT_MS,
    redact: options.redact ?? ((text) => text),
  };
  const failedJobs = listed.value.jobs.filter((job) => FAILED_JOB.has(job.conclusion ?? ""));
  const maxJobs = Math.max(0, options.maxJobs ?? DEFAULT_MAX_JOBS);
  const failed = await Promise.all(
    failedJobs.slice(0, maxJobs).map(
      async (job): Promise<FailedJob> => ({
        id: job.id,
        name: job.name,
        conclusion: job.conclusion ?? "",
        ...(job.html_url ? { htmlUrl: job.html_url } : {}),
        failedSteps: (job.steps ?? [])
          .filter((step) => FAILED_STEP.has(step.conclusion ?? ""))
          .sort((a, b) => a.number - b.number)
          .map((step) => ({ number: step.number, name: step.name, conclusion: step.conclusion ?? "" })),
        log: await readJobLog(client, repo, job.id, limits),
      }),
    ),
  );
  return ok({
    failed,
    more: failedJobs.slice(maxJobs).map((job) => job.name),
    totalJobs: listed.value.total,
  });
}

type ListedJob = (typeof jobsPageSchema)["static"]["jobs"][number];

async function listJobs(
  client: GitHubClient,
  repo: RepoRef,
  runId: number,
): Promise<Result<{ jobs: ListedJob[]; total: number }, { status?: number }>> {
  const jobs: ListedJob[] = [];
  let total = 0;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const fetched = await requestAs(
      client,
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs",
      { owner: repo.owner, repo: repo.repo, run_id: runId, filter: "latest", per_page: PAGE_SIZE, page },
      jobsPageSchema,
    );
    if (!fetched.ok) {
      if (fetched.status !== 403) return fetched;
      return { ...fetched, error: `${fetched.error}; ${ACTIONS_READ} so the token can list the run's jobs` };
    }
    total = fetched.value.total_count;
    jobs.push(...fetched.value.jobs);
    if (fetched.value.jobs.length < PAGE_SIZE || jobs.length >= total) break;
  }
  return ok({ jobs, total });
}

/**
 * What Octokit resolves with. `GitHubClient` names only `data`; the status and headers are read
 * as optional because a redirect has to be seen, not followed.
 */
interface RawResponse {
  data: unknown;
  status?: number;
  url?: string;
  headers?: Record<string, unknown>;
}

/**
 * One job's log. GitHub answers with a redirect to a signed address on its storage host; that
 * address is fetched here without the token, which must never leave the API. A server that
 * answers with the log itself (some GitHub Enterprise Server setups, proxies) works too.
 */
async function readJobLog(
  client: GitHubClient,
  repo: RepoRef,
  jobId: number,
  limits: LogLimits,
): Promise<JobLog> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let response: RawResponse;
  try {
    response = await client.request("GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs", {
      owner: repo.owner,
      repo: repo.repo,
      job_id: jobId,
      // Followed by the client, the redirect would carry the token to the storage host.
      request: { redirect: "manual", parseSuccessResponseBody: false, signal },
    });
  } catch (error) {
    return fail(signal.aborted ? timedOut(limits) : logRefused(error));
  }
  const status = response.status ?? 200;
  if (status < 300 || status >= 400) return excerptOf(response.data, limits, signal);
  await discard(response.data);
  const location = response.headers?.location;
  const target = typeof location === "string" ? parseUrl(location, response.url) : undefined;
  if (!target) {
    return fail(`GitHub answered HTTP ${status} for the job's log without a usable Location`);
  }
  let stored: Response;
  try {
    // No Authorization header: the address carries its own short-lived signature.
    stored = await fetch(target, { signal, redirect: "follow" });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return fail(signal.aborted ? timedOut(limits) : `reading the log from ${target.host} failed: ${reason}`);
  }
  if (!stored.ok) {
    await discard(stored.body);
    return fail(
      `the log's storage host ${target.host} answered HTTP ${stored.status}; the signed address may have expired, run again to get a new one`,
    );
  }
  return excerptOf(stored.body, limits, signal);
}

/** An http(s) address from a Location header, resolved against the address it answered; undefined otherwise. */
function parseUrl(location: string, base: string | undefined): URL | undefined {
  try {
    const url = new URL(location, base);
    return url.protocol === "https:" || url.protocol === "http:" ? url : undefined;
  } catch {
    return undefined;
  }
}

/** What to do about a refused log, by status. */
function logRefused(error: unknown): string {
  const said = describeRequestError(error);
  switch (responseStatus(error)) {
    case 403:
      return `${said}; ${ACTIONS_READ} so the token can read job logs`;
    case 404:
      return `${said}; the log was deleted, or the token cannot read this repository's Actions (${ACTIONS_READ})`;
    case 410:
      return `${said}; the log has expired (GitHub keeps logs for the repository's retention period): re-run the job for a new one`;
    default:
      return said;
  }
}

/** The status of a `RequestError`, read structurally as `describeRequestError` does. */
function timedOut(limits: LogLimits): string {
  return `reading the log took longer than ${duration(limits.timeoutMs)}; gave up`;
}

function duration(ms: number): string {
  return ms < 1_000 ? `${ms} ms` : `${Math.round(ms / 1_000)} s`;
}

/**
 * A web stream, checked by shape: the client's fetch (undici's, bundled) and the global one may
 * not share a class.
 */
function isStream(body: unknown): body is ReadableStream<unknown> {
  return (
    typeof body === "object" && body !== null && typeof (body as ReadableStream).getReader === "function"
  );
}

/** Releases a response body nobody will read, so its connection closes. */
async function discard(body: unknown): Promise<void> {
  // A body already closed or broken may refuse; nothing was wanted from it, so that is passed over.
  if (isStream(body)) await body.cancel().catch(() => {});
}

/** A body read up to the byte bound (or the timeout), cut to the excerpt the model gets. */
async function excerptOf(body: unknown, limits: LogLimits, signal: AbortSignal): Promise<JobLog> {
  const ring = new TailRing(LOG_TAIL_BYTES);
  let stopped: "size" | "time" | undefined;
  const take = (chunk: Uint8Array): boolean => {
    const room = limits.maxLogBytes - ring.total;
    ring.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
    if (chunk.length > room) stopped = "size";
    return stopped === undefined;
  };
  if (isStream(body)) {
    const reader = body.getReader();
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        if (!(read.value instanceof Uint8Array) || !take(read.value)) break;
      }
    } catch (error) {
      if (!signal.aborted || ring.total === 0) {
        const reason = error instanceof Error ? error.message : String(error);
        return fail(signal.aborted ? timedOut(limits) : `reading the log failed: ${reason}`);
      }
      stopped = "time";
    } finally {
      // Only to free the connection when reading stopped early; a stream that already ended or
      // failed may refuse, and what was read stands either way.
      await reader.cancel().catch(() => {});
    }
  } else if (typeof body === "string") {
    take(new TextEncoder().encode(body));
  } else if (body instanceof ArrayBuffer || body instanceof Uint8Array) {
    take(body instanceof Uint8Array ? body : new Uint8Array(body));
  }

  const { text, earlierLines } = ring.text();
  const note =
    stopped === "size"
      ? `[only the first ${megabytes(limits.maxLogBytes)} of the log were read; its end is not shown]`
      : stopped === "time"
        ? `[reading the log stopped after ${duration(limits.timeoutMs)}; its end is not shown]`
        : "";
  // Redacted before the cut, so a secret split by it is not half shown, and after, for one that
  // escape codes or a progress line's overwrites kept apart in the raw text.
  const excerpt = logExcerpt(limits.redact(text), limits.maxLogChars - (note ? note.length + 1 : 0), {
    earlierLines,
  });
  const shown = limits.redact(excerpt.text);
  return ok({ excerpt: note ? `${shown}\n${note}` : shown, cut: excerpt.cut || stopped !== undefined });
}

function megabytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${bytes} bytes`;
}

/** The last `capacity` bytes of a stream, and how many lines went before them. */
class TailRing {
  private chunks: Uint8Array[] = [];
  private kept = 0;
  private droppedBytes = 0;
  /** Newlines in the dropped bytes. */
  private droppedLines = 0;
  /** Bytes pushed in all. */
  total = 0;

  constructor(private readonly capacity: number) {}

  push(chunk: Uint8Array): void {
    this.chunks.push(chunk);
    this.kept += chunk.length;
    this.total += chunk.length;
    for (
      let first = this.chunks[0];
      first && this.kept - first.length >= this.capacity;
      first = this.chunks[0]
    ) {
      this.drop(first);
      this.chunks.shift();
    }
  }

  /**
   * The kept bytes as text. When the start was dropped, the first kept line goes too (it may be
   * the end of a line), so the text starts at a line and a character boundary; `earlierLines`
   * counts every line not in it.
   */
  text(): { text: string; earlierLines: number } {
    const all = Buffer.concat(this.chunks);
    const over = Math.max(0, all.length - this.capacity);
    if (this.droppedBytes + over === 0) return { text: new TextDecoder().decode(all), earlierLines: 0 };
    const newline = all.indexOf(0x0a, over);
    const start = newline < 0 ? all.length : newline + 1;
    return {
      text: new TextDecoder().decode(all.subarray(start)),
      earlierLines: this.droppedLines + newlines(all.subarray(0, over)) + 1,
    };
  }

  private drop(chunk: Uint8Array): void {
    this.kept -= chunk.length;
    this.droppedBytes += chunk.length;
    this.droppedLines += newlines(chunk);
  }
}

function newlines(bytes: Uint8Array): number {
  let count = 0;
  for (let at = bytes.indexOf(0x0a); at >= 0; at = bytes.indexOf(0x0a, at + 1)) count += 1;
  return count;
}
