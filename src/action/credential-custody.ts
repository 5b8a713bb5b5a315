import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { restoreCredential, type SavedCredential, takeCheckoutCredential } from "../github/credentials.js";
import type { Git } from "../github/git.js";
import { type PostStepRecord, setAsideCredential } from "./post-state.js";

/**
 * The checkout's credential in the action's keeping: out of `.git/config` before anything else
 * touches the workspace, in the action's hands for fetches and pushes, set aside for a post step
 * while the agent works, and back into `.git/config` at the end for the job's later steps.
 */
export class CredentialCustody {
  private saved: SavedCredential | undefined;

  constructor(
    private readonly git: Git,
    private readonly remember: PostStepRecord,
    /** The runner's temp folder, where a credential that cannot be put back waits for the post step. */
    private readonly runnerTemp: string | undefined,
  ) {}

  /** Takes the credential out of `.git/config`, kept to put back (`putBack`). */
  async take(): Promise<void> {
    this.saved = await takeCheckoutCredential(this.git);
  }

  /** The credential, for git commands that fetch or push. Throws when it was not taken out first. */
  get credential(): SavedCredential {
    if (!this.saved) throw new Error("the checkout's credential was not taken out first");
    return this.saved;
  }

  /** Keeps a copy in the vault while the agent works, for a post step after a killed main step. */
  async setAside(vaultDir: string): Promise<void> {
    await setAsideCredential(vaultDir, this.credential);
  }

  /**
   * The checkout's credential back into `.git/config`, for the job's later steps (nothing when it
   * was never taken). When it cannot be, it is set aside in a private folder for the post step to
   * try again, and the reason comes back for the job log and the comment: a later step would
   * otherwise fail to fetch or push with nothing said.
   */
  async putBack(): Promise<string | undefined> {
    const saved = this.saved;
    if (!saved) return undefined;
    const failed = await restoreCredential(saved).then(
      () => undefined,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    if (failed === undefined) return undefined;
    try {
      const dir = await mkdtemp(join(this.runnerTemp ?? tmpdir(), "repo-agent-credential-"));
      await setAsideCredential(dir, saved);
      this.remember({ credential: { dir } });
      return `the checkout's credential could not be put back into .git/config (${failed}); the post step tries again`;
    } catch (error) {
      return `the checkout's credential could not be put back into .git/config (${failed}), nor set aside for the post step (${(error as Error).message}): later steps of this job have no git access`;
    }
  }
}
