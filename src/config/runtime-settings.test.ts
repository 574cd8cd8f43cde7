// The browser's reader of the page's run-time settings: the data block the server (or the
// dev server's plugin) writes into the head, read once; anything but known names with string
// values is ignored; tests provide and forget values.
import { afterEach, describe, expect, it } from 'vitest';
import {
  parseRuntimeSettings,
  provideRuntimeSettings,
  RUNTIME_SETTINGS_ELEMENT_ID,
  runtimeSetting,
  runtimeSettingOr,
} from './runtime-settings';

/** Writes the page's data block (or removes it), as a new page load would find it. */
function pageBlock(text: string | undefined) {
  document.getElementById(RUNTIME_SETTINGS_ELEMENT_ID)?.remove();
  if (text !== undefined) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = RUNTIME_SETTINGS_ELEMENT_ID;
    script.textContent = text;
    document.head.append(script);
  }
  provideRuntimeSettings(undefined);
}

afterEach(() => {
  pageBlock(undefined);
});

describe("the page's run-time settings", () => {
  it('reads the data block, values trimmed', () => {
    pageBlock(
      JSON.stringify({
        DESKTOP_ORIGIN: ' https://www.topuplive.example ',
        PAYMENT_PROVIDER: 'mock',
      }),
    );
    expect(runtimeSetting('DESKTOP_ORIGIN')).toBe('https://www.topuplive.example');
    expect(runtimeSetting('PAYMENT_PROVIDER')).toBe('mock');
  });

  it("unset or blank: '' from runtimeSetting, the default from runtimeSettingOr", () => {
    pageBlock(JSON.stringify({ SUPPORT_CHAT_URL: '   ' }));
    expect(runtimeSetting('SUPPORT_CHAT_URL')).toBe('');
    expect(runtimeSettingOr('SUPPORT_CHAT_URL', 'https://chat.example/')).toBe(
      'https://chat.example/',
    );
    expect(runtimeSettingOr('GOOGLE_PLAY_URL', 'https://play.example/')).toBe(
      'https://play.example/',
    );
  });

  it('without a data block every setting is unset', () => {
    pageBlock(undefined);
    expect(runtimeSetting('DESKTOP_ORIGIN')).toBe('');
  });

  it.each([
    ['not JSON', '{"DESKTOP_ORIGIN": "https://www.topuplive.example"'],
    ['empty', ''],
    ['an array', '["https://www.topuplive.example"]'],
    ['null', 'null'],
    ['a string', '"DESKTOP_ORIGIN"'],
  ])('ignores a malformed block (%s): every setting unset, nothing thrown', (_, text) => {
    pageBlock(text);
    expect(runtimeSetting('DESKTOP_ORIGIN')).toBe('');
    expect(runtimeSettingOr('PAYMENT_PROVIDER', 'mock')).toBe('mock');
  });

  it('ignores values that are not strings and names that are not settings', () => {
    expect(
      parseRuntimeSettings(
        JSON.stringify({
          DESKTOP_ORIGIN: 42,
          PAYMENT_PROVIDER: ['airwallex'],
          AIRWALLEX_ENV: { value: 'prod' },
          NATIVE_BRIDGE_HANDLER: null,
          API_TOKEN: 'secret',
          VITE_DESKTOP_ORIGIN: 'https://old.example',
          toString: 'x',
          SUPPORT_CHAT_URL: 'https://chat.example/',
        }),
      ),
    ).toEqual({ SUPPORT_CHAT_URL: 'https://chat.example/' });
  });

  it('reads the block once: a later change is seen only after the settings are forgotten', () => {
    pageBlock(JSON.stringify({ PAYMENT_PROVIDER: 'mock' }));
    expect(runtimeSetting('PAYMENT_PROVIDER')).toBe('mock');
    const block = document.getElementById(RUNTIME_SETTINGS_ELEMENT_ID);
    if (block) block.textContent = JSON.stringify({ PAYMENT_PROVIDER: 'airwallex' });
    expect(runtimeSetting('PAYMENT_PROVIDER')).toBe('mock');
    provideRuntimeSettings(undefined);
    expect(runtimeSetting('PAYMENT_PROVIDER')).toBe('airwallex');
  });

  it("provided settings replace the page's until forgotten", () => {
    pageBlock(JSON.stringify({ PAYMENT_PROVIDER: 'mock', AIRWALLEX_ENV: 'demo' }));
    const provided = { PAYMENT_PROVIDER: 'airwallex' } as const;
    provideRuntimeSettings(provided);
    expect(runtimeSetting('PAYMENT_PROVIDER')).toBe('airwallex');
    expect(runtimeSetting('AIRWALLEX_ENV')).toBe('');
    provideRuntimeSettings(undefined);
    expect(runtimeSetting('PAYMENT_PROVIDER')).toBe('mock');
    expect(runtimeSetting('AIRWALLEX_ENV')).toBe('demo');
  });

  it('keeps a copy of the provided settings', () => {
    const provided: Record<string, string> = { PAYMENT_PROVIDER: 'mock' };
    provideRuntimeSettings(provided);
    provided.PAYMENT_PROVIDER = 'airwallex';
    expect(runtimeSetting('PAYMENT_PROVIDER')).toBe('mock');
  });
});
