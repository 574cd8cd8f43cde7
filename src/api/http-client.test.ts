import { http, HttpResponse, delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node-server';
import { COOKIE, readCookie, writeCookie } from '../lib/cookies';
import { setNavigator } from '../lib/navigation';
import { getToasts } from '../lib/toast-store';
import { ApiError } from './api-error';
import { getProductDetail, getStoreInit } from './generated/catalog/catalog';
import {
  getGetProductDetailMockHandler,
  getGetProductDetailMockHandler as productMock,
  getGetStoreInitMockHandler,
} from './generated/catalog/catalog.msw';
import { listOrders } from './generated/orders/orders';
import { getListOrdersResponseMock } from './generated/orders/orders.msw';
import { endCallsUnderWay, httpClient, okData } from './http-client';

const DETAIL_URL = '*/api/language/spu/detail-show';
const navigate = vi.fn();

beforeEach(() => {
  navigate.mockReset();
  setNavigator(navigate);
  window.history.replaceState(null, '', '/');
});

/** The product detail never answers. */
function serveNoReply() {
  server.use(
    http.post(DETAIL_URL, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );
}

async function captureHeaders(call: () => Promise<unknown>): Promise<Headers> {
  let seen: Headers | undefined;
  server.use(
    http.post('*/api/language/home/init', ({ request }) => {
      seen = request.headers;
      return HttpResponse.json({ code: 200, msg: 'success', data: storeInitData() });
    }),
  );
  await call();
  if (!seen) throw new Error('the request never reached the server');
  return seen;
}

function storeInitData() {
  return {
    tdk: { title: 't', description: 'd', keywords: 'k' },
    hotSearchList: [],
    hotGoodsList: [],
    languageList: [],
    currencyList: [],
  };
}

async function failure(call: () => Promise<unknown>): Promise<ApiError> {
  const error = await call().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('shared request headers', () => {
  it('sends the shared headers and no token: the /api pass-through adds it (issue 25 item 5)', async () => {
    writeCookie(COOKIE.signedIn, '1');
    writeCookie(COOKIE.repatriate, 'rep-9');
    writeCookie(COOKIE.currency, 'HKD');
    writeCookie(COOKIE.cid, 'channel-7');
    window.history.replaceState(null, '', '/en/goodsDetail');

    const headers = await captureHeaders(() => getStoreInit());

    expect(headers.has('authorization')).toBe(false);
    expect(headers.get('access')).toBe('rep-9');
    expect(headers.get('clienttype')).toBe('H5');
    expect(headers.get('currency')).toBe('HKD');
    expect(headers.get('language')).toBe('3');
    expect(headers.get('languagecode')).toBe('en');
    expect(headers.get('cid')).toBe('channel-7');
    expect(headers.get('browsertype')).toBeTruthy();
  });

  it("marks the app terminal in the app's session", async () => {
    // The server exchanged newstoken_app for the session cookie and this flag.
    writeCookie(COOKIE.signedIn, '1');
    writeCookie(COOKIE.appContext, '1');
    window.history.replaceState(null, '', '/zh-hant/appAirwallex');

    const headers = await captureHeaders(() => getStoreInit());

    expect(headers.has('authorization')).toBe(false);
    expect(headers.get('clienttype')).toBe('app');
    expect(headers.get('language')).toBe('1');
    expect(headers.get('languagecode')).toBe('zh-hant');
  });

  it('sends no Authorization for a guest, the default language and currency, empty access and cid', async () => {
    const headers = await captureHeaders(() => getStoreInit());

    expect(headers.has('authorization')).toBe(false);
    expect(headers.get('language')).toBe('0');
    expect(headers.get('languagecode')).toBe('zh');
    expect(headers.get('currency')).toBe('USD');
    expect(headers.get('access')).toBe('');
    expect(headers.get('cid')).toBe('');
  });

  it('creates the equipment device number once and keeps sending it', async () => {
    expect(readCookie(COOKIE.equipment)).toBeUndefined();
    const first = await captureHeaders(() => getStoreInit());
    const second = await captureHeaders(() => getStoreInit());

    const device = first.get('devicenumber');
    expect(device).toMatch(/^\d{17}$/);
    expect(second.get('devicenumber')).toBe(device);
    expect(readCookie(COOKIE.equipment)).toBe(device);
  });
});

describe('envelope handling', () => {
  it('resolves with the envelope on code 200', async () => {
    server.use(getGetStoreInitMockHandler());
    const reply = await getStoreInit();
    expect(reply.code).toBe(200);
  });

  it('turns another code into a business ApiError carrying code, msg and data, without a toast', async () => {
    server.use(
      http.post(DETAIL_URL, () =>
        HttpResponse.json({ code: 10001, msg: 'Wrong account or password', data: { hint: 1 } }),
      ),
    );
    const error = await failure(() => getProductDetail({ spuId: 10101 }));
    expect(error).toMatchObject({
      kind: 'business',
      code: 10001,
      msg: 'Wrong account or password',
      data: { hint: 1 },
    });
    expect(getToasts()).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on 401 clears the session cookies, keeps the intended purchase and goes to {lang}/login', async () => {
    window.history.replaceState(null, '', '/en/goodsDetail?spuId=10101');
    writeCookie(COOKIE.signedIn, '1');
    writeCookie(COOKIE.userInfo, '{}');
    writeCookie(COOKIE.queryData, '{"itemId":10101,"num":1}');
    server.use(getGetProductDetailMockHandler({ code: 401, msg: 'Login expired', data: null }));

    const error = await failure(() => getProductDetail({ spuId: 10101 }));

    expect(error.code).toBe(401);
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
    expect(readCookie(COOKIE.userInfo)).toBeUndefined();
    expect(readCookie(COOKIE.queryData)).toBe('{"itemId":10101,"num":1}');
    expect(navigate).toHaveBeenCalledWith('/en/login', { replace: true });
  });

  it.each([500, 10008])('shows msg as an error toast on %i', async (code) => {
    server.use(productMock({ code, msg: `server says ${code}`, data: null }));
    const error = await failure(() => getProductDetail({ spuId: 10101 }));
    expect(error.code).toBe(code);
    expect(getToasts()).toEqual([
      expect.objectContaining({ kind: 'error', message: `server says ${code}` }),
    ]);
  });

  it('leaves a code the caller handles (handledCodes) to the caller', async () => {
    server.use(productMock({ code: 10008, msg: 'Wrong code', data: null }));
    const error = await failure(() =>
      getProductDetail({ spuId: 10101 }, { handledCodes: [10008] }),
    );
    expect(error.code).toBe(10008);
    expect(getToasts()).toHaveLength(0);
  });

  it('goes to the not-found route on 801', async () => {
    window.history.replaceState(null, '', '/zh-hant/goodsDetail?spuId=1');
    server.use(productMock({ code: 801, msg: 'Gone', data: null }));
    const error = await failure(() => getProductDetail({ spuId: 1 }));
    expect(error.code).toBe(801);
    expect(navigate).toHaveBeenCalledWith('/zh-hant/404', { replace: true });
  });
});

describe('failures outside the envelope', () => {
  it("turns Prism's problem+json into an http ApiError with a translated toast", async () => {
    server.use(
      http.post(DETAIL_URL, () =>
        HttpResponse.json(
          {
            type: 'https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY',
            title: 'Invalid request',
            status: 422,
            detail: 'spuId is required',
          },
          { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    const error = await failure(() => getProductDetail({ spuId: 10101 }));
    expect(error).toMatchObject({ kind: 'http', status: 422, code: 422 });
    expect(error.msg).toContain('spuId is required');
    expect(getToasts()).toEqual([
      expect.objectContaining({ messageKey: 'common:errors.requestRejected' }),
    ]);
  });

  it('treats a problem+json 401 like the envelope 401', async () => {
    writeCookie(COOKIE.signedIn, '1');
    server.use(
      http.post(DETAIL_URL, () =>
        HttpResponse.json(
          { title: 'Invalid security scheme used', status: 401 },
          { status: 401, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    const error = await failure(() => getProductDetail({ spuId: 10101 }));
    expect(error.status).toBe(401);
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/zh/login', { replace: true });
  });

  it('turns a non-JSON 200 body into an invalid-response ApiError', async () => {
    server.use(http.post(DETAIL_URL, () => HttpResponse.text('<html>maintenance</html>')));
    const error = await failure(() => getProductDetail({ spuId: 10101 }));
    expect(error.kind).toBe('invalid-response');
    expect(getToasts()).toEqual([
      expect.objectContaining({ messageKey: 'common:errors.invalidResponse' }),
    ]);
  });

  it('turns JSON that is not an envelope into an invalid-response ApiError', async () => {
    server.use(http.post(DETAIL_URL, () => HttpResponse.json([1, 2, 3])));
    const error = await failure(() => getProductDetail({ spuId: 10101 }));
    expect(error.kind).toBe('invalid-response');
  });

  it('turns an HTML 502 page into an http ApiError', async () => {
    server.use(
      http.post(
        DETAIL_URL,
        () =>
          new HttpResponse('<h1>Bad gateway</h1>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    const error = await failure(() => getProductDetail({ spuId: 10101 }));
    expect(error).toMatchObject({ kind: 'http', status: 502 });
  });

  it('turns a network failure into a network ApiError with a toast', async () => {
    server.use(http.post(DETAIL_URL, () => HttpResponse.error()));
    const error = await failure(() => getProductDetail({ spuId: 10101 }));
    expect(error.kind).toBe('network');
    expect(getToasts()).toEqual([expect.objectContaining({ messageKey: 'common:errors.network' })]);
  });

  it('keeps quiet for silent calls but still fails them', async () => {
    server.use(http.post(DETAIL_URL, () => HttpResponse.error()));
    const error = await failure(() => getProductDetail({ spuId: 10101 }, { silent: true }));
    expect(error.kind).toBe('network');
    expect(getToasts()).toHaveLength(0);
  });

  it('times out after 40 s, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    serveNoReply();
    const settled = vi.fn();
    const pending = getProductDetail({ spuId: 10101 }).then(
      () => {
        settled('resolved');
      },
      (e: unknown) => {
        settled(e);
      },
    );

    await vi.advanceTimersByTimeAsync(39_999);
    expect(settled).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    await pending;
    const error = settled.mock.calls[0]?.[0] as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('timeout');
    expect(getToasts()).toEqual([expect.objectContaining({ messageKey: 'common:errors.timeout' })]);
  });

  it('passes a cancellation by the caller through without a toast', async () => {
    serveNoReply();
    const controller = new AbortController();
    const pending = getProductDetail({ spuId: 10101 }, { signal: controller.signal });
    controller.abort();
    const error = await pending.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
    expect(getToasts()).toHaveLength(0);
  });

  it("ends a call left waiting quietly: no timeout later, no toast (the tests' reset)", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    serveNoReply();
    const settled = vi.fn();
    const pending = getProductDetail({ spuId: 10101 }).then(settled, settled);
    await vi.advanceTimersByTimeAsync(1);

    endCallsUnderWay();
    await pending;
    const error = settled.mock.calls[0]?.[0] as Error;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error.name).toBe('AbortError');
    // Its 40 s timer went with it.
    await vi.advanceTimersByTimeAsync(40_000);
    expect(settled).toHaveBeenCalledTimes(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('ends quietly once the reply has arrived: no toast for its business failure', async () => {
    server.use(http.post(DETAIL_URL, () => HttpResponse.json({ code: 500, msg: 'Busy' })));
    const arrived = () => {
      endCallsUnderWay();
    };
    server.events.on('response:mocked', arrived);
    const settled = vi.fn();
    try {
      await getProductDetail({ spuId: 10101 }).then(settled, settled);
    } finally {
      server.events.removeListener('response:mocked', arrived);
    }
    expect(settled).toHaveBeenCalledTimes(1);
    expect(getToasts()).toHaveLength(0);
  });
});

describe('captcha envelope', () => {
  const CAPTCHA_URL = '*/api/captcha/captcha/check';

  it("resolves with repCode '0000'", async () => {
    server.use(
      http.post(CAPTCHA_URL, () =>
        HttpResponse.json({ repCode: '0000', repMsg: null, success: true }),
      ),
    );
    await expect(
      httpClient('/api/captcha/captcha/check', { method: 'POST' }),
    ).resolves.toMatchObject({ repCode: '0000' });
  });

  it('turns another repCode into a business ApiError with that code', async () => {
    server.use(
      http.post(CAPTCHA_URL, () =>
        HttpResponse.json({ repCode: '6201', repMsg: 'too many', repData: null }),
      ),
    );
    const error = await failure(() => httpClient('/api/captcha/captcha/check', { method: 'POST' }));
    expect(error).toMatchObject({ kind: 'business', code: '6201', msg: 'too many' });
  });
});

describe('replies that break the contract', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  const brokenDetail = () =>
    http.post(DETAIL_URL, () =>
      HttpResponse.json({ code: 200, msg: 'success', data: { pic: 42, evaluateList: null } }),
    );

  it('in production, fail the call as invalid-response with one translated toast', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('PROD', true);
    const reported = vi.spyOn(console, 'error');
    server.use(brokenDetail());

    const first = await failure(() => getProductDetail({ spuId: 10101 }));
    const second = await failure(() => getProductDetail({ spuId: 10101 }));

    expect(first).toMatchObject({ kind: 'invalid-response', status: 200 });
    expect(second.kind).toBe('invalid-response');
    expect(getToasts()).toEqual([
      expect.objectContaining({ kind: 'error', messageKey: 'common:errors.invalidResponse' }),
    ]);
    expect(getToasts()[0]?.message).toBeUndefined();
    expect(reported).not.toHaveBeenCalled();
  });

  it('in production, still resolve a reply that matches', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('PROD', true);
    server.use(getGetProductDetailMockHandler());
    await expect(getProductDetail({ spuId: 10101 })).resolves.toMatchObject({ code: 200 });
  });

  it('in development, fail the call and report it loudly, naming the operation', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(brokenDetail());
    const error = await failure(() => getProductDetail({ spuId: 10101 }));
    expect(error.kind).toBe('invalid-response');
    expect(reported).toHaveBeenCalledTimes(1);
    expect(String(reported.mock.calls[0]?.[0])).toMatch(
      /\[contract\] getProductDetail \(POST \/api\/language\/spu\/detail-show\)/,
    );
  });

  it('checks the captcha envelope too', async () => {
    vi.stubEnv('DEV', false);
    server.use(
      http.post('*/api/captcha/captcha/check', () =>
        HttpResponse.json({ repCode: '0000', repMsg: null, repData: 'not an object' }),
      ),
    );
    const error = await failure(() => httpClient('/api/captcha/captcha/check', { method: 'POST' }));
    expect(error.kind).toBe('invalid-response');
  });

  it('leaves a business failure a business failure, reporting a malformed one in development', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post(DETAIL_URL, () => HttpResponse.json({ code: 10001, msg: 42 })));
    const error = await failure(() => getProductDetail({ spuId: 10101 }));
    expect(error).toMatchObject({ kind: 'business', code: 10001 });
    expect(reported).toHaveBeenCalledTimes(1);
  });

  it('resolves a list with an unknown enum value in an item, warning in development', async () => {
    const errors = vi.spyOn(console, 'error');
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const item = { ...okData(getListOrdersResponseMock()).list[0]!, status: '12' };
    server.use(
      http.post('*/api/language/order/pageList', () =>
        HttpResponse.json({ code: 200, msg: 'success', data: { list: [item], total: 1 } }),
      ),
    );
    const reply = await listOrders({ pageNum: 1, pageSize: 10, status: '' });
    expect(okData(reply).list).toEqual([item]);
    expect(warned).toHaveBeenCalledTimes(1);
    expect(String(warned.mock.calls[0]?.[0])).toMatch(/^\[contract\] listOrders /);
    expect(errors).not.toHaveBeenCalled();
  });

  it('stays quiet for a body that matches', async () => {
    const reported = vi.spyOn(console, 'error');
    server.use(getGetProductDetailMockHandler());
    await getProductDetail({ spuId: 10101 });
    expect(reported).not.toHaveBeenCalled();
  });
});
