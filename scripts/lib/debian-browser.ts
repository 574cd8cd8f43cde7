// Makes sure one of Debian's Chromium packages is installed (no browser downloads work here):
// when its binary is missing and this is a Debian machine with root, the package is installed
// with apt-get; otherwise one line says what to install or which variable to set, and the
// process ends.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface DebianBrowser {
  /** Where the binary is expected. */
  path: string;
  /** The Debian package that puts it there. */
  debianPackage: string;
  /** The environment variable that points elsewhere. */
  variable: string;
  /** What needs it, for the messages. */
  purpose: string;
}

/** What this machine offers. */
export interface Machine {
  exists: (path: string) => boolean;
  env: NodeJS.ProcessEnv;
  /** Root on a machine with apt-get. */
  canInstall: boolean;
}

export type BrowserStep = { do: 'nothing' } | { do: 'install' } | { do: 'stop'; message: string };

/** What to do about the browser on this machine. */
export function browserStep(browser: DebianBrowser, machine: Machine): BrowserStep {
  const { path, debianPackage, variable, purpose } = browser;
  if (machine.exists(path)) return { do: 'nothing' };
  // Pointed elsewhere on purpose: installing the package would not put it there.
  if (machine.env[variable]) {
    return { do: 'stop', message: `${variable} points at ${path}, which does not exist.` };
  }
  if (!machine.canInstall) {
    return {
      do: 'stop',
      message: `${path} is missing (${purpose}). Install Debian's package (apt-get install -y ${debianPackage}) or set ${variable}.`,
    };
  }
  return { do: 'install' };
}

export function ensureDebianBrowser(browser: DebianBrowser) {
  const step = browserStep(browser, {
    exists: existsSync,
    env: process.env,
    canInstall: process.getuid?.() === 0 && existsSync('/usr/bin/apt-get'),
  });
  if (step.do === 'nothing') return;
  if (step.do === 'stop') {
    console.error(step.message);
    process.exit(1);
  }
  console.log(`Installing Debian's ${browser.debianPackage} for ${browser.purpose}…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', browser.debianPackage], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
