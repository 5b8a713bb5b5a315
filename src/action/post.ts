import { rm } from "node:fs/promises";
import { basename, isAbsolute } from "node:path";
import * as core from "@actions/core";
import { LISTINGS_FOLDER_PREFIX } from "../base/tree-records.js";
import type { Exec } from "../sandbox/exec.js";
import type { AccessChange } from "../sandbox/index.js";
import { type PostState, readPostState, readSetAsideCredential } from "./post-state.js";

/**
 * The action's `post:` step (DESIGN section 5: "If the action's step is killed, a `post:` step
 * still restores..."). The main step records what must be undone as it goes and clears the
 * record when it undid it itself, so after a normal run this does nothing. After a killed main
 * step it ends the sandbox user's processes and removes the user, gives the workspace back to
 * its owner, puts the trusted `.git` back with the checkout's credential, and finishes the
 * tracking comment. Each part is tried on its own; a failure is a warning, never a crash.
 */
async function post(env: NodeJS.ProcessEnv): Promise<void> {
  const state = readPostState(env);
  await removeListings(state.listings);
  const { vault, sandboxUser, comment, credential, network, accessChanges } = state;
  if ([vault, sandboxUser, comment, credential, network, accessChanges].every((part) => !part)) return;
  if (vault || sandboxUser || comment || network)
    core.warning("Repo Agent's main step was stopped before it finished; putting the workspace back.");
  // Loaded only now: after a normal run (the common case) this step loads nothing more.
  const [{ capabilities }, { rootExec }, { openVault }, { restoreCredential }, { removeNetworkRules }] =
    await Promise.all([
      import("../sandbox/probe.js"),
      import("../sandbox/exec.js"),
      import("../github/publish/vault.js"),
      import("../github/credentials.js"),
      import("../network/index.js"),
    ]);
  const caps = await capabilities();
  const exec = caps.privilege === "none" ? undefined : rootExec(caps.privilege, caps.programs.sudo);

  if (await removeUserLeft(state, exec)) {
    // A live process of the agent could swap what is put back, or read the credential.
    core.warning(
      "Processes of the sandbox user are still running: .git and the credential stay in the vault.",
    );
    if (state.comment) await finishComment(env, state.comment);
    return;
  }
  // Once the user's processes are gone (with survivors the rules stay, and reach nothing).
  if (state.network) {
    const problem = await removeNetworkRules(state.network, caps);
    if (problem)
      core.warning(`Could not remove the network rules of run ${state.network.marker}: ${problem}`);
    else core.info("The network rules of the agent's side are removed.");
  }
  if (state.owner && state.vault) {
    if (exec) {
      const back = await exec([
        "chown",
        "-hR",
        `${state.owner.uid}:${state.owner.gid}`,
        state.vault.workspace,
      ]);
      if (!back.ok) core.warning(`Could not give the workspace back to its owner: ${back.stderr}`);
      const unshared = await stripAcls(exec, caps.programs.setfacl, state.vault.workspace);
      if (unshared) core.warning(unshared);
    }
  }
  if (state.vault) {
    const credential = await readSetAsideCredential(state.vault.dir);
    const problem = await openVault(state.vault).restore();
    if (problem) core.warning(problem);
    else if (credential) await restoreCredential(credential).catch(credentialWarning);
  }
  if (state.credential) {
    // The main step could not put it back: once more, and said either way.
    const credential = await readSetAsideCredential(state.credential.dir);
    if (!credential) core.warning("The checkout's credential set aside by the main step could not be read.");
    else if (
      await restoreCredential(credential).then(
        () => true,
        (error: unknown) => credentialWarning(error) ?? false,
      )
    )
      core.info("The checkout's credential is back in .git/config.");
    // A private folder in the runner's temporary folder, which is emptied after the job: a copy
    // that cannot be removed now goes then, and whether the credential went back was said above.
    await rm(state.credential.dir, { recursive: true, force: true }).catch(() => undefined);
  }
  if (state.comment) await finishComment(env, state.comment);
}

/**
 * Removes the sandbox user a killed main step left, with its processes, and takes back its
 * changes of access outside the workspace. Whether a process of it survived.
 */
async function removeUserLeft(state: PostState, exec: Exec | undefined): Promise<boolean> {
  if (!state.sandboxUser) return false;
  const { removeSandboxUser } = await import("../sandbox/account.js");
  const removal = await removeSandboxUser(state.sandboxUser);
  if (removal.problem) core.warning(removal.problem);
  // Unless the user is surely gone with all its processes, what was hidden from it stays hidden.
  await takeBackAccess(state.accessChanges, removal.survivors || removal.problem !== undefined, exec);
  return removal.survivors;
}

