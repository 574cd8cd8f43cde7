import { afterEach, describe, expect, it } from 'vitest';
import {
  addToDesktopVideoUrl,
  appDownloadUrl,
  filingRecord,
  isStoreListing,
  publicAccountUrl,
} from './external-pages';
import { provideRuntimeSettings } from './runtime-settings';

afterEach(() => {
  provideRuntimeSettings(undefined);
});

describe('isStoreListing: a real https listing, never the placeholder id', () => {
  it.each([
    ['https://apps.apple.com/app/topuplive/id1234567890', true],
    ['https://apps.apple.com/app/topuplive/id0000000000', false],
    ['https://apps.apple.com/app/id0000000000', false],
    ['https://play.google.com/store/apps/details?id=com.topuplive', true],
    ['http://apps.apple.com/app/topuplive/id1234567890', false],
    ['', false],
    ['  ', false],
    ['not a url', false],
  ])('%s -> %s', (url, ok) => {
    expect(isStoreListing(url)).toBe(ok);
  });
});

describe('appDownloadUrl', () => {
  it('iOS: none unless APP_STORE_URL is set', () => {
    provideRuntimeSettings({});
    expect(appDownloadUrl('ios')).toBeUndefined();
  });

  it('iOS: the old placeholder counts as not configured', () => {
    provideRuntimeSettings({ APP_STORE_URL: 'https://apps.apple.com/app/topuplive/id0000000000' });
    expect(appDownloadUrl('ios')).toBeUndefined();
  });

  it('iOS: a configured listing', () => {
    provideRuntimeSettings({ APP_STORE_URL: 'https://apps.apple.com/app/topuplive/id1234567890' });
    expect(appDownloadUrl('ios')).toBe('https://apps.apple.com/app/topuplive/id1234567890');
  });

  it('Android: the Google Play default, or the configured one', () => {
    provideRuntimeSettings({ GOOGLE_PLAY_URL: '' });
    expect(appDownloadUrl('android')).toBe(
      'https://play.google.com/store/apps/details?id=com.topuplive',
    );
    provideRuntimeSettings({
      GOOGLE_PLAY_URL: 'https://play.google.com/store/apps/details?id=com.shop',
    });
    expect(appDownloadUrl('android')).toBe(
      'https://play.google.com/store/apps/details?id=com.shop',
    );
  });
});

describe('addToDesktopVideoUrl', () => {
  it('none when empty, else the configured video', () => {
    provideRuntimeSettings({ ADD_TO_DESKTOP_VIDEO_URL: '' });
    expect(addToDesktopVideoUrl()).toBeUndefined();
    provideRuntimeSettings({ ADD_TO_DESKTOP_VIDEO_URL: '/media/add-to-desktop.mp4' });
    expect(addToDesktopVideoUrl()).toBe('/media/add-to-desktop.mp4');
  });
});

describe('publicAccountUrl', () => {
  it("the footer's Facebook page by default, else PUBLIC_ACCOUNT_URL", () => {
    provideRuntimeSettings({ SOCIAL_FACEBOOK: 'https://www.facebook.com/shop' });
    expect(publicAccountUrl()).toBe('https://www.facebook.com/shop');
    provideRuntimeSettings({ PUBLIC_ACCOUNT_URL: 'https://line.me/R/ti/p/@shop' });
    expect(publicAccountUrl()).toBe('https://line.me/R/ti/p/@shop');
  });
});

describe('filingRecord', () => {
  it('no number by default; the number and register address when set', () => {
    expect(filingRecord()).toEqual({ number: '', url: 'https://beian.miit.gov.cn/' });
    provideRuntimeSettings({
      FILING_RECORD_NUMBER: 'ICP 12345678',
      FILING_RECORD_URL: 'https://register.example/icp',
    });
    expect(filingRecord()).toEqual({ number: 'ICP 12345678', url: 'https://register.example/icp' });
  });
});
