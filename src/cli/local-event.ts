import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative } from "node:path";
import { readEventFile } from "../action/event-file.js";
import { inputVariable } from "../action/inputs.js";
import type { ActionIO } from "../action/io.js";
import { run } from "../action/main.js";
import type { Conclusion } from "../agent/events.js";
import type { RepoRef } from "../github/trigger/types.js";
import { isWorkflowEvent, WORKFLOW_EVENTS, WORKFLOW_EVENTS_DOC } from "../github/trigger/workflow-events.js";
import { closestName } from "../text/edit-distance.js";
import { commandLineInputs, type InputValues } from "./command-line-inputs.js";
import { guessEventName, readPayloadFacts } from "./dry-run/event-payload.js";
import { startGitHubStandIn } from "./dry-run/github-stand-in.js";
import { choosePullBase, diffFiles, type PullFileJson } from "./dry-run/pull-files.js";
import { type PushedBranch, renderReport } from "./dry-run/report.js";
import type { StandInPull } from "./dry-run/stand-in/options.js";
import { dryRunIO } from "./dry-run/terminal-io.js";
import { createThrowawayRepo, type ThrowawayRepo } from "./dry-run/throwaway-repo.js";
import { EXIT_CODES, usage } from "./exit-codes.js";
import { fileTimestamp, prepareTrajectoryFolder } from "./trajectory-folder.js";

export interface LocalEventOptions {
  /** The webhook payload file (JSON), as GitHub would put at `GITHUB_EVENT_PATH`. */
  eventPath: string;
  /** `--event-name`; guessed from the payload's shape when absent. */
  eventName: string | undefined;
  /** Must be true: a local run never touches GitHub (see `--help`). */
  dryRun: boolean;
  /** `--keep`: leave the temporary folder (clone, origin, records) in place and say where. */
  keep: boolean;
  /**
   * `--log-file`: where the trajectory is copied to, the job summary going beside it (see
   * `summaryBeside`) and the trajectory folder left alone; the trajectory folder when absent.
   */
  logFile: string | undefined;
  /** A folder inside the repository to run on. */
  workspace: string;
  /** Action inputs given as flags, by input name. */
  flags: InputValues;
  /** The task given on the command line: the `task` input (for workflow_dispatch and schedule events). */
  task: string;
  /** The caller's environment: input fallbacks, the model's key, and what commands may see. */
  env: NodeJS.ProcessEnv;
}

/** The server the dry run pretends to be on; links in comments point there. */
const SERVER_URL = "https://github.com";
/** Stands for the workflow token; the stand-in accepts anything. */
const DUMMY_TOKEN = "dry-run-token";
/** Variables of the caller's environment that would be mistaken for the runner's. */
const RUNNER_VARIABLES = /^(GITHUB_|INPUT_|RUNNER_|ACTIONS_)/;

/** `owner/name` from a GitHub remote URL (https or ssh), when it looks like one. */
function repoFromRemote(url: string | undefined): RepoRef | undefined {
  const match = /[:/]([^/:]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url ?? "");
  return match?.[1] && match[2] ? { owner: match[1], repo: match[2] } : undefined;
}

interface RunnerFiles {
  /** The runner's `RUNNER_TEMP`. */
  root: string;
  /** The job summary, kept after the run for the user to read. */
  summary: string;
}

/** The environment a runner would give the action, pointing at the clone and the stand-in. */
function runnerEnv(
  options: LocalEventOptions,
  inputs: InputValues,
  context: { eventName: string; repo: RepoRef; workspace: string; apiUrl: string; files: RunnerFiles },
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(options.env).filter(([name]) => !RUNNER_VARIABLES.test(name)),
  );
  Object.assign(env, {
    GITHUB_EVENT_NAME: context.eventName,
    GITHUB_EVENT_PATH: options.eventPath,
    GITHUB_WORKSPACE: context.workspace,
    GITHUB_REPOSITORY: `${context.repo.owner}/${context.repo.repo}`,
    GITHUB_SERVER_URL: SERVER_URL,
    GITHUB_API_URL: context.apiUrl,
    GITHUB_RUN_ID: "1",
    GITHUB_RUN_NUMBER: "1",
    RUNNER_TEMP: context.files.root,
    GITHUB_STEP_SUMMARY: context.files.summary,
  });
  for (const [name, value] of Object.entries(inputs)) {
    if (value !== undefined) env[inputVariable(name)] = value;
  }
  // A dry run talks to no GitHub: the images an event points at stay where they are.
  env[inputVariable("images")] = "false";
  return env;
}

