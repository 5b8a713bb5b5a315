/**
 * Token counting for compaction and the spend meter: cl100k_base (js-tiktoken's ranks) over
 * every part of a message. It is not any provider's own tokenizer, so counts are an estimate;
 * the provider-reported usage of the last request is the second opinion (see compaction.ts).
 *
 * The counting is bpe-count.ts's, which gives the counts js-tiktoken's encoder gives without
 * its memory. Its ranks (1.09 MB of source) load on first need, never at import:
 * `loadTokenizer()` must be awaited before the first count.
 */
import type { Message } from "../llm/messages.js";
import { BpeCounter, isSurrogatePair } from "./bpe-count.js";

/** Role markers and separators each message costs on the wire, beyond its text. */
export const MESSAGE_OVERHEAD_TOKENS = 4;
/** A tool call's id, type and framing, beyond its name and arguments. */
export const TOOL_CALL_OVERHEAD_TOKENS = 8;
/**
 * What one image costs, whatever its size: its bytes say nothing about the tokens. Anthropic
 * documents about width × height / 750 tokens and scales down images past about 1.15 megapixels,
 * so an image costs about 1,600 tokens at most; OpenAI's high-detail tiles stay under that too.
 * The ceiling, so compaction never counts an image as cheaper than it is.
 */
export const IMAGE_TOKENS = 1_600;

/**
 * Byte-pair merging is quadratic in the length of one regex piece, and a piece can be a whole
 * run of letters, punctuation or whitespace (with js-tiktoken's encoder a 4,000-character
 * `=====` line took a second, 40,000 characters of Chinese several minutes). Runs longer than
 * this (in code points, of letters `\p{L}`, of whitespace `\s` or of anything else but digits
 * `\p{N}`) are counted in slices of this many code points: the count moves by a token or so at
 * each cut (ordinary words are shorter), and the cost stays linear in the text on any input.
 */
export const MAX_PIECE_CHARS = 16;

/** The classes whose runs are cut, and digits, whose runs never are. */
const LETTER = 1;
const DIGIT = 2;
const SPACE = 3;
const OTHER = 4;
/** Sticky: each tests the code point at `lastIndex` and allocates nothing. */
const LETTER_AT = /\p{L}/uy;
const DIGIT_AT = /\p{N}/uy;
const SPACE_AT = /\s/uy;
/**
 * The class of every code unit outside the surrogates met so far (0: not yet), so that a scan
 * tests the regular expressions once per distinct character, not once per character: a regular
 * expression like `\p{L}{17,}` took most of the counting time on source code.
 */
let unitClasses: Uint8Array | undefined;

function testClass(text: string, at: number): number {
  LETTER_AT.lastIndex = at;
  if (LETTER_AT.test(text)) return LETTER;
  DIGIT_AT.lastIndex = at;
  if (DIGIT_AT.test(text)) return DIGIT;
  SPACE_AT.lastIndex = at;
  return SPACE_AT.test(text) ? SPACE : OTHER;
}

/** The class of the code point at `text[at]` (`width` units long: 2 for a surrogate pair). */
function classAt(text: string, at: number, width: number, classes: Uint8Array): number {
  const unit = text.charCodeAt(at);
  // A lone surrogate is a code point of its own, neither letter, digit nor space.
  if (unit >= 0xd800 && unit <= 0xdfff) return width === 2 ? testClass(text, at) : OTHER;
  let known = classes[unit] as number;
  if (known === 0) {
    known = testClass(text, at);
    classes[unit] = known;
  }
  return known;
}

let counter: BpeCounter | undefined;
let loading: Promise<void> | undefined;
/**
 * The ranks' module, loaded once (a second `import()` is the first's module). The action's
 * start-up plan lists it among its late loads: with `uses: ./` its chunk lies in the workspace,
 * and is then read before the checkout, never after it.
 */
export const loadRanks = () => import("js-tiktoken/ranks/cl100k_base");

/**
 * Loads the cl100k ranks and builds the counter, once (later calls return the same promise).
 * The import is dynamic so that the bundle keeps the ranks in a chunk of their own, read only
 * by a run that counts; loading and building take about a tenth of a second and keep about 6 MB
 * (the ranks module and the rank table).
 * Rejects only when the ranks cannot be loaded: an installation missing a file of its own.
 */
export function loadTokenizer(): Promise<void> {
  loading ??= loadRanks().then(
    (ranks) => {
      counter = BpeCounter.fromRanks(ranks.default);
    },
    (error: unknown) => {
      throw new Error(
        `the tokenizer's ranks (js-tiktoken/ranks/cl100k_base) could not be loaded: ${String(error)}`,
      );
    },
  );
  return loading;
}

function loaded(): BpeCounter {
  // A caller that counts before awaiting the loader is a bug, not a state to recover from.
  if (!counter) throw new Error("token counting needs the tokenizer: await loadTokenizer() first");
  return counter;
}

/**
 * Tokens in a piece of text. Deterministic: the same text always gives the same count. Needs
 * `loadTokenizer()` done.
 */
