import { execFile, execFileSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  changelogSection,
  checkPackageVersion,
  parseVersionTag,
  placeRelease,
} from "../scripts/release-notes.js";

/**
 * The release: scripts/release-notes.ts on the real CHANGELOG.md and on edited copies, and the
 * steps of .github/workflows/release.yml run as GitHub runs them (bash -e -o pipefail, their
 * `env:` filled in from the workflow's expressions and the earlier steps' outputs), against real
 * git repositories, with a stand-in `gh` that records what it was asked and moves tags in the
 * repository's `origin` as GitHub's refs API would.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const changelog = readFileSync(join(root, "CHANGELOG.md"), "utf8");
const scratch = mkdtempSync(join(tmpdir(), "repo-agent-release-"));
const execFileAsync = promisify(execFile);
let folders = 0;

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function folder(): string {
  folders += 1;
  const path = join(scratch, `case-${folders}`);
  mkdirSync(path);
  return path;
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

async function run(
  file: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<Run> {
  try {
    const { stdout, stderr } = await execFileAsync(file, args, { ...options, encoding: "utf8" });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function releaseNotes(tag: string, changelogText: string, version: string): Promise<Run> {
  const dir = folder();
  writeFileSync(join(dir, "CHANGELOG.md"), changelogText);
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "repo-agent", version }));
  const args = ["scripts/release-notes.ts", tag, "--changelog", join(dir, "CHANGELOG.md")];
  return run(join(root, "node_modules", ".bin", "tsx"), [...args, "--package", join(dir, "package.json")], {
    cwd: root,
  });
}

/**
 * CHANGELOG.md as it reads once its Unreleased section has become `version`, released on `date`
 * (with a line in it: a section of its own must not be empty).
 */
function released(version: string, date = "2026-12-05"): string {
  return changelog.replace(
    "## [Unreleased]",
    `## [Unreleased]\n\n## [${version}] - ${date}\n\n### Fixed\n\n- A fix.`,
  );
}

