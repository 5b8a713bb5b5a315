import { lstat, mkdtemp, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import type { StartedTools } from "../agent/session.js";
import type { PullRequest } from "../github/context/pull-request.js";
import {
  restoreCredential,
  type SavedCredential,
  takeCheckoutCredential,
  withCredential,
} from "../github/credentials.js";
import { createGit, type Git, type GitResult } from "../github/git.js";
import { preparePullRequestCheckout } from "../github/publish/publish.js";
import { resumeScheduledBranch } from "../github/publish/scheduled-branch.js";
import {
  buildSnapshot,
  folderIdentity,
  type Snapshot,
  startView,
  wholeListing,
} from "../github/publish/snapshot.js";
import { lockRepository, type Vault } from "../github/publish/vault.js";
import type { FailedWorkflowRun } from "../github/trigger/types.js";
import type { Provider } from "../llm/provider.js";
import { changeMark } from "../sandbox/change-mark.js";
import { type DisposeHooks, prepareSandbox, type SandboxDisposal } from "../sandbox/index.js";
import { killMarked, newRunMarker, RUN_MARKER_VARIABLE } from "../sandbox/marked.js";
import { bundledToolHostScript } from "../sandbox/tool-host-script.js";
import { readTreeHere } from "../sandbox/tree-stream.js";
import type { TreeRecord, WalkRequest } from "../sandbox/tree-walk.js";
import { loadDeferredIfInside } from "../text/deferred-load.js";
import { commandEnvironment, createPrivateHome, type PrivateHome } from "../tools/env.js";
import type { AdmittedRun } from "./admit.js";
import { type KeptFolder, keepIfInside, postStepFolder, readIfInside } from "./own-files.js";
import { type PostStepRecord, setAsideCredential } from "./post-state.js";

/** Where the agent starts: the commit, the branch new pull requests target, the pull request. */
export interface StartPoint {
  startSha?: string;
  baseBranch?: string;
  pull?: PullRequest;
}

/** How the agent's side runs once it is ready: its commands' environment, and its tools' host when sandboxed. */
export interface ReadySide {
  ok: true;
  commandEnv: NodeJS.ProcessEnv;
  /** The sandbox's tool host; absent when tools run in this process (the sandbox is off). */
  startTools?: (options: { env: NodeJS.ProcessEnv }) => Promise<StartedTools>;
  /** Whether commands run as the sandbox user, for the run's recorded settings. */
  sandboxed: boolean;
}

/** The agent's side, ready to be prepared once the workspace is locked. */
export interface AgentSide {
  /**
   * Prepares it (the sandbox's user made, the workspace shared with it, the private paths hidden
   * and checked from the inside; or, the sandbox off, a private HOME): the first call starts it,
   * later ones return the same promise. Nothing of the agent may run before it resolves `ok`.
   * Never rejects: `ok: false` carries the error that ends the run (`sandbox: user` that cannot
   * be had), and no tool may run then.
   */
  prepare(): Promise<ReadySide | { ok: false; error: string }>;
}

/**
 * What publishing needs once the agent is gone: the trusted repository, the credential to push
 * with, and the working tree as the agent left it, read with the agent's rights and stored in the
 * trusted repository as a tree (or why it could not be).
 */
export interface Released {
  vault: Vault;
  credential: SavedCredential;
  snapshot: GitResult<Snapshot>;
}

type Stage = "new" | "credential out" | "checked out" | "locked" | "released" | "restored";

/**
 * Owns the workspace from the moment the action touches it until it is handed back, and makes
 * the security ordering code rather than comments. Each step refuses to run out of order:
 *
 * 1. `takeCredential`: the checkout's credential leaves `.git/config` before anything else.
 * 2. `checkout(provider)`: the pull request's head (or the schedule's branch) enters the
 *    workspace. It asks for the loaded provider because the SDK must be loaded before untrusted
 *    files are there: with `uses: ./` the bundle itself lives in the workspace.
 * 3. `lock`: last before the agent acts, the trusted `.git` moves into the vault (the agent gets a
 *    copy) and the credential is set aside; the sandbox is prepared once the first model request
 *    is out (`AgentSide.prepare`), and no tool runs before it is ready.
 * 4. `release`: every process the agent started is ended; publishing may read the tree only then.
 * 5. `restore` (always, in `finally`): the trusted `.git` goes back, then the credential, into it.
 */
export class WorkspaceGuard {
  /** What the reader must not miss (the sandbox was off), for the comment and the summary. */
  readonly notices: string[] = [];
  private stage: Stage = "new";
  private readonly git: Git;
  private saved: SavedCredential | undefined;
  private vault: Vault | undefined;
  private disposeSandbox: ((hooks?: DisposeHooks) => Promise<SandboxDisposal>) | undefined;
  /** From when a file counts as the agent's work (`changeMark`); unset while nothing of the agent ran. */
  private agentSinceNs: bigint | undefined;
  /** True once a process of the sandbox user outlived the kill: nothing may trust the tree then. */
  private survivors = false;
  /** With the sandbox off: the commands' private HOME, and the marker in their environment. */
  private ownHome: PrivateHome | undefined;
  private runMarker: string | undefined;
  /** The action's own post step, when it lives in the workspace (`uses: ./`). */
  private postStep: KeptFolder | undefined;
  private toolHost: Buffer | undefined;
  /** The identities of nested repositories' `.git`, found when the workspace was locked. */
  private nestedGitFolders = new Set<string>();
  /** The agent's side being prepared, once `AgentSide.prepare` was called; never rejects. */
  private preparing: Promise<ReadySide | { ok: false; error: string }> | undefined;
  /** HEAD's commit and branch, read with the credential (`takeCredential`). */
  private ownStart: Promise<[string | undefined, string | undefined]> | undefined;

  constructor(
    private readonly run: AdmittedRun,
    private readonly remember: PostStepRecord,
  ) {
    this.git = createGit(run.runtime.workspace, { redact: run.redact });
  }

  /**
   * Step 1: the checkout's credential leaves `.git/config` (kept to put back in `restore`), and
   * with `uses: ./` the action's own post step is read, and its code that loads on first need is
   * loaded, while the workspace is still the workflow's (see `keepIfInside`, `deferred`).
   */
  async takeCredential(): Promise<void> {
    this.expect("new");
    const { workspace, jobWorkspace } = this.run.runtime;
    const taking = takeCheckoutCredential(this.git);
    // The commit and branch the checkout starts from, unless the start is another commit: read
    // now, with the rest (nothing moves HEAD until the checkout), for `checkoutOwnBranch`.
    if (this.run.trigger.kind !== "workflow_run") {
      this.ownStart = Promise.all([this.git.headSha(), this.git.currentBranch()]);
    }
    // All at once: the credential's git commands, and reads of the action's own files.
    const [saved, postStep, toolHost, unloaded] = await Promise.all([
      taking,
      keepIfInside(workspace, postStepFolder()),
      // Likewise the tool host root installs for the sandbox user: read before the checkout, not
      // followed through whatever link a pull request's head puts in its place.
      readIfInside(workspace, bundledToolHostScript()),
      // And the code the action loads on first need, when the bundle lives in the job's workspace
      // (`uses: ./`): never read from there once a pull request's head or the agent could write it.
      // Its failure waits for the rest, so that the credential taken is put back at the end.
      loadDeferredIfInside(jobWorkspace).then(
        () => undefined,
        (error: unknown) => error,
      ),
    ]);
    this.saved = saved;
    this.postStep = postStep;
    this.toolHost = toolHost;
    if (unloaded) throw new Error(`the action's own code could not be loaded: ${String(unloaded)}`);
    this.stage = "credential out";
  }

  /**
   * Step 2: the workspace at the run's start point: the pull request's head (`pull`, read once
   * by `describeTask`), the scheduled branch an earlier run left open, or the checkout as it is.
   * Throws when a pull request cannot be checked out.
   */
  async checkout(_loaded: Provider, pull: PullRequest | undefined): Promise<StartPoint> {
    this.expect("credential out");
    const start = pull ? await this.checkoutPullRequest(pull) : await this.checkoutOwnBranch();
    this.stage = "checked out";
    return start;
  }

  private async checkoutPullRequest(pull: PullRequest): Promise<StartPoint> {
    const switched = await preparePullRequestCheckout({
      git: this.git,
      pull,
      credential: this.credential(),
      token: this.run.token,
    });
    if (!switched.ok) throw new Error(switched.error);
    return { startSha: switched.sha, baseBranch: pull.headRef, pull };
  }

  private async checkoutOwnBranch(): Promise<StartPoint> {
    if (this.run.trigger.kind === "workflow_run") return this.checkoutFailedBranch(this.run.trigger.run);
    const { trigger, settings, runtime, io } = this.run;
    const [startSha, baseBranch] = await (this.ownStart ??
      Promise.all([this.git.headSha(), this.git.currentBranch()]));
    const start: StartPoint = { startSha, baseBranch };
    if (trigger.kind !== "schedule") return start;
    const resumed = await resumeScheduledBranch({
      client: this.run.github(),
      git: this.git,
      trigger,
      repo: this.run.repo,
      branchPrefix: settings.branchPrefix,
      runNumber: runtime.runNumber,
      credential: this.credential(),
      token: this.run.token,
      ...(start.startSha ? { here: start.startSha } : {}),
    });
    if (!resumed.ok) io.warning(`Could not continue on the scheduled branch: ${resumed.error}`);
    else {
      start.startSha = resumed.sha;
      if (resumed.resumed)
        io.info(`Continuing on ${resumed.branch}, where the earlier scheduled runs left off.`);
    }
    return start;
  }

  /**
   * A CI repair without a pull request: the workflow checked out the default branch, the failed
   * run was on `headBranch`. The failed commit itself is the start, not the branch's tip: the log
   * the model reads is that commit's, and the fix goes in a pull request of its own against the
   * branch, so a commit pushed since (in the moment after the plan looked) waits for its own run.
   */
  private async checkoutFailedBranch(run: FailedWorkflowRun): Promise<StartPoint> {
    const fetched = await withCredential(
      this.git,
      this.credential(),
      (env) => this.git.fetchBranch(run.headBranch, env),
      this.run.token,
    );
    if (!fetched.ok) throw new Error(`Could not fetch ${run.headBranch}, where CI failed: ${fetched.error}`);
    const onBranch = await this.git.exec(["merge-base", "--is-ancestor", run.headSha, fetched.sha]);
    if (!onBranch.ok)
      throw new Error(
        `The failed commit ${run.headSha.slice(0, 12)} is no longer on ${run.headBranch} (its tip is ${fetched.sha.slice(0, 12)}), so there is nothing to fix it on.`,
      );
    if (fetched.sha !== run.headSha)
      this.run.io.info(
        `${run.headBranch} moved on since the failed run, to ${fetched.sha.slice(0, 12)}; the fix starts from the failed commit, ${run.headSha.slice(0, 12)}.`,
      );
    const switched = await this.git.switchCarryingChanges(run.headBranch, run.headSha);
    if (!switched.ok)
      throw new Error(`Could not check out ${run.headSha.slice(0, 12)}, where CI failed: ${switched.error}`);
    return { startSha: switched.sha, baseBranch: run.headBranch };
  }

  /**
   * Step 3: the trusted `.git` into the vault and the credential set aside. The agent's side (the
   * sandbox, the commands' environment) is prepared when `AgentSide.prepare` is called, which the
   * session does once the first model request is out: on a large checkout it is the slow part,
   * and it need not hold that request up. The tools wait for it; `release` and `restore` wait for
   * it too, so a sandbox still being prepared is ended whole, never half made.
   */
  async lock(): Promise<AgentSide> {
    this.expect("checked out");
    const { runtime } = this.run;
    const locked = await lockRepository(runtime.workspace, {
      redact: this.run.redact,
      ...(runtime.runnerTemp ? { fallbackDir: runtime.runnerTemp } : {}),
    });
    if (!locked.ok) throw new Error(locked.error);
    this.vault = locked.vault;
    this.stage = "locked";
    this.remember({ vault: { workspace: this.vault.workspace, dir: this.vault.dir } });
    await setAsideCredential(this.vault.dir, this.credential());

    const owner = await lstat(runtime.workspace).then(({ uid, gid }) => ({ uid, gid }));
    const toolHostScript = this.toolHost ? join(this.vault.dir, "tool-host.js") : undefined;
    if (toolHostScript && this.toolHost) await writeFile(toolHostScript, this.toolHost, { mode: 0o400 });
    const vault = this.vault;
    const prepare = () => {
      // Never once the workspace is being handed back: nothing would end that sandbox.
      if (!this.preparing && this.stage !== "locked")
        return Promise.resolve({ ok: false as const, error: `the workspace is ${this.stage}` });
      this.preparing ??= this.prepareSide(vault, owner, toolHostScript).catch((error: unknown) => ({
        ok: false as const,
        error: error instanceof Error ? error.message : String(error),
      }));
      return this.preparing;
    };
    return { prepare };
  }

  /** The sandbox prepared (see `lock`), then the commands' environment. */
  private async prepareSide(
    vault: Vault,
    owner: { uid: number; gid: number },
    toolHostScript: string | undefined,
  ): Promise<ReadySide | { ok: false; error: string }> {
    const { runtime, settings, io } = this.run;
    const sandbox = await prepareSandbox({
      ...(toolHostScript ? { toolHostScript } : {}),
      mode: settings.sandbox,
      workspace: runtime.workspace,
      // Step scripts (with secrets written into them) and checkout's credential file live in the
      // runner's temp folder; the trusted .git in the vault. The probe checks both are out of reach.
      // With a working directory, the rest of the job's workspace too: another checkout's .git
      // there keeps its credential, and the agent's side passes those folders to reach its own.
      // Likewise the .git of a checkout nested in the workspace (`actions/checkout` with `path:`).
      privatePaths: settings.sandbox === "off" ? [] : await this.privatePaths(vault),
    });
    if ("error" in sandbox) return { ok: false, error: `sandbox: ${sandbox.error}` };
    if (sandbox.active) {
      this.disposeSandbox = sandbox.dispose;
      this.agentSinceNs = sandbox.readySinceNs;
      io.info(sandbox.note);
      this.remember({ sandboxUser: sandbox.user, owner });
    } else {
      // Commands as the action's own user: a private HOME, and a marker to find them all after.
      this.ownHome = await createPrivateHome(runtime.runnerTemp);
      this.runMarker = newRunMarker();
      this.agentSinceNs = await changeMark();
      if (io.sandboxUnavailable) io.sandboxUnavailable(sandbox.note);
      else {
        io.warning(`Tool commands run as the action's own user: ${sandbox.note}`);
        this.notices.push(sandboxOffNotice(settings.sandbox, sandbox.note));
      }
    }
    const home = this.ownHome ? { HOME: this.ownHome.home, TMPDIR: this.ownHome.tmpdir } : {};
    const commands = commandEnvironment(
      { ...this.run.env, ...home },
      {
        allowed: settings.allowedEnv,
        secrets: this.run.secrets,
      },
    );
    for (const warning of commands.warnings) io.warning(warning);
    return {
      ok: true,
      commandEnv: this.runMarker ? { ...commands.env, [RUN_MARKER_VARIABLE]: this.runMarker } : commands.env,
      ...(sandbox.active ? { startTools: sandbox.startToolHost } : {}),
      sandboxed: sandbox.active,
    };
  }

  /** What the sandbox user must not reach (see `lock`), each path once. */
  private async privatePaths(vault: Vault): Promise<string[]> {
    const { runtime } = this.run;
    const nested = await nestedGitDirs(vault.git, runtime.workspace);
    for (const dotGit of nested) {
      const stat = await lstat(dotGit).catch(() => undefined);
      if (stat?.isDirectory()) this.nestedGitFolders.add(folderIdentity(stat));
    }
    const paths = [
      runtime.runnerTemp ?? "",
      vault.dir,
      ...(await besideWorkingDirectory(runtime.jobWorkspace, runtime.workspace)),
      ...nested,
    ];
    return [...new Set(paths.filter(Boolean))];
  }

  /**
   * A file's text at `sha` as the trusted repository holds it: what a review's comments refer
   * to, whatever the agent did to the working tree or its copy of `.git`. Undefined when the
   * commit has no such file (or it is not a file). Only between `lock` and `restore`.
   */
  async committedFile(sha: string, path: string): Promise<string | undefined> {
    if (this.stage !== "locked" && this.stage !== "released") return undefined;
    // `sha:path` reads the commit's own tree in the vault, nothing on disk; a link gives its
    // target's text and is never followed. Paths with `..` are refused before they get here.
    if (path.startsWith("/") || path.includes("\0")) return undefined;
    const vault = this.vault as Vault;
    const read = await vault.git.run(["cat-file", "blob", `${sha}:${path}`]);
    // A file past git's output cap would be read in part, and its lines miscounted.
    return read.code === 0 && !read.truncated ? read.stdout : undefined;
  }

  /**
   * Step 4: ends every process the agent started (the sandbox user's, or with the sandbox off
   * those carrying the run's marker), reads the working tree as the agent left it (`snapshot`,
   * against the start commit), and gives the workspace back to its owner. With the sandbox on the
   * tree is read as the sandbox user, after its processes are gone and before the give-back, so
   * publishing can read nothing the agent could not; with it off, in this process, which is then
   * the agent's user. Returns the vault to publish from and the credential to push with. Throws
   * when a sandbox process survived: nothing is read while the agent could still change the tree.
   */
  async release(start: StartPoint): Promise<Released> {
    this.expect("locked");
    const vault = this.vault as Vault;
    // The trusted side's view is read while the agent's processes are being ended.
    const viewing = startView(vault.git, start.startSha, vault.dir);
    let snapshot: GitResult<Snapshot> | undefined;
    const read = async (records: (request: WalkRequest) => AsyncIterable<TreeRecord[]>) => {
      const view = await viewing;
      if (!view.ok) {
        snapshot = view;
        return;
      }
      const request: WalkRequest = {
        ...view,
        root: this.run.runtime.workspace,
        privateFolders: this.nestedGitFolders,
        ...(this.agentSinceNs !== undefined ? { sinceNs: this.agentSinceNs } : {}),
      };
      snapshot = await buildSnapshot(vault.git, records(request), view);
    };
    await this.endAgentProcesses(read);
    this.stage = "released";
    if (this.survivors)
      throw new Error(
        "processes of the sandbox user survived SIGKILL, so the working tree was not read and nothing was published; the changes are still in the workspace",
      );
    // No sandbox (off, or never prepared): this process is the agent's user, or nothing of the agent ran.
    if (!snapshot) await read(readTreeHere);
    return {
      vault,
      credential: this.credential(),
      snapshot: snapshot ?? { ok: false, error: "the working tree was not read" },
    };
  }

  /**
   * Step 5, whatever happened: the agent's processes ended, the trusted `.git` back (first, so
   * the credential is written into it and nowhere else), then the credential. Returns why the
   * repository could not be put back, if it could not. Never throws.
   */
  async restore(): Promise<string | undefined> {
    if (this.stage === "restored") return undefined;
    await this.endAgentProcesses().catch(() => {});
    await this.ownHome?.remove().catch(() => {});
    this.stage = "restored";
    // A live process of the agent could swap the restored .git or read the credential: both wait
    // in the vault for the post step, which ends the user's processes again first.
    if (this.survivors) {
      // The runner starts the post step from the workspace next: with a vendored action it must
      // be the action's own code even now (it was written back once the kill was tried).
      const postStep = await this.restorePostStep();
      return [
        "processes of the sandbox user survived, so .git and the checkout's credential stay in the vault until the post step",
        postStep,
      ]
        .filter(Boolean)
        .join("; ");
    }
    const unrestored = this.vault ? await this.vault.restore() : undefined;
    const credential = !unrestored && this.saved ? await this.putCredentialBack(this.saved) : undefined;
    // Left for the post step to try again when the repository could not be put back.
    if (!unrestored) this.remember({ vault: undefined, sandboxUser: undefined, owner: undefined });
    // Again, last: the sandbox off has no kill step, and nothing may have been left since.
    const postStep = await this.restorePostStep();
    return [unrestored, credential, postStep].filter(Boolean).join("; ") || undefined;
  }

  /**
   * The checkout's credential back into `.git/config`, for the job's later steps. When it cannot
   * be, it is set aside in a private folder for the post step to try again, and the reason comes
   * back for the job log and the comment: a later step would otherwise fail to fetch or push with
   * nothing said.
   */
  private async putCredentialBack(saved: SavedCredential): Promise<string | undefined> {
    const failed = await restoreCredential(saved).then(
      () => undefined,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    if (failed === undefined) return undefined;
    const { runtime } = this.run;
    try {
      const dir = await mkdtemp(join(runtime.runnerTemp ?? tmpdir(), "repo-agent-credential-"));
      await setAsideCredential(dir, saved);
      this.remember({ credential: { dir } });
      return `the checkout's credential could not be put back into .git/config (${failed}); the post step tries again`;
    } catch (error) {
      return `the checkout's credential could not be put back into .git/config (${failed}), nor set aside for the post step (${(error as Error).message}): later steps of this job have no git access`;
    }
  }

  /** Writes a vendored action's post step back as it was read before the agent ran. */
  private restorePostStep(): Promise<string | undefined> {
    return this.postStep?.restore() ?? Promise.resolve(undefined);
  }

  /** `whileShared` reads the working tree as the sandbox user (see `DisposeHooks`), when there is one. */
  private async endAgentProcesses(whileShared?: DisposeHooks["whileShared"]): Promise<void> {
    // A sandbox still being prepared is waited for, then ended like any other.
    await this.preparing;
    const dispose = this.disposeSandbox;
    this.disposeSandbox = undefined;
    if (dispose) {
      // A vendored action's post step first: the runner starts it even if this step is killed
      // during the slow give-back that follows, and it must not be the agent's code then.
      const disposal = await dispose({
        onceKilled: () => this.restorePostStep(),
        ...(whileShared ? { whileShared } : {}),
      });
      for (const warning of disposal.warnings) this.run.io.warning(warning);
      this.survivors ||= disposal.survivors;
    }
    const marker = this.runMarker;
    this.runMarker = undefined;
    if (!marker) return;
    const killed = await killMarked(marker);
    if (killed > 0) this.run.io.info(`Stopped ${killed} process(es) the agent's commands left running.`);
  }

  private credential(): SavedCredential {
    if (!this.saved) throw new Error("the checkout's credential was not taken out first");
    return this.saved;
  }

  private expect(stage: Stage): void {
    if (this.stage !== stage)
      throw new Error(`workspace guard: ${stage} expected, but the workspace is ${this.stage}`);
  }
}

function sandboxOffNotice(mode: string, why: string): string {
  return mode === "off"
    ? "The sandbox was off (`sandbox: off`): tool commands ran as the action's own user, which can read the action's secrets."
    : `The sandbox was off: tool commands ran as the action's own user, because ${why}. ` +
        "On Linux, run the job as root or with passwordless sudo and install `acl` (GitHub-hosted runners allow it); `sandbox: user` makes this an error instead.";
}

/**
 * Everything of the job's workspace outside the working directory: at each folder on the way
 * down to it, every entry but the next folder. Empty when the working directory is the workspace
 * (or not inside it). A folder that cannot be listed gives nothing more. Links are left alone:
 * one opens nothing by itself, and hiding would hide where it points (a `bin -> /usr/bin`).
 */
export async function besideWorkingDirectory(
  jobWorkspace: string,
  workingDirectory: string,
): Promise<string[]> {
  const rel = relative(jobWorkspace, workingDirectory);
  if (rel === "" || rel.startsWith("..")) return [];
  const beside: string[] = [];
  let folder = jobWorkspace;
  for (const next of rel.split(sep)) {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.name !== next && !entry.isSymbolicLink()) beside.push(join(folder, entry.name));
    }
    folder = join(folder, next);
  }
  return beside;
}

