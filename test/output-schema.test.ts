import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { OutputSchemaSource } from "../src/action/inputs.js";
import {
  compileOutputSchema,
  MAX_SCHEMA_CHARS,
  type OutputSchema,
  prepareOutputSchema,
} from "../src/action/output-schema.js";
import { createGitHubClient, FAST_TIMING } from "../src/github/client.js";
import { fetchPullRequest } from "../src/github/context/pull-request.js";
import type { Trigger } from "../src/github/trigger/types.js";
import { type FakeGitHub, startGitHubServer } from "./fakes/github-server.js";

/**
 * `output-schema` checked as JSON Schema (draft 2020-12) before the run relies on it, and the
 * problems of a result named by their JSON pointers; a schema file read from the trusted branch,
 * as AGENTS.md is.
 */

const VERDICT = {
  type: "object",
  properties: {
    verdict: { enum: ["bug", "feature", "question"] },
    confidence: { type: "number", minimum: 0, maximum: 1 },
    contact: { type: "string", format: "email" },
  },
  required: ["verdict", "confidence"],
  additionalProperties: false,
};

async function compiled(schema: unknown): Promise<OutputSchema> {
  const result = await compileOutputSchema(schema);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

async function refusal(schema: unknown): Promise<string> {
  const result = await compileOutputSchema(schema);
  if (result.ok) throw new Error("the schema was accepted");
  return result.error;
}

describe("checking output-schema as a JSON Schema", () => {
  it("accepts an object schema, `true`, and a top-level union with definitions", async () => {
    await compiled(VERDICT);
    await compiled(true);
    await compiled({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $defs: { id: { type: "integer", minimum: 1 } },
      oneOf: [{ $ref: "#/$defs/id" }, { type: "array", items: { $ref: "#/$defs/id" } }],
    });
  });

  it("refuses a schema that breaks the draft's meta-schema, saying where", async () => {
    expect(await refusal({ type: "objet" })).toMatch(
      /^output-schema is not a valid JSON Schema: at \/type: /,
    );
    expect(await refusal({ properties: { n: { minimum: "one" } } })).toContain("/properties/n/minimum");
  });

  it("refuses what is not a schema at all", async () => {
    expect(await refusal([{ type: "string" }])).toBe(
      "output-schema is not a valid JSON Schema: a schema is a JSON object (or true), got an array",
    );
    expect(await refusal("string")).toContain("got a string");
  });

  it("refuses a reference it cannot resolve, and never fetches one from elsewhere", async () => {
    expect(await refusal({ $ref: "#/$defs/missing" })).toMatch(
      /^output-schema is not a valid JSON Schema: .*missing/,
    );
    expect(await refusal({ $ref: "https://example.com/schema.json" })).toContain(
      "https://example.com/schema.json",
    );
  });

  it("refuses another draft by name rather than reading it as 2020-12", async () => {
    expect(await refusal({ $schema: "http://json-schema.org/draft-07/schema#", type: "object" })).toBe(
      'output-schema is not a valid JSON Schema: its $schema is "http://json-schema.org/draft-07/schema#", but only draft 2020-12 is read (https://json-schema.org/draft/2020-12/schema)',
    );
  });

  it("accepts unknown keywords and formats, as the draft does, with a warning for a format", async () => {
    const schema = await compiled({
      type: "object",
      "x-owner": "triage",
      properties: { a: { format: "colour" } },
    });
    expect(schema.warnings).toEqual(['unknown format "colour" ignored in schema at path "#/properties/a"']);
    expect((await compiled(VERDICT)).warnings).toEqual([]);
  });
});

describe("the problems of a result", () => {
  it("are none for a value that satisfies the schema", async () => {
    expect(
      (await compiled(VERDICT)).problems({ verdict: "bug", confidence: 0.9, contact: "a@b.co" }),
    ).toEqual([]);
  });

  it("name each problem by its JSON pointer, with what was expected and what came", async () => {
    const problems = (await compiled(VERDICT)).problems({
      verdict: "bugg",
      confidence: 2,
      extra: 1,
      contact: "nope",
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        { pointer: "/verdict", message: 'must be one of ["bug","feature","question"], got "bugg"' },
        { pointer: "/confidence", message: "must be <= 1, got 2" },
        { pointer: "/extra", message: "not allowed here (the schema has no such property)" },
        { pointer: "/contact", message: 'must match format "email", got "nope"' },
      ]),
    );
    expect(problems).toHaveLength(4);
  });

  it("point at a missing property where it belongs, escaped as JSON pointers are", async () => {
    const schema = await compiled({
      type: "array",
      items: { type: "object", required: ["a/b"] },
    });
    expect(schema.problems([{ "a/b": 1 }, {}])).toEqual([
      { pointer: "/1/a~1b", message: "required, but missing" },
    ]);
    expect(schema.problems("x")).toEqual([{ pointer: "", message: 'must be array, got "x"' }]);
  });
});

