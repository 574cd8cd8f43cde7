// The /api pass-through against a stub API on a real socket (127.0.0.1): the session cookie
// becomes the bearer token, sign-in replies become the HttpOnly cookie, 401 and logout end
// it, calls from other sites are refused, and a failing API gets a defined answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  LOGOUT_PATH,
  passToApi,
  SIGN_IN_PATHS,
  WITHHELD_TOKEN,
  type ApiRequest,
} from './api-pass-through';
import { closedOrigin, startStandIn, type StandIn } from '../../tests/utils/server-stand-ins';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.member-7.sig';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
type StubReply = (response: ServerResponse) => void;

const json =
  (body: unknown, status = 200): StubReply =>
  (response) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

let reply: StubReply = json({ code: 200, msg: 'success', data: null });
const received: Received[] = [];
let stub: StandIn;
let apiOrigin: string;

beforeAll(async () => {
  stub = await startStandIn((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      reply(response);
    });
  });
  apiOrigin = stub.origin;
});

afterAll(async () => {
  await stub.close();
});

beforeEach(() => {
  received.length = 0;
  reply = json({ code: 200, msg: 'success', data: null });
});

/** A call as the storefront's page makes it: same origin, its custom headers. */
function pageCall(overrides: Partial<ApiRequest> = {}): ApiRequest {
  return {
    method: 'GET',
    url: '/api/user/info',
    headers: {
      host: 'shop.example',
      'sec-fetch-site': 'same-origin',
      clienttype: 'H5',
      language: '3',
    },
    https: true,
    clientIp: '203.0.113.9',
    ...overrides,
  };
}

function withSession(request: ApiRequest): ApiRequest {
  return {
    ...request,
    headers: { ...request.headers, cookie: `uuid=u1; adbws_marker=${TOKEN}; signed_in=1` },
  };
}

