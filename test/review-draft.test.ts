import { describe, expect, it } from "vitest";
import type { PullFile } from "../src/github/context/pull-files.js";
import { ReviewDraft, type ReviewDraftOptions } from "../src/github/review/review-draft.js";
import { createRedactor } from "../src/text/redact.js";

/** What the model's comments are checked against: a pull request that changes two places of src/date.ts. */

const DATE_TS = [
  "import { pad } from './pad';", // 1
  "", // 2
  "export function formatDate(d: Date): string {", // 3
  "  const month = d.getMonth();", // 4  (changed)
  "  return [d.getFullYear(), pad(month)].join('-');", // 5
  "}", // 6
  "", // 7
  "export function parseDate(text: string): Date {", // 8
  "  return new Date(text);", // 9
  "}", // 10
  "", // 11
  "export const EPOCH = new Date(0);", // 12
  "", // 13
  "export function isWeekend(d: Date): boolean {", // 14
  "  return d.getDay() === 0;", // 15 (changed)
  "}", // 16
].join("\n");

const files: PullFile[] = [
  {
    filename: "src/date.ts",
    status: "modified",
    additions: 2,
    deletions: 2,
    patch: [
      "@@ -2,5 +2,5 @@ import { pad } from './pad';",
      " ",
      " export function formatDate(d: Date): string {",
      "-  const month = d.getMonth() + 1;",
      "+  const month = d.getMonth();",
      "   return [d.getFullYear(), pad(month)].join('-');",
      " }",
      "@@ -13,4 +13,4 @@ export const EPOCH = new Date(0);",
      " ",
      " export function isWeekend(d: Date): boolean {",
      "-  return d.getDay() === 0 || d.getDay() === 6;",
      "+  return d.getDay() === 0;",
      " }",
    ].join("\n"),
  },
  { filename: "assets/logo.png", status: "added", additions: 0, deletions: 0 },
];

const contents: Record<string, string> = {
  "src/date.ts": `${DATE_TS}\n`,
  "README.md": "# Dates\n",
  "assets/logo.png": "\u0089PNG",
};

const SECRET = "ghs_reviewDraftSecret0123456789abcdef";

function draft(options: Partial<ReviewDraftOptions> = {}): ReviewDraft {
  return new ReviewDraft({
    files,
    readFile: async (path) => contents[path],
    earlier: [],
    redact: createRedactor([SECRET]),
    ...options,
  });
}

const monthBug = { path: "src/date.ts", line: 4, body: "getMonth() is zero-based; this drops the + 1." };

