import { type Static, Type } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import type { Conclusion, PublishedAs } from "../../agent/events.js";
import { clip } from "../../text/clip.js";

/**
 * What a run leaves for the next run on the same issue or pull request: a hidden block in the
 * final body of its tracking comment. A later run reads it back only from comments written by the
 * login that posts for it now (see `buildTaskContext`), so a person cannot forge it; what it says
 * was still written by a model that read untrusted text, so it is shown to the next model as data.
 */
export interface RunMemory {
  version: 1;
  /** ISO time the run ended. */
  at: string;
  /** What the run was asked to do. */
  task: string;
  conclusion: Conclusion;
  /** The final answer, or what stopped the run. */
  answer: string;
  /** The files the run changed. */
  files: string[];
  /** The first line of each shell command the run ran, the last ones. */
  commands: string[];
  /** How the work reached GitHub. */
  published?: PublishedAs;
  branch?: string;
  prUrl?: string;
  reviewUrl?: string;
  steps: number;
}

/** The longest block, all of it: about 1,500 tokens, a small share of a comment and of a context. */
export const MAX_MEMORY_BLOCK_CHARS = 6_000;

/** Bounds of each field, applied when a block is written and again when it is read. */
export const MEMORY_LIMITS = {
  taskChars: 500,
  answerChars: 4_000,
  files: 100,
  fileChars: 300,
  commands: 15,
  commandChars: 200,
  branchChars: 255,
  urlChars: 500,
} as const;

/** Below this the answer is not cut further until the commands and files are gone. */
const MIN_ANSWER_CHARS = 600;

const PREFIX = "<!-- repo-agent:memory v1 ";
const SUFFIX = " -->";
const COMMENT_END = "-->";

/** The start of any memory block, whatever its version or spacing, as GitHub would hide it. */
const anyBlockStart = /<!--\s*repo-agent:memory/gi;
const wholeBlock = /^<!-- repo-agent:memory v1 ([A-Za-z0-9_-]+) -->$/;

/** Every `Conclusion`; a new one fails to compile here until it is listed. */
const CONCLUSIONS: Record<Conclusion, true> = {
  success: true,
  max_steps: true,
  timeout: true,
  cancelled: true,
  budget: true,
  error: true,
  skipped: true,
};
const PUBLISHED: Record<PublishedAs, true> = {
  "pull-request": true,
  push: true,
  patch: true,
  review: true,
  none: true,
};

const literals = (names: string[]) => Type.Union(names.map((name) => Type.Literal(name)));

/** The shape a block must have; lengths are bounded by the block's size and cut by `boundMemory`. */
const memorySchema = Type.Object(
  {
    version: Type.Literal(1),
    at: Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z$" }),
    task: Type.String(),
    conclusion: literals(Object.keys(CONCLUSIONS)),
    answer: Type.String(),
    files: Type.Array(Type.String()),
    commands: Type.Array(Type.String()),
    published: Type.Optional(literals(Object.keys(PUBLISHED))),
    branch: Type.Optional(Type.String()),
    prUrl: Type.Optional(Type.String()),
    reviewUrl: Type.Optional(Type.String()),
    steps: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  },
  { additionalProperties: false },
);

/** Every field within `MEMORY_LIMITS`: long text cut with `…`, the newest commands and the first files kept. */
export function boundMemory(memory: RunMemory): RunMemory {
  const cut = clip;
  const optional = (name: "branch" | "prUrl" | "reviewUrl", max: number) =>
    memory[name] ? { [name]: cut(memory[name], max) } : {};
  return {
    version: 1,
    at: memory.at,
    task: cut(memory.task, MEMORY_LIMITS.taskChars),
    conclusion: memory.conclusion,
    answer: cut(memory.answer, MEMORY_LIMITS.answerChars),
    files: memory.files.slice(0, MEMORY_LIMITS.files).map((f) => cut(f, MEMORY_LIMITS.fileChars)),
    commands: memory.commands.slice(-MEMORY_LIMITS.commands).map((c) => cut(c, MEMORY_LIMITS.commandChars)),
    ...(memory.published ? { published: memory.published } : {}),
    ...optional("branch", MEMORY_LIMITS.branchChars),
    ...optional("prUrl", MEMORY_LIMITS.urlChars),
    ...optional("reviewUrl", MEMORY_LIMITS.urlChars),
    steps: memory.steps,
  };
}

function encode(memory: RunMemory): string {
  return `${PREFIX}${Buffer.from(JSON.stringify(memory), "utf8").toString("base64url")}${SUFFIX}`;
}

/** The largest `size` in [low, high] for which `fits(size)` holds, given it holds at `low`. */
function largestFitting(low: number, high: number, fits: (size: number) => boolean): number {
  let lower = low;
  let upper = high;
  while (lower < upper) {
    const middle = Math.ceil((lower + upper) / 2);
    if (fits(middle)) lower = middle;
    else upper = middle - 1;
  }
  return lower;
}