const cookiesOf = (headers: Record<string, string | string[]>) => {
  const value = headers['set-cookie'];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

describe('a call with the session', () => {
  it('reaches the API with the bearer token, and neither cookies nor the page’s host', async () => {
    const answer = await passToApi(
      withSession(
        pageCall({
          method: 'POST',
          url: '/api/order/create?x=1',
          headers: {
            host: 'shop.example',
            'sec-fetch-site': 'same-origin',
            origin: 'https://shop.example',
            clienttype: 'H5',
            'content-type': 'application/json',
            'idempotency-key': 'k-1',
          },
          body: Buffer.from('{"itemId":5}'),
        }),
      ),
      { apiOrigin },
    );
    expect(answer.status).toBe(200);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/order/create?x=1');
    expect(request?.body).toBe('{"itemId":5}');
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.headers['idempotency-key']).toBe('k-1');
    expect(request?.headers.clienttype).toBe('H5');
    expect(request?.headers.cookie).toBeUndefined();
    expect(request?.headers.host).toBe(new URL(apiOrigin).host);
    expect(request?.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(request?.headers['x-forwarded-proto']).toBe('https');
  });

  it('puts the session’s token over a bearer the request brings', async () => {
    const call = withSession(pageCall());
    await passToApi(
      { ...call, headers: { ...call.headers, authorization: 'Bearer forged' } },
      { apiOrigin },
    );
    expect(received[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('without a session, passes a caller’s own bearer as it came, and adds none', async () => {
    const call = pageCall();
    await passToApi(
      { ...call, headers: { ...call.headers, authorization: 'Bearer curl' } },
      {
        apiOrigin,
      },
    );
    await passToApi(pageCall(), { apiOrigin });
    expect(received[0]?.headers.authorization).toBe('Bearer curl');
    expect(received[1]?.headers.authorization).toBeUndefined();
  });
});

describe('cross-site request forgery', () => {
  it.each([
    ['another site (Sec-Fetch-Site)', { 'sec-fetch-site': 'cross-site', clienttype: 'H5' }],
    ['a sibling subdomain (Sec-Fetch-Site)', { 'sec-fetch-site': 'same-site', clienttype: 'H5' }],
    ['an Origin of another site', { origin: 'https://evil.example', clienttype: 'H5' }],
    ['an unreadable Origin', { origin: 'null', clienttype: 'H5' }],
    ['a form post (no clientType header)', { 'content-type': 'application/x-www-form-urlencoded' }],
  ])('refuses a call with the session from %s, the API never reached', async (_name, extra) => {
    const answer = await passToApi(
      {
        method: 'POST',
        url: '/api/order/create',
        headers: { host: 'shop.example', cookie: `adbws_marker=${TOKEN}`, ...extra },
        body: Buffer.from('itemId=5'),
        https: true,
      },
      { apiOrigin },
    );
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 403 });
    expect(received).toHaveLength(0);
  });

  it('lets the page’s own calls through: same origin, or an older browser that says nothing', async () => {
    const call = withSession(pageCall());
    await passToApi(call, { apiOrigin });
    const { 'sec-fetch-site': _site, ...quiet } = call.headers;
    await passToApi(
      { ...call, headers: { ...quiet, origin: 'https://shop.example' } },
      {
        apiOrigin,
      },
    );
    expect(received).toHaveLength(2);
  });
});

describe('sign-in replies', () => {
  it.each(SIGN_IN_PATHS)(
    '%s: the token becomes the HttpOnly cookie, never the page’s',
    async (path) => {
      reply = json({ code: 200, msg: 'success', data: { access_token: TOKEN } });
      const answer = await passToApi(pageCall({ method: 'POST', url: path }), { apiOrigin });
      expect(answer.body.toString()).not.toContain(TOKEN);
      expect(JSON.parse(answer.body.toString())).toEqual({
        code: 200,
        msg: 'success',
        data: { access_token: WITHHELD_TOKEN },
      });
      const [token, flag, ...rest] = cookiesOf(answer.headers);
      expect(rest).toEqual([]);
      // Seed 000 section 9: the token lives 1296000 s.
      expect(token).toBe(
        `adbws_marker=${encodeURIComponent(TOKEN)}; Max-Age=1296000; Path=/; SameSite=Lax; Secure; HttpOnly`,
      );
      expect(flag).toBe('signed_in=1; Max-Age=1296000; Path=/; SameSite=Lax; Secure');
      expect(answer.headers['cache-control']).toBe('no-store');
    },
  );

  it('over plain http (development) the cookies are not Secure, still HttpOnly', async () => {
    reply = json({ code: 200, msg: 'success', data: { access_token: TOKEN } });
    const answer = await passToApi(
      pageCall({ method: 'POST', url: '/api/auth/register', https: false }),
      { apiOrigin },
    );
    const [token, flag] = cookiesOf(answer.headers);
    expect(token).toMatch(/; HttpOnly$/);
    expect(token).not.toMatch(/Secure/);
    expect(flag).not.toMatch(/Secure|HttpOnly/);
  });

  it.each([
    ['a refusal (10001)', { code: 10001, msg: 'Wrong account or password', data: null }],
    ['a captcha request (data 1)', { code: 200, msg: 'success', data: 1 }],
    ['an empty token', { code: 200, msg: 'success', data: { access_token: '' } }],
  ])('sets nothing for %s, and passes the reply as it is', async (_name, body) => {
    reply = json(body);
    const answer = await passToApi(
      pageCall({ method: 'POST', url: '/api/language/token/login-c' }),
      { apiOrigin },
    );
    expect(cookiesOf(answer.headers)).toEqual([]);
    expect(JSON.parse(answer.body.toString())).toEqual(body);
  });

  it('a token in another operation’s reply is no sign-in', async () => {
    reply = json({ code: 200, msg: 'success', data: { access_token: TOKEN } });
    const answer = await passToApi(pageCall({ url: '/api/user/info' }), { apiOrigin });
    expect(cookiesOf(answer.headers)).toEqual([]);
  });
});

describe('the end of a session', () => {
  const ended = (headers: Record<string, string | string[]>) =>
    cookiesOf(headers)
      .filter((cookie) => cookie.includes('Max-Age=0'))
      .map((cookie) => cookie.slice(0, cookie.indexOf('=')));

  it.each([
    [
      'the envelope’s code 401 (seed 000 section 6)',
      json({ code: 401, msg: 'Expired', data: null }),
    ],
    ['HTTP status 401', json({ title: 'Unauthorized' }, 401)],
  ])('%s clears the token and the flags', async (_name, stubReply) => {
    reply = stubReply;
    const answer = await passToApi(withSession(pageCall()), { apiOrigin });
    expect(new Set(ended(answer.headers))).toEqual(
      new Set(['adbws_marker', 'signed_in', 'app_context']),
    );
    // Over https an app session's partitioned cookies are cleared too.
    expect(cookiesOf(answer.headers).some((cookie) => cookie.includes('Partitioned'))).toBe(true);
  });

  it('a successful logout clears them; a failed one keeps the session', async () => {
    const logout = withSession(pageCall({ method: 'DELETE', url: LOGOUT_PATH }));
    const done = await passToApi(logout, { apiOrigin });
    expect(ended(done.headers)).toContain('adbws_marker');
    reply = json({ code: 500, msg: 'Try again', data: null });
    const failed = await passToApi(logout, { apiOrigin });
    expect(cookiesOf(failed.headers)).toEqual([]);
  });
});

describe('a failing API', () => {
  it('answers 502 in the envelope when nothing listens', async () => {
    const answer = await passToApi(withSession(pageCall()), { apiOrigin: await closedOrigin() });
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body.toString())).toEqual({
      code: 502,
      msg: 'The API could not be reached',
      data: null,
    });
  });

  it('answers 504 when the API does not answer within its time, the call ended', async () => {
    reply = () => undefined; // never answers
    const answer = await passToApi(withSession(pageCall()), { apiOrigin, timeoutMs: 50 });
    expect(answer.status).toBe(504);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 504 });
  });

  it('passes an HTML 502 and a body that is not JSON as they are, for the page to judge', async () => {
    reply = (response) => {
      response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
    };
    const html = await passToApi(withSession(pageCall()), { apiOrigin });
    expect(html.status).toBe(502);
    expect(html.headers['content-type']).toBe('text/html');
    expect(html.body.toString()).toBe('<h1>Bad gateway</h1>');
    reply = (response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":200,');
    };
    const broken = await passToApi(withSession(pageCall()), { apiOrigin });
    expect(broken.status).toBe(200);
    expect(broken.body.toString()).toBe('{"code":200,');
    expect(cookiesOf(broken.headers)).toEqual([]);
  });

  it('gives a compressed reply decoded, without the encoding it no longer has', async () => {
    reply = (response) => {
      response
        .writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
        .end(gzipSync('{"code":200,"data":{"n":1}}'));
    };
    const answer = await passToApi(pageCall(), { apiOrigin });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toEqual({ code: 200, data: { n: 1 } });
  });
});