describe("an output-schema given as a path", () => {
  const folders: string[] = [];
  const servers: FakeGitHub[] = [];
  afterEach(async () => {
    for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
    for (const server of servers.splice(0)) await server.close();
  });

  async function workspaceWith(files: Record<string, string>): Promise<string> {
    const root = await mkdtemp(join(tmpdir(), "output-schema-"));
    folders.push(root);
    for (const [path, text] of Object.entries(files)) {
      await mkdir(dirname(join(root, path)), { recursive: true });
      await writeFile(join(root, path), text);
    }
    return root;
  }

  const repo = { owner: "octo-org", repo: "octo-repo" };
  const dispatch: Trigger = { kind: "workflow_dispatch", repo, task: "classify" };
  const path = (p: string): OutputSchemaSource => ({ path: p });

  it("is read from the workflow's checkout for a run that is not about a pull request", async () => {
    const workspace = await workspaceWith({ "schemas/verdict.json": JSON.stringify(VERDICT) });
    const read = await prepareOutputSchema(path("schemas/verdict.json"), dispatch, { workspace });
    expect(read.ok && read.value.problems({ verdict: "bug", confidence: 1 })).toEqual([]);
  });

  it("is read from a pull request's base branch, never from its checked-out head", async () => {
    const gh = await startGitHubServer({ ...repo, token: "ghs_outputSchemaTest0123456789abcdef" });
    servers.push(gh);
    const pullNumber = gh.addPull({ headRef: "feature" }).number;
    gh.state.files.set(`${"2".repeat(40)}:schemas/verdict.json`, JSON.stringify(VERDICT));
    // The head's copy would accept anything.
    const workspace = await workspaceWith({ "schemas/verdict.json": "true" });
    const client = createGitHubClient({
      token: "ghs_outputSchemaTest0123456789abcdef",
      baseUrl: gh.url,
      timing: FAST_TIMING,
    });
    const pull = await fetchPullRequest(client, repo, pullNumber);
    if (!pull.ok) throw new Error(pull.error);
    const trigger: Trigger = {
      kind: "issue_comment",
      repo,
      task: "classify",
      number: pullNumber,
      isPullRequest: true,
      commentId: 1,
      createdAt: "2026-01-01T00:00:00Z",
    };

    const read = await prepareOutputSchema(path("schemas/verdict.json"), trigger, {
      workspace,
      client,
      pull: pull.value,
    });

    expect(read.ok && read.value.problems({ anything: true }).length).toBeGreaterThan(0);
    const asked = gh.requests.find((r) => r.path.includes("/contents/"));
    expect(asked).toMatchObject({ query: { ref: "2".repeat(40) } });
    expect(decodeURIComponent(asked?.path ?? "")).toBe(
      "/repos/octo-org/octo-repo/contents/schemas/verdict.json",
    );
  });

  it("fails naming the file when it is missing, not JSON, or not a schema", async () => {
    const workspace = await workspaceWith({ "bad.json": "{ nope", "wrong.json": '{"type": 5}' });
    const failure = async (p: string) => {
      const read = await prepareOutputSchema(path(p), dispatch, { workspace });
      return read.ok ? "accepted" : read.error;
    };
    expect(await failure("schemas/none.json")).toBe(
      "output-schema schemas/none.json could not be read: there is no schemas/none.json in the workspace",
    );
    expect(await failure("bad.json")).toMatch(
      /^output-schema bad\.json \(the workspace\) is not valid JSON: /,
    );
    expect(await failure("wrong.json")).toMatch(
      /^output-schema is not a valid JSON Schema: at \/type: .* \(read from wrong\.json, the workspace\)$/,
    );
  });

  it("is not read through a link leading out of the workspace, nor when it is too long", async () => {
    const secret = await workspaceWith({ "secret.json": '{"type":"object"}' });
    const workspace = await workspaceWith({
      "big.json": `{"description": "${"x".repeat(MAX_SCHEMA_CHARS)}"}`,
    });
    await symlink(join(secret, "secret.json"), join(workspace, "linked.json"));
    const linked = await prepareOutputSchema(path("linked.json"), dispatch, { workspace });
    expect(linked.ok ? "" : linked.error).toBe(
      "output-schema linked.json could not be read: linked.json leads outside the workspace; it was not read",
    );
    const big = await prepareOutputSchema(path("big.json"), dispatch, { workspace });
    expect(big.ok ? "" : big.error).toMatch(/more than the 100000 allowed$/);
  });
});
