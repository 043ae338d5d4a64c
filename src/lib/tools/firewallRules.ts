/**
 * Firewall rules for a BigBlueButton deployment, generated from the port data
 * of the release (src/data/admin/ports.ts), so that the rules a reader copies
 * and the port tables of the same page cannot disagree.
 *
 * `firewallPlan(version, setup, tool)` gives, per host, the rules to apply,
 * the commands that undo them, and checks to run on the server and from
 * another machine; behind NAT it also gives the port forwards of the router.
 */
import { RELEASES, type DocVersion } from '../../data/versions';
import { portsFor, formatPorts, type PortRange, type PortRule } from '../../data/admin/ports';
import { EXAMPLE_HOSTNAME } from '../../data/admin/installOptions';

export const FIREWALL_TOOLS = ['ufw', 'firewalld', 'nftables', 'iptables', 'cloud'] as const;
export type FirewallTool = (typeof FIREWALL_TOOLS)[number];

export const FIREWALL_SETUPS = ['single', 'turn-host', 'nat', 'greenlight'] as const;
export type FirewallSetup = (typeof FIREWALL_SETUPS)[number];

export const TOOL_LABELS: Record<FirewallTool, string> = {
  ufw: 'UFW (Ubuntu)',
  firewalld: 'firewalld',
  nftables: 'nftables',
  iptables: 'iptables / ip6tables',
  cloud: 'Cloud security group (any provider)',
};

export const SETUP_LABELS: Record<FirewallSetup, string> = {
  single: 'Single server',
  'turn-host': 'TURN on another host',
  nat: 'Behind NAT (router or cloud gateway)',
  greenlight: 'Greenlight on the same host',
};

export type Transport = 'tcp' | 'udp';
export type HostRole = 'server' | 'turn';

/** One opened port or range for one transport on one host. */
export interface OpenPort {
  readonly host: HostRole;
  readonly transport: Transport;
  readonly ports: PortRange;
  /** Key of the port rule in the data it comes from. */
  readonly id: string;
  readonly service: string;
}

/** Public and private example addresses, as on the firewall page. */
export const EXAMPLE_PUBLIC_IP = '203.0.113.10';
export const EXAMPLE_PRIVATE_IP = '10.0.2.12';
export const EXAMPLE_TURN_HOSTNAME = 'turn.example.com';

function transportsOf(rule: PortRule): Transport[] {
  if (rule.protocol === 'TCP/UDP') return ['tcp', 'udp'];
  return [rule.protocol === 'TCP' ? 'tcp' : 'udp'];
}

/** The hosts a setup has: the TURN host only in `turn-host`. */
export function hostsOf(setup: FirewallSetup): HostRole[] {
  return setup === 'turn-host' ? ['server', 'turn'] : ['server'];
}

/**
 * Whether a port row of the data is opened in a setup. Optional rows are the
 * built-in TURN port (needed unless TURN runs on another host) and coturn's
 * default TLS port on a TURN host (not used: TURN over TLS listens on 443).
 */
function opened(rule: PortRule, setup: FirewallSetup): boolean {
  if (!rule.optional) return true;
  if (rule.role === 'server' && rule.id === 'turn-builtin') return setup !== 'turn-host';
  return false;
}

/** Every port to open per host, in the order of the data. */
export function openPorts(version: DocVersion, setup: FirewallSetup): OpenPort[] {
  const result: OpenPort[] = [];
  for (const host of hostsOf(setup)) {
    for (const rule of portsFor(version, host)) {
      if (!opened(rule, setup)) continue;
      for (const transport of transportsOf(rule)) {
        result.push({ host, transport, ports: rule.ports, id: rule.id, service: rule.service });
      }
    }
  }
  return result;
}

/** A block of shell lines (or a table) with a title. */
export interface RuleBlock {
  readonly title: string;
  /** `bash` for commands, `text` for tables and files. */
  readonly language: 'bash' | 'text';
  readonly code: string;
}

export interface HostPlan {
  readonly host: HostRole;
  readonly label: string;
  readonly apply: RuleBlock;
  readonly undo: RuleBlock;
  readonly checkOnHost: RuleBlock;
}

/** A NAT port forward on the router: public address and port to the server's private address, inbound. */
export interface PortForward {
  readonly direction: 'inbound';
  readonly transport: Transport;
  readonly ports: string;
  readonly from: string;
  readonly to: string;
  readonly service: string;
}

export interface FirewallPlan {
  readonly version: DocVersion;
  readonly setup: FirewallSetup;
  readonly tool: FirewallTool;
  readonly hosts: HostPlan[];
  /** Only in the `nat` setup. */
  readonly forwards: PortForward[];
  /** Checks to run from a machine outside the network. */
  readonly checkFromOutside: RuleBlock;
  /** Short notes for this setup and tool, in the site's words. */
  readonly notes: string[];
}

const colon = (r: PortRange) => (r.from === r.to ? String(r.from) : `${r.from}:${r.to}`);
const dash = (r: PortRange) => formatPorts(r);

