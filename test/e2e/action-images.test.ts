import { describe, expect, it, type TestContext } from "vitest";
import { TRACKING_MARKER } from "../../src/github/comment/body.js";
import { renderMemoryBlock } from "../../src/github/comment/run-memory.js";
import { type AttachmentHost, startAttachmentHost } from "../fakes/attachment-host.js";
import type { FakeUser } from "../fakes/github-server.js";
import { type RecordedRequest, wireImages } from "../fakes/model-server.js";
import { PNG_DATA } from "../image-fixtures.js";
import { alice, commentEvent } from "./asks.js";
import {
  type ActionRun,
  E2E_TEST_TIMEOUT_MS,
  GITHUB_TOKEN,
  type RunOptions,
  type Stage,
  stageForTest,
} from "./harness.js";
import { workflowRunPayload } from "./payloads.js";

/**
 * The screenshots of a bug report reach the model: the attachments on the GitHub server's own
 * host are downloaded with the token and sent as image content in either wire format, and an
 * image anywhere else is never fetched. The server stands for a GitHub Enterprise Server, whose
 * attachments live on its own host (`GITHUB_SERVER_URL`).
 */

const bob: FakeUser = { login: "bob", type: "User" };
/** The login the action posts as in the stage: its tracking comments are its own. */
const actionBot: FakeUser = { login: "github-actions[bot]", type: "Bot" };

interface World {
  s: Stage;
  server: AttachmentHost;
  stranger: AttachmentHost;
  /** The stage's run, with `server` as the GitHub server (`GITHUB_SERVER_URL`). */
  run(options: RunOptions): Promise<ActionRun>;
}

/** The model's first request; the run made one. */
function firstRequest(s: Stage): RecordedRequest {
  const request = s.model.requests[0];
  if (!request) throw new Error("no model request");
  return request;
}

async function world(context: TestContext): Promise<World> {
  const s = await stageForTest(context);
  const server = await startAttachmentHost({ token: GITHUB_TOKEN });
  const stranger = await startAttachmentHost();
  context.onTestFinished(async () => {
    await Promise.all([server.close(), stranger.close()]);
  });
  for (const id of ["shot-1", "earlier-answer", "in-the-log"])
    server.add(`/user-attachments/assets/${id}`, Buffer.from(PNG_DATA, "base64"), {
      contentType: "image/png",
    });
  stranger.add("/tracker.png", Buffer.from(PNG_DATA, "base64"), { contentType: "image/png" });
  const run = (options: RunOptions) => s.run({ ...options, env: { GITHUB_SERVER_URL: server.url } });
  return { s, server, stranger, run };
}

/** alice's question on an issue whose report shows a screenshot on the server and an image from elsewhere. */
function bugReport(w: World) {
  const issue = w.s.gh.addIssue({
    title: "The date is wrong on the dashboard",
    body: [
      "The header shows yesterday's date:",
      "",
      `![screenshot](${w.server.url}/user-attachments/assets/shot-1)`,
      "",
      `<img src="${w.stranger.url}/tracker.png" width="1">`,
    ].join("\n"),
  });
  const ask = w.s.gh.addComment(issue.number, "/agent what does the screenshot show?", alice);
  return commentEvent(w.s.gh, ask);
}

