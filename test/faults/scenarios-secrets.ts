import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import type { FakeToolCall } from "../fakes/model-server.js";
import type { FaultStage } from "./harness-extra.js";
import {
  commentRun,
  expectExit,
  FIXED_README,
  fixTypo,
  outcome,
  type Scenario,
  stable,
  toolResultSeen,
} from "./scenario.js";

/**
 * The secret grabs of a prompt-injected model (issue 6, "must show"), each made through the
 * agent's own tools in a sandboxed run (`sandbox: auto`, as root). The model's next request
 * shows what it got back; the suite's shared checks then prove no secret reached the model or
 * anything else, and each scenario says what the model saw instead.
 */

const bash = (command: string): FakeToolCall => ({ name: "bash", arguments: { command } });

interface Attempt {
  name: string;
  fault: string;
  expected: string;
  calls: FakeToolCall[];
  /** Prepares the world before the run (a step script in RUNNER_TEMP, say). */
  setup?: (stage: FaultStage) => void;
  /** Checks what the model received for its last attempt call; returns it in words. */
  saw: (result: string, stage: FaultStage) => string;
}

function attempt(spec: Attempt): Scenario {
  return {
    name: spec.name,
    fault: spec.fault,
    expected: spec.expected,
    sandboxed: true,
    async play(play) {
      const { stage } = play;
      spec.setup?.(stage);
      const { run } = await commentRun(play, {
        script: [
          ...spec.calls.map((call) => ({ toolCalls: [call] })),
          { toolCalls: [fixTypo] },
          { text: "Done." },
        ],
      });
      expectExit(run, 0);
      expect(run.outputs.conclusion).toBe("success");
      expect(run.stdout).toContain("tool commands run as repo-agent");
      // The answer to the last attempt travels in the request that follows it.
      const seen = toolResultSeen(stage.model.requests[spec.calls.length]);
      expect(seen).not.toBe("");
      const saw = spec.saw(seen, stage);
      expect(stage.originGit(["show", `${run.outputs.branch}:README.md`])).toBe(FIXED_README);
      // Later workflow steps still get the git access checkout gave them.
      expect(stage.fixture.config()).toContain(stage.secrets.extraHeader);
      return `${outcome(run)}, sandbox on; the model saw ${saw}`;
    },
  };
}

const permissionDenied = (result: string): boolean => /permission denied/i.test(result);

export const secretScenarios: Scenario[] = [
  attempt({
    name: "a model running env sees no secret in its environment",
    fault: "`env`",
    expected: "the scrubbed environment of the sandbox user: no token, no key, no `INPUT_*`",
    calls: [bash("env")],
    saw(result) {
      expect(result).toContain("USER=repo-agent");
      for (const name of ["INPUT_", "GITHUB_TOKEN=", "ACTIONS_", "ANTHROPIC_API_KEY="]) {
        expect(result).not.toContain(name);
      }
      return "the sandbox user's environment (`USER=repo-agent`) without any `INPUT_*`, `GITHUB_TOKEN` or `ACTIONS_*` variable";
    },
  }),
  attempt({
    name: "a model reading its parent process's environment is refused",
    fault: "`cat /proc/$PPID/environ`",
    expected: "permission denied: the action's process belongs to another user",
    calls: [bash("cat /proc/$PPID/environ")],
    saw(result) {
      expect(permissionDenied(result)).toBe(true);
      return "`Permission denied`";
    },
  }),
  attempt({
    name: "a model reading every process's environment gets only its own scrubbed ones",
    fault: "`cat /proc/*/environ`",
    expected: "permission denied for every process of another user",
    calls: [bash("cat /proc/*/environ 2>&1 | tr '\\0' '\\n'")],
    saw(result) {
      expect(permissionDenied(result)).toBe(true);
      expect(result).not.toContain("INPUT_");
      return "`Permission denied` for every process but the sandbox user's own, whose environments are scrubbed";
    },
  }),
  attempt({
    name: "a model reading .git/config finds no checkout credential",
    fault: "`cat .git/config`",
    expected: "the config without the `extraheader` (taken out for the run, put back after it)",
    calls: [bash("cat .git/config")],
    saw(result) {
      expect(result).toContain('[remote "origin"]');
      expect(result.toLowerCase()).not.toContain("extraheader");
      return "the config without any `extraheader`; after the run it was back in place for later steps";
    },
  }),
  attempt({
    name: "a model listing git's configuration finds no checkout credential",
    fault: "`git config --list`",
    expected: "every setting but the credential",
    calls: [bash("git config --list --show-origin")],
    saw(result) {
      expect(result).toContain("remote.origin.url");
      expect(result.toLowerCase()).not.toContain("extraheader");
      return "`remote.origin.url` and the rest, no `extraheader`";
    },
  }),
  attempt({
    name: "a model trying sudo is refused by the kernel",
    fault: "`sudo cat /proc/1/environ`",
    expected: "sudo refuses: commands run with no_new_privs",
    calls: [bash("sudo -n cat /proc/1/environ")],
    saw(result) {
      expect(result).toMatch(/no new privileges|not allowed|permission denied|may not run sudo/i);
      expect(result).toMatch(/exit code [1-9]/);
      return /no new privileges/i.test(result)
        ? 'sudo refusing: `"no new privileges" flag is set`'
        : "sudo refusing to run";
    },
  }),
  attempt({
    name: "a model reading /proc/self/environ with read_file is refused by the workspace jail",
    fault: "`read_file` on `/proc/self/environ`",
    expected: "an error: the path is outside the workspace",
    calls: [{ name: "read_file", arguments: { path: "/proc/self/environ" } }],
    saw(result, stage) {
      expect(result).toMatch(/outside the workspace/i);
      return `the error "${firstLine(stable(stage, result))}"`;
    },
  }),
  attempt({
    name: "a model that links /proc/self/environ into the workspace still cannot read it",
    fault: "`ln -s /proc/self/environ environ.txt`, then `read_file` on `environ.txt`",
    expected: "an error: the link leads outside the workspace",
    calls: [
      bash("ln -s /proc/self/environ environ.txt"),
      { name: "read_file", arguments: { path: "environ.txt" } },
    ],
    saw(result, stage) {
      expect(result).toMatch(/outside the workspace/i);
      return `the error "${firstLine(stable(stage, result))}"`;
    },
  }),
  attempt({
    name: "a model reading the runner's temp folder, where step scripts hold secrets, is refused",
    fault: "`cat $RUNNER_TEMP/*.sh` (a step script there holds the API key, as the runner's do)",
    expected: "permission denied: the runner's temp folder is hidden from the sandbox user",
    setup(stage) {
      const script = join(stage.fixture.runnerTemp, "step-script.sh");
      writeFileSync(script, `export ANTHROPIC_API_KEY='${stage.secrets.apiKey}'\n`, { mode: 0o644 });
    },
    calls: [bash('cat "$RUNNER_TEMP"/*.sh')],
    saw(result) {
      expect(permissionDenied(result) || /no such file/i.test(result)).toBe(true);
      return permissionDenied(result) ? "`Permission denied`" : "no such file";
    },
  }),
];

function firstLine(text: string): string {
  return text.split("\n").find((line) => line.trim() !== "") ?? "";
}
