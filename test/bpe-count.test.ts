/**
 * The count-only byte-pair encoder against js-tiktoken's own encoder, the reference: the same
 * rank table, and the same count on a large mixed corpus (real source and prose from the
 * installed packages, text in a dozen languages, emoji, special-token text, runs of one
 * character, random Unicode with lone surrogates).
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Tiktoken } from "js-tiktoken/lite";
import cl100kBase from "js-tiktoken/ranks/cl100k_base";
import { beforeAll, describe, expect, it } from "vitest";
import { BpeCounter } from "../src/agent/bpe-count.js";
import { countTextTokens, loadTokenizer, MAX_PIECE_CHARS } from "../src/agent/tokens.js";

const root = join(import.meta.dirname, "..");
const require = createRequire(import.meta.url);
const typescriptLib = dirname(require.resolve("typescript/lib/lib.es5.d.ts"));
const tiktokenDist = dirname(require.resolve("js-tiktoken/lite"));

const read = (path: string) => readFileSync(path, "utf8");

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Code points from ranges picked at random: every class the piece pattern tells apart, and lone surrogates. */
function randomUnicode(next: () => number, length: number): string {
  const ranges: [number, number][] = [
    [0x20, 0x7e], // ASCII
    [0x20, 0x7e],
    [0x09, 0x0d], // tab, newlines, vertical tab, form feed, carriage return
    [0xa0, 0x24f], // Latin-1 and Latin Extended, the no-break space
    [0x300, 0x36f], // combining marks
    [0x391, 0x3c9], // Greek
    [0x400, 0x4ff], // Cyrillic
    [0x5d0, 0x5ea], // Hebrew
    [0x660, 0x669], // Arabic-Indic digits
    [0x900, 0x97f], // Devanagari
    [0x2000, 0x206f], // spaces, zero-width joiners, punctuation
    [0x3000, 0x303f], // CJK punctuation, the ideographic space
    [0x4e00, 0x9fff], // CJK ideographs
    [0xac00, 0xd7a3], // Hangul
    [0xd800, 0xdfff], // surrogates, alone
    [0xfe00, 0xfe0f], // variation selectors
    [0xfeff, 0xfeff], // byte-order mark
    [0xff01, 0xff5e], // full-width forms
    [0x1f300, 0x1faff], // emoji
    [0x1d400, 0x1d7ff], // mathematical letters and digits
    [0x20000, 0x2a6df], // CJK extension B
  ];
  let text = "";
  while (text.length < length) {
    const [low, high] = ranges[Math.floor(next() * ranges.length)] as [number, number];
    const code = low + Math.floor(next() * (high - low + 1));
    text += code >= 0xd800 && code <= 0xdfff ? String.fromCharCode(code) : String.fromCodePoint(code);
  }
  return text;
}

const EMOJI = ["😀", "👍🏽", "👩‍👩‍👧‍👦", "🏳️‍🌈", "🇫🇷", "🇯🇵", "❤️", "✋🏿", "🧑‍💻", "1️⃣", "🤦‍♀️", "©️", "🐛"];
const SPECIAL = ["<|endoftext|>", "<|fim_prefix|>", "<|fim_middle|>", "<|fim_suffix|>", "<|endofprompt|>"];

/** Texts of at most about `size` characters, cut at line ends, so each reference call stays cheap. */
function chunks(text: string, size = 4_000): string[] {
  const out: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + size);
    const newline = text.indexOf("\n", end);
    if (end < text.length && newline !== -1 && newline - end < 500) end = newline + 1;
    out.push(text.slice(start, end));
    start = end;
  }
  return out;
}