describe.concurrent("scripts/release-notes.ts, as the release workflow runs it", () => {
  it("prints the tag's CHANGELOG.md section, and nothing of the others", async () => {
    const text = [
      "# Changelog",
      "## [Unreleased]",
      "- Not yet.",
      "## [1.1.0] - 2026-12-20",
      "### Added",
      "",
      "- A new input.",
      "## [1.0.0] - 2026-12-05",
      "- Older.",
      "",
      "[1.1.0]: https://example.invalid/v1.1.0",
    ].join("\n");
    const result = await releaseNotes("v1.1.0", text, "1.1.0");
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toBe("### Added\n\n- A new input.\n");
  });

  it("turns this repository's changelog, once the next version is dated, into notes", async () => {
    const result = await releaseNotes("v1.0.1", released("1.0.1"), "1.0.1");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^### /);
  });

  it("refuses a tag that CHANGELOG.md has no section for, saying what to add", async () => {
    const result = await releaseNotes("v9.0.0", changelog, "9.0.0");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("CHANGELOG.md has no section for 9.0.0 (it has: Unreleased");
    expect(result.stderr).toContain('add "## [9.0.0] - YYYY-MM-DD" with the release\'s changes');
  });

  it("refuses a section without a date, an empty one, and a package.json of another version", async () => {
    const undated = await releaseNotes("v1.0.0", changelog.replace("## [Unreleased]", "## [1.0.0]"), "1.0.0");
    expect(undated.stderr).toContain('its heading should read "## [1.0.0] - YYYY-MM-DD"');
    const empty = await releaseNotes(
      "v1.0.1",
      "# Changelog\n\n## [1.0.1] - 2026-12-06\n\n## [1.0.0] - 2026-12-05\n\n- x\n",
      "1.0.1",
    );
    expect(empty.stderr).toContain("CHANGELOG.md's section for 1.0.1 is empty");
    const behind = await releaseNotes("v1.0.1", released("1.0.1"), "1.0.0");
    expect(behind.stderr).toContain('package.json has version "1.0.0", but the tag is v1.0.1');
    expect([undated.code, empty.code, behind.code]).toEqual([1, 1, 1]);
  });

  it("refuses a tag that is not a version", async () => {
    const result = await releaseNotes("v1", changelog, "1.0.0");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('"v1" is not a version tag: expected v<major>.<minor>.<patch>');
  });

  it("reads versions, pre-releases and their major tag", () => {
    expect(parseVersionTag("v1.2.3")).toEqual({ version: "1.2.3", majorTag: "v1", prerelease: false });
    expect(parseVersionTag("v2.0.0-rc.1")).toEqual({
      version: "2.0.0-rc.1",
      majorTag: "v2",
      prerelease: true,
    });
    expect(() => parseVersionTag("v01.2.3")).toThrow("is not a version tag");
    expect(() => parseVersionTag("1.2.3")).toThrow("is not a version tag");
    expect(changelogSection("## [2.0.0-rc.1] - 2026-12-24\n- Try it.\n", "2.0.0-rc.1")).toBe("- Try it.\n");
    expect(() => checkPackageVersion('{"version":"1.2.3"}', "1.2.3")).not.toThrow();
  });

  it("places a release by version, not by tag name or date, and counts where the major tag is now", () => {
    const onMain = ["v1.2.0", "v1.10.0", "v2.0.0", "v2.1.0-rc.1", "v1", "vNext", "v1.9.9"];
    expect(placeRelease("v1.10.1", onMain, ["v1.10.0"])).toEqual({
      latest: false,
      moveMajor: true,
      newestOfMajor: "v1.10.1",
    });
    expect(placeRelease("v2.0.1", onMain, ["v2.0.0"])).toEqual({
      latest: true,
      moveMajor: true,
      newestOfMajor: "v2.0.1",
    });
    // The major tag moved by hand onto a release that is not on the default branch still counts.
    expect(placeRelease("v1.10.1", onMain, ["v1.11.0"]).moveMajor).toBe(false);
    expect(placeRelease("v3.0.0-rc.1", onMain, [])).toEqual({
      latest: false,
      moveMajor: false,
      newestOfMajor: "",
    });
    expect(placeRelease("v99999999999999999999.0.0", onMain, []).latest).toBe(true);
  });
});

interface Step {
  name?: string;
  id?: string;
  uses?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
  run?: string;
}

interface Workflow {
  concurrency: Record<string, unknown>;
  jobs: { release: { steps: Step[] } };
}

const workflow = parse(readFileSync(join(root, ".github", "workflows", "release.yml"), "utf8")) as Workflow;

/** The release workflow's step called `name`, which must have a `run:` script. */
function releaseStep(name: string): Step & { run: string } {
  const step = workflow.jobs.release.steps.find((s) => s.name === name);
  if (!step?.run) throw new Error(`release.yml has no step "${name}" with a run script`);
  return { ...step, run: step.run };
}

/**
 * A step's `env:` with its `${{ … }}` expressions filled in from `context` (`github.ref_name`,
 * `steps.notes.outputs.latest`, …), as the runner does; an expression the context lacks fails
 * the test, so a misspelt output name does not quietly become "".
 */
function stepEnv(step: Step, context: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(step.env ?? {})) {
    env[name] = String(value).replace(/\$\{\{\s*([\w.-]+)\s*\}\}/g, (_, path: string) => {
      const found = context[path];
      if (found === undefined)
        throw new Error(`step "${step.name}" uses \${{ ${path} }}, which has no value here`);
      return found;
    });
  }
  return env;
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "t",
      GIT_AUTHOR_EMAIL: "t@example.invalid",
      GIT_COMMITTER_NAME: "t",
      GIT_COMMITTER_EMAIL: "t@example.invalid",
    },
  }).trim();
}

/** Versions the test repositories release; CHANGELOG.md has a dated section for each. */
const VERSIONS = ["1.0.0", "1.0.1", "1.1.0", "1.2.0", "1.5.1", "1.20.0", "2.0.0", "2.0.0-rc.1"];

