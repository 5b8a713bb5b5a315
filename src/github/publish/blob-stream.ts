import { fail, ok, type Result } from "../../base/result.js";
import { type Git, MANY_OBJECTS_ENV } from "../git.js";

/**
 * Reading many objects of the trusted repository through one `git cat-file --batch`: a process
 * per object costs milliseconds each, which thousands of changed files turn into minutes.
 */

/** Takes the objects `streamBlobs` reads; either method returning true stops the reading. */
export interface BlobReader {
  /** Bytes of the current object. */
  push(chunk: Buffer): boolean;
  /** The current object ended. */
  end(): boolean;
}

/**
 * Streams the objects named (blob ids, or `<commit>:<path>`) through one `git cat-file --batch`,
 * object by object, into `reader`; memory stays bounded whatever their size. `stoppedAt`: the
 * object the reader stopped in, or undefined when it read them all.
 */
export function streamBlobs(
  git: Git,
  names: readonly string[],
  reader: BlobReader,
): Promise<Result<{ stoppedAt: number | undefined }>> {
  if (names.length === 0) return Promise.resolve(ok({ stoppedAt: undefined }));
  return new Promise((resolve) => {
    const child = git.spawn(["cat-file", "--batch"], { env: MANY_OBJECTS_ENV });
    let settled = false;
    const finish = (result: Result<{ stoppedAt: number | undefined }>) => {
      if (settled) return;
      settled = true;
      child.kill("SIGKILL");
      resolve(result);
    };
    let index = 0;
    /** Bytes of the current object's content still to come, or -1 while reading a header. */
    let remaining = -1;
    let header = Buffer.alloc(0);
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      let data = chunk;
      while (data.length > 0 && !settled) {
        if (remaining === -1) {
          const newline = data.indexOf(10);
          if (newline < 0) {
            header = Buffer.concat([header, data]);
            return;
          }
          const line = Buffer.concat([header, data.subarray(0, newline)]).toString("utf8");
          header = Buffer.alloc(0);
          data = data.subarray(newline + 1);
          const size = Number(line.split(" ")[2]);
          if (line.endsWith(" missing") || !Number.isFinite(size)) {
            finish(fail(`git cat-file could not read ${line}`));
            return;
          }
          // The content is followed by one newline, read as part of the object.
          remaining = size + 1;
          continue;
        }
        const take = Math.min(remaining, data.length);
        const body =
          remaining - take === 0 ? data.subarray(0, Math.max(0, take - 1)) : data.subarray(0, take);
        if (body.length > 0 && reader.push(body)) {
          finish(ok({ stoppedAt: index }));
          return;
        }
        remaining -= take;
        data = data.subarray(take);
        if (remaining === 0) {
          remaining = -1;
          if (reader.end()) {
            finish(ok({ stoppedAt: index }));
            return;
          }
          index++;
          if (index >= names.length) {
            finish(ok({ stoppedAt: undefined }));
            return;
          }
        }
      }
    });
    child.stderr.setEncoding("utf8").on("data", (text: string) => {
      stderr += text;
    });
    child.on("error", (error) => finish(fail(`git cat-file failed: ${error.message}`)));
    child.on("close", (code) => finish(fail(`git cat-file ended early (${code}): ${stderr.trim()}`)));
    child.stdin.on("error", () => {});
    child.stdin.end(`${names.join("\n")}\n`);
  });
}
