import { fail, ok, type Result } from "../base/result.js";
import { type Exec, firstLine } from "./exec.js";
import { type Launch, userScript } from "./launch.js";

/**
 * What to check as the sandbox user, each a promise the sandbox makes:
 * - `traverse`: it can pass this folder (a parent of the workspace, of its home, of node);
 * - `write`: it can create files in this folder (the workspace, its home);
 * - `execute`: it can run this program (node, for the tool host);
 * - `read`: it can read this file (the tool host's script);
 * - `hidden`: it can neither read nor enter this path (the runner's temp folder);
 * - `secret`: it cannot open this file (the action's `/proc/<pid>/environ` and `mem`).
 * (That sudo fails needs no check: no_new_privs keeps every setuid program from raising it.)
 */
export type CheckKind = "traverse" | "write" | "execute" | "read" | "hidden" | "secret";

export interface Check {
  kind: CheckKind;
  path: string;
}

/**
 * Prints `kind:path` for every broken promise. `test -x/-r/-w` ask the kernel with the real
 * uid, so ACLs count; `: < file` really opens the file, which is where /proc applies the
 * ptrace rules.
 */
const CHECK_SCRIPT = `
for check in "$@"; do
  kind=\${check%%:*}
  target=\${check#*:}
  case $kind in
    traverse) [ -x "$target" ] || echo "$check" ;;
    write) { [ -w "$target" ] && [ -x "$target" ]; } || echo "$check" ;;
    execute) { [ -f "$target" ] && [ -x "$target" ]; } || echo "$check" ;;
    read) ( : < "$target" ) 2>/dev/null || echo "$check" ;;
    hidden) { [ -r "$target" ] || [ -x "$target" ]; } && echo "$check" ;;
    secret) ( : < "$target" ) 2>/dev/null && echo "$check" ;;
  esac
done
exit 0
`;

/**
 * Runs every check in one process started exactly as the tool host is (setpriv, cleared groups,
 * no_new_privs) and returns the checks that failed; a failure when the sandbox user cannot run
 * anything at all (setpriv refused, e.g. a container without CAP_SETUID). Never throws.
 */
export async function verifyAsUser(
  launch: Launch,
  exec: Exec,
  checks: readonly Check[],
): Promise<Result<Check[]>> {
  // One finding per line: a path with a line break could hide one.
  const odd = checks.find((c) => c.path.includes("\n"));
  if (odd) return fail(`cannot check a path with a line break: ${JSON.stringify(odd.path)}`);
  const args = checks.map((c) => `${c.kind}:${c.path}`);
  const done = await exec(userScript(launch, CHECK_SCRIPT, args));
  if (!done.ok) return fail(`could not start a command as the sandbox user: ${firstLine(done.stderr)}`);
  const broken: Check[] = [];
  for (const line of done.stdout.split("\n")) {
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const kind = line.slice(0, colon) as CheckKind;
    const match = checks.find((c) => c.kind === kind && c.path === line.slice(colon + 1));
    if (match) broken.push(match);
  }
  return ok(broken);
}
