import { afterEach, describe, expect, it } from 'vitest';
import {
  clampBottom,
  readSupportPlace,
  rememberSupportPlace,
  snapSide,
} from './support-button-place';

afterEach(() => {
  window.sessionStorage.clear();
});

describe('the support button place', () => {
  // An 812 px viewport with a 52 px header and a 56 px tab bar.
  const chrome = { top: 52, bottom: 756 };

  it('sits 12 px above the bottom chrome by default and never lower', () => {
    expect(clampBottom(null, chrome, 812)).toBe(68);
    expect(clampBottom(0, chrome, 812)).toBe(68);
  });

  it('stays 12 px under the top chrome at most', () => {
    // 812 - 52 - 12 - 48
    expect(clampBottom(2000, chrome, 812)).toBe(700);
    expect(clampBottom(300, chrome, 812)).toBe(300);
  });

  it('snaps to the nearer side', () => {
    expect(snapSide(187, 375)).toBe('left');
    expect(snapSide(188, 375)).toBe('right');
  });

  it('remembers the place for the session and ignores a broken value', () => {
    expect(readSupportPlace()).toBeUndefined();
    rememberSupportPlace({ side: 'left', bottom: 320 });
    expect(readSupportPlace()).toEqual({ side: 'left', bottom: 320 });
    window.sessionStorage.setItem('supportButtonPlace', '{"side":"up","bottom":1}');
    expect(readSupportPlace()).toBeUndefined();
    window.sessionStorage.setItem('supportButtonPlace', 'not json');
    expect(readSupportPlace()).toBeUndefined();
  });
});