function corpus(): { name: string; texts: string[] }[] {
  const next = random(17);
  const libs = [
    "lib.es5.d.ts",
    "lib.es2015.core.d.ts",
    "lib.es2015.collection.d.ts",
    "lib.es2015.promise.d.ts",
    "lib.es2015.symbol.wellknown.d.ts",
    "lib.es2017.intl.d.ts",
    "lib.es2020.intl.d.ts",
    "lib.dom.d.ts",
  ];
  const ownSources = readdirSync(join(root, "src", "agent")).filter((name) => name.endsWith(".ts"));
  const languages = ["de", "fr", "es", "it", "pl", "pt-br", "cs", "tr", "ru"];
  const cjk = ["zh-cn", "zh-tw", "ja", "ko"];
  const diagnostics = (language: string, chars: number) =>
    read(join(typescriptLib, language, "diagnosticMessages.generated.json")).slice(0, chars);

  const runs: string[] = [];
  for (const char of [
    "=",
    " ",
    "\n",
    "\t",
    "\r\n",
    "a",
    "Z",
    "0",
    "-",
    "'",
    "中",
    "😀",
    "\u00a0",
    "\u3000",
    "é",
  ]) {
    for (const length of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 20, 24, 31, 32, 33, 48, 64])
      runs.push(char.repeat(length));
    runs.push(` ${char.repeat(33)}x`, `x${char.repeat(20)}\n`);
  }

  const emoji: string[] = [];
  for (let i = 0; i < 150; i++) {
    let text = "";
    for (let j = 0; j < 8; j++) {
      const pick = next();
      text += pick < 0.5 ? (EMOJI[Math.floor(next() * EMOJI.length)] as string) : pick < 0.8 ? " " : "ok";
    }
    emoji.push(text);
  }

  const special: string[] = [];
  for (const marker of SPECIAL) {
    special.push(marker, `before ${marker} after`, `${marker}${marker}`, marker.slice(0, -2), `x${marker}\n`);
  }

  const randomTexts: string[] = [];
  for (let i = 0; i < 200; i++) randomTexts.push(randomUnicode(next, 20 + Math.floor(next() * 60)));

  return [
    {
      name: "TypeScript's lib .d.ts files",
      texts: libs.flatMap((file) => chunks(read(join(typescriptLib, file)))),
    },
    {
      name: "js-tiktoken's own code",
      // The encoder and its types; index.js and index.cjs hold every rank file, which is data.
      texts: readdirSync(tiktokenDist)
        .filter((name) => /^(lite|chunk-.*)\.c?js$|\.d\.ts$/.test(name))
        .flatMap((name) => chunks(read(join(tiktokenDist, name)))),
    },
    {
      name: "this project's agent sources",
      texts: ownSources.flatMap((name) => chunks(read(join(root, "src", "agent", name)))),
    },
    {
      name: "prose in Markdown",
      texts: [
        join(root, "README.md"),
        join(root, "docs", "architecture.md"),
        require.resolve("typescript/README.md"),
        require.resolve("ignore/README.md"),
        join(dirname(tiktokenDist), "README.md"),
      ].flatMap((path) => chunks(read(path))),
    },
    {
      name: "messages in European languages",
      texts: languages.flatMap((code) => chunks(diagnostics(code, 40_000))),
    },
    {
      name: "Chinese, Japanese and Korean",
      texts: cjk.flatMap((code) => chunks(diagnostics(code, 12_000), 1_000)),
    },
    { name: "emoji", texts: emoji },
    { name: "special-token text", texts: special },
    { name: "runs of one character", texts: runs },
    { name: "random Unicode with lone surrogates", texts: randomTexts },
  ];
}

let reference: Tiktoken;
let counter: BpeCounter;

beforeAll(async () => {
  reference = new Tiktoken(cl100kBase);
  counter = BpeCounter.fromRanks(cl100kBase);
  await loadTokenizer();
});

