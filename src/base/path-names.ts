/**
 * Names of the working tree as git and the file systems it meets read them: which a commit must
 * not carry (DESIGN section 4a: names git cannot carry are left out and listed).
 */

/** A name of printable ASCII alone, which reads the same as bytes and as a string. */
export function isPlain(name: Buffer): boolean {
  for (let i = 0; i < name.length; i++) {
    const byte = name[i] as number;
    if (byte < 0x20 || byte >= 0x7f) return false;
  }
  return true;
}

/**
 * Why git (or GitHub) would refuse `name` as a path component, or undefined. Control characters
 * (a carriage return ends a line for git's own readers), names that are not UTF-8, and the names
 * git refuses itself: `.git` in any case, with NTFS's trailing dots and spaces or its short name
 * `git~1`, or with the code points HFS+ ignores; a backslash (a separator on Windows).
 */
export function oddName(raw: Buffer, name: string): string | undefined {
  if (isPlain(raw)) {
    // Most names: printable ASCII that cannot spell a `.git` (the walk meets every one of them).
    const first = raw[0];
    if (first !== 0x2e && first !== 0x67 && first !== 0x47 && !raw.includes(0x5c)) return undefined;
  } else if (!Buffer.from(name, "utf8").equals(raw)) return "its name is not valid UTF-8";
  return oddComponent(name);
}

/** `oddName` for a name already known to be text (a path from a reader, a JSON string). */
export function oddComponent(name: string): string | undefined {
  // A lone surrogate is no character at all: JSON can carry one, UTF-8 cannot.
  if (/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(name))
    return "its name is not valid UTF-8";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this finds.
  const control = /[\u0000-\u001f\u007f-\u009f]/.exec(name)?.[0];
  if (control !== undefined) return `its name holds ${CONTROL_WORDS[control] ?? controlWord(control)}`;
  if (name.includes("\\"))
    return "its name holds a backslash, a folder separator on Windows, where git refuses it";
  const folded = name.replace(/[\u200c-\u200f\u202a-\u202e\u206a-\u206f\ufeff]/g, "").toLowerCase();
  if (/^\.git[. ]*$/.test(folded) || /^git~\d+$/.test(folded) || /^\.git:/.test(folded))
    return "git refuses the name";
  return undefined;
}

/**
 * `.gitmodules` as git reads the name on any file system: in any case, with the trailing dots
 * and spaces NTFS drops or its short name `gitmod~N`, or with code points HFS+ ignores. Git
 * refuses such a name for a link (it would follow it to read the submodules' settings).
 */
export function isGitmodules(name: string): boolean {
  const folded = name.replace(/[\u200c-\u200f\u202a-\u202e\u206a-\u206f\ufeff]/g, "").toLowerCase();
  return /^\.gitmodules[. ]*$/.test(folded) || /^gitmod~\d+$/.test(folded);
}

const CONTROL_WORDS: Record<string, string> = {
  "\n": "a line break",
  "\r": "a carriage return",
  "\t": "a tab",
};
const controlWord = (c: string): string =>
  `a control character (U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")})`;
