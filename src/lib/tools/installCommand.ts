/**
 * The install command composer: the reader's choices (hostname, e-mail,
 * Greenlight, Keycloak, TURN, certificate, firewall, …) turned into the
 * bbb-install command of one release, with warnings. The command itself
 * comes from `buildInstallCommand` (src/data/admin/installOptions.ts), which
 * refuses options the release's script lacks; this module decides which
 * options to pass and says what is wrong with the input.
 */
import { RELEASES, type DocVersion } from '../../data/versions';
import {
  EXAMPLE_EMAIL,
  EXAMPLE_HOSTNAME,
  buildInstallCommand,
  installOptionsFor,
} from '../../data/admin/installOptions';

/** Options the composer offers, in the order they appear in the command. */
export const COMPOSER_OPTIONS = ['-w', '-g', '-k', '-t', '-c', '-x', '-d', '-a', '-j', '-i', 'GL_PATH'] as const;
export type ComposerOption = (typeof COMPOSER_OPTIONS)[number];

export const COMPOSER_LABELS: Record<ComposerOption, string> = {
  '-w': 'Firewall: install and enable UFW with the ports BigBlueButton needs',
  '-g': 'Greenlight (room manager)',
  '-k': 'Keycloak next to Greenlight (external sign-in)',
  '-t': 'LTI framework, with consumer credentials',
  '-c': 'External TURN server (instead of the built-in one)',
  '-x': "Certificate: Let's Encrypt with a manual DNS challenge",
  '-d': 'Certificate: my own, placed in /local/certs/',
  '-a': 'API demos (test servers only)',
  '-j': 'Skip the production requirement checks (test servers only)',
  '-i': 'Continue even if Apache is installed',
  GL_PATH: 'Greenlight under a sub-path (GL_PATH)',
};

/** Ubuntu releases the reader can say they run. */
export const UBUNTU_CHOICES = ['20.04', '22.04', '24.04'] as const;

/** Placeholders put in the command while a value is missing (the reader replaces them). */
export const TURN_SECRET_PLACEHOLDER = 'TURN_SECRET';
export const LTI_PLACEHOLDER = 'LTI_KEY:LTI_SECRET';

export interface ComposerInput {
  host?: string;
  email?: string;
  /** Chosen options; unknown or unavailable ones are dropped with a warning. */
  options?: readonly string[];
  /** -c: host of the external TURN server. */
  turnHost?: string;
  /** -c: its shared secret (kept in the page, never in the address). */
  turnSecret?: string;
  /** -t: `key:secret` of the LTI consumer (kept in the page). */
  lti?: string;
  /** GL_PATH value, e.g. `/gl`. */
  glPath?: string;
  /** Ubuntu release of the reader's server, when given. */
  ubuntu?: string;
}

export type WarningCode =
  | 'unconfirmed-release'
  | 'wrong-ubuntu'
  | 'example-host'
  | 'invalid-host'
  | 'ip-host'
  | 'example-email'
  | 'invalid-email'
  | 'unavailable-option'
  | 'unknown-option'
  | 'needs-greenlight'
  | 'gl-path-format'
  | 'certificate-conflict'
  | 'turn-secret-missing'
  | 'turn-host-missing'
  | 'lti-missing'
  | 'test-only';

export interface ComposerWarning {
  readonly code: WarningCode;
  readonly message: string;
}

export interface ComposedInstall {
  readonly command: string;
  /** Options passed to the script, in command order. */
  readonly options: ComposerOption[];
  readonly warnings: ComposerWarning[];
}

/** The composer options a release's script has (the others are not offered). */
export function offeredOptions(version: DocVersion): ComposerOption[] {
  const flags = new Set(installOptionsFor(version).map((option) => option.flag));
  return COMPOSER_OPTIONS.filter((option) => flags.has(option));
}

