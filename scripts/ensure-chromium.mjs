#!/usr/bin/env node
/**
 * Browser tests need Chromium. Uses CHROME_PATH or /usr/bin/chromium; on a
 * fresh Debian/Ubuntu machine run as root it installs Debian's `chromium`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (existsSync(chrome)) process.exit(0);

const isRoot = process.getuid?.() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log(`Chromium not found at ${chrome}: installing Debian's chromium package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-q'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  if (existsSync(chrome)) process.exit(0);
}
console.error(
  `Chromium not found at ${chrome}. Install it (sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium binary.`,
);
process.exit(1);
