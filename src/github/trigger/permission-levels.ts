/**
 * The permission levels on their own, with no imports: the inputs parser reads them, and it must
 * not pull the GitHub client into the command line's start-up.
 */

/** Repository permission levels, least first; the values the `allowed-permission` input accepts. */
export const permissionLevels = ["read", "triage", "write", "maintain", "admin"] as const;

export type PermissionLevel = (typeof permissionLevels)[number];

/** A user's level on a repository; `none` for someone who is not a collaborator. */
export type GrantedPermission = PermissionLevel | "none";

export function isPermissionLevel(value: string): value is PermissionLevel {
  return (permissionLevels as readonly string[]).includes(value);
}

/** True when `granted` is `required` or above it in `permissionLevels`. */
export function meetsPermission(granted: GrantedPermission, required: PermissionLevel): boolean {
  return granted !== "none" && permissionLevels.indexOf(granted) >= permissionLevels.indexOf(required);
}
