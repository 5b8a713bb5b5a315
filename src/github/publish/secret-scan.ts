import { type SecretForm, type SecretNeedle, secretNeedleForms } from "../../text/redact.js";

/**
 * Looks for secret values, in every form `secretNeedleForms` lists, in a stream of objects (the
 * blobs, commit messages and file names of a push). Content is bytes: text or binary, of any
 * size, with no cut-off. A match that spans two chunks of one object is found; objects are
 * separate, so the end of one and the start of the next never make a match together.
 *
 * Each chunk is searched once per form (`Buffer.indexOf`, which skips ahead on long patterns),
 * and only the last (longest form - 1) bytes are kept between chunks.
 */
export class SecretScanner {
  /** True when there is nothing to look for (no secret of `MIN_SECRET_LENGTH`+ characters). */
  readonly empty: boolean;
  readonly #needles: readonly SecretNeedle[];
  /** How many bytes a match can have in the previous chunks: the longest form's length - 1. */
  readonly #overlap: number;
  #tail: Buffer = Buffer.alloc(0);
  #found: SecretForm | undefined;

  constructor(secrets: Iterable<string | undefined>) {
    this.#needles = secretNeedleForms(secrets);
    this.empty = this.#needles.length === 0;
    this.#overlap = Math.max(0, ...this.#needles.map((needle) => needle.bytes.length - 1));
  }

  /** Which form matched first (`raw`, `base64`, `hex`, ...; never the value), or undefined. */
  get found(): SecretForm | undefined {
    return this.#found;
  }

  /** Feeds bytes of the current object. Once a secret was found, further input is ignored. */
  push(chunk: Uint8Array): void {
    if (this.#found !== undefined || this.empty || chunk.byteLength === 0) return;
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (this.#tail.length > 0) {
      const seam = Buffer.concat([this.#tail, bytes.subarray(0, this.#overlap)]);
      if (this.#search(seam)) return;
    }
    if (this.#search(bytes)) return;
    this.#tail = this.#keepTail(bytes);
  }

  /** Ends the current object: the next `push` starts a new one. */
  endObject(): void {
    this.#tail = Buffer.alloc(0);
  }

  #search(bytes: Buffer): boolean {
    for (const needle of this.#needles) {
      if (bytes.indexOf(needle.bytes) !== -1) {
        this.#found = needle.form;
        this.#tail = Buffer.alloc(0);
        return true;
      }
    }
    return false;
  }

  /** The last `#overlap` bytes seen in this object, copied (the caller may reuse its buffer). */
  #keepTail(bytes: Buffer): Buffer {
    if (bytes.length >= this.#overlap) return Buffer.from(bytes.subarray(bytes.length - this.#overlap));
    const joined = Buffer.concat([this.#tail, bytes]);
    return joined.subarray(Math.max(0, joined.length - this.#overlap));
  }
}
