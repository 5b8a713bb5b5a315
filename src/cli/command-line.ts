import { readFile, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Readable } from "node:stream";
import { parseArgs } from "node:util";
import type { InputName, Settings } from "../action/inputs.js";
import { mcpSecretValues, RunServers } from "../action/mcp-servers.js";
import { keepYoungGenerationSmall } from "../action/young-generation.js";
import { createCancellation } from "../agent/cancellation.js";
import type { LateTools } from "../agent/deferred-tools.js";
import { EventBus } from "../agent/events.js";
import type { RunResult } from "../agent/loop.js";
import { runSession } from "../agent/session.js";
import { fail, ok, type Result } from "../base/result.js";
import { JobLogPrinter } from "../report/job-log.js";
import { TrajectoryWriter } from "../report/trajectory.js";
import { describeSpend } from "../text/money.js";
import { createRedactor, isSecret } from "../text/redact.js";
import { commandEnvironment } from "../tools/env.js";
import { commandLineInputs, type InputValues } from "./command-line-inputs.js";
import { terminalSink } from "./dry-run/terminal-io.js";
import { EXIT_CODES, usage } from "./exit-codes.js";
import { readLocalInstructions } from "./local-instructions.js";
import { readTask } from "./task-text.js";
import { fileTimestamp, prepareTrajectoryFolder } from "./trajectory-folder.js";
import { VERSION } from "./version.js";

const HELP = `Usage: repo-agent [options] "task"             (a task of - is read from standard input)
       repo-agent [options] --task-file FILE
       repo-agent --event FILE --dry-run [options] ["task"]
       repo-agent check-workflow FILE…    (checks workflow files before you commit them)

Runs the Repo Agent loop on a local folder, printing each step. The agent edits the folder's files
for real and commits or pushes nothing. AGENTS.md at the root of the repository holding the folder
is read as standing instructions, as the action reads it.

Options (each also reads the environment variable in brackets):
  -C, --workspace DIR         folder to work in (default: the current folder)
      --task-file FILE        read the task from FILE; - reads it from standard input
      --provider NAME         anthropic or openai (default: anthropic) [REPO_AGENT_PROVIDER]
      --model NAME            model name (default: the provider's default) [REPO_AGENT_MODEL]
      --api-key KEY           API key [ANTHROPIC_API_KEY / OPENAI_API_KEY]
      --base-url URL          compatible endpoint [ANTHROPIC_BASE_URL / OPENAI_BASE_URL]
      --max-steps N           step limit (default: 50)
      --timeout-minutes N     time limit, fractions allowed (default: 30)
      --token-limit N         compaction threshold in tokens (default: 80000)
      --max-output-tokens N   output-token limit of one response (default: 16000)
      --max-cost USD          stop (exit 5) before a model call that could take the
                              spend past USD dollars
      --model-prices IN,OUT   US dollars per million input and output tokens, for a model
                              the built-in price table lacks
      --stream true|false     stream responses (default: true)
      --instructions TEXT     extra standing instructions, after AGENTS.md
      --allowed-env NAME[,NAME]
                              environment variables commands may see besides PATH, HOME,
                              TMPDIR, the locale, TZ, TERM, CI and the GITHUB_* descriptors
      --mcp-config FILE       MCP servers whose tools the agent gets, as JSON in the
                              .mcp.json shape (the mcp-servers input); a plain run starts
                              local servers as you, with the commands' environment
      --log-file FILE         trajectory file (default: trajectory-<time>.jsonl in
                              $XDG_STATE_HOME/repo-agent, else ~/.local/state/repo-agent, a
                              folder created readable by you alone); a dry run writes its
                              job summary beside it and leaves that folder alone
  -h, --help                  show this help
      --version               print the version

Trying a workflow event (the whole action flow, without touching GitHub):
      --event FILE            a webhook event payload (JSON); needs --dry-run
      --dry-run               work in a throwaway clone of HEAD whose origin is a temporary
                              repository, answer GitHub API calls locally, and print the
                              comments, pull request, branch and diff the run would create;
                              the trajectory and job summary are kept in the trajectory folder
                              (or at --log-file) and the temporary clone is removed at the end
      --keep                  keep the dry run's temporary folder (the clone, its origin, the
                              trajectory and the job summary) and print where it is
      --event-name NAME       the event's name (default: guessed from the payload)
      --trigger-phrase TEXT   the phrase comments must contain (default: /agent)
      --label-trigger NAME    the label that starts a run when added (default: agent)
      --assignee-trigger LOGIN
                              the login whose assignment starts a run (default: none)
      --mode MODE             auto, comment, pr or review (default: auto; review needs --event)
      --branch-prefix TEXT    prefix of created branches (default: agent/)
      --safe-outputs TEXT     the GitHub operations the agent may ask for, YAML or JSON as
                              the safe-outputs input takes them; the report lists each one
                              asked, applied to the stand-in or refused
      --output-schema SCHEMA  JSON Schema the run's result must satisfy: inline JSON, or a
                              path of a file in the repository; the report prints the result
      --staged                propose instead of publish: the commit waits on a proposal
                              branch and no operation is applied
      --allowed-domains LIST  hosts the agent's commands may reach and published text may
                              link to besides the GitHub server (default: defaults)
      --network MODE          allowlist (the commands reach only --allowed-domains, where
                              this machine can enforce it) or open (default: allowlist)
      --handoff DIR           the agent job of the two-job shape: publish nothing, write the
                              run's outcome and changes to DIR
      --apply-handoff DIR     the publish job: check DIR (written by --handoff for the same
                              event) and publish it to the stand-in, with no model call
  The "task" argument is the task input, for workflow_dispatch and schedule events.

Exit codes: 0 success, 1 error, 2 bad usage, 3 max_steps, 4 timeout, 5 budget, 130 cancelled.
`;