/**
 * The `.git` of every repository nested in the workspace (a second checkout in a folder). Each
 * keeps its own configuration, and the credential `actions/checkout` may have left there. git
 * lists such a folder as `folder/` without entering it: among the untracked files (git enters
 * untracked folders to find them), and among the ignored folders, which are listed whole, so
 * only one that is an ignored folder itself is found there (not one deep inside `node_modules/`).
 */
export async function nestedGitDirs(git: Git, workspace: string): Promise<string[]> {
  const listings = await Promise.all([
    wholeListing(git, ["ls-files", "-z", "--others", "--exclude-standard"], { workTree: workspace }),
    wholeListing(git, ["ls-files", "-z", "--others", "--ignored", "--exclude-standard", "--directory"], {
      workTree: workspace,
    }),
  ]);
  // A listing that failed or was cut would leave a nested .git, and its credential, in reach.
  const folders = new Set<string>();
  for (const listed of listings) {
    if (!listed.ok) throw new Error(`Could not look for nested repositories: ${listed.error}`);
    for (const path of listed.stdout.split("\0")) if (path.endsWith("/")) folders.add(path);
  }
  const found: string[] = [];
  for (const folder of folders) {
    const dotGit = join(workspace, folder, ".git");
    const present = await lstat(dotGit).then(
      () => true,
      () => false,
    );
    if (present) found.push(dotGit);
  }
  return found;
}