interface Repository {
  clone: string;
  origin: string;
  /** A commit on the checked-out branch, pushed when that is `main`; its hash. */
  commit(message: string): string;
  /** Tags `commit` (HEAD by default) as `tag` and pushes the tag. */
  tag(tag: string, commit?: string): string;
  /** Where `ref` points in `origin` (what GitHub holds), or "" when it does not exist. */
  remote(ref: string): string;
}

/**
 * A bare `origin` and a clone of it on `main`, as actions/checkout leaves it with fetch-depth 0,
 * with this repository's scripts/release-notes.ts, a CHANGELOG.md for VERSIONS and the tools
 * (node_modules) beside it, none of them committed.
 */
function repository(): Repository {
  const dir = folder();
  const origin = join(dir, "origin.git");
  const clone = join(dir, "clone");
  git(dir, "init", "--quiet", "--bare", "--initial-branch=main", origin);
  git(dir, "init", "--quiet", "--initial-branch=main", clone);
  git(clone, "remote", "add", "origin", origin);
  mkdirSync(join(clone, "scripts"));
  copyFileSync(join(root, "scripts", "release-notes.ts"), join(clone, "scripts", "release-notes.ts"));
  copyFileSync(join(root, "scripts", "lib.ts"), join(clone, "scripts", "lib.ts"));
  symlinkSync(join(root, "node_modules"), join(clone, "node_modules"));
  const sections = VERSIONS.map((version) => `## [${version}] - 2026-12-05\n\n- Release ${version}.\n`);
  writeFileSync(join(clone, "CHANGELOG.md"), `# Changelog\n\n${sections.join("\n")}`);
  const commit = (message: string) => {
    git(clone, "commit", "--quiet", "--allow-empty", "-m", message);
    if (git(clone, "branch", "--show-current") === "main")
      git(clone, "push", "--quiet", "origin", "HEAD:main");
    return git(clone, "rev-parse", "HEAD");
  };
  const tag = (name: string, at = "HEAD") => {
    git(clone, "tag", name, at);
    git(clone, "push", "--quiet", "origin", `refs/tags/${name}`);
    return git(clone, "rev-parse", `${name}^{commit}`);
  };
  const remote = (ref: string) => {
    try {
      return git(origin, "rev-parse", "--verify", "--quiet", `${ref}^{commit}`);
    } catch {
      return "";
    }
  };
  commit("first");
  return { clone, origin, commit, tag, remote };
}

/** What the stand-in `gh` was asked, one call a line, and how the job's steps went. */
interface Job {
  gh: string[];
  outputs: Record<string, string>;
  /** Each step that ran, by name; the job stops at the first that fails, as GitHub's does. */
  steps: Record<string, Run>;
  /** All the steps' stdout together, where GitHub reads ::notice:: and ::warning:: lines. */
  log: string;
}

/** The job's token in these runs: no command line may carry it. */
const TOKEN = "ghs_release-workflow-test-token";

/**
 * Runs the release job's steps named `names`, in order, for the pushed tag `tag` in `repo`'s
 * clone: first fetching every tag and branch afresh, as actions/checkout does at the start of a
 * job. `releaseExists` makes the stand-in `gh` report that the GitHub release exists already.
 * The clone's package.json is written with the tag's version, unless `ownPackage` says the
 * clone has one of its own.
 */
