import { chmodSync, chownSync, lstatSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, type TestContext } from "vitest";
import { findProgram } from "../../src/sandbox/probe.js";
import { basicHeader } from "../fakes/git-repo.js";
import { type ActionHost, EVERY_HOST, hostUnavailable, removeHostCopies } from "./action-host.js";
import {
  alice,
  askOnIssue,
  bash,
  commentEvent,
  fixTypo,
  fixTypoAfter,
  type IssueCommentRun,
  pullFromBranch,
  runOnIssueComment,
  runOnPullComment,
} from "./asks.js";
import {
  type ActionRun,
  API_KEY,
  EACH_HOST_AT_ONCE,
  GITHUB_TOKEN,
  isWrite,
  READ_ONLY_TOKEN,
  RUN_ID,
  runHandOff,
  type Stage,
  stageForTest,
} from "./harness.js";
import { workflowRunPayload } from "./payloads.js";
import { addSecondRepository } from "./second-repository.js";

/**
 * The bundle as a GitHub-hosted runner starts it, besides the suite's usual root and Node 20:
 * as the non-root `runner` user with its 0750 home and the workspace under it, with passwordless
 * sudo where sudo is installed (without it the runs still happen: the sandbox falls back and the
 * run says why), and on Node 24, the runtime action.yml declares. Each host runs the main happy
 * path, a review and the checkout-credential check with the sandbox input at its default (`auto`). A host
 * this machine cannot give (no Node 24 fetched, not root) is skipped, and the skip says why.
 */

afterAll(() => {
  removeHostCopies();
});

/** Skip reasons already printed: the default reporter hides skipped tests and their notes. */
const told = new Set<string>();

/** A stage on `host`, closed when the test ends; the test is skipped, with the reason, where it cannot be had. */
async function stage(context: TestContext, host: ActionHost): Promise<Stage> {
  const reason = hostUnavailable(host);
  if (reason) {
    const line = `skipped the runs as ${host.user} on ${host.runtime}: ${reason}`;
    if (!told.has(line)) console.warn(line);
    told.add(line);
    context.skip(reason);
  }
  return stageForTest(context, { ...host, permissions: { alice: "write" } });
}

/** alice's `body` on a new issue, and the run on it with the sandbox input at its default (`auto`). */
function runOnIssue(s: Stage, body: string, options: IssueCommentRun = {}) {
  return runOnIssueComment(s, body, { ...options, inputs: { sandbox: "auto", ...options.inputs } });
}

/** A second checkout in `tools` (actions/checkout with `path: tools`), keeping `token` as its credential. */
function toolsCheckout(s: Stage, context: TestContext, token: string) {
  const files = { "README.md": "# Tools\n" };
  return addSecondRepository(s, { name: "tools", path: "tools", files, persistedToken: token }, context);
}

/** Paths in `dir` (itself included, symlinks not followed) whose owner is not `uid`. */
function ownedByOthers(dir: string, uid: number): string[] {
  const stat = lstatSync(dir);
  const here = stat.uid === uid ? [] : [dir];
  if (!stat.isDirectory()) return here;
  return [...here, ...readdirSync(dir).flatMap((name) => ownedByOthers(join(dir, name), uid))];
}

/** What the run said about the sandbox: the line saying who commands ran as, or why it was off. */
function sandboxStatement(run: ActionRun): string | undefined {
  return `${run.stdout}\n${run.summary}`
    .split("\n")
    .find((line) => /tool commands run as|sandbox off/i.test(line));
}

