import { describe, expect, it } from "vitest";
import {
  type GrantedPermission,
  meetsPermission,
  type PermissionLevel,
  permissionLevels,
} from "../src/github/trigger/permission-levels.js";
import { checkPermission } from "../src/github/trigger/permissions.js";
import type { JsonReply } from "./fakes/json-routes-server.js";
import { routesForFile } from "./fixtures/github.js";

const repo = { owner: "octo-org", repo: "octo-repo" };

/** What GitHub's `permission` field says for each role: maintain reads as write, triage as read. */
const foldedPermission: Record<GrantedPermission, string> = {
  none: "none",
  read: "read",
  triage: "read",
  write: "write",
  maintain: "write",
  admin: "admin",
};

function permissionBody(roleName: string | undefined, permission: string): JsonReply {
  return {
    body: {
      permission,
      ...(roleName === undefined ? {} : { role_name: roleName }),
      user: { login: "someone", id: 1, type: "User" },
    },
  };
}

/** Users named after what the server says about them. */
const users: Record<string, JsonReply> = {
  ...Object.fromEntries(
    (["none", ...permissionLevels] as GrantedPermission[]).map((level) => [
      `has-${level}`,
      permissionBody(level, foldedPermission[level]),
    ]),
  ),
  "custom-role-on-write": permissionBody("security-reviewer", "write"),
  "custom-role-on-read": permissionBody("docs-editor", "read"),
  "old-server-write": permissionBody(undefined, "write"),
  "old-server-maintain": permissionBody(undefined, "maintain"),
  "odd-answer": permissionBody("wizard", "superuser"),
  "server-error": { status: 500, body: { message: "Server Error" } },
  "bad-token": { status: 401, body: { message: "Bad credentials" } },
};

// The action's own client, retries and all, against a real HTTP server.
const { server, client } = await routesForFile(
  Object.fromEntries(
    Object.entries(users).map(([login, reply]) => [
      `GET /repos/${repo.owner}/${repo.repo}/collaborators/${login}/permission`,
      () => reply,
    ]),
  ),
);

const granted: GrantedPermission[] = ["none", ...permissionLevels];
const matrix = granted.flatMap((level) =>
  permissionLevels.map((required) => ({
    level,
    required,
    allowed: granted.indexOf(level) >= granted.indexOf(required),
  })),
);

describe("checkPermission", () => {
  it.each(matrix)(
    "a user with $level permission, when $required is required: allowed $allowed",
    async ({ level, required, allowed }) => {
      const result = await checkPermission(client, repo, `has-${level}`, required);
      expect(result).toMatchObject({ allowed, level });
      expect(result.reason).toContain(`@has-${level}`);
      expect(result.reason).toContain(`${required} or above is required`);
    },
  );

  it("tells maintain from write and triage from read through role_name", async () => {
    expect(await checkPermission(client, repo, "has-maintain", "maintain")).toMatchObject({ allowed: true });
    expect(await checkPermission(client, repo, "has-triage", "triage")).toMatchObject({ allowed: true });
    expect(await checkPermission(client, repo, "has-triage", "write")).toMatchObject({ allowed: false });
  });

  // custom-role-* have a role_name GitHub does not define; old-server-* come from a server that sends none.
  it.each([
    { login: "custom-role-on-write", required: "write", answer: { allowed: true, level: "write" } },
    { login: "custom-role-on-read", required: "write", answer: { allowed: false, level: "read" } },
    { login: "old-server-write", required: "write", answer: { level: "write" } },
    { login: "old-server-maintain", required: "maintain", answer: { allowed: true, level: "maintain" } },
  ] as const)(
    "falls back to permission for @$login when $required is required",
    async ({ login, required, answer }) => {
      expect(await checkPermission(client, repo, login, required)).toMatchObject(answer);
    },
  );

  it("treats an answer it cannot read as no access", async () => {
    expect(await checkPermission(client, repo, "odd-answer", "read")).toMatchObject({
      allowed: false,
      level: "none",
    });
  });

  it("treats someone who is not a collaborator (404) as having no access", async () => {
    const result = await checkPermission(client, repo, "stranger", "read");
    expect(result).toEqual({
      allowed: false,
      level: "none",
      reason: "@stranger has no access to octo-org/octo-repo; read or above is required",
    });
  });

  it.each([
    ["server-error", "500"],
    ["bad-token", "401"],
  ])("refuses, with the failure as the reason, when the check itself fails (%s)", async (login, status) => {
    const result = await checkPermission(client, repo, login, "read");
    expect(result.allowed).toBe(false);
    expect(result.reason).toContain("could not check the permission");
    expect(result.reason).toContain(status);
  });

  it("asks the collaborator permission endpoint", async () => {
    await checkPermission(client, repo, "has-admin", "admin");
    expect(server.requests).toContain("GET /repos/octo-org/octo-repo/collaborators/has-admin/permission");
  });
});

describe("meetsPermission", () => {
  it("orders the levels read < triage < write < maintain < admin", () => {
    const levels: PermissionLevel[] = ["read", "triage", "write", "maintain", "admin"];
    expect([...permissionLevels]).toEqual(levels);
    for (const [i, level] of levels.entries()) {
      for (const [j, required] of levels.entries()) expect(meetsPermission(level, required)).toBe(i >= j);
    }
    expect(meetsPermission("none", "read")).toBe(false);
  });
});
