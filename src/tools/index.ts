import { BackgroundJobs } from "./background.js";
import {
  type CommandWrapper,
  createBashKillTool,
  createBashOutputTool,
  createBashTool,
  type Shell,
} from "./bash.js";
import { createEditFileTool } from "./edit-file.js";
import { commandEnv } from "./env.js";
import { createGlobTool } from "./glob.js";
import { createGrepTool } from "./grep.js";
import type { GrepBackendName } from "./grep-backends.js";
import { createWorkspace } from "./jail.js";
import type { GroupSignaller } from "./process.js";
import { createReadFileTool } from "./read-file.js";
import type { AnyTool } from "./tool.js";
import { createWriteFileTool } from "./write-file.js";

export interface CodingToolsOptions {
  /** The workspace: every path stays inside it and every command starts in it. */
  root: string;
  /** Base environment of commands, already scrubbed at the edge; default `process.env`. It is
   *  scrubbed again here (names, prefixes and `secrets`), then COMMAND_ENV is added. */
  env?: NodeJS.ProcessEnv;
  /** Secret values: variables holding one are dropped from the command environment. */
  secrets?: readonly string[];
  /** More variable names to drop (e.g. the one holding the model API key). */
  secretNames?: readonly string[];
  /** Rewrites each command's argv before it starts: the hook for running as another user. */
  wrapCommand?: CommandWrapper;
  /** Signals a command's process group, for commands this process may not signal itself
   *  (they run as another user through sudo); default `process.kill(-pgid, signal)`. */
  signalGroup?: GroupSignaller;
  /** Search backends to try in order (default rg, git, walk); tests pin one. */
  grepBackends?: readonly GrepBackendName[];
}

export interface CodingTools {
  /** read_file, write_file, edit_file, bash, bash_output, bash_kill, grep, glob (in this order). */
  tools: AnyTool[];
  /** Kills every background job (whole process groups). Call when the run ends. */
  dispose(): Promise<void>;
}

/** The tools of DESIGN section 4 over one workspace. Throws only when `root` does not exist. */
export function createCodingTools(options: CodingToolsOptions): CodingTools {
  const workspace = createWorkspace(options.root);
  const env = commandEnv(options.env ?? process.env, {
    secrets: options.secrets,
    extraNames: options.secretNames,
  });
  const shell: Shell = {
    cwd: workspace.root,
    env,
    wrapCommand: options.wrapCommand,
    signalGroup: options.signalGroup,
  };
  const jobs = new BackgroundJobs();
  const tools: AnyTool[] = [
    createReadFileTool(workspace),
    createWriteFileTool(workspace),
    createEditFileTool(workspace),
    createBashTool(shell, jobs),
    createBashOutputTool(jobs),
    createBashKillTool(jobs),
    createGrepTool(workspace, { env, backends: options.grepBackends }),
    createGlobTool(workspace),
  ];
  return { tools, dispose: () => jobs.dispose() };
}

export type { Job } from "./background.js";
export type { CommandWrapper } from "./bash.js";
export { commandEnv, type ScrubOptions, scrubEnv } from "./env.js";
export { createWorkspace, type Resolution, type ResolveOptions, type Workspace } from "./jail.js";
export type { GroupSignaller } from "./process.js";
export {
  DEFAULT_TOOL_RESULT_TOKENS,
  type TruncateLimits,
  type TruncateResult,
  truncateForModel,
  truncateText,
} from "./truncate.js";