async function releaseJob(
  repo: Repository,
  tag: string,
  names: string[],
  options: { releaseExists?: boolean; ownPackage?: boolean } = {},
): Promise<Job> {
  git(repo.clone, "fetch", "--quiet", "--force", "--prune", "--prune-tags", "origin");
  const version = tag.replace(/^v/, "");
  if (!options.ownPackage) {
    writeFileSync(
      join(repo.clone, "package.json"),
      JSON.stringify({ name: "repo-agent", version, type: "module" }),
    );
  }
  const temp = folder();
  const bin = join(temp, "bin");
  mkdirSync(bin);
  const ghLog = join(temp, "gh.log");
  const output = join(temp, "github-output");
  writeFileSync(ghLog, "");
  writeFileSync(output, "");
  // GitHub's refs API, as far as the workflow uses it: PATCH moves a ref that exists, POST
  // creates one that does not; both need a token.
  writeFileSync(
    join(bin, "gh"),
    `#!/usr/bin/env bash
echo "$*" >> "$FAKE_GH_LOG"
case "$1" in
  release) [ "$2" != view ] || [ -n "$FAKE_GH_RELEASE_EXISTS" ] ;;
  api)
    [ -n "$GH_TOKEN" ] || { echo "gh: no GH_TOKEN" >&2; exit 4; }
    method= ref= sha=
    for arg in "$@"; do
      case "$arg" in
        PATCH|POST) method="$arg" ;;
        sha=*) sha="\${arg#sha=}" ;;
        ref=*) ref="\${arg#ref=}" ;;
        repos/*/git/refs/*) ref="refs/\${arg#repos/*/git/refs/}" ;;
      esac
    done
    exists=no
    git --git-dir="$FAKE_GH_ORIGIN" show-ref --quiet --verify "$ref" && exists=yes
    if [ "$method" = PATCH ] && [ $exists = no ]; then echo "gh: Reference does not exist (HTTP 422)" >&2; exit 1; fi
    if [ "$method" = POST ] && [ $exists = yes ]; then echo "gh: Reference already exists (HTTP 422)" >&2; exit 1; fi
    git --git-dir="$FAKE_GH_ORIGIN" update-ref "$ref" "$sha"
    ;;
esac
`,
  );
  chmodSync(join(bin, "gh"), 0o755);
  const { GH_TOKEN: _gh, GITHUB_TOKEN: _github, ...inherited } = process.env;
  const job: Job = { gh: [], outputs: {}, steps: {}, log: "" };
  for (const name of names) {
    const step = releaseStep(name);
    const context: Record<string, string> = {
      "github.ref_name": tag,
      "github.event.repository.default_branch": "main",
      "github.token": TOKEN,
    };
    for (const [key, value] of Object.entries(job.outputs)) context[`steps.notes.outputs.${key}`] = value;
    const script = join(temp, "step.sh");
    writeFileSync(script, step.run);
    const result = await run("bash", ["--noprofile", "--norc", "-eo", "pipefail", script], {
      cwd: repo.clone,
      env: {
        ...inherited,
        PATH: `${bin}:${process.env.PATH}`,
        RUNNER_TEMP: temp,
        GITHUB_OUTPUT: output,
        GITHUB_SHA: git(repo.clone, "rev-parse", `refs/tags/${tag}`),
        GITHUB_REPOSITORY: "octo/repo-agent",
        FAKE_GH_LOG: ghLog,
        FAKE_GH_ORIGIN: repo.origin,
        FAKE_GH_RELEASE_EXISTS: options.releaseExists ? "1" : "",
        ...stepEnv(step, context),
      },
    });
    job.steps[name] = result;
    job.log += result.stdout;
    for (const line of readFileSync(output, "utf8").split("\n")) {
      const at = line.indexOf("=");
      if (at > 0) job.outputs[line.slice(0, at)] = line.slice(at + 1);
    }
    if (result.code !== 0) break;
  }
  job.gh = readFileSync(ghLog, "utf8").split("\n").filter(Boolean);
  return job;
}

const NOTES = "Release notes from CHANGELOG.md";
const PUBLISH = "Publish the release";
const MOVE = "Move the major tag";
/** The steps that decide and publish; the checks on the tag and on dist/ are tested apart. */
const RELEASE = [NOTES, PUBLISH, MOVE];

