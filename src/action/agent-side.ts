import type { Vault } from "../github/publish/vault.js";
import { changeMark } from "../sandbox/change-mark.js";
import { type DisposeHooks, prepareSandbox, type SandboxDisposal } from "../sandbox/index.js";
import { killMarked, newRunMarker, RUN_MARKER_VARIABLE } from "../sandbox/marked.js";
import { commandEnvironment, createPrivateHome, type PrivateHome } from "../tools/env.js";
import type { AdmittedRun } from "./admitted-run.js";
import type { PreparedSide, ReadySide } from "./hand-offs.js";
import type { PostStepRecord } from "./post-state.js";
import { privatePaths } from "./private-paths.js";

/** Where the agent's side is prepared: the vault beside the workspace, and who owns the workspace. */
export interface SidePlace {
  vault: Vault;
  owner: { uid: number; gid: number };
  /** The tool host the sandbox user runs, written into the vault; absent: the bundled one. */
  toolHostScript: string | undefined;
}

/**
 * The agent's side from its preparation to its end: the sandbox (its user, the workspace shared
 * with it, the private paths hidden), or with the sandbox off a private HOME and a marker in the
 * commands' environment; then every process of the agent ended. The workspace guard says when
 * (`lock`, `release`, `restore`); this holds what must be ended and what the end found.
 */
export class AgentSideControl {
  /** The agent's side being prepared, once `prepare` was called; never rejects. */
  private preparing: Promise<PreparedSide> | undefined;
  private disposeSandbox: ((hooks?: DisposeHooks) => Promise<SandboxDisposal>) | undefined;
  /** With the sandbox off: the commands' private HOME, and the marker in their environment. */
  private ownHome: PrivateHome | undefined;
  private runMarker: string | undefined;
  private since: bigint | undefined;
  private survived = false;
  /** The identities of nested repositories' `.git`, found as the side was prepared. */
  readonly nestedGitFolders = new Set<string>();

  /** From when a file counts as the agent's work (`changeMark`); unset while nothing of the agent ran. */
  get sinceNs(): bigint | undefined {
    return this.since;
  }

  /** True once a process of the sandbox user outlived the kill: nothing may trust the tree then. */
  get survivors(): boolean {
    return this.survived;
  }

  constructor(
    private readonly run: AdmittedRun,
    private readonly remember: PostStepRecord,
    /** Where what the reader must not miss goes (the sandbox was off). */
    private readonly notices: string[],
  ) {}

  /**
   * Prepares the side in `place` on the first call (later calls return the same promise), unless
   * `closed` says why it may not start any more. Never rejects: a failure is `ok: false`.
   */
  prepare(place: SidePlace, closed: () => string | undefined): Promise<PreparedSide> {
    const why = this.preparing ? undefined : closed();
    if (why) return Promise.resolve({ ok: false, error: why });
    this.preparing ??= this.prepareIn(place).catch((error: unknown) => ({
      ok: false as const,
      error: error instanceof Error ? error.message : String(error),
    }));
    return this.preparing;
  }

  /** The sandbox prepared, then the commands' environment. */
  private async prepareIn(place: SidePlace): Promise<PreparedSide> {
    const { runtime, settings, io } = this.run;
    const hidden = settings.sandbox === "off" ? undefined : await privatePaths(place.vault, runtime);
    for (const folder of hidden?.nestedGitFolders ?? []) this.nestedGitFolders.add(folder);
    const sandbox = await prepareSandbox({
      ...(place.toolHostScript ? { toolHostScript: place.toolHostScript } : {}),
      mode: settings.sandbox,
      workspace: runtime.workspace,
      // Checked from the inside to be out of reach (see `privatePaths`).
      privatePaths: hidden?.paths ?? [],
    });
    if ("error" in sandbox) return { ok: false, error: `sandbox: ${sandbox.error}` };
    if (sandbox.active) {
      this.disposeSandbox = sandbox.dispose;
      this.since = sandbox.readySinceNs;
      io.info(sandbox.note);
      this.remember({ sandboxUser: sandbox.user, owner: place.owner });
    } else {
      // Commands as the action's own user: a private HOME, and a marker to find them all after.
      this.ownHome = await createPrivateHome(runtime.runnerTemp);
      this.runMarker = newRunMarker();
      this.since = await changeMark();
      if (io.sandboxUnavailable) io.sandboxUnavailable(sandbox.note);
      else {
        io.warning(`Tool commands run as the action's own user: ${sandbox.note}`);
        this.notices.push(sandboxOffNotice(settings.sandbox, sandbox.note));
      }
    }
    return {
      ok: true,
      ...this.commandEnvironment(),
      ...(sandbox.active ? { startTools: sandbox.startToolHost } : {}),
      sandboxed: sandbox.active,
    };
  }

  /** The commands' environment: the allowlist, the private HOME and the run's marker when there are. */
  private commandEnvironment(): Pick<ReadySide, "commandEnv"> {
    const { env, settings, secrets, io } = this.run;
    const home = this.ownHome ? { HOME: this.ownHome.home, TMPDIR: this.ownHome.tmpdir } : {};
    const commands = commandEnvironment({ ...env, ...home }, { allowed: settings.allowedEnv, secrets });
    for (const warning of commands.warnings) io.warning(warning);
    const marker = this.runMarker ? { [RUN_MARKER_VARIABLE]: this.runMarker } : {};
    return { commandEnv: { ...commands.env, ...marker } };
  }

  /**
   * Ends every process the agent started: the sandbox user's (`hooks` as `DisposeHooks` say), or
   * with the sandbox off those carrying the run's marker. A side still being prepared is waited
   * for, then ended like any other. Sets `survivors` when a sandbox process outlived the kill.
   */
  async end(hooks: DisposeHooks = {}): Promise<void> {
    await this.preparing;
    const dispose = this.disposeSandbox;
    this.disposeSandbox = undefined;
    if (dispose) {
      const disposal = await dispose(hooks);
      for (const warning of disposal.warnings) this.run.io.warning(warning);
      this.survived ||= disposal.survivors;
    }
    const marker = this.runMarker;
    this.runMarker = undefined;
    if (!marker) return;
    const killed = await killMarked(marker);
    if (killed > 0) this.run.io.info(`Stopped ${killed} process(es) the agent's commands left running.`);
  }

  /** Removes the private HOME of commands run with the sandbox off. Never throws. */
  async removeHome(): Promise<void> {
    // Left behind, it sits in the runner's temporary folder, which is emptied after the job.
    await this.ownHome?.remove().catch(() => {});
  }
}

function sandboxOffNotice(mode: string, why: string): string {
  return mode === "off"
    ? "The sandbox was off (`sandbox: off`): tool commands ran as the action's own user, which can read the action's secrets."
    : `The sandbox was off: tool commands ran as the action's own user, because ${why}. ` +
        "On Linux, run the job as root or with passwordless sudo and install `acl` (GitHub-hosted runners allow it); `sandbox: user` makes this an error instead.";
}
