import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { AdmittedRun } from "../src/action/admitted-run.js";
import { AgentSideControl } from "../src/action/agent-side.js";
import { parseSettings } from "../src/action/inputs.js";
import type { ActionIO } from "../src/action/io.js";
import type { PostState } from "../src/action/post-state.js";
import { readRuntime } from "../src/action/runtime.js";
import { lockRepository, type Vault } from "../src/github/publish/vault.js";
import { rulesNow, rulesOf } from "./e2e/network-asks.js";
import { createGitFixture } from "./fakes/git-repo.js";
import { firstReason, notInstalled, notRoot, skipWhere } from "./fixtures/machine.js";
import { waitFor } from "./fixtures/processes.js";
import { toolHostScript } from "./fixtures/tool-host-build.js";

/**
 * The agent's side as the action prepares it (DESIGN sections 4a and 4b): the sandbox's user, and
 * the network allowlist for that user, set up beside the rest of the sandbox as soon as the user
 * has a uid. A sandbox that fails after its user was made must take that user's rules with it.
 */

const cannot = firstReason(notRoot(), notInstalled("setfacl", "setpriv", "iptables-save"));

/** The side of a run on a fresh checkout, begun with `toolHost`, and what it told and recorded. */
function begunSide(toolHost: string) {
  const fixture = createGitFixture();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    GITHUB_WORKSPACE: fixture.workspace,
    GITHUB_REPOSITORY: "octo-org/octo-repo",
    GITHUB_EVENT_NAME: "workflow_dispatch",
    GITHUB_RUN_ID: "1",
    RUNNER_TEMP: fixture.runnerTemp,
  };
  const settings = parseSettings(
    { task: "", provider: "openai", "api-key": "sk-test-0123456789abcdef", "github-token": "ghs_test" },
    env,
  );
  const said: string[] = [];
  const tell = (message: string) => void said.push(message);
  const io = { info: tell, warning: tell } as ActionIO;
  const run = { env, io, runtime: readRuntime(env), settings, secrets: [] } as unknown as AdmittedRun;
  let state: PostState = {};
  /** Every allowlist recorded for the post step, whatever became of it. */
  const allowlists: string[] = [];
  const remember = (update: Partial<PostState> | undefined) => {
    if (update?.network) allowlists.push(update.network.marker);
    state = update ? { ...state, ...update } : {};
  };
  const side = new AgentSideControl(run, remember, []);
  side.begin(Promise.resolve(toolHost));
  return { side, fixture, said, allowlists, state: () => state };
}

/** A run on a fresh checkout (locked into its vault) whose side is prepared with `toolHost`, and what it told. */
async function preparedSide(toolHost: string) {
  const begun = begunSide(toolHost);
  const { side, fixture } = begun;
  const locked = await lockRepository(fixture.workspace);
  if (!locked.ok) throw new Error(locked.error);
  const vault: Vault = locked.value;
  const ready = await side.prepare({ vault, owner: { uid: 0, gid: 0 } });
  return {
    ...begun,
    ready,
    end: async () => {
      await side.end();
      await vault.restore();
      fixture.cleanup();
    },
  };
}

/** Whether the system knows the user `name`. */
const known = (name: string): boolean => spawnSync("getent", ["passwd", name]).status === 0;

describe("the agent's side (needs root, setfacl and iptables)", () => {
  it("fences the sandbox user's network by the time its side is ready, and takes the rules away at its end", async (context) => {
    skipWhere(context, "the agent's side", cannot);
    const side = await preparedSide(await toolHostScript());
    const marker = side.state().network?.marker ?? "";
    try {
      expect(side.ready).toMatchObject({ ok: true, sandboxed: true, networkRestricted: true });
      expect(rulesOf(marker, rulesNow())).not.toEqual([]);
    } finally {
      await side.end();
    }
    expect(rulesOf(marker, rulesNow())).toEqual([]);
    expect(side.state().network).toBeUndefined();
  });

  it("takes the allowlist of a user made for a sandbox that then failed away again, and says the network is open", async (context) => {
    skipWhere(context, "the agent's side", cannot);
    // The tool host cannot be copied into the user's home: the set-up fails after the user was made.
    const side = await preparedSide("/nonexistent/tool-host.js");
    const rules = rulesNow();
    const recorded = side.state().network;
    await side.end();
    expect(side.ready).toMatchObject({ ok: true, sandboxed: false, networkRestricted: false });
    expect(side.said.join("\n")).toContain("could not copy the tool host");
    expect(side.said.join("\n")).toContain("The agent's commands can reach any host");
    // Set up for the user while the sandbox was being made, then taken away with that user.
    expect(side.allowlists).toHaveLength(1);
    expect(rulesOf(side.allowlists[0] ?? "", rules)).toEqual([]);
    expect(recorded).toBeUndefined();
  });

  it("takes back a side begun for a run that ends before its workspace is locked: the user, its home and its rules", async (context) => {
    skipWhere(context, "the agent's side", cannot);
    const begun = begunSide(await toolHostScript());
    // Recorded for the post step as soon as it is made, should the step be cut off.
    await waitFor(() => begun.state().sandboxUser !== undefined);
    await waitFor(() => begun.allowlists.length > 0);
    const user = begun.state().sandboxUser ?? "";
    const rules = rulesNow();
    const homes = () => spawnSync("sh", ["-c", `ls -d /tmp/${user}-home-* 2>/dev/null`]).stdout.toString();
    await waitFor(() => homes() !== "");
    const home = homes().trim();
    expect(known(user)).toBe(true);
    expect(rulesOf(begun.allowlists[0] ?? "", rules)).not.toEqual([]);
    // The closed folders it is let through on its way to the workspace, recorded as they are made.
    await waitFor(() => (begun.state().accessChanges ?? []).length > 0);
    const through = (begun.state().accessChanges ?? []).map((change) => change.path);
    expect(through.some((folder) => begun.fixture.workspace.startsWith(`${folder}/`))).toBe(true);

    await begun.side.end();
    begun.fixture.cleanup();

    expect(known(user)).toBe(false);
    expect(existsSync(home)).toBe(false);
    expect(rulesOf(begun.allowlists[0] ?? "", rulesNow())).toEqual([]);
    expect(begun.state().network).toBeUndefined();
    expect(begun.state().accessChanges).toBeUndefined();
  });
});
