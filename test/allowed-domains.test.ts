import { describe, expect, it } from "vitest";
import { DEFAULT_DOMAINS, hostAllowed, parseAllowedDomains } from "../src/base/allowed-domains.js";

/**
 * `allowed-domains`: host names and the word `defaults`, as the network's proxy and the text
 * neutraliser read them. An entry the proxy could not honour as written is refused with the fix.
 */

function hosts(value: string): string[] {
  const result = parseAllowedDomains(value);
  if (!result.ok) throw new Error(`expected hosts, got: ${result.error}`);
  return result.value;
}

function refusal(value: string): string {
  const result = parseAllowedDomains(value);
  if (result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(result.value)}`);
  return result.error;
}

describe("parseAllowedDomains", () => {
  it("expands defaults to GitHub's hosts and the public registries of the common ecosystems", () => {
    expect(hosts("defaults")).toEqual(DEFAULT_DOMAINS);
    for (const host of [
      "github.com",
      "githubusercontent.com",
      "ghcr.io",
      "registry.npmjs.org",
      "pypi.org",
      "files.pythonhosted.org",
      "crates.io",
      "proxy.golang.org",
      "repo1.maven.org",
      "rubygems.org",
      "api.nuget.org",
      "deb.debian.org",
      "archive.ubuntu.com",
    ]) {
      expect(DEFAULT_DOMAINS).toContain(host);
    }
  });

  it("takes host names comma-, space- or newline-separated, next to defaults, lower-cased and without repeats", () => {
    expect(hosts("defaults, docs.example.com\nEXAMPLE.org  github.com example.org.")).toEqual([
      ...DEFAULT_DOMAINS,
      "docs.example.com",
      "example.org",
    ]);
  });

  it("gives an international name in the ASCII form a URL's host has", () => {
    expect(hosts("bücher.de")).toEqual(["xn--bcher-kva.de"]);
  });

  it("allows nothing but the GitHub server when empty", () => {
    expect(hosts("")).toEqual([]);
    expect(hosts(" , \n")).toEqual([]);
  });

  it.each([
    [
      "https://example.com/x",
      '"https://example.com/x" is an address, not a host name: write the host alone, like example.com',
    ],
    ["*.example.com", '"*.example.com" has a wildcard: write example.com, which covers its subdomains'],
    ["example.com/packages", '"example.com/packages" has a path: write the host alone, like example.com'],
    ["example.com:8443", '"example.com:8443" has a port: write the host alone, like example.com'],
    ["10.0.0.1", '"10.0.0.1" is an IP address: name the host instead (addresses are never allowed)'],
    ["[::1]", '"[::1]" is an IP address: name the host instead (addresses are never allowed)'],
    ["fe80::1", '"fe80::1" is an IP address: name the host instead (addresses are never allowed)'],
    ["127.1", '"127.1" is an IP address: name the host instead (addresses are never allowed)'],
    ["com", '"com" is a single name, which would cover every host under it: name a domain, like example.com'],
    ["exa_mple.com", '"exa_mple.com" is not a host name (like example.com)'],
    ["-bad.example.com", '"-bad.example.com" is not a host name (like example.com)'],
  ])("refuses %j, saying what to write", (entry, message) => {
    expect(refusal(`defaults, ${entry}`)).toBe(message);
  });
});

describe("hostAllowed", () => {
  const domains = hosts("defaults, example.org");

  it("allows a listed host and its subdomains, but not a name that merely ends the same way", () => {
    expect(hostAllowed("example.org", domains, "github.com")).toBe(true);
    expect(hostAllowed("cdn.example.org", domains, "github.com")).toBe(true);
    expect(hostAllowed("raw.githubusercontent.com", domains, "github.com")).toBe(true);
    expect(hostAllowed("badexample.org", domains, "github.com")).toBe(false);
    expect(hostAllowed("example.org.evil.test", domains, "github.com")).toBe(false);
    expect(hostAllowed("webhook.site", domains, "github.com")).toBe(false);
  });

  it("always allows the GitHub server and its subdomains, even with no domains", () => {
    expect(hostAllowed("ghe.corp.example", [], "ghe.corp.example")).toBe(true);
    expect(hostAllowed("media.ghe.corp.example", [], "ghe.corp.example")).toBe(true);
    expect(hostAllowed("github.com", [], "ghe.corp.example")).toBe(false);
  });

  it("ignores case, a trailing dot and a port", () => {
    expect(hostAllowed("CDN.Example.ORG.", domains, "github.com")).toBe(true);
    expect(hostAllowed("example.org:8080", domains, "github.com")).toBe(true);
  });

  it("never allows an IP address, unless it is the server itself", () => {
    expect(hostAllowed("127.0.0.1", domains, "github.com")).toBe(false);
    expect(hostAllowed("[::1]", domains, "github.com")).toBe(false);
    expect(hostAllowed("10.1.2.3", [], "10.1.2.3")).toBe(true);
    expect(hostAllowed("", domains, "github.com")).toBe(false);
  });
});
