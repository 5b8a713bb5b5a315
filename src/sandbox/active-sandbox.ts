import type { Result } from "../base/result.js";
import type { TreeRecord, WalkRequest } from "../base/tree-records.js";
import type { RemoteTools } from "../tools/remote.js";
import type { Sharing } from "./access.js";

/**
 * What a sandbox that could be set up offers its caller: the tool host, started as its user, and
 * its end (see `prepareSandbox`).
 */

/** The workspace shared for writing, or why it could not be; and from when changes are the agent's. */
export interface Writable {
  /** The change time (ns) from which a file counts as the agent's work (`changeMark`), taken once the sharing was over. */
  sinceNs: bigint;
  error?: string;
}

/** What the tool host is started with. */
export interface ToolHostOptions {
  /** The complete environment of the agent's commands (built with `commandEnv`); the user's own
   *  HOME, TMPDIR and USER replace the action's. It reaches the host on stdin, never in argv. */
  env: NodeJS.ProcessEnv;
}

export interface ActiveSandbox {
  active: true;
  user: string;
  uid: number;
  gid: number;
  /** The user's private HOME for this run (TMPDIR is inside it). */
  home: string;
  sharing: Sharing;
  /**
   * Settles once the workspace is the user's to write too: with ACLs, every entry below its
   * folder is shared in the background, and only the tool host's reads run before (its other
   * tools wait for this themselves). Never rejects.
   */
  writable: Promise<Writable>;
  /**
   * Starts the tool host: one process running as the user, in which every coding tool runs (the
   * file tools too, so the kernel decides what a call can touch). Its tools are used like
   * `createCodingTools`' and disposed before this sandbox. Never throws: a host that cannot
   * start is a failure saying why.
   */
  startToolHost(options: ToolHostOptions): Promise<Result<RemoteTools>>;
  /** One line for the log: who commands run as and what was changed to get there. */
  note: string;
  /**
   * Ends the sandbox; call after the agent's tools are disposed and before anything is committed
   * or pushed: takes away the user's crontab and `at` jobs, kills every process the user still
   * has (daemons that escaped their process group included, so none can watch the push), gives
   * the workspace back to its owner, takes back the permission changes made outside the
   * workspace, removes the home and, for a user of the run's own, the user. Should a process
   * survive SIGKILL, `survivors` says so and whatever would reach further is left as it is (see
   * `SandboxDisposal`). Idempotent; never throws.
   *
   * `hooks.onceKilled` runs as soon as the user's processes are gone, before the slow walks over
   * the workspace: what must be safe from the agent even if this step is killed meanwhile (the
   * runner kills a cancelled step after a few seconds) goes there. `hooks.whileShared` runs next,
   * while the workspace is still the user's: it is handed a reader that walks the working tree
   * as that user (`readTreeAs`), once, so that publishing reads only what the agent could read.
   * The give-back starts when that reader has exited (or the hook has returned), and what the
   * hook does after its read runs beside it; this resolves once both are done. Neither hook
   * runs when processes survived. Their failures are their own.
   */
  dispose(hooks?: DisposeHooks): Promise<SandboxDisposal>;
}

/** What `ActiveSandbox.dispose` runs on the way (see there). */
export interface DisposeHooks {
  onceKilled?: () => Promise<unknown>;
  whileShared?: (readTree: (request: WalkRequest) => AsyncGenerator<TreeRecord[]>) => Promise<unknown>;
}

/** How ending the sandbox went. */
export interface SandboxDisposal {
  /** For the log. */
  warnings: string[];
  /** For the log, as information: how the working tree was read (only what changed, or all). */
  notes?: string[];
  /**
   * Processes of the user are still running, so the working tree must not be read. When they
   * survived the SIGKILL, only what takes access away is done (the grants to pass parent folders
   * are lifted, the home is removed): the private paths stay hidden, the workspace stays shared
   * (a recursive `chown` or `setfacl` over a tree in which a live process can swap folders for
   * links is what a symlink race needs), and the user stays (userdel refuses it, and its uid
   * must not go to another run). A process that started between the kill and the user's removal
   * (a job cron or atd was already starting) is killed after it; only if that fails too is this
   * also true, and by then the private paths were open again.
   */
  survivors: boolean;
}
