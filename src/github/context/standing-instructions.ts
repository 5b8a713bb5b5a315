import { readFile, realpath } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { Type } from "@sinclair/typebox";
import { clipMarked, stripInvisible } from "../../text/sanitize.js";
import { requestAs } from "../client.js";
import { isPullRequestTrigger, type RepoRef, type Trigger } from "../trigger/types.js";
import type { ThreadSource } from "./pull-request.js";

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
  if (!isPullRequestTrigger(trigger)) {
    return readWorkspaceInstructions(options.workspace, options.instructions);
  }
  return assemble(await fromBaseBranch(trigger.repo, options), options.instructions, workflowHeading);
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
  return assemble(await fromWorkspace(workspace), extra, heading);
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

const contentSchema = Type.Object({
  type: Type.String(),
  encoding: Type.Optional(Type.String()),
  content: Type.Optional(Type.String()),
});

async function fromBaseBranch(repo: RepoRef, source: ThreadSource): Promise<AgentsFile> {
  const { client } = source;
  const pull = await source.pull;
  if (!client || !pull) return { warning: `${agentsFileName} was not read: the pull request was not given` };
  const ref = pull.baseSha;
  const file = await requestAs(
    client,
    "GET /repos/{owner}/{repo}/contents/{path}",
    { owner: repo.owner, repo: repo.repo, path: agentsFileName, ref },
    contentSchema,
  );
  if (!file.ok) {
    return file.status === 404
      ? {}
      : { warning: `${agentsFileName} was not read from the base branch (${file.error})` };
  }
  const { type, encoding, content } = file.value;
  if (type !== "file" || encoding !== "base64" || content === undefined) {
    return {
      warning: `${agentsFileName} on the base branch is not a readable file (type ${type}, encoding ${encoding})`,
    };
  }
  return {
    text: Buffer.from(content, "base64").toString("utf8"),
    source: `the base branch at ${ref.slice(0, 12)}`,
  };
}

async function fromWorkspace(workspace: string): Promise<AgentsFile> {
  try {
    const root = await realpath(workspace);
    const path = await realpath(join(root, agentsFileName));
    const inside = relative(root, path);
    if (inside.startsWith(`..${sep}`) || inside === "..") {
      return { warning: `${agentsFileName} links outside the workspace; it was not read` };
    }
    return { text: await readFile(path, "utf8"), source: "the workspace" };
  } catch (error) {
    if (isErrnoCode(error, "ENOENT")) return {};
    return { warning: `${agentsFileName} in the workspace could not be read (${String(error)})` };
  }
}

function isErrnoCode(error: unknown, code: string): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === code;
}
