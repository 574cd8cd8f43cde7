import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  callsForScreen,
  choiceKey,
  clearRecordedCalls,
  getChoices,
  parseChoiceKey,
  preferValue,
  recordCall,
  resetChoices,
  setChoice,
  STORAGE_KEY,
  subscribe,
} from './scenario-store';

afterEach(() => {
  resetChoices();
  clearRecordedCalls();
});

const call = (operationId: string, screen: string, status = 200) => ({
  operationId,
  method: 'POST',
  path: `/api/${operationId}`,
  screen,
  status,
  violations: [],
});

describe('scenario choices', () => {
  it('keeps each operation’s choice in sessionStorage, so a reload keeps it', () => {
    setChoice('getHomeInfo', { kind: 'example', name: 'serverError500' });
    setChoice('login', { kind: 'code', status: 401 });
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({
      getHomeInfo: { kind: 'example', name: 'serverError500' },
      login: { kind: 'code', status: 401 },
    });
    expect(getChoices()).toEqual({
      getHomeInfo: { kind: 'example', name: 'serverError500' },
      login: { kind: 'code', status: 401 },
    });
  });

  it('clears one choice, then all of them', () => {
    setChoice('getHomeInfo', { kind: 'example', name: 'serverError500' });
    setChoice('login', { kind: 'code', status: 401 });
    setChoice('login', undefined);
    expect(Object.keys(getChoices())).toEqual(['getHomeInfo']);
    resetChoices();
    expect(getChoices()).toEqual({});
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('ignores a damaged stored value instead of failing', () => {
    sessionStorage.setItem(STORAGE_KEY, '{not json');
    expect(getChoices()).toEqual({});
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ a: { kind: 'example', name: '' }, b: { kind: 'code', status: 401 }, c: 3 }),
    );
    expect(getChoices()).toEqual({ b: { kind: 'code', status: 401 } });
  });

  it('turns a choice into Prism’s Prefer value and a <select> value, and back', () => {
    expect(preferValue({ kind: 'example', name: 'wrongPassword10001' })).toBe(
      'example=wrongPassword10001',
    );
    expect(preferValue({ kind: 'code', status: 422 })).toBe('code=422');
    for (const choice of [
      { kind: 'example', name: 'serverError500' },
      { kind: 'code', status: 404 },
    ] as const)
      expect(parseChoiceKey(choiceKey(choice))).toEqual(choice);
    expect(choiceKey(undefined)).toBe('');
    expect(parseChoiceKey('')).toBeUndefined();
    expect(parseChoiceKey('code:abc')).toBeUndefined();
  });

  it('tells subscribers about every change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    setChoice('login', { kind: 'code', status: 401 });
    recordCall(call('login', '/en/login'));
    resetChoices();
    unsubscribe();
    setChoice('login', { kind: 'code', status: 401 });
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe('recorded calls', () => {
  it('lists the operations each screen called, once each, with the latest status', () => {
    recordCall(call('getHomeInfo', '/en'));
    recordCall(call('getStoreInit', '/en'));
    recordCall(call('getHomeInfo', '/en', 500));
    recordCall(call('getArticle', '/en/newsDetail'));
    expect(callsForScreen('/en').map((c) => [c.operationId, c.status])).toEqual([
      ['getHomeInfo', 500],
      ['getStoreInit', 200],
    ]);
    expect(callsForScreen('/en/newsDetail').map((c) => c.operationId)).toEqual(['getArticle']);
    expect(callsForScreen('/zh')).toEqual([]);
  });
});
