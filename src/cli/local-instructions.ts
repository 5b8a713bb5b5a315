import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { agentsFileName, readWorkspaceInstructions } from "../github/context/standing-instructions.js";

const run = promisify(execFile);

/** The heading of the `--instructions` text in the standing instructions. */
const FLAG_HEADING = "Instructions given on the command line";

export interface LocalInstructions {
  /** AGENTS.md, then `--instructions`, each under a heading; `""` when there is neither. */
  text: string;
  /** The AGENTS.md that was read; undefined when none was. */
  agentsFile?: string;
  /** Why an AGENTS.md could not be read; the run goes on without it. */
  warnings: string[];
}

/**
 * The root of the git repository holding `workspace`, where AGENTS.md sits; the workspace itself
 * when it is in none (or git is missing). Never throws.
 */
async function repositoryRoot(workspace: string, env: NodeJS.ProcessEnv): Promise<string> {
  try {
    const { stdout } = await run("git", ["rev-parse", "--show-toplevel"], {
      cwd: workspace,
      env: { ...env, GIT_TERMINAL_PROMPT: "0" },
      encoding: "utf8",
    });
    return stdout.trim() || workspace;
  } catch {
    return workspace;
  }
}

/**
 * The standing instructions of a local run, as the action reads them for a manual run: AGENTS.md
 * at the root of the repository holding `workspace` (through the action's own reader, so the same
 * bounds, cleaning and symbolic-link rule apply), then the `--instructions` text. Never throws.
 */
export async function readLocalInstructions(
  workspace: string,
  instructions: string,
  env: NodeJS.ProcessEnv,
): Promise<LocalInstructions> {
  const root = await repositoryRoot(workspace, env);
  const read = await readWorkspaceInstructions(root, instructions, FLAG_HEADING);
  return {
    text: read.text,
    ...(read.source ? { agentsFile: join(root, agentsFileName) } : {}),
    warnings: read.warnings,
  };
}
