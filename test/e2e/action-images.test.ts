import { afterAll, describe, expect, it, type TestContext } from "vitest";
import { type AttachmentHost, startAttachmentHost } from "../fakes/attachment-host.js";
import { removeGitTemplates } from "../fakes/git-repo.js";
import type { FakeUser } from "../fakes/github-server.js";
import { wireImages } from "../fakes/model-server.js";
import { PNG_DATA } from "../image-fixtures.js";
import { E2E_TEST_TIMEOUT_MS, GITHUB_TOKEN, type Stage, startStage } from "./harness.js";
import { issueCommentPayload } from "./payloads.js";

/**
 * The screenshots of a bug report reach the model: the attachments on the GitHub server's own
 * host are downloaded with the token and sent as image content in either wire format, and an
 * image anywhere else is never fetched. The server stands for a GitHub Enterprise Server, whose
 * attachments live on its own host (`GITHUB_SERVER_URL`).
 */

const alice: FakeUser = { login: "alice", type: "User" };
afterAll(removeGitTemplates);

interface World {
  s: Stage;
  server: AttachmentHost;
  stranger: AttachmentHost;
}

async function world(context: TestContext): Promise<World> {
  const s = await startStage({ permissions: { alice: "write" } });
  const server = await startAttachmentHost({ token: GITHUB_TOKEN });
  const stranger = await startAttachmentHost();
  context.onTestFinished(async () => {
    await Promise.all([s.close(), server.close(), stranger.close()]);
  });
  server.add("/user-attachments/assets/shot-1", Buffer.from(PNG_DATA, "base64"), {
    contentType: "image/png",
  });
  stranger.add("/tracker.png", Buffer.from(PNG_DATA, "base64"), { contentType: "image/png" });
  return { s, server, stranger };
}

/** An issue whose report shows a screenshot on the server and an image from elsewhere. */
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
  return issueCommentPayload(w.s.gh, ask);
}

describe.concurrent("images in the thread, run from the bundle", { timeout: E2E_TEST_TIMEOUT_MS }, () => {
  for (const provider of ["anthropic", "openai"] as const) {
    it(`sends the attached screenshot as image content (${provider}) and never fetches an image on another host`, async (context) => {
      const w = await world(context);
      const payload = bugReport(w);

      const run = await w.s.run({
        event: "issue_comment",
        payload,
        inputs: {
          provider,
          "base-url": provider === "openai" ? w.s.model.openaiBaseUrl : w.s.model.anthropicBaseUrl,
        },
        env: { GITHUB_SERVER_URL: w.server.url },
        script: [{ text: "It shows yesterday's date in the header." }],
      });

      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      expect(run.outputs.conclusion).toBe("success");
      const request = w.s.model.requests[0];
      if (!request) throw new Error("no model request");
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

  it("fetches nothing with `images: false`", async (context) => {
    const w = await world(context);
    const run = await w.s.run({
      event: "issue_comment",
      payload: bugReport(w),
      inputs: { images: "false" },
      env: { GITHUB_SERVER_URL: w.server.url },
      script: [{ text: "I cannot see images." }],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    const request = w.s.model.requests[0];
    if (!request) throw new Error("no model request");
    expect(wireImages(request)).toEqual([]);
    expect(w.server.requests).toEqual([]);
    expect(w.stranger.requests).toEqual([]);
  });

  it("goes on without the images when the model server refuses them, and says so in the comment", async (context) => {
    const w = await world(context);
    const run = await w.s.run({
      event: "issue_comment",
      payload: bugReport(w),
      inputs: { provider: "openai", "base-url": w.s.model.openaiBaseUrl },
      env: { GITHUB_SERVER_URL: w.server.url },
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
});
