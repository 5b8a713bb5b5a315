import { Type } from "@sinclair/typebox";
import { MAX_INLINE_COMMENTS, type ReviewDraft } from "../github/review/review-draft.js";
import type { Tool } from "../tools/tool.js";

const parameters = Type.Object(
  {
    path: Type.String({ description: "The file, relative to the repository root, e.g. src/app.ts." }),
    line: Type.Integer({
      minimum: 1,
      description:
        "The line of the new file (the pull request's head) the comment is on; the last line of a range.",
    }),
    start_line: Type.Optional(
      Type.Integer({
        minimum: 1,
        description:
          "The first line of a range of lines, when the comment (and its suggestion) covers several.",
      }),
    ),
    body: Type.String({ description: "The comment: what is wrong and why, briefly. Markdown." }),
    suggestion: Type.Optional(
      Type.String({
        description:
          "The exact text that replaces the commented line (or lines start_line..line), indentation included, without line numbers. Shown as a suggested change the author can apply. An empty string deletes the lines.",
      }),
    ),
  },
  { additionalProperties: false },
);

/**
 * `review_comment`: one inline comment of the review the run will post, recorded in `draft`,
 * which checks it at once (see `ReviewDraft.add`) and answers whether it will sit on its line.
 * It runs in the action's process: it only writes to the draft and reads the reviewed commit
 * from the trusted repository, never the workspace the agent controls.
 */
export function createReviewCommentTool(draft: ReviewDraft): Tool<typeof parameters> {
  return {
    name: "review_comment",
    description: [
      "Leave an inline comment on the pull request under review, on a line of the new file that is in the diff.",
      "The answer says at once whether the line is in the diff; a comment elsewhere goes into the review's body instead.",
      "Add a suggestion to propose the exact replacement for the line(s); it is checked against the file.",
      `At most ${MAX_INLINE_COMMENTS} comments go inline. Comments are posted together, as one review, when you finish.`,
    ].join(" "),
    parameters,
    // Comments of one step are recorded in order, so duplicates and the inline limit stay exact.
    readOnly: false,
    async execute(args) {
      const recorded = await draft.add({
        path: args.path,
        line: args.line,
        ...(args.start_line !== undefined ? { startLine: args.start_line } : {}),
        body: args.body,
        ...(args.suggestion !== undefined ? { suggestion: args.suggestion } : {}),
      });
      return { content: recorded.message, ...(recorded.ok ? {} : { isError: true }) };
    },
  };
}