interface LocalPull {
  pull: StandInPull;
  /** Its changed files, from `pull.baseSha` to the head. */
  files: PullFileJson[];
}

/**
 * The pull request the event is about, with the clone's HEAD as its head (set up in origin) and
 * its files the diff from its base: the payload's base commit when the clone has it, else where
 * HEAD left the default branch. Without either it has no files, and says so.
 */
async function pullFor(
  options: { repo: ThrowawayRepo; fullName: string; env: NodeJS.ProcessEnv },
  facts: ReturnType<typeof readPayloadFacts>,
): Promise<LocalPull | undefined> {
  const { thread } = facts;
  if (!thread?.isPullRequest) return undefined;
  const { repo, env } = options;
  const headRef = thread.headRef ?? `pull-${thread.number}-head`;
  await repo.addPullHead(headRef, thread.number);
  const base = await choosePullBase({
    workspace: repo.workspace,
    source: repo.source,
    headSha: repo.headSha,
    payloadBaseSha: thread.baseSha,
    branchNames: [thread.baseRef, facts.defaultBranch, "main", "master"].filter(
      (name): name is string => name !== undefined,
    ),
    env,
  });
  let files: PullFileJson[] = [];
  if (base === undefined) {
    console.warn(
      `warning: no base found for pull request #${thread.number} (neither its base commit nor a default branch is in the repository), so it has no changed files`,
    );
  } else {
    try {
      files = await diffFiles(repo.workspace, base, repo.headSha, env);
    } catch (error) {
      console.warn(
        `warning: the changed files of pull request #${thread.number} could not be listed: ${(error as Error).message.split("\n")[0]}`,
      );
    }
  }
  return {
    pull: {
      headRef,
      headSha: repo.headSha,
      headRepo: thread.headRepo ?? options.fullName,
      baseRef: thread.baseRef ?? repo.branch ?? "main",
      baseSha: base ?? repo.headSha,
      draft: thread.draft ?? false,
    },
    files,
  };
}

/**
 * Runs the whole action flow (`run` of `src/action/main.ts`) for a webhook payload without touching
 * GitHub: in a throwaway clone whose `origin` is a temporary bare repository, against a local
 * stand-in for the REST API. Prints the run as the job log would show it, then what would have
 * been posted: each comment's final text, each pull request, each pushed branch with its diff.
 * Returns the exit code of the conclusion (`EXIT_CODES`); bad usage returns 2 before anything runs.
 * The temporary folder is removed at the end, its trajectory and job summary copied out first,
 * unless `keep` is set.
 */
export async function runEventLocally(options: LocalEventOptions): Promise<number> {
  if (!options.dryRun) {
    return usage(
      "--event needs --dry-run: a local run never posts to GitHub. Run the workflow on GitHub to act for real.",
    );
  }
  if (options.eventName !== undefined && !isWorkflowEvent(options.eventName)) {
    return usage(unknownEventName(options.eventName));
  }
  const event = await readEventFile(options.eventPath);
  if (!event.ok) return usage(event.error);
  const { payload } = event;
  const eventName = options.eventName ?? guessEventName(payload);
  if (!eventName) {
    return usage(`cannot tell which event ${options.eventPath} is; name it with --event-name`);
  }
  if (eventName === "workflow_run") {
    // A CI repair is decided by the failed run's branch, pull request, jobs and logs on GitHub,
    // none of which a throwaway clone has: a dry run would only say the branch is missing.
    return usage(
      'a dry run cannot stand in for a workflow_run event: a CI repair reads the failed run\'s jobs and logs from GitHub. Try the repair on your folder instead: repo-agent "make the failing checks pass"',
    );
  }
  const task = options.task || defaultReviewTask(eventName, options.flags);
  const checked = commandLineInputs(options.flags, options.env, {
    ...(task ? { task } : {}),
    // As on a runner: a user of the run's own where this machine allows it (root, or sudo without
    // a password), else commands run as the caller, which the dry run says once (`dryRunIO`).
    sandbox: "auto",
    "github-token": DUMMY_TOKEN,
  });
  if (!checked.ok) return usage(checked.error);
  const { inputs } = checked.value;

  // Without --keep the temporary folder goes, so its records move out first: beside --log-file
  // when it is given (the trajectory folder is then never needed), else to the trajectory folder.
  let recordsFolder: string | undefined;
  if (!options.keep && options.logFile === undefined) {
    const folder = await prepareTrajectoryFolder(options.env);
    if (!folder.ok) {
      console.error(
        `repo-agent: ${folder.error}. Remove it, name a trajectory file with --log-file (the job summary is then written beside it), or add --keep to keep everything in the dry run's temporary folder`,
      );
      return EXIT_CODES.error;
    }
    recordsFolder = folder.value;
  }

  const root = await mkdtemp(join(tmpdir(), "repo-agent-dry-run-"));
  const copied = await createThrowawayRepo(options.workspace, root, options.env);
  if (!copied.ok) {
    // Nothing ran, so there is nothing to keep, even with --keep.
    await rm(root, { recursive: true, force: true });
    return usage(copied.error);
  }
  try {
    const conclusion = await dryRun(options, {
      eventName,
      payload,
      inputs,
      repo: copied.value,
      root,
      ...(recordsFolder ? { recordsFolder } : {}),
    });
    if (options.keep) {
      console.log(
        `Kept the dry run's folder ${root}: ${basename(copied.value.workspace)}/ is the clone the agent worked in, ${basename(copied.value.origin)}/ stands for GitHub and holds the pushes.`,
      );
    }
    return EXIT_CODES[conclusion];
  } finally {
    if (!options.keep) await rm(root, { recursive: true, force: true });
  }
}

