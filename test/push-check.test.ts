import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createGit } from "../src/github/git.js";
import { MAX_CREDENTIALS } from "../src/github/publish/credential-formats.js";
import { findSecretInCommit } from "../src/github/publish/push-check.js";
import { SecretScanner } from "../src/github/publish/secret-scan.js";
import { credentialSamples, KEYS, pemFromPieces, randomText } from "./fakes/credentials.js";
import { createGitFixture } from "./fakes/git-repo.js";

/** The run's own token, as the action would hold it. */
const OWN_TOKEN = `gh${"s"}_${randomText(36)}`;

const cleanups: Array<() => void> = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

/** A real repository whose first commit holds `files` (the run's start commit), and a way to add commits. */
function repository(files: Record<string, string> = { "README.md": "# Demo\n" }) {
  const fixture = createGitFixture({ files });
  cleanups.push(() => fixture.cleanup());
  const git = createGit(fixture.workspace, { env: fixture.env });
  /** Commits `changes` (text or bytes) on top of HEAD; returns the commit. */
  const commit = (changes: Record<string, string | Buffer>, message = "Add files") => {
    for (const [path, content] of Object.entries(changes)) {
      if (typeof content === "string") fixture.write(path, content);
      else {
        mkdirSync(dirname(join(fixture.workspace, path)), { recursive: true });
        writeFileSync(join(fixture.workspace, path), content);
      }
    }
    fixture.git(["add", "--all"]);
    fixture.git(["commit", "--quiet", "-m", message]);
    return fixture.git(["rev-parse", "HEAD"]);
  };
  const start = fixture.git(["rev-parse", "HEAD"]);
  /** Checks `sha` as a push from `from.startSha` (by default: the first commit) would. */
  const check = (sha: string, from: { startSha?: string } = { startSha: start }) =>
    findSecretInCommit(git, sha, new SecretScanner([OWN_TOKEN]), from.startSha);
  return { fixture, start, commit, check };
}