describe("the count-only byte-pair encoder", () => {
  it("holds every cl100k token js-tiktoken holds, at the same rank", () => {
    // `rankMap` is js-tiktoken's internal table (token bytes joined by commas, to rank): should
    // a release rename it, this fails here rather than passing on an empty table.
    const table = (reference as unknown as { rankMap: Map<string, number> }).rankMap;
    expect(table.size).toBe(100_256);
    let different = 0;
    for (const [bytes, rank] of table) {
      if (counter.rankOf(Uint8Array.from(bytes.split(","), Number)) !== rank) different++;
    }
    expect(different).toBe(0);
    expect(counter.rankOf(new TextEncoder().encode("<|endoftext|>"))).toBe(-1);
  });

  it("counts a large mixed corpus exactly as js-tiktoken's encoder does", () => {
    // js-tiktoken's `encode` splits a text with the pattern and encodes each piece on its own, so
    // a text's count is the sum of its pieces'; the encoder is asked once per distinct piece
    // (it merges in quadratic time, and pieces repeat), and one text in sixteen is encoded
    // whole as well, which checks that sum. The counter splits every text itself.
    const pattern = new RegExp(cl100kBase.pat_str, "gu");
    const pieceCounts = new Map<string, number>();
    let pieces = 0;
    let whole = 0;
    const mismatches: string[] = [];
    for (const { name, texts } of corpus()) {
      for (const [index, text] of texts.entries()) {
        let expected = 0;
        for (const [piece] of text.matchAll(pattern)) {
          let count = pieceCounts.get(piece);
          if (count === undefined) {
            count = reference.encode(piece, [], []).length;
            pieceCounts.set(piece, count);
          }
          expected += count;
          pieces++;
        }
        if (index % 16 === 0) {
          expect(reference.encode(text, [], []).length).toBe(expected);
          whole++;
        }
        const counted = counter.count(text);
        if (counted !== expected && mismatches.length < 5)
          mismatches.push(
            `${name}: ${counted} instead of ${expected} for ${JSON.stringify(text.slice(0, 200))}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
    expect(pieces).toBeGreaterThan(500_000);
    expect(whole).toBeGreaterThan(50);
  });

  it("counts nothing in an empty text and one token for a lone surrogate, as the encoder does", () => {
    expect(counter.count("")).toBe(0);
    for (const text of ["\ud800", "\udc00", "a\udfffb", "\udc00\ud800"]) {
      expect(counter.count(text)).toBe(reference.encode(text, [], []).length);
    }
  });
});

describe("countTextTokens", () => {
  /**
   * The rule tokens.ts states, written the plain way: runs of more than MAX_PIECE_CHARS letters,
   * whitespace or other non-digits are cut into slices of that many code points, and each part
   * is counted by js-tiktoken's encoder.
   */
  function sliced(text: string): number {
    const longRun = new RegExp(
      `\\p{L}{${MAX_PIECE_CHARS + 1},}|[^\\s\\p{L}\\p{N}]{${MAX_PIECE_CHARS + 1},}|\\s{${MAX_PIECE_CHARS + 1},}`,
      "gu",
    );
    const encoded = (part: string) => reference.encode(part, [], []).length;
    let total = 0;
    let done = 0;
    for (const match of text.matchAll(longRun)) {
      total += encoded(text.slice(done, match.index));
      const chars = [...match[0]];
      for (let i = 0; i < chars.length; i += MAX_PIECE_CHARS)
        total += encoded(chars.slice(i, i + MAX_PIECE_CHARS).join(""));
      done = match.index + match[0].length;
    }
    return total + encoded(text.slice(done));
  }

  it("cuts long runs as the rule says and counts the rest as js-tiktoken does", () => {
    const next = random(23);
    const texts = [
      ...chunks(read(join(typescriptLib, "lib.es2015.core.d.ts"))),
      ...chunks(
        read(join(typescriptLib, "zh-cn", "diagnosticMessages.generated.json")).slice(0, 8_000),
        1_000,
      ),
      "=".repeat(5_000),
      " ".repeat(1_000),
      `${"中文字符".repeat(500)}end`,
      "😀".repeat(40),
      // Lone surrogates and pairs at and around the cuts.
      `${"ab\ud800".repeat(20)}`,
      `${"=".repeat(15)}😀${"=".repeat(15)}\udc00${"=".repeat(15)}`,
      `x${"\ud83d\ude00a".repeat(30)}`,
      "averyveryverylongidentifierName = anotherEvenLongerIdentifierName;\n",
      `\n${" ".repeat(40)}\n\n${"\t".repeat(20)}x${"-".repeat(17)}y${"-".repeat(16)}`,
      "x".repeat(16),
      "x".repeat(17),
      "x".repeat(33),
      ...Array.from({ length: 80 }, () => randomUnicode(next, 300)),
    ];
    const mismatches = texts
      .filter((text) => countTextTokens(text) !== sliced(text))
      .map((text) => JSON.stringify(text.slice(0, 120)));
    expect(mismatches).toEqual([]);
  });
});
