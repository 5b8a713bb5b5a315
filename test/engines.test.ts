import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { minVersion, satisfies } from "semver";
import { describe, expect, it } from "vitest";

/**
 * The Node versions package.json's `engines` promises, against what the packages the action and
 * the command line load at run time ask for: every package of the production dependency tree, as
 * installed in node_modules, must run on the lowest Node version we declare. A dependency that
 * moved on (content-type 3 asks for Node 22) fails here, and `npm ci` would warn EBADENGINE.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

interface Manifest {
  name: string;
  version: string;
  engines?: { node?: string };
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

function manifestAt(folder: string): Manifest {
  return JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as Manifest;
}

/** The folder Node loads package `name` from when `from` imports it: the nearest node_modules up the tree. */
function installedFolder(name: string, from: string): string | undefined {
  for (let folder = from; folder.startsWith(root); folder = dirname(folder)) {
    const candidate = join(folder, "node_modules", name);
    if (existsSync(join(candidate, "package.json"))) return candidate;
  }
  return undefined;
}

/** Every installed package reachable from package.json's `dependencies`, each folder once. */
function runtimePackages(): { folder: string; manifest: Manifest }[] {
  const seen = new Map<string, Manifest>();
  const visit = (folder: string, manifest: Manifest, top: boolean) => {
    // Peers are the parent's to install (an optional one may be missing); the rest must be there.
    const wanted = {
      ...manifest.peerDependencies,
      ...manifest.optionalDependencies,
      ...manifest.dependencies,
    };
    for (const name of Object.keys(wanted)) {
      const found = installedFolder(name, folder);
      if (!found) {
        if (top || manifest.dependencies?.[name] !== undefined) throw new Error(`${name} is not installed`);
        continue;
      }
      if (seen.has(found)) continue;
      const child = manifestAt(found);
      seen.set(found, child);
      visit(found, child, false);
    }
  };
  visit(root, manifestAt(root), true);
  return [...seen].map(([folder, manifest]) => ({ folder, manifest }));
}

const declared = manifestAt(root).engines?.node ?? "";
const lowest = minVersion(declared)?.version;
const packages = runtimePackages();

describe("the Node versions package.json declares", () => {
  it("name a lowest version, Node 20", () => {
    expect(declared).not.toBe("");
    expect(lowest).toBe("20.0.0");
  });

  it("are what every package the action and the command line load at run time asks for", () => {
    const names = packages.map(({ manifest }) => manifest.name);
    // The walk reaches deep into the tree: the HTTP client of @actions/github, and what it parses with.
    expect(names).toContain("@octokit/request");
    expect(names).toContain("content-type");
    const refusing = packages.flatMap(({ manifest }) => {
      const range = manifest.engines?.node;
      if (!range || !lowest || satisfies(lowest, range)) return [];
      return [`${manifest.name}@${manifest.version} asks for Node ${range}`];
    });
    expect(refusing, `package.json says "node": "${declared}"`).toEqual([]);
  });
});
