import { readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./fixtures/source-files.js";

/**
 * Small rooms, checked on the source: a file of src/ that grows past `MAX_FILE_LINES`, or a
 * function past `MAX_FUNCTION_LINES`, fails here with its place and name, to be split by job
 * before it grows further. Functions are found by TypeScript's own parser, so every kind counts
 * (declarations, methods, constructors, accessors, arrow functions, function expressions), each
 * measured from its first line to its last; a closure counts in its own length and in that of
 * the function around it.
 */
const SRC = resolve(import.meta.dirname, "..", "src");

const MAX_FILE_LINES = 450;
const MAX_FUNCTION_LINES = 80;

/** Lines as `wc -l` counts them, a last line without its newline included. */
function lineCount(text: string): number {
  const lines = text.split("\n").length;
  return text.endsWith("\n") ? lines - 1 : lines;
}

type FunctionNode =
  | ts.FunctionDeclaration
  | ts.MethodDeclaration
  | ts.ConstructorDeclaration
  | ts.GetAccessorDeclaration
  | ts.SetAccessorDeclaration
  | ts.ArrowFunction
  | ts.FunctionExpression;

function isFunction(node: ts.Node): node is FunctionNode {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node) ||
    ts.isArrowFunction(node) ||
    ts.isFunctionExpression(node)
  );
}

/** A function's name as a reader looks for it: its own, or that of what it is assigned to. */
function nameOf(node: FunctionNode, parent: ts.Node, file: ts.SourceFile): string | undefined {
  if (ts.isConstructorDeclaration(node)) return "constructor";
  if (node.name) return node.name.getText(file);
  if (
    (ts.isVariableDeclaration(parent) ||
      ts.isPropertyAssignment(parent) ||
      ts.isPropertyDeclaration(parent)) &&
    parent.name
  )
    return parent.name.getText(file);
  return undefined;
}

/** Every function of `path` longer than `MAX_FUNCTION_LINES`, as `file:line name (n lines)`. */
function longFunctions(path: string, text: string): string[] {
  // Without parent pointers (the parse is several times faster): the walk passes each node's own.
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  /** `around`: the nearest named function around `node`, which names a function without a name. */
  const visit = (node: ts.Node, parent: ts.Node, around: string | undefined): void => {
    let inner = around;
    if (isFunction(node)) {
      const name = nameOf(node, parent, file);
      inner = name ?? around;
      const label = name ?? `a function without a name${around ? ` in ${around}` : ""}`;
      const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const last = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      const length = last - first + 1;
      if (length > MAX_FUNCTION_LINES)
        found.push(`${relative(SRC, path)}:${first + 1} ${label} (${length} lines)`);
    }
    ts.forEachChild(node, (child) => visit(child, node, inner));
  };
  visit(file, file, undefined);
  return found;
}

const files = sourceFiles(SRC).map((path) => ({ path, text: readFileSync(path, "utf8") }));

describe("the size of the source's rooms", () => {
  it(`has no file of src/ over ${MAX_FILE_LINES} lines`, () => {
    const long = files
      .map(({ path, text }) => ({ path, lines: lineCount(text) }))
      .filter(({ lines }) => lines > MAX_FILE_LINES)
      .map(({ path, lines }) => `${relative(SRC, path)} (${lines} lines)`);
    expect(long).toEqual([]);
  });

  it(`has no function over ${MAX_FUNCTION_LINES} lines`, () => {
    expect(files.flatMap(({ path, text }) => longFunctions(path, text))).toEqual([]);
  });

  it("measures what it means to", () => {
    // The rule must see every kind of function, or it holds nothing.
    const body = Array.from({ length: MAX_FUNCTION_LINES }, (_, i) => `  const v${i} = ${i};`).join("\n");
    const kinds = [
      `function declared() {\n${body}\n}`,
      `const arrow = () => {\n${body}\n};`,
      `const expression = function () {\n${body}\n};`,
      `class Room {\n  method() {\n${body}\n  }\n  constructor() {\n${body}\n  }\n  get size() {\n${body}\n    return 0;\n  }\n}`,
    ];
    const found = kinds.flatMap((kind) => longFunctions(join(SRC, "sample.ts"), kind));
    expect(found.map((line) => line.replace(/^sample\.ts:\d+ /, ""))).toEqual([
      `declared (${MAX_FUNCTION_LINES + 2} lines)`,
      `arrow (${MAX_FUNCTION_LINES + 2} lines)`,
      `expression (${MAX_FUNCTION_LINES + 2} lines)`,
      `method (${MAX_FUNCTION_LINES + 2} lines)`,
      `constructor (${MAX_FUNCTION_LINES + 2} lines)`,
      `size (${MAX_FUNCTION_LINES + 3} lines)`,
    ]);
    expect(lineCount("a\nb\n")).toBe(2);
    expect(lineCount("a\nb")).toBe(2);
  });
});