describe("a review's comments, checked as the model makes them", () => {
  it("keeps a comment on a changed line, and one on a context line of the same hunk, inline", async () => {
    const review = draft();

    const first = await review.add(monthBug);
    const second = await review.add({ path: "src/date.ts", line: 6, body: "Nit: a blank line after." });

    expect(first).toEqual({
      ok: true,
      message:
        "Recorded inline comment 1 on src/date.ts line 4. It is posted with the review when you finish; your final answer becomes the review's body.",
    });
    expect(second.ok).toBe(true);
    expect(review.inline.map((c) => c.line)).toEqual([4, 6]);
    expect(review.inBody).toEqual([]);
  });

  it("moves a comment on a line between the hunks to the body and tells the model where the diff is", async () => {
    const review = draft();

    const answer = await review.add({ path: "src/date.ts", line: 9, body: "parseDate accepts anything." });

    expect(answer.ok).toBe(true);
    expect(answer.message).toContain("line 9 of src/date.ts is not in the diff (it covers lines 2-6, 13-16)");
    expect(answer.message).toContain("call review_comment again with the same body and that line");
    expect(review.inline).toEqual([]);
    expect(review.inBody).toEqual([
      { path: "src/date.ts", line: 9, body: "parseDate accepts anything.", reason: "outside the diff" },
    ]);
  });

  it("replaces the misplaced comment when the model makes it again on a line of the diff", async () => {
    const review = draft();
    await review.add({ ...monthBug, line: 9 });

    await review.add(monthBug);

    expect(review.inline.map((c) => c.line)).toEqual([4]);
    expect(review.inBody).toEqual([]);
  });

  it("sends comments on unchanged files, files without a diff, and ranges across hunks to the body", async () => {
    const review = draft();

    const readme = await review.add({ path: "README.md", line: 1, body: "Say what the package does." });
    const logo = await review.add({ path: "assets/logo.png", line: 1, body: "Too big for a logo." });
    const across = await review.add({
      path: "src/date.ts",
      startLine: 4,
      line: 15,
      body: "Both changes are wrong.",
    });

    expect(readme.message).toContain("README.md is not changed by the pull request");
    expect(logo.message).toContain("GitHub shows no diff for assets/logo.png");
    expect(across.message).toContain("lines 4-15 of src/date.ts are not all in one hunk of the diff");
    expect(review.inBody.map((c) => c.path)).toEqual(["README.md", "assets/logo.png", "src/date.ts"]);
  });

  it("refuses a suggestion that would duplicate the line above, so the author never applies broken code", async () => {
    const review = draft();

    const answer = await review.add({
      ...monthBug,
      suggestion: "export function formatDate(d: Date): string {\n  const month = d.getMonth() + 1;",
    });

    expect(answer.ok).toBe(false);
    expect(answer.message).toMatch(/^Not recorded: the suggestion was refused: /);
    expect(review.inline).toEqual([]);
  });

  it("writes a valid suggestion as a suggestion block under the comment", async () => {
    const review = draft();

    await review.add({ ...monthBug, suggestion: "  const month = d.getMonth() + 1;" });

    expect(review.inline[0]?.body).toBe(
      "getMonth() is zero-based; this drops the + 1.\n\n```suggestion\n  const month = d.getMonth() + 1;\n```",
    );
  });

  it("refuses a suggestion block written into the body, which would skip every check", async () => {
    const review = draft();

    const answer = await review.add({ ...monthBug, body: "Drop this line.\n\n```suggestion\n```" });

    expect(answer.message).toContain("give the replacement text in the suggestion parameter instead");
    expect(review.inline).toEqual([]);
  });

  it("refuses what cannot be a line of the reviewed commit", async () => {
    const review = draft();

    const outside = await review.add({ ...monthBug, path: "../secrets/key.pem" });
    const absolute = await review.add({ ...monthBug, path: "/etc/passwd" });
    const missing = await review.add({ ...monthBug, path: "src/nowhere.ts" });
    const pastEnd = await review.add({ ...monthBug, line: 99 });
    const backwards = await review.add({ ...monthBug, startLine: 5 });
    const empty = await review.add({ ...monthBug, body: "  " });

    expect(outside.message).toContain('"../secrets/key.pem" is not a path inside the repository');
    expect(absolute.ok).toBe(false);
    expect(missing.message).toContain("src/nowhere.ts is not a file of the reviewed commit");
    expect(pastEnd.message).toContain("src/date.ts has 16 lines; line 99 does not exist");
    expect(backwards.message).toContain("start_line (5) must be a line number before line (4)");
    expect(empty.message).toContain("the body is empty");
    expect([...review.inline, ...review.inBody]).toEqual([]);
  });

  it("accepts a path written with ./ as the same file", async () => {
    const review = draft();

    await review.add({ ...monthBug, path: "./src/date.ts" });

    expect(review.inline.map((c) => c.path)).toEqual(["src/date.ts"]);
  });

  it("refuses a comment made twice in one run, and one posted in an earlier review", async () => {
    const review = draft({
      earlier: [{ path: "src/date.ts", line: 15, body: "Saturday is a weekend day too." }],
    });

    await review.add(monthBug);
    const again = await review.add(monthBug);
    const repeated = await review.add({
      path: "src/date.ts",
      line: 15,
      body: "Saturday is a weekend day too.",
    });
    const movedOn = await review.add({
      path: "src/date.ts",
      line: 14,
      body: "Saturday is a weekend day too.",
    });

    expect(again.message).toBe("Not recorded: this comment on src/date.ts line 4 is already recorded.");
    expect(repeated.message).toContain(
      "you posted this same comment on src/date.ts line 15 in an earlier review",
    );
    // The same words on another line are a new comment: identical means path, line and body.
    expect(movedOn.ok).toBe(true);
    expect(review.inline.map((c) => c.line)).toEqual([4, 14]);
  });

  it("keeps at most maxInline comments on their lines and lists the rest in the body", async () => {
    const review = draft({ maxInline: 2 });

    for (const line of [3, 4, 5])
      await review.add({ path: "src/date.ts", line, body: `Comment on ${line}.` });

    expect(review.inline.map((c) => c.line)).toEqual([3, 4]);
    expect(review.inBody).toEqual([
      { path: "src/date.ts", line: 5, body: "Comment on 5.", reason: "over the limit" },
    ]);
  });

  it("masks a secret the model put in a comment before it is kept or compared", async () => {
    const review = draft();

    await review.add({ ...monthBug, body: `The token ${SECRET} leaks here.` });

    expect(review.inline[0]?.body).not.toContain(SECRET);
    expect(review.inline[0]?.body).toContain("***");
  });

  it("leaves out, just before posting, comments another run posted in the meantime", async () => {
    const review = draft();
    await review.add(monthBug);
    await review.add({ path: "README.md", line: 1, body: "Say what the package does." });

    const dropped = review.dropPosted([{ path: "src/date.ts", line: 4, body: monthBug.body }]);

    expect(dropped).toBe(1);
    expect(review.inline).toEqual([]);
    expect(review.inBody).toHaveLength(1);
  });
});

