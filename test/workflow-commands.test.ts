import { describe, expect, it } from "vitest";
import { defuseWorkflowCommands } from "../src/text/workflow-commands.js";

/** Every character .NET's Char.IsWhiteSpace accepts, which the runner trims before looking for `::`. */
const dotnetWhitespace: Array<[string, string]> = [
  ["tab", "\t"],
  ["line feed", "\n"],
  ["vertical tab", "\v"],
  ["form feed", "\f"],
  ["carriage return", "\r"],
  ["space", " "],
  ["next line U+0085", "\u0085"],
  ["no-break space U+00A0", "\u00A0"],
  ["ogham space mark U+1680", "\u1680"],
  ...Array.from({ length: 11 }, (_, i): [string, string] => {
    const code = 0x2000 + i;
    return [`U+${code.toString(16).toUpperCase()}`, String.fromCharCode(code)];
  }),
  ["line separator U+2028", "\u2028"],
  ["paragraph separator U+2029", "\u2029"],
  ["narrow no-break space U+202F", "\u202F"],
  ["medium mathematical space U+205F", "\u205F"],
  ["ideographic space U+3000", "\u3000"],
];

/**
 * What the runner does with one line (actions/runner `ActionCommand.TryParseV2`): trim .NET white
 * space from the start, then look for `::`. The comparison is culture-sensitive; with ICU it
 * skips characters without collation weight, which the root collator of this Node build shows.
 */
const collator = new Intl.Collator("und");
function runnerSeesCommand(line: string): boolean {
  const trimmed = line.replace(
    /^[\t\n\v\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+/,
    "",
  );
  for (let end = 2; end <= Math.min(trimmed.length, 8); end++) {
    if (collator.compare(trimmed.slice(0, end), "::") === 0) return true;
  }
  return false;
}

/** The lines as the runner may split them, and as other log readers may. */
function lines(text: string): string[] {
  return text.split(/\r\n|[\n\r\u0085\u2028\u2029]/);
}

describe("defuseWorkflowCommands", () => {
  it("defuses a command at the start of the text and keeps it readable", () => {
    expect(defuseWorkflowCommands("::add-mask::hunter2")).toBe(": :add-mask::hunter2");
    expect(defuseWorkflowCommands("::set-output name=pr-url::https://evil.test")).toBe(
      ": :set-output name=pr-url::https://evil.test",
    );
  });

  it.each(dotnetWhitespace)("defuses a command after a %s at a line start", (_name, space) => {
    const text = `harmless first line\n${space}::warning::injected\nlast`;
    const defused = defuseWorkflowCommands(text);
    expect(lines(defused).filter(runnerSeesCommand)).toEqual([]);
    expect(defused).toContain(": :warning::injected");
    expect(lines(text).some(runnerSeesCommand)).toBe(true);
  });

  it.each([
    ["carriage return", "\r"],
    ["next line U+0085", "\u0085"],
    ["line separator U+2028", "\u2028"],
    ["paragraph separator U+2029", "\u2029"],
  ])("treats a %s as the start of a new line", (_name, separator) => {
    const defused = defuseWorkflowCommands(`progress 50%${separator}::error::injected`);
    expect(defused).toBe(`progress 50%${separator}: :error::injected`);
  });

  it.each([
    ["zero-width space", "\u200B"],
    ["soft hyphen", "\u00AD"],
    ["word joiner", "\u2060"],
    ["byte order mark", "\uFEFF"],
    ["a control character", "\u0001"],
    ["a variation selector", "\uFE0F"],
  ])("defuses colons that a %s joins or leads, which ICU comparisons skip", (_name, ignorable) => {
    for (const text of [
      `:${ignorable}:add-mask::x`,
      `${ignorable}::add-mask::x`,
      ` ${ignorable}:${ignorable}:x::y`,
    ]) {
      expect(runnerSeesCommand(text)).toBe(true);
      expect(runnerSeesCommand(defuseWorkflowCommands(text))).toBe(false);
    }
  });

  it("defuses every line of a long output, the first and the last included", () => {
    const text = Array.from({ length: 50 }, (_, i) => `  ::debug::line ${i}`).join("\n");
    const defused = lines(defuseWorkflowCommands(text));
    expect(defused).toHaveLength(50);
    expect(defused.filter(runnerSeesCommand)).toEqual([]);
  });

  it("defuses the legacy ##[ form anywhere in a line, also when something invisible splits it", () => {
    expect(defuseWorkflowCommands("note ##[set-output name=x]y")).toBe("note # #[set-output name=x]y");
    expect(defuseWorkflowCommands("###[group]")).toBe("## #[group]");
    const split = defuseWorkflowCommands("a #\u200B#[add-mask]b #\u00AD#\u200B[x]");
    expect(split).toBe("a # \u200B#[add-mask]b # \u00AD#\u200B[x]");
  });

  it("leaves ordinary text alone, colons in the middle of a line included", () => {
    const text = "Fixed it: see src/a.ts::parse and C++ std::vector.\nkey: value\n# heading\n#[attr]\n";
    expect(defuseWorkflowCommands(text)).toBe(text);
    expect(defuseWorkflowCommands("")).toBe("");
  });

  it("stays fast on long runs of white space and invisible characters", () => {
    const text = `${"\n".repeat(200_000)}${" ".repeat(200_000)}${"#\u200B".repeat(100_000)}::x`;
    const start = performance.now();
    defuseWorkflowCommands(text);
    expect(performance.now() - start).toBeLessThan(1_000);
  });
});
