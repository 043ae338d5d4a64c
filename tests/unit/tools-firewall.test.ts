import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DOC_VERSIONS, type DocVersion } from '../../src/data/versions';
import { PORTS, portsFor, type PortRule } from '../../src/data/admin/ports';
import {
  FIREWALL_SETUPS,
  FIREWALL_TOOLS,
  firewallPlan,
  type FirewallSetup,
  type FirewallTool,
} from '../../src/lib/tools/firewallRules';

/** "tcp 443" or "udp 16384-32768": one opened port or range for one transport. */
type Key = string;

const key = (transport: string, from: number, to: number): Key => `${transport} ${from}-${to}`;

function range(text: string, sep: string): [number, number] {
  const [a, b] = text.split(sep);
  return [Number(a), Number(b ?? a)];
}

/** The set the data asks for, computed from PORTS without the generator's helpers. */
function expectedFromData(version: DocVersion, setup: FirewallSetup, host: 'server' | 'turn'): Set<Key> {
  const rows = PORTS.filter((rule) => rule.role === host && portsFor(version, host).includes(rule));
  const wanted = (rule: PortRule) => !rule.optional || (rule.id === 'turn-builtin' && setup !== 'turn-host');
  const set = new Set<Key>();
  for (const rule of rows.filter(wanted)) {
    const transports = rule.protocol === 'TCP/UDP' ? ['tcp', 'udp'] : [rule.protocol.toLowerCase()];
    for (const t of transports) set.add(key(t, rule.ports.from, rule.ports.to));
  }
  return set;
}

/** Reads the opened ports back from a tool's own syntax. */
function parseOpened(tool: FirewallTool, code: string, undo = false): Set<Key> {
  const set = new Set<Key>();
  const add = (t: string, r: [number, number]) => set.add(key(t, r[0], r[1]));
  for (const line of code.split('\n')) {
    let m: RegExpMatchArray | null;
    if (tool === 'ufw') {
      m = line.match(
        undo ? /^sudo ufw delete allow (\d+(?::\d+)?)\/(tcp|udp)$/ : /^sudo ufw allow (\d+(?::\d+)?)\/(tcp|udp)$/,
      );
      if (m) add(m[2], range(m[1], ':'));
    } else if (tool === 'firewalld') {
      m = line.match(undo ? /--remove-port=(\d+(?:-\d+)?)\/(tcp|udp)$/ : /--add-port=(\d+(?:-\d+)?)\/(tcp|udp)$/);
      if (m) add(m[2], range(m[1], '-'));
    } else if (tool === 'nftables') {
      m = line.match(/^\s+(tcp|udp) dport \{ (.+) \} accept$/);
      if (m) for (const item of m[2].split(', ')) add(m[1], range(item, '-'));
    } else if (tool === 'iptables') {
      m = line.match(
        undo
          ? /^sudo iptables -D INPUT -p (tcp|udp) --dport (\S+) -j ACCEPT$/
          : /^sudo iptables -A INPUT -p (tcp|udp) --dport (\S+) -j ACCEPT$/,
      );
      if (m) add(m[1], range(m[2], ':'));
    } else {
      m = line.match(/^Inbound\s+(TCP|UDP)\s+(\d+(?:-\d+)?)\s/);
      if (m) add(m[1].toLowerCase(), range(m[2], '-'));
    }
  }
  return set;
}

function ip6Lines(code: string): string[] {
  return code.split('\n').filter((l) => l.includes('ip6tables') && l.includes('--dport'));
}

test('property: for every release × setup × tool, the opened set equals the data set on every host', () => {
  let cases = 0;
  for (const version of DOC_VERSIONS) {
    for (const setup of FIREWALL_SETUPS) {
      for (const tool of FIREWALL_TOOLS) {
        const plan = firewallPlan(version, setup, tool);
        assert.deepEqual(
          plan.hosts.map((h) => h.host),
          setup === 'turn-host' ? ['server', 'turn'] : ['server'],
        );
        for (const host of plan.hosts) {
          const where = `${version} ${setup} ${tool} ${host.host}`;
          const expected = expectedFromData(version, setup, host.host);
          assert.ok(expected.size > 0, where);
          assert.deepEqual(
            [...parseOpened(tool, host.apply.code)].sort(),
            [...expected].sort(),
            `opened set, ${where}`,
          );
          if (tool === 'nftables') {
            // The rules live in their own table: deleting it removes exactly them.
            assert.match(host.undo.code, /^sudo nft delete table inet bigbluebutton$/m, where);
          } else if (tool !== 'cloud') {
            assert.deepEqual(
              [...parseOpened(tool, host.undo.code, true)].sort(),
              [...expected].sort(),
              `undo set, ${where}`,
            );
          }
          if (tool === 'iptables') {
            const v4 = host.apply.code
              .split('\n')
              .filter((l) => l.startsWith('sudo iptables ') && l.includes('--dport'));
            assert.deepEqual(
              ip6Lines(host.apply.code),
              v4.map((l) => l.replace('sudo iptables ', 'sudo ip6tables ')),
              where,
            );
          }
          cases++;
        }
      }
    }
  }
  assert.equal(cases, DOC_VERSIONS.length * FIREWALL_TOOLS.length * (FIREWALL_SETUPS.length + 1));
});

