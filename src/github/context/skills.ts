import { parseDocument } from "yaml";
import { fail, ok, type Result } from "../../base/result.js";
import { clipLine } from "../../text/clip.js";
import { stripInvisible } from "../../text/sanitize.js";
import { isPullRequestTrigger, type Trigger } from "../trigger/types.js";
import { baseTree, type SkillTree, workspaceTree } from "./skill-files.js";
import type { TrustedFileSource } from "./trusted-file.js";

/**
 * Agent skills (DESIGN section 11): folders holding a `SKILL.md` whose YAML front matter gives a
 * `name` and a `description`, as in the Agent Skills format. They are read from the trusted
 * branch as AGENTS.md is (trusted-file.ts): a pull request's base commit, or the workflow's
 * checkout before the agent runs. A skill a pull request adds or changes is never offered.
 */

/** Where skills live, in the order they are taken: the first of two skills with one name wins. */
export const SKILL_ROOTS = [".agents/skills", ".github/skills", ".claude/skills"] as const;
/** Skills offered in one run. */
export const MAX_SKILLS = 100;
/** Folders looked at for skills, valid or not, so a root full of junk costs a bounded number of reads. */
const MAX_CANDIDATES = 2 * MAX_SKILLS;
/** SKILL.md files of the base commit asked for at once. */
const CONCURRENT_READS = 8;
/** A skill's name, as the Agent Skills format has it: lowercase words joined by hyphens. */
const SKILL_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_NAME_CHARS = 64;
const MAX_DESCRIPTION_CHARS = 1024;
/** Longest path given to `read`. */
const MAX_PATH_CHARS = 1000;

/** A skill offered to the model. */
export interface Skill {
  name: string;
  description: string;
  /** Its folder, as a repository path: `.agents/skills/<name>`. */
  folder: string;
}

/** A file of a skill (its text) or one of its folders (a line per entry, `name/` for a folder). */
export interface SkillFile {
  /** The repository path read. */
  path: string;
  kind: "file" | "folder";
  text: string;
}

/** The skills of one run, and the one way to read their files. */
export interface SkillCatalog {
  /** In the order they were found: by root, then by folder name. */
  skills: readonly Skill[];
  /** Where they were read from: "the base branch at abc123def456" or "the workspace". */
  from: string;
  /**
   * The skill `name`'s file at `path`, relative to its folder (SKILL.md when absent), as it was
   * when the skills were found: from the same commit, or from the copy taken before the agent
   * ran. An absolute path, a `..` segment, an unknown skill, a link, a binary file or one over
   * 256 KB is a failure saying so. Never throws.
   */
  read(name: string, path?: string): Promise<Result<SkillFile>>;
}

/** What skills are read with: the checkout, and for a pull request its base through the API. */
export type SkillSource = Pick<TrustedFileSource, "workspace" | "client" | "pull">;

/**
 * The trusted branch's skills: for a pull request trigger, from its base commit through the
 * contents API (never from the checked-out head; without `client` and `pull`, none); otherwise
 * from the workspace, every file of each skill copied into memory now, so what the agent does to
 * the workspace later changes nothing. A folder that is not a valid skill, and a second skill of
 * one name, are left out with one line to `log` each. Never throws.
 */
export async function findSkills(
  trigger: Trigger,
  source: SkillSource,
  log: (line: string) => void,
): Promise<SkillCatalog> {
  const tree = await treeFor(trigger, source, log);
  if (tree === undefined) return catalogOf({ from: "nowhere", skills: [], texts: new Map(), tree });
  const candidates = await candidateFolders(tree, log);
  const files = await inOrder(candidates, CONCURRENT_READS, (folder) => tree.file(`${folder}/SKILL.md`));
  const skills: Skill[] = [];
  const texts = new Map<string, string>();
  for (const [index, folder] of candidates.entries()) {
    const file = files[index];
    if (file === undefined || (!file.ok && file.missing)) continue;
    const skillFile = `${folder}/SKILL.md`;
    if (!file.ok) {
      log(`${skillFile} is not offered as a skill: ${file.error}`);
      continue;
    }
    const skill = parseSkill(file.value, folder);
    if (!skill.ok) {
      log(`${skillFile} is not offered as a skill: ${skill.error}`);
      continue;
    }
    const first = skills.find((s) => s.name === skill.value.name);
    if (first) {
      log(`${skillFile} is not offered: the skill "${first.name}" of ${first.folder} came first`);
      continue;
    }
    if (skills.length === MAX_SKILLS) {
      log(`${skillFile} is not offered: ${MAX_SKILLS} skills are the most offered in one run`);
      continue;
    }
    const kept = await tree.keep(folder, file.value);
    if (!kept.ok) {
      log(`${skillFile} is not offered as a skill: ${kept.error}`);
      continue;
    }
    skills.push(skill.value);
    texts.set(skill.value.name, file.value);
  }
  return catalogOf({ from: tree.from, skills, texts, tree });
}