describe.concurrent("images in the thread, run from the bundle", { timeout: E2E_TEST_TIMEOUT_MS }, () => {
  for (const provider of ["anthropic", "openai"] as const) {
    it(`sends the attached screenshot as image content (${provider}) and never fetches an image on another host`, async (context) => {
      const w = await world(context);
      const run = await w.run({
        ...bugReport(w),
        inputs: {
          provider,
          "base-url": provider === "openai" ? w.s.model.openaiBaseUrl : w.s.model.anthropicBaseUrl,
        },
        script: [{ text: "It shows yesterday's date in the header." }],
      });

      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      expect(run.outputs.conclusion).toBe("success");
      const request = firstRequest(w.s);
      // The screenshot, byte for byte, right after the text that showed it.
      expect(wireImages(request)).toEqual([{ mediaType: "image/png", data: PNG_DATA }]);
      const wire = JSON.stringify(request.body);
      expect(wire.indexOf("[image 1: ")).toBeGreaterThan(wire.indexOf("The header shows yesterday"));
      // Downloaded with the token from the server's host; the stranger was never asked.
      expect(w.server.requests.map((r) => [r.path, r.authorization])).toEqual([
        ["/user-attachments/assets/shot-1", `Bearer ${GITHUB_TOKEN}`],
      ]);
      expect(w.stranger.requests).toEqual([]);
      expect(run.stdout).toContain("Image: [image 1: ");
      expect(run.stdout).toContain("1 image on another host was not fetched");
    });
  }

  it("downloads a screenshot through the signed address GitHub renders for it, with no token, as on github.com", async (context) => {
    const w = await world(context);
    const id = "6c72b402-4a5c-45cc-9b0a-50717f8a09a7";
    // The address people write opens only in a signed-in browser; GitHub's rendering of the
    // comment holds a short-lived signed address that opens without a token.
    w.server.add(`/user-attachments/assets/${id}`, "<html>Sign in</html>", {
      status: 404,
      contentType: "text/html",
    });
    w.server.add(`/user-attachments/signed/583231/412345678-${id}.png`, Buffer.from(PNG_DATA, "base64"), {
      contentType: "image/png",
      signed: true,
    });
    w.s.gh.renderImage = (url) =>
      url.endsWith(`/user-attachments/assets/${id}`)
        ? `${w.server.url}/user-attachments/signed/583231/412345678-${id}.png?jwt=eyJ0.sig&v=1`
        : undefined;
    const issue = w.s.gh.addIssue({ title: "The date is wrong", body: "It shows yesterday." });
    const ask = w.s.gh.addComment(
      issue.number,
      `/agent what does this show?\n\n![shot](${w.server.url}/user-attachments/assets/${id})`,
      alice,
    );

    const run = await w.run({
      ...commentEvent(w.s.gh, ask),
      script: [{ text: "Yesterday's date, in the header." }],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    const request = firstRequest(w.s);
    expect(wireImages(request)).toEqual([{ mediaType: "image/png", data: PNG_DATA }]);
    expect(w.server.requests.map((r) => [r.path, r.authorization])).toEqual([
      [`/user-attachments/signed/583231/412345678-${id}.png?jwt=eyJ0.sig&v=1`, undefined],
    ]);
    // The rendering came with the thread's own reads, not with requests of its own.
    const reads = w.s.gh.requests.filter(
      (r) => r.method === "GET" && /\/issues\/\d+(\/comments)?$/.test(r.path),
    );
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((r) => String(r.headers.accept).includes("full+json"))).toBe(true);
  });

  it("fetches nothing with `images: false`", async (context) => {
    const w = await world(context);
    const run = await w.run({
      ...bugReport(w),
      inputs: { images: "false" },
      script: [{ text: "I cannot see images." }],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    const request = firstRequest(w.s);
    expect(wireImages(request)).toEqual([]);
    expect(w.server.requests).toEqual([]);
    expect(w.stranger.requests).toEqual([]);
    // Nor is the thread's rendering asked for.
    expect(w.s.gh.requests.some((r) => String(r.headers.accept).includes("full+json"))).toBe(false);
  });

  it("goes on without the images when the model server refuses them, and says so in the comment", async (context) => {
    const w = await world(context);
    const run = await w.run({
      ...bugReport(w),
      inputs: { provider: "openai", "base-url": w.s.model.openaiBaseUrl },
      script: [
        { status: 400, message: "this model does not support image input" },
        { text: "Without the picture: the date comes from the server's clock." },
      ],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe("success");
    const [refused, again] = w.s.model.requests;
    if (!refused || !again) throw new Error("expected two model requests");
    expect(wireImages(refused)).toHaveLength(1);
    expect(wireImages(again)).toEqual([]);
    expect(JSON.stringify(again.body)).toContain("was not sent: the model server does not accept images");
    const answer = w.s.gh.state.comments.at(-1)?.body ?? "";
    expect(answer).toContain("the date comes from the server's clock");
    expect(answer).toContain("The model server refused images");
  });
  it("fetches an attachment in a person's comment, never one in an earlier Repo Agent answer", async (context) => {
    const w = await world(context);
    const issue = w.s.gh.addIssue({
      title: "The date is wrong on the dashboard",
      body: "It shows yesterday.",
    });
    // An earlier run's answer: a model that read the thread wrote it, and chose any address in it.
    const answer = `The header reads the server's clock: ![](${w.server.url}/user-attachments/assets/earlier-answer)`;
    const memory = renderMemoryBlock({
      version: 1,
      at: new Date(Date.now() - 60_000).toISOString(),
      task: "why is the date wrong?",
      conclusion: "success",
      answer,
      files: [],
      commands: [],
      steps: 1,
    });
    w.s.gh.addComment(issue.number, `${TRACKING_MARKER}\n\n${memory}\n\n${answer}`, actionBot);
    w.s.gh.addComment(
      issue.number,
      `Still wrong today: ![](${w.server.url}/user-attachments/assets/shot-1)`,
      bob,
    );
    const ask = w.s.gh.addComment(issue.number, "/agent look again", alice);

    const run = await w.run({
      ...commentEvent(w.s.gh, ask),
      script: [{ text: "Bob's screenshot shows the old date." }],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    const request = firstRequest(w.s);
    // The earlier answer is there for the model to read, as text only.
    const wire = JSON.stringify(request.body);
    expect(wire).toContain("Earlier runs of Repo Agent");
    expect(wire).toContain("/user-attachments/assets/earlier-answer");
    expect(wireImages(request)).toEqual([{ mediaType: "image/png", data: PNG_DATA }]);
    expect(wire.indexOf("[image 1: ")).toBeGreaterThan(wire.indexOf("Still wrong today"));
    expect(w.server.requests.map((r) => r.path)).toEqual(["/user-attachments/assets/shot-1"]);
  });

  it("never fetches an attachment address printed in a failed CI job's log", async (context) => {
    const w = await world(context);
    const { s } = w;
    s.fixture.git(["branch", "feature", "main"], s.origin);
    const sha = s.fixture.pushAsSomeoneElse("feature", { "notes.md": "notes\n" }, "Add notes");
    s.gh.addPull({
      title: "Add notes",
      body: `Adds notes. ![](${w.server.url}/user-attachments/assets/shot-1)`,
      headRef: "feature",
      headSha: sha,
    });
    s.gh.addWorkflowRun({
      id: 555,
      name: "CI",
      headBranch: "feature",
      headSha: sha,
      conclusion: "failure",
      jobs: [
        {
          name: "test",
          conclusion: "failure",
          steps: [
            { name: "Set up job", conclusion: "success" },
            { name: "Run npm test", conclusion: "failure" },
          ],
          log: [
            "2026-12-01T08:00:00.0000000Z ##[group]Run npm test",
            "2026-12-01T08:00:01.0000000Z ##[endgroup]",
            `2026-12-01T08:00:02.0000000Z Snapshot differs: ![](${w.server.url}/user-attachments/assets/in-the-log)`,
            "2026-12-01T08:00:03.0000000Z ##[error]Process completed with exit code 1.",
          ].join("\n"),
        },
      ],
    });

    const run = await w.run({
      event: "workflow_run",
      payload: workflowRunPayload(s.gh, { headSha: sha }),
      script: [{ text: "The snapshot is out of date; nothing to fix in the code." }],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(s.gh.logRequests.length).toBeGreaterThan(0);
    const request = firstRequest(s);
    // The log line reached the model as text; its address was never requested.
    expect(JSON.stringify(request.body)).toContain("/user-attachments/assets/in-the-log");
    expect(wireImages(request)).toEqual([{ mediaType: "image/png", data: PNG_DATA }]);
    expect(w.server.requests.map((r) => r.path)).toEqual(["/user-attachments/assets/shot-1"]);
  });
});
