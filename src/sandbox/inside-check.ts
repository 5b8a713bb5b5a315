import { stat } from "node:fs/promises";
import { ancestors, type Change, grantTraverseAll, type Sharing } from "./access.js";
import type { Exec } from "./exec.js";
import type { Account, Launch } from "./launch.js";
import { type Check, verifyAsUser } from "./verify.js";

/**
 * The sandbox's promises checked from the inside, as its user, before it is reported active:
 * what must be reachable is, what must stay out of reach does.
 */

type CheckAccess = { sharing: Sharing; account: Account; exec: Exec; setfacl?: string | undefined };

/**
 * Checks every promise as the sandbox user; where it cannot pass a parent folder of the
 * workspace and ACLs are at hand, lets it pass (search only, that user only) and checks again.
 * Grants are added to `changes`. Returns why the sandbox must not be used, or undefined.
 */
export async function checkFromInside(
  launch: Launch,
  workspace: string,
  hostScript: string,
  hidden: readonly Change[],
  access: CheckAccess,
  changes: Change[],
): Promise<string | undefined> {
  const checks: Check[] = [
    ...ancestors(workspace).map((p) => traverse(p)),
    { kind: "write", path: workspace },
    { kind: "write", path: launch.tmp },
    ...hostStart(hostScript),
    ...hidden.map((c) => ({ kind: "hidden" as const, path: c.path })),
    ...secretsOf(process.pid, process.ppid).map((p) => ({ kind: "secret" as const, path: p })),
  ];
  const broken = await letThrough(launch, checks, access, changes);
  return typeof broken === "string" ? broken : describeBroken(broken, access.account);
}

/**
 * Lets the sandbox user pass the folders closed to others (by their modes) on the way to the
 * workspace and to node: so that the tool host's program can start as soon as the workspace is
 * shared, unchecked, and `checkFromInside`, which checks all of this again, runs once. Grants are
 * added to `changes`; why one failed, or undefined. Nothing is let through without ACLs (`group`
 * sharing): the check says what blocks.
 */
export async function letPassAhead(
  workspace: string,
  access: CheckAccess,
  changes: Change[],
): Promise<string | undefined> {
  if (access.sharing === "group") return undefined;
  return passClosed([...ancestors(process.execPath), ...ancestors(workspace)], access, changes);
}

/** Lets the user pass those of `dirs` closed to others and not let through yet; why not, or undefined. */
async function passClosed(
  dirs: readonly string[],
  access: CheckAccess,
  changes: Change[],
): Promise<string | undefined> {
  return grantTraverseAll(await closedToOthers(notLetThrough(dirs, changes)), access, changes);
}

/** What starting the tool host needs: node where this process found it, and the script. */
function hostStart(hostScript: string): Check[] {
  return [
    ...ancestors(process.execPath).map((p) => traverse(p)),
    { kind: "execute", path: process.execPath },
    { kind: "read", path: hostScript },
  ];
}

const traverse = (path: string): Check => ({ kind: "traverse", path });

/**
 * Runs `checks` as the sandbox user; folders it cannot pass are let through (with ACLs, which
 * `acl` and `idmap` sharing have) and all
 * is checked again. The checks still broken, or why they could not be made.
 */
async function letThrough(
  launch: Launch,
  checks: readonly Check[],
  access: CheckAccess,
  changes: Change[],
): Promise<Check[] | string> {
  const grants = access.sharing !== "group";
  // Folders closed to others (a 0750 home) are let through before the first check rather than
  // after it: the check, as the user, is then made once.
  const first = grants ? await passClosed(traversed(checks), access, changes) : undefined;
  if (first) return first;
  let verified = await verifyAsUser(launch, access.exec, checks);
  if (!verified.ok) return verified.error;
  // Blocked still, though not closed to others: let through now (one let through already is
  // blocked by something else, which the check says).
  const blocked = notLetThrough(traversed(verified.value), changes);
  if (blocked.length > 0 && grants) {
    const granted = await grantTraverseAll(blocked, access, changes);
    if (granted) return granted;
    verified = await verifyAsUser(launch, access.exec, checks);
    if (!verified.ok) return verified.error;
  }
  return verified.value;
}

/** The folders `checks` must pass. */
function traversed(checks: readonly Check[]): string[] {
  return checks.filter((c) => c.kind === "traverse").map((c) => c.path);
}

/** `dirs`, each once, but those let through already. */
function notLetThrough(dirs: readonly string[], changes: readonly Change[]): string[] {
  const passed = new Set(changes.filter((c) => c.kind === "grant").map((c) => c.path));
  return [...new Set(dirs)].filter((dir) => !passed.has(dir));
}

/**
 * Those of `dirs` that others may not search, by their modes as this process sees them: a new
 * user is neither their owner nor in their group, so it cannot pass them. One this process
 * cannot see is left to the check.
 */
async function closedToOthers(dirs: readonly string[]): Promise<string[]> {
  const closed = await Promise.all(
    dirs.map((dir) =>
      stat(dir).then(
        ({ mode }) => (mode & 0o001) === 0,
        () => false,
      ),
    ),
  );
  return dirs.filter((_, i) => closed[i]);
}

/** The action's own secrets as files: its environment and memory, and its parent's (the runner). */
function secretsOf(...pids: number[]): string[] {
  return pids.filter((pid) => pid > 1).flatMap((pid) => [`/proc/${pid}/environ`, `/proc/${pid}/mem`]);
}

/** Why the checks say the sandbox must not be used, or undefined when all promises hold. */
function describeBroken(broken: readonly Check[], account: Account): string | undefined {
  const first = broken[0];
  if (!first) return undefined;
  const who = account.name;
  switch (first.kind) {
    case "traverse":
      return `${who} cannot enter ${first.path}, a parent of the workspace or of node; give others search permission (chmod o+x ${first.path}), install acl, or move the workspace`;
    case "write":
      return `${who} cannot write ${first.path}`;
    case "execute":
      return `${who} cannot run ${first.path}, which starts the tool host; let others execute it (chmod o+x)`;
    case "read":
      return `${who} cannot read the tool host's script ${first.path}`;
    case "hidden":
      return `${who} can still read ${first.path}, which it must not`;
    case "secret":
      return `${who} can open ${first.path}, so it could read the action's secrets`;
  }
}