const EXAMPLE_DOMAIN = /(^|\.)example\.(com|org|net)$|(^|\.)(example|test|invalid|localhost)$/i;
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A value as one shell word: bare when it holds only safe characters, else in single quotes. */
export function shellWord(value: string): string {
  if (/^[A-Za-z0-9._:/@+=,][A-Za-z0-9._:/@+=,-]*$/.test(value)) return value;
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** True for a name reserved for examples (RFC 2606), like the bbb.example.com the script refuses. */
export function isExampleHost(host: string): boolean {
  return EXAMPLE_DOMAIN.test(host);
}

function hostWarnings(host: string): ComposerWarning[] {
  if (!host || isExampleHost(host))
    return [
      {
        code: 'example-host',
        message: `Enter your server's hostname: ${host || EXAMPLE_HOSTNAME} is an example name, and bbb-install refuses it.`,
      },
    ];
  if (IPV4.test(host) || host.includes(':'))
    return [
      {
        code: 'ip-host',
        message: "Give a hostname, not an IP address: Let's Encrypt issues certificates for names only.",
      },
    ];
  if (!HOSTNAME.test(host))
    return [
      {
        code: 'invalid-host',
        message: `${host} is not a fully qualified hostname (such as bbb.your-domain.org).`,
      },
    ];
  return [];
}

function emailWarnings(email: string, certificateByScript: boolean): ComposerWarning[] {
  if (!certificateByScript) return [];
  if (!email || isExampleHost(email.split('@')[1] ?? ''))
    return [
      {
        code: 'example-email',
        message: `Enter your e-mail address: Let's Encrypt sends expiry notices to it (${email || EXAMPLE_EMAIL} is an example).`,
      },
    ];
  if (!EMAIL.test(email)) return [{ code: 'invalid-email', message: `${email} is not an e-mail address.` }];
  return [];
}

/** Compose the install command of `version` for the reader's input. Never throws. */
export function composeInstall(version: DocVersion, input: ComposerInput = {}): ComposedInstall {
  const release = RELEASES[version];
  const warnings: ComposerWarning[] = [];
  const host = (input.host ?? '').trim().toLowerCase();
  const email = (input.email ?? '').trim();
  const offered = new Set<string>(offeredOptions(version));
  const chosen = new Set<ComposerOption>();
  for (const raw of input.options ?? []) {
    const option = raw.trim();
    if (!option) continue;
    if (!(COMPOSER_OPTIONS as readonly string[]).includes(option)) {
      warnings.push({ code: 'unknown-option', message: `Ignored ${option}: the composer does not offer it.` });
    } else if (!offered.has(option)) {
      warnings.push({
        code: 'unavailable-option',
        message: `Left out ${option}: the BigBlueButton ${release.release} installer has no such option.`,
      });
    } else {
      chosen.add(option as ComposerOption);
    }
  }

  if (release.unconfirmed)
    warnings.push({
      code: 'unconfirmed-release',
      message: `The ${release.release} installer (branch ${release.installer.branch}, -v ${release.installer.versionFlag}) could not be checked against its script: confirm both in the release announcement before you run the command.`,
    });
  if (input.ubuntu && input.ubuntu !== release.ubuntu.release)
    warnings.push({
      code: 'wrong-ubuntu',
      message: `BigBlueButton ${release.release} installs on Ubuntu ${release.ubuntu.release} (${release.ubuntu.codename}) only: its packages are built for that release, so the install fails on Ubuntu ${input.ubuntu}.`,
    });
  warnings.push(...hostWarnings(host));

  for (const needsGreenlight of ['-k', 'GL_PATH'] as const) {
    if (chosen.has(needsGreenlight) && !chosen.has('-g')) {
      chosen.delete(needsGreenlight);
      warnings.push({
        code: 'needs-greenlight',
        message: `Left out ${needsGreenlight}: it applies only together with Greenlight (-g).`,
      });
    }
  }
  if (chosen.has('-x') && chosen.has('-d')) {
    chosen.delete('-x');
    warnings.push({
      code: 'certificate-conflict',
      message: 'Left out -x: with your own certificate (-d) the script requests none.',
    });
  }
  warnings.push(...emailWarnings(email, !chosen.has('-d')));

  const glPath = (input.glPath ?? '').trim();
  if (chosen.has('GL_PATH') && !/^\/[A-Za-z0-9._~/-]*[A-Za-z0-9._~-]$/.test(glPath)) {
    chosen.delete('GL_PATH');
    warnings.push({
      code: 'gl-path-format',
      message: 'Left out GL_PATH: give a path that starts with / and does not end with one, such as /gl.',
    });
  }
  if (chosen.has('-a') || chosen.has('-j'))
    warnings.push({
      code: 'test-only',
      message: 'The API demos (-a) and skipping the requirement checks (-j) are for test servers, not production.',
    });

  const args: string[] = [];
  for (const option of COMPOSER_OPTIONS) {
    if (!chosen.has(option) || option === 'GL_PATH') continue;
    if (option === '-c') {
      const turnHost = (input.turnHost ?? '').trim().toLowerCase();
      const secret = (input.turnSecret ?? '').trim();
      if (!turnHost)
        warnings.push({ code: 'turn-host-missing', message: 'Enter the hostname of your TURN server for -c.' });
      if (!secret)
        warnings.push({
          code: 'turn-secret-missing',
          message: `Replace ${TURN_SECRET_PLACEHOLDER} with the static-auth-secret of your TURN server.`,
        });
      args.push(`-c ${shellWord(`${turnHost || 'turn.example.com'}:${secret || TURN_SECRET_PLACEHOLDER}`)}`);
    } else if (option === '-t') {
      const lti = (input.lti ?? '').trim();
      if (!/^[^\s:]+:\S+$/.test(lti))
        warnings.push({
          code: 'lti-missing',
          message: `Replace ${LTI_PLACEHOLDER} with the consumer's key and secret.`,
        });
      args.push(`-t ${/^[^\s:]+:\S+$/.test(lti) ? shellWord(lti) : LTI_PLACEHOLDER}`);
    } else {
      args.push(option);
    }
  }

  const command = buildInstallCommand(version, {
    hostname: host || EXAMPLE_HOSTNAME,
    email: email || EXAMPLE_EMAIL,
    flags: args.join(' '),
    env: chosen.has('GL_PATH') ? `GL_PATH=${glPath}` : undefined,
  });
  return { command, options: COMPOSER_OPTIONS.filter((o) => chosen.has(o)), warnings };
}
