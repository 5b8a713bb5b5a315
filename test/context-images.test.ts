import { afterEach, describe, expect, it } from "vitest";
import { createGitHubClient, FAST_TIMING } from "../src/github/client.js";
import { TRACKING_MARKER } from "../src/github/comment/body.js";
import { renderMemoryBlock } from "../src/github/comment/run-memory.js";
import { findImageReferences } from "../src/github/context/image-references.js";
import { attachImages } from "../src/github/context/images.js";
import { fetchPullRequest } from "../src/github/context/pull-request.js";
import { buildSourcedTaskContext, type TaskContext } from "../src/github/context/task-context.js";
import type { CommentTrigger, ReviewCommentTrigger, ReviewTrigger } from "../src/github/trigger/types.js";
import { type AttachmentHost, startAttachmentHost } from "./fakes/attachment-host.js";
import { type FakeGitHub, type FakeUser, startGitHubServer } from "./fakes/github-server.js";
import { PNG_DATA } from "./image-fixtures.js";

/**
 * Which text of a thread may make the action download an image with its token: the description,
 * the comments of people and other bots, and a review's text and comments. Never a title, a diff
 * or a diff hunk (the pull request's author chose them), nor what the action wrote itself (an
 * earlier run's answer was written by a model that may have been talked into an address).
 */

const BOT = "repo-agent[bot]";
const bot: FakeUser = { login: BOT, type: "Bot" };
const alice: FakeUser = { login: "alice", type: "User" };
const bob: FakeUser = { login: "bob", type: "User" };
const dependabot: FakeUser = { login: "dependabot[bot]", type: "Bot" };
const TOKEN = "ghs_context_images";

const opened: Array<FakeGitHub | AttachmentHost> = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((server) => server.close()));
});

/** The attachment addresses each image source of `context` shows, source by source. */
function addressesBySource(context: TaskContext): string[][] {
  return context.imageSources.map(({ from, to }) =>
    findImageReferences(context.text.slice(from, to)).map((reference) => reference.url),
  );
}

/**
 * A pull request whose every kind of text shows an attachment, named for where it is: the
 * attachment host stands for a GitHub Enterprise Server and serves all of them.
 */
async function thread() {
  const gh = await startGitHubServer({ botLogin: BOT });
  const host = await startAttachmentHost({ token: TOKEN });
  opened.push(gh, host);
  const shot = (name: string) => {
    host.add(`/user-attachments/assets/${name}`, Buffer.from(PNG_DATA, "base64"));
    return `![${name}](${host.url}/user-attachments/assets/${name})`;
  };
  const pull = gh.addPull({
    title: `Fix the header ${shot("title")}`,
    body: `The header overlaps: ${shot("description")}`,
    headRef: "fix-header",
    headSha: "a".repeat(40),
    files: [
      {
        filename: "docs/README.md",
        status: "modified",
        additions: 1,
        deletions: 0,
        changes: 1,
        patch: `@@ -1,1 +1,2 @@\n # Docs\n+${shot("diff")}`,
      },
    ],
  });
  const earlierAnswer = `Fixed it, see ${shot("earlier-answer")}`;
  const memory = renderMemoryBlock({
    version: 1,
    at: "2026-05-01T11:00:00Z",
    task: "fix the header",
    conclusion: "success",
    answer: earlierAnswer,
    files: ["src/header.css"],
    commands: [],
    steps: 2,
  });
  gh.addComment(pull.number, `${TRACKING_MARKER}\n\n${memory}\n\n${earlierAnswer}`, bot);
  gh.addComment(pull.number, `Still broken on mobile: ${shot("person")}`, bob);
  gh.addComment(pull.number, `Visual diff: ${shot("other-bot")}`, dependabot);
  gh.addComment(pull.number, `Help: ${shot("own-help-reply")}`, bot);
  const request = gh.addComment(pull.number, "/agent fix it", alice);
  const client = createGitHubClient({ token: "t", baseUrl: gh.url, timing: FAST_TIMING });
  const repo = { owner: gh.owner, repo: gh.repo };
  const fetched = await fetchPullRequest(client, repo, pull.number);
  if (!fetched.ok) throw new Error(fetched.error);
  const trigger: CommentTrigger = {
    kind: "issue_comment",
    repo,
    task: "fix it",
    actor: alice,
    number: pull.number,
    isPullRequest: true,
    commentId: request.id,
    createdAt: request.created_at,
  };
  return { gh, host, shot, client, repo, pull: fetched.value, trigger };
}

