import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import type { FakeToolCall } from "../fakes/model-server.js";
import type { FaultStage } from "./harness-extra.js";
import { expectExit, outcome } from "./run-reading.js";
import { commentRun, type Scenario, stable, toolResultSeen } from "./scenario.js";
import { FIXED_README, fixTypo } from "./typo-task.js";

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
  /** The model's attempt, as tool calls; a function when they name a path of the stage. */
  calls: FakeToolCall[] | ((stage: FaultStage) => FakeToolCall[]);
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
      const calls = typeof spec.calls === "function" ? spec.calls(stage) : spec.calls;
      const { run } = await commentRun(play, {
        script: [
          ...calls.map((call) => ({ toolCalls: [call] })),
          { toolCalls: [fixTypo] },
          { text: "Done." },
        ],
      });
      expectExit(run, 0);
      expect(run.outputs.conclusion).toBe("success");
      expect(run.stdout).toContain("tool commands run as repo-agent");
      // The answer to the last attempt travels in the request that follows it.
      const seen = toolResultSeen(stage.model.requests[calls.length]);
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
    name: "a model reading its parent's and the action's environment finds nothing",
    fault: "`cat /proc/$PPID/environ`, then the environment of the process above it",
    expected:
      "its parent is the tool host, started with nothing but PATH; the action's process above it refuses: permission denied",
    calls: [
      bash(
        "cat /proc/$PPID/environ; echo; up=$(cut -d' ' -f4 /proc/$PPID/stat); echo \"parent of the host: $up\"; cat /proc/$up/environ",
      ),
    ],
    saw(result) {
      expect(result).toContain("PATH=");
      expect(result).not.toContain("INPUT_");
      expect(permissionDenied(result)).toBe(true);
      return "the tool host's environment (only `PATH`), then `Permission denied` for the action's process";
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
    expected:
      "no root: commands run with no_new_privs (`NoNewPrivs: 1`), so no setuid program raises them; sudo, where installed, refuses",
    // The status line shows the kernel's flag whether or not this machine has sudo installed.
    calls: [bash("sudo -n cat /proc/1/environ; s=$?; grep NoNewPrivs /proc/self/status; exit $s")],
    saw(result) {
      expect(result).toMatch(/NoNewPrivs:\s*1/);
      expect(result).toMatch(/no new privileges|not allowed|permission denied|may not run sudo|not found/i);
      expect(result).toMatch(/exit code [1-9]/);
      return "sudo failing and `NoNewPrivs: 1` in the command's own status";
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
    fault:
      "`cat` of the step scripts in the runner's temp folder (one holds the API key, as the runner's do)",
    expected: "permission denied: the runner's temp folder is hidden from the sandbox user",
    setup(stage) {
      const script = join(stage.fixture.runnerTemp, "step-script.sh");
      writeFileSync(script, `export ANTHROPIC_API_KEY='${stage.secrets.apiKey}'\n`, { mode: 0o644 });
    },
    // Named outright: commands are not told RUNNER_TEMP, and guessing it is easy.
    calls: (stage) => [bash(`cat ${stage.fixture.runnerTemp}/*.sh`)],
    saw(result) {
      expect(permissionDenied(result)).toBe(true);
      return "`Permission denied`";
    },
  }),
];

function firstLine(text: string): string {
  return text.split("\n").find((line) => line.trim() !== "") ?? "";
}
