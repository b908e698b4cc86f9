#!/usr/bin/env node
// Finds Chromium for the end-to-end tests: CHROME_PATH, then /usr/bin/chromium. When there is
// none and we run as root with apt, installs Debian's chromium; otherwise says how to get one.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The Chromium to use, installing Debian's package when we can (root with apt); null if none. */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log('Chromium not found: installing Debian\'s chromium package (apt-get)…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
      shell: '/bin/bash',
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  return null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  console.error(
    'No Chromium for the end-to-end tests. Install it (Debian/Ubuntu: sudo apt-get install chromium)\n' +
      'or point CHROME_PATH at a Chromium or Chrome binary, then run the tests again.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
