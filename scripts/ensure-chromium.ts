// Makes sure Debian's Chromium is there for the browser tests (no browser downloads work
// here). CHROMIUM_PATH overrides the location; when it is missing and this is a Debian
// machine with root, it is installed with apt-get.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from '../tests/e2e/chromium.ts';

const path = chromiumPath();
if (existsSync(path)) {
  process.exit(0);
}
if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH points at ${path}, which does not exist.`);
  process.exit(1);
}
const isRoot = process.getuid?.() === 0;
if (!isRoot || !existsSync('/usr/bin/apt-get')) {
  console.error(
    `Chromium is missing at ${path}. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
console.log('Installing Debian chromium for the browser tests…');
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
