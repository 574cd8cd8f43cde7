import { describe, expect, it } from 'vitest';
import { COOKIE, readCookie, writeCookie } from './cookies';
import { clearCountdown, readCountdown, saveCountdown } from './code-countdown-store';

const NOW = 1_795_156_325_000;

describe('code countdown cookies', () => {
  it('keeps the end time in start and the shown seconds in startui, per channel', () => {
    saveCountdown('email', NOW + 60_000, 60);
    saveCountdown('phone', NOW + 30_000, 30);
    expect(JSON.parse(readCookie(COOKIE.codeStart)!)).toEqual({
      email: NOW + 60_000,
      phone: NOW + 30_000,
    });
    expect(JSON.parse(readCookie(COOKIE.codeStartUi)!)).toEqual({ email: 60, phone: 30 });
    expect(readCountdown('email', NOW + 17_400)).toEqual({ endsAt: NOW + 60_000, secondsLeft: 43 });
    expect(readCountdown('phone', NOW)).toEqual({ endsAt: NOW + 30_000, secondsLeft: 30 });
    expect(readCountdown('other', NOW)).toBeUndefined();
  });

  it('has nothing once the end time has passed', () => {
    saveCountdown('email', NOW + 60_000, 1);
    expect(readCountdown('email', NOW + 60_000)).toBeUndefined();
  });

  it('never resumes with more than the seconds on screen or 60 (a clock set back)', () => {
    saveCountdown('email', NOW + 60_000, 12);
    expect(readCountdown('email', NOW - 3_600_000)).toEqual({
      endsAt: NOW - 3_600_000 + 12_000,
      secondsLeft: 12,
    });
    writeCookie(COOKIE.codeStart, JSON.stringify({ email: NOW + 600_000 }));
    writeCookie(COOKIE.codeStartUi, JSON.stringify({}));
    expect(readCountdown('email', NOW)?.secondsLeft).toBe(60);
  });

  it('ignores cookies it cannot read', () => {
    writeCookie(COOKIE.codeStart, 'not json');
    expect(readCountdown('email', NOW)).toBeUndefined();
    writeCookie(COOKIE.codeStart, JSON.stringify({ email: 'soon' }));
    expect(readCountdown('email', NOW)).toBeUndefined();
  });

  it('clears one channel and removes the cookies when none is left', () => {
    saveCountdown('email', NOW + 60_000, 60);
    saveCountdown('phone', NOW + 60_000, 60);
    clearCountdown('email');
    expect(JSON.parse(readCookie(COOKIE.codeStart)!)).toEqual({ phone: NOW + 60_000 });
    clearCountdown('phone');
    expect(readCookie(COOKIE.codeStart)).toBeUndefined();
    expect(readCookie(COOKIE.codeStartUi)).toBeUndefined();
  });
});
