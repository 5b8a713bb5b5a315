/** The nodes of a workflow parsed by GitHub's parser (`@actions/workflow-parser`), and how the checks read them. */
import { isMapping, isSequence, isString } from "@actions/workflow-parser";

/** A node of the parsed workflow (the parser's `TemplateToken`, which its index does not export). */
export type TemplateToken = Parameters<typeof isMapping>[0];

export function mapping(token: TemplateToken | undefined) {
  return token && isMapping(token) ? token : undefined;
}

/** A mapping's entries as [key, value]; none for anything else. */
export function entries(token: TemplateToken | undefined): [string, TemplateToken][] {
  const map = mapping(token);
  if (!map) return [];
  return [...map].map((pair) => [pair.key.toString(), pair.value]);
}

/** A literal string's value; undefined for an expression, a number, a mapping…. */
export function stringOf(token: TemplateToken | undefined): string | undefined {
  return token && isString(token) ? token.value : undefined;
}

/** A value as written, expressions included (`${{ steps.app.outputs.token }}`). */
export function written(token: TemplateToken | undefined): string | undefined {
  return token?.toString();
}

/** The items of a sequence; none for anything else. */
export function items(token: TemplateToken | undefined): TemplateToken[] {
  return token && isSequence(token) ? [...token] : [];
}

/** The source line `token` starts on, as written in `content` (comments included); "" when unknown. */
export function sourceLine(content: string, token: TemplateToken | undefined): string {
  const line = token?.line;
  return line === undefined ? "" : (content.split(/\r?\n/)[line - 1] ?? "");
}
