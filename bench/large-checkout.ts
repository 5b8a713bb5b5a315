/**
 * A large checkout, built by the benchmark so every machine measures the same tree: 25,000
 * committed files in about 6,500 folders (a monorepo of the size of babel's), nested `.gitignore`
 * files, and an ignored `node_modules/` of 5,000 files the tools must not walk. The text is
 * deterministic. `NEEDLE_<n>` appears in one file in 500 (a rare match); `export function`
 * in every source file (a common one).
 */
import { execFileSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

export interface LargeCheckout {
  root: string;
  /** Committed files (the ignored ones not counted). */
  files: number;
  folders: number;
}

const PACKAGES = 125;
const SUBFOLDERS = 10;
const LEAVES = 4;
const FILES_PER_LEAF = 5;
const IGNORED_FILES = 5_000;
const EXTENSIONS = ["ts", "ts", "js", "json", "md"] as const;

function sourceText(n: number, extension: string): string {
  if (extension === "json")
    return `${JSON.stringify({ name: `file-${n}`, version: `1.${n % 17}.0` }, null, 2)}\n`;
  if (extension === "md") return `# Notes ${n}\n\nThis folder holds part ${n % 97} of the fixture.\n`;
  const lines = [
    `// File ${n}: generated for the benchmark.`,
    `import { helper${n % 50} } from "./shared";`,
    "",
  ];
  for (let i = 0; i < 12; i++) {
    lines.push(`export function handler${n}_${i}(value: number): number {`);
    lines.push(`  return helper${(n + i) % 50}(value * ${i + 1});`);
    lines.push("}");
  }
  if (n % 500 === 0) lines.push(`export const NEEDLE_${n} = "found";`);
  return `${lines.join("\n")}\n`;
}

/** Builds the checkout in `root` (an empty or missing folder), committed, and says what it holds. */
export async function buildLargeCheckout(root: string): Promise<LargeCheckout> {
  await mkdir(root, { recursive: true });
  let n = 0;
  let folders = 0;
  for (let p = 0; p < PACKAGES; p++) {
    const pkg = path.join(root, "packages", `pkg-${p}`);
    await mkdir(pkg, { recursive: true });
    folders += 2;
    await writeFile(path.join(pkg, ".gitignore"), "*.log\nbuild/\n");
    for (let a = 0; a < SUBFOLDERS; a++) {
      folders++;
      for (let b = 0; b < LEAVES; b++) {
        const leaf = path.join(pkg, "src", `area-${a}`, `part-${b}`);
        await mkdir(leaf, { recursive: true });
        folders++;
        const writes: Promise<void>[] = [];
        for (let f = 0; f < FILES_PER_LEAF; f++) {
          const extension = EXTENSIONS[f % EXTENSIONS.length] as string;
          writes.push(writeFile(path.join(leaf, `file-${n}.${extension}`), sourceText(n, extension)));
          n++;
        }
        await Promise.all(writes);
      }
    }
  }
  await writeFile(path.join(root, ".gitignore"), "node_modules/\n*.log\n");
  const ignored = path.join(root, "node_modules", "dep", "lib");
  await mkdir(ignored, { recursive: true });
  for (let i = 0; i < IGNORED_FILES; i += 100) {
    await Promise.all(
      Array.from({ length: 100 }, (_, j) =>
        writeFile(path.join(ignored, `mod-${i + j}.ts`), sourceText(i + j, "ts")),
      ),
    );
  }
  const git = (...args: string[]) => execFileSync("git", args, { cwd: root, stdio: "ignore" });
  git("init", "-q", "-b", "main");
  // No automatic repacking in the background: it would skew the timings and the clean-up.
  git("config", "gc.auto", "0");
  git("add", ".");
  git("-c", "user.name=bench", "-c", "user.email=bench@example.com", "commit", "-qm", "large checkout");
  return { root, files: n + PACKAGES + 1, folders };
}