async function treeFor(
  trigger: Trigger,
  source: SkillSource,
  log: (line: string) => void,
): Promise<SkillTree | undefined> {
  if (!isPullRequestTrigger(trigger)) return workspaceTree(source.workspace, log);
  const pull = await source.pull;
  if (source.client && pull) return baseTree(source.client, trigger.repo, pull.baseSha, log);
  log("skills were not read: the pull request was not given, so its base branch could not be");
  return undefined;
}

/** Each root's sub-folders, roots in order, at most MAX_CANDIDATES in all. */
async function candidateFolders(tree: SkillTree, log: (line: string) => void): Promise<string[]> {
  const listed = await Promise.all(SKILL_ROOTS.map((root) => tree.folders(root)));
  const folders: string[] = [];
  for (const [index, root] of SKILL_ROOTS.entries()) {
    const names = listed[index];
    if (names === undefined) continue;
    if (!names.ok) log(`skills under ${root} were not read: ${names.error}`);
    else folders.push(...names.value.map((name) => `${root}/${name}`));
  }
  if (folders.length > MAX_CANDIDATES)
    log(`${folders.length} skill folders found; only the first ${MAX_CANDIDATES} were looked at`);
  return folders.slice(0, MAX_CANDIDATES);
}

/** `work` over `items`, at most `limit` at a time, the answers in the items' order. */
async function inOrder<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const answers: R[] = new Array(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let index = next++; index < items.length; index = next++) {
      answers[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return answers;
}

/**
 * The skill a SKILL.md describes: its front matter (YAML between a first line `---` and the
 * next line `---`) must give a `name` that is the folder's own and a short `description`.
 */
export function parseSkill(text: string, folder: string): Result<Skill> {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  if (lines[0]?.trimEnd() !== "---") return fail("it does not start with front matter (a line ---)");
  const end = lines.findIndex((line, index) => index > 0 && line.trimEnd() === "---");
  if (end === -1) return fail("its front matter has no closing line ---");
  const document = parseDocument(lines.slice(1, end).join("\n"), { logLevel: "error" });
  const problem = document.errors[0];
  if (problem) return fail(`its front matter is not valid YAML: ${firstLine(problem.message)}`);
  let value: unknown;
  try {
    value = document.toJS({ maxAliasCount: 50 });
  } catch (error) {
    return fail(`its front matter is not valid YAML: ${firstLine((error as Error).message)}`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return fail("its front matter is not a mapping of fields");
  const { name, description } = value as Record<string, unknown>;
  const folderName = folder.slice(folder.lastIndexOf("/") + 1);
  if (name === undefined || name === null) return fail("its front matter has no name");
  if (typeof name !== "string") return fail(`its name is a ${typeName(name)}, not a string`);
  if (name.length > MAX_NAME_CHARS || !SKILL_NAME.test(name))
    return fail(
      `its name ${JSON.stringify(clipLine(name, 80))} is not lowercase letters, digits and single hyphens of at most ${MAX_NAME_CHARS} characters`,
    );
  if (name !== folderName) return fail(`its name "${name}" is not its folder's name "${folderName}"`);
  if (description === undefined || description === null) return fail("its front matter has no description");
  if (typeof description !== "string")
    return fail(`its description is a ${typeName(description)}, not a string`);
  if (description.trim() === "") return fail("its description is empty");
  if (description.length > MAX_DESCRIPTION_CHARS)
    return fail(
      `its description is ${description.length} characters long, more than ${MAX_DESCRIPTION_CHARS}`,
    );
  return ok({ name, description, folder });
}

function typeName(value: unknown): string {
  return Array.isArray(value) ? "list" : typeof value === "object" ? "mapping" : typeof value;
}

function firstLine(message: string): string {
  return clipLine(message.split("\n")[0] ?? "", 200);
}

interface CatalogParts {
  from: string;
  skills: Skill[];
  /** Each skill's SKILL.md as it was validated, by name. */
  texts: Map<string, string>;
  tree: SkillTree | undefined;
}

function catalogOf({ from, skills, texts, tree }: CatalogParts): SkillCatalog {
  const byName = new Map(skills.map((skill) => [skill.name, skill]));
  return {
    skills,
    from,
    async read(name, path) {
      const skill = byName.get(name);
      if (skill === undefined || tree === undefined) return fail(unknownSkill(name, skills));
      const relative = insideFolder(path ?? "SKILL.md");
      if (!relative.ok) return relative;
      const at = relative.value === "" ? skill.folder : `${skill.folder}/${relative.value}`;
      const text = texts.get(name);
      if (relative.value === "SKILL.md" && text !== undefined) return ok({ path: at, kind: "file", text });
      try {
        const entry = await tree.read(at);
        if (!entry.ok)
          return fail(entry.missing ? `the skill "${name}" has no ${relative.value} (${at})` : entry.error);
        return ok(
          entry.value.kind === "file"
            ? { path: at, kind: "file", text: entry.value.text }
            : { path: at, kind: "folder", text: entry.value.entries.join("\n") },
        );
      } catch (error) {
        return fail(`${at} could not be read: ${(error as Error).message}`);
      }
    },
  };
}

function unknownSkill(name: string, skills: readonly Skill[]): string {
  const asked = JSON.stringify(clipLine(stripInvisible(name), 80));
  if (skills.length === 0) return `there is no skill ${asked}: this repository offers no skills`;
  return `there is no skill ${asked}; the skills are: ${skills.map((s) => s.name).join(", ")}`;
}

/**
 * `path` as a path inside a skill's folder, `/`-separated with no `.` or empty segments (`""`
 * for the folder itself); an absolute path, a `..` segment, a backslash or a NUL is refused.
 */
function insideFolder(path: string): Result<string> {
  const shown = JSON.stringify(clipLine(stripInvisible(path), 120));
  if (path.length > MAX_PATH_CHARS) return fail(`the path is longer than ${MAX_PATH_CHARS} characters`);
  if (path.includes("\0")) return fail(`the path ${shown} holds a NUL character`);
  if (path.includes("\\")) return fail(`the path ${shown} holds a backslash: separate folders with /`);
  if (path.startsWith("/") || /^[A-Za-z]:/.test(path))
    return fail(`the path ${shown} is absolute: give it relative to the skill's folder`);
  const segments = path.split("/").filter((segment) => segment !== "" && segment !== ".");
  if (segments.includes(".."))
    return fail(`the path ${shown} has a .. segment: paths stay inside the skill's folder`);
  return ok(segments.join("/"));
}

/** Skills described in the system prompt; the rest are named by `read_skill`. */
const MAX_PROMPT_SKILLS = 50;
/** Characters of the whole section. */
const MAX_SECTION_CHARS = 6000;
/** Characters of one description in the prompt. */
const MAX_PROMPT_DESCRIPTION_CHARS = 300;

/**
 * The system prompt's section on skills: what they are, that `read_skill` reads them, and one
 * line per skill (`- name: description`, the description on one line without invisible
 * characters, at most 300 characters), at most 50 skills and 6,000 characters, then how many were
 * left out. `""` when there are no skills.
 */
export function skillsSection(catalog: SkillCatalog): string {
  if (catalog.skills.length === 0) return "";
  const intro =
    `Skills: the repository's maintainers wrote instructions for particular kinds of task as skills (read from ${catalog.from}). ` +
    "When your task fits a skill's description, call read_skill with its name to read its SKILL.md before you start, " +
    "and read_skill with a path for the files it points to.";
  const lines: string[] = [];
  // Room for the line saying how many were left out, so the section stays within its bound.
  let room = MAX_SECTION_CHARS - intro.length - 200;
  for (const skill of catalog.skills.slice(0, MAX_PROMPT_SKILLS)) {
    const line = `- ${skill.name}: ${clipLine(stripInvisible(skill.description), MAX_PROMPT_DESCRIPTION_CHARS)}`;
    if (line.length + 1 > room) break;
    lines.push(line);
    room -= line.length + 1;
  }
  const left = catalog.skills.length - lines.length;
  if (left > 0)
    lines.push(
      `…and ${left} more skills not described here; read_skill with a name that is not listed answers with every skill's name.`,
    );
  return `${intro}\n\n${lines.join("\n")}`;
}