describe("the image sources of a task context", () => {
  it("are the description and the comments of people and other bots, not the title, the diff or the action's own words", async () => {
    const { host, client, pull, trigger } = await thread();
    const context = await buildSourcedTaskContext(trigger, { client, pull, ownLogin: BOT });

    // The model still reads every one of them as text.
    for (const name of [
      "title",
      "description",
      "diff",
      "earlier-answer",
      "person",
      "other-bot",
      "own-help-reply",
    ])
      expect(context.text).toContain(`${host.url}/user-attachments/assets/${name}`);
    expect(addressesBySource(context)).toEqual([
      [`${host.url}/user-attachments/assets/description`],
      [`${host.url}/user-attachments/assets/person`],
      [`${host.url}/user-attachments/assets/other-bot`],
    ]);
  });

  it("make the action download only their images, each placed right after its reference in the context", async () => {
    const { host, client, repo, pull, trigger } = await thread();
    const context = await buildSourcedTaskContext(trigger, { client, pull, ownLogin: BOT });
    const { images } = await attachImages(context.text, context.imageSources, {
      token: TOKEN,
      serverUrl: host.url,
      repo,
    });

    expect(host.requests.map((request) => request.path).sort()).toEqual([
      "/user-attachments/assets/description",
      "/user-attachments/assets/other-bot",
      "/user-attachments/assets/person",
    ]);
    expect(images.map((image) => context.text.slice(0, image.offset))).toEqual([
      expect.stringMatching(/The header overlaps: !\[\]\(http:\/\/[^)]+\/description\)$/),
      expect.stringMatching(/Still broken on mobile: !\[\]\(http:\/\/[^)]+\/person\)$/),
      expect.stringMatching(/Visual diff: !\[\]\(http:\/\/[^)]+\/other-bot\)$/),
    ]);
  });

  it("hold a review's text and its comments, but not the diff hunk under a review comment", async () => {
    const { gh, shot, client, repo, pull } = await thread();
    gh.addReviewComment(pull.number, {
      body: `This one: ${shot("review-comment")}`,
      path: "a.ts",
      line: 1,
      reviewId: 77,
    });
    const review: ReviewTrigger = {
      kind: "review",
      repo,
      task: "address these",
      actor: alice,
      number: pull.number,
      isPullRequest: true,
      reviewId: 77,
      state: "changes_requested",
      body: `Looks off: ${shot("review-text")}\n\n/agent address these`,
    };
    const reviewed = await buildSourcedTaskContext(review, { client, pull, ownLogin: BOT });
    expect(
      addressesBySource(reviewed)
        .flat()
        .map((url) => url.replace(/^.*\//, "")),
    ).toEqual(["description", "review-text", "review-comment", "person", "other-bot"]);

    const onTheDiff: ReviewCommentTrigger = {
      kind: "review_comment",
      repo,
      task: "use a constant",
      actor: alice,
      number: pull.number,
      isPullRequest: true,
      commentId: 1,
      path: "docs/README.md",
      line: 2,
      diffHunk: `@@ -1,1 +1,2 @@\n # Docs\n+${shot("hunk")}`,
      createdAt: new Date(Date.now() + 60_000).toISOString(),
    };
    const commented = await buildSourcedTaskContext(onTheDiff, { client, pull, ownLogin: BOT });
    expect(commented.text).toContain("/user-attachments/assets/hunk");
    expect(addressesBySource(commented).flat().join(" ")).not.toContain("hunk");
  });

  it("come with GitHub's rendering of the texts read, the request's too, only when it is asked for", async () => {
    const { gh, client, pull, trigger } = await thread();
    gh.renderImage = (url) => `${url}?jwt=signed-for-the-reader`;
    const plain = await buildSourcedTaskContext(trigger, { client, pull, ownLogin: BOT });
    expect(plain.renderedHtml).toEqual([]);
    expect(gh.requests.some((r) => String(r.headers.accept).includes("full+json"))).toBe(false);

    const { renderedHtml } = await buildSourcedTaskContext(
      trigger,
      { client, pull, ownLogin: BOT },
      { rendered: true },
    );
    const html = renderedHtml.join("\n");
    for (const name of ["description", "person", "other-bot"])
      expect(html).toContain(`/user-attachments/assets/${name}?jwt=signed-for-the-reader`);
    // The request comment was read with the others: the payload that carried it has no rendering.
    expect(html).toContain("/agent fix it");
  });

  it("are none for a run without a thread, and none when the context had to be cut", async () => {
    const { client, pull, trigger, repo } = await thread();
    expect(
      await buildSourcedTaskContext({ kind: "workflow_dispatch", repo, task: "update deps" }, { client }),
    ).toEqual({ text: `Repository: ${repo.owner}/${repo.repo}`, imageSources: [], renderedHtml: [] });
    const tiny = await buildSourcedTaskContext(trigger, { client, pull, ownLogin: BOT }, { maxChars: 60 });
    expect(tiny.imageSources).toEqual([]);
  });
});
