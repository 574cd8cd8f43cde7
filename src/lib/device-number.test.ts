import { describe, expect, it } from 'vitest';
import { COOKIE, readCookie } from './cookies';
import { createDeviceNumber, getDeviceNumber } from './device-number';

describe('device number', () => {
  it('is the current time followed by a random 1000-9999', () => {
    expect(createDeviceNumber(1763776123456, () => 0)).toBe('17637761234561000');
    expect(createDeviceNumber(1763776123456, () => 0.9999)).toBe('17637761234569999');
  });

  it('is created once and kept in the equipment cookie', () => {
    const first = getDeviceNumber();
    expect(readCookie(COOKIE.equipment)).toBe(first);
    expect(getDeviceNumber()).toBe(first);
  });
});
