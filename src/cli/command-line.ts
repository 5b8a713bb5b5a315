import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { InputError, type InputName, parseSettings } from "../action/inputs.js";
import { createCancellation } from "../agent/cancellation.js";
import { EventBus } from "../agent/events.js";
import { runSession } from "../agent/session.js";
import { JobLogPrinter, type LogSink } from "../report/job-log.js";
import { TrajectoryWriter } from "../report/trajectory.js";
import { createRedactor, isSecret } from "../text/redact.js";
import { commandEnvironment } from "../tools/env.js";
import { EXIT_CODES } from "./exit-codes.js";

const HELP = `Usage: repo-agent [options] "task"

Runs the Repo Agent loop on a local folder, printing each step.

Options (each also reads the environment variable in brackets):
  -C, --workspace DIR         folder to work in (default: the current folder)
      --provider NAME         anthropic or openai (default: anthropic) [REPO_AGENT_PROVIDER]
      --model NAME            model name (default: the provider's default) [REPO_AGENT_MODEL]
      --api-key KEY           API key [ANTHROPIC_API_KEY / OPENAI_API_KEY]
      --base-url URL          compatible endpoint [ANTHROPIC_BASE_URL / OPENAI_BASE_URL]
      --max-steps N           step limit (default: 50)
      --timeout-minutes N     time limit, fractions allowed (default: 30)
      --token-limit N         compaction threshold in tokens (default: 80000)
      --max-output-tokens N   output-token limit of one response (default: 16000)
      --stream true|false     stream responses (default: true)
      --instructions TEXT     extra standing instructions (AGENTS.md is read too)
      --allowed-env NAME[,NAME]
                              environment variables commands may see besides PATH, HOME,
                              TMPDIR, the locale, TZ, TERM, CI and the GITHUB_* descriptors
      --log-file FILE         trajectory file (default: <temp dir>/repo-agent/trajectory-<time>.jsonl)
  -h, --help                  show this help

Trying a workflow event (the whole action flow, without touching GitHub):
      --event FILE            a webhook event payload (JSON); needs --dry-run
      --dry-run               work in a throwaway clone of HEAD whose origin is a temporary
                              repository, answer GitHub API calls locally, and print the
                              comments, pull request, branch and diff the run would create
      --event-name NAME       the event's name (default: guessed from the payload)
      --trigger-phrase TEXT   the phrase comments must contain (default: /agent)
      --mode MODE             auto, comment or pr (default: auto)
      --branch-prefix TEXT    prefix of created branches (default: agent/)
  The "task" argument is the task input, for workflow_dispatch and schedule events.

Exit codes: 0 success, 1 error, 2 bad usage, 3 max_steps, 4 timeout, 130 cancelled.
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
  "stream",
  "instructions",
  "allowed-env",
  "trigger-phrase",
  "mode",
  "branch-prefix",
] as const satisfies readonly InputName[];

class UsageError extends Error {}

const inputOptions = Object.fromEntries(INPUT_FLAGS.map((name) => [name, { type: "string" }])) as Record<
  (typeof INPUT_FLAGS)[number],
  { type: "string" }
>;

function parseCommandLine(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        workspace: { type: "string", short: "C" },
        "log-file": { type: "string" },
        event: { type: "string" },
        "event-name": { type: "string" },
        "dry-run": { type: "boolean" },
        help: { type: "boolean", short: "h" },
        ...inputOptions,
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

const terminal: LogSink = {
  info: (text) => console.log(text),
  warning: (text) => console.warn(`warning: ${text}`),
  startGroup: (title) => console.log(`\n── ${title} ──`),
  endGroup: () => {},
};

/**
 * Runs the command line; returns the exit code (`EXIT_CODES`). `env` is the caller's environment
 * (the entry passes `process.env`), handed down to whatever needs it so nothing else reads it.
 */
export async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  let parsed: ReturnType<typeof parseCommandLine>;
  try {
    parsed = parseCommandLine(argv);
  } catch (error) {
    console.error(`repo-agent: ${(error as Error).message}\nRun "repo-agent --help" for the options.`);
    return EXIT_CODES.usage;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  if (!values.event && (values["dry-run"] || values["event-name"] !== undefined)) {
    console.error("repo-agent: --dry-run and --event-name go with --event FILE (see --help)");
    return EXIT_CODES.usage;
  }
  if (values.event) {
    const { runEventLocally } = await import("./local-event.js");
    return runEventLocally({
      eventPath: resolve(values.event),
      eventName: values["event-name"],
      dryRun: values["dry-run"] === true,
      workspace: resolve(values.workspace ?? "."),
      flags: Object.fromEntries(
        INPUT_FLAGS.flatMap((n) => (values[n] !== undefined ? [[n, values[n]]] : [])),
      ),
      task: positionals.join(" "),
      env,
    });
  }
  const task = positionals.join(" ").trim();
  if (!task) {
    console.error('repo-agent: no task given. Usage: repo-agent [options] "task" (see --help)');
    return EXIT_CODES.usage;
  }
  const raw: Partial<Record<InputName, string>> = { task };
  for (const name of INPUT_FLAGS) {
    const flag = values[name];
    const fromEnv =
      name === "provider" || name === "model" ? env[`REPO_AGENT_${name.toUpperCase()}`] : undefined;
    const value = flag ?? fromEnv;
    if (value !== undefined) raw[name] = value;
  }
  let settings: ReturnType<typeof parseSettings>;
  try {
    settings = parseSettings(raw, env);
  } catch (error) {
    if (error instanceof InputError) {
      console.error(`repo-agent: ${error.message}`);
      return EXIT_CODES.usage;
    }
    throw error;
  }
  const workspace = resolve(values.workspace ?? ".");
  const logFile = resolve(
    values["log-file"] ??
      `${join(tmpdir(), "repo-agent")}/trajectory-${new Date().toISOString().replace(/[:.]/g, "-")}.jsonl`,
  );
  const secrets = [settings.apiKey].filter(isSecret);
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
      standingInstructions: settings.instructions,
      bus,
      signal: cancellation.signal,
      commandEnv: commands.env,
      runSettings: { "timeout-minutes": settings.timeoutMinutes, sandbox: "off" },
    });
    if (result.conclusion === "success") console.log(`\n${result.response}`);
    console.log(`\nTrajectory: ${logFile}`);
    return EXIT_CODES[result.conclusion];
  } finally {
    cancellation.dispose();
    await bus.close();
  }
}
