/** Compact JSON indented for reading (the structured result); text that is not JSON comes back as it is. */
export function prettyJson(json: string): string {
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    // Not for a reader's view to judge: the output carries the text as it came, and so does the view.
    return json;
  }
}
