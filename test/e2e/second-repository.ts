import { join } from "node:path";
import { basicHeader, createGitFixture, type GitFixture } from "../fakes/git-repo.js";
import { type GitHubRouter, startGitHubRouter } from "../fakes/github-router.js";
import { type FakeGitHub, startGitHubServer } from "../fakes/github-server.js";
import { GITHUB_TOKEN, type Stage } from "./harness.js";

/**
 * A second repository for a stage, as a workflow checks one out with `actions/checkout`'s
 * `repository:` and `path:` inputs: its own bare `origin`, its clone in a folder of the stage's
 * workspace (owned by whoever runs the action), and its own fake GitHub repository, behind one
 * API address with the stage's (`env` points the run at it).
 */
export interface SecondRepository {
  owner: string;
  name: string;
  gh: FakeGitHub;
  fixture: GitFixture;
  /** The clone, inside the stage's workspace. */
  checkout: string;
  /** Variables for `Stage.run`'s `env`: the API address that serves both repositories. */
  env: Record<string, string>;
  originGit(args: string[]): string;
}

/**
 * Adds the second repository `name` (of `owner`, octo-org unless given) to the stage, cloned in
 * `path` with `files`. With `persistedToken`, the clone's configuration keeps that token as
 * actions/checkout leaves it by default (`persist-credentials: true`).
 */
export async function addSecondRepository(
  s: Stage,
  options: {
    owner?: string;
    name: string;
    path: string;
    files: Record<string, string>;
    persistedToken?: string;
  },
  cleanups: { onTestFinished(fn: () => unknown): void },
): Promise<SecondRepository> {
  const owner = options.owner ?? "octo-org";
  const runner = s.launch.runner;
  const checkout = join(s.workspace, options.path);
  const fixture = createGitFixture({
    files: options.files,
    owner: {
      uid: runner?.uid ?? process.getuid?.() ?? 0,
      gid: runner?.gid ?? process.getgid?.() ?? 0,
      workspace: checkout,
      runnerTemp: s.fixture.runnerTemp,
    },
  });
  const gh = await startGitHubServer({
    owner,
    repo: options.name,
    token: GITHUB_TOKEN,
    originDir: fixture.origin,
  });
  if (options.persistedToken !== undefined) {
    const header = basicHeader(options.persistedToken);
    fixture.git(["config", "--local", "http.https://github.com/.extraheader", header]);
  }
  const router: GitHubRouter = await startGitHubRouter([s.gh, gh]);
  cleanups.onTestFinished(async () => {
    await router.close();
    await gh.close();
    fixture.cleanup();
  });
  return {
    owner,
    name: options.name,
    gh,
    fixture,
    checkout,
    env: { GITHUB_API_URL: router.url },
    originGit: (args) => fixture.git(args, fixture.origin),
  };
}
