import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Result } from "../base/result.js";
import type { Sharing } from "./access.js";
import type { Exec, HelperResult } from "./exec.js";
import { findEachListed, findInPieces } from "./pieces.js";
import { type PriorAcls, restoreAcls } from "./prior-acls.js";

/**
 * The workspace given back once the sandbox user is gone, at the end or when set-up gives up:
 * its entries to their owner, the user's ACL entries off them.
 */

/**
 * Every entry of the workspace its owner's again, as `chown -hR` leaves it, links themselves and
 * never what they point to. With ACL sharing nothing changed hands but what was made during the
 * run (by the agent, or by this process as another user than the owner), so only entries that
 * are not the owner's already are changed: on a large checkout a walk that reads (in pieces, on
 * every core: pieces.ts), plus the few files made. Group sharing gave every entry the sandbox
 * user's group: all of them go back. Whatever find cannot do (an entry that vanished, a path
 * past PATH_MAX in a deep tree the agent made) is left to `chown -hR`, which walks any depth.
 * Only once the user's processes are gone: nothing may swap entries while this runs as root.
 */
export async function giveBack(
  workspace: string,
  owner: { uid: number; gid: number },
  sharing: Sharing,
  exec: Exec,
): Promise<HelperResult> {
  const ids = `${owner.uid}:${owner.gid}`;
  if (sharing === "acl") {
    const others = ["(", "!", "-uid", String(owner.uid), "-o", "!", "-gid", String(owner.gid), ")"];
    const changed = await findInPieces(workspace, [...others, "-exec", "chown", "-h", ids, "--", "{}", "+"], {
      exec,
    });
    if (changed.ok) return changed;
  }
  return exec(["chown", "-hR", ids, workspace]);
}

/**
 * Clears the set-user-ID and set-group-ID bits of every file changed since `sinceNs`, as root:
 * with `idmap` sharing what the agent made is stored as the owner's, so such a bit would let
 * whoever runs the file act as the owner once outside the sandbox's `nosuid` mount (there is no
 * chown to clear it, as with the other sharings). The walk of the tree clears those it reads; this
 * reaches the rest (inside a nested repository's objects, or a tree never read). In pieces
 * (pieces.ts), only once the user's processes are gone.
 */
export function clearSetIds(workspace: string, sinceNs: bigint, exec: Exec): Promise<HelperResult> {
  return findInPieces(workspace, [...setIdTests(sinceNs), ...CLEAR_SET_IDS], { exec });
}

/** find's tests for a file with a set-ID bit whose inode changed since `sinceNs`. */
function setIdTests(sinceNs: bigint): string[] {
  // Change times are whole seconds to find: a second before the mark leaves none out.
  const since = `@${(sinceNs / 1_000_000_000n - 1n).toString()}`;
  return ["-type", "f", "-perm", "/6000", "-newerct", since];
}

const CLEAR_SET_IDS = ["-exec", "chmod", "u-s,g-s", "--", "{}", "+"];

/** `clearSetIds` in two halves, around the walk (`startSetIdSweep`). */
export interface SetIdSweep {
  /**
   * Once the walk is done: clears the bits of the files listed that still have them, and names
   * those, relative to the workspace. Undefined when the listing or the clearing failed: the
   * whole pass (`clearSetIds`) must run then.
   */
  clear(): Promise<string[] | undefined>;
  /** Removes the listing. */
  forget(): Promise<void>;
}

/**
 * `clearSetIds` for a workspace the walk reads (tree-walk.ts), which clears the bits of the files
 * it reads and reports them. Where the kernel keeps a record of the inodes changed during the run
 * (`recorded`, the idmapped mount's holder: idmap.ts), `clear` asks it, once the walk is done,
 * and nothing passes over the workspace. Otherwise, or where the record cannot vouch, the files
 * changed since the mark that have such a bit are listed by one `find`, beside the walk (on the
 * core the walk leaves free) where there is no record, after it where the record failed; nothing
 * is changed meanwhile: the walk's reports stay whole, whichever of the two reaches a file first.
 * `clear` then clears the bits the walk left (a repository's `.git`, a folder it did not enter)
 * and says which. As root, only once the user's processes are gone: the paths are used as `find`
 * printed them, each tested again as itself, a link never followed.
 */
