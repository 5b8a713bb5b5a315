import type { OperationReport } from "../../agent/events.js";
import { isRecord } from "../../text/json.js";
import type { RecordedOperation, StandInLog } from "./stand-in/log.js";

/**
 * The dry run's report of what the agent asked for beyond its answer: the GitHub operations
 * (`safe-outputs`) as the action reported them in its `operations` output, refused and proposed
 * ones included; what each applied one sent to the stand-in; and the run's structured result
 * (`output-schema`), from the `structured-output` output.
 */

/** A titled block of the report, as `report.ts` draws them. */
export type Section = (title: string, body: string) => string;

/** The `operations` output read back; an empty list when it is absent or not what the action writes. */
export function operationsOf(output: string | undefined): OperationReport[] {
  if (!output) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(output);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (item): item is OperationReport =>
      isRecord(item) && typeof item.type === "string" && typeof item.status === "string",
  );
}

/** `applied  add-labels on #12: bug, triage → https://…`, and the reason under it when there is one. */
function operationLine(operation: OperationReport): string {
  const target = operation.target === undefined ? "" : ` on #${operation.target}`;
  const summary = operation.summary ? `: ${operation.summary}` : "";
  const url = operation.url ? ` → ${operation.url}` : "";
  const line = `${operation.status.padEnd(8)} ${operation.type}${target}${summary}${url}`;
  return operation.reason ? `${line}\n         ${operation.reason}` : line;
}

/** What one write sent to the stand-in, as a line, or a block for a new issue. */
function renderWrite(write: RecordedOperation, section: Section): string {
  const unchecked = write.unchecked ? " (not the event's, so the stand-in could not check it exists)" : "";
  const labels = (write.labels ?? []).join(", ");
  switch (write.what) {
    case "labels added":
      return `Labels added to ${write.place}${unchecked}: ${labels}`;
    case "label removed":
      return `Label removed from ${write.place}${unchecked}: ${labels}`;
    case "issue created":
      return section(
        `new issue (${write.place} here; GitHub gives it the next number)`,
        [`Title: ${write.title ?? ""}`, ...(labels ? [`Labels: ${labels}`] : []), "", write.body ?? ""].join(
          "\n",
        ),
      );
    case "issue closed":
    case "issue reopened":
      return `${write.what === "issue closed" ? "Closed" : "Reopened"} ${write.place}${unchecked} as ${write.stateReason ?? "completed"}`;
    default:
      return `Updated ${write.place}${unchecked}${write.title === undefined ? "" : `: title "${write.title}"`}`;
  }
}

/**
 * The operations part of the report: each operation with its status (from the `operations`
 * output), then what the applied ones sent. Empty when the run asked for none.
 */
export function renderOperations(
  log: StandInLog,
  outputs: ReadonlyMap<string, string>,
  section: Section,
): string[] {
  const parts: string[] = [];
  const reported = operationsOf(outputs.get("operations"));
  if (reported.length > 0) {
    parts.push(section("operations the agent asked for", reported.map(operationLine).join("\n")));
  }
  if (reported.some((operation) => operation.status === "proposed")) {
    parts.push(
      "Staged: nothing was applied. On GitHub, `/agent apply` on the issue or pull request applies the proposed operations, checked again against safe-outputs then.",
    );
  }
  for (const write of log.operations) parts.push(renderWrite(write, section));
  if (log.labelsRead) {
    parts.push(
      "note: the repository's labels were not read from GitHub; the stand-in listed GitHub's default labels and the event's, so a label only the real repository has would be refused here",
    );
  }
  return parts;
}

/** The structured result, pretty-printed; nothing when the run has none. */
export function renderStructuredOutput(outputs: ReadonlyMap<string, string>, section: Section): string[] {
  const output = outputs.get("structured-output");
  if (!output) return [];
  let shown = output;
  try {
    shown = JSON.stringify(JSON.parse(output), null, 2);
  } catch {
    // Shown as the action wrote it.
  }
  return [section("structured output (the structured-output output)", shown)];
}
