/** Replaces secret values in text going out (comments, pull request bodies, commit messages, logs). */
export type Redactor = (text: string) => string;

/** What a secret becomes. */
export const REDACTED = "***";

/**
 * Values shorter than this (in characters) are not treated as secrets. A key for a model on your
 * own server (`local`, `ollama`, `test`) protects nothing, and masking it would mangle every
 * word that contains it and refuse every change that mentions it. Real tokens and API keys are
 * far longer.
 */
export const MIN_SECRET_LENGTH = 16;

/**
 * Shapes of credentials that are redacted even when their value was never given to us: GitHub
 * tokens (classic, app installation, OAuth, user-to-server, refresh, fine-grained), Anthropic and
 * OpenAI keys. The lengths keep ordinary words such as `sk-learn` untouched.
 */
const TOKEN_SHAPES = [
  String.raw`\bgh[pousr]_[A-Za-z0-9]{20,}`,
  String.raw`\bgithub_pat_[A-Za-z0-9_]{20,}`,
  String.raw`\bsk-ant-[A-Za-z0-9_-]{20,}`,
  String.raw`\bsk-[A-Za-z0-9_-]{20,}`,
];

/**
 * Credentials inside git plumbing: the value of an `AUTHORIZATION: basic ...` extra header and
 * the password part of `https://x-access-token:TOKEN@host` URLs. The lookbehind keeps the
 * readable prefix so a log still says which kind of credential was there.
 */
const CONTEXT_SHAPES = [
  "(?<=authorization: ?(?:basic|bearer|token) )[A-Za-z0-9+/=._-]{8,}",
  String.raw`(?<=x-access-token:)[^@\s]+(?=@)`,
];

/** How a secret was written down; says which form was found without saying the value. */
export type SecretForm = "raw" | "base64" | "base64url" | "hex" | "url-encoded" | "basic-auth";

/** One byte string to search for, and the form of the secret it is. */
export interface SecretNeedle {
  form: SecretForm;
  bytes: Buffer;
}

/**
 * A form shorter than this is never searched for. Every form of a secret of `MIN_SECRET_LENGTH`
 * characters is longer; the bound only guards against a form that could match by chance.
 */
const MIN_NEEDLE_LENGTH = 16;

/** The user name git and the checkout action put before a token in HTTP basic authentication. */
const BASIC_AUTH_USER = "x-access-token:";

/** Whether `secret` is long enough to be treated as one (see `MIN_SECRET_LENGTH`). */
export function isSecret(secret: string | undefined): secret is string {
  return secret !== undefined && [...secret.trim()].length >= MIN_SECRET_LENGTH;
}

/**
 * The base64 text that stands for `bytes` wherever they sit in a longer byte string. Base64
 * turns 3 bytes into 4 characters, so the same bytes read differently after 0, 1 or 2 bytes of
 * something else; for each alignment, the characters whose 6 bits all come from `bytes` are the
 * same whatever surrounds them. Those cores are what to look for.
 */
function base64Cores(bytes: Buffer): string[] {
  return [0, 1, 2].map((before) => {
    const encoded = Buffer.concat([Buffer.alloc(before), bytes]).toString("base64");
    return encoded.slice(Math.ceil((before * 8) / 6), Math.floor(((before + bytes.length) * 8) / 6));
  });
}

function percentEncodeEveryByte(bytes: Buffer): string {
  return bytes.toString("hex").replace(/../g, "%$&");
}

