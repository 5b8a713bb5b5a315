/** Replaces secret values in text going out (comments, pull request bodies, commit messages, logs). */
export type Redactor = (text: string) => string;

/** What a secret becomes. */
export const REDACTED = "***";

/**
 * Values shorter than this are not treated as secrets: masking a two-letter value would mangle
 * every word that contains it, and a value that short protects nothing anyway.
 */
export const MIN_SECRET_LENGTH = 4;

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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The forms a secret takes on the wire: itself, base64, and base64 of `x-access-token:SECRET` (the checkout extra header). */
function secretForms(secret: string): string[] {
  const forms = [secret, Buffer.from(secret, "utf8").toString("base64")];
  forms.push(Buffer.from(`x-access-token:${secret}`, "utf8").toString("base64"));
  return forms;
}

/**
 * Builds a redactor for the given secret values plus well-known token shapes. The patterns are
 * compiled once (exact values, then shapes), so redacting is two passes over the text; call it
 * freely on every line of a log. Empty and too-short values are ignored. Never throws.
 */
export function createRedactor(secrets: Iterable<string | undefined>): Redactor {
  const literals = new Set<string>();
  for (const secret of secrets) {
    if (!secret || secret.trim().length < MIN_SECRET_LENGTH) continue;
    for (const form of secretForms(secret)) {
      // Base64 padding differs with context; the unpadded body is what appears in every case.
      const body = form.replace(/=+$/, "");
      if (body.length >= MIN_SECRET_LENGTH) literals.add(body);
    }
  }
  // Longest first, so a secret that contains another is replaced whole.
  const escaped = [...literals].sort((a, b) => b.length - a.length).map((l) => `${escapeRegExp(l)}=*`);
  const secretPattern = escaped.length > 0 ? new RegExp(escaped.join("|"), "g") : undefined;
  const shapePattern = new RegExp([...TOKEN_SHAPES, ...CONTEXT_SHAPES].join("|"), "gi");
  return (text: string) => {
    if (!text) return text;
    const withoutSecrets = secretPattern ? text.replace(secretPattern, REDACTED) : text;
    return withoutSecrets.replace(shapePattern, REDACTED);
  };
}
