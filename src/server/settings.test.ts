// @vitest-environment jsdom
// The run-time settings read from an environment: each kind of rule accepts a good value
// and refuses a bad one with a message naming the variable; blank is unset; every refused
// variable is named at once; the page's data block cannot be closed by a value (jsdom: an
// HTML parser reads the block as a browser does).
import { describe, expect, it } from 'vitest';
import {
  parseRuntimeSettings,
  RUNTIME_SETTING_NAMES,
  RUNTIME_SETTINGS_ELEMENT_ID,
  type RuntimeSettingName,
} from '../config/runtime-settings';
import { runtimeSettingsFrom, runtimeSettingsScript, SettingError } from './settings';

/** A good value of every setting (the type makes the list complete). */
const GOOD: Record<RuntimeSettingName, string> = {
  SUPPORT_CHAT_URL: 'https://support.topuplive.example/chat',
  SOCIAL_FACEBOOK: 'https://www.facebook.com/topuplive',
  SOCIAL_INSTAGRAM: 'https://www.instagram.com/topuplive',
  SOCIAL_YOUTUBE: 'https://www.youtube.com/@topuplive',
  SOCIAL_DISCORD: 'https://discord.gg/topuplive',
  CONTENT_HOSTS: 'cdn.topuplive.example, news.topuplive.example',
  PAYMENT_HOSTS: 'pay.topuplive.example:8443',
  PUBLIC_ACCOUNT_URL: 'https://line.me/R/ti/p/@topuplive',
  FILING_RECORD_NUMBER: '粤ICP备12345678号',
  FILING_RECORD_URL: 'https://beian.miit.gov.cn/',
  APP_STORE_URL: 'https://apps.apple.com/app/topuplive/id1234567890',
  GOOGLE_PLAY_URL: 'https://play.google.com/store/apps/details?id=com.topuplive',
  ADD_TO_DESKTOP_VIDEO_URL: '/media/add-to-desktop.mp4',
  DESKTOP_ORIGIN: 'https://www.topuplive.example',
  PAYMENT_PROVIDER: 'airwallex',
  AIRWALLEX_ENV: 'prod',
  PRODUCTION_HOSTS: 'm.topuplive.example,www.topuplive.example',
  NATIVE_BRIDGE_HANDLER: 'topupPayment',
  NATIVE_BRIDGE_PARENT_ORIGIN: 'https://wrapper.topuplive.example',
  VITALS_ENDPOINT: 'https://collector.topuplive.example/vitals',
  ERROR_ENDPOINT: '/rum/errors',
};

