import { fail, ok, type Result } from "../base/result.js";
import { type Exec, firstLine } from "../sandbox/exec.js";
import { findProgram } from "../sandbox/probe.js";

/**
 * The kernel's half of the network allowlist (DESIGN section 4b): for one user, every outgoing
 * connection and datagram, IPv4 and IPv6, is refused, except TCP to the proxy's port on
 * 127.0.0.1. DNS included: the user has no resolver of its own, the proxy resolves for it.
 *
 * The rules are one run's own: they match the run's own user, and carry the run's marker in their
 * names (a chain `repo-agent-<marker>`, or a table `repo_agent_<marker>`), so that two runs on one
 * machine never touch each other's rules and the post step finds them by the marker alone. Each
 * backend applies its rules in one transaction (`iptables-restore --noflush`, `nft -f -`), so a
 * half-added set never exists. Backends are registered in `FIREWALLS`, tried in order: the first
 * whose programs this machine has is used.
 */

/** What one run's rules say: whose connections, the proxy's port, and the run's marker. */
export interface NetworkRule {
  uid: number;
  port: number;
  /** Hexadecimal, at most 16 characters (chain names are at most 28). */
  marker: string;
}

export interface Firewall {
  /** The backend's name, recorded for the post step. */
  readonly name: string;
  /** Adds the rules, all or none. */
  add(rule: NetworkRule): Promise<Result<void>>;
  /** Removes every rule carrying `marker`; why it could not, or undefined. Missing rules are no problem. */
  remove(marker: string): Promise<string | undefined>;
}

interface Backend {
  name: string;
  /** The programs it needs, found in the system folders only (never the action's PATH). */
  programs: readonly string[];
  make(exec: Exec, paths: Record<string, string>): Firewall;
}

const MARKER = /^[0-9a-f]{1,16}$/;

/** The iptables chain of a run. */
function chainOf(marker: string): string {
  return `repo-agent-${marker}`;
}

/**
 * iptables and ip6tables (either backend of them: legacy or nf_tables). A chain of the run's own
 * holds the rules; one jump at the top of `OUTPUT`, matched by owner, leads there.
 */
const iptables: Backend = {
  name: "iptables",
  programs: ["iptables-save", "iptables-restore", "ip6tables-save", "ip6tables-restore"],
  make(exec, paths) {
    const families = [
      { save: paths["iptables-save"] ?? "", restore: paths["iptables-restore"] ?? "", v6: false },
      { save: paths["ip6tables-save"] ?? "", restore: paths["ip6tables-restore"] ?? "", v6: true },
    ];
    // Both families side by side, here and in `add`: each program waits for the xtables lock
    // (`-w`) where its backend has one.
    const removeFrom = async (family: (typeof families)[number], marker: string) => {
      const saved = await exec([family.save, "-t", "filter"]);
      if (!saved.ok) return `${family.save}: ${firstLine(saved.stderr)}`;
      const lines = undoLines(saved.stdout, chainOf(marker));
      if (lines.length === 0) return undefined;
      const undone = await exec(
        [family.restore, "-w", "--noflush"],
        `*filter\n${lines.join("\n")}\nCOMMIT\n`,
      );
      return undone.ok ? undefined : `${family.restore}: ${firstLine(undone.stderr)}`;
    };
    const remove = async (marker: string) => {
      const problems = await Promise.all(families.map((family) => removeFrom(family, marker)));
      return problems.filter(Boolean).join("; ") || undefined;
    };
    return {
      name: "iptables",
      async add(rule) {
        const added = await Promise.all(
          families.map(async (family) => ({
            family,
            done: await exec([family.restore, "-w", "--noflush"], iptablesRules(rule, family.v6)),
          })),
        );
        const refused = added.find(({ done }) => !done.ok);
        if (!refused) return ok(undefined);
        await remove(rule.marker);
        return fail(`${refused.family.restore} refused the rules: ${firstLine(refused.done.stderr)}`);
      },
      remove,
    };
  },
};

