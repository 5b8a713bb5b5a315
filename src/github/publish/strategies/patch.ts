import { CredentialScanner } from "../credential-formats.js";
import { notes } from "../texts.js";
import type { PublishedFields, Work } from "../work.js";

/**
 * `fields` plus the (redacted, bounded) patch, for outcomes where the reader gets the changes in
 * the comment. A patch that adds a well-known credential (a private key, a cloud or registry
 * token) is not shown anywhere: the comment, the job log and the trajectory would publish what
 * the push check keeps from the branch. The changes stay in the workspace.
 */
export function withPatch(work: Work, fields: Omit<PublishedFields, "published">): PublishedFields {
  const { redact } = work.params;
  // Read after redaction: the run's own secrets are masked there already, and shown so.
  const patch = redact(work.patch.text);
  const credential = credentialAdded(patch);
  const delivery: PublishedFields = credential
    ? {
        published: "none",
        ...fields,
        note: [fields.note, notes.patchWithheld(credential)].filter(Boolean).join(" "),
      }
    : { published: "patch", patch, patchTruncated: work.patch.truncated, ...fields };
  if (fields.error) delivery.error = redact(fields.error);
  return delivery;
}

/** The kind of the first well-known credential in the lines `patch` adds, or undefined. */
function credentialAdded(patch: string): string | undefined {
  const scanner = new CredentialScanner();
  const added = patch
    .split("\n")
    .filter((line) => line.startsWith("+") && !line.startsWith("+++ "))
    .map((line) => line.slice(1))
    .join("\n");
  scanner.push(Buffer.from(added, "utf8"));
  scanner.endObject();
  const [first] = scanner.matches;
  return first?.format.kind;
}
