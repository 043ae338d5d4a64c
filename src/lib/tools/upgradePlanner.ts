/**
 * The upgrade planner: the ordered plan from an older release to the one a
 * page documents, computed from the differences in the data.
 *
 * `planUpgrade(from, to)` compares the two releases' facts
 * (src/data/versions.ts), installer options, ports, configuration files,
 * the configuration changes of every release in between, the upgraded
 * components, the API (src/data/api/diff.ts) and the Greenlight generation,
 * and turns each difference into a step. Every item names the differences
 * it covers (`covers`), so tests/unit/upgrade-planner.test.ts can prove that
 * every difference of every pair of releases appears in that pair's plan.
 * `planToMarkdown` exports the plan.
 */
import { apiDiff, groupChanges, VERSIONS_OLDEST_FIRST, type ApiChange } from '../../data/api/diff';
import { configFilesFor, type ConfigFileEntry } from '../../data/admin/configFiles';
import { INSTALL_OPTIONS } from '../../data/admin/installOptions';
import { formatPorts, portsFor, type PortRole, type PortRule } from '../../data/admin/ports';
import { MIGRATION_TASKS, migrationCommand } from '../../data/greenlight/migration';
import { RELEASE_HIGHLIGHTS, SCOPE_LABELS, KIND_LABELS } from '../../data/releases/highlights';
import { compareVersions, DOC_VERSIONS, inRange, RELEASES, type DocVersion } from '../../data/versions';
import { docPath } from '../../data/docIds';

export interface PlanLink {
  docId: string;
  /** Heading id on the page of the target release. */
  anchor: string;
  /** Extra query for pages that read one (the API comparison). */
  query?: string;
  label: string;
}

export interface PlanItem {
  /** What to do or know, `inline code` in backticks. */
  text: string;
  /** A command to run, shown as a code block. */
  command?: string;
  links?: readonly PlanLink[];
  /** The differences in the data this item states (see `differences`). */
  covers: readonly string[];
}

export type SectionId =
  'server' | 'installer' | 'ports' | 'config-files' | 'settings' | 'components' | 'api' | 'greenlight' | 'tests';

export interface PlanSection {
  id: SectionId;
  title: string;
  items: PlanItem[];
}

export interface UpgradePlan {
  from: DocVersion;
  to: DocVersion;
  /** True when the Ubuntu release differs: a new server instead of an upgrade in place. */
  freshServer: boolean;
  sections: PlanSection[];
}

const release = (version: DocVersion) => RELEASES[version].release;

/** `2.6`, `2.5` or `2.5-legacy` → the docs version; undefined for anything else. */
export function parseRelease(text: string | undefined): DocVersion | undefined {
  if (!text) return undefined;
  const value = text.trim().replace(/^v/, '');
  const direct = DOC_VERSIONS.find((version) => version === value);
  if (direct) return direct;
  const line = value.split('.').slice(0, 2).join('.');
  return DOC_VERSIONS.find((version) => release(version) === line);
}

/** The releases a page of `to` can plan from: every older docs version, newest first. */
export function olderReleases(to: DocVersion): DocVersion[] {
  return VERSIONS_OLDEST_FIRST.filter((version) => compareVersions(version, to) < 0).reverse();
}

/** The releases after `from` up to and including `to`, oldest first. */
function stepsBetween(from: DocVersion, to: DocVersion): DocVersion[] {
  return VERSIONS_OLDEST_FIRST.filter(
    (version) => compareVersions(version, from) > 0 && compareVersions(version, to) <= 0,
  );
}

const PORT_ROLES: readonly PortRole[] = ['server', 'turn', 'internal'];
const ROLE_LABEL: Record<PortRole, string> = {
  server: 'on the BigBlueButton server',
  turn: 'on a dedicated TURN server',
  internal: 'internal (keep closed to the Internet)',
};

function portText(rule: PortRule): string {
  return `${rule.protocol} ${formatPorts(rule.ports)} (${rule.service})`;
}

const CONFIG_FIELDS = ['packaged', 'override', 'merge', 'format'] as const;