export function startSetIdSweep(
  workspace: string,
  sinceNs: bigint,
  exec: Exec,
  recorded?: () => Promise<Result<string[]>>,
): SetIdSweep {
  // Made only for a `find`: a sweep from the record lists nothing.
  let folder: Promise<string> | undefined;
  const list = () => {
    folder = mkdtemp(path.join(tmpdir(), "repo-agent-set-ids-"));
    return folder
      .then(async (made) => {
        const listing = path.join(made, "list");
        const found = await exec(["find", workspace, ...setIdTests(sinceNs), "-fprint0", listing]);
        return found.ok ? listing : undefined;
      })
      .catch(() => undefined);
  };
  const listed = recorded ? undefined : list();
  const named = (file: string) => (file.startsWith(`${workspace}/`) ? path.relative(workspace, file) : file);
  return {
    async clear() {
      const known = await recorded?.();
      if (known?.ok) return known.value.map(named);
      const listing = await (listed ?? list());
      if (listing === undefined) return undefined;
      const each = [...setIdTests(sinceNs), "-print0", ...CLEAR_SET_IDS];
      const cleared = await exec(findEachListed(listing, each));
      if (!cleared.ok) return undefined;
      return cleared.stdout.split("\0").filter(Boolean).map(named);
    },
    forget: async () => {
      await folder?.then((made) => rm(made, { recursive: true, force: true })).catch(() => {});
    },
  };
}

/**
 * Paths at least this long are reached from their own folder when the ACLs are taken off:
 * `setfacl -R` names each entry by its whole path, which fails past PATH_MAX (4096 bytes on
 * Linux, in a tree the agent made that deep). Below the limit, with room to spare.
 */
const LONG_PATH = 3000;

/**
 * Takes every ACL entry the sharing added off the workspace, the sandbox user's, this process's
 * user's and the default ones (a later run's user may get the uid, and a file must read `644`,
 * not `664` with a `+`): `setfacl -b` on every entry, which also gives the group its own bits
 * back from under the mask, in pieces on every core (pieces.ts), or where that fails by one
 * `setfacl -R`. Then the entries that had ACLs of their own before the run get them back
 * (`prior`). Where `setfacl -R` could not name an entry (see `LONG_PATH`), every entry with
 * a long path is done again from its own folder (`find -execdir`), links left alone (setfacl
 * follows them). Only once the user's processes are gone: nothing may swap entries meanwhile.
 */
export async function unshare(
  workspace: string,
  prior: PriorAcls | undefined,
  setfacl: string | undefined,
  exec: Exec,
): Promise<HelperResult> {
  const program = setfacl ?? "setfacl";
  const pieces = await findInPieces(workspace, ["!", "-type", "l", "-exec", program, "-P", "-b", "{}", "+"], {
    exec,
    // It leaves links alone, those it is given included.
    wholePieces: [program, "-R", "-P", "-b", "--"],
  });
  const whole = pieces.ok ? pieces : await exec([program, "-R", "-P", "-b", workspace]);
  let done = whole;
  if (!whole.ok) {
    const long = ["!", "-type", "l", "-regextype", "posix-extended", "-regex", `.{${LONG_PATH},}`];
    const deep = await exec(["find", workspace, ...long, "-execdir", program, "-b", "{}", "+"]);
    const other = whole.stderr
      .split("\n")
      .filter((line) => line.trim() && !line.includes("File name too long"));
    done =
      deep.ok && other.length === 0
        ? deep
        : { ok: false, stdout: "", stderr: [...other, deep.stderr].filter(Boolean).join("\n") };
  }
  const restored = prior ? await restoreAcls(prior, program, exec) : undefined;
  return restored && !restored.ok ? restored : done;
}
