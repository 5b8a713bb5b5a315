import type {
  Conclusion,
  Observer,
  OperationReport,
  PublishedEvent,
  RunFinishedEvent,
  TimedEvent,
} from "../agent/events.js";
import { clip, clipLine } from "../text/clip.js";
import { codeBlock, patchDetails } from "../text/markdown.js";
import { formatUsd } from "../text/money.js";
import { prettyJson } from "../text/pretty-json.js";
import { describeCall, describePublished, formatDuration, resultStatus } from "./format.js";

interface ToolRow {
  step: number;
  call: string;
  status: string;
  durationMs: number;
}

export interface JobSummaryOptions {
  /** Writes the rendered Markdown once the run is over (the runner's summary file). */
  write: (markdown: string) => Promise<void>;
  /** `https://github.com/owner/repo`, to link a pushed branch. */
  repoUrl?: string;
  /** The task as asked, when it reads better than the prompt the model got. */
  task?: string;
  /**
   * `https://github.com/owner/repo` of the thread, whose issues the operations act on, when it is
   * not `repoUrl` (a run working on another repository).
   */
  threadRepoUrl?: string;
  /** Makes the agent's words safe to show (mentions and off-host links defused); as they are unless given. */
  publishable?: (text: string) => string;
}

const MAX_TABLE_ROWS = 200;
/** The summary's share of an unpushed patch (the runner takes summaries up to 1 MiB). */
const MAX_SUMMARY_PATCH_CHARS = 200_000;
/** The summary's share of the structured result; the `structured-output` output holds all of it. */
const MAX_SUMMARY_STRUCTURED_CHARS = 100_000;
const OPERATION_STATUS: Record<OperationReport["status"], string> = {
  applied: "✅ applied",
  refused: "⛔ refused",
  proposed: "📝 proposed",
};

const ICON: Record<Conclusion, string> = {
  success: "✅",
  max_steps: "⏹️",
  timeout: "⏱️",
  cancelled: "🛑",
  budget: "💰",
  error: "❌",
  skipped: "⏭️",
};

function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/`/g, "'");
}

/**
 * Collects the run from the event stream and writes the job summary (Markdown) when the bus
 * closes: the outcome as delivered (`published`), the figures, links, notes, the answer and a
 * table of tool calls.
 */
export class JobSummary implements Observer {
  private readonly rows: ToolRow[] = [];
  private task = "";
  private model = "";
  private finished: RunFinishedEvent | undefined;
  private published: PublishedEvent | undefined;
  private compactions = 0;

  constructor(private readonly options: JobSummaryOptions) {}

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
      case "published":
        this.published = event;
        break;
    }
  }

  async close(): Promise<void> {
    await this.options.write(this.render());
  }

  /** The summary as it stands: the delivered outcome when there is one, else the loop's. */
  render(): string {
    const f = this.finished;
    const p = this.published;
    const lines: string[] = [];
    const conclusion = p?.conclusion ?? f?.conclusion ?? "error";
    lines.push(`## ${ICON[conclusion]} Repo Agent: ${conclusion}`, "");
    const task = this.options.task ?? this.task;
    if (task) lines.push(`**Task:** ${clipLine(task, 500)}`, "");
    if (p) lines.push(`**${describePublished(p).replace(": ", ":** ")}`, "");
    if (f) {
      lines.push(
        "| steps | input tokens | output tokens | cost | duration | model | compactions |",
        "|---:|---:|---:|---:|---:|---|---:|",
        `| ${f.steps} | ${f.usage.inputTokens} | ${f.usage.outputTokens} | ${costCell(f)} | ${formatDuration(f.durationMs)} | ${cell(this.model)} | ${this.compactions} |`,
        "",
      );
    }
    const links = this.links();
    const notes = p
      ? [...p.notices, ...(p.note ? [p.note] : []), ...(p.error ? [`Error: ${p.error}`] : [])]
      : [];
    for (const link of links) lines.push(`- ${link}`);
    for (const note of notes) lines.push(`> ${note}`);
    if (links.length + notes.length > 0) lines.push("");
    if (p?.leftBehind) lines.push(...leftBehindSection(p.leftBehind));
    if (f) lines.push("### Response", "", this.publishable(f.response), "");
    if (p?.operations?.length) lines.push(...this.operationsSection(p.operations));
    if (p?.structuredOutput) lines.push(...structuredSection(p.structuredOutput));
    if (p?.patch) lines.push(...patchSection(p.patch, p.patchTruncated === true));
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

  private publishable(text: string): string {
    return this.options.publishable ? this.options.publishable(text) : text;
  }

  /** Every operation asked for, in order, refused ones included, with its status and link. */
  private operationsSection(operations: readonly OperationReport[]): string[] {
    const repoUrl = this.options.threadRepoUrl ?? this.options.repoUrl;
    const rows = operations.slice(0, MAX_TABLE_ROWS).map((op) => {
      // The agent's words: as code (no mention, no link), or through `publishable` for the reason.
      const asked = op.summary ? `\`${cell(clipLine(op.summary, 200))}\`` : "";
      // Only pipes are escaped: the code spans `publishable` makes must keep their backticks.
      const reason = op.reason ? this.publishable(clipLine(op.reason, 500)).replace(/\|/g, "\\|") : "";
      return `| \`${op.type}\` | ${targetCell(op, repoUrl)} | ${OPERATION_STATUS[op.status]} | ${asked} | ${reason} |`;
    });
    const more = operations.length - MAX_TABLE_ROWS;
    return [
      "### GitHub operations",
      "",
      "| operation | on | status | asked | reason |",
      "|---|---|---|---|---|",
      ...rows,
      ...(more > 0 ? [`| | … ${more} more in the \`operations\` output | | | |`] : []),
      "",
    ];
  }

  private links(): string[] {
    const p = this.published;
    if (!p) return [];
    const links: string[] = [];
    if (p.prUrl) links.push(`Pull request: ${p.prUrl}`);
    if (p.branch && this.options.repoUrl) links.push(`Branch: ${this.options.repoUrl}/tree/${p.branch}`);
    const proposal = p.proposal;
    if (proposal?.branch && this.options.repoUrl) {
      const commit = proposal.sha ? ` (${proposal.sha.slice(0, 7)})` : "";
      links.push(
        `Proposed, waiting for \`/agent apply\`: ${this.options.repoUrl}/tree/${proposal.branch}${commit}`,
      );
    }
    if (p.commentUrl) links.push(`Comment: ${p.commentUrl}`);
    if (p.handoffDir) links.push(`Handed off to the publish job: \`${cell(p.handoffDir)}\``);
    return links;
  }
}

