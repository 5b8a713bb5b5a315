import { generateKeyPairSync, randomBytes, randomInt } from "node:crypto";

/**
 * Credentials of every format the push check knows, made at test time from random bytes or
 * from pieces, so that the repository never holds a literal a scanner (ours, or GitHub's push
 * protection) would take for a real one. Each call gives new values.
 */

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const DIGITS = "0123456789";
const ALNUM = UPPER + LOWER + DIGITS;

/**
 * `length` random characters of `alphabet`, holding an upper-case letter, a lower-case one and a
 * digit (as a real key does, almost always) when `alphabet` has them.
 */
export function randomText(length: number, alphabet = ALNUM): string {
  const pick = (from: string) => from[randomInt(from.length)] ?? "";
  const chars = Array.from({ length }, () => pick(alphabet));
  const needed = [UPPER, LOWER, DIGITS]
    .map((set) => [...set].filter((c) => alphabet.includes(c)).join(""))
    .filter(Boolean);
  // Each needed class at its own place among the first ones, then the order mixed up.
  needed.forEach((set, i) => {
    chars[i] = pick(set);
  });
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? "", chars[i] ?? ""];
  }
  return chars.join("");
}

/** A PEM block from pieces: `label` and a random base64 body in 64-character lines. */
export function pemFromPieces(label: string, bodyBytes = 400): string {
  const body =
    randomBytes(bodyBytes)
      .toString("base64")
      .match(/.{1,64}/g)
      ?.join("\n") ?? "";
  const dashes = "-".repeat(5);
  return `${dashes}BEGIN ${label}${dashes}\n${body}\n${dashes}END ${label}${dashes}\n`;
}

const rsa = generateKeyPairSync("rsa", { modulusLength: 2048 });
const ec = generateKeyPairSync("ec", { namedCurve: "P-256" });
const ed = generateKeyPairSync("ed25519");

/** Real keys, generated once per test process. */
export const KEYS = {
  rsa: rsa.privateKey.export({ type: "pkcs1", format: "pem" }).toString(),
  rsaEncrypted: rsa.privateKey
    .export({ type: "pkcs1", format: "pem", cipher: "aes-128-cbc", passphrase: "fixture" })
    .toString(),
  pkcs8: ed.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  pkcs8Encrypted: rsa.privateKey
    .export({ type: "pkcs8", format: "pem", cipher: "aes-256-cbc", passphrase: "fixture" })
    .toString(),
  ec: ec.privateKey.export({ type: "sec1", format: "pem" }).toString(),
  publicKey: rsa.publicKey.export({ type: "spki", format: "pem" }).toString(),
};

const AWS_SECRET_ALPHABET = `${ALNUM}/+`;

/** One sample of each format: the file content, and the text the check must find in it. */
export interface CredentialSample {
  kind: string;
  /** What a file would hold. */
  content: string;
  /** The credential text in it (what the start commit must hold for a push to go ahead). */
  text: string;
}

export function credentialSamples(): CredentialSample[] {
  const awsId = `AK${"IA"}${randomText(16, UPPER + DIGITS)}`;
  const awsSecret = randomText(40, AWS_SECRET_ALPHABET);
  const openssh = pemFromPieces("OPENSSH PRIVATE KEY");
  const pgp = pemFromPieces("PGP PRIVATE KEY BLOCK", 1200);
  const gcpKey = KEYS.pkcs8.replaceAll("\n", "\\n");
  const dockerAuth = Buffer.from(`robot:${randomText(24)}`).toString("base64");
  const npmrcToken = `${randomText(8, "0123456789abcdef")}-${randomText(4, "0123456789abcdef")}-4${randomText(3, DIGITS)}-a${randomText(3, DIGITS)}-${randomText(12, "0123456789abcdef")}`;
  const github = `gh${"p"}_${randomText(36)}`;
  const githubServer = `gh${"s"}_${randomText(36)}`;
  const finegrained = `github${"_pat_"}${randomText(22)}_${randomText(59)}`;
  const npm = `np${"m_"}${randomText(36)}`;
  const slack = `xo${"xb"}-${randomText(12, DIGITS)}-${randomText(13, DIGITS)}-${randomText(24)}`;
  const stripe = `sk${"_live_"}${randomText(99)}`;
  const anthropic = `sk${"-ant-"}api03-${randomText(93, `${ALNUM}_-`)}AA`;
  const openai = `sk${"-proj-"}${randomText(156, `${ALNUM}_-`)}`;
  const openaiLegacy = `sk${"-"}${randomText(48)}`;
  return [
    { kind: "an RSA private key", content: KEYS.rsa, text: KEYS.rsa.trimEnd() },
    { kind: "an RSA private key", content: KEYS.rsaEncrypted, text: KEYS.rsaEncrypted.trimEnd() },
    { kind: "an EC private key", content: KEYS.ec, text: KEYS.ec.trimEnd() },
    { kind: "a private key", content: KEYS.pkcs8, text: KEYS.pkcs8.trimEnd() },
    { kind: "an encrypted private key", content: KEYS.pkcs8Encrypted, text: KEYS.pkcs8Encrypted.trimEnd() },
    { kind: "an OpenSSH private key", content: openssh, text: openssh.trimEnd() },
    { kind: "a PGP private key", content: pgp, text: pgp.trimEnd() },
    {
      kind: "an AWS access key pair",
      content: `[default]\naws_access_key_id = ${awsId}\naws_secret_access_key = ${awsSecret}\n`,
      text: awsSecret,
    },
    {
      kind: "a Google Cloud service account key",
      content: `{\n  "type": "service_account",\n  "private_key": "${gcpKey}",\n  "client_email": "ci@example.iam.gserviceaccount.com"\n}\n`,
      text: gcpKey,
    },
    {
      kind: "a Docker registry login",
      content: `{\n  "auths": {\n    "ghcr.io": { "auth": "${dockerAuth}" }\n  }\n}\n`,
      text: dockerAuth,
    },
    {
      kind: "an npm registry token",
      content: `registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=${npmrcToken}\n`,
      text: npmrcToken,
    },
    { kind: "a GitHub token", content: `token: ${github}\n`, text: github },
    { kind: "a GitHub token", content: `GH_TOKEN=${githubServer}`, text: githubServer },
    { kind: "a GitHub token", content: `"${finegrained}"`, text: finegrained },
    { kind: "an npm token", content: `NPM_TOKEN=${npm}\n`, text: npm },
    { kind: "a Slack token", content: `slack: ${slack}\n`, text: slack },
    { kind: "a Stripe secret key", content: `stripe.key = "${stripe}";`, text: stripe },
    { kind: "an Anthropic API key", content: `ANTHROPIC_API_KEY=${anthropic}\n`, text: anthropic },
    { kind: "an OpenAI API key", content: `OPENAI_API_KEY=${openai}\n`, text: openai },
    { kind: "an OpenAI API key", content: `openai.api_key = '${openaiLegacy}'`, text: openaiLegacy },
  ];
}