describe("a review's requests, handed from the agent job to the publish job", () => {
  it("lists every recorded request in order, as asked, inline and in the body alike", async () => {
    const review = draft();
    const fix = { ...monthBug, path: "./src/date.ts", suggestion: "  const month = d.getMonth() + 1;" };
    const readme = { path: "README.md", line: 1, body: "Say what the package does.  " };

    await review.add(fix);
    await review.add({ ...monthBug, line: 99 });
    await review.add(readme);

    expect(review.requests).toEqual([fix, readme]);
  });

  it("gives a publish job that makes them again the same review", async () => {
    const agentJob = draft({ maxInline: 1 });
    await agentJob.add({ ...monthBug, line: 9 });
    await agentJob.add(monthBug);
    await agentJob.add({ path: "src/date.ts", line: 15, body: "Saturday is a weekend day too." });
    await agentJob.add({ path: "README.md", line: 1, body: "Say what the package does." });

    const publishJob = draft({ maxInline: 1 });
    for (const request of agentJob.requests) expect((await publishJob.add(request)).ok).toBe(true);

    // The comment the model moved to its right line is handed over once, on that line.
    expect(agentJob.requests.map((r) => r.line)).toEqual([4, 15, 1]);
    expect(publishJob.inline).toEqual(agentJob.inline);
    expect(publishJob.inBody).toEqual(agentJob.inBody);
  });

  it("checks a request without recording it, saying where it would go", async () => {
    const review = draft({ maxInline: 1 });

    const onLine = await review.check({ ...monthBug, body: `Month ${SECRET}` });
    const offLine = await review.check({ path: "src/date.ts", line: 9, body: "parseDate accepts anything." });
    const refused = await review.check({ ...monthBug, suggestion: "  const month = d.getMonth();" });

    expect(onLine).toMatchObject({ ok: true, inline: true, comment: { path: "src/date.ts", line: 4 } });
    expect(onLine.comment?.body).toBe("Month ***");
    expect(offLine).toMatchObject({ ok: true, inline: false });
    expect(offLine.message).toContain("line 9 of src/date.ts is not in the diff");
    expect(refused).toMatchObject({ ok: false, inline: false });
    expect(refused.message).toContain("is the same as the text there");
    expect(review.inline).toEqual([]);
    expect(review.inBody).toEqual([]);
    expect(review.requests).toEqual([]);
    expect(review.inlineRoom).toBe(1);

    await review.add(monthBug);
    const full = await review.check({ path: "src/date.ts", line: 5, body: "Another." });

    expect(review.inlineRoom).toBe(0);
    expect(full).toMatchObject({ ok: true, inline: false });
    expect(full.message).toContain("a review holds at most 1 inline comments");
  });
});