describe.concurrent(".github/workflows/release.yml's steps", () => {
  it("release this repository's own package.json and CHANGELOG.md as v1.0.0, and point v1 at it", async () => {
    const repo = repository();
    copyFileSync(join(root, "CHANGELOG.md"), join(repo.clone, "CHANGELOG.md"));
    copyFileSync(join(root, "package.json"), join(repo.clone, "package.json"));
    const first = repo.commit("1.0.0");
    repo.tag("v1.0.0");
    const job = await releaseJob(repo, "v1.0.0", ["The tag is on the default branch", ...RELEASE], {
      ownPackage: true,
    });
    expect(job.steps[NOTES]?.stderr.trim()).toBe("v1.0.0: the latest release; v1 moves onto it");
    expect(Object.values(job.steps).map((step) => step.code)).toEqual([0, 0, 0, 0]);
    expect(job.outputs).toMatchObject({ version: "1.0.0", major: "v1", prerelease: "false", latest: "true" });
    const notesFile = job.gh[1]?.match(/--notes-file (\S+)/)?.[1] ?? "";
    expect(readFileSync(notesFile, "utf8")).toBe(changelogSection(changelog, "1.0.0"));
    expect(readFileSync(notesFile, "utf8")).toMatch(/^### Added\n/);
    expect(job.log).toContain(`::notice::v1 now points at v1.0.0 (${first})`);
    expect(repo.remote("refs/tags/v1")).toBe(first);
  });

  it("move v1 onto the newest 1.x release, and leave it there, with a warning, for a fix to an older one", async () => {
    const repo = repository();
    const first = repo.commit("1.0.0");
    repo.tag("v1.0.0");
    const one = await releaseJob(repo, "v1.0.0", RELEASE);
    expect(one.log).toContain(`::notice::v1 now points at v1.0.0 (${first})`);
    expect(one.gh).toContainEqual(expect.stringMatching(/^release create v1\.0\.0 .*--latest=true$/));
    expect(repo.remote("refs/tags/v1")).toBe(first);

    const second = repo.commit("1.1.0");
    repo.tag("v1.1.0");
    await releaseJob(repo, "v1.1.0", RELEASE);
    expect(repo.remote("refs/tags/v1")).toBe(second);

    repo.tag("v1.0.1", first);
    const fix = await releaseJob(repo, "v1.0.1", RELEASE);
    expect(fix.steps[MOVE]?.code).toBe(0);
    expect(fix.log).toContain("::warning::v1 stays on v1.1.0, a newer release than v1.0.1");
    expect(fix.gh).toContainEqual(expect.stringMatching(/^release create v1\.0\.1 .*--latest=false$/));
    expect(repo.remote("refs/tags/v1")).toBe(second);
  });

  it("publish a fix to an older major version without taking Latest from the newer one, moving only its own major tag", async () => {
    const repo = repository();
    repo.commit("1.0.0");
    repo.tag("v1.0.0");
    await releaseJob(repo, "v1.0.0", RELEASE);
    // The fix is a commit of the default branch from before 2.0.0, tagged once 2.0.0 is out.
    const old = repo.commit("a fix for 1.x");
    const two = repo.commit("2.0.0");
    repo.tag("v2.0.0");
    const major = await releaseJob(repo, "v2.0.0", RELEASE);
    expect(major.outputs).toMatchObject({ major: "v2", latest: "true", "move-major": "true" });
    expect(repo.remote("refs/tags/v2")).toBe(two);

    repo.tag("v1.5.1", old);
    const fix = await releaseJob(repo, "v1.5.1", RELEASE);
    expect(fix.outputs).toMatchObject({
      major: "v1",
      prerelease: "false",
      latest: "false",
      "move-major": "true",
    });
    expect(fix.gh).toContainEqual(
      expect.stringMatching(/^release create v1\.5\.1 --verify-tag .*--latest=false$/),
    );
    expect(fix.log).toContain(`::notice::v1 now points at v1.5.1 (${old})`);
    expect([repo.remote("refs/tags/v1"), repo.remote("refs/tags/v2")]).toEqual([old, two]);
  });

  it("let a stray tag that never reached the default branch neither hold v1 back nor take Latest", async () => {
    const repo = repository();
    const first = repo.commit("1.0.0");
    repo.tag("v1.0.0");
    await releaseJob(repo, "v1.0.0", RELEASE);
    git(repo.clone, "checkout", "--quiet", "-b", "typo");
    repo.commit("meant to be 1.2.0");
    repo.tag("v1.20.0");
    const stray = await releaseJob(repo, "v1.20.0", ["The tag is on the default branch", ...RELEASE]);
    expect(stray.log).toContain("::error::v1.20.0 is not on main");
    expect(stray.gh).toEqual([]);
    expect(repo.remote("refs/tags/v1")).toBe(first);

    git(repo.clone, "checkout", "--quiet", "main");
    const next = repo.commit("1.2.0");
    repo.tag("v1.2.0");
    const job = await releaseJob(repo, "v1.2.0", ["The tag is on the default branch", ...RELEASE]);
    expect(job.outputs).toMatchObject({ latest: "true", "move-major": "true", "newest-of-major": "v1.2.0" });
    expect(job.log).not.toContain("::warning::");
    expect(job.gh).toContainEqual(expect.stringMatching(/^release create v1\.2\.0 .*--latest=true$/));
    expect(repo.remote("refs/tags/v1")).toBe(next);
  });

  it("refuse a tag on a commit that is not on the default branch", async () => {
    const repo = repository();
    git(repo.clone, "checkout", "--quiet", "-b", "side");
    repo.commit("not reviewed");
    repo.tag("v1.0.0");
    const refused = await releaseJob(repo, "v1.0.0", ["The tag is on the default branch"]);
    expect(refused.steps["The tag is on the default branch"]?.code).toBe(1);
    expect(refused.log).toContain("::error::v1.0.0 is not on main");
    git(repo.clone, "checkout", "--quiet", "main");
    repo.tag("v1.0.1");
    const onMain = await releaseJob(repo, "v1.0.1", ["The tag is on the default branch"]);
    expect(onMain.steps["The tag is on the default branch"]?.code).toBe(0);
  });

  it("publish a release with the notes, a pre-release that leaves v2 alone, and update one that exists", async () => {
    const repo = repository();
    repo.commit("1.0.0");
    repo.tag("v1.0.0");
    const create = await releaseJob(repo, "v1.0.0", [NOTES, PUBLISH]);
    expect(create.gh).toEqual([
      "release view v1.0.0",
      expect.stringMatching(
        /^release create v1\.0\.0 --verify-tag --title v1\.0\.0 --notes-file \S+\/release-notes\.md --prerelease=false --latest=true$/,
      ),
    ]);
    const notesFile = create.gh[1]?.match(/--notes-file (\S+)/)?.[1] ?? "";
    expect(readFileSync(notesFile, "utf8")).toBe("- Release 1.0.0.\n");

    repo.commit("2.0.0-rc.1");
    repo.tag("v2.0.0-rc.1");
    const rc = await releaseJob(repo, "v2.0.0-rc.1", RELEASE);
    expect(rc.gh[1]).toMatch(/--prerelease=true --latest=false$/);
    expect(rc.log).toContain("::notice::v2 stays where it is: v2.0.0-rc.1 is a pre-release");
    expect(repo.remote("refs/tags/v2")).toBe("");

    const again = await releaseJob(repo, "v1.0.0", RELEASE, { releaseExists: true });
    expect(again.gh[1]).toMatch(
      /^release edit v1\.0\.0 --title v1\.0\.0 --notes-file \S+ --prerelease=false --latest=true$/,
    );
    // The re-run finds v1 where the first run put it, and sets it there again.
    expect(again.steps[MOVE]?.code).toBe(0);
  });

  it("give the token only to the steps that publish, never on a command line, and queue releases", async () => {
    const checkout = workflow.jobs.release.steps.find((s) => s.uses?.startsWith("actions/checkout@"));
    expect(checkout?.with?.["persist-credentials"]).toBe(false);
    const withToken = workflow.jobs.release.steps
      .filter((s) => JSON.stringify(s).includes("github.token") || JSON.stringify(s).includes("secrets."))
      .map((s) => s.name);
    expect(withToken).toEqual([PUBLISH, MOVE]);
    expect(workflow.concurrency).toMatchObject({ "cancel-in-progress": false, queue: "max" });

    const repo = repository();
    repo.commit("1.0.0");
    repo.tag("v1.0.0");
    const job = await releaseJob(repo, "v1.0.0", RELEASE);
    expect(job.gh.some((call) => call.startsWith("api "))).toBe(true);
    expect(job.gh.filter((call) => call.includes(TOKEN))).toEqual([]);
  });
});
