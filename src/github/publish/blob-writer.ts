import { once } from "node:events";
import { fail, ok, type Result } from "../../base/result.js";
import { blobId } from "../../base/tree-records.js";
import { type Git, MANY_OBJECTS_ENV } from "../git.js";

/**
 * Writes blobs into the trusted repository through one `git fast-import`, started at the first
 * blob: a run that changed nothing starts no process. Ids are worked out here, from the bytes.
 */
export class BlobWriter {
  private child: ReturnType<Git["spawn"]> | undefined;
  private stderr = "";
  private exited: Promise<number | null> | undefined;

  constructor(
    private readonly git: Git,
    private readonly hashLength: number,
  ) {}

  async write(content: Buffer): Promise<string> {
    const child = this.start();
    if (!child.stdin.write(`blob\ndata ${content.length}\n`)) await once(child.stdin, "drain");
    if (!child.stdin.write(content)) await once(child.stdin, "drain");
    if (!child.stdin.write("\n")) await once(child.stdin, "drain");
    return blobId(content, this.hashLength);
  }

  private start(): ReturnType<Git["spawn"]> {
    if (this.child) return this.child;
    const child = this.git.spawn(["fast-import", "--quiet", "--done"], { env: MANY_OBJECTS_ENV });
    child.stdout.resume();
    child.stderr.on("data", (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString("utf8")).slice(-2000);
    });
    child.stdin.on("error", () => undefined);
    this.exited = new Promise((resolve) => {
      child.once("error", () => resolve(null));
      child.once("close", (code) => resolve(code));
    });
    this.child = child;
    return child;
  }

  async finish(): Promise<Result> {
    if (!this.child) return ok();
    this.child.stdin.end("done\n");
    const code = await this.exited;
    return code === 0
      ? ok()
      : fail(`git fast-import could not store the files: ${this.stderr.trim() || `exit ${code}`}`);
  }

  async abort(): Promise<void> {
    this.child?.kill("SIGKILL");
    await this.exited;
  }
}