/** The `iptables-restore` input that adds a run's rules for one family. */
function iptablesRules({ uid, port, marker }: NetworkRule, v6: boolean): string {
  const chain = chainOf(marker);
  return [
    "*filter",
    `:${chain} - [0:0]`,
    // IPv6 has no exception: the proxy listens on 127.0.0.1 only.
    ...(v6 ? [] : [`-A ${chain} -d 127.0.0.1/32 -o lo -p tcp -m tcp --dport ${port} -j ACCEPT`]),
    `-A ${chain} -p tcp -j REJECT --reject-with tcp-reset`,
    `-A ${chain} -j REJECT --reject-with ${v6 ? "icmp6-port-unreachable" : "icmp-port-unreachable"}`,
    `-I OUTPUT 1 -m owner --uid-owner ${uid} -m comment --comment repo-agent:${marker} -j ${chain}`,
    "COMMIT",
    "",
  ].join("\n");
}

/** The `iptables-restore` lines that take `chain` and every jump to it out of a saved filter table. */
export function undoLines(saved: string, chain: string): string[] {
  const lines = saved.split("\n");
  const jumps = lines
    .filter(
      (line) => line.startsWith("-A ") && !line.startsWith(`-A ${chain} `) && line.endsWith(`-j ${chain}`),
    )
    .map((line) => `-D ${line.slice(3)}`);
  const exists = lines.includes(`:${chain} - [0:0]`) || lines.some((line) => line.startsWith(`:${chain} `));
  return [...jumps, ...(exists ? [`-F ${chain}`, `-X ${chain}`] : [])];
}

/** nftables: a table of the run's own (family `inet`: IPv4 and IPv6 at once), removed whole. */
const nft: Backend = {
  name: "nft",
  programs: ["nft"],
  make(exec, paths) {
    const program = paths.nft ?? "nft";
    const table = (marker: string) => `repo_agent_${marker}`;
    const remove = async (marker: string) => {
      const listed = await exec([program, "list", "tables"]);
      if (!listed.ok) return `${program}: ${firstLine(listed.stderr)}`;
      if (!listed.stdout.split("\n").some((line) => line.trim() === `table inet ${table(marker)}`))
        return undefined;
      const deleted = await exec([program, "delete", "table", "inet", table(marker)]);
      return deleted.ok ? undefined : `${program}: ${firstLine(deleted.stderr)}`;
    };
    return {
      name: "nft",
      async add({ uid, port, marker }) {
        const rules = [
          `table inet ${table(marker)} {`,
          "  chain output {",
          // Before the usual filter chains; an accept here does not end another table's say.
          "    type filter hook output priority -10; policy accept;",
          `    meta skuid ${uid} jump guard`,
          "  }",
          "  chain guard {",
          `    oifname "lo" ip daddr 127.0.0.1 tcp dport ${port} accept`,
          "    meta l4proto tcp reject with tcp reset",
          "    reject",
          "  }",
          "}",
          "",
        ].join("\n");
        const added = await exec([program, "-f", "-"], rules);
        return added.ok ? ok(undefined) : fail(`${program} refused the rules: ${firstLine(added.stderr)}`);
      },
      remove,
    };
  },
};

/** The backends, in the order they are tried: iptables, which every GitHub-hosted runner has, first. */
export const FIREWALLS: readonly Backend[] = [iptables, nft];

/**
 * The firewall of this machine that `exec` (a root `Exec`) can drive, by name (`name`, as
 * recorded) or the first of `FIREWALLS` whose programs are all installed; or why there is none.
 */
export function findFirewall(exec: Exec, name?: string): Firewall | string {
  for (const backend of FIREWALLS) {
    if (name !== undefined && backend.name !== name) continue;
    const paths: Record<string, string> = {};
    for (const program of backend.programs) {
      const found = findProgram(program);
      if (found) paths[program] = found;
    }
    if (Object.keys(paths).length === backend.programs.length) return backend.make(exec, paths);
  }
  return name === undefined
    ? "neither iptables nor nftables (nft) is installed"
    : `${name} is no longer installed`;
}

/** Whether `marker` can name a run's rules. */
export function validMarker(marker: string): boolean {
  return MARKER.test(marker);
}
