import { Type } from "@sinclair/typebox";
import { isRecord } from "../../text/json.js";
import { type GitHubClient, requestAs } from "../client.js";
import {
  type GrantedPermission,
  isPermissionLevel,
  meetsPermission,
  type PermissionLevel,
} from "./permission-levels.js";
import type { RepoRef } from "./types.js";

export interface PermissionCheck {
  /** True when `level` is at least the required level. */
  allowed: boolean;
  level: GrantedPermission;
  /** One sentence for the log and the reply: who has what, and what was needed. */
  reason: string;
}

/**
 * Whether `username` holds at least `required` on `repo`, from the collaborator permission
 * endpoint. `role_name` is read first because it tells `maintain` and `triage` apart; a custom
 * role's name means nothing here, so then `permission` (admin, write, read, none) decides. Someone
 * who is not a collaborator (404) has `none`. Never throws: when the check itself fails, the
 * answer is "not allowed" with the failure as the reason, since a run must not start on a guess.
 */
export async function checkPermission(
  client: GitHubClient,
  repo: RepoRef,
  username: string,
  required: PermissionLevel,
): Promise<PermissionCheck> {
  const response = await requestAs(
    client,
    "GET /repos/{owner}/{repo}/collaborators/{username}/permission",
    { owner: repo.owner, repo: repo.repo, username },
    Type.Unknown(),
  );
  if (!response.ok && response.status !== 404) {
    return {
      allowed: false,
      level: "none",
      reason: `could not check the permission of @${username} on ${repo.owner}/${repo.repo} (${response.error})`,
    };
  }
  const level = response.ok ? grantedLevel(response.value) : "none";
  const allowed = meetsPermission(level, required);
  const who = level === "none" ? `@${username} has no access to` : `@${username} has ${level} permission on`;
  const need = `${required} or above is required`;
  return {
    allowed,
    level,
    reason: `${who} ${repo.owner}/${repo.repo}${allowed ? ` (${need})` : `; ${need}`}`,
  };
}

/** The level in a collaborator permission response; anything unreadable counts as `none`. */
function grantedLevel(data: unknown): GrantedPermission {
  if (!isRecord(data)) return "none";
  const { role_name: roleName, permission } = data;
  if (typeof roleName === "string" && isPermissionLevel(roleName)) return roleName;
  // `permission` folds maintain into write and triage into read; older servers may still say
  // maintain or triage, which are levels too.
  if (typeof permission === "string" && isPermissionLevel(permission)) return permission;
  return "none";
}
