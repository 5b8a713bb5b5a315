import { lstat } from "node:fs/promises";
import type { PullRequest } from "../github/context/pull-request.js";
import { createGit, type Git } from "../github/git.js";
import { lockRepository, type Vault } from "../github/publish/vault.js";
import type { DisposeHooks } from "../sandbox/index.js";
import { bundledToolHostScript } from "../sandbox/tool-host-script.js";
import { readTreeHere } from "../sandbox/tree-stream.js";
import type { AdmittedRun } from "./admitted-run.js";
import { AgentSideControl } from "./agent-side.js";
import { CredentialCustody } from "./credential-custody.js";
import type { AgentSide, PreparedSide, Released, StartPoint } from "./hand-offs.js";
import { type KeptFolder, keepIfInside, postStepFolder, readIfInside } from "./own-files.js";
import type { PostStepRecord } from "./post-state.js";
import { checkOutStartPoint, type OwnStart, readOwnStart } from "./start-point.js";
import { type TreeReader, treeReader } from "./working-tree-snapshot.js";

type Stage = "new" | "credential out" | "checked out" | "locked" | "released" | "restored";

/**
 * Owns the workspace from the moment the action touches it until it is handed back, and makes
 * the security ordering code rather than comments. Each step refuses to run out of order:
 *
 * 1. `takeCredential`: the checkout's credential leaves `.git/config` before anything else, and
 *    the action's own code and files that live in the workspace (`uses: ./`) are read.
 * 2. `checkout`: the pull request's head (or the schedule's branch, or the failed CI run's
 *    commit) enters the workspace, only once step 1 has read all of the action that lives there.
 * 3. `lock`: last before the agent acts, the trusted `.git` moves into the vault (the agent gets a
 *    `.git` of its own that borrows the objects read-only) and the credential is set aside; the
 *    sandbox begins to be prepared, and no tool runs before it is ready (`AgentSide.prepare`).
 * 4. `release`: every process the agent started is ended; publishing may read the tree only then.
 * 5. `restore` (always, in `finally`): the trusted `.git` goes back, then the credential, into it.
 *
 * The work of each step is its collaborators': `CredentialCustody`, the checkout kinds
 * (start-point.ts), `AgentSideControl`, the vault and the action's own files (own-files.ts).
 */
export class WorkspaceGuard {
  /** What the reader must not miss (the sandbox was off), for the comment and the summary. */
  readonly notices: string[] = [];
  private stage: Stage = "new";
  private readonly git: Git;
  private readonly custody: CredentialCustody;
  private readonly side: AgentSideControl;
  private vault: Vault | undefined;
  /** The action's own post step, when it lives in the workspace (`uses: ./`). */
  private postStep: KeptFolder | undefined;
  /** HEAD's commit and branch, read with the credential (`takeCredential`). */
  private ownStart: OwnStart | undefined;
  /** Where the run starts (`checkout`). */
  private start: StartPoint | undefined;
  /** The reader of the working tree against the start commit (`readerFor`), made once. */
  private tree: TreeReader | undefined;

  constructor(
    private readonly run: AdmittedRun,
    private readonly remember: PostStepRecord,
    /**
     * Loads the action's own code that may not be read from the workspace once untrusted files
     * can be there (the start-up plan's `loadLateIfInside`). Step 1 runs it, and a failure ends
     * the run before anything is checked out.
     */
    private readonly loadOwnCode: () => Promise<unknown>,
  ) {
    this.git = createGit(run.runtime.workspace, { redact: run.redact });
    this.custody = new CredentialCustody(this.git, remember, run.runtime.runnerTemp);
    this.side = new AgentSideControl(run, remember, this.notices);
  }

  /**
   * Step 1: the checkout's credential leaves `.git/config` (kept to put back in `restore`), and
   * with `uses: ./` the action's own post step and tool host are read, and its code that loads
   * late is loaded, while the workspace is still the workflow's (see `keepIfInside`).
   */
  async takeCredential(): Promise<void> {
    this.expect("new");
    const { workspace } = this.run.runtime;
    // The commit and branch the checkout starts from, unless the start is another commit: read
    // now, with the rest (nothing moves HEAD until the checkout).
    if (this.run.trigger.kind !== "workflow_run") this.ownStart = readOwnStart(this.git);
    // Likewise the tool host the sandbox user runs: read before the checkout, not followed
    // through whatever link a pull request's head puts in its place. The sandbox's user and home
    // are made meanwhile, its tool host copied in once read; the rest waits for the lock.
    const toolHost = readIfInside(workspace, bundledToolHostScript());
    this.side.begin(toolHost);
    // All at once: the credential's git commands, and reads of the action's own files.
    const [, postStep, , unloaded] = await Promise.all([
      this.custody.take(),
      keepIfInside(workspace, postStepFolder()),
      toolHost,
      // Its failure waits for the rest, so that the credential taken is put back at the end.
      this.loadOwnCode().then(
        () => undefined,
        (error: unknown) => error,
      ),
    ]);
    this.postStep = postStep;
    if (unloaded) throw new Error(`the action's own code could not be loaded: ${String(unloaded)}`);
    this.stage = "credential out";
  }

  /**
   * Step 2: the workspace at the run's start point (see `checkOutStartPoint`): the pull request's
   * head (`pull`, read once by `describeTask`), a CI repair's failed commit, the scheduled branch
   * an earlier run left open, or the checkout as it is. Throws when it cannot be checked out.
   */
  async checkout(pull: PullRequest | undefined): Promise<StartPoint> {
    this.expect("credential out");
    const checkout = { run: this.run, git: this.git, credential: this.custody.credential };
    const start = await checkOutStartPoint(checkout, pull, this.ownStart);
    this.start = start;
    this.stage = "checked out";
    return start;
  }

