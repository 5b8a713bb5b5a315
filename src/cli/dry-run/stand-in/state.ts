import type { Thread } from "../event-payload.js";
import type { PullFileJson } from "../pull-files.js";
import type { PostedComment, StandInLog } from "./log.js";
import type { StandInOptions } from "./options.js";

/** Ids of what the stand-in creates start here, far from the ids in the payloads. */
export const FIRST_ID = 900_000_001;

/** What one stand-in keeps between requests; the route handlers read and change it. */
export interface StandInState {
  readonly options: StandInOptions;
  /** `owner/name`. */
  readonly fullName: string;
  /** The repository's page, for the `html_url` of everything in it. */
  readonly htmlBase: string;
  readonly log: StandInLog;
  /** The id the next thing created gets. */
  nextId: number;
  /** The number the next pull request opened gets: after the event's thread. */
  nextNumber: number;
  /** The pull request's files, once asked for. */
  files?: Promise<PullFileJson[]>;
  /**
   * The labels of each issue the run labelled, as they are after its writes: the event's thread
   * starts with the payload's, any other with none (the stand-in cannot know them).
   */
  issueLabels: Map<number, string[]>;
  /** Labels the run made in the repository: ones it gave an issue that the repository lacked, as GitHub makes them. */
  madeLabels: string[];
  /** Review threads the run resolved (GraphQL `resolveReviewThread`), by id. */
  resolvedThreads: Set<string>;
}

export function createState(options: StandInOptions): StandInState {
  const fullName = `${options.repo.owner}/${options.repo.repo}`;
  return {
    options,
    fullName,
    htmlBase: `${options.serverUrl.replace(/\/+$/, "")}/${fullName}`,
    log: { comments: [], operations: [], pulls: [], reactions: [], reviews: [], unserved: [] },
    nextId: FIRST_ID,
    nextNumber: (options.thread?.number ?? 0) + 1,
    issueLabels: new Map(),
    madeLabels: [],
    resolvedThreads: new Set(),
  };
}

export function takeId(state: StandInState): number {
  return state.nextId++;
}

/** The pull request's changed files, asked of the clone once. */
export function pullFiles(state: StandInState): Promise<PullFileJson[]> {
  state.files ??= state.options.pullFiles?.() ?? Promise.resolve([]);
  return state.files;
}

/** The event's thread when `number` (from a path) is its number; undefined for any other. */
export function threadNumbered(state: StandInState, number: string | undefined): Thread | undefined {
  const { thread } = state.options;
  return thread !== undefined && Number(number) === thread.number ? thread : undefined;
}

/** The event's thread for a person: `issue #12`, `pull request #3`. */
export function threadName(state: StandInState): string {
  const { thread } = state.options;
  return `${thread?.isPullRequest ? "pull request" : "issue"} #${thread?.number}`;
}

/** Records a new comment at `place`; `url` gives its page from its id. */
export function recordComment(
  state: StandInState,
  place: string,
  url: (id: number) => string,
  body: unknown,
): PostedComment {
  const id = takeId(state);
  const comment = { id, place, url: url(id), body: String(body ?? ""), writes: 1 };
  state.log.comments.push(comment);
  return comment;
}
