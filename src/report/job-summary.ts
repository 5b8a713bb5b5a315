import type { Conclusion, Observer, RunFinishedEvent, TimedEvent } from "../agent/events.js";
import { describeCall, formatDuration, resultStatus, shorten } from "./format.js";

interface ToolRow {
  step: number;
  call: string;
  status: string;
  durationMs: number;
}

/** Links and notes known only after publishing, added to the summary by the entry point. */
export interface SummaryExtras {
  task?: string;
  links?: { label: string; url: string }[];
  notes?: string[];
}

const MAX_TABLE_ROWS = 200;

const ICON: Record<Conclusion, string> = {
  success: "✅",
  max_steps: "⏹️",
  timeout: "⏱️",
  cancelled: "🛑",
  error: "❌",
  skipped: "⏭️",
};

function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/`/g, "'");
}

/** Collects the run from the event stream and renders the job summary (Markdown). */
export class JobSummary implements Observer {
  private readonly rows: ToolRow[] = [];
  private task = "";
  private model = "";
  private finished: RunFinishedEvent | undefined;
  private compactions = 0;

  onEvent(event: TimedEvent): void {
    switch (event.type) {
      case "run_started":
        this.task = event.task;
        this.model = `${event.provider} ${event.model}`;
        break;
      case "tool_finished":
        this.rows.push({
          step: event.step,
          call: describeCall(event.call, 100),
          status: resultStatus(event),
          durationMs: event.durationMs,
        });
        break;
      case "compaction":
        this.compactions++;
        break;
      case "run_finished":
        this.finished = event;
        break;
    }
  }

  render(extras: SummaryExtras = {}): string {
    const f = this.finished;
    const lines: string[] = [];
    const conclusion = f?.conclusion ?? "error";
    lines.push(`## ${ICON[conclusion]} Repo Agent: ${conclusion}`, "");
    const task = extras.task ?? this.task;
    if (task) lines.push(`**Task:** ${shorten(task, 500)}`, "");
    if (f) {
      lines.push(
        "| steps | input tokens | output tokens | duration | model | compactions |",
        "|---:|---:|---:|---:|---|---:|",
        `| ${f.steps} | ${f.usage.inputTokens} | ${f.usage.outputTokens} | ${formatDuration(f.durationMs)} | ${cell(this.model)} | ${this.compactions} |`,
        "",
      );
    }
    for (const link of extras.links ?? []) lines.push(`- ${link.label}: ${link.url}`);
    for (const note of extras.notes ?? []) lines.push(`> ${note}`);
    if ((extras.links?.length ?? 0) + (extras.notes?.length ?? 0) > 0) lines.push("");
    if (f) lines.push("### Response", "", f.response, "");
    if (this.rows.length > 0) {
      lines.push("### Tool calls", "", "| step | call | result | time |", "|---:|---|---|---:|");
      for (const row of this.rows.slice(0, MAX_TABLE_ROWS)) {
        lines.push(
          `| ${row.step} | \`${cell(row.call)}\` | ${row.status} | ${formatDuration(row.durationMs)} |`,
        );
      }
      if (this.rows.length > MAX_TABLE_ROWS)
        lines.push(`| | … ${this.rows.length - MAX_TABLE_ROWS} more | | |`);
    }
    return `${lines.join("\n")}\n`;
  }
}
