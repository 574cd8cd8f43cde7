// The HTTP client and the scenario switcher together: a choice becomes Prism's Prefer
// header on that operation's calls only, and every call is recorded for its screen.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node-server';
import { getHomeInfo, getStoreInit } from '../../api/generated/catalog/catalog';
import { getGetStoreInitResponseMock } from '../../api/generated/catalog/catalog.msw';
import { setRequestHook } from '../../api/http-client';
import { recordResponse, scenarioHeaders, scenarioRequestHook } from './http-hook';
import { callsForScreen, clearRecordedCalls, resetChoices, setChoice } from './scenario-store';

beforeEach(() => {
  // As main.tsx does in development.
  setRequestHook(scenarioRequestHook);
});

afterEach(() => {
  setRequestHook(undefined);
  resetChoices();
  clearRecordedCalls();
  window.history.replaceState(null, '', '/');
});

describe('the scenario switcher’s hook in the HTTP client', () => {
  it('sends the chosen example as Prism’s Prefer header, only on that operation', async () => {
    setChoice('getStoreInit', { kind: 'example', name: 'serverError500' });
    const seen = new Map<string, string | null>();
    server.use(
      http.post('*/api/language/home/init', ({ request }) => {
        seen.set('getStoreInit', request.headers.get('prefer'));
        return HttpResponse.json(getGetStoreInitResponseMock());
      }),
      http.post('*/api/language/home/info', ({ request }) => {
        seen.set('getHomeInfo', request.headers.get('prefer'));
        return HttpResponse.json({ code: 500, msg: 'busy', data: null });
      }),
    );
    await getStoreInit();
    await getHomeInfo({ uid: 'u' }, { silent: true }).catch(() => undefined);
    expect(seen.get('getStoreInit')).toBe('example=serverError500');
    expect(seen.get('getHomeInfo')).toBeNull();
  });

  it('records each call for the screen that made it', async () => {
    window.history.replaceState(null, '', '/en');
    await getStoreInit();
    expect(callsForScreen('/en')).toEqual([
      {
        operationId: 'getStoreInit',
        method: 'POST',
        path: '/api/language/home/init',
        screen: '/en',
        status: 200,
        violations: [],
      },
    ]);
  });

  it('keeps the validating proxy’s violations of a call', () => {
    window.history.replaceState(null, '', '/en');
    const headers = new Headers({
      'sl-violations': JSON.stringify([
        {
          location: ['response', 'body', 'data', 'h5'],
          severity: 'Error',
          message: 'must be array',
        },
      ]),
    });
    recordResponse('POST', '/api/language/home/info', 200, headers);
    expect(callsForScreen('/en')[0]?.violations).toEqual(['response.body.data.h5: must be array']);
  });

  it('asks for nothing when no choice is made or the call is not in the contract', () => {
    expect(scenarioHeaders('POST', '/api/language/home/info')).toEqual({});
    setChoice('getHomeInfo', { kind: 'code', status: 401 });
    expect(scenarioHeaders('POST', '/api/language/home/info')).toEqual({ Prefer: 'code=401' });
    expect(scenarioHeaders('GET', '/api/not/in/the/contract')).toEqual({});
  });
});
