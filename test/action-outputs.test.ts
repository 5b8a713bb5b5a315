import { describe, expect, it } from "vitest";
import type { ActionIO } from "../src/action/io.js";
import { reportSkipped, writeOutputs } from "../src/action/outputs.js";
import { createRedactor } from "../src/text/redact.js";

const SECRET = "ghs_outputsTestToken0123456789abcdefAB";
const redact = createRedactor([SECRET]);

/** The outputs a later step of the workflow would read, by name. */
function recordingIO(): { io: ActionIO; outputs: Map<string, string> } {
  const outputs = new Map<string, string>();
  const quiet = () => {};
  const io: ActionIO = {
    info: quiet,
    warning: quiet,
    error: quiet,
    notice: quiet,
    startGroup: quiet,
    endGroup: quiet,
    setSecret: quiet,
    setFailed: quiet,
    saveState: quiet,
    writeSummary: async () => {},
    setOutput: (name, value) => outputs.set(name, value),
  };
  return { io, outputs };
}

describe("the operations and structured-output outputs", () => {
  it("give a later step each operation's type, target, status, address and reason, as JSON", () => {
    const { io, outputs } = recordingIO();
    writeOutputs(
      io,
      {
        conclusion: "error",
        response: "Done.",
        operations: [
          {
            type: "add-labels",
            target: 12,
            status: "applied",
            url: "https://github.com/o/r/issues/12",
            summary: "bug, triage",
          },
          { type: "close-issue", target: 12, status: "refused", reason: `GitHub refused it: ${SECRET}` },
          { type: "create-issue", status: "proposed", summary: "[flaky] test" },
        ],
        structuredOutput: `{"verdict":"bug","token":"${SECRET}"}`,
      },
      redact,
    );
    expect(JSON.parse(outputs.get("operations") ?? "")).toEqual([
      { type: "add-labels", target: 12, status: "applied", url: "https://github.com/o/r/issues/12" },
      { type: "close-issue", target: 12, status: "refused", reason: "GitHub refused it: ***" },
      { type: "create-issue", status: "proposed" },
    ]);
    expect(JSON.parse(outputs.get("structured-output") ?? "")).toEqual({ verdict: "bug", token: "***" });
  });

  it("are an empty array and an empty string when the run asked for nothing, a skipped run included", () => {
    const ran = recordingIO();
    writeOutputs(ran.io, { conclusion: "success", response: "Done." }, redact);
    expect(ran.outputs.get("operations")).toBe("[]");
    expect(ran.outputs.get("structured-output")).toBe("");

    const skipped = recordingIO();
    reportSkipped(skipped.io, "no trigger phrase");
    expect(skipped.outputs.get("operations")).toBe("[]");
    expect(skipped.outputs.get("structured-output")).toBe("");
  });
});

describe("the handoff-dir output", () => {
  it("gives the later upload step the folder the agent job wrote, and is empty otherwise", () => {
    const handedOff = recordingIO();
    writeOutputs(
      handedOff.io,
      {
        conclusion: "success",
        response: "Done.",
        published: "none",
        handoffDir: "/runner/temp/repo-agent-handoff",
      },
      redact,
    );
    expect(handedOff.outputs.get("handoff-dir")).toBe("/runner/temp/repo-agent-handoff");
    expect(handedOff.outputs.get("published")).toBe("none");

    const single = recordingIO();
    writeOutputs(single.io, { conclusion: "success", response: "Done." }, redact);
    expect(single.outputs.get("handoff-dir")).toBe("");
    const skipped = recordingIO();
    reportSkipped(skipped.io, "no trigger phrase");
    expect(skipped.outputs.get("handoff-dir")).toBe("");
  });
});
