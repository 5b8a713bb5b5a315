import type { RemoteTools } from "../tools/remote.js";
import type { AnyTool } from "../tools/tool.js";
import type { Writable } from "./active-sandbox.js";

/**
 * The tool host's tools, those that only read at once and the others once the workspace is the
 * sandbox user's to write (`writable`): the pass that shares every file runs in the background,
 * and a checkout's files are world-readable, so reads need not wait for it. Commands wait, since
 * any command may write. Should the sharing fail, a call that would write says so instead of
 * running into refusals file by file.
 */
export function writesOnceWritable(tools: RemoteTools, writable: Promise<Writable>): RemoteTools {
  const gated = tools.coding.tools.map(
    (tool): AnyTool =>
      tool.readOnly
        ? tool
        : {
            ...tool,
            execute: async (args, context) => {
              const shared = await writable;
              if (shared.error)
                return {
                  content: `The workspace could not be shared with the sandbox user: ${shared.error}`,
                  isError: true,
                };
              return tool.execute(args, context);
            },
          },
  );
  return { ...tools, coding: { ...tools.coding, tools: gated } };
}