/** The API changes, one line per call and kind. */
function apiItems(from: DocVersion, to: DocVersion, changes: readonly ApiChange[]): PlanItem[] {
  const words: Record<ApiChange['kind'], string> = {
    'call-added': 'new call',
    'call-removed': 'call removed',
    methods: 'HTTP methods changed',
    'param-added': 'parameters added',
    'param-removed': 'parameters removed',
    'param-deprecated': 'parameters deprecated',
    'param-undeprecated': 'no longer deprecated',
    requirement: 'requirement changed',
    default: 'default changed',
    type: 'type changed',
    'values-added': 'values added',
    'values-removed': 'values removed',
    'field-added': 'response fields added',
    'field-removed': 'response fields removed',
    'message-key-added': 'message keys added',
    'message-key-removed': 'message keys removed',
  };
  const items: PlanItem[] = [];
  for (const group of groupChanges(changes)) {
    const subjects = group.changes.map((change) => {
      if (change.before !== undefined || change.after !== undefined) {
        return `\`${change.subject}\` (${change.before ?? '–'} → ${change.after ?? '–'})`;
      }
      return `\`${change.subject}\``;
    });
    const where = group.param ? `\`${group.call}\` \`${group.param}\`` : `\`${group.call}\``;
    items.push({
      text:
        group.kind === 'call-added' || group.kind === 'call-removed'
          ? `${words[group.kind]}: ${where}.`
          : `${where}: ${words[group.kind]}: ${subjects.join(', ')}.`,
      covers: group.changes.map(apiKey),
    });
  }
  if (items.length > 0) {
    items.unshift({
      text: `The API of ${release(to)} differs from ${release(from)} in ${changes.length} ways. Update your integrations (Greenlight, LMS plugins, scripts) for the changes below.`,
      links: [
        {
          docId: 'development/api',
          anchor: 'api-changes',
          query: `from=${encodeURIComponent(release(from))}&to=${encodeURIComponent(release(to))}`,
          label: `API changes from ${release(from)} to ${release(to)}`,
        },
      ],
      covers: [],
    });
  }
  return items;
}

/** The identity of an API change in `differences`. */
export function apiKey(change: ApiChange): string {
  return `api:${change.kind}:${change.call}:${change.param ?? ''}:${change.subject}`;
}

/**
 * Every difference in the data between two releases, as stable keys. The
 * plan must cover each of them; the test computes the list independently.
 */
export interface Difference {
  key: string;
}