function refusal(env: Record<string, string>): string {
  try {
    runtimeSettingsFrom(env);
  } catch (error) {
    expect(error).toBeInstanceOf(SettingError);
    return (error as SettingError).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('runtimeSettingsFrom', () => {
  it('accepts a good value of every setting, as given', () => {
    expect(Object.keys(GOOD).sort()).toEqual([...RUNTIME_SETTING_NAMES].sort());
    expect(runtimeSettingsFrom(GOOD)).toEqual(GOOD);
  });

  // One row per kind of rule: the variable, values it accepts, values it refuses.
  it.each<[kind: string, name: RuntimeSettingName, good: string[], bad: string[]]>([
    [
      'an https address',
      'SUPPORT_CHAT_URL',
      ['https://chat.example/live?x=1'],
      ['http://chat.example/live', 'chat.example/live', 'javascript:alert(1)'],
    ],
    [
      'host names',
      'CONTENT_HOSTS',
      ['cdn.example', 'cdn.example, img.example:8443', 'localhost'],
      [
        'https://cdn.example',
        'cdn.example/path',
        'cdn example',
        'cdn.example:port',
        '-cdn.example',
      ],
    ],
    [
      'an origin',
      'DESKTOP_ORIGIN',
      ['https://www.example', 'https://www.example:8443/', 'http://localhost:3000'],
      [
        'http://www.example',
        'https://www.example/shop',
        'https://www.example?from=m',
        'https://user:secret@www.example',
        'www.example',
      ],
    ],
    ['a short text', 'FILING_RECORD_NUMBER', ['ICP 12345678', 'x'.repeat(100)], ['x'.repeat(101)]],
    [
      'a path of this site or an https address',
      'ADD_TO_DESKTOP_VIDEO_URL',
      ['/media/guide.mp4', 'https://cdn.example/guide.mp4'],
      [
        '//evil.example/guide.mp4',
        '/\\evil.example/guide.mp4',
        'http://cdn.example/guide.mp4',
        'media/guide.mp4',
      ],
    ],
    [
      'a report endpoint: a path of this site or an https address, no credentials',
      'ERROR_ENDPOINT',
      ['/rum/errors', 'https://collector.example/e?k=1', 'http://127.0.0.1:4999/errors'],
      [
        '//evil.example/e',
        '/\\evil.example/e',
        'http://collector.example/e',
        'https://user:pw@collector.example/e',
        'javascript:alert(1)',
        'rum/errors',
      ],
    ],
    ['one of the providers', 'PAYMENT_PROVIDER', ['mock', 'airwallex'], ['stripe', 'Mock']],
    ['one of the environments', 'AIRWALLEX_ENV', ['prod', 'demo'], ['production', 'test']],
    [
      'a JavaScript identifier',
      'NATIVE_BRIDGE_HANDLER',
      ['topupPayment', '_bridge$1'],
      ['topup.payment', '1bridge', 'top up', 'alert(1)'],
    ],
  ])(
    '%s (%s): accepts the good values, refuses the bad naming the variable',
    (_, name, good, bad) => {
      for (const value of good) {
        expect(runtimeSettingsFrom({ [name]: value })[name], value).toBeTruthy();
      }
      for (const value of bad) {
        const message = refusal({ [name]: value });
        expect(message).toContain(`${name}=${JSON.stringify(value)}`);
      }
    },
  );

  it('keeps an origin as its origin: lower-case host, no trailing slash', () => {
    expect(
      runtimeSettingsFrom({
        DESKTOP_ORIGIN: 'https://WWW.TopupLive.example/',
        NATIVE_BRIDGE_PARENT_ORIGIN: 'https://wrapper.topuplive.example:443',
      }),
    ).toEqual({
      DESKTOP_ORIGIN: 'https://www.topuplive.example',
      NATIVE_BRIDGE_PARENT_ORIGIN: 'https://wrapper.topuplive.example',
    });
  });

  it('takes blank as unset and trims the rest', () => {
    expect(
      runtimeSettingsFrom({
        DESKTOP_ORIGIN: '',
        PAYMENT_PROVIDER: '   ',
        AIRWALLEX_ENV: undefined,
        NATIVE_BRIDGE_HANDLER: ' topupPayment\n',
      }),
    ).toEqual({ NATIVE_BRIDGE_HANDLER: 'topupPayment' });
  });

  it('ignores the variables that are not settings (the old VITE_ names among them)', () => {
    expect(
      runtimeSettingsFrom({
        VITE_DESKTOP_ORIGIN: 'not an origin',
        PATH: '/usr/bin',
        HOME: '/root',
      }),
    ).toEqual({});
  });

  it('names every refused variable in one error, and none of the accepted', () => {
    const message = refusal({
      DESKTOP_ORIGIN: 'http://www.example',
      PAYMENT_PROVIDER: 'stripe',
      CONTENT_HOSTS: 'https://cdn.example',
      AIRWALLEX_ENV: 'demo',
    });
    expect(message).toContain('DESKTOP_ORIGIN=');
    expect(message).toContain('PAYMENT_PROVIDER=');
    expect(message).toContain('CONTENT_HOSTS=');
    expect(message).not.toContain('AIRWALLEX_ENV');
  });
});

describe('runtimeSettingsScript', () => {
  const HOSTILE = '</script><script>alert(1)</script><!--';

  it('writes the data block with every < escaped', () => {
    const script = runtimeSettingsScript({ FILING_RECORD_NUMBER: HOSTILE });
    expect(script).toBe(
      `<script type="application/json" id="${RUNTIME_SETTINGS_ELEMENT_ID}">` +
        '{"FILING_RECORD_NUMBER":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>\\u003c!--"}' +
        '</script>',
    );
  });

  it('a page parses it back to the same values, as one element', () => {
    const settings = { FILING_RECORD_NUMBER: HOSTILE, PAYMENT_PROVIDER: 'mock' };
    const page = new DOMParser().parseFromString(
      `<!doctype html><html><head>${runtimeSettingsScript(settings)}</head><body></body></html>`,
      'text/html',
    );
    expect(page.querySelectorAll('script')).toHaveLength(1);
    expect(
      parseRuntimeSettings(page.getElementById(RUNTIME_SETTINGS_ELEMENT_ID)?.textContent),
    ).toEqual(settings);
  });

  it('writes an empty object when nothing is set', () => {
    expect(runtimeSettingsScript({})).toContain('>{}</script>');
  });
});
