/**
 * Token counting for compaction: js-tiktoken `cl100k_base` over every part of a message. It is
 * not any provider's own tokenizer, so counts are an estimate; the provider-reported usage of
 * the last request is the second opinion (see compaction.ts).
 */
import { Tiktoken } from "js-tiktoken/lite";
import cl100kBase from "js-tiktoken/ranks/cl100k_base";
import type { Message } from "../llm/messages.js";

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
 * js-tiktoken merges byte pairs in time quadratic in the length of one regex piece, and a piece
 * can be a whole run of letters, punctuation or whitespace (a 4,000-character `=====` line takes
 * a second, 40,000 characters of Chinese several minutes). Runs longer than this are counted in slices
 * of this many characters: the count moves by a token or so at each cut (ordinary words are
 * shorter), and the cost stays linear in the text on any input.
 */
export const MAX_PIECE_CHARS = 16;
const LONG_RUN = new RegExp(
  `\\p{L}{${MAX_PIECE_CHARS + 1},}|[^\\s\\p{L}\\p{N}]{${MAX_PIECE_CHARS + 1},}|\\s{${MAX_PIECE_CHARS + 1},}`,
  "gu",
);

let encoder: Tiktoken | undefined;

/**
 * Built on first use, never at import: constructing the encoder takes most of a second, which
 * a run that never counts (or a test that imports this module) should not pay.
 */
function getEncoder(): Tiktoken {
  encoder ??= new Tiktoken(cl100kBase);
  return encoder;
}

/**
 * The encoder splits text into pieces with the cl100k pattern and encodes each piece on its own,
 * so a text's count is the sum of its pieces' counts. Pieces repeat a great deal (keywords,
 * identifiers, indentation), and encoding one allocates several arrays and strings: remembering
 * the counts of short pieces makes counting several times faster and keeps a long run from
 * churning through gigabytes of garbage (which showed as peak memory).
 */
const pieceTokens = new Map<string, number>();
/** The memo is cleared when it reaches this many pieces (a few MB). */
const PIECE_MEMO_LIMIT = 50_000;
/** Longer pieces are rare and seldom repeat: encoded each time, never remembered. */
const MEMO_PIECE_CHARS = 32;
let piecePattern: RegExp | undefined;

function encodedLength(text: string): number {
  if (text === "") return 0;
  piecePattern ??= new RegExp(cl100kBase.pat_str, "gu");
  let total = 0;
  for (const [piece] of text.matchAll(piecePattern)) {
    const known = pieceTokens.get(piece);
    if (known !== undefined) {
      total += known;
      continue;
    }
    // Special-token text such as `<|endoftext|>` in a tool output is ordinary text here; the
    // encoder's default is to throw on it.
    const count = getEncoder().encode(piece, [], []).length;
    if (piece.length <= MEMO_PIECE_CHARS) {
      if (pieceTokens.size >= PIECE_MEMO_LIMIT) pieceTokens.clear();
      pieceTokens.set(piece, count);
    }
    total += count;
  }
  return total;
}

/** Tokens in a piece of text. Deterministic: the same text always gives the same count. */
export function countTextTokens(text: string): number {
  let total = 0;
  let done = 0;
  for (const match of text.matchAll(LONG_RUN)) {
    total += encodedLength(text.slice(done, match.index));
    let slice = "";
    let chars = 0;
    // Iterating code points keeps surrogate pairs whole across the cuts.
    for (const char of match[0]) {
      slice += char;
      if (++chars === MAX_PIECE_CHARS) {
        total += encodedLength(slice);
        slice = "";
        chars = 0;
      }
    }
    total += encodedLength(slice);
    done = match.index + match[0].length;
  }
  return total + encodedLength(text.slice(done));
}

/**
 * What one message costs in a request, each text measured by `measure`: its text, images (a fixed
 * `IMAGE_TOKENS` and the label), thinking, tool calls (name and arguments) and tool results, plus
 * framing. `details` of a thinking part repeats the reasoning in a provider's own shape, so only
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

/** Tokens one message costs in a request (see `messageCost`). Cached per message object. */
export function countMessageTokens(message: Message): number {
  return tokenCost(message);
}

/** Tokens of a whole history (uses the per-message cache). */
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
 * run never pays the most of a second that building the encoder costs.
 */
export function messageTokenBound(message: Message): number {
  return byteBound(message);
}

/**
 * A running token total over an append-only history. `update` counts only the messages
 * appended since the last call, so the per-step cost does not grow with the history. When the
 * history was replaced instead (compaction), it recounts from the per-message cache.
 */
export class TokenTally {
  constructor(private readonly measure: (message: Message) => number = countMessageTokens) {}

  private counted = 0;
  private first: Message | undefined;
  private last: Message | undefined;
  private tokens = 0;

  /** The total as of the last `update` or `reset`. */
  get total(): number {
    return this.tokens;
  }

  /** How many messages of the history the total covers. */
  get length(): number {
    return this.counted;
  }

  /** Brings the total up to date with `history` and returns it. */
  update(history: readonly Message[]): number {
    const extended =
      history.length >= this.counted &&
      (this.counted === 0 || (history[0] === this.first && history[this.counted - 1] === this.last));
    if (!extended) return this.reset(history);
    for (let i = this.counted; i < history.length; i++) {
      const message = history[i];
      if (message) this.tokens += this.measure(message);
    }
    this.mark(history);
    return this.tokens;
  }

  /** Recounts `history` from scratch (cached messages cost a lookup each). */
  reset(history: readonly Message[]): number {
    this.tokens = 0;
    for (const message of history) this.tokens += this.measure(message);
    this.mark(history);
    return this.tokens;
  }

  private mark(history: readonly Message[]): void {
    this.counted = history.length;
    this.first = history[0];
    this.last = history[history.length - 1];
  }
}