/** What every host must show after a run: its own user and Node ran it, and the workspace stayed that user's. */
async function expectHostKept(context: TestContext, s: Stage, run: ActionRun): Promise<void> {
  // The trajectory file is made by the action's process: its owner is the user the action ran as.
  expect(lstatSync(run.outputs["log-file"] ?? "").uid).toBe(s.launch.uid);
  // The Anthropic SDK names the Node it runs on in every request.
  expect(s.model.requests[0]?.headers["x-stainless-runtime-version"]).toBe(s.launch.nodeVersion);
  // A later step of the job, as the same user, must find every file of the checkout its own.
  expect(ownedByOthers(s.workspace, s.launch.uid)).toEqual([]);
  const statement = sandboxStatement(run);
  expect(statement, run.stdout).toBeDefined();
  // What the sandbox did differs by machine (sudo, acl): the report shows it for each host.
  await context.annotate(`${s.launch.nodeVersion}, uid ${s.launch.uid}: ${statement}`);
  const hasAcl = findProgram("setfacl") !== undefined;
  if (s.launch.runner && !s.launch.runner.sudo) {
    // Without sudo the runner user cannot switch to the sandbox user: the run goes on and says why.
    expect(statement).toMatch(/(own user|sandbox off).*sudo/i);
  } else if (!hasAcl) {
    // Without acl the runner user's sudo cannot share the workspace at all, and root's group
    // sharing cannot open the folders above it (the stage's temporary folder is closed to
    // others): the run goes on and says to install acl.
    expect(statement).toMatch(/own user.*\bacl\b/i);
  } else if (findProgram("setpriv")) {
    // Root, or the runner with passwordless sudo, on a machine like GitHub's: the sandbox must be on.
    expect(statement).toMatch(/tool commands run as repo-agent-[0-9a-f]{8}/);
    // The runner's checkout through an idmapped mount where Python and the kernel allow one
    // (the note says why not otherwise); root's checkout, and every other, through ACLs.
    const mapped =
      s.launch.uid !== 0 &&
      findProgram("python3") !== undefined &&
      findProgram("nsenter") !== undefined &&
      !statement?.includes("not shared through an idmapped mount");
    expect(statement).toContain(mapped ? "shared through an idmapped mount" : "shared through ACLs");
  }
}

