import type { Result } from "../../base/result.js";
import { clipMarked, stripInvisible } from "../../text/sanitize.js";
import { isPullRequestTrigger, type Trigger } from "../trigger/types.js";
import type { ThreadSource } from "./pull-request.js";
import {
  readTrustedFile,
  readWorkspaceFile,
  type TrustedFile,
  type TrustedFileFailure,
} from "./trusted-file.js";

/** The file at the repository root that holds standing instructions for agents. */
export const agentsFileName = "AGENTS.md";

/** Longest AGENTS.md, and longest `instructions` input, given to the model. */
export const maxStandingInstructionChars = 20_000;

/** For a pull request trigger, `client` and `pull` are needed: AGENTS.md is then read from its base. */
export interface StandingInstructionsOptions extends ThreadSource {
  /** The checked-out repository (`GITHUB_WORKSPACE`). */
  workspace: string;
  /** The `instructions` input; appended after AGENTS.md. */
  instructions: string;
}

export interface StandingInstructions {
  /** AGENTS.md, then the `instructions` input, each under a heading; `""` when there is neither. */
  text: string;
  /** Where AGENTS.md was read from, for the log; undefined when none was read. */
  source?: string;
  /** Why an AGENTS.md could not be read, for the log; the run goes on without it. */
  warnings: string[];
}

/** The heading of the `instructions` input's section. */
const workflowHeading = "Instructions from the workflow";

/**
 * The instructions the repository gives every run: `AGENTS.md` at its root and the
 * `instructions` input. For a pull request, AGENTS.md is read from the base commit of `pull`
 * through the contents API, because the checked-out head is the pull request's author's to change
 * (without `client` and `pull` it is not read, never taken from the workspace); for other events
 * from the workspace, as `readWorkspaceInstructions` reads it, with no request.
 * Invisible characters are removed and each part is bounded. Never throws.
 */
export async function readStandingInstructions(
  trigger: Trigger,
  options: StandingInstructionsOptions,
): Promise<StandingInstructions> {
  const read = await readTrustedFile(trigger, agentsFileName, options);
  return assemble(agentsFile(read, isPullRequestTrigger(trigger)), options.instructions, workflowHeading);
}

/**
 * Standing instructions taken from a checkout (every trigger but a pull request's, and local runs):
 * `AGENTS.md` at the root of `workspace` (a symbolic link is followed only when it stays inside
 * it), then `extra` under `heading` (by default the `instructions` input's). Invisible characters are
 * removed and each part is bounded. Never throws; an AGENTS.md that cannot be read comes back as
 * a warning.
 */
export async function readWorkspaceInstructions(
  workspace: string,
  extra: string,
  heading: string = workflowHeading,
): Promise<StandingInstructions> {
  return assemble(agentsFile(await readWorkspaceFile(agentsFileName, workspace), false), extra, heading);
}

function assemble(agents: AgentsFile, extra: string, heading: string): StandingInstructions {
  const sections: string[] = [];
  if (agents.text !== undefined && agents.text.trim() !== "") {
    sections.push(`Standing instructions from ${agentsFileName}:\n\n${bound(agents.text)}`);
  }
  if (extra.trim() !== "") {
    sections.push(`${heading}:\n\n${bound(extra.trim())}`);
  }
  return {
    text: sections.join("\n\n"),
    ...(agents.text !== undefined && agents.source ? { source: agents.source } : {}),
    warnings: agents.warning ? [agents.warning] : [],
  };
}

interface AgentsFile {
  text?: string;
  source?: string;
  warning?: string;
}

function bound(text: string): string {
  return clipMarked(stripInvisible(text).trim(), maxStandingInstructionChars);
}

/**
 * AGENTS.md as the trusted branch holds it (`readTrustedFile`, or the checkout alone for local
 * runs), said the way the log says it: a missing file is no warning, any other failure is one.
 */
function agentsFile(read: Result<TrustedFile, TrustedFileFailure>, onBase: boolean): AgentsFile {
  if (read.ok) return { text: read.value.text, source: read.value.from };
  switch (read.kind) {
    case "missing":
      return {};
    case "no-pull":
      return { warning: `${agentsFileName} was not read: the pull request was not given` };
    case "outside":
      return { warning: `${agentsFileName} links outside the workspace; it was not read` };
    default:
      return {
        warning: onBase
          ? `${agentsFileName} was not read from the base branch (${read.error})`
          : `${agentsFileName} in the workspace could not be read (${read.error})`,
      };
  }
}