/** Flags that map one to one onto action inputs. */
const INPUT_FLAGS = [
  "provider",
  "model",
  "api-key",
  "base-url",
  "max-steps",
  "timeout-minutes",
  "token-limit",
  "max-output-tokens",
  "max-cost",
  "model-prices",
  "stream",
  "instructions",
  "allowed-env",
  "trigger-phrase",
  "label-trigger",
  "assignee-trigger",
  "mode",
  "branch-prefix",
  "safe-outputs",
  "output-schema",
  "allowed-domains",
  "network",
  "handoff",
  "apply-handoff",
] as const satisfies readonly InputName[];

/** Inputs the action's flow applies after the loop (on GitHub, or to the run's result): they need `--event`. */
const EVENT_ONLY_FLAGS = [
  "safe-outputs",
  "output-schema",
  "staged",
  "allowed-domains",
  "network",
  "handoff",
  "apply-handoff",
] as const;

/** Flags naming a folder: resolved against the current folder, as the dry run's workspace is a clone elsewhere. */
const FOLDER_FLAGS = ["handoff", "apply-handoff"] as const;

const inputOptions = Object.fromEntries(INPUT_FLAGS.map((name) => [name, { type: "string" }])) as Record<
  (typeof INPUT_FLAGS)[number],
  { type: "string" }
>;

/** Flags whose value is a number, or numbers: a negative one is still their value. */
const NUMERIC_FLAGS: ReadonlySet<string> = new Set([
  "--max-steps",
  "--timeout-minutes",
  "--token-limit",
  "--max-output-tokens",
  "--max-cost",
  "--model-prices",
]);

/** A value that starts with a dash and is a number all the same (`-1`, `-.5`, `-1,3`). */
const NEGATIVE_NUMBER = /^-\.?\d/;

/**
 * `argv` with a numeric flag and a negative value after it joined as `--flag=value`. parseArgs
 * would take `-1` for an option and call it ambiguous; joined, the value reaches the flag's own
 * check, whose message says what the flag takes. Nothing after `--` is touched.
 */
function joinNegativeValues(argv: readonly string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--") return [...joined, ...argv.slice(i)];
    const next = argv[i + 1];
    if (NUMERIC_FLAGS.has(arg) && next !== undefined && NEGATIVE_NUMBER.test(next)) {
      joined.push(`${arg}=${next}`);
      i++;
    } else joined.push(arg);
  }
  return joined;
}

