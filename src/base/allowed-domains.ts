import { isIP } from "node:net";
import { domainToASCII } from "node:url";
import { fail, ok, type Result } from "./result.js";

/**
 * `allowed-domains` (DESIGN section 4b): the hosts the agent's commands may reach and published
 * text may link to. Defined once here: the network's proxy and the text neutraliser read it.
 */

/** The word of the input that stands for `DEFAULT_DOMAINS`. */
export const DEFAULTS_WORD = "defaults";

/**
 * The hosts `defaults` stands for, besides the GitHub server's own host: GitHub's hosts and the
 * public registries of the common ecosystems. Each covers its subdomains, so the list names
 * registrable domains where a registry spreads over several hosts (`githubusercontent.com`).
 */
export const DEFAULT_DOMAINS: readonly string[] = [
  // GitHub: the site and its API, raw files and release downloads, assets, the container registry.
  "github.com",
  "githubusercontent.com",
  "githubassets.com",
  "ghcr.io",
  // npm and Yarn
  "registry.npmjs.org",
  "registry.yarnpkg.com",
  // PyPI
  "pypi.org",
  "files.pythonhosted.org",
  // Rust
  "crates.io",
  // The Go module proxy and checksum database
  "proxy.golang.org",
  "sum.golang.org",
  // Maven Central
  "repo.maven.apache.org",
  "repo1.maven.org",
  // RubyGems
  "rubygems.org",
  // NuGet
  "nuget.org",
  "api.nuget.org",
  // Debian and Ubuntu archives
  "deb.debian.org",
  "security.debian.org",
  "archive.ubuntu.com",
  "security.ubuntu.com",
  "ports.ubuntu.com",
];

/** One label of a host name, in its ASCII (punycode) form. */
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * Parses the input: host names (comma-, space- or newline-separated; `example.com` covers its
 * subdomains) and the word `defaults`, expanded in place. Names are lower-cased, a trailing dot
 * dropped, and international names given in their ASCII form; repeats are dropped. Empty: no
 * host but the GitHub server's. Throws nothing: a failure names the first bad entry and the fix.
 */
export function parseAllowedDomains(value: string): Result<string[]> {
  const hosts = new Set<string>();
  for (const entry of value.split(/[\s,]+/).filter((part) => part !== "")) {
    if (entry.toLowerCase() === DEFAULTS_WORD) {
      for (const host of DEFAULT_DOMAINS) hosts.add(host);
      continue;
    }
    const host = hostEntry(entry);
    if (!host.ok) return host;
    hosts.add(host.value);
  }
  return ok([...hosts]);
}

/** One entry as a host name, or why it is not one (schemes, paths, ports, wildcards, addresses). */
function hostEntry(entry: string): Result<string> {
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(entry);
  if (scheme) {
    return fail(
      `"${entry}" is an address, not a host name: write the host alone, like ${bare(scheme[1] ?? "")}`,
    );
  }
  if (entry.includes("*")) {
    const domain = entry.replace(/^[*.]+/, "");
    const suggested = domain === "" || domain.includes("*") ? "the domain" : domain;
    return fail(`"${entry}" has a wildcard: write ${suggested}, which covers its subdomains`);
  }
  if (/[/?#]/.test(entry)) {
    return fail(`"${entry}" has a path: write the host alone, like ${bare(entry.split(/[/?#]/)[0] ?? "")}`);
  }
  const address = normalHost(entry);
  if (isIP(address) !== 0 || isIP(domainToASCII(address)) !== 0) {
    return fail(`"${entry}" is an IP address: name the host instead (addresses are never allowed)`);
  }
  if (/:\d*$/.test(entry)) {
    return fail(`"${entry}" has a port: write the host alone, like ${bare(entry)}`);
  }
  const ascii = domainToASCII(entry).replace(/\.$/, "");
  const labels = ascii.split(".");
  if (ascii === "" || !labels.every((label) => LABEL.test(label))) {
    return fail(`"${entry}" is not a host name (like example.com)`);
  }
  if (labels.length < 2) {
    return fail(
      `"${entry}" is a single name, which would cover every host under it: name a domain, like example.com`,
    );
  }
  return ok(ascii);
}

/** The host of `authority` (user, port and brackets dropped), for a suggestion. */
function bare(authority: string): string {
  const host = authority.replace(/^.*@/, "").replace(/:\d*$/, "");
  return host.toLowerCase() || "example.com";
}

/**
 * Whether `host` (as a URL's `hostname` gives it; a port is ignored) is allowed: the GitHub
 * server's host or one of `domains`, exactly or as a subdomain. An IP address only ever matches
 * the server's host exactly, as `domains` holds no addresses.
 */
export function hostAllowed(host: string, domains: readonly string[], serverHost: string): boolean {
  const name = normalHost(host);
  if (name === "") return false;
  return [normalHost(serverHost), ...domains].some(
    (domain) => domain !== "" && (name === domain || (isIP(name) === 0 && name.endsWith(`.${domain}`))),
  );
}

/** Lower case, no trailing dot, no port, no IPv6 brackets. */
function normalHost(host: string): string {
  const trimmed = host.trim().toLowerCase();
  const bracketed = /^\[([^\]]*)\](?::\d*)?$/.exec(trimmed);
  if (bracketed) return bracketed[1] ?? "";
  if (isIP(trimmed) === 6) return trimmed;
  return trimmed.replace(/:\d*$/, "").replace(/\.$/, "");
}