describe.for(EVERY_HOST)("the bundle as %s on %s", EACH_HOST_AT_ONCE, ([user, runtime]) => {
  const host: ActionHost = { user, runtime };
  it("answers an issue comment with a pushed branch, a pull request and a final comment", async (context) => {
    const s = await stage(context, host);

    const { run, issue, comment } = await runOnIssue(s, "/agent fix the typo in README.md", {
      script: [{ toolCalls: [fixTypo] }, { text: "I fixed the typo: teh -> the." }],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe("success");
    const branch = `agent/${issue.number}-fix-the-typo-in-readme-md`;
    expect(run.outputs.branch).toBe(branch);
    expect(s.originGit(["show", `${branch}:README.md`])).toBe("# Demo\n\nThis is the demo project.");
    expect(s.originGit(["show", "main:README.md"])).toContain("teh");
    const pulls = [...s.gh.state.pulls.values()];
    expect(pulls.map((p) => p.head.ref)).toEqual([branch]);
    expect(pulls[0]?.body).toContain(`Fixes #${issue.number}`);
    expect(run.outputs["pr-url"]).toBe(
      `https://github.com/${s.gh.owner}/${s.gh.repo}/pull/${pulls[0]?.number}`,
    );
    const tracking = s.gh.state.comments.filter((c) => c.id !== comment.id);
    expect(tracking).toHaveLength(1);
    expect(tracking[0]?.body).toContain("I fixed the typo: teh -> the.");
    expect(tracking[0]?.body).toContain(run.outputs["pr-url"]);
    await expectHostKept(context, s, run);
  });

  it("stages a change, a label and a structured result, and a second run publishes them on /agent apply", async (context) => {
    const s = await stage(context, host);
    const inputs = {
      staged: "true",
      "safe-outputs": "add-labels:\n  allowed: [bug]",
      "output-schema":
        '{"type": "object", "properties": {"typo": {"type": "boolean"}}, "required": ["typo"]}',
    };
    const { run, issue } = await runOnIssue(s, "/agent fix the typo in README.md", {
      inputs,
      script: [
        {
          toolCalls: [
            fixTypo,
            { name: "add_labels", arguments: { labels: ["bug"] } },
            { name: "submit_output", arguments: { typo: true } },
          ],
        },
        { text: "I fixed the typo and proposed the label." },
      ],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    // The schema's validator (a late load of the bundle) ran on this host's Node and user.
    expect(run.outputs["structured-output"]).toBe('{"typo":true}');
    expect(JSON.parse(run.outputs.operations ?? "[]")).toMatchObject([
      { type: "add-labels", status: "proposed" },
    ]);
    const proposal = `agent/proposal-${RUN_ID}`;
    expect(s.originGit(["show", `${proposal}:README.md`])).toBe("# Demo\n\nThis is the demo project.");
    expect(s.gh.state.pulls.size).toBe(0);
    expect(s.gh.state.issues.get(issue.number)?.labels).toEqual([]);
    await expectHostKept(context, s, run);

    const requests = s.model.requests.length;
    const apply = s.gh.addComment(issue.number, "/agent apply", alice);
    const applied = await s.run({ ...commentEvent(s.gh, apply), inputs });
    expect(applied.exitCode, applied.stdout + applied.stderr).toBe(0);
    expect(s.model.requests.length).toBe(requests);
    const pulls = [...s.gh.state.pulls.values()];
    expect(pulls).toHaveLength(1);
    expect(s.originGit(["rev-parse", `${pulls[0]?.head.ref}`])).toBe(s.originGit(["rev-parse", proposal]));
    expect(s.gh.state.issues.get(issue.number)?.labels).toEqual(["bug"]);
    expect(ownedByOthers(s.workspace, s.launch.uid)).toEqual([]);
  });

  it("hands an issue comment's change from an agent job with a read-only token to a publish job with no model key", async (context) => {
    const s = await stage(context, host);
    const { issue, comment } = askOnIssue(s, "/agent fix the typo in README.md");

    const r = await runHandOff(s, {
      ...commentEvent(s.gh, comment),
      inputs: { sandbox: "auto" },
      script: [{ toolCalls: [fixTypo] }, { text: "I fixed the typo: teh -> the." }],
    });

    // The agent job: its read-only token only, no write, the folder handed off, exit 0.
    expect(r.agent.exitCode, r.agent.stdout + r.agent.stderr).toBe(0);
    expect(r.agent.outputs["handoff-dir"]).toBe(r.folder);
    expect(r.agentRequests.filter((req) => req.token !== READ_ONLY_TOKEN)).toEqual([]);
    expect(r.agentRequests.filter(isWrite).map((req) => `${req.method} ${req.path}`)).toEqual([]);
    expect(lstatSync(join(r.folder, "handoff.json")).uid).toBe(s.launch.uid);
    await expectHostKept(context, s, r.agent);
    // The publish job, on the same host: no model call, the pull request opened.
    expect(r.publish.exitCode, r.publish.stdout + r.publish.stderr).toBe(0);
    expect(r.publishModelRequests).toBe(0);
    expect(r.publish.outputs.published).toBe("pull-request");
    const pulls = [...s.gh.state.pulls.values()];
    expect(pulls).toHaveLength(1);
    expect(s.originGit(["show", `${pulls[0]?.head.ref}:README.md`])).toBe(
      "# Demo\n\nThis is the demo project.",
    );
    expect(pulls[0]?.body).toContain(`#${issue.number}`);
    expect(ownedByOthers(s.workspace, s.launch.uid)).toEqual([]);
  });

  it("reviews a pull request against its commit, not the files the agent rewrote, and pushes nothing", async (context) => {
    const s = await stage(context, host);
    const app = "export const answer = 41;\n\nexport const double = (n: number) => n * 3;\n";
    const { pull, headSha } = pullFromBranch(s, "feature", { "src/app.ts": app }, { title: "Add double" });
    // The agent makes line 3 read like the fix: a check against the tree would call the
    // suggestion a no-op; the commit under review still triples.
    const rewrite =
      "sed -i 's/n \\* 3/n * 2/' src/app.ts && git -c user.name=a -c user.email=a@b commit -qam fixed && sed -n 3p src/app.ts";
    const suggest = {
      name: "review_comment",
      arguments: {
        path: "src/app.ts",
        line: 3,
        body: "This triples.",
        suggestion: "export const double = (n: number) => n * 2;",
      },
    };

    const { run } = await runOnPullComment(s, pull, "/agent review", {
      inputs: { sandbox: "auto" },
      script: [{ toolCalls: [bash(rewrite)] }, { toolCalls: [suggest] }, { text: "`double` triples." }],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(JSON.stringify(s.model.requests[1]?.body)).toContain("n * 2;");
    expect(run.outputs.published).toBe("review");
    const reviews = s.gh
      .requestsTo("POST", /\/pulls\/\d+\/reviews$/)
      .map((r) => r.body as { event: string; commit_id: string });
    expect(reviews.map((r) => [r.event, r.commit_id])).toEqual([["COMMENT", headSha]]);
    expect(s.gh.state.reviewComments.map((c) => [c.line, c.body])).toEqual([
      [3, "This triples.\n\n```suggestion\nexport const double = (n: number) => n * 2;\n```"],
    ]);
    // Nothing the agent committed reached the pull request's branch.
    expect(s.fixture.originSha("feature")).toBe(headSha);
    await expectHostKept(context, s, run);
  });

  it("repairs a failed CI run of a branch: its log read, the fix pushed onto the pull request's branch with the trailer", async (context) => {
    const s = await stage(context, host);
    s.fixture.git(["branch", "feature", "main"], s.origin);
    const headSha = s.fixture.pushAsSomeoneElse("feature", { "NOTES.md": "notes\n" }, "Add notes");
    s.gh.addPull({ title: "Notes", headRef: "feature", headSha });
    s.gh.addWorkflowRun({
      id: 77,
      headBranch: "feature",
      headSha,
      jobs: [
        {
          name: "spelling",
          conclusion: "failure",
          steps: [{ name: "Run codespell", conclusion: "failure" }],
          log: "README.md:3: teh ==> the\n##[error]Process completed with exit code 65.\nPost job cleanup.",
        },
      ],
    });

    const run = await s.run({
      event: "workflow_run",
      payload: workflowRunPayload(s.gh, { id: 77, headSha }),
      inputs: { sandbox: "auto" },
      script: [{ toolCalls: [fixTypo] }, { text: "codespell flagged teh; fixed it." }],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.published).toBe("push");
    expect(JSON.stringify(s.model.requests[0]?.body)).toContain("README.md:3: teh ==> the");
    expect(s.originGit(["rev-parse", "feature^"]).trim()).toBe(headSha);
    expect(s.originGit(["show", "feature:README.md"])).toBe("# Demo\n\nThis is the demo project.");
    expect(
      s.originGit(["log", "-1", "--format=%(trailers:key=Repo-Agent-CI-Fix,valueonly)", "feature"]).trim(),
    ).toBe("CI");
    await expectHostKept(context, s, run);
  });

  it("keeps the checkout credential out of every model request and puts it back in .git/config", async (context) => {
    const s = await stage(context, host);
    const checkoutToken = "ghs_checkoutToken9876543210zyxwvuTSRQP";
    const header = s.fixture.persistCredentialV5(checkoutToken);
    const configBefore = s.fixture.config();
    const snoop = "cat .git/config; git config --list; env";

    const { run } = await runOnIssue(s, "/agent show me the git config", {
      title: "Look at the git config",
      script: [{ toolCalls: [bash(snoop)] }, { text: "Here it is." }],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(s.model.requests).toHaveLength(2);
    expect(JSON.stringify(s.model.requests[1]?.body)).toContain('[remote \\"origin\\"]');
    const credential = basicHeader(checkoutToken).split(" ").at(-1) ?? "";
    for (const request of s.model.requests) {
      const body = JSON.stringify(request.body);
      for (const secret of [checkoutToken, credential, GITHUB_TOKEN, API_KEY])
        expect(body).not.toContain(secret);
      expect(body).not.toContain("extraheader");
    }
    expect(s.fixture.config()).toBe(configBefore);
    expect(s.fixture.git(["config", "--get", "http.https://github.com/.extraheader"])).toBe(header);
    await expectHostKept(context, s, run);
  });

  it("keeps the rest of the workspace out of reach when it works on another repository's checkout in a folder", async (context) => {
    const s = await stage(context, host);
    // The workflow's own checkout keeps its credential (actions/checkout's default); the
    // repository worked on is checked out beside it, in `target`, with a token of its own.
    const workflowToken = "ghs_workflowCheckout0123456789abcdefGHIJ";
    const workflowHeader = s.fixture.persistCredentialV5(workflowToken);
    const service = await addSecondRepository(
      s,
      {
        name: "service",
        path: "target",
        files: { "README.md": "# Service\n" },
        persistedToken: GITHUB_TOKEN,
      },
      context,
    );
    const serviceHeader = basicHeader(GITHUB_TOKEN);
    const snoop = [
      "cat .git/config",
      "echo '-- beside:'",
      "cat ../.git/config",
      "ls -a ..",
      "git -C .. config --list",
      "cat ../README.md",
    ].join("; ");

    const { run } = await runOnIssue(s, "/agent look at the service", {
      title: "Look around",
      inputs: { repository: "octo-org/service", "working-directory": "target" },
      env: service.env,
      script: [{ toolCalls: [bash(snoop)] }, { text: "Looked." }],
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    const seen = JSON.stringify(s.model.requests[1]?.body);
    // The agent's own checkout is the service's, without its credential.
    expect(seen).toContain("-- beside:");
    if (/tool commands run as repo-agent-/i.test(sandboxStatement(run) ?? "")) {
      // The sandbox user passes the job's workspace to reach its folder, and nothing more.
      expect(seen).toContain("Permission denied");
      expect(seen).not.toContain("This is teh demo project");
      for (const request of s.model.requests) {
        const body = JSON.stringify(request.body);
        for (const secret of [workflowToken, workflowHeader, serviceHeader, GITHUB_TOKEN, API_KEY])
          expect(body).not.toContain(secret.split(" ").at(-1));
        expect(body).not.toContain("extraheader");
      }
    }
    // Both checkouts are as the workflow left them, for its later steps.
    expect(s.fixture.git(["config", "--get", "http.https://github.com/.extraheader"])).toBe(workflowHeader);
    expect(service.fixture.git(["config", "--get", "http.https://github.com/.extraheader"])).toBe(
      serviceHeader,
    );
    expect(s.fixture.read("README.md")).toContain("teh demo");
    await expectHostKept(context, s, run);
  });

  it("keeps a second checkout in a folder of the workspace, and its credential, out of reach", async (context) => {
    const s = await stage(context, host);
    // actions/checkout with `path: tools` and its default persist-credentials: true.
    const otherToken = "ghs_secondCheckout0123456789abcdefKLMNO";
    const other = await toolsCheckout(s, context, otherToken);
    const otherHeader = basicHeader(otherToken);

    const { run, issue } = await runOnIssue(s, "/agent fix the typo in README.md", {
      script: fixTypoAfter([bash("cat tools/.git/config; git -C tools config --list")]),
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    if (/tool commands run as repo-agent-/i.test(sandboxStatement(run) ?? "")) {
      expect(JSON.stringify(s.model.requests[1]?.body)).toContain("Permission denied");
      for (const request of s.model.requests) {
        const body = JSON.stringify(request.body);
        expect(body).not.toContain(otherToken);
        expect(body).not.toContain(otherHeader.split(" ").at(-1));
      }
    }
    // The nested repository is not in the commit, and is as it was for later steps.
    const branch = `agent/${issue.number}-fix-the-typo-in-readme-md`;
    expect(s.originGit(["ls-tree", "-r", "--name-only", branch]).split("\n")).toEqual([
      "README.md",
      "src/app.ts",
    ]);
    expect(other.fixture.git(["config", "--get", "http.https://github.com/.extraheader"])).toBe(otherHeader);
    await expectHostKept(context, s, run);
  });

  it("keeps a checkout deep inside an ignored folder, and its credential, out of reach", async (context) => {
    const s = await stage(context, host);
    // actions/checkout with `path: build/tools`, in a folder the repository ignores: git lists
    // `build/` whole and never looks inside it for a repository.
    writeFileSync(join(s.workspace, ".git", "info", "exclude"), "build/\n");
    const otherToken = "ghs_ignoredCheckout0123456789abcdefPQRST";
    const files = { "README.md": "# Tools\n" };
    const other = await addSecondRepository(
      s,
      { name: "tools", path: "build/tools", files, persistedToken: otherToken },
      context,
    );
    const otherHeader = basicHeader(otherToken);

    const { run, issue } = await runOnIssue(s, "/agent fix the typo in README.md", {
      script: fixTypoAfter([bash("cat build/tools/.git/config; git -C build/tools config --list")]),
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    if (/tool commands run as repo-agent-/i.test(sandboxStatement(run) ?? "")) {
      expect(JSON.stringify(s.model.requests[1]?.body)).toContain("Permission denied");
      for (const request of s.model.requests) {
        const body = JSON.stringify(request.body);
        expect(body).not.toContain(otherToken);
        expect(body).not.toContain(otherHeader.split(" ").at(-1));
      }
    }
    const branch = `agent/${issue.number}-fix-the-typo-in-readme-md`;
    expect(s.originGit(["ls-tree", "-r", "--name-only", branch]).split("\n")).toEqual([
      "README.md",
      "src/app.ts",
    ]);
    expect(other.fixture.git(["config", "--get", "http.https://github.com/.extraheader"])).toBe(otherHeader);
    await expectHostKept(context, s, run);
  });

  it("never publishes a nested checkout's .git the agent moved aside, nor opens a file through a link in its place", async (context) => {
    const s = await stage(context, host);
    const otherToken = "ghs_movedCheckout0123456789abcdefPQRSTU";
    const other = await toolsCheckout(s, context, otherToken);
    const otherHeader = basicHeader(otherToken);
    // A file of the action's user outside the workspace, closed to everyone else.
    const outside = mkdtempSync(join(tmpdir(), "repo-agent-e2e-outside-"));
    context.onTestFinished(() => rmSync(outside, { recursive: true, force: true }));
    const privateFile = join(outside, "private.txt");
    writeFileSync(privateFile, "the action user's own\n", { mode: 0o600 });
    chownSync(outside, s.launch.uid, s.launch.runner?.gid ?? 0);
    chownSync(privateFile, s.launch.uid, s.launch.runner?.gid ?? 0);
    const swap = `mv tools/.git tools/moved && ln -s ${privateFile} tools/.git && echo swapped`;

    const { run, issue } = await runOnIssue(s, "/agent fix the typo in README.md", {
      script: fixTypoAfter([bash(swap)]),
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    if (sandboxStatement(run)?.includes("shared through an idmapped mount")) {
      // The hidden .git is a mount there: the kernel refuses to move it at all.
      expect(JSON.stringify(s.model.requests[1]?.body)).toContain("Device or resource busy");
      expect(run.summary).not.toContain("`tools/moved/`");
      expect(other.fixture.git(["config", "--get", "http.https://github.com/.extraheader"])).toBe(
        otherHeader,
      );
    } else if (/tool commands run as repo-agent-/i.test(sandboxStatement(run) ?? "")) {
      expect(JSON.stringify(s.model.requests[1]?.body)).toContain("swapped");
      // The moved .git is left out of the commit, and its credential out of every record.
      const branch = `agent/${issue.number}-fix-the-typo-in-readme-md`;
      const tree = s.originGit(["ls-tree", "-r", "--name-only", branch]).split("\n");
      expect(tree.filter((path) => path.startsWith("tools/moved/"))).toEqual([]);
      const comments = JSON.stringify(s.gh.state.comments);
      for (const text of [comments, run.summary, run.stdout]) {
        expect(text).not.toContain(otherToken);
        expect(text).not.toContain(otherHeader.split(" ").at(-1));
      }
      expect(run.summary).toContain(
        "`tools/moved/` (a nested repository's .git, moved during the run; never committed)",
      );
      // Giving the hidden .git its access back did not go through the link.
      expect(lstatSync(privateFile).mode & 0o777).toBe(0o600);
    }
    await expectHostKept(context, s, run);
  });

  it("puts the repository's own .git back when the agent planted a read-only one with an fsmonitor and hooks", async (context) => {
    const s = await stage(context, host);
    const header = s.fixture.persistCredentialV5("ghs_checkoutToken9876543210zyxwvuTSRQP");
    // Where the planted commands leave their mark: outside the workspace, writable by whoever runs them.
    const marks = mkdtempSync(join(tmpdir(), "repo-agent-e2e-planted-"));
    chmodSync(marks, 0o777);
    context.onTestFinished(() => rmSync(marks, { recursive: true, force: true }));
    const hook = `#!/bin/sh\ntouch ${marks}/hook\n`;
    // A repository of the agent's own in place of its copy, made so that removing it fails for
    // a user without root: every folder read-only once it is given back to the workspace's owner.
    const plant = [
      "rm -rf .git",
      "git init -q .",
      `printf '[core]\\n\\tfsmonitor = "touch ${marks}/fsmonitor; false"\\n' >> .git/config`,
      "mkdir -p .git/hooks",
      ...["post-checkout", "pre-commit", "pre-push", "reference-transaction"].map(
        (name) => `printf '${hook}' > .git/hooks/${name} && chmod +x .git/hooks/${name}`,
      ),
      "chmod -R a-w .git",
      'echo "planted: $(stat -c %A .git)"',
    ].join(" && ");

    const { run, issue } = await runOnIssue(s, "/agent fix the typo in README.md", {
      script: fixTypoAfter([bash(plant)]),
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    // The tool's output, not the command (which the request holds too): the attack was made, a
    // .git nobody may write. Its mode string varies with the sharing in force (group sharing
    // marks folders set-group-ID: dr-xr-sr-x), not its meaning.
    const planted = /planted: (d[-rwxsStT]{9})/.exec(JSON.stringify(s.model.requests[1]?.body))?.[1];
    expect(planted).toBeDefined();
    expect(planted).not.toContain("w");
    expect(run.outputs.conclusion).toBe("success");
    const branch = `agent/${issue.number}-fix-the-typo-in-readme-md`;
    expect(s.originGit(["show", `${branch}:README.md`])).toBe("# Demo\n\nThis is the demo project.");
    // The workspace's .git is the checkout's again: its remote, no fsmonitor, the credential back.
    const config = s.fixture.config();
    expect(config).toContain('[remote "origin"]');
    expect(config).not.toContain("fsmonitor");
    expect(s.fixture.git(["config", "--get", "http.https://github.com/.extraheader"])).toBe(header);
    // A later step's git, as the workspace's owner, runs nothing the agent planted.
    s.fixture.git(["status", "--porcelain"]);
    expect(readdirSync(marks)).toEqual([]);
    await expectHostKept(context, s, run);
  });
});
