import { realpath } from "node:fs/promises";
import { type Exec, firstLine, rootExec } from "../sandbox/exec.js";
import type { Capabilities } from "../sandbox/probe.js";
import { type Firewall, findFirewall } from "./firewall.js";
import { AllowlistProxy, type Refusal, type RefusedHost, type Resolve } from "./proxy.js";

/**
 * The network allowlist of the agent's side (DESIGN section 4b): the proxy (proxy.ts), the kernel
 * rule that leaves the sandbox user no other way out (firewall.ts), and what commands are told.
 * `restrictNetwork` sets it all up or says why it cannot; `NetworkGuard.end` takes it all down.
 */

/** `network`: `allowlist` (the default) or `open`. */
export type NetworkMode = "allowlist" | "open";

/**
 * Sockets through which a local service resolves names for any user: D-Bus (systemd-resolved's
 * `ResolveHostname`), resolved's own varlink socket and nscd. A name looked up through them leaves
 * the machine as the service, not as the sandbox user, so the kernel rule would not see it: the
 * user is denied them by an ACL entry for the run.
 */
export const RESOLVER_SOCKETS: readonly string[] = [
  "/run/dbus/system_bus_socket",
  "/run/systemd/resolve/io.systemd.Resolve",
  "/run/nscd/socket",
];

export interface NetworkOptions {
  mode: NetworkMode;
  /** `allowed-domains`, expanded. */
  domains: readonly string[];
  /** The GitHub server's host. */
  serverHost: string;
  /** The sandbox user whose connections are ruled; undefined when commands run as the action's user. */
  user: { uid: number } | undefined;
  /** What this machine allows (root or sudo), as the sandbox found it. */
  capabilities: Pick<Capabilities, "privilege" | "programs">;
  /** The run's marker (hexadecimal): in the rules' names, and in the post step's record. */
  marker: string;
  /** Told before the rules are added, with what the post step needs to remove them. */
  remember: (record: NetworkRecord) => void;
  /** Told once for each host, at its first refusal. */
  onRefused?: (refusal: Refusal) => void;
  /** The firewall to use, by name; default the first this machine has (tests pick each). */
  firewall?: string;
  /** Default `RESOLVER_SOCKETS` (tests name sockets of their own). */
  resolverSockets?: readonly string[];
  resolve?: Resolve;
}

/** What the post step needs to take a run's rules away. */
export interface NetworkRecord {
  firewall: string;
  marker: string;
}

/** The allowlist could not be enforced: `note` says why (none when `network: open` asked for it). */
export interface OpenNetwork {
  restricted: false;
  note?: string;
}

export type NetworkResult = { restricted: true; guard: NetworkGuard } | OpenNetwork;

/**
 * Sets the allowlist up for `options.user`: the proxy on loopback, then the kernel's rules, then
 * the resolver sockets denied. Never throws: where it cannot be enforced the answer says why,
 * and nothing is left behind.
 */
export async function restrictNetwork(options: NetworkOptions): Promise<NetworkResult> {
  if (options.mode === "open") return { restricted: false };
  const { user, capabilities } = options;
  if (!user) {
    return {
      restricted: false,
      note: "tool commands run as the action's own user (the sandbox is off), whose connections the kernel cannot tell from the action's",
    };
  }
  if (capabilities.privilege === "none")
    return { restricted: false, note: "the action is neither root nor has passwordless sudo" };
  const exec = rootExec(capabilities.privilege, capabilities.programs.sudo);
  const firewall = findFirewall(exec, options.firewall);
  if (typeof firewall === "string") return { restricted: false, note: firewall };
  let proxy: AllowlistProxy;
  try {
    proxy = await AllowlistProxy.start({
      domains: options.domains,
      serverHost: options.serverHost,
      ...(options.onRefused ? { onRefused: options.onRefused } : {}),
      ...(options.resolve ? { resolve: options.resolve } : {}),
    });
  } catch (error) {
    return {
      restricted: false,
      note: `the proxy could not listen on 127.0.0.1: ${(error as Error).message}`,
    };
  }
  options.remember({ firewall: firewall.name, marker: options.marker });
  const added = await firewall.add({ uid: user.uid, port: proxy.port, marker: options.marker });
  if (!added.ok) {
    await proxy.close();
    return { restricted: false, note: added.error };
  }
  const denied = await denySockets(options.resolverSockets ?? RESOLVER_SOCKETS, user.uid, exec, capabilities);
  return { restricted: true, guard: new NetworkGuard(proxy, firewall, options.marker, denied, exec) };
}