test('property: no generated rule opens an internal port of the release', () => {
  for (const version of DOC_VERSIONS) {
    const internal = portsFor(version, 'internal');
    for (const setup of FIREWALL_SETUPS) {
      for (const tool of FIREWALL_TOOLS) {
        for (const host of firewallPlan(version, setup, tool).hosts) {
          if (host.host !== 'server') continue;
          for (const k of parseOpened(tool, host.apply.code)) {
            const [transport, span] = k.split(' ');
            const [from, to] = span.split('-').map(Number);
            const hit = internal.find(
              (rule) =>
                (rule.protocol === 'TCP/UDP' || rule.protocol.toLowerCase() === transport) &&
                rule.ports.from <= to &&
                from <= rule.ports.to,
            );
            assert.equal(hit, undefined, `${version} ${setup} ${tool} opens ${k}, internal ${hit?.id}`);
          }
        }
      }
    }
  }
});

test('the built-in TURN port 3478 is opened from 2.6 on a single server, and not when TURN runs on another host (bigbluebutton #24714)', () => {
  assert.ok(!firewallPlan('2.5-legacy', 'single', 'ufw').hosts[0].apply.code.includes('3478'));
  for (const version of ['2.6', '2.7', '3.0', '3.1'] as const) {
    const single = firewallPlan(version, 'single', 'ufw').hosts[0].apply.code;
    assert.match(single, /^sudo ufw allow 3478\/tcp$/m);
    assert.match(single, /^sudo ufw allow 3478\/udp$/m);
    const split = firewallPlan(version, 'turn-host', 'ufw');
    assert.ok(!split.hosts[0].apply.code.includes('3478'), version);
    assert.match(split.hosts[1].apply.code, /^sudo ufw allow 32769:65535\/udp$/m);
  }
});

test('ufw: SSH comes before enable, and the default policy denies incoming', () => {
  const code = firewallPlan('3.0', 'single', 'ufw').hosts[0].apply.code.split('\n');
  assert.ok(code.indexOf('sudo ufw allow 22/tcp') < code.indexOf('sudo ufw enable'));
  assert.ok(code.includes('sudo ufw default deny incoming'));
  assert.equal(code.at(-1), 'sudo ufw enable');
});

test('iptables: the DROP policy is set after the accept rules, and undo resets it first', () => {
  const host = firewallPlan('2.6', 'single', 'iptables').hosts[0];
  const apply = host.apply.code.split('\n');
  assert.ok(
    apply.indexOf('sudo iptables -P INPUT DROP') > apply.indexOf('sudo iptables -A INPUT -p tcp --dport 22 -j ACCEPT'),
  );
  assert.equal(host.undo.code.split('\n')[0], 'sudo iptables -P INPUT ACCEPT');
});

test('NAT: every public server port except SSH is forwarded inbound to the private address', () => {
  for (const version of DOC_VERSIONS) {
    const plan = firewallPlan(version, 'nat', 'cloud');
    const forwarded = new Set(plan.forwards.map((f) => key(f.transport, ...range(f.ports, '-'))));
    const expected = expectedFromData(version, 'nat', 'server');
    expected.delete(key('tcp', 22, 22));
    assert.deepEqual([...forwarded].sort(), [...expected].sort(), version);
    assert.ok(plan.forwards.every((f) => f.direction === 'inbound' && f.to.startsWith('10.0.2.12')));
    assert.equal(firewallPlan(version, 'single', 'cloud').forwards.length, 0);
  }
});

test('checks from another machine test every single TCP port and one media UDP port', () => {
  const code = firewallPlan('3.0', 'single', 'ufw').checkFromOutside.code;
  for (const port of [22, 80, 443, 3478])
    assert.match(code, new RegExp(`^nc -vz -w 3 bbb\\.example\\.com ${port}$`, 'm'));
  assert.match(code, /^echo hello \| nc -u -w 1 bbb\.example\.com 16384$/m);
});

test('nftables: one table, undone by deleting it', () => {
  const host = firewallPlan('3.1', 'single', 'nftables').hosts[0];
  assert.match(host.apply.code, /table inet bigbluebutton \{/);
  assert.match(host.apply.code, /policy drop;/);
  assert.match(host.undo.code, /^sudo nft delete table inet bigbluebutton$/m);
});
