// Each screen makes each call once on load (issue 23 item 9), and none for a reply the page's
// HTML already carries (the production server renders it, issue 24), in the production build: the
// development server's StrictMode mounts every screen twice and aborts the first call, so
// only the build says what a shopper's browser sends. A call is its method, path with query
// and body; the load has settled when the screen's own replies have arrived and no API
// request is left in flight.
import { expect, test, type Page, type Request } from './test';
import { BUILD_ORIGIN } from './servers';
import { signIn } from './support';

test.use({ baseURL: BUILD_ORIGIN });

const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');

/** Records the page's API calls from now on, and how many are in flight. */
function recordCalls(page: Page) {
  const calls: string[] = [];
  let inFlight = 0;
  page.on('request', (request) => {
    if (!isApi(request)) return;
    inFlight += 1;
    const url = new URL(request.url());
    calls.push(`${request.method()} ${url.pathname}${url.search} ${request.postData() ?? ''}`);
  });
  const finished = (request: Request) => {
    if (isApi(request)) inFlight -= 1;
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return {
    /** Resolves once every API request made so far has finished. */
    settled: () => expect.poll(() => inFlight).toBe(0),
    /** The calls made more than once, with their count. */
    repeated: () =>
      [...new Set(calls)]
        .map((call) => [call, calls.filter((made) => made === call).length] as const)
        .filter(([, count]) => count > 1),
    /** Every call made, as method and path. */
    made: () =>
      calls.map((call) => {
        const [method = '', target = ''] = call.split(' ');
        return { method, path: new URL(target, 'http://x').pathname };
      }),
    count: (method: string, path: string) =>
      calls.filter((call) => call.startsWith(`${method} ${path}`)).length,
  };
}

function replyOf(page: Page, path: string) {
  return page.waitForResponse((response) => new URL(response.url()).pathname === path);
}

const MEMBER_INFO = '/api/language/member/info';
const MESSAGES = '/api/member/messages/msgList';
const COUPONS = '/api/service/spuCoupons/dataList';
const ORDERS = '/api/language/order/pageList';

/**
 * The screens, signed in: `server`, replies the page's HTML carries (the production server
 * rendered them: the browser must not ask again), and `browser`, every call the browser
 * still makes (what the first paint holds back: the tab bar's badges, the order's fee).
 */
const SCREENS: { name: string; path: string; server: string[]; browser: string[] }[] = [
  {
    name: 'Home',
    path: '/en',
    server: ['/api/language/home/info'],
    browser: ['/api/service/order/waitPayment', MESSAGES, COUPONS],
  },
  {
    name: 'goodsDetail',
    path: '/en/goodsDetail?spuId=10101&categoryId=101',
    server: ['/api/language/spu/detail-show', '/api/language/spuCoupons'],
    // The visit's tracking event (seed 001 section 7), a report, not a reply the page shows.
    browser: ['/api/service/member-action'],
  },
  {
    name: 'ConfirmOrder',
    path: '/en/Tabs/ConfirmOrder?itemId=10104&num=1',
    server: ['/api/language/order/checkout-details'],
    browser: ['/api/language/order/fee'],
  },
  // The order list's key is its own (a paged list's), not the call's path.
  { name: 'Order', path: '/en/Tabs/Order', server: ['orderPages'], browser: [MESSAGES, COUPONS] },
  {
    name: 'OrderDetail (with the member check)',
    path: '/en/Tabs/OrderDetail?orderId=TL2026112000001',
    server: ['/api/service/order/detail', '/api/member/memberDetail/getById'],
    browser: [],
  },
  {
    name: 'GoPay',
    path: '/en/Tabs/GoPay?orderId=TL2026112000010&num=1',
    server: ['/api/language/order/cashier', '/api/service/order/couponsPrice'],
    browser: [],
  },
  { name: 'Me', path: '/en/Tabs/Me', server: [MEMBER_INFO], browser: [MESSAGES, COUPONS] },
  { name: 'Info', path: '/en/Tabs/Info', server: [MESSAGES], browser: [COUPONS] },
  { name: 'Coupons', path: '/en/Tabs/Coupons', server: [COUPONS], browser: [] },
  {
    name: 'Class',
    path: '/en/Tabs/Class',
    server: ['/api/language/category/list'],
    browser: [MESSAGES, COUPONS],
  },
  {
    name: 'dynamicState',
    path: '/en/Tabs/dynamicState',
    server: ['/api/member/messages', MESSAGES],
    browser: [],
  },
  { name: 'PersonalData', path: '/en/Tabs/PersonalData', server: [MEMBER_INFO], browser: [] },
  { name: 'User', path: '/en/Tabs/User', server: [MEMBER_INFO], browser: [] },
  {
    name: 'emailCertification',
    path: '/en/Tabs/emailCertification',
    server: [MEMBER_INFO],
    browser: [],
  },
  { name: 'myAssessment', path: '/en/Tabs/myAssessment', server: [ORDERS], browser: [] },
];

/** The names in the keys of the replies the page's HTML carries (app/server-state.ts). */
function serverReplies(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const text =
      document.getElementById('server-state')?.textContent ?? '{"queries":{"queries":[]}}';
    const state = JSON.parse(text) as { queries: { queries: { queryKey: unknown[] }[] } };
    return state.queries.queries.flatMap(({ queryKey }) =>
      queryKey.filter((part): part is string => typeof part === 'string'),
    );
  });
}

