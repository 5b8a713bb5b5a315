import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  CREDENTIAL_FORMATS,
  CredentialScanner,
  MAX_CREDENTIALS,
  PEM_MAX,
} from "../src/github/publish/credential-formats.js";
import { credentialSamples, KEYS, pemFromPieces, randomText } from "./fakes/credentials.js";

/** What a scanner finds in `objects`, each fed in the chunks given: kind and text, in order. */
function scan(...objects: Array<string | Buffer | Array<string | Buffer>>) {
  const scanner = new CredentialScanner();
  for (const object of objects) {
    for (const chunk of Array.isArray(object) ? object : [object])
      scanner.push(typeof chunk === "string" ? Buffer.from(chunk, "latin1") : chunk);
    scanner.endObject();
  }
  return scanner.matches.map(({ format, text, object }) => ({ kind: format.kind, text, object }));
}

const kinds = (...objects: Array<string | Buffer>) => scan(...objects).map((match) => match.kind);

describe("the credential formats", () => {
  it.each(credentialSamples().map((sample) => [sample.kind, sample] as const))(
    "finds %s and names its kind, never its value",
    (_kind, sample) => {
      const found = scan(`some text before\n${sample.content}\nand after\n`);
      expect(found[0]).toEqual({ kind: sample.kind, text: sample.text, object: 0 });
      expect(sample.text).not.toContain(found[0]?.kind);
      expect(found[0]?.kind).not.toContain(sample.text.slice(0, 12));
    },
  );

  it("finds each credential wherever a chunk boundary falls in it, in binary content", () => {
    for (const sample of credentialSamples()) {
      const before = Buffer.concat([randomBytes(100_000), Buffer.from("\n\0")]);
      const content = Buffer.concat([
        before,
        Buffer.from(sample.content),
        Buffer.from("\0\n"),
        randomBytes(5_000),
      ]);
      const length = sample.content.length;
      for (const split of [1, 2, Math.floor(length / 2), length - 2, length - 1]) {
        const at = before.length + split;
        const found = scan([content.subarray(0, at), content.subarray(at)]);
        expect(
          found.map((match) => match.text),
          `${sample.kind} split at ${split}`,
        ).toContain(sample.text);
      }
    }
  });

  it("finds a credential fed one byte at a time and in many small chunks", () => {
    const [sample] = credentialSamples().filter((s) => s.kind === "an OpenSSH private key");
    const content = Buffer.from(`x\n${sample?.content}`);
    expect(scan([...content].map((byte) => Buffer.of(byte)))[0]?.text).toBe(sample?.text);
    const pieces: Buffer[] = [];
    const padded = Buffer.concat([randomBytes(200_000), content, randomBytes(200_000)]);
    for (let at = 0; at < padded.length; at += 1_000) pieces.push(padded.subarray(at, at + 1_000));
    expect(scan(pieces)[0]?.text).toBe(sample?.text);
  });

  it("does not take placeholders, public keys, certificates or ordinary text", () => {
    const dashes = "-".repeat(5);
    expect(
      kinds(
        `//registry.npmjs.org/:_authToken=\${NPM_TOKEN}\n`,
        `//npm.pkg.github.com/:_authToken="\${GITHUB_TOKEN}"\n`,
        "pip install scikit-learn; import sk-learn and the sk-learn-contrib-estimators-and-transformers\n",
        KEYS.publicKey,
        pemFromPieces("CERTIFICATE", 900),
        pemFromPieces("PGP PUBLIC KEY BLOCK", 900),
        `${dashes}BEGIN PRIVATE KEY${dashes}\n...\n${dashes}END PRIVATE KEY${dashes}\n`,
        `token: gh${"p"}_${"x".repeat(36)}\nslack: xo${"xb"}-your-token\nkey: sk${"_live_"}${"X".repeat(30)}\n`,
        // AWS's documentation example pair.
        `AK${"IA"}IOSFODNN7EXAMPLE wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n`,
        `commit ${randomBytes(20).toString("hex")} tree ${randomBytes(20).toString("hex")}\n`,
      ),
    ).toEqual([]);
  });

  it("takes a Docker login or a service account key only in a file that holds the other half", () => {
    const [docker] = credentialSamples().filter((s) => s.kind === "a Docker registry login");
    const auth = `{ "auth": "${docker?.text}" }\n`;
    expect(kinds(auth)).toEqual([]);
    expect(kinds(`${auth}{ "auths": {} }\n`)).toEqual(["a Docker registry login"]);
    // The other half in another file does not count.
    expect(kinds(auth, `{ "auths": {} }`)).toEqual([]);

    const key = KEYS.pkcs8.replaceAll("\n", "\\n");
    // Without `client_email` it is still a private key, named as one.
    expect(kinds(`{ "private_key": "${key}" }`)).toEqual(["a private key"]);
    expect(kinds(`{ "client_email": "a@b.c",\n "private_key": "${key}" }`)[0]).toBe(
      "a Google Cloud service account key",
    );
  });

  it("takes an AWS key id with a secret access key within 1 KB, before or after, and not further", () => {
    const id = `AS${"IA"}${randomText(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}`;
    const secret = randomText(40, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/+");
    expect(scan(`AWS_ACCESS_KEY_ID=${id}\nAWS_SECRET_ACCESS_KEY=${secret}\n`)[0]?.text).toBe(secret);
    expect(scan(`{"SecretAccessKey": "${secret}", "AccessKeyId": "${id}"}`)[0]?.text).toBe(secret);
    expect(scan(`${id}\n${"# filler\n".repeat(200)}${secret}\n`)).toEqual([]);
    expect(scan(`${id}\n`, `${secret}\n`)).toEqual([]);
    // A secret access key alone, or a key id with a git hash beside it, is not a pair.
    expect(scan(`${secret}\n`, `${id} ${randomBytes(20).toString("hex")}\n`)).toEqual([]);
  });

  it("finds both halves of an AWS pair across a chunk boundary, far into a large object", () => {
    const id = `AK${"IA"}${randomText(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}`;
    const secret = randomText(40, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/+");
    const pair = Buffer.from(`\nid=${id}\n${"-".repeat(900)}\nsecret=${secret}\n`);
    const content = Buffer.concat([randomBytes(300_000), pair, randomBytes(300_000)]);
    for (let split = 300_000; split < 300_000 + pair.length; split += 97) {
      const found = scan([content.subarray(0, split), content.subarray(split)]);
      expect(found.map((match) => match.text)).toEqual([secret]);
    }
  });

  it("reads a private-key block up to 16 KB whole, and a longer or unended one by its first 16 KB", () => {
    const long = pemFromPieces("RSA PRIVATE KEY", 14_000);
    expect(long.length).toBeGreaterThan(PEM_MAX);
    const found = scan(Buffer.concat([randomBytes(70_000), Buffer.from(`\n${long}`)]));
    expect(found.map((match) => match.kind)).toEqual(["an RSA private key"]);
    expect(long.startsWith(found[0]?.text ?? "-")).toBe(true);
    const unended = long.slice(0, 3_000);
    expect(scan(`${unended}\0\0`)[0]?.text).toBe(unended);
  });

  it("does not take the end of a longer run, cut where a window begins, for a token", () => {
    // `x` + a GitHub-like token is not one (it is part of a longer word). Repeated over more than
    // a window's kept tail, at every shift, one window begins right after an `x`.
    const period = `xgh${"p"}_${randomText(36)}\n`;
    for (let shift = 0; shift < period.length; shift++) {
      const run = period.repeat(Math.ceil(40_000 / period.length));
      const content = Buffer.concat([randomBytes(100_000 + shift), Buffer.from(run), randomBytes(100_000)]);
      expect(scan([content.subarray(0, 120_000), content.subarray(120_000)])).toEqual([]);
    }
  });

  it("never joins the end of one object to the start of the next", () => {
    const [sample] = credentialSamples().filter((s) => s.kind === "an npm token");
    const text = sample?.text ?? "";
    expect(scan(text.slice(0, 20), text.slice(20))).toEqual([]);
  });

  it("lists each text once, where it was first found, and the file's order first", () => {
    const samples = credentialSamples();
    const github = samples.find((s) => s.kind === "a GitHub token");
    const slack = samples.find((s) => s.kind === "a Slack token");
    const found = scan(`${slack?.content}`, `${github?.content} ${slack?.content}`, `${github?.content}`);
    expect(found.map(({ kind, object }) => [kind, object])).toEqual([
      ["a Slack token", 0],
      ["a GitHub token", 1],
    ]);
  });

  it(`stops, and says so, past ${MAX_CREDENTIALS} different texts`, () => {
    const scanner = new CredentialScanner();
    const tokens = Array.from({ length: MAX_CREDENTIALS + 1 }, () => `np${"m_"}${randomText(36)}`);
    scanner.push(Buffer.from(tokens.join("\n")));
    scanner.endObject();
    expect(scanner.overflowed).toBe(true);
  });

  it("gives every format a global pattern, a bound and a kind that reads as a noun phrase", () => {
    for (const format of CREDENTIAL_FORMATS) {
      expect(format.pattern.global, format.kind).toBe(true);
      expect(format.maxLength, format.kind).toBeGreaterThan(0);
      expect(format.kind).toMatch(/^an? /);
    }
  });
});
