import { describe, expect, it } from 'vitest';
import { detectDeviceOs } from './device-os';

const UA = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  empty: '',
};

describe('detectDeviceOs (iOS for iPhone, iPad and Mac; default Android)', () => {
  it.each([
    ['iPhone', UA.iPhone, 'ios'],
    ['iPad', UA.iPad, 'ios'],
    ['Mac', UA.mac, 'ios'],
    ['Android', UA.android, 'android'],
    ['Windows (unknown)', UA.windows, 'android'],
    ['an empty user agent', UA.empty, 'android'],
  ] as const)('%s -> %s', (_name, userAgent, os) => {
    expect(detectDeviceOs(userAgent)).toBe(os);
  });
});
