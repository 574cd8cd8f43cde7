import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { provideRuntimeSettings } from '../../config/runtime-settings';
import { forgetErrorReports, MAX_ERROR_REPORTS } from './error-report';
import { recordBeacons, type Beacon } from './beacons.test-utils';
import { provideRouteName } from './route-name';
import { reportCaught, watchErrors } from './watch-errors';

const ENDPOINT = 'https://collector.example/errors';
let beacons: Beacon[];
const listeners: [string, EventListenerOrEventListenerObject][] = [];
const addListener = window.addEventListener.bind(window);

beforeEach(() => {
  beacons = recordBeacons();
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    listeners.push([type, listener]);
    addListener(type, listener, options);
  });
  provideRouteName(() => 'ConfirmOrder');
  document.head.innerHTML = '<meta name="release" content="2026.11.28-1">';
});

afterEach(() => {
  for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener);
  vi.restoreAllMocks();
  provideRuntimeSettings(undefined);
  provideRouteName(() => 'unknown');
  forgetErrorReports();
  document.head.innerHTML = '';
});

const reports = () => beacons.map((beacon) => JSON.parse(beacon.body) as Record<string, unknown>);

function uncaught(error: unknown) {
  window.dispatchEvent(new ErrorEvent('error', { error, message: String(error) }));
}

describe('error reports', () => {
  it('listen for nothing and send nothing without ERROR_ENDPOINT', async () => {
    provideRuntimeSettings({});
    watchErrors();
    expect(listeners).toEqual([]);
    reportCaught(new Error('boom'));
    await Promise.resolve();
    expect(beacons).toEqual([]);
  });

  it('send an uncaught error with the route’s name and the release, scrubbed', async () => {
    provideRuntimeSettings({ ERROR_ENDPOINT: ENDPOINT });
    watchErrors();
    uncaught(new TypeError('no member alex.chen@example.com at /api/x?token=abc'));
    await waitFor(() => {
      expect(beacons).toHaveLength(1);
    });
    expect(beacons[0]?.url).toBe(ENDPOINT);
    expect(reports()[0]).toMatchObject({
      type: 'error',
      release: '2026.11.28-1',
      route: 'ConfirmOrder',
      source: 'error',
      name: 'TypeError',
      message: 'no member [email] at /api/x?token=abc',
    });
    expect(beacons[0]?.body).not.toContain('alex.chen');
  });

  it('send an unhandled rejection, and an object thrown only by its type', async () => {
    provideRuntimeSettings({ ERROR_ENDPOINT: ENDPOINT });
    watchErrors();
    const rejection = Object.assign(new Event('unhandledrejection'), {
      reason: { password: 'Topup2026', card: '4242424242424242' },
    });
    window.dispatchEvent(rejection);
    await waitFor(() => {
      expect(beacons).toHaveLength(1);
    });
    expect(reports()[0]).toMatchObject({ source: 'rejection', name: 'object', message: '' });
    expect(beacons[0]?.body).not.toMatch(/Topup2026|4242/);
  });

  it('send what a boundary caught', async () => {
    provideRuntimeSettings({ ERROR_ENDPOINT: '/rum/errors' });
    reportCaught(new RangeError('bad quantity'));
    await waitFor(() => {
      expect(beacons).toHaveLength(1);
    });
    expect(beacons[0]?.url).toBe(`${window.location.origin}/rum/errors`);
    expect(reports()[0]).toMatchObject({ source: 'boundary', name: 'RangeError' });
  });

  it(`send each kind once and at most ${String(MAX_ERROR_REPORTS)} a page`, async () => {
    provideRuntimeSettings({ ERROR_ENDPOINT: ENDPOINT });
    for (let n = 0; n < 3; n++) reportCaught(new Error('same'));
    for (let n = 0; n < 20; n++) reportCaught(new Error(`kind ${String(n)}`));
    await waitFor(() => {
      expect(beacons).toHaveLength(MAX_ERROR_REPORTS);
    });
    expect(reports().filter((report) => report.message === 'same')).toHaveLength(1);
  });
});
