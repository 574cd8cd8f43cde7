// Each screen makes each call once on load (issue 23 item 9), in the production build: the
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

/** The screens, signed in, with the replies each waits on (its own, and the tab bar's). */
const SCREENS: { name: string; path: string; replies: string[] }[] = [
  {
    name: 'Home',
    path: '/en',
    replies: ['/api/language/home/info', '/api/service/order/waitPayment', MESSAGES, COUPONS],
  },
  {
    name: 'goodsDetail',
    path: '/en/goodsDetail?spuId=10101&categoryId=101',
    replies: ['/api/language/spu/detail-show', '/api/language/spuCoupons'],
  },
  {
    name: 'ConfirmOrder',
    path: '/en/Tabs/ConfirmOrder?itemId=10104&num=1',
    replies: ['/api/language/order/checkout-details', '/api/language/order/fee'],
  },
  {
    name: 'Order',
    path: '/en/Tabs/Order',
    replies: ['/api/language/order/pageList', MESSAGES, COUPONS],
  },
  {
    name: 'OrderDetail (with the member check)',
    path: '/en/Tabs/OrderDetail?orderId=TL2026112000001',
    replies: ['/api/service/order/detail', '/api/member/memberDetail/getById'],
  },
  {
    name: 'GoPay',
    path: '/en/Tabs/GoPay?orderId=TL2026112000010&num=1',
    replies: ['/api/language/order/cashier', '/api/service/order/couponsPrice'],
  },
  { name: 'Me', path: '/en/Tabs/Me', replies: [MEMBER_INFO, MESSAGES, COUPONS] },
  { name: 'Info', path: '/en/Tabs/Info', replies: [MESSAGES, COUPONS] },
  { name: 'Coupons', path: '/en/Tabs/Coupons', replies: [COUPONS] },
  { name: 'Class', path: '/en/Tabs/Class', replies: ['/api/language/category/list', MESSAGES] },
  {
    name: 'dynamicState',
    path: '/en/Tabs/dynamicState',
    replies: ['/api/member/messages', MESSAGES],
  },
  { name: 'PersonalData', path: '/en/Tabs/PersonalData', replies: [MEMBER_INFO] },
  { name: 'User', path: '/en/Tabs/User', replies: [MEMBER_INFO] },
  { name: 'emailCertification', path: '/en/Tabs/emailCertification', replies: [MEMBER_INFO] },
  {
    name: 'myAssessment',
    path: '/en/Tabs/myAssessment',
    replies: ['/api/language/order/pageList'],
  },
];

for (const screen of SCREENS) {
  test(`${screen.name} makes each call once on load`, async ({ page, context }) => {
    await signIn(context, BUILD_ORIGIN);
    const calls = recordCalls(page);
    const replies = screen.replies.map((path) => replyOf(page, path));
    await page.goto(screen.path);
    await Promise.all(replies);
    await calls.settled();
    expect(calls.repeated()).toEqual([]);
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
