import { deflateRawSync, inflateRawSync } from "node:zlib";
import { type Static, Type } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import type { ProposalSummary } from "../../agent/events.js";
import { OPERATION_KEYS } from "../operations/safe-outputs.js";

/**
 * A staged run's proposal as its tracking comment keeps it for `/agent apply`: a hidden block,
 * `<!-- repo-agent:proposal v1 <base64url of deflated JSON> -->`, in the final body. It is read
 * back only from comments the action's own login wrote (`findProposal`), so a person cannot forge
 * one; every text the renderers show besides it has its start defused (`defuseMemoryBlocks`).
 * What it holds was still asked for by a model: applying checks it all again.
 */

/** The block as written and read: the proposal, and whether all of it fitted. */
export type ProposalRecord = ProposalSummary & {
  version: 1;
  runId: string;
  state: "proposed" | "applied";
  /** False when the proposal was too large for its comment: only the run is named, nothing can be applied. */
  complete: boolean;
};

/** The longest block read; a longer one is refused unread. */
export const MAX_PROPOSAL_BLOCK_CHARS = 40_000;
/** The most characters a block may inflate to when read: far above what a block can say honestly. */
const MAX_INFLATED_CHARS = 400_000;

const PREFIX = "<!-- repo-agent:proposal v1 ";
const SUFFIX = " -->";
const anyBlockStart = /<!--\s*repo-agent:proposal/gi;
const wholeBlock = /^<!-- repo-agent:proposal v1 ([A-Za-z0-9_-]+) -->$/;

const literals = (names: readonly string[]) => Type.Union(names.map((name) => Type.Literal(name)));
const sha = Type.String({ pattern: "^[0-9a-f]{40}$" });
const short = Type.String({ maxLength: 1_000 });

const recordSchema = Type.Object(
  {
    version: Type.Literal(1),
    runId: Type.String({ pattern: "^[A-Za-z0-9_.-]{1,64}$" }),
    state: literals(["proposed", "applied"]),
    complete: Type.Boolean(),
    repo: Type.Optional(short),
    branch: Type.Optional(short),
    sha: Type.Optional(sha),
    as: Type.Optional(literals(["pull-request", "push"])),
    title: Type.Optional(Type.String()),
    body: Type.Optional(Type.String()),
    targetBranch: Type.Optional(short),
    base: Type.Optional(short),
    draft: Type.Optional(Type.Boolean()),
    pullNumber: Type.Optional(Type.Integer({ minimum: 1 })),
    expectedHead: Type.Optional(sha),
    operations: Type.Optional(
      Type.Array(
        Type.Object(
          { type: literals(OPERATION_KEYS), args: Type.Record(Type.String(), Type.Unknown()) },
          { additionalProperties: false },
        ),
        { maxItems: 100 },
      ),
    ),
    applyWith: Type.Optional(short),
  },
  { additionalProperties: false },
);

/** Every string in `value`, however deep, passed through `map`. */
function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === "string") return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]));
  return value;
}

function encode(record: ProposalRecord): string {
  const packed = deflateRawSync(Buffer.from(JSON.stringify(record), "utf8"));
  return `${PREFIX}${packed.toString("base64url")}${SUFFIX}`;
}

/**
 * The block for `proposal`, at most `maxChars` long, every string redacted first (the encoding
 * hides a secret from the redactor that runs over the whole body). A proposal too large for that
 * is written as an incomplete block naming only its run, which `/agent apply` refuses with the
 * reason. `""` for a proposal without its run.
 */
export function renderProposalBlock(
  proposal: ProposalSummary,
  redact: (text: string) => string,
  maxChars: number = MAX_PROPOSAL_BLOCK_CHARS,
): string {
  if (!proposal.runId) return "";
  const max = Math.min(maxChars, MAX_PROPOSAL_BLOCK_CHARS);
  const record = mapStrings(
    { ...proposal, version: 1, runId: proposal.runId, state: proposal.state ?? "proposed", complete: true },
    redact,
  ) as ProposalRecord;
  const whole = encode(record);
  if (whole.length <= max) return whole;
  const bare: ProposalRecord = { version: 1, runId: record.runId, state: record.state, complete: false };
  const cut = encode(bare);
  return cut.length <= max ? cut : "";
}

/**
 * The one proposal block in `body`, checked strictly: exactly one block start (a second, which
 * only someone imitating the action would write, voids both), at most `MAX_PROPOSAL_BLOCK_CHARS`,
 * deflated JSON of exactly the record's fields. Anything else is undefined. Never throws. Whether
 * the body can be trusted at all (who wrote it) is the caller's question.
 */
export function readProposalBlock(body: string): ProposalRecord | undefined {
  const starts = [...body.matchAll(anyBlockStart)];
  const start = starts[0]?.index;
  if (starts.length !== 1 || start === undefined) return undefined;
  const endAt = body.indexOf(SUFFIX.trim(), start);
  if (endAt < 0) return undefined;
  const end = endAt + SUFFIX.trim().length;
  if (end - start > MAX_PROPOSAL_BLOCK_CHARS) return undefined;
  const encoded = wholeBlock.exec(body.slice(start, end))?.[1];
  if (!encoded) return undefined;
  let parsed: unknown;
  try {
    const json = inflateRawSync(Buffer.from(encoded, "base64url"), { maxOutputLength: MAX_INFLATED_CHARS });
    parsed = JSON.parse(json.toString("utf8"));
  } catch {
    return undefined;
  }
  if (!Value.Check(recordSchema, parsed)) return undefined;
  return parsed as Static<typeof recordSchema> as ProposalRecord;
}

/** Whether `body` holds anything that starts like a proposal block, whoever wrote it. */
export function mentionsProposalBlock(body: string): boolean {
  return new RegExp(anyBlockStart.source, "i").test(body);
}
