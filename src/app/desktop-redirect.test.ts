import { afterEach, describe, expect, it, vi } from 'vitest';
import { provideRuntimeSettings } from '../config/runtime-settings';
import { forgetCookies } from '../lib/cookies';
import { desktopRedirectTarget, isAppPagePath, leavesForDesktopHost } from './desktop-redirect';

const DESKTOP = 'https://www.topuplive.example';
const PAGE = 'https://m.topuplive.example/en/goodsDetail?spuId=10101&categoryId=101';

const target = (overrides: Partial<Parameters<typeof desktopRedirectTarget>[0]> = {}) =>
  desktopRedirectTarget({
    width: 1201,
    href: PAGE,
    desktopOrigin: DESKTOP,
    inApp: false,
    ...overrides,
  });

describe('desktop widths go to the desktop host (seed 001 section 9)', () => {
  it('stays at 1200 px and goes at 1201 px', () => {
    expect(target({ width: 1200 })).toBeNull();
    expect(target({ width: 1201 })).toBe(`${DESKTOP}/en/goodsDetail?spuId=10101&categoryId=101`);
  });

  it('stays when no desktop origin is configured (unset or malformed)', () => {
    expect(target({ desktopOrigin: undefined, width: 1920 })).toBeNull();
  });

  it('keeps the path with its language segment, the query as written and the fragment', () => {
    expect(target({ href: 'https://m.topuplive.example/' })).toBe(`${DESKTOP}/`);
    expect(target({ href: 'https://m.topuplive.example/zh-hant/Tabs/Order' })).toBe(
      `${DESKTOP}/zh-hant/Tabs/Order`,
    );
    expect(
      target({
        href: 'https://m.topuplive.example/en/SearchDatail?name=%E7%8E%8B%E8%80%85&flag#results',
      }),
    ).toBe(`${DESKTOP}/en/SearchDatail?name=%E7%8E%8B%E8%80%85&flag#results`);
  });

  it('never carries the app token in the address', () => {
    expect(
      target({ href: 'https://m.topuplive.example/en/Tabs/Me?newstoken_app=secret&tab=2' }),
    ).toBe(`${DESKTOP}/en/Tabs/Me?tab=2`);
    expect(target({ href: 'https://m.topuplive.example/en/Tabs/Me?newstoken_app=secret' })).toBe(
      `${DESKTOP}/en/Tabs/Me`,
    );
  });

  it('stays inside the native app: its token held for the tab, or one of its pages', () => {
    expect(target({ inApp: true })).toBeNull();
    for (const path of [
      '/appFastPay',
      '/en/appAirwallex',
      '/zh-hant/appGooglepay',
      '/en/appleAppPay',
      '/en/payments',
      '/en/APPAIRWALLEX/',
    ]) {
      expect(isAppPagePath(path)).toBe(true);
      expect(target({ href: `https://m.topuplive.example${path}?orderId=TL1` })).toBeNull();
    }
    expect(isAppPagePath('/en/Airwallex')).toBe(false);
    expect(isAppPagePath('/en/Tabs/Order')).toBe(false);
  });

  it('never loops: a desktop origin equal to this one stays', () => {
    expect(target({ desktopOrigin: 'https://m.topuplive.example' })).toBeNull();
  });
});

describe('at start-up', () => {
  const width = Object.getOwnPropertyDescriptor(window, 'innerWidth');
  const setWidth = (value: number) => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value });
  };

  afterEach(() => {
    if (width) Object.defineProperty(window, 'innerWidth', width);
    provideRuntimeSettings(undefined);
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('replaces this page with the same one on the desktop host when wide', () => {
    provideRuntimeSettings({ DESKTOP_ORIGIN: DESKTOP });
    window.history.replaceState(null, '', '/en/Tabs/Class?id=3');
    setWidth(1280);
    const go = vi.fn<(url: string) => void>();
    expect(leavesForDesktopHost(go)).toBe(true);
    expect(go).toHaveBeenCalledWith(`${DESKTOP}/en/Tabs/Class?id=3`);
  });

  it('stays when narrow, unconfigured or in the app', () => {
    const go = vi.fn<(url: string) => void>();
    setWidth(1280);
    expect(leavesForDesktopHost(go)).toBe(false);
    provideRuntimeSettings({ DESKTOP_ORIGIN: DESKTOP });
    setWidth(1200);
    expect(leavesForDesktopHost(go)).toBe(false);
    setWidth(1280);
    // The app's session (the server exchanged its newstoken_app for these cookies).
    document.cookie = 'app_context=1; path=/';
    forgetCookies();
    expect(leavesForDesktopHost(go)).toBe(false);
    expect(go).not.toHaveBeenCalled();
  });
});