const HOST_LABELS: Record<HostRole, string> = {
  server: 'BigBlueButton server',
  turn: 'TURN host',
};

function ufwRules(ports: OpenPort[]): { apply: string; undo: string; check: string } {
  const allow = ports.map((p) => `sudo ufw allow ${colon(p.ports)}/${p.transport}`);
  return {
    apply: [
      '# Allow SSH first: enabling UFW applies the rules at once',
      ...allow,
      'sudo ufw default deny incoming',
      'sudo ufw default allow outgoing',
      'sudo ufw enable',
    ].join('\n'),
    undo: ports.map((p) => `sudo ufw delete allow ${colon(p.ports)}/${p.transport}`).join('\n'),
    check: 'sudo ufw status verbose',
  };
}

function firewalldRules(ports: OpenPort[]): { apply: string; undo: string; check: string } {
  return {
    apply: [
      ...ports.map((p) => `sudo firewall-cmd --permanent --add-port=${dash(p.ports)}/${p.transport}`),
      'sudo firewall-cmd --reload',
    ].join('\n'),
    undo: [
      ...ports.map((p) => `sudo firewall-cmd --permanent --remove-port=${dash(p.ports)}/${p.transport}`),
      'sudo firewall-cmd --reload',
    ].join('\n'),
    check: 'sudo firewall-cmd --list-ports',
  };
}

function nftSet(ports: OpenPort[], transport: Transport): string | undefined {
  const items = ports.filter((p) => p.transport === transport).map((p) => dash(p.ports));
  if (items.length === 0) return undefined;
  return `    ${transport} dport { ${items.join(', ')} } accept`;
}

function nftablesRules(ports: OpenPort[]): { apply: string; undo: string; check: string } {
  const lines = [
    'sudo mkdir -p /etc/nftables.d',
    "sudo tee /etc/nftables.d/bigbluebutton.nft > /dev/null <<'EOF'",
    'table inet bigbluebutton {',
    '  chain input {',
    '    type filter hook input priority 0; policy drop;',
    '    ct state established,related accept',
    '    iif lo accept',
    '    meta l4proto { icmp, ipv6-icmp } accept',
    nftSet(ports, 'tcp'),
    nftSet(ports, 'udp'),
    '  }',
    '}',
    'EOF',
    'sudo nft -f /etc/nftables.d/bigbluebutton.nft',
    '# Keep it across reboots: add this line to /etc/nftables.conf',
    '# include "/etc/nftables.d/bigbluebutton.nft"',
  ].filter((line): line is string => line !== undefined);
  return {
    apply: lines.join('\n'),
    undo: ['sudo nft delete table inet bigbluebutton', 'sudo rm /etc/nftables.d/bigbluebutton.nft'].join('\n'),
    check: 'sudo nft list table inet bigbluebutton',
  };
}

function iptablesRules(ports: OpenPort[]): { apply: string; undo: string; check: string } {
  const rule = (p: OpenPort) => `-p ${p.transport} --dport ${colon(p.ports)} -j ACCEPT`;
  const apply: string[] = [];
  const undo: string[] = [];
  for (const cmd of ['iptables', 'ip6tables']) {
    apply.push(
      `sudo ${cmd} -A INPUT -i lo -j ACCEPT`,
      `sudo ${cmd} -A INPUT -m conntrack --ctstate ESTABLISHED,RELATED -j ACCEPT`,
      `sudo ${cmd} -A INPUT -p ${cmd === 'iptables' ? 'icmp' : 'ipv6-icmp'} -j ACCEPT`,
      ...ports.map((p) => `sudo ${cmd} -A INPUT ${rule(p)}`),
      `sudo ${cmd} -P INPUT DROP`,
    );
    undo.push(
      `sudo ${cmd} -P INPUT ACCEPT`,
      ...ports.map((p) => `sudo ${cmd} -D INPUT ${rule(p)}`),
      `sudo ${cmd} -D INPUT -p ${cmd === 'iptables' ? 'icmp' : 'ipv6-icmp'} -j ACCEPT`,
      `sudo ${cmd} -D INPUT -m conntrack --ctstate ESTABLISHED,RELATED -j ACCEPT`,
      `sudo ${cmd} -D INPUT -i lo -j ACCEPT`,
    );
  }
  apply.push('# Keep them across reboots (package iptables-persistent)', 'sudo netfilter-persistent save');
  undo.push('sudo netfilter-persistent save');
  return { apply: apply.join('\n'), undo: undo.join('\n'), check: 'sudo iptables -S INPUT\nsudo ip6tables -S INPUT' };
}