/** Resolves once the first screen is interactive (lib/page-interactive.ts's mark). */
function interactive(page: Page) {
  return page.waitForFunction(() => performance.getEntriesByName('app:interactive').length > 0);
}

for (const screen of SCREENS) {
  test(`${screen.name} makes each call once on load, none the HTML carries`, async ({
    page,
    context,
  }) => {
    await signIn(context, BUILD_ORIGIN);
    const calls = recordCalls(page);
    const replies = screen.browser.map((path) => replyOf(page, path));
    await page.goto(screen.path);
    await interactive(page);
    await Promise.all(replies);
    await calls.settled();
    expect(calls.repeated()).toEqual([]);
    const carried = await serverReplies(page);
    expect(carried).toEqual(expect.arrayContaining(screen.server));
    // Nothing but the calls the HTML cannot carry: none for a reply it holds.
    const made = [...new Set(calls.made().map((call) => call.path))].sort();
    expect(made).toEqual([...screen.browser].sort());
    expect(made.filter((path) => carried.includes(path))).toEqual([]);
  });
}

test('moving between the tabs asks for nothing twice', async ({ page, context }) => {
  await signIn(context, BUILD_ORIGIN);
  const calls = recordCalls(page);
  const home = [MESSAGES, COUPONS, '/api/service/order/waitPayment'].map((p) => replyOf(page, p));
  await page.goto('/en');
  await Promise.all(home);
  await page
    .getByRole('dialog', { name: 'You have an unpaid order' })
    .getByRole('button', {
      name: 'Close',
      exact: true,
    })
    .click();
  const tabs = page.getByRole('navigation', { name: 'Main navigation' });
  for (const [href, reply] of [
    ['/en/Tabs/Order', '/api/language/order/pageList'],
    ['/en/Tabs/Me', MEMBER_INFO],
    ['/en/Tabs/Class', '/api/language/category/list'],
  ] as const) {
    const replied = replyOf(page, reply);
    await tabs.locator(`a[href="${href}"]`).click();
    await replied;
  }
  await calls.settled();
  expect(calls.repeated()).toEqual([]);
});

test('signing in on the way to Me asks for the member info once', async ({ page }) => {
  const calls = recordCalls(page);
  await page.goto('/en/Tabs/Me');
  await expect(page).toHaveURL(/\/en\/login$/);
  await page.getByRole('textbox', { name: 'Email or phone number' }).fill('alex.chen@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Topup2026');
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  const badges = [MESSAGES, COUPONS].map((path) => replyOf(page, path));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/Tabs\/Me$/);
  await expect(page.getByText('Alex', { exact: true })).toBeVisible();
  await Promise.all(badges);
  await calls.settled();
  expect(calls.count('POST', MEMBER_INFO)).toBe(1);
  expect(calls.repeated()).toEqual([]);
});