/** The parsed flags; throws parseArgs' own error for an unknown flag or a missing value. */
function parseCommandLine(argv: string[]) {
  return parseArgs({
    args: joinNegativeValues(argv),
    allowPositionals: true,
    strict: true,
    options: {
      workspace: { type: "string", short: "C" },
      "task-file": { type: "string" },
      "log-file": { type: "string" },
      "mcp-config": { type: "string" },
      event: { type: "string" },
      "event-name": { type: "string" },
      "dry-run": { type: "boolean" },
      keep: { type: "boolean" },
      staged: { type: "boolean" },
      help: { type: "boolean", short: "h" },
      version: { type: "boolean" },
      ...inputOptions,
    },
  });
}

/** The plain run's log: steps on the standard output, local warnings on the standard error. */
const terminal = terminalSink(
  (line) => console.log(line),
  (line) => console.warn(line),
);

/** Why `path` (the `-C` folder, resolved) cannot be worked in; undefined when it is a folder. */
async function folderProblem(path: string): Promise<string | undefined> {
  try {
    if ((await stat(path)).isDirectory()) return undefined;
    return `-C ${path} is not a folder`;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === "ENOENT"
      ? `-C ${path}: there is no such folder`
      : `-C ${path}: ${(error as Error).message}`;
  }
}

/**
 * Runs the command line; returns the exit code (`EXIT_CODES`). `env` is the caller's environment
 * (the entry passes `process.env`), handed down to whatever needs it so nothing else reads it;
 * `stdin` is read only for a task given as `-`.
 */
