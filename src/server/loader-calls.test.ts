// A page rendered on the server waits for its calls to settle (render-page.tsx), so a
// screen's loader must have started them when it returns: ConfirmOrder's prefetch is a
// chunk of its own, and a reply arriving while the page renders would be shown without
// being in the page's state (a hydration mismatch in the browser).
import { setupServer } from 'msw/node';
import { createStaticHandler } from 'react-router-dom';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { allMockHandlers } from '../api/generated/mock-handlers';
import { createQueryClient } from '../app/query-client';
import { createServerRoutes } from '../app/router';
import { createBundledI18n } from '../i18n/bundled';
import { COOKIE } from '../lib/cookies';
import { parseCookieHeader, runInRequestScope } from './request-scope';

// The prefetch's chunk arrives when the test opens the gate.
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    open: () => {
      open();
    },
    opened,
  };
});
vi.mock('../features/checkout/prefetch-confirm-order', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

const api = setupServer(...allMockHandlers());
beforeAll(() => {
  api.listen({ onUnhandledFrame: 'error' });
});
afterAll(() => {
  api.close();
});

const nextTurn = () =>
  new Promise<void>((resolve) => {
    setImmediate(resolve);
  });

it('returns from ConfirmOrder’s loader only once its calls have started', async () => {
  const url = new URL('https://shop.test/en/Tabs/ConfirmOrder?itemId=10101&num=1');
  const client = createQueryClient();
  const handler = createStaticHandler(createServerRoutes());
  const scope = {
    url,
    apiOrigin: 'http://api.test',
    userAgent: 'test',
    cookies: parseCookieHeader(`${COOKIE.token}=tok-1`),
    writes: [],
  };
  const services = {
    queryClient: client,
    i18n: createBundledI18n('en'),
    startBlockCalls: () => undefined,
  };
  // The route modules loaded already (the static handler waits for them too), through the
  // same address without a valid query (its loader stops at the query: the 404): only the
  // prefetch's chunk is on its way below.
  const invalid = new URL('https://shop.test/en/Tabs/ConfirmOrder?num=x');
  await runInRequestScope({ ...scope, url: invalid }, () =>
    handler.query(new Request(invalid), { requestContext: services }),
  );
  let returned = false;
  const query = runInRequestScope(scope, () =>
    handler.query(new Request(url), {
      requestContext: services,
    }),
  ).then(() => {
    returned = true;
  });
  // However many turns pass, the loader waits on the prefetch's chunk.
  for (let turn = 0; turn < 20; turn++) await nextTurn();
  expect(returned).toBe(false);
  gate.open();
  await query;
  const paths = client
    .getQueryCache()
    .findAll()
    .map((entry) => entry.queryKey[1]);
  expect(paths).toEqual(
    expect.arrayContaining(['/api/language/order/cashier', '/api/language/order/checkout-details']),
  );
  await client.cancelQueries();
});
