import { afterEach, describe, expect, it } from 'vitest';
import {
  errorEndpoint,
  pageRelease,
  reportEndpointUrl,
  reportOrigins,
  vitalsEndpoint,
} from './report-endpoints';
import { provideRuntimeSettings } from './runtime-settings';

const PAGE = 'https://m.topuplive.example/en/goodsDetail?spuId=1';

describe('a report endpoint', () => {
  it.each([
    ['/rum/vitals', 'https://m.topuplive.example/rum/vitals'],
    ['https://collector.example/v?key=1', 'https://collector.example/v?key=1'],
    ['http://localhost:4999/v', 'http://localhost:4999/v'],
    ['http://127.0.0.1:4999/v', 'http://127.0.0.1:4999/v'],
  ])('%s is sent to %s', (value, expected) => {
    expect(reportEndpointUrl(value, PAGE)).toBe(expected);
  });

  it.each([
    '',
    '//evil.example/v',
    '/\\evil.example/v',
    'http://collector.example/v',
    'https://user:pw@collector.example/v',
    'javascript:alert(1)',
    'data:text/plain,x',
    'rum/vitals',
  ])('%j is refused: nothing is sent', (value) => {
    expect(reportEndpointUrl(value, PAGE)).toBeUndefined();
  });

  it('gives the CSP the origins of the addresses, not of the paths of this site', () => {
    expect(
      reportOrigins({
        VITALS_ENDPOINT: 'https://collector.example/v',
        ERROR_ENDPOINT: '/rum/errors',
      }),
    ).toEqual(['https://collector.example']);
    expect(
      reportOrigins({
        VITALS_ENDPOINT: 'https://a.example/v',
        ERROR_ENDPOINT: 'https://a.example/e',
      }),
    ).toEqual(['https://a.example']);
    expect(reportOrigins({ ERROR_ENDPOINT: 'http://evil.example/e' })).toEqual([]);
  });
});

describe('on the page', () => {
  afterEach(() => {
    provideRuntimeSettings(undefined);
    document.head.innerHTML = '';
  });

  it('reads the settings; unset, nothing is sent', () => {
    provideRuntimeSettings({});
    expect(vitalsEndpoint()).toBeUndefined();
    expect(errorEndpoint()).toBeUndefined();
    provideRuntimeSettings({ VITALS_ENDPOINT: '/rum/v', ERROR_ENDPOINT: 'https://c.example/e' });
    expect(vitalsEndpoint()).toBe(`${window.location.origin}/rum/v`);
    expect(errorEndpoint()).toBe('https://c.example/e');
  });

  it('names the server’s release, or dev', () => {
    expect(pageRelease()).toBe('dev');
    document.head.innerHTML = '<meta name="release" content="2026.11.28-1">';
    expect(pageRelease()).toBe('2026.11.28-1');
  });
});