/** One thing to give up when a block is too long: a size, how far it may shrink, and the cut. */
interface Shrink {
  size(memory: RunMemory): number;
  floor(memory: RunMemory): number;
  cut(memory: RunMemory, size: number): RunMemory;
}

const answerDownTo = (floor: number): Shrink => ({
  size: (m) => m.answer.length,
  floor: (m) => Math.min(floor, m.answer.length),
  cut: (m, size) => ({ ...m, answer: clip(m.answer, size) }),
});

/** In the order they are given up: most of the answer, the oldest commands, the last files, the rest. */
const SHRINKS: readonly Shrink[] = [
  answerDownTo(MIN_ANSWER_CHARS),
  {
    size: (m) => m.commands.length,
    floor: () => 0,
    cut: (m, size) => ({ ...m, commands: m.commands.slice(m.commands.length - size) }),
  },
  {
    size: (m) => m.files.length,
    floor: () => 0,
    cut: (m, size) => ({ ...m, files: m.files.slice(0, size) }),
  },
  answerDownTo(0),
  { size: (m) => m.task.length, floor: () => 0, cut: (m, size) => ({ ...m, task: clip(m.task, size) }) },
];

/**
 * The memory as an HTML comment GitHub does not show: `<!-- repo-agent:memory v1 <base64url of
 * JSON> -->`, at most `maxChars` long (and never over `MAX_MEMORY_BLOCK_CHARS`). Fields are
 * bounded by `MEMORY_LIMITS`; when the block is still too long, the answer is cut first (to a few
 * hundred characters), then the oldest commands go, then the last files, then the rest of the
 * answer, the task and the links. `""` when not even that fits. The strings must be redacted
 * before: base64 hides a secret from a redactor run over the rendered text. Never throws.
 */
export function renderMemoryBlock(memory: RunMemory, maxChars: number = MAX_MEMORY_BLOCK_CHARS): string {
  const max = Math.min(maxChars, MAX_MEMORY_BLOCK_CHARS);
  const fits = (candidate: RunMemory) => encode(candidate).length <= max;
  let current = boundMemory(memory);
  for (const shrink of SHRINKS) {
    if (fits(current)) return encode(current);
    const floor = shrink.floor(current);
    const base = current;
    if (!fits(shrink.cut(base, floor))) {
      current = shrink.cut(base, floor);
      continue;
    }
    const size = largestFitting(floor, shrink.size(base), (n) => fits(shrink.cut(base, n)));
    return encode(shrink.cut(base, size));
  }
  if (fits(current)) return encode(current);
  const { branch: _branch, prUrl: _prUrl, reviewUrl: _reviewUrl, ...bare } = current;
  return fits(bare) ? encode(bare) : "";
}

/**
 * The one memory block in `body`, checked strictly: exactly one block (a second one, which only
 * someone imitating the action would write, makes both void), version 1, at most
 * `MAX_MEMORY_BLOCK_CHARS` long, base64url of JSON of exactly `RunMemory`'s fields, each field
 * bounded again. Anything else is `undefined`. Never throws. Whether the body can be trusted at
 * all (who wrote it) is the caller's question.
 */
export function readMemoryBlock(body: string): RunMemory | undefined {
  const starts = [...body.matchAll(anyBlockStart)];
  const start = starts[0]?.index;
  if (starts.length !== 1 || start === undefined) return undefined;
  // base64url has no `>`, so the block ends at the first `-->`; a longer one is refused unread.
  const end = body.indexOf(COMMENT_END, start) + COMMENT_END.length;
  if (end < COMMENT_END.length || end - start > MAX_MEMORY_BLOCK_CHARS) return undefined;
  const encoded = wholeBlock.exec(body.slice(start, end))?.[1];
  if (!encoded) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  if (!Value.Check(memorySchema, parsed) || !Number.isFinite(Date.parse(parsed.at))) return undefined;
  // The schema's literals are the keys of CONCLUSIONS and PUBLISHED, so the narrower types hold.
  return boundMemory(parsed as Static<typeof memorySchema> as RunMemory);
}

/** The start of any hidden block the action writes: the memory, and a staged run's proposal. */
const anyHiddenBlockStart = /<!--\s*repo-agent:(?:memory|proposal)/gi;

/**
 * `text` with every memory (and proposal) block start made visible (`&lt;!-- repo-agent:memory`),
 * so text the run quotes (an answer, a command, a patch) can never pass for a block the action
 * writes. The renderers run it over everything but their own blocks.
 */
export function defuseMemoryBlocks(text: string): string {
  return text.replace(anyHiddenBlockStart, (start) => `&lt;${start.slice(1)}`);
}
