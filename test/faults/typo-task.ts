import type { FakeToolCall, FakeTurn } from "../fakes/model-server.js";

/** The typo every repository of the suite has in its README. */
export const fixTypo: FakeToolCall = {
  name: "edit_file",
  arguments: { path: "README.md", old_str: "teh", new_str: "the" },
};
export const FIXED_README = "# Demo\n\nThis is the demo project.";
export const TASK = "fix the typo in README.md";

/** The standard script: the typo edit, then a short answer. */
export function typoScript(answer = "Fixed the typo."): FakeTurn[] {
  return [{ toolCalls: [fixTypo] }, { text: answer }];
}
