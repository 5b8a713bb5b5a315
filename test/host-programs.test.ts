import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { groupAlive } from "../src/tools/process.js";
import type { RelayedProgram } from "../src/tools/relayed-program.js";
import { type RemoteTools, startRemoteTools } from "../src/tools/remote.js";
import { toolHostScript } from "./fixtures/tool-host-build.js";

/**
 * Programs the tool host runs for the action (a local MCP server): started in the host's
 * environment with their own variables laid over it, their pipes relayed both ways, their end
 * said with the tail of their stderr, and stopped with their whole process group.
 */

let dir: string;
let host: RemoteTools | undefined;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "host-programs-"));
});
afterEach(async () => {
  await host?.coding.dispose();
  host = undefined;
  await rm(dir, { recursive: true, force: true });
});

async function startHost(env: Record<string, string> = {}): Promise<RemoteTools> {
  const started = await startRemoteTools({
    argv: [process.execPath, await toolHostScript()],
    spawnEnv: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
    init: { root: dir, env: { PATH: process.env.PATH ?? "/usr/bin:/bin", ...env } },
  });
  if (!started.ok) throw new Error(started.error);
  host = started.value;
  return started.value;
}

/** Everything `program` writes to its stdout until `until` is in it. */
function readUntil(program: RelayedProgram, until: string): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    program.onStdout = (chunk) => {
      text += chunk.toString("utf8");
      if (text.includes(until)) resolve(text);
    };
  });
}

const node = (script: string) => ({ command: process.execPath, args: ["-e", script] });

describe("programs relayed by the tool host", () => {
  it("run in the workspace with the commands' environment and their own, bytes passed both ways", async () => {
    const tools = await startHost({ SHARED: "from-the-host", LEAKED: "no" });
    const program = tools.programs.start({
      ...node(
        "process.stdout.write(JSON.stringify({cwd: process.cwd(), shared: process.env.SHARED, own: process.env.OWN, leaked: process.env.LEAKED}) + '\\n');" +
          "process.stdin.on('data', (d) => process.stdout.write('echo:' + d));",
      ),
      env: { OWN: "its-own", LEAKED: "overridden" },
    });
    const started = await program.started;
    expect(started.ok && started.value > 0).toBe(true);
    const first = JSON.parse((await readUntil(program, "\n")).trim());
    expect(first).toEqual({ cwd: dir, shared: "from-the-host", own: "its-own", leaked: "overridden" });
    const echoed = readUntil(program, "echo:ünïcode\n");
    program.write("ünïcode\n");
    expect(await echoed).toContain("echo:ünïcode\n");
    program.kill();
    const end = await program.ended;
    expect(end.error).toBeUndefined();
    expect(end.code === null || end.code !== 0 || end.signal !== null).toBe(true);
  });

  it("say how a program ended, with the last line of its stderr", async () => {
    const tools = await startHost();
    const program = tools.programs.start({
      ...node("console.error('starting'); console.error('no config found'); process.exit(3)"),
      env: {},
    });
    expect(await program.ended).toMatchObject({
      code: 3,
      stderr: expect.stringContaining("no config found"),
    });
    expect((await program.started).ok).toBe(true);
  });

  it("say why a program could not start at all", async () => {
    const tools = await startHost();
    const program = tools.programs.start({ command: join(dir, "no-such-program"), args: [], env: {} });
    const started = await program.started;
    expect(started.ok).toBe(false);
    expect(started.ok ? "" : started.error).toContain("ENOENT");
  });

  it("stop a program with its whole group, a child that ignores SIGTERM included", async () => {
    const tools = await startHost();
    const pidFile = join(dir, "child.pid");
    const program = tools.programs.start({
      ...node(
        `const { spawn } = require("node:child_process");
         const child = spawn(process.execPath, ["-e", "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"], { stdio: "ignore" });
         require("node:fs").writeFileSync(${JSON.stringify(pidFile)}, String(child.pid));
         process.on('SIGTERM', () => {});
         console.log("ready");
         setInterval(() => {}, 1000);`,
      ),
      env: {},
    });
    await readUntil(program, "ready");
    const started = await program.started;
    const pid = started.ok ? started.value : 0;
    const child = Number(await readFile(pidFile, "utf8"));
    expect(groupAlive(pid)).toBe(true);
    program.kill();
    await program.ended;
    expect(groupAlive(pid)).toBe(false);
    expect(existsSync(`/proc/${child}`)).toBe(false);
  });

  it("stop every program when the tools are disposed, and end them for the action", async () => {
    const tools = await startHost();
    const program = tools.programs.start({
      ...node("console.log('up'); setInterval(() => {}, 1000)"),
      env: {},
    });
    await readUntil(program, "up");
    const started = await program.started;
    const pid = started.ok ? started.value : 0;
    await tools.coding.dispose();
    host = undefined;
    const end = await program.ended;
    expect(end.error ?? `${end.code}`).toBeTruthy();
    expect(groupAlive(pid)).toBe(false);
    // A program asked for once the host is gone ends at once, saying why.
    const late = tools.programs.start({ ...node("1"), env: {} });
    expect((await late.ended).error).toMatch(/tool host/);
  });
});