  /**
   * Step 3: the trusted `.git` into the vault and the credential set aside. The agent's side (the
   * sandbox, the commands' environment) begins to be prepared at once, in the background: on a
   * large checkout it is the slow part, and it need not hold the first model request up. The
   * tools wait for it (`AgentSide.prepare`); `release` and `restore` wait for it too, so a sandbox
   * still being prepared is ended whole, never half made.
   */
  async lock(): Promise<AgentSide> {
    this.expect("checked out");
    const { runtime } = this.run;
    const locked = await lockRepository(runtime.workspace, {
      redact: this.run.redact,
      ...(runtime.runnerTemp ? { fallbackDir: runtime.runnerTemp } : {}),
    });
    if (!locked.ok) throw new Error(locked.error);
    const vault = locked.value;
    this.vault = vault;
    this.stage = "locked";
    const { workspace, dir, objects } = vault;
    this.remember({ vault: { workspace, dir, ...(objects ? { objects } : {}) } });
    await this.custody.setAside(vault.dir);

    const owner = await lstat(runtime.workspace).then(({ uid, gid }) => ({ uid, gid }));
    // Finished now, while the first model request is made and sent; the tools wait for the same.
    const preparing = this.side.prepare({ vault, owner });
    void this.listAfter(preparing);
    return { prepare: () => preparing };
  }

  /**
   * The start commit's listings for the end's walk (`treeReader`), made while the agent works:
   * once its side is ready and the sharing's own pass is done, so neither the first tool call
   * nor the end waits for them. On a large checkout they take a few hundred milliseconds.
   */
  private async listAfter(preparing: Promise<PreparedSide>): Promise<void> {
    const side = await preparing;
    if (!side.ok) return;
    await side.writable?.catch(() => {});
    if (this.stage === "locked" && this.start) this.readerFor(this.start);
  }

  /** The reader of the working tree against `start`, made on the first call. */
  private readerFor(start: StartPoint): TreeReader {
    const vault = this.vault as Vault;
    this.tree ??= treeReader(vault.git, start.startSha, vault.dir, () => ({
      root: this.run.runtime.workspace,
      privateFolders: this.side.nestedGitFolders,
      ...(this.side.sinceNs !== undefined ? { sinceNs: this.side.sinceNs } : {}),
    }));
    void this.tree.listed.then((listings) => listings && this.remember({ listings }));
    return this.tree;
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
    const tree = this.readerFor(start);
    await this.endAgent(tree.read);
    this.stage = "released";
    if (this.side.survivors)
      throw new Error(
        "processes of the sandbox user survived SIGKILL, so the working tree was not read and nothing was published; the changes are still in the workspace",
      );
    // No sandbox (off, or never prepared): this process is the agent's user, or nothing of the agent ran.
    if (!tree.snapshot()) await tree.read(readTreeHere);
    return {
      vault,
      credential: this.custody.credential,
      snapshot: tree.snapshot() ?? { ok: false, error: "the working tree was not read" },
    };
  }

  /**
   * Step 5, whatever happened: the agent's processes ended, the trusted `.git` back (first, so
   * the credential is written into it and nowhere else), then the credential. Returns why the
   * repository could not be put back, if it could not. Never throws.
   */
  async restore(): Promise<string | undefined> {
    if (this.stage === "restored") return undefined;
    // Again, for a run that never reached the release: a failure is said, since the agent's
    // processes may outlive it, and the repository is put back all the same.
    await this.endAgent().catch((error: unknown) =>
      this.run.io.warning(
        this.run.redact(
          `Could not end the agent's processes: ${error instanceof Error ? error.message : String(error)}`,
        ),
      ),
    );
    await this.side.removeHome();
    this.stage = "restored";
    // Listings made for a walk that never came (a run that failed before its end); none is
    // begun from here on (`listAfter`).
    await this.tree?.forget();
    // A live process of the agent could swap the restored .git or read the credential: both wait
    // in the vault for the post step, which ends the user's processes again first.
    if (this.side.survivors) {
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
    const credential = unrestored ? undefined : await this.custody.putBack();
    // Left for the post step to try again when the repository could not be put back.
    if (!unrestored)
      this.remember({
        vault: undefined,
        sandboxUser: undefined,
        owner: undefined,
        listings: undefined,
        accessChanges: undefined,
      });
    // Again, last: the sandbox off has no kill step, and nothing may have been left since.
    const postStep = await this.restorePostStep();
    return [unrestored, credential, postStep].filter(Boolean).join("; ") || undefined;
  }

  /** Writes a vendored action's post step back as it was read before the agent ran. */
  private restorePostStep(): Promise<string | undefined> {
    return this.postStep?.restore() ?? Promise.resolve(undefined);
  }

  /** Ends the agent's side; `whileShared` reads the working tree as the sandbox user, when there is one. */
  private endAgent(whileShared?: DisposeHooks["whileShared"]): Promise<void> {
    return this.side.end({
      // A vendored action's post step first: the runner starts it even if this step is killed
      // during the slow give-back that follows, and it must not be the agent's code then.
      onceKilled: () => this.restorePostStep(),
      ...(whileShared ? { whileShared } : {}),
    });
  }

  private expect(stage: Stage): void {
    if (this.stage !== stage)
      throw new Error(`workspace guard: ${stage} expected, but the workspace is ${this.stage}`);
  }
}
