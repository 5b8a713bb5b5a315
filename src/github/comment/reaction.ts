import { Type } from "@sinclair/typebox";
import type { Result } from "../../base/result.js";
import { type GitHubClient, requestAs } from "../client.js";
import type { ThreadTrigger } from "../trigger/types.js";

/**
 * Puts the `eyes` reaction on what started the run (the issue, or the comment), so the person who
 * asked sees at once that the request was seen. A review cannot carry reactions (GitHub has no
 * endpoint for them), so for one the pull request itself gets it, as for a pull request event or a CI repair.
 * Never throws: a failure comes back as data, for a warning; the run goes on without the reaction.
 */
export function addEyesReaction(client: GitHubClient, trigger: ThreadTrigger): Promise<Result<unknown>> {
  const where = { owner: trigger.repo.owner, repo: trigger.repo.repo, content: "eyes" };
  switch (trigger.kind) {
    case "issue":
    case "review":
    case "pull_request":
    case "workflow_run":
      return requestAs(
        client,
        "POST /repos/{owner}/{repo}/issues/{issue_number}/reactions",
        { ...where, issue_number: trigger.number },
        Type.Unknown(),
      );
    case "issue_comment":
      return requestAs(
        client,
        "POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions",
        { ...where, comment_id: trigger.commentId },
        Type.Unknown(),
      );
    case "review_comment":
      return requestAs(
        client,
        "POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions",
        { ...where, comment_id: trigger.commentId },
        Type.Unknown(),
      );
  }
}