/**
 * Takes back, as root, the sandbox's changes of access outside the workspace that a killed main
 * step left (`accessChanges`): all of them once the user and its processes are gone; while one
 * may run (`mayRun`), only the folders it was let through (the paths hidden from it stay
 * hidden). Never throws.
 */
async function takeBackAccess(
  recorded: PostState["accessChanges"],
  mayRun: boolean,
  exec: Exec | undefined,
): Promise<void> {
  const changes = (recorded ?? []).filter(isAccessChange);
  if (changes.length === 0) return;
  if (!exec) {
    core.warning(
      "The sandbox's ACL entries outside the workspace stay: taking them back needs root or sudo.",
    );
    return;
  }
  const { takeBackChanges } = await import("../sandbox/hold.js");
  await takeBackChanges(exec, changes, (change) => !mayRun || change.kind === "grant");
  core.info("The sandbox user's ACL entries outside the workspace are taken back.");
}

/** A change of access as the main step recorded it (`PostState.accessChanges`). */
function isAccessChange(value: unknown): value is AccessChange {
  if (typeof value !== "object" || value === null) return false;
  const { path, undo, kind, identity } = value as Partial<AccessChange>;
  return (
    typeof path === "string" &&
    Array.isArray(undo) &&
    undo.length > 0 &&
    undo.every((arg) => typeof arg === "string") &&
    (kind === "hide" || kind === "grant") &&
    (identity === undefined || (typeof identity.dev === "number" && typeof identity.ino === "number"))
  );
}

/**
 * Removes the start commit's listings a killed main step left in the machine's temporary folder:
 * the action's own files, so nothing of the agent's needs to be gone first.
 */
async function removeListings(folder: string | undefined): Promise<void> {
  if (!folder || !isAbsolute(folder) || !basename(folder).startsWith(LISTINGS_FOLDER_PREFIX)) return;
  await rm(folder, { recursive: true, force: true }).catch(() => undefined);
}

/** Says why the credential could not be put back: later steps of the job have no git access. */
function credentialWarning(error: unknown): undefined {
  const why = error instanceof Error ? error.message : String(error);
  core.warning(
    `The checkout's credential could not be put back into .git/config: ${why}. Later steps of this job have no git access.`,
  );
  return undefined;
}

async function finishComment(env: NodeJS.ProcessEnv, comment: NonNullable<PostState["comment"]>) {
  const token = env["INPUT_GITHUB-TOKEN"] ?? "";
  if (!token) return;
  const { owner, repo } = comment.target.repo;
  const server = (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, "");
  const runUrl = `${server}/${owner}/${repo}/actions/runs/${env.GITHUB_RUN_ID ?? ""}`;
  const body = [
    "### ⛔ Repo Agent was stopped",
    "",
    "The job stopped the action before it could finish (a cancel, or the job's own time limit), so " +
      "this run published nothing more. The workspace was put back as it was.",
    "",
    `[Job run](${runUrl})`,
  ].join("\n");
  const [{ createGitHubClient }, { updateComment }] = await Promise.all([
    import("../github/client.js"),
    import("../github/comment/tracking-comment.js"),
  ]);
  const client = createGitHubClient({
    token,
    baseUrl: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
    warn: (message) => core.warning(message),
  });
  const written = await updateComment(client, comment.target, comment.id, body);
  if (!written.ok) core.warning(`Could not finish the tracking comment: ${written.error}`);
}

post(process.env).catch((error: unknown) => {
  core.warning(`Repo Agent's clean-up failed: ${error instanceof Error ? error.message : String(error)}`);
});

/**
 * Takes the sharing's ACL entries off the workspace: a later step must not find files of mode 664
 * with a `+`. (The workspace's own ACLs from before the run, rare in a checkout, were the main
 * step's to give back; here they go with the rest.) Returns why it failed, or undefined.
 */
async function stripAcls(
  exec: (argv: string[]) => Promise<{ ok: boolean; stderr: string }>,
  setfacl: string | undefined,
  workspace: string,
): Promise<string | undefined> {
  if (!setfacl) return undefined;
  const done = await exec([setfacl, "-R", "-P", "-b", workspace]);
  return done.ok ? undefined : `Could not take the sharing's ACLs off the workspace: ${done.stderr}`;
}