/** What a restricted network holds, and its end. */
export class NetworkGuard {
  private ended: Promise<string | undefined> | undefined;

  constructor(
    private readonly proxy: AllowlistProxy,
    private readonly firewall: Firewall,
    private readonly marker: string,
    /** The commands that give the resolver sockets back. */
    private readonly undo: readonly (readonly string[])[],
    private readonly exec: Exec,
  ) {}

  /** The proxy's port on 127.0.0.1. */
  get port(): number {
    return this.proxy.port;
  }

  /** What commands are told: the proxy for every tool that reads one (see `proxyVariables`). */
  get env(): Record<string, string> {
    return proxyVariables(this.proxy.port);
  }

  /** The hosts refused so far. */
  refused(): { hosts: RefusedHost[]; others: number } {
    return this.proxy.refused();
  }

  /** Closes the proxy alone: the rules stay, and reach nothing but a closed port. */
  async closeProxy(): Promise<undefined> {
    await this.proxy.close();
    return undefined;
  }

  /**
   * Removes the rules, gives the sockets back and closes the proxy: call once the user's processes
   * are gone. Returns why the rules could not be removed, or undefined. Idempotent; never throws.
   */
  end(): Promise<string | undefined> {
    this.ended ??= (async () => {
      const problem = await this.firewall.remove(this.marker);
      for (const argv of this.undo) await this.exec(argv);
      await this.proxy.close();
      return problem === undefined ? undefined : `could not remove the network rules: ${problem}`;
    })();
    return this.ended;
  }
}

/**
 * The variables through which commands find the proxy: the usual four (curl, git, pip, Python,
 * Go, Cargo and most others read them), `ALL_PROXY`, a `NO_PROXY` that exempts nothing, npm's,
 * Yarn's, pip's and Cargo's own settings (which a repository's configuration files could
 * otherwise point elsewhere), and Node's switch that makes `fetch` and `http` honour them.
 * A tool that ignores them fails to connect, which is the point.
 */
export function proxyVariables(port: number): Record<string, string> {
  const url = `http://127.0.0.1:${port}`;
  return {
    HTTP_PROXY: url,
    HTTPS_PROXY: url,
    http_proxy: url,
    https_proxy: url,
    ALL_PROXY: url,
    all_proxy: url,
    NO_PROXY: "",
    no_proxy: "",
    npm_config_proxy: url,
    npm_config_https_proxy: url,
    npm_config_noproxy: "",
    YARN_HTTP_PROXY: url,
    YARN_HTTPS_PROXY: url,
    PIP_PROXY: url,
    CARGO_HTTP_PROXY: url,
    NODE_USE_ENV_PROXY: "1",
  };
}

/**
 * Denies `uid` each of `sockets` that exists, with an ACL entry (connecting to a socket needs
 * write access to it); returns the commands that take the entries away. Without setfacl, or on a
 * file system without ACLs, a socket stays reachable: changing its mode would cut every user off.
 */
async function denySockets(
  sockets: readonly string[],
  uid: number,
  exec: Exec,
  capabilities: Pick<Capabilities, "programs">,
): Promise<string[][]> {
  const setfacl = capabilities.programs.setfacl;
  if (!setfacl) return [];
  const undo: string[][] = [];
  for (const socket of sockets) {
    const real = await realpath(socket).catch(() => undefined);
    if (!real) continue;
    const denied = await exec([setfacl, "-m", `u:${uid}:---`, "--", real]);
    if (denied.ok) undo.push([setfacl, "-x", `u:${uid}`, "--", real]);
    else process.emitWarning(`could not deny ${real}: ${firstLine(denied.stderr)}`);
  }
  return undo;
}

/**
 * Removes the rules of a run the main step could not end (the post step): `record` as
 * `NetworkOptions.remember` was told. Why it could not, or undefined. Never throws.
 */
export async function removeNetworkRules(
  record: NetworkRecord,
  capabilities: Pick<Capabilities, "privilege" | "programs">,
): Promise<string | undefined> {
  if (!/^[0-9a-f]{1,16}$/.test(record.marker)) return `the recorded marker "${record.marker}" is not one`;
  if (capabilities.privilege === "none") return "the post step is neither root nor has passwordless sudo";
  const firewall = findFirewall(
    rootExec(capabilities.privilege, capabilities.programs.sudo),
    record.firewall,
  );
  if (typeof firewall === "string") return firewall;
  return firewall.remove(record.marker);
}

export type { Refusal, RefusedHost } from "./proxy.js";
