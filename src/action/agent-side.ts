import type { Vault } from "../github/publish/vault.js";
import { type NetworkGuard, type NetworkResult, restrictNetwork } from "../network/index.js";
import { changeMark } from "../sandbox/change-mark.js";
import {
  beginSandbox,
  type DisposeHooks,
  type SandboxDisposal,
  type SandboxStart,
} from "../sandbox/index.js";
import { killMarked, newRunMarker, RUN_MARKER_VARIABLE } from "../sandbox/marked.js";
import { capabilities } from "../sandbox/probe.js";
import type { ToolHostScript } from "../sandbox/tool-host-script.js";
import { commandEnvironment, createPrivateHome, type PrivateHome } from "../tools/env.js";
import type { AdmittedRun } from "./admitted-run.js";
import type { PreparedSide, ReadySide } from "./hand-offs.js";
import type { PostStepRecord } from "./post-state.js";
import { privatePaths } from "./private-paths.js";

/** Where the agent's side is prepared: the vault beside the workspace, and who owns the workspace. */
export interface SidePlace {
  vault: Vault;
  owner: { uid: number; gid: number };
}

/**
 * The agent's side from its preparation to its end: the sandbox (its user, the workspace shared
 * with it, the private paths hidden), or with the sandbox off a private HOME and a marker in the
 * commands' environment; then every process of the agent ended. The workspace guard says when
 * (`lock`, `release`, `restore`); this holds what must be ended and what the end found.
 */
export class AgentSideControl {
  /** The sandbox's first part, once `begin` was called. */
  private starting: SandboxStart | undefined;
  /** The network allowlist being set up, once the sandbox's user is had (DESIGN section 4b). */
  private allowlisting: Promise<NetworkResult> | undefined;
  /** The agent's side being prepared, once `prepare` was called; never rejects. */
  private preparing: Promise<PreparedSide> | undefined;
  private disposeSandbox: ((hooks?: DisposeHooks) => Promise<SandboxDisposal>) | undefined;
  /** With the sandbox off: the commands' private HOME, and the marker in their environment. */
  private ownHome: PrivateHome | undefined;
  private runMarker: string | undefined;
  /** The network allowlist, once it holds (DESIGN section 4b). */
  private network: NetworkGuard | undefined;
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
   * Begins making the sandbox, unless begun already: its user and home, and the network
   * allowlist once the user is had, while the workspace is made ready; `prepare` does the rest.
   * `toolHostScript` is the tool host's script once read, undefined for the bundled one.
   */
  begin(toolHostScript?: Promise<ToolHostScript | undefined>): SandboxStart {
    const { settings, runtime } = this.run;
    this.starting ??= beginSandbox({
      mode: settings.sandbox,
      workspace: runtime.workspace,
      ...(toolHostScript ? { toolHostScript } : {}),
      onUser: (user) => {
        // For the post step, should this step be cut off before the user is removed.
        this.remember({ sandboxUser: user.name });
        // The allowlist needs only the user's uid: it is set up beside the rest of the sandbox.
        this.allowlisting = this.allowlist(user);
      },
      onChanges: (changes) => this.remember({ accessChanges: [...changes] }),
    });
    return this.starting;
  }

  /**
   * Prepares the side in `place` on the first call (later calls return the same promise), from
   * what `begin` began (begun now if it was not). Never rejects: a failure is `ok: false`.
   */
  prepare(place: SidePlace): Promise<PreparedSide> {
    this.preparing ??= this.prepareIn(place).catch((error: unknown) => ({
      ok: false as const,
      error: error instanceof Error ? error.message : String(error),
    }));
    return this.preparing;
  }