/** Provider-neutral inbound rules, one line per port and transport, for any cloud console. */
function cloudRules(ports: OpenPort[]): { apply: string; undo: string; check: string } {
  const rows = ports.map((p) => [
    'Inbound',
    p.transport.toUpperCase(),
    dash(p.ports),
    p.id === 'ssh' ? 'your admin addresses' : '0.0.0.0/0, ::/0',
    p.service,
  ]);
  const header = ['Direction', 'Protocol', 'Port range', 'Source', 'For'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return {
    apply: [line(header), ...rows.map(line)].join('\n'),
    undo: 'Delete the inbound rules above from the security group (outbound: leave "all traffic" allowed).',
    check: 'sudo ss -tulpn',
  };
}

const GENERATORS: Record<FirewallTool, (ports: OpenPort[]) => { apply: string; undo: string; check: string }> = {
  ufw: ufwRules,
  firewalld: firewalldRules,
  nftables: nftablesRules,
  iptables: iptablesRules,
  cloud: cloudRules,
};

/** Checks from another machine: TCP with nc, a UDP port of the media range with the server's BigBlueButton stopped. */
function outsideChecks(version: DocVersion, setup: FirewallSetup, ports: OpenPort[]): RuleBlock {
  const lines: string[] = [];
  for (const host of hostsOf(setup)) {
    const name = host === 'server' ? EXAMPLE_HOSTNAME : EXAMPLE_TURN_HOSTNAME;
    const tcp = ports.filter((p) => p.host === host && p.transport === 'tcp' && p.ports.from === p.ports.to);
    lines.push(`# ${HOST_LABELS[host]}: each TCP port must answer "succeeded"`);
    for (const p of tcp) lines.push(`nc -vz -w 3 ${name} ${p.ports.from}`);
  }
  const media = ports.find((p) => p.host === 'server' && p.transport === 'udp' && p.ports.from !== p.ports.to);
  if (media) {
    lines.push(
      '# UDP: on the server, stop BigBlueButton (sudo bbb-conf --stop) and listen on a media port:',
      `#   nc -u -l ${media.ports.from}`,
      '# then send a line from here; it must appear on the server',
      `echo hello | nc -u -w 1 ${EXAMPLE_HOSTNAME} ${media.ports.from}`,
    );
  }
  return {
    title: `Check from another machine (BigBlueButton ${RELEASES[version].release})`,
    language: 'bash',
    code: lines.join('\n'),
  };
}

function natForwards(ports: OpenPort[]): PortForward[] {
  return ports
    .filter((p) => p.host === 'server' && p.id !== 'ssh')
    .map((p) => ({
      direction: 'inbound' as const,
      transport: p.transport,
      ports: dash(p.ports),
      from: `${EXAMPLE_PUBLIC_IP} (public)`,
      to: `${EXAMPLE_PRIVATE_IP} (server, same ports)`,
      service: p.service,
    }));
}

function notesFor(version: DocVersion, setup: FirewallSetup, tool: FirewallTool): string[] {
  const notes: string[] = [];
  if (tool === 'ufw' || tool === 'iptables' || tool === 'nftables')
    notes.push(
      'If SSH listens on another port than 22, change that rule before you apply the others, or you lock yourself out.',
    );
  if (setup === 'turn-host')
    notes.push('Install BigBlueButton with -c <TURN host>:<secret>; the server then needs no TURN port of its own.');
  if (setup === 'single' && !openPorts(version, setup).some((p) => p.id === 'turn-builtin'))
    notes.push(
      `BigBlueButton ${RELEASES[version].release} has no built-in TURN server: for users behind strict firewalls, set up a TURN host.`,
    );
  if (setup === 'nat')
    notes.push(
      'Forward the ports below on the router, then tell FreeSWITCH and mediasoup the public address (see "Configure BigBlueButton behind NAT").',
    );
  if (setup === 'greenlight')
    notes.push(
      'Greenlight and Keycloak are served by nginx on 443: they add no port. Their containers listen on the loopback interface only; keep them that way, because ports Docker publishes bypass UFW and firewalld.',
    );
  return notes;
}

/** Everything the firewall tool shows for one release, setup and tool. */
export function firewallPlan(version: DocVersion, setup: FirewallSetup, tool: FirewallTool): FirewallPlan {
  const ports = openPorts(version, setup);
  const hosts = hostsOf(setup).map((host): HostPlan => {
    const generated = GENERATORS[tool](ports.filter((p) => p.host === host));
    const label = HOST_LABELS[host];
    return {
      host,
      label,
      apply: {
        title: tool === 'cloud' ? `Inbound rules of the ${label}` : `Open the ports on the ${label}`,
        language: tool === 'cloud' ? 'text' : 'bash',
        code: generated.apply,
      },
      undo: {
        title: `Undo on the ${label}`,
        language: tool === 'cloud' ? 'text' : 'bash',
        code: generated.undo,
      },
      checkOnHost: { title: `Check on the ${label}`, language: 'bash', code: generated.check },
    };
  });
  return {
    version,
    setup,
    tool,
    hosts,
    forwards: setup === 'nat' ? natForwards(ports) : [],
    checkFromOutside: outsideChecks(version, setup, ports),
    notes: notesFor(version, setup, tool),
  };
}
