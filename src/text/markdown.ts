/** A fenced code block that survives fences in the text: its fence is longer than any inside. */
export function codeBlock(text: string, language = ""): string {
  const longestRun = Math.max(2, ...(text.match(/`{3,}/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longestRun + 1);
  return `${fence}${language}\n${text.replace(/\n$/, "")}\n${fence}`;
}

/** A collapsed section (`<details>`) holding a patch as a diff block, for comments and summaries. */
export function patchDetails(patch: string, summary: string, after = ""): string {
  return `<details><summary>${summary}</summary>\n\n${codeBlock(patch, "diff")}\n${after}\n</details>`;
}