describe.concurrent("the push check and well-known credentials", () => {
  it("refuses each format added in a new file, naming the file and the kind, never the value", async () => {
    const { commit, check } = repository();
    for (const [i, sample] of credentialSamples().entries()) {
      const sha = commit({ [`config/${i}.txt`]: sample.content });
      const checked = await check(sha);
      expect(checked).toEqual({
        ok: true,
        value: { commit: sha, where: `the file config/${i}.txt`, form: sample.kind, source: "credential" },
      });
      expect(JSON.stringify(checked)).not.toContain(sample.text.slice(-16));
    }
  });

  it("lets placeholders, public keys and certificates through", async () => {
    const { commit, check } = repository();
    const sha = commit({
      ".npmrc": `//registry.npmjs.org/:_authToken=\${NPM_TOKEN}\n`,
      "keys/public.pem": KEYS.publicKey,
      "keys/cert.pem": pemFromPieces("CERTIFICATE", 900),
      "requirements.txt": "scikit-learn\n# sk-learn\n",
    });
    expect(await check(sha)).toEqual({ ok: true, value: undefined });
  });

  it("publishes a credential the start commit already held, copied into a new file or kept in an edited one", async () => {
    const [token] = credentialSamples().filter((s) => s.kind === "a Slack token");
    const { commit, check } = repository({
      "test/fixtures/deploy_key": KEYS.rsa,
      "test/fixtures/settings.json": `{ "slack": "${token?.text}" }\n`,
    });
    const sha = commit({
      "test/keys.test.ts": `const key = \`${KEYS.rsa}\`;\nconst slack = "${token?.text}";\n`,
      "test/fixtures/deploy_key": `${KEYS.rsa}\n# used by the deploy tests\n`,
    });
    expect(await check(sha)).toEqual({ ok: true, value: undefined });
  });

  it("refuses a private-key block when the start commit holds only one of its lines", async () => {
    const key = pemFromPieces("OPENSSH PRIVATE KEY", 600);
    const line = key.split("\n")[2] ?? "";
    const { commit, check } = repository({ "notes.txt": `${line}\n` });
    const sha = commit({ "deploy/id_ed25519": key });
    const checked = await check(sha);
    expect(checked.ok && checked.value?.form).toBe("an OpenSSH private key");
  });

  it("compares with the run's start commit, not with the parent of the pushed commit", async () => {
    const [sample] = credentialSamples().filter((s) => s.kind === "an npm token");
    const { start, commit, check } = repository();
    // Someone else's commit on the branch, which the run's commit was merged onto.
    const theirs = commit({ "theirs.env": sample?.content ?? "" }, "Their change");
    const ours = commit({ "ours.env": sample?.content ?? "" }, "Our change");
    const checked = await check(ours, { startSha: start });
    expect(checked.ok && checked.value?.where).toBe("the file ours.env");
    expect(await check(ours, { startSha: theirs })).toEqual({ ok: true, value: undefined });
  });

  it("counts nothing as already there without a start commit (an empty repository)", async () => {
    const { fixture, check } = repository({ "fixture.pem": KEYS.ec });
    fixture.git(["checkout", "--quiet", "--orphan", "first"]);
    fixture.git(["commit", "--quiet", "-m", "The first commit"]);
    const root = fixture.git(["rev-parse", "HEAD"]);
    const checked = await check(root, {});
    expect(checked.ok && checked.value).toMatchObject({
      where: "the file fixture.pem",
      form: "an EC private key",
    });
  });

  it("finds a credential across the chunks of a large binary blob, and one the start commit holds deep in one", async () => {
    const [sample] = credentialSamples().filter((s) => s.kind === "an AWS access key pair");
    const around = (offset: number, text: string, size: number) =>
      Buffer.concat([randomBytes(offset), Buffer.from(`\0\n${text}\n\0`), randomBytes(size - offset)]);
    const start = repository();
    const big = around(3 * 65_536 - 60, sample?.content ?? "", 3_000_000);
    const checked = await start.check(start.commit({ "data/blob.bin": big }));
    expect(checked.ok && checked.value).toMatchObject({
      where: "the file data/blob.bin",
      form: "an AWS access key pair",
    });

    const held = repository();
    const fixture = held.commit({ "fixtures/store.bin": around(2 * 65_536 - 900, KEYS.rsa, 3_000_000) });
    const sha = held.commit({ "fixtures/key.pem": KEYS.rsa });
    expect(await held.check(sha, { startSha: fixture })).toEqual({ ok: true, value: undefined });
    expect(await held.check(sha)).toMatchObject({ value: { form: "an RSA private key" } });
  });

  it("finds the run's own secrets as before, with their form, ahead of any credential", async () => {
    const { commit, check } = repository();
    const sha = commit({
      "a/key.pem": KEYS.pkcs8,
      "z.txt": Buffer.from(OWN_TOKEN).toString("hex"),
    });
    expect(await check(sha)).toEqual({
      ok: true,
      value: { commit: sha, where: "the file z.txt", form: "hex", source: "secret" },
    });
    const inMessage = commit({ "b.txt": "hello\n" }, `Use ${OWN_TOKEN}`);
    expect(await check(inMessage)).toMatchObject({ value: { where: "the commit message", form: "raw" } });
  });

  it("does not push, as not checked, more different credentials than it can compare", async () => {
    const { commit, check } = repository();
    const tokens = Array.from({ length: MAX_CREDENTIALS + 1 }, () => `np${"m_"}${randomText(36)}`);
    const checked = await check(commit({ "many.txt": tokens.join("\n") }));
    expect(checked.ok).toBe(false);
    expect(checked.ok ? "" : checked.error).toMatch(/more than 1,000 .*many\.txt.*too many to compare/);
    expect(JSON.stringify(checked)).not.toContain(tokens[0]);
  });
});
