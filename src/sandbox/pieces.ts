import { lstat } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { type Exec, type HelperResult, inScratchFile } from "./exec.js";

/**
 * A pass of `find` over the whole workspace, as root, on every core. Sharing the workspace with
 * the sandbox user and giving it back are passes over every entry (`setfacl`, `chown`), mostly
 * the kernel's time: one process does them on one core, for seconds on a large checkout. Here
 * one `find` does the workspace's folder and its own entries, and lists the entries two levels
 * down (the pieces: a monorepo's one top folder holds them all); then `xargs` hands the pieces,
 * in batches, to one `find` per core, each doing its pieces whole. Every entry is done once, by
 * one of them.
 *
 * Paths go from `find` to the programs it runs as `find` names them, as a single `find` over
 * the workspace would: so this runs only while no process of the sandbox user can change the
 * tree (before any of its commands may run, or once they are gone). The pieces pass from one
 * program to the next through a file of NUL-separated bytes, never through this process, so
 * names that are not UTF-8 stay what they are.
 */

/** Batches per core: enough that a core with the large pieces does not finish long after the others. */
const BATCHES_PER_CORE = 8;
/** About the bytes a piece adds to the workspace's path in the list: two names, a `/` each, a NUL. */
const PIECE_NAME_BYTES = 20;
/**
 * The fewest pieces in a batch: each batch starts a shell and a `find` (some milliseconds), so a
 * small checkout is done by one or two, nearly as fast as by one `find`.
 */
const MIN_BATCH = 16;
/** The most pieces in a batch: a folder of a hundred thousand files at the second level is a few hundred batches. */
const MAX_BATCH = 1024;

/**
 * Moves the first `$1` arguments after the others and runs `find` with them, so that the
 * expression `xargs` is given goes after the starting points it appends: find takes its
 * starting points first. A fixed script: the expression and the pieces are its arguments.
 */
const EXPRESSION_LAST = [
  "k=$1; shift; i=0",
  "for a do",
  '  [ "$i" -ge "$k" ] && break',
  '  set -- "$@" "$a"; i=$((i + 1))',
  "done",
  'shift "$k"',
  'exec find "$@"',
].join("\n");

export interface PieceOptions {
  exec: Exec;
  /**
   * Paths in the workspace never entered, nor given to `expression` (a nested repository's
   * hidden `.git`). A piece that holds one is done by the first `find`, which prunes it.
   */
  hidden?: readonly string[];
  /** The workspace's own folder is left out (it was done before). */
  below?: boolean;
  /**
   * A program that does the pieces named after it whole, in place of `find` with the expression
   * (`setfacl -R`, which walks on its own: a third faster than `find` handing it every entry).
   */
  wholePieces?: readonly string[];
}

/**
 * `xargs` running `find <path>... -maxdepth 0 <expression>` over the NUL-separated paths in the
 * file `list` (whole paths, as a `find` of a whole path printed them), one `find` after another,
 * so what they print never interleaves. Each path is tested as itself: find follows no link,
 * a starting point included.
 */
export function findEachListed(list: string, expression: readonly string[]): string[] {
  const each = ["-maxdepth", "0", ...expression];
  return ["xargs", "-0", "-r", "-a", list, "sh", "-c", EXPRESSION_LAST, "sh", String(each.length), ...each];
}

/**
 * Runs `find <entry>... <expression>` over every entry of `workspace` (see above). `expression`
 * is find's, an action included (`-exec … {} +`). Fails when any of the finds does, with what
 * they said; what the others did stands, so a caller may run its own pass again.
 */
export async function findInPieces(
  workspace: string,
  expression: readonly string[],
  options: PieceOptions,
): Promise<HelperResult> {
  const { exec } = options;
  return inScratchFile(async (pieces) => {
    const top = await exec(["find", workspace, ...topExpression(workspace, expression, pieces, options)]);
    if (!top.ok) return top;
    // Only how many there are, about: the file is root's, and need not be this user's to read.
    const count = (await lstat(pieces)).size / (workspace.length + PIECE_NAME_BYTES);
    if (count === 0) return top;
    const cores = Math.max(1, availableParallelism());
    const batch = Math.min(MAX_BATCH, Math.max(MIN_BATCH, Math.ceil(count / (cores * BATCHES_PER_CORE))));
    const xargs = ["xargs", "-0", "-r", "-a", pieces, "-P", String(cores), "-n", String(batch)];
    const each = options.wholePieces ?? [
      "sh",
      "-c",
      EXPRESSION_LAST,
      "sh",
      String(expression.length),
      ...expression,
    ];
    const rest = await exec([...xargs, ...each]);
    return rest.ok ? rest : { ...rest, stderr: [top.stderr, rest.stderr].filter(Boolean).join("\n") };
  }).catch((error: Error) => ({
    ok: false,
    stdout: "",
    stderr: `the pieces could not be listed: ${error.message}`,
  }));
}

/**
 * The first find's expression: the hidden paths pruned, the pieces (entries two levels down
 * that hold no hidden path) written to `pieces` and not entered, `expression` on the rest.
 */
function topExpression(
  workspace: string,
  expression: readonly string[],
  pieces: string,
  options: PieceOptions,
): string[] {
  const hidden = (options.hidden ?? []).filter((p) => p.startsWith(`${workspace}/`));
  const holders = new Set(hidden.map((p) => secondLevel(workspace, p)).filter((p) => p !== undefined));
  const root = globEscape(workspace);
  return [
    ...(options.below ? ["-mindepth", "1"] : []),
    ...(hidden.length > 0 ? ["(", ...anyPath(hidden), ")", "-prune", "-o"] : []),
    ...["(", "-path", `${root}/*/*`, "!", "-path", `${root}/*/*/*`],
    ...(holders.size > 0 ? ["!", "(", ...anyPath([...holders]), ")"] : []),
    ...["-fprint0", pieces, "-prune", ")", "-o", "(", ...expression, ")"],
  ];
}

/** The entry two levels below `workspace` that holds `inner`, if `inner` is that deep. */
function secondLevel(workspace: string, inner: string): string | undefined {
  const parts = path.relative(workspace, inner).split("/");
  return parts.length >= 2 ? path.join(workspace, parts[0] as string, parts[1] as string) : undefined;
}

/** find's test for any of `paths`, each matched as itself alone. */
function anyPath(paths: readonly string[]): string[] {
  return paths.flatMap((p, i) => [...(i > 0 ? ["-o"] : []), "-path", globEscape(p)]);
}

/** `path` as a pattern of find's `-path` that matches it alone. */
function globEscape(path: string): string {
  return path.replace(/[*?[\]\\]/g, (c) => `\\${c}`);
}