/** Every form of one secret; duplicates (a secret with nothing to URL-encode) are dropped later. */
function formsOf(secret: string): { form: SecretForm; text: string }[] {
  const bytes = Buffer.from(secret, "utf8");
  const hex = bytes.toString("hex");
  const cores = base64Cores(bytes);
  const basicAuth = Buffer.from(BASIC_AUTH_USER + secret, "utf8");
  return [
    { form: "raw", text: secret },
    ...cores.map((text) => ({ form: "base64" as const, text })),
    ...cores.map((text) => ({
      form: "base64url" as const,
      text: text.replace(/\+/g, "-").replace(/\//g, "_"),
    })),
    { form: "hex", text: hex },
    { form: "hex", text: hex.toUpperCase() },
    { form: "url-encoded", text: encodeURIComponent(secret) },
    { form: "url-encoded", text: new URLSearchParams({ s: secret }).toString().slice(2) },
    { form: "url-encoded", text: percentEncodeEveryByte(bytes) },
    { form: "url-encoded", text: percentEncodeEveryByte(bytes).toUpperCase() },
    // Caught by the base64 cores too; kept whole so the header value is masked in one piece.
    {
      form: "basic-auth",
      text: basicAuth.toString("base64").slice(0, Math.floor((basicAuth.length * 8) / 6)),
    },
  ];
}

/** Every form of every secret, deduplicated, longest first (so a form containing another is masked whole). */
function allForms(secrets: Iterable<string | undefined>): { form: SecretForm; text: string }[] {
  const seen = new Map<string, SecretForm>();
  for (const secret of secrets) {
    if (!isSecret(secret)) continue;
    const values = new Set([secret, secret.trim()]);
    for (const value of values) {
      for (const { form, text } of formsOf(value)) {
        if (Buffer.byteLength(text) >= MIN_NEEDLE_LENGTH && !seen.has(text)) seen.set(text, form);
      }
    }
  }
  return [...seen].map(([text, form]) => ({ form, text })).sort((a, b) => b.text.length - a.text.length);
}

/**
 * The byte strings to search for so that none of `secrets` leaves in any of the forms
 * `SecretForm` names: raw, base64 and base64url at every alignment, hex in either case,
 * URL-encoded (as `encodeURIComponent` writes it, as a form body, and every byte as `%XX` in
 * either case) and the `x-access-token` basic-auth header. A form that contains another form is
 * left out: finding the shorter one is enough. Values shorter than `MIN_SECRET_LENGTH` are
 * ignored. Never throws.
 */
export function secretNeedleForms(secrets: Iterable<string | undefined>): SecretNeedle[] {
  const forms = allForms(secrets);
  const needed = forms.filter(
    (outer, i) =>
      !forms.some(
        (inner, j) => j !== i && inner.text.length < outer.text.length && outer.text.includes(inner.text),
      ),
  );
  // Shortest first: a search that stops at the first hit finds it soonest, and raw leads its peers.
  return needed.reverse().map(({ form, text }) => ({ form, bytes: Buffer.from(text, "utf8") }));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The pattern of one form. A base64 form also takes the character after it, which carries the
 * secret's last bits mixed with whatever follows, and any padding.
 */
function patternOf({ form, text }: { form: SecretForm; text: string }): string {
  const escaped = escapeRegExp(text);
  if (form === "base64" || form === "basic-auth") return `${escaped}[A-Za-z0-9+/]?=*`;
  if (form === "base64url") return `${escaped}[A-Za-z0-9_-]?=*`;
  return escaped;
}

/**
 * Builds a redactor for the given secret values plus well-known token shapes. Each secret is
 * masked in every form `secretNeedleForms` lists. The patterns are compiled once (exact values,
 * then shapes), so redacting is two passes over the text; call it freely on every line of a
 * log. Empty values and values shorter than `MIN_SECRET_LENGTH` are ignored. Never throws.
 */
export function createRedactor(secrets: Iterable<string | undefined>): Redactor {
  const forms = allForms(secrets);
  const secretPattern = forms.length > 0 ? new RegExp(forms.map(patternOf).join("|"), "g") : undefined;
  const shapePattern = new RegExp([...TOKEN_SHAPES, ...CONTEXT_SHAPES].join("|"), "gi");
  return (text: string) => {
    if (!text) return text;
    const withoutSecrets = secretPattern ? text.replace(secretPattern, REDACTED) : text;
    return withoutSecrets.replace(shapePattern, REDACTED);
  };
}