export function countTextTokens(text: string): number {
  const bpe = loaded();
  unitClasses ??= new Uint8Array(0x10000);
  const classes = unitClasses;
  let total = 0;
  /** Where the text not yet counted starts. */
  let done = 0;
  let runClass = 0;
  let runStart = 0;
  let runChars = 0;
  /** Counts the text before the run `[runStart, end)` as it is, and the run in slices. */
  const cutRun = (end: number) => {
    if (runStart > done) total += bpe.count(text.slice(done, runStart));
    let from = runStart;
    while (from < end) {
      let to = from;
      for (let chars = 0; chars < MAX_PIECE_CHARS && to < end; chars++)
        to += isSurrogatePair(text, to, end) ? 2 : 1;
      total += bpe.count(text.slice(from, to));
      from = to;
    }
    done = end;
  };
  for (let at = 0; at < text.length; ) {
    const width = isSurrogatePair(text, at, text.length) ? 2 : 1;
    const kind = classAt(text, at, width, classes);
    if (kind !== runClass) {
      if (runChars > MAX_PIECE_CHARS && runClass !== DIGIT) cutRun(at);
      runClass = kind;
      runStart = at;
      runChars = 0;
    }
    runChars++;
    at += width;
  }
  if (runChars > MAX_PIECE_CHARS && runClass !== DIGIT) cutRun(text.length);
  // Most texts have no long run and are counted in place.
  return total + (done === text.length ? 0 : bpe.count(done === 0 ? text : text.slice(done)));
}

/**
 * What one message costs in a request, each text measured by `measure`: its text, images (a fixed
 * `IMAGE_TOKENS`, and a prompt image's label), thinking, tool calls (name and arguments) and tool
 * results with their images, plus framing. `details` of a thinking part repeats the reasoning in a provider's own shape, so only
 * the text counts.
 */
function messageCost(message: Message, measure: (text: string) => number): number {
  let cost = MESSAGE_OVERHEAD_TOKENS;
  switch (message.role) {
    case "system":
      cost += measure(message.content);
      break;
    case "user":
      cost += measure(message.content);
      for (const image of message.images ?? []) cost += IMAGE_TOKENS + measure(image.label);
      break;
    case "tool":
      cost += measure(message.toolName) + measure(message.content);
      // An image costs the same in a tool result; the wire's words naming its call are framing.
      cost += IMAGE_TOKENS * (message.images?.length ?? 0);
      break;
    case "assistant":
      for (const part of message.content) {
        if (part.type === "text") cost += measure(part.text);
        else if (part.type === "thinking") cost += measure(part.thinking) + measure(part.redactedData ?? "");
        else cost += TOOL_CALL_OVERHEAD_TOKENS + measure(part.name) + measure(part.rawArguments);
      }
      break;
  }
  return cost;
}

/**
 * `messageCost` under `measure`, remembered per message object: the history treats messages as
 * immutable, so a message is measured once however many steps it stays in the context.
 */
function cachedCost(measure: (text: string) => number): (message: Message) => number {
  const cache = new WeakMap<Message, number>();
  return (message) => {
    let cost = cache.get(message);
    if (cost === undefined) {
      cost = messageCost(message, measure);
      cache.set(message, cost);
    }
    return cost;
  };
}

const tokenCost = cachedCost(countTextTokens);

/**
 * Tokens one message costs in a request (see `messageCost`). Cached per message object. Needs
 * `loadTokenizer()` done.
 */
export function countMessageTokens(message: Message): number {
  return tokenCost(message);
}

/** Tokens of a whole history (uses the per-message cache). Needs `loadTokenizer()` done. */
export function countTokens(messages: readonly Message[]): number {
  let total = 0;
  for (const message of messages) total += countMessageTokens(message);
  return total;
}

const byteBound = cachedCost((text) => Buffer.byteLength(text, "utf8"));

/**
 * An upper bound of `countMessageTokens` that needs no tokenizer: every cl100k token stands for
 * at least one UTF-8 byte, so a message has at most as many tokens as bytes (plus the fixed
 * overheads). While this bound stays under the limit, counting for real can wait, and a short
 * run never loads the tokenizer.
 */
export function messageTokenBound(message: Message): number {
  return byteBound(message);
}

/**
 * A running token total over a history that grows at its end and whose messages may be replaced
 * (a tool result's images dropped from the history, see `boundToolImages`). `update` counts the
 * messages appended since the last call and, for each one replaced, the difference: a pass of
 * identity checks, so the per-step cost stays small. A history that shrank (compaction) is
 * recounted from the per-message cache.
 */
export class TokenTally {
  constructor(private readonly measure: (message: Message) => number = countMessageTokens) {}

  /** The messages the total covers, as they were when counted. */
  private seen: Message[] = [];
  private tokens = 0;

  /** The total as of the last `update` or `reset`. */
  get total(): number {
    return this.tokens;
  }

  /** How many messages of the history the total covers. */
  get length(): number {
    return this.seen.length;
  }

  /** Brings the total up to date with `history` and returns it. */
  update(history: readonly Message[]): number {
    const seen = this.seen;
    if (history.length < seen.length) return this.reset(history);
    for (let i = 0; i < seen.length; i++) {
      const now = history[i] as Message;
      const then = seen[i] as Message;
      if (now === then) continue;
      this.tokens += this.measure(now) - this.measure(then);
      seen[i] = now;
    }
    for (let i = seen.length; i < history.length; i++) {
      const message = history[i] as Message;
      this.tokens += this.measure(message);
      seen.push(message);
    }
    return this.tokens;
  }

  /** Recounts `history` from scratch (cached messages cost a lookup each). */
  reset(history: readonly Message[]): number {
    this.tokens = 0;
    for (const message of history) this.tokens += this.measure(message);
    this.seen = [...history];
    return this.tokens;
  }
}