/** The plan from `from` to `to` (`from` older than `to`). Throws on any other pair. */
export function planUpgrade(from: DocVersion, to: DocVersion): UpgradePlan {
  if (compareVersions(from, to) >= 0) throw new Error(`No upgrade from ${from} to ${to}: pick an older release`);
  const a = RELEASES[from];
  const b = RELEASES[to];
  const freshServer = a.ubuntu.release !== b.ubuntu.release;
  const between = stepsBetween(from, to);
  const sections: PlanSection[] = [];

  // 1. The server: new or in place.
  const server: PlanItem[] = [];
  if (freshServer) {
    server.push({
      text: `${release(to)} needs Ubuntu ${b.ubuntu.release} (${b.ubuntu.codename}); ${release(from)} runs on Ubuntu ${a.ubuntu.release} (${a.ubuntu.codename}). There is no upgrade in place: set up a new Ubuntu ${b.ubuntu.release} server (a temporary host name lets you test it first), install ${release(to)} on it, copy the recordings over, then move the DNS name or your front ends to it.`,
      links: [
        { docId: 'administration/install', anchor: 'upgrade', label: 'Upgrade' },
        { docId: 'administration/customize', anchor: 'transfer-recordings', label: 'Transfer recordings' },
      ],
      covers: ['release:ubuntu'],
    });
  } else {
    server.push({
      text: `${release(from)} and ${release(to)} both run on Ubuntu ${b.ubuntu.release} (${b.ubuntu.codename}): upgrade in place. Take a snapshot of the server, or at least back up the overrides.`,
      command: 'sudo tar czf /root/bigbluebutton-etc-$(date +%F).tar.gz /etc/bigbluebutton',
      links: [{ docId: 'administration/install', anchor: 'upgrade', label: 'Upgrade' }],
      covers: [],
    });
  }
  if (a.ubuntu.kernel !== b.ubuntu.kernel) {
    server.push({
      text: `Kernel: ${a.ubuntu.kernel} → ${b.ubuntu.kernel} (the one of Ubuntu ${b.ubuntu.release}).`,
      covers: ['release:kernel'],
    });
  }
  if (a.liveMedia !== b.liveMedia) {
    server.push({ text: `Media servers: ${a.liveMedia} → ${b.liveMedia}.`, covers: ['release:liveMedia'] });
  }
  sections.push({ id: 'server', title: freshServer ? 'New server' : 'Upgrade in place', items: server });

  // 2. The installer.
  const installer: PlanItem[] = [];
  const covers: string[] = [];
  if (a.installer.script !== b.installer.script) covers.push('release:installer.script');
  if (a.installer.url !== b.installer.url) covers.push('release:installer.url');
  if (a.installer.versionFlag !== b.installer.versionFlag) covers.push('release:installer.versionFlag');
  if (a.installer.branch !== b.installer.branch) covers.push('release:installer.branch');
  installer.push({
    text: `Run the ${release(to)} installer (\`${b.installer.script}\`, branch \`${b.installer.branch}\` of bbb-install) with \`-v ${b.installer.versionFlag}\` instead of \`-v ${a.installer.versionFlag}\`, and the other options you used before (\`-g\` for Greenlight, \`-c\` for an external TURN server…).`,
    command: `wget -qO- ${b.installer.url} | sudo bash -s -- -v ${b.installer.versionFlag} -s bbb.example.com -e notice@example.com -w`,
    links: [{ docId: 'administration/install', anchor: 'run-bbb-install', label: 'Run bbb-install' }],
    covers,
  });
  const removedOptions = INSTALL_OPTIONS.filter((option) => inRange(option, from) && !inRange(option, to));
  const addedOptions = INSTALL_OPTIONS.filter((option) => !inRange(option, from) && inRange(option, to));
  for (const option of removedOptions) {
    installer.push({
      text: `Leave out \`${option.flag}\`: the ${release(to)} installer no longer has it (${option.summary.replace(/\.$/, '')}).`,
      covers: [`option:${option.flag}:removed`],
    });
  }
  for (const option of addedOptions) {
    installer.push({
      text: `New installer option \`${option.flag}\`: ${option.byVersion?.[to] ?? option.summary}`,
      covers: [`option:${option.flag}:added`],
    });
  }
  sections.push({ id: 'installer', title: 'Installer', items: installer });

  // 3. Ports.
  const ports: PlanItem[] = [];
  for (const role of PORT_ROLES) {
    const before = new Map(portsFor(from, role).map((rule) => [rule.id, rule]));
    const after = new Map(portsFor(to, role).map((rule) => [rule.id, rule]));
    for (const [id, rule] of after) {
      const old = before.get(id);
      if (!old) {
        ports.push({
          text:
            role === 'internal'
              ? `New internal port ${portText(rule)}: ${rule.purpose} Keep it closed to the Internet.`
              : `Open ${portText(rule)} ${ROLE_LABEL[role]}: ${rule.purpose}`,
          covers: [`port:${role}:${id}:opened`],
        });
      } else if (portText(old) !== portText(rule)) {
        ports.push({
          text: `Change ${portText(old)} to ${portText(rule)} ${ROLE_LABEL[role]}.`,
          covers: [`port:${role}:${id}:changed`],
        });
      }
    }
    for (const [id, rule] of before) {
      if (!after.has(id)) {
        ports.push({
          text:
            role === 'internal'
              ? `Internal port ${portText(rule)} is no longer used by ${release(to)}.`
              : `Close ${portText(rule)} ${ROLE_LABEL[role]}: ${release(to)} no longer uses it.`,
          covers: [`port:${role}:${id}:closed`],
        });
      }
    }
  }
  if (ports.some((item) => item.covers.some((key) => !key.startsWith('port:internal:')))) {
    ports.push({
      text: 'Apply the changes in `ufw` and in every firewall in front of the server, then test from outside.',
      links: [{ docId: 'administration/firewall-configuration', anchor: 'ports', label: 'Ports' }],
      covers: [],
    });
  }
  sections.push({ id: 'ports', title: 'Ports opened and closed', items: ports });

  // 4. Configuration files.
  const files: PlanItem[] = [];
  const oldFiles = new Map(configFilesFor(from).map((entry) => [entry.id, entry]));
  const newFiles = new Map(configFilesFor(to).map((entry) => [entry.id, entry]));
  const show = (entry: ConfigFileEntry) => `${entry.component} (\`${entry.override ?? entry.packaged}\`)`;
  for (const [id, entry] of newFiles) {
    const old = oldFiles.get(id);
    if (!old) {
      files.push({ text: `New: ${show(entry)}: ${entry.controls}`, covers: [`config:${id}:added`] });
      continue;
    }
    const changed = CONFIG_FIELDS.filter((field) => (old[field] ?? '') !== (entry[field] ?? ''));
    if (changed.length === 0) continue;
    const parts = changed.map((field) => {
      if (field === 'packaged') return `the packaged file moved from \`${old.packaged}\` to \`${entry.packaged}\``;
      if (field === 'override') {
        return entry.override
          ? `the override is now \`${entry.override}\`${old.override ? ` (was \`${old.override}\`)` : ''}`
          : `there is no override file any more (was \`${old.override}\`)`;
      }
      return `its ${field} changed from ${old[field]} to ${entry[field]}`;
    });
    files.push({
      text: `${entry.component}: ${parts.join('; ')}. Carry your changes over by hand.`,
      covers: changed.map((field) => `config:${id}:${field}`),
    });
  }
  for (const [id, entry] of oldFiles) {
    if (!newFiles.has(id)) {
      const successor = [...newFiles.values()].find(
        (other) => other.override !== undefined && other.override === entry.override && !oldFiles.has(other.id),
      );
      files.push({
        text: successor
          ? `\`${entry.override}\` stays, but ${release(to)} reads it in ${successor.component} instead of ${entry.component}: check each setting in it against the new component.`
          : `Gone: ${show(entry)}; ${release(to)} no longer reads it. Move what you set there (see the configuration files page).`,
        covers: [`config:${id}:removed`],
      });
    }
  }
  if (files.length > 0) {
    files.push({
      text: 'Compare the backed-up `/etc/bigbluebutton` with the new defaults; keep local changes in override files or `apply-config.sh`.',
      links: [{ docId: 'administration/configuration-files', anchor: 'overview', label: 'Configuration files' }],
      covers: [],
    });
  }
  sections.push({ id: 'config-files', title: 'Configuration and override files', items: files });

  // 5. Settings: the configuration changes of every release after `from`.
  const settings: PlanItem[] = [];
  for (const version of between) {
    for (const change of RELEASE_HIGHLIGHTS[version].configChanges) {
      settings.push({
        text: `${release(version)}${change.since ? ` (${change.since})` : ''}, ${SCOPE_LABELS[change.scope]} \`${change.key}\`: ${KIND_LABELS[change.kind].toLowerCase()}. ${change.detail}`,
        covers: [`setting:${version}:${change.scope}:${change.key}:${change.kind}`],
      });
    }
  }
  if (settings.length > 0) {
    settings.unshift({
      text: `Settings added, removed or with new defaults between ${release(from)} and ${release(to)}; check each one you set in an override.`,
      links: [{ docId: 'new-features', anchor: 'other-notable-changes', label: `What's new in ${release(to)}` }],
      covers: [],
    });
  }
  sections.push({ id: 'settings', title: 'Settings', items: settings });

  // 6. Components upgraded on the way.
  const components: PlanItem[] = [];
  for (const version of between) {
    for (const component of RELEASE_HIGHLIGHTS[version].upgradedComponents) {
      components.push({
        text: `${release(version)}: ${component.name}${component.version ? ` ${component.version}` : ' (new)'}${component.note ? `, ${component.note}` : ''}.`,
        covers: [`component:${version}:${component.name}`],
      });
    }
  }
  sections.push({ id: 'components', title: 'Components upgraded on the way', items: components });

  // 7. API.
  sections.push({ id: 'api', title: 'API changes', items: apiItems(from, to, apiDiff(from, to)) });

  // 8. Greenlight.
  const greenlight: PlanItem[] = [];
  if (a.greenlight !== b.greenlight) {
    greenlight.push({
      text: `bbb-install \`-g\` installs Greenlight ${b.greenlight} with ${release(to)} (it was Greenlight ${a.greenlight} with ${release(from)}). Greenlight v2 data does not carry over by itself: run the migration tasks in this order, from the Greenlight v2 server.`,
      links: [{ docId: 'greenlight/v3/migration', anchor: 'migration-steps', label: 'Migration to Greenlight v3' }],
      covers: ['release:greenlight'],
    });
    for (const task of [...MIGRATION_TASKS].sort((x, y) => x.order - y.order)) {
      greenlight.push({ text: `${task.order}. ${task.migrates}`, command: migrationCommand(task), covers: [] });
    }
  } else {
    greenlight.push({
      text: freshServer
        ? `If you use Greenlight ${b.greenlight}, install it on the new server with \`-g\` and move its database and files.`
        : `If you use Greenlight ${b.greenlight}, keep \`-g\` in the installer command: it updates Greenlight with the server.`,
      links: freshServer
        ? [
            {
              docId: 'greenlight/v3/migrationtonewserver',
              anchor: 'migrating-greenlight-to-a-new-server',
              label: 'Move Greenlight v3 to a new server',
            },
          ]
        : [{ docId: 'greenlight/v3/install', anchor: 'update-greenlight', label: 'Update Greenlight v3' }],
      covers: [],
    });
  }
  sections.push({ id: 'greenlight', title: 'Greenlight', items: greenlight });

  // 9. Test plan.
  const tests: PlanItem[] = [
    {
      text: 'Check the configuration and the services.',
      command: 'sudo bbb-conf --check\nsudo bbb-conf --status',
      covers: [],
    },
    {
      text: `Confirm that every package comes from ${release(to)}.`,
      command: "dpkg -l | grep -E 'bbb-|bigbluebutton' | awk '{print $2, $3}'",
      covers: [],
    },
    { text: 'Join a meeting from outside your network: echo test and microphone, webcam, screen sharing.', covers: [] },
    { text: 'Record a short meeting, end it, and open the recording once it is processed.', covers: [] },
    {
      text: 'Call the API once with the call builder (for example `getMeetings`) and run each integration against the new server.',
      links: [{ docId: 'development/api', anchor: 'api-call-builder', label: 'API call builder' }],
      covers: [],
    },
  ];
  if (ports.some((item) => item.covers.some((key) => !key.startsWith('port:internal:')))) {
    tests.push({ text: 'Test the changed ports from a machine outside the server’s network.', covers: [] });
  }
  if (b.greenlight === 'v3')
    tests.push({ text: 'Sign in to Greenlight, start a room and join it as a guest.', covers: [] });
  sections.push({ id: 'tests', title: 'Test plan after the upgrade', items: tests });

  return { from, to, freshServer, sections };
}

/** Every key the plan covers. */
export function coveredKeys(plan: UpgradePlan): Set<string> {
  return new Set(plan.sections.flatMap((section) => section.items.flatMap((item) => item.covers)));
}

/** The URL of a link on the pages of `version`. */
export function linkHref(version: DocVersion, link: PlanLink): string {
  return `${docPath(version, link.docId)}${link.query ? `?${link.query}` : ''}#${link.anchor}`;
}

/** The plan as Markdown, with absolute links when `origin` is given. */
export function planToMarkdown(plan: UpgradePlan, origin = ''): string {
  const lines = [`# Upgrade plan: BigBlueButton ${release(plan.from)} → ${release(plan.to)}`, ''];
  plan.sections.forEach((section, index) => {
    if (section.items.length === 0) return;
    lines.push(`## ${index + 1}. ${section.title}`, '');
    for (const item of section.items) {
      const links = (item.links ?? []).map((link) => `[${link.label}](${origin}${linkHref(plan.to, link)})`);
      lines.push(`- [ ] ${item.text}${links.length > 0 ? ` (${links.join(', ')})` : ''}`);
      if (item.command)
        lines.push('', '  ```bash', ...item.command.split('\n').map((line) => `  ${line}`), '  ```', '');
    }
    lines.push('');
  });
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