interface DryRunContext {
  eventName: string;
  payload: unknown;
  inputs: InputValues;
  repo: ThrowawayRepo;
  /** The temporary folder: the runner's `RUNNER_TEMP`, outputs and summary. */
  root: string;
  /**
   * The trajectory folder, where the trajectory and the job summary are copied before `root` is
   * removed; absent with --keep or --log-file.
   */
  recordsFolder?: string;
}

interface Records {
  /** The trajectory the report names; undefined when the run wrote none. */
  logFile: string | undefined;
  summary: string;
}

/**
 * Where the job summary of a dry run given `--log-file` goes: beside it, named after it
 * (`run.jsonl` gives `run.summary.md`).
 */
function summaryBeside(logFile: string): string {
  return `${logFile.endsWith(".jsonl") ? logFile.slice(0, -".jsonl".length) : logFile}.summary.md`;
}

/**
 * Copies the run's records out of the temporary folder, which is about to be removed: with
 * `--log-file` the trajectory to it and the job summary beside it, else both to the trajectory
 * folder. With --keep and no --log-file they stay where they are. A copy that fails is a warning,
 * and the report then names no file that will be gone.
 */
async function keepRecords(
  options: LocalEventOptions,
  context: DryRunContext,
  written: Records,
): Promise<Records> {
  const stamp = `dry-run-${fileTimestamp()}`;
  const folder = context.recordsFolder;
  // A file left in the temporary folder is still there afterwards only with --keep.
  const left = (from: string) => (options.keep ? from : undefined);
  const copy = async (from: string, to: string | undefined, what: string): Promise<string | undefined> => {
    if (to === undefined) return left(from);
    try {
      await mkdir(dirname(to), { recursive: true });
      await copyFile(from, to);
      return to;
    } catch (error) {
      console.warn(`warning: the ${what} could not be kept: ${(error as Error).message}`);
      return left(from);
    }
  };
  // The action names its trajectory in an output; only a file of this run's folder is copied.
  const ours =
    written.logFile !== undefined && !relative(context.root, written.logFile).startsWith("..")
      ? written.logFile
      : undefined;
  const logFile =
    ours === undefined
      ? undefined
      : await copy(
          ours,
          options.logFile ?? (folder ? join(folder, `${stamp}-trajectory.jsonl`) : undefined),
          "trajectory",
        );
  const summary = await copy(
    written.summary,
    options.logFile !== undefined
      ? summaryBeside(options.logFile)
      : folder
        ? join(folder, `${stamp}-summary.md`)
        : undefined,
    "job summary",
  );
  return { logFile, summary: summary ?? "" };
}

/**
 * Why `--event-name` cannot be: no workflow runs on it, so the run would only be skipped. Names
 * the event it is most likely a typo of, else where GitHub lists them.
 */
function unknownEventName(name: string): string {
  const near = closestName(name, WORKFLOW_EVENTS);
  return `--event-name ${name} is not a GitHub workflow event; ${
    near ? `did you mean ${near}?` : `the names are listed at ${WORKFLOW_EVENTS_DOC}`
  }`;
}

/** What a dry run of a pull request event asks when only `--mode review` is given. */
export const DEFAULT_REVIEW_TASK = "Review this pull request.";

/**
 * A pull request event needs the `task` input on GitHub; for a dry run with `--mode review` the
 * intent is plain, so a default stands in, and the run says what to put in the workflow.
 */
