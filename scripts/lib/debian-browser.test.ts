// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { browserStep, type Machine } from './debian-browser.ts';
import { JOURNEY_BROWSER, LIGHTHOUSE_BROWSER } from '../../tests/e2e/chromium.ts';

const SHELL = {
  path: '/usr/bin/chromium-headless-shell',
  debianPackage: 'chromium-headless-shell',
  variable: 'CHROMIUM_HEADLESS_SHELL_PATH',
  purpose: 'the browser tests',
};
const machine = (overrides: Partial<Machine> = {}): Machine => ({
  exists: () => false,
  env: {},
  canInstall: true,
  ...overrides,
});

describe('browserStep', () => {
  it('does nothing when the binary is there', () => {
    expect(browserStep(SHELL, machine({ exists: (path) => path === SHELL.path }))).toEqual({
      do: 'nothing',
    });
  });

  it('installs the package when the binary is missing and root can use apt-get', () => {
    expect(browserStep(SHELL, machine())).toEqual({ do: 'install' });
  });

  it('stops with what to install when it cannot install', () => {
    expect(browserStep(SHELL, machine({ canInstall: false }))).toEqual({
      do: 'stop',
      message:
        "/usr/bin/chromium-headless-shell is missing (the browser tests). Install Debian's package (apt-get install -y chromium-headless-shell) or set CHROMIUM_HEADLESS_SHELL_PATH.",
    });
  });

  it('stops, without installing, when the variable points at nothing', () => {
    const elsewhere = { ...SHELL, path: '/opt/shell' };
    expect(
      browserStep(elsewhere, machine({ env: { CHROMIUM_HEADLESS_SHELL_PATH: '/opt/shell' } })),
    ).toEqual({
      do: 'stop',
      message: 'CHROMIUM_HEADLESS_SHELL_PATH points at /opt/shell, which does not exist.',
    });
  });
});

describe('the browsers', () => {
  it('journeys run the headless shell, Lighthouse the full chromium, each from its package', () => {
    expect(JOURNEY_BROWSER).toMatchObject({
      debianPackage: 'chromium-headless-shell',
      variable: 'CHROMIUM_HEADLESS_SHELL_PATH',
    });
    expect(LIGHTHOUSE_BROWSER).toMatchObject({
      debianPackage: 'chromium',
      variable: 'CHROMIUM_PATH',
    });
  });
});
