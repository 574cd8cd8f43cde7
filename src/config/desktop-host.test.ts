import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_WIDTH_ABOVE_PX, desktopOrigin } from './desktop-host';
import { provideRuntimeSettings } from './runtime-settings';

afterEach(() => {
  vi.restoreAllMocks();
  provideRuntimeSettings(undefined);
});

describe('the desktop host (seed 001 section 9)', () => {
  it('counts widths above 1200 as desktop widths', () => {
    expect(DESKTOP_WIDTH_ABOVE_PX).toBe(1200);
  });

  it('has none when DESKTOP_ORIGIN is unset or empty, without a warning', () => {
    const warn = vi.spyOn(console, 'warn');
    expect(desktopOrigin(undefined)).toBeUndefined();
    expect(desktopOrigin('')).toBeUndefined();
    expect(desktopOrigin('   ')).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['https://www.topuplive.example', 'https://www.topuplive.example'],
    [' https://www.topuplive.example/ ', 'https://www.topuplive.example'],
    ['https://WWW.topuplive.example:8443', 'https://www.topuplive.example:8443'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://127.0.0.1:8080/', 'http://127.0.0.1:8080'],
  ])('takes %j as the origin %s', (configured, origin) => {
    expect(desktopOrigin(configured)).toBe(origin);
  });

  it.each([
    'www.topuplive.example',
    'http://www.topuplive.example',
    'http://192.168.1.10:3000',
    'https://www.topuplive.example/shop',
    'https://www.topuplive.example/?from=m',
    'https://www.topuplive.example?',
    'https://www.topuplive.example/#top',
    'https://user:secret@www.topuplive.example',
    'javascript:alert(1)',
    'ftp://www.topuplive.example',
  ])('refuses %j (no redirect) and warns in development', (configured) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(desktopOrigin(configured)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(`DESKTOP_ORIGIN=${configured.trim()}`);
    expect(String(warn.mock.calls[0]?.[0])).not.toContain('VITE_');
  });

  it("reads DESKTOP_ORIGIN from the page's settings when asked", () => {
    expect(desktopOrigin()).toBeUndefined();
    provideRuntimeSettings({ DESKTOP_ORIGIN: 'https://www.topuplive.example' });
    expect(desktopOrigin()).toBe('https://www.topuplive.example');
  });
});