function defaultReviewTask(eventName: string, flags: InputValues): string {
  if (eventName !== "pull_request" || flags.mode?.trim().toLowerCase() !== "review") return "";
  console.warn(
    `note: no task given; using "${DEFAULT_REVIEW_TASK}". In a workflow, set the action's task input: a pull_request event without one is skipped.`,
  );
  return DEFAULT_REVIEW_TASK;
}

/** Starts the stand-in, runs the action, prints the report; returns the conclusion. */
async function dryRun(options: LocalEventOptions, context: DryRunContext): Promise<Conclusion> {
  const { eventName, repo, root } = context;
  const facts = readPayloadFacts(context.payload);
  const repoRef = facts.repo ??
    repoFromRemote(repo.sourceRemote) ?? { owner: "local", repo: basename(repo.source) };
  const fullName = `${repoRef.owner}/${repoRef.repo}`;
  const local = await pullFor({ repo, fullName, env: options.env }, facts);
  const standIn = await startGitHubStandIn({
    repo: repoRef,
    serverUrl: SERVER_URL,
    defaultBranch: repo.branch ?? "main",
    ...(facts.thread ? { thread: facts.thread } : {}),
    ...(facts.comment ? { comment: facts.comment } : {}),
    ...(local ? { pull: local.pull, pullFiles: async () => local.files } : {}),
    readFileAt: (ref, path) => repo.readFileAt(ref, path),
  });
  try {
    // A folder of its own, beside the clone: the sandbox keeps the agent out of RUNNER_TEMP, and
    // would have to leave it open were the clone inside.
    const runnerTemp = join(root, "runner-temp");
    await mkdir(runnerTemp);
    const files: RunnerFiles = { root: runnerTemp, summary: join(runnerTemp, "summary.md") };
    await writeFile(files.summary, "");
    console.log(
      [
        `Dry run of the ${eventName} event for ${fullName}, on a throwaway clone of ${repo.source} at ${repo.headSha.slice(0, 7)}.`,
        "GitHub calls go to a local stand-in and pushes to a temporary repository; the model is called as configured.",
        ...(repo.uncommitted > 0
          ? [
              `note: ${repo.uncommitted} uncommitted changes in your folder are not part of the run (commit them to include them).`,
            ]
          : []),
      ].join("\n"),
    );
    const before = await repo.branches();
    const env = runnerEnv(options, context.inputs, {
      eventName,
      repo: repoRef,
      workspace: repo.workspace,
      apiUrl: standIn.url,
      files,
    });
    const io = dryRunIO(files.summary);
    await runAction(env, context.payload, io);
    const pushed = await pushedBranches(repo, before);
    const records = await keepRecords(options, context, {
      logFile: io.outputs.get("log-file"),
      summary: files.summary,
    });
    const outputs = new Map(io.outputs);
    if (records.logFile === undefined) outputs.delete("log-file");
    else outputs.set("log-file", records.logFile);
    console.log(renderReport({ log: standIn.log, outputs, pushed }));
    if (records.summary) console.log(`Job summary: ${records.summary}`);
    return conclusionOf(io.outputs.get("conclusion"));
  } finally {
    await standIn.close();
  }
}

/**
 * Runs the action's `run(env, payload, io)` with the dry run's terminal as its host. A run that
 * throws (a bug: `run` reports its failures through `io`) is printed, and the missing conclusion
 * makes the exit code an error.
 */
async function runAction(env: NodeJS.ProcessEnv, payload: unknown, io: ActionIO): Promise<void> {
  try {
    await run(env, payload, io);
  } catch (error) {
    console.error(
      `repo-agent: the run failed unexpectedly: ${error instanceof Error ? error.stack : String(error)}`,
    );
  }
}

const CONCLUSIONS: ReadonlySet<string> = new Set(Object.keys(EXIT_CODES).filter((name) => name !== "usage"));

/** The `conclusion` output as a conclusion; a missing or unknown one is an error. */
function conclusionOf(output: string | undefined): Conclusion {
  return output !== undefined && CONCLUSIONS.has(output) ? (output as Conclusion) : "error";
}

/** Branches of the throwaway origin that the run created or moved, with their diffs. */
async function pushedBranches(repo: ThrowawayRepo, before: Map<string, string>): Promise<PushedBranch[]> {
  const after = await repo.branches();
  const pushed: PushedBranch[] = [];
  for (const [branch, sha] of after) {
    const old = before.get(branch);
    if (old === sha) continue;
    pushed.push({ branch, before: old, after: sha, diff: await repo.diff(old ?? repo.headSha, sha) });
  }
  return pushed;
}
