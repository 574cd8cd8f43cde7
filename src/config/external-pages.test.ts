import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToDesktopVideoUrl, appDownloadUrl, isStoreListing } from './external-pages';

afterEach(() => {
  vi.unstubAllEnvs();
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
  it('iOS: none unless VITE_APP_STORE_URL is set', () => {
    vi.stubEnv('VITE_APP_STORE_URL', '');
    expect(appDownloadUrl('ios')).toBeUndefined();
  });

  it('iOS: the old placeholder counts as not configured', () => {
    vi.stubEnv('VITE_APP_STORE_URL', 'https://apps.apple.com/app/topuplive/id0000000000');
    expect(appDownloadUrl('ios')).toBeUndefined();
  });

  it('iOS: a configured listing', () => {
    vi.stubEnv('VITE_APP_STORE_URL', 'https://apps.apple.com/app/topuplive/id1234567890');
    expect(appDownloadUrl('ios')).toBe('https://apps.apple.com/app/topuplive/id1234567890');
  });

  it('Android: the Google Play default, or the configured one', () => {
    vi.stubEnv('VITE_GOOGLE_PLAY_URL', '');
    expect(appDownloadUrl('android')).toBe(
      'https://play.google.com/store/apps/details?id=com.topuplive',
    );
    vi.stubEnv('VITE_GOOGLE_PLAY_URL', 'https://play.google.com/store/apps/details?id=com.shop');
    expect(appDownloadUrl('android')).toBe(
      'https://play.google.com/store/apps/details?id=com.shop',
    );
  });
});

describe('addToDesktopVideoUrl', () => {
  it('none when empty, else the configured video', () => {
    vi.stubEnv('VITE_ADD_TO_DESKTOP_VIDEO_URL', '');
    expect(addToDesktopVideoUrl()).toBeUndefined();
    vi.stubEnv('VITE_ADD_TO_DESKTOP_VIDEO_URL', '/media/add-to-desktop.mp4');
    expect(addToDesktopVideoUrl()).toBe('/media/add-to-desktop.mp4');
  });
});