/** `$0.42`, `$0.42 of $5.00` under a cap, or `unknown` when the model's prices are. */
function costCell(finished: RunFinishedEvent): string {
  if (finished.cost === undefined) return "unknown";
  return finished.maxCost === undefined
    ? formatUsd(finished.cost)
    : `${formatUsd(finished.cost)} of ${formatUsd(finished.maxCost)}`;
}

/** The files the agent left outside the commit, where a reader of the summary cannot miss them. */
function leftBehindSection(left: { paths: string[]; total: number }): string[] {
  const more = left.total - left.paths.length;
  return [
    "### ⚠️ Left in the workspace, not in the commit",
    "",
    "The agent made or changed these files, which the commit does not hold (ignored files included). A later step of this job runs on them: run Repo Agent as the job's last step, or in a job of its own.",
    "",
    ...left.paths.map((path) => `- \`${cell(JSON.stringify(path).slice(1, -1))}\``),
    ...(more > 0 ? [`- … and ${more} more`] : []),
    "",
  ];
}

/** `[#12](url)` for the issue or pull request acted on, or a bare link, or nothing. */
function targetCell(op: OperationReport, repoUrl: string | undefined): string {
  const url = op.url && /^https?:\/\/[^\s()<>|]+$/.test(op.url) ? op.url : undefined;
  if (op.target === undefined) return url ? `[link](${url})` : "";
  const href = url ?? (repoUrl ? `${repoUrl}/issues/${op.target}` : undefined);
  return href ? `[#${op.target}](${href})` : `#${op.target}`;
}

/** The result that satisfied `output-schema`, indented for reading, cut to the summary's share. */
function structuredSection(structuredOutput: string): string[] {
  const shown = clip(prettyJson(structuredOutput), MAX_SUMMARY_STRUCTURED_CHARS, {
    marker: () => "\n… (cut short; the `structured-output` output holds all of it)\n",
  });
  return ["### Structured result", "", codeBlock(shown, "json"), ""];
}

/** The unpushed changes, collapsed, cut to the summary's share. */
function patchSection(patch: string, truncated: boolean): string[] {
  const shown = clip(patch, MAX_SUMMARY_PATCH_CHARS, {
    marker: () => "\n… (cut short; the job log has all of it)\n",
  });
  return [patchDetails(shown, `The changes, as a patch${truncated ? " (cut short)" : ""}`), ""];
}
