import { readFile } from "node:fs/promises";
import { type Exec, firstLine } from "./exec.js";

/** The unprivileged user tool commands run as, unless told otherwise. */
export const DEFAULT_SANDBOX_USER = "repo-agent";

/** A valid, portable user name (what useradd accepts everywhere). */
const USER_NAME = /^[a-z_][a-z0-9_-]{0,30}$/;

export interface Account {
  name: string;
  uid: number;
  gid: number;
}

export type AccountResult = { ok: true; account: Account; created: boolean } | { ok: false; error: string };

/** `name`'s entry in /etc/passwd, where useradd puts it. */
async function lookup(name: string): Promise<Account | undefined> {
  let passwd: string;
  try {
    passwd = await readFile("/etc/passwd", "utf8");
  } catch {
    return undefined;
  }
  for (const line of passwd.split("\n")) {
    const [user, , uid, gid] = line.split(":");
    if (user === name && uid !== undefined && gid !== undefined) {
      return { name, uid: Number(uid), gid: Number(gid) };
    }
  }
  return undefined;
}

function checked(account: Account, created: boolean): AccountResult {
  if (
    account.uid === 0 ||
    account.gid === 0 ||
    !Number.isInteger(account.uid) ||
    !Number.isInteger(account.gid)
  ) {
    return {
      ok: false,
      error: `the user "${account.name}" exists with uid ${account.uid} and gid ${account.gid}; a sandbox user must be neither root nor in the root group`,
    };
  }
  return { ok: true, account, created };
}

/**
 * The sandbox user, created when missing: a system account with its own group, no home, no
 * login shell (commands are started explicitly), no password, no other groups and no sudoers
 * entry. An existing account is reused as long as it is not root; its other groups do not
 * matter because commands start with `setpriv --clear-groups`. Never throws.
 */
export async function ensureAccount(
  name: string,
  exec: Exec,
  useradd: string | undefined,
): Promise<AccountResult> {
  if (!USER_NAME.test(name)) return { ok: false, error: `"${name}" is not a valid user name` };
  const existing = await lookup(name);
  if (existing) return checked(existing, false);
  if (!useradd)
    return { ok: false, error: "useradd is not installed, so the sandbox user cannot be created" };
  const made = await exec([
    useradd,
    "--system",
    "--user-group",
    "--no-create-home",
    "--home-dir",
    "/nonexistent",
    "--shell",
    "/usr/sbin/nologin",
    "--comment",
    "Repo Agent tool commands",
    name,
  ]);
  // Another run on the same machine may have created it in the meantime: that is fine.
  const account = await lookup(name);
  if (account) return checked(account, made.ok);
  return {
    ok: false,
    error: `could not create the user "${name}": ${firstLine(made.stderr) || "useradd failed"}`,
  };
}

const accounts = new Map<string, Promise<AccountResult>>();

/** `ensureAccount`, once per user name and process; a failure is not remembered, so a later call tries again. */
export function cachedAccount(name: string, exec: Exec, useradd: string | undefined): Promise<AccountResult> {
  let pending = accounts.get(name);
  if (!pending) {
    pending = ensureAccount(name, exec, useradd).then((result) => {
      if (!result.ok) accounts.delete(name);
      return result;
    });
    accounts.set(name, pending);
  }
  return pending;
}