  /** The sandbox prepared, then the commands' environment. */
  private async prepareIn(place: SidePlace): Promise<PreparedSide> {
    const { runtime, settings, io } = this.run;
    // What the sandbox user must not reach (on a large checkout, scans of the working tree): the
    // user, its home and the sharing are made meanwhile.
    const hidden = settings.sandbox === "off" ? undefined : privatePaths(place.vault, runtime);
    hidden?.catch(() => {});
    const sandbox = await this.begin().finish(
      // Checked from the inside to be out of reach (see `privatePaths`).
      hidden ? { privatePaths: hidden.then((found) => found.paths) } : {},
    );
    const allowlist = this.allowlisting;
    // A sandbox that failed after its user was made: that user is gone, and so go its rules.
    if (!sandbox.active && allowlist) await dropAllowlist(await allowlist, this.remember);
    // The walk at the end leaves nested repositories' .git out; without them nothing goes on.
    for (const folder of (await hidden)?.nestedGitFolders ?? []) this.nestedGitFolders.add(folder);
    if ("error" in sandbox) return { ok: false, error: `sandbox: ${sandbox.error}` };
    if (sandbox.active) {
      this.disposeSandbox = sandbox.dispose;
      // Set before the end reads the tree: the end waits for the same promise, registered later.
      void sandbox.writable.then(({ sinceNs, error }) => {
        this.since = sinceNs;
        if (error) io.warning(`The agent's tools cannot write the workspace: ${error}`);
      });
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
    // Before the first command of the agent: the tool host starts only once this returns.
    const network = sandbox.active ? (allowlist ?? this.allowlist(sandbox)) : this.allowlist(undefined);
    this.takeNetwork(await network, sandbox.active);
    return {
      ok: true,
      ...this.commandEnvironment(),
      ...(sandbox.active ? { startTools: sandbox.startToolHost, writable: sandbox.writable } : {}),
      sandboxed: sandbox.active,
      networkRestricted: this.network !== undefined,
    };
  }

  /** What `begin` began, taken back: the user and its home, its allowlist. Never rejects. */
  private async cancel(starting: SandboxStart): Promise<PreparedSide> {
    await starting.cancel();
    this.remember({ accessChanges: undefined });
    if (this.allowlisting) await dropAllowlist(await this.allowlisting, this.remember);
    return { ok: false, error: "the run ended before the agent's side was prepared" };
  }

  /** The network allowlist (`network: allowlist`) for the sandbox user, or why it cannot hold. Never rejects. */
  private async allowlist(user: { uid: number } | undefined): Promise<NetworkResult> {
    const { settings, runtime, io } = this.run;
    return restrictNetwork({
      mode: settings.network,
      domains: settings.allowedDomains,
      serverHost: new URL(runtime.serverUrl).hostname,
      user,
      capabilities: await capabilities(),
      marker: newRunMarker(),
      remember: (record) => this.remember({ network: record }),
      onRefused: ({ host, reason }) => io.info(`Network: refused ${host}: ${reason}`),
    });
  }

  /**
   * The allowlist kept, or the network open and said why: a warning in the log and one line for
   * the comment, as for the sandbox. A dry run whose sandbox could not be had has said so in its
   * own terms already.
   */
  private takeNetwork(network: NetworkResult, sandboxed: boolean): void {
    const { io } = this.run;
    if (network.restricted) {
      this.network = network.guard;
      io.info(
        `Network: the sandbox user reaches only allowed-domains, through the proxy on 127.0.0.1:${network.guard.port}; the kernel refuses it every other connection`,
      );
      return;
    }
    if (network.note === undefined) return;
    io.warning(`The agent's commands can reach any host: ${network.note}`);
    if (!sandboxed && io.sandboxUnavailable) return;
    this.notices.push(
      `The network was open: the agent's commands could reach any host, because ${network.note}. ` +
        "`network: open` turns the allowlist off without this notice.",
    );
  }

  /** The commands' environment: the allowlist, the private HOME and the run's marker when there are. */
  private commandEnvironment(): Pick<ReadySide, "commandEnv"> {
    const { env, settings, secrets, io } = this.run;
    const home = this.ownHome ? { HOME: this.ownHome.home, TMPDIR: this.ownHome.tmpdir } : {};
    const commands = commandEnvironment({ ...env, ...home }, { allowed: settings.allowedEnv, secrets });
    for (const warning of commands.warnings) io.warning(warning);
    const marker = this.runMarker ? { [RUN_MARKER_VARIABLE]: this.runMarker } : {};
    // Last, so that no variable of the job's (an allowed HTTPS_PROXY) points commands elsewhere.
    return { commandEnv: { ...commands.env, ...marker, ...this.network?.env } };
  }

  /**
   * Ends every process the agent started: the sandbox user's (`hooks` as `DisposeHooks` say), or
   * with the sandbox off those carrying the run's marker. A side still being prepared is waited
   * for, then ended like any other. Sets `survivors` when a sandbox process outlived the kill.
   */
  async end(hooks: DisposeHooks = {}): Promise<void> {
    // Begun and never prepared (the run failed before the workspace was locked): taken back.
    if (this.starting) this.preparing ??= this.cancel(this.starting);
    await this.preparing;
    const dispose = this.disposeSandbox;
    this.disposeSandbox = undefined;
    if (dispose) {
      const disposal = await dispose(hooks);
      for (const warning of disposal.warnings) this.run.io.warning(warning);
      // A path in a note is the agent's name for it.
      for (const note of disposal.notes ?? []) this.run.io.info(this.run.redact(note));
      this.survived ||= disposal.survivors;
      // Taken back, unless a survivor keeps the paths hidden: those wait for the post step.
      if (!disposal.survivors) this.remember({ accessChanges: undefined });
    }
    await this.endNetwork();
    const marker = this.runMarker;
    this.runMarker = undefined;
    if (!marker) return;
    const killed = await killMarked(marker);
    if (killed > 0) this.run.io.info(`Stopped ${killed} process(es) the agent's commands left running.`);
  }

  /**
   * Once the user's processes are gone: the rules removed and the proxy closed, and the hosts it
   * refused told. With survivors the rules stay (they reach nothing but the closed proxy), for the
   * post step or the machine's end.
   */
  private async endNetwork(): Promise<void> {
    const network = this.network;
    this.network = undefined;
    if (!network) return;
    const refused = network.refused();
    const problem = this.survived ? await network.closeProxy() : await network.end();
    if (problem) this.run.io.warning(problem);
    else if (!this.survived) this.remember({ network: undefined });
    const notice = refusalNotice(refused);
    if (notice) this.notices.push(notice);
  }

  /** Removes the private HOME of commands run with the sandbox off. Never throws. */
  async removeHome(): Promise<void> {
    // Left behind, it sits in the runner's temporary folder, which is emptied after the job.
    await this.ownHome?.remove().catch(() => {});
  }
}

/** Takes an allowlist set up for a user that is gone away again: its rules, its proxy, its record. */
async function dropAllowlist(network: NetworkResult, remember: PostStepRecord): Promise<void> {
  if (!network.restricted) return;
  // A rule left behind names a uid that may go to a later run's user; the post step tries again.
  if (!(await network.guard.end())) remember({ network: undefined });
}

/** What the proxy refused, for the comment and the summary: the hosts and how to allow one. */
function refusalNotice(refused: ReturnType<NetworkGuard["refused"]>): string | undefined {
  const { hosts, others } = refused;
  if (hosts.length === 0) return undefined;
  const shown = hosts.slice(0, 10).map((host) => `\`${host.host}\` (${host.count})`);
  const rest = hosts.length > shown.length || others > 0 ? " and others" : "";
  return (
    `The network allowlist refused connections to ${shown.join(", ")}${rest}. ` +
    "To allow a host, add it to `allowed-domains`; `network: open` turns the allowlist off."
  );
}

function sandboxOffNotice(mode: string, why: string): string {
  return mode === "off"
    ? "The sandbox was off (`sandbox: off`): tool commands ran as the action's own user, which can read the action's secrets."
    : `The sandbox was off: tool commands ran as the action's own user, because ${why}. ` +
        "On Linux, run the job as root or with passwordless sudo and install `acl` (GitHub-hosted runners allow it); `sandbox: user` makes this an error instead.";
}
