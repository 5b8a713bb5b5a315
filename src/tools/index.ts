import { BackgroundJobs } from "./background.js";
import { createBashKillTool, createBashOutputTool, createBashTool, type Shell } from "./bash.js";
import { createEditFileTool } from "./edit-file.js";
import { createGlobTool } from "./glob.js";
import { createGrepTool } from "./grep.js";
import type { GrepBackendName } from "./grep-backends.js";
import { createWorkspace } from "./jail.js";
import { createReadFileTool } from "./read-file.js";
import type { AnyTool } from "./tool.js";
import { createWriteFileTool } from "./write-file.js";

export interface CodingToolsOptions {
  /** The workspace: every path stays inside it and every command starts in it. */
  root: string;
  /**
   * The complete environment of commands (and of the search programs), used as given: the
   * caller builds it with `commandEnv`, and the sandbox adds its user's HOME and TMPDIR.
   */
  env: NodeJS.ProcessEnv;
  /** Search backends to try in order (default rg, git, walk); tests pin one. */
  grepBackends?: readonly GrepBackendName[];
}

export interface CodingTools {
  /** read_file, write_file, edit_file, bash, bash_output, bash_kill, grep, glob (in this order). */
  tools: AnyTool[];
  /** Kills every background job (whole process groups). Call when the run ends. Never throws. */
  dispose(): Promise<void>;
}

/**
 * The tools of DESIGN section 4 over one workspace, working in this process with its
 * privileges (with the sandbox on, this process is the tool host, already the sandbox user).
 * Throws only when `root` does not exist.
 */
export function createCodingTools(options: CodingToolsOptions): CodingTools {
  const workspace = createWorkspace(options.root);
  const shell: Shell = { cwd: workspace.root, env: options.env };
  const jobs = new BackgroundJobs();
  const tools: AnyTool[] = [
    createReadFileTool(workspace),
    createWriteFileTool(workspace),
    createEditFileTool(workspace),
    createBashTool(shell, jobs),
    createBashOutputTool(jobs),
    createBashKillTool(jobs),
    createGrepTool(workspace, { env: options.env, backends: options.grepBackends }),
    createGlobTool(workspace, { env: options.env }),
  ];
  return { tools, dispose: () => jobs.dispose() };
}

export type { Job } from "./background.js";
export { commandEnv } from "./env.js";
export type { GrepBackendName } from "./grep-backends.js";
export { createWorkspace, type Resolution, type ResolveOptions, type Workspace } from "./jail.js";
export {
  DEFAULT_TOOL_RESULT_TOKENS,
  type TruncateLimits,
  type TruncateResult,
  truncateForModel,
  truncateText,
} from "./truncate.js";
