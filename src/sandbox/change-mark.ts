import { lstat, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/** How long a mark waits, at most, for the kernel's clock of change times to move on. */
const MAX_WAIT_MS = 100;

/**
 * A change time (ns since the epoch) later than every change made so far and no later than any
 * change made from now on: what "made or changed by the agent" is measured from. The kernel
 * stamps change times from a clock that moves in ticks of a few milliseconds, which no user can
 * set, so the mark is read from a file the kernel stamps, once a later tick has begun: changes of
 * the tick before (the sandbox's own ACLs) fall before it. Takes a few milliseconds.
 */
export async function changeMark(): Promise<bigint> {
  const folder = await mkdtemp(join(tmpdir(), "repo-agent-mark-"));
  const stamp = async (name: string): Promise<bigint> => {
    const file = join(folder, name);
    await writeFile(file, "");
    return (await lstat(file, { bigint: true })).ctimeNs;
  };
  try {
    const before = await stamp("before");
    const deadline = Date.now() + MAX_WAIT_MS;
    for (let n = 0; Date.now() < deadline; n++) {
      await sleep(1);
      const after = await stamp(`after-${n}`);
      if (after > before) return after;
    }
    return before + 1n;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
