import { execFile, execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { changelogSection, checkPackageVersion, parseVersionTag } from "../scripts/release-notes.js";

/**
 * The release: scripts/release-notes.ts on the real CHANGELOG.md and on edited copies, and the
 * shell steps of .github/workflows/release.yml run as GitHub runs them (bash -e -o pipefail),
 * against real git repositories, with a stand-in `gh` that records what it was asked.
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

/** CHANGELOG.md as it reads once its Unreleased section has become `version`, released on `date`. */
function released(version: string, date = "2026-12-05"): string {
  return changelog.replace("## [Unreleased]", `## [Unreleased]\n\n## [${version}] - ${date}`);
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

  it("turns this repository's changelog, once dated, into notes", async () => {
    const result = await releaseNotes("v1.0.0", released("1.0.0"), "1.0.0");
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
    const behind = await releaseNotes("v1.0.0", released("1.0.0"), "0.1.0");
    expect(behind.stderr).toContain('package.json has version "0.1.0", but the tag is v1.0.0');
    expect([undated.code, empty.code, behind.code]).toEqual([1, 1, 1]);
  });

  it("refuses a tag that is not a version", async () => {
    const result = await releaseNotes("v1", released("1.0.0"), "1.0.0");
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
});

/** The `run:` script of the release workflow's step called `name`. */
function releaseStep(name: string): { run: string } {
  const workflow = parse(readFileSync(join(root, ".github", "workflows", "release.yml"), "utf8")) as {
    jobs: { release: { steps: { name?: string; run?: string }[] } };
  };
  const step = workflow.jobs.release.steps.find((s) => s.name === name);
  if (!step?.run) throw new Error(`release.yml has no step "${name}" with a run script`);
  return { run: step.run };
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

interface Repository {
  clone: string;
  origin: string;
  commit(message: string): string;
}

/** A bare `origin` and a clone of it on `main`, as actions/checkout leaves it with fetch-depth 0. */
function repository(): Repository {
  const dir = folder();
  const origin = join(dir, "origin.git");
  const clone = join(dir, "clone");
  git(dir, "init", "--quiet", "--bare", "--initial-branch=main", origin);
  git(dir, "init", "--quiet", "--initial-branch=main", clone);
  git(clone, "remote", "add", "origin", origin);
  const commit = (message: string) => {
    git(clone, "commit", "--quiet", "--allow-empty", "-m", message);
    return git(clone, "rev-parse", "HEAD");
  };
  commit("first");
  git(clone, "push", "--quiet", "origin", "HEAD:main");
  return { clone, origin, commit };
}

/** Runs a step's script as GitHub does, with `env` and a `gh` stand-in that logs its arguments. */
async function runStep(
  name: string,
  cwd: string,
  env: Record<string, string>,
): Promise<Run & { gh: string[] }> {
  const bin = folder();
  const log = join(bin, "gh.log");
  writeFileSync(
    join(bin, "gh"),
    `#!/usr/bin/env bash\necho "$*" >> "${log}"\n[ "$1 $2" != "release view" ] || [ -n "$GH_RELEASE_EXISTS" ]\n`,
  );
  chmodSync(join(bin, "gh"), 0o755);
  writeFileSync(log, "");
  const script = join(bin, "step.sh");
  writeFileSync(script, releaseStep(name).run);
  const result = await run("bash", ["--noprofile", "--norc", "-eo", "pipefail", script], {
    cwd,
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, RUNNER_TEMP: bin, ...env },
  });
  return { ...result, gh: readFileSync(log, "utf8").split("\n").filter(Boolean) };
}

describe(".github/workflows/release.yml's steps", () => {
  it("move v1 onto the newest 1.x release, and leave it there for a fix to an older one", async () => {
    const repo = repository();
    const first = repo.commit("1.0.0");
    git(repo.clone, "tag", "v1.0.0");
    const moved = await runStep("Move the major tag", repo.clone, { TAG: "v1.0.0", GITHUB_SHA: first });
    expect(moved.stdout).toContain(`::notice::v1 now points at v1.0.0 (${first})`);
    expect(git(repo.origin, "rev-parse", "v1")).toBe(first);

    const second = repo.commit("1.1.0");
    git(repo.clone, "tag", "v1.1.0");
    await runStep("Move the major tag", repo.clone, { TAG: "v1.1.0", GITHUB_SHA: second });
    expect(git(repo.origin, "rev-parse", "v1")).toBe(second);

    git(repo.clone, "tag", "v1.0.1", first);
    const fix = await runStep("Move the major tag", repo.clone, { TAG: "v1.0.1", GITHUB_SHA: first });
    expect(fix.code).toBe(0);
    expect(fix.stdout).toContain("::notice::v1 stays on v1.1.0, a newer release than v1.0.1");
    expect(git(repo.origin, "rev-parse", "v1")).toBe(second);
  });

  it("refuse a tag on a commit that is not on the default branch", async () => {
    const repo = repository();
    git(repo.clone, "checkout", "--quiet", "-b", "side");
    const side = repo.commit("not reviewed");
    const refused = await runStep("The tag is on the default branch", repo.clone, {
      TAG: "v1.0.0",
      DEFAULT_BRANCH: "main",
      GITHUB_SHA: side,
    });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain("::error::v1.0.0 is not on main");
    const onMain = await runStep("The tag is on the default branch", repo.clone, {
      TAG: "v1.0.0",
      DEFAULT_BRANCH: "main",
      GITHUB_SHA: git(repo.origin, "rev-parse", "main"),
    });
    expect(onMain.code).toBe(0);
  });

  it("publish a release with the notes, a pre-release for an -rc tag, and update one that exists", async () => {
    const dir = folder();
    const create = await runStep("Publish the release", dir, { TAG: "v1.0.0" });
    expect(create.gh).toEqual([
      "release view v1.0.0",
      expect.stringMatching(
        /^release create v1\.0\.0 --verify-tag --title v1\.0\.0 --notes-file \S+\/release-notes\.md$/,
      ),
    ]);
    const rc = await runStep("Publish the release", dir, { TAG: "v2.0.0-rc.1" });
    expect(rc.gh[1]).toMatch(/--prerelease$/);
    const again = await runStep("Publish the release", dir, { TAG: "v1.0.0", GH_RELEASE_EXISTS: "1" });
    expect(again.gh[1]).toMatch(/^release edit v1\.0\.0 --title v1\.0\.0 --notes-file /);
  });
});
