import { describe, expect, it } from "vitest";
import { parseSafeOutputs } from "../src/github/operations/safe-outputs.js";

/**
 * `safe-outputs` as a workflow writes it: YAML or JSON, each key enabling one operation with its
 * limits. What the action would refuse is a failure naming the key, the option and the fix.
 */

function parsed(text: string) {
  const result = parseSafeOutputs(text, "safe-outputs");
  if (!result.ok) throw new Error(`expected a parse, got: ${result.error}`);
  return result.value;
}

function refusal(text: string, input = "safe-outputs"): string {
  const result = parseSafeOutputs(text, input);
  if (result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(result.value)}`);
  return result.error;
}

describe("parseSafeOutputs: what a workflow allows", () => {
  it.each(["", "  \n", "# nothing allowed yet\n", "{}"])("allows nothing when the input is %j", (text) => {
    expect(parsed(text)).toEqual({});
  });

  it("enables a key written with an empty value, true or {} with its defaults", () => {
    const config = parsed("add-labels:\nremove-labels: true\ncreate-issue: {}\nadd-comment:\nclose-issue:\n");
    expect(config).toEqual({
      "add-labels": { max: 3 },
      "remove-labels": { max: 3 },
      "create-issue": { max: 1, labels: [], titlePrefix: "" },
      "add-comment": { max: 1, target: "triggering" },
      "close-issue": { max: 1, target: "triggering" },
    });
  });

  it("leaves out a key set to false, so it offers no tool", () => {
    expect(parsed("add-labels: false\nadd-comment:\n")).toEqual({
      "add-comment": { max: 1, target: "triggering" },
    });
  });

  it("reads every option as the workflow gives it, in YAML", () => {
    const config = parsed(`
add-labels:
  allowed: [bug, question, "good first issue"]
  max: 2
remove-labels:
  allowed:
    - needs-triage
create-issue:
  max: 5
  labels: [flaky, ci]
  title-prefix: "[flaky] "
add-comment:
  target: any
  max: 4
close-issue:
  target: triggering
`);
    expect(config).toEqual({
      "add-labels": { allowed: ["bug", "question", "good first issue"], max: 2 },
      "remove-labels": { allowed: ["needs-triage"], max: 3 },
      "create-issue": { max: 5, labels: ["flaky", "ci"], titlePrefix: "[flaky] " },
      "add-comment": { max: 4, target: "any" },
      "close-issue": { max: 1, target: "triggering" },
    });
  });

  it("reads the same in JSON, and offers the keys in one order whatever order they were written in", () => {
    const config = parsed(
      '{"close-issue": {"target": "any"}, "add-labels": {"allowed": ["duplicate"], "max": 1}}',
    );
    expect(config).toEqual({
      "add-labels": { allowed: ["duplicate"], max: 1 },
      "close-issue": { max: 1, target: "any" },
    });
    expect(Object.keys(config)).toEqual(["add-labels", "close-issue"]);
  });

  it("trims label names and drops repeats that differ only in case", () => {
    expect(parsed("add-labels:\n  allowed: [' bug ', Bug, docs]")).toEqual({
      "add-labels": { allowed: ["bug", "docs"], max: 3 },
    });
  });
});

describe("parseSafeOutputs: what it refuses, naming the key and the fix", () => {
  it.each([
    ["add-labels:\n  max: 0", "safe-outputs: add-labels.max must be a whole number, 1 or more, got 0"],
    ["create-issue: {max: -1}", "safe-outputs: create-issue.max must be a whole number, 1 or more, got -1"],
    ["add-comment: {max: 1.5}", "safe-outputs: add-comment.max must be a whole number, 1 or more, got 1.5"],
    ['close-issue: {max: "2"}', 'safe-outputs: close-issue.max must be a whole number, 1 or more, got "2"'],
    [
      "remove-labels: {max: [1]}",
      "safe-outputs: remove-labels.max must be a whole number, 1 or more, got a list",
    ],
  ])("a max below 1 or not a whole number: %j", (text, message) => {
    expect(refusal(text)).toBe(message);
  });

  it("an unknown key, with the keys there are, and the key meant when it was misspelt", () => {
    expect(refusal("create-pull-request:")).toBe(
      'safe-outputs: unknown key "create-pull-request"; the keys are add-labels, remove-labels, create-issue, add-comment, close-issue',
    );
    expect(refusal("add_labels: {}")).toMatch(
      /^safe-outputs: unknown key "add_labels" \(did you mean add-labels\?\);/,
    );
    expect(refusal("create-issues:")).toMatch(/unknown key "create-issues" \(did you mean create-issue\?\)/);
  });

  it("an unknown option, with the options the key takes", () => {
    expect(refusal("add-labels: {maximum: 2}")).toBe(
      'safe-outputs: add-labels has no option "maximum"; its options are allowed, max',
    );
    expect(refusal("create-issue:\n  title_prefix: x")).toBe(
      'safe-outputs: create-issue has no option "title_prefix" (did you mean title-prefix?); its options are max, labels, title-prefix',
    );
    // `allowed` limits labels; a comment has none to limit.
    expect(refusal("add-comment: {allowed: [bug]}")).toMatch(
      /add-comment has no option "allowed"; its options are max, target/,
    );
  });

  it("a target other than triggering or any", () => {
    expect(refusal("close-issue:\n  target: all")).toBe(
      `safe-outputs: close-issue.target must be triggering (only the run's own issue or pull request) or any (any in the repository); got "all"`,
    );
    expect(refusal("add-comment: {target: 12}")).toMatch(/add-comment\.target must be triggering .* got 12$/);
  });

  it("labels that are not a list of names, saying how to quote a name YAML reads as a number", () => {
    expect(refusal("add-labels: {allowed: bug}")).toBe(
      'safe-outputs: add-labels.allowed must be a list of labels, like [bug, question]; got "bug"',
    );
    expect(refusal("add-labels:\n  allowed: [bug, 2024]")).toBe(
      'safe-outputs: add-labels.allowed[1] must be a label name; got 2024 (quote it to make it text: "2024")',
    );
    expect(refusal("create-issue: {labels: [flaky, '']}")).toBe(
      'safe-outputs: create-issue.labels[1] must be a label name; got ""',
    );
    expect(refusal(`remove-labels: {allowed: [${"x".repeat(51)}]}`)).toMatch(
      /remove-labels\.allowed\[0\] is longer than GitHub's 50 characters for a label/,
    );
  });

  it("an empty allowed list, which would allow nothing, saying what leaving it out means", () => {
    expect(refusal("add-labels: {allowed: []}")).toBe(
      "safe-outputs: add-labels.allowed must name at least one label; leave it out to allow any label that exists in the repository",
    );
  });

  it("a title-prefix that is not text or would leave the agent little of a title", () => {
    expect(refusal("create-issue: {title-prefix: 7}")).toMatch(
      /create-issue\.title-prefix must be text, like "\[flaky\] "; got 7 \(quote it/,
    );
    expect(refusal(`create-issue: {title-prefix: "${"p".repeat(101)}"}`)).toBe(
      "safe-outputs: create-issue.title-prefix must be at most 100 characters, got 101",
    );
  });

  it("a key whose value is not options, true, false or empty", () => {
    expect(refusal("add-labels: 3")).toBe(
      "safe-outputs: add-labels must be its options (a mapping, like {max: 2}), true, false or empty; got 3",
    );
    expect(refusal("add-comment: yes")).toMatch(/add-comment must be its options .* got "yes"$/);
  });

  it("a whole input that is not a mapping, with the fix for a key written without its colon or as a list", () => {
    expect(refusal("add-labels")).toBe(
      'safe-outputs must be a mapping of keys to their options: write "add-labels:" (with the colon) to allow it with its defaults; got "add-labels"',
    );
    expect(refusal("- add-labels\n- add-comment")).toMatch(
      /^safe-outputs must be a mapping of keys to their options, not a list/,
    );
    expect(refusal("42")).toBe(
      'safe-outputs must be a mapping of keys to their options, like "add-labels: {max: 2}"; got 42',
    );
  });

  it("text that is neither YAML nor JSON, and a key given twice, with the line", () => {
    expect(refusal('{"add-labels": {"max": 2}')).toMatch(/^safe-outputs is not valid YAML or JSON: .*line 1/);
    expect(refusal("add-labels: {}\nadd-labels: {max: 2}")).toBe(
      "safe-outputs is not valid YAML or JSON: Map keys must be unique at line 2, column 1",
    );
    expect(refusal("add-labels: *labels")).toMatch(/^safe-outputs is not valid YAML or JSON: /);
  });

  it("a key or option named __proto__, instead of merging it into the options", () => {
    expect(refusal('{"__proto__": {"max": 1}}')).toMatch(/^safe-outputs: unknown key "__proto__"/);
    expect(refusal('add-labels: {"__proto__": {"allowed": ["anything"]}}')).toMatch(
      /^safe-outputs: add-labels has no option "__proto__"/,
    );
  });

  it("names the input as the caller does: a flag on the command line", () => {
    expect(refusal("add-labels: {max: 0}", "--safe-outputs")).toBe(
      "--safe-outputs: add-labels.max must be a whole number, 1 or more, got 0",
    );
  });
});
