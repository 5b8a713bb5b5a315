import { type TSchema, Type } from "@sinclair/typebox";
import {
  MAX_BODY_CHARS,
  MAX_TITLE_CHARS,
  type OperationRequests,
  toolName,
} from "../github/operations/requests.js";
import { OPERATION_KEYS, type OperationKey, type SafeOutputs } from "../github/operations/safe-outputs.js";
import type { AnyTool, Tool } from "../tools/tool.js";

/**
 * The tools of `safe-outputs` (DESIGN section 9), one per key the workflow enables. They run in
 * the action's process and only record: each call is checked at once by `OperationRequests`,
 * and the action applies the accepted ones after the agent has finished.
 */
export function createOperationTools(requests: OperationRequests, config: SafeOutputs): AnyTool[] {
  return OPERATION_KEYS.filter((key) => config[key] !== undefined).map((key) =>
    operationTool(requests, key, parametersOf(key), describe(key, config, requests.triggering)),
  );
}

function operationTool<S extends TSchema>(
  requests: OperationRequests,
  key: OperationKey,
  parameters: S,
  description: string,
): Tool<S> {
  return {
    name: toolName(key),
    description,
    parameters,
    // Calls are recorded in order, so `max` and the order applied stay exact.
    readOnly: false,
    async execute(args) {
      const answer = await requests.ask(key, args as Record<string, unknown>);
      return answer.ok ? { content: answer.value } : { content: answer.error, isError: true };
    },
  };
}

const issueParameter = Type.Optional(
  Type.Integer({
    minimum: 1,
    description:
      "The number of the issue or pull request in this repository, e.g. 12. Leave it out for the one this run is about.",
  }),
);

const labelsParameter = (what: string) =>
  Type.Array(Type.String({ minLength: 1 }), {
    minItems: 1,
    description: `The label names to ${what}, e.g. ["bug"].`,
  });

const bodyParameter = (what: string) =>
  Type.String({ description: `${what}, in GitHub Markdown; at most ${MAX_BODY_CHARS} characters.` });

function parametersOf(key: OperationKey): TSchema {
  const strict = { additionalProperties: false };
  switch (key) {
    case "add-labels":
      return Type.Object({ labels: labelsParameter("add"), issue: issueParameter }, strict);
    case "remove-labels":
      return Type.Object({ labels: labelsParameter("remove"), issue: issueParameter }, strict);
    case "create-issue":
      return Type.Object(
        {
          title: Type.String({
            description: `The new issue's title; at most ${MAX_TITLE_CHARS} characters.`,
          }),
          body: bodyParameter("The new issue's description"),
          labels: Type.Optional(
            Type.Array(Type.String({ minLength: 1 }), {
              description: "Labels of the new issue; each must already exist in the repository.",
            }),
          ),
        },
        strict,
      );
    case "add-comment":
      return Type.Object({ body: bodyParameter("The comment"), issue: issueParameter }, strict);
    case "close-issue":
      return Type.Object(
        {
          issue: issueParameter,
          reason: Type.Union([Type.Literal("completed"), Type.Literal("not_planned")], {
            description:
              "completed: it is done or fixed. not_planned: a duplicate, out of scope, or won't fix.",
          }),
          comment: Type.Optional(bodyParameter("A comment posted before closing, saying why")),
        },
        strict,
      );
  }
}

/** The description a model reads: what the call does, what this workflow allows, and when it happens. */
function describe(key: OperationKey, config: SafeOutputs, triggering: number | undefined): string {
  const own = triggering === undefined ? "" : ` (#${triggering})`;
  const max = config[key]?.max ?? 1;
  const limit = `At most ${max} ${toolName(key)} call${max === 1 ? "" : "s"} in this run.`;
  const when =
    "The call is checked at once (a refusal says what is allowed); the action applies accepted calls after you finish, so their effect is not visible during the run.";
  const anyIssue = `\`issue\` defaults to the issue or pull request this run is about${own}; any other of this repository may be named.`;
  const labelsRule = (allowed: string[] | undefined) =>
    allowed ? `Labels allowed: ${allowed.join(", ")}.` : "Only labels that already exist in the repository.";
  const targetRule = (target: "triggering" | "any" | undefined) =>
    target === "any"
      ? anyIssue
      : `Only on the issue or pull request this run is about${own}; leave \`issue\` out.`;
  const parts: Record<OperationKey, () => string[]> = {
    "add-labels": () => [
      "Add labels to an issue or pull request of this repository.",
      labelsRule(config["add-labels"]?.allowed),
      anyIssue,
    ],
    "remove-labels": () => [
      "Remove labels from an issue or pull request of this repository.",
      labelsRule(config["remove-labels"]?.allowed),
      anyIssue,
    ],
    "create-issue": () => [
      "Open a new issue in this repository, with a title and a description.",
      config["create-issue"]?.titlePrefix
        ? `The title gets "${config["create-issue"].titlePrefix}" put before it.`
        : "",
      config["create-issue"]?.labels.length
        ? `It gets the labels ${config["create-issue"].labels.join(", ")}.`
        : "",
    ],
    "add-comment": () => [
      "Post a comment on an issue or pull request.",
      targetRule(config["add-comment"]?.target),
    ],
    "close-issue": () => [
      "Close an issue (or pull request), as completed or not planned, optionally with a comment saying why.",
      targetRule(config["close-issue"]?.target),
    ],
  };
  return [...parts[key](), limit, when].filter((part) => part !== "").join(" ");
}
