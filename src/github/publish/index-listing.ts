import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { FILE_MODES } from "../../base/tree-records.js";

/**
 * The trusted index's listing, joined with the start commit's for the walk (start-listing.ts),
 * kept as small as the walk needs: `git ls-files -z --stage --debug` gives five lines of stat
 * data for each entry (some 210 bytes on a checkout with short paths), of which the walk reads
 * four numbers. Each regular file of stage 0 becomes one record,
 * `<mode> <sha> <mtime s> <mtime ns> <ino> <size>\t<path>\0`: about half the disk.
 */

/** One entry of `git ls-files -z --stage --debug`: "<mode> <sha> <stage>\t<path>\0" and its stat lines. */
const DEBUG_ENTRY =
  /(\d+) ([0-9a-f]+) (\d)\t([^\0]*)\0 {2}ctime: \d+:\d+\n {2}mtime: (\d+):(\d+)\n {2}dev: \d+\tino: (\d+)\n {2}uid: \d+\tgid: \d+\n {2}size: (\d+)\tflags: [0-9a-f]+\n/y;

/**
 * A stream from git's `--debug` listing to the compact one. Output of another shape ends the
 * list where it stops matching (an entry the walk does not find is read, never assumed), as does
 * a piece longer than any entry could be that never matches.
 */
export function compactIndexListing(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let stopped = false;
  const take = (push: (text: string) => void) => {
    DEBUG_ENTRY.lastIndex = 0;
    let out = "";
    let end = 0;
    for (let match = DEBUG_ENTRY.exec(pending); match; match = DEBUG_ENTRY.exec(pending)) {
      end = DEBUG_ENTRY.lastIndex;
      const [, mode = "", sha = "", stage, path = "", mtimeS, mtimeNs, ino, size] = match;
      if (stage === "0" && FILE_MODES.has(mode))
        out += `${mode} ${sha} ${mtimeS} ${mtimeNs} ${ino} ${size}\t${path}\0`;
    }
    pending = pending.slice(end);
    if (out) push(out);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      if (!stopped) {
        pending += decoder.write(chunk);
        take((text) => this.push(text));
        // A path is at most PATH_MAX bytes: a longer unmatched piece is not a listing.
        if (pending.length > 64 * 1024) stopped = true;
      }
      done();
    },
    flush(done: TransformCallback) {
      if (!stopped) {
        pending += decoder.end();
        take((text) => this.push(text));
      }
      done();
    },
  });
}