export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv,
  stdin: Readable = process.stdin,
): Promise<number> {
  let parsed: ReturnType<typeof parseCommandLine>;
  try {
    parsed = parseCommandLine(argv);
  } catch (error) {
    return usage(`${(error as Error).message}\nRun "repo-agent --help" for the options.`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  if (values.version) {
    console.log(VERSION);
    return 0;
  }
  if (!values.event && (values["dry-run"] || values.keep || values["event-name"] !== undefined)) {
    return usage("--dry-run, --keep and --event-name go with --event FILE (see --help)");
  }
  const eventOnly = EVENT_ONLY_FLAGS.filter((name) => values[name] !== undefined);
  if (!values.event && eventOnly.length > 0) {
    const named = eventOnly.map((name) => `--${name}`).join(", ");
    return usage(
      `${named} ${eventOnly.length === 1 ? "goes" : "go"} with --event FILE --dry-run: the action's flow applies ${eventOnly.length === 1 ? "it" : "them"}, and a plain run is the agent loop alone (see --help)`,
    );
  }
  const workspace = resolve(values.workspace ?? ".");
  const problem = await folderProblem(workspace);
  if (problem) return usage(problem);
  const read = await readTask({ positionals, taskFile: values["task-file"], stdin });
  if (!read.ok) return usage(read.error);
  const task = read.value;
  const logFile = values["log-file"] === undefined ? undefined : resolve(values["log-file"]);
  const flags: InputValues = Object.fromEntries(
    INPUT_FLAGS.flatMap((name) => (values[name] !== undefined ? [[name, values[name]]] : [])),
  );
  if (values.staged) flags.staged = "true";
  if (values["mcp-config"] !== undefined) {
    const config = await readMcpConfig(values["mcp-config"]);
    if (!config.ok) return usage(config.error);
    flags["mcp-servers"] = config.value;
  }
  for (const name of FOLDER_FLAGS) {
    const folder = flags[name];
    if (folder) flags[name] = resolve(folder);
  }
  if (values.event) {
    if (!task && (values["task-file"] !== undefined || positionals.length > 0)) {
      return usage("the task is empty");
    }
    const { runEventLocally } = await import("./local-event.js");
    return runEventLocally({
      eventPath: resolve(values.event),
      eventName: values["event-name"],
      dryRun: values["dry-run"] === true,
      keep: values.keep === true,
      logFile,
      workspace,
      flags,
      task,
      env,
    });
  }
  if (!task) {
    const given = values["task-file"] !== undefined || positionals.length > 0;
    return usage(
      given
        ? "the task is empty; say what the agent should do"
        : 'no task given. Usage: repo-agent [options] "task", or --task-file FILE (see --help)',
    );
  }
  return runLocally({ flags, task, workspace, logFile, env });
}

/** The `--mcp-config` servers of a plain run, all in this process; a failure is a warning. */
function localServers(
  settings: Settings,
  where: { workspace: string; redact: (text: string) => string; env: NodeJS.ProcessEnv },
  late: LateTools,
): RunServers {
  const servers = new RunServers({ servers: settings.mcpServers, ...where }, late, []);
  servers.startRemote();
  servers.startLocal({ env: where.env });
  return servers;
}

/** The text of `--mcp-config FILE`, or why it cannot be read. */
async function readMcpConfig(file: string): Promise<Result<string>> {
  try {
    return ok(await readFile(resolve(file), "utf8"));
  } catch (error) {
    return fail(`--mcp-config ${file}: ${(error as Error).message}`);
  }
}

/** The last line of a local run: what it cost, or why that is unknown. */
function spendLine(result: RunResult, settings: Settings): string {
  if (result.cost === undefined) {
    return `Cost: unknown (no built-in price for model "${settings.model}"; --model-prices IN,OUT gives one)`;
  }
  return `Cost: ${describeSpend(result.cost, settings.maxCost)} for ${result.usage.inputTokens.toLocaleString("en-US")} input and ${result.usage.outputTokens.toLocaleString("en-US")} output tokens`;
}

interface LocalRun {
  /** Action inputs given as flags. */
  flags: InputValues;
  task: string;
  workspace: string;
  /** `--log-file`, resolved; the trajectory folder's new file when absent. */
  logFile: string | undefined;
  env: NodeJS.ProcessEnv;
}

/** A plain run: the agent loop on the folder itself, printing each step. */
async function runLocally({ flags, task, workspace, env, ...options }: LocalRun): Promise<number> {
  const inputs = commandLineInputs(flags, env, { task });
  if (!inputs.ok) return usage(inputs.error);
  const { settings } = inputs.value;
  if (settings.mode === "review") {
    // A review is posted on a pull request; a folder on its own has none.
    return usage(
      "--mode review reviews a pull request: give one with --event pull_request.json --dry-run (see --help)",
    );
  }
  let logFile = options.logFile;
  if (logFile === undefined) {
    const folder = await prepareTrajectoryFolder(env);
    if (!folder.ok) {
      console.error(`repo-agent: ${folder.error}. Remove it, or name a trajectory file with --log-file`);
      return EXIT_CODES.error;
    }
    logFile = join(folder.value, `trajectory-${fileTimestamp()}.jsonl`);
  }
  const instructions = await readLocalInstructions(workspace, settings.instructions, env);
  for (const warning of instructions.warnings) terminal.warning(warning);
  if (instructions.agentsFile) terminal.info(`Standing instructions: ${instructions.agentsFile}`);
  const secrets = [settings.apiKey, ...mcpSecretValues(settings.mcpServers)].filter(isSecret);
  const redact = createRedactor(secrets);
  const trajectory = new TrajectoryWriter(logFile, redact);
  const bus = new EventBus([trajectory, new JobLogPrinter(terminal, redact)]);
  // Local runs keep the user's own HOME: the agent works as that user anyway.
  const commands = commandEnvironment(env, { allowed: settings.allowedEnv, secrets });
  for (const warning of commands.warnings) terminal.warning(warning);
  const cancellation = createCancellation(settings.timeoutMinutes);
  try {
    const result = await runSession({
      settings,
      workspace,
      prompt: task,
      place: "local",
      ...(instructions.text ? { standingInstructions: instructions.text } : {}),
      bus,
      signal: cancellation.signal,
      commandEnv: commands.env,
      // Every server here, as the user: a plain run has no sandbox (its notices go to the terminal).
      moreTools: (late) => localServers(settings, { workspace, redact, env: commands.env }, late),
      runSettings: { "timeout-minutes": settings.timeoutMinutes, sandbox: "off" },
      // As the action does once its start-up is over: the loop's bursts do not grow the heap.
      onFirstRequestOut: keepYoungGenerationSmall,
    });
    if (result.conclusion === "success") console.log(`\n${result.response}`);
    console.log(`\nTrajectory: ${logFile}`);
    console.log(spendLine(result, settings));
    return EXIT_CODES[result.conclusion];
  } finally {
    cancellation.dispose();
    await bus.close();
  }
}
