// Security and faults of issue 11 in a real browser at 375 px on Prism: server URLs that
// only look like paths of this site never become links to another host.
import { expect, test, type Page, type Request } from './test';
import { BUILD_ORIGIN } from './servers';

/** Banner jumpUrls that resolve to a path starting with "//" (item 18). */
const DOT_SEGMENT_URLS = ['/.//evil.example/x', '/%2e//evil.example/x', '/./\\evil.example/x'];

test('banners whose jumpUrl hides another host behind dot segments are not links', async ({
  page,
}) => {
  await page.route(
    (url) => url.pathname === '/api/language/home/info',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        data: { adList: { cover: string; name: string; jumpUrl: string | null }[] };
      };
      const [first] = body.data.adList;
      if (!first) throw new Error('the contract example has no banner');
      body.data.adList = [
        ...DOT_SEGMENT_URLS.map((jumpUrl, i) => ({ ...first, name: `Planted ${i}`, jumpUrl })),
        first,
      ];
      await route.fulfill({ response, json: body });
    },
  );
  await page.goto('/en');
  const carousel = page.getByRole('region', { name: 'Promotions' });
  await expect(carousel.getByRole('group')).toHaveCount(4);
  // Only the real internal banner is a link; nothing in the page points at "//...".
  await expect(carousel.locator('a')).toHaveCount(1);
  await expect(carousel.locator('a')).toHaveAttribute('href', '/en/Registration');
  await expect(page.locator('a[href^="//"], a[href^="/\\\\"]')).toHaveCount(0);
  // A planted banner is a picture only: tapping it stays on Home.
  await carousel.getByRole('img', { name: 'Planted 0' }).click();
  await expect(page).toHaveURL(/\/en$/);
});

const APP_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.app-token.sig';

for (const [build, origin] of [
  ['the dev server', undefined],
  ['the production build', BUILD_ORIGIN],
] as const) {
  test(`${build}: the app token is exchanged for the HttpOnly session, in no address, link, script or Referer`, async ({
    page,
    baseURL,
  }) => {
    const at = (path: string) => `${origin ?? baseURL ?? ''}${path}`;
    const referers: string[] = [];
    const bearers: string[] = [];
    const reading: Promise<void>[] = [];
    const onRequest = (request: Request) => {
      reading.push(
        request.allHeaders().then((headers) => {
          if (headers.referer) referers.push(headers.referer);
          if (headers.authorization) bearers.push(headers.authorization);
        }),
      );
    };
    page.on('request', onRequest);
    await page.goto(
      at(
        '/en/appFastPay?intent_id=int_hkdmt5k1bw8r3y6p0qs' +
          '&client_secret=int_hkdmt5k1bw8r3y6p0qs_secret_Jw4nT7aHc1Ru' +
          `&paymentConsentId=cst_hkdm2nq7xg3f5wz8r1a&price=21.99&newstoken_app=${APP_TOKEN}`,
      ),
    );
    await expect(page.getByRole('button', { name: 'Confirm payment' })).toBeVisible();
    expect(page.url()).not.toContain('newstoken_app');
    expect(page.url()).toContain('intent_id=int_hkdmt5k1bw8r3y6p0qs');
    // The server answered the address with the token by a redirect (no history entry of its
    // own: the tab's first entry is about:blank): Back does not return to the token.
    expect(await page.evaluate(() => window.history.length)).toBe(2);
    // Issue 25 item 5: the token is in an HttpOnly cookie, nowhere a script can read.
    const readable = await page.evaluate(() => [
      document.cookie,
      JSON.stringify(Object.entries(localStorage)),
      JSON.stringify(Object.entries(sessionStorage)),
    ]);
    for (const text of readable) expect(text).not.toContain(APP_TOKEN);
    expect(readable[0]).toContain('app_context=1');
    const links = await page
      .locator('link[rel="canonical"], link[rel="alternate"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).not.toContain(APP_TOKEN);

    // Another page in the same web view: still signed in with the app's session, its calls
    // made without a token (the server's pass-through adds it; the production server renders
    // the member's name with the request's own cookie).
    await page.goto(at('/en/Tabs/Me'));
    await expect(page).toHaveURL(/\/en\/Tabs\/Me$/);
    await expect(page.getByText('Alex', { exact: true })).toBeVisible();
    // The requests made until now are the journey's: later ones (the service worker's
    // precache, in the production build) would still be reading their headers when the test
    // ends, and that read fails the test.
    page.off('request', onRequest);
    await Promise.all(reading);
    expect(bearers).toEqual([]);
    expect(referers.length).toBeGreaterThan(0);
    for (const referer of referers) expect(referer).not.toContain(APP_TOKEN);
  });
}

/**
 * The production build's Categories chunks (its files are named by their hash): the scripts
 * a first visit to the tab loads, read off that visit. Route interception also turns the
 * HTTP cache off, so the next load asks for them again.
 */
async function categoriesChunks(page: Page, url: string): Promise<RegExp> {
  const loaded: string[] = [];
  const record = (request: Request) => {
    if (request.resourceType() === 'script') loaded.push(new URL(request.url()).pathname);
  };
  await page.goto(url);
  const tabs = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(tabs).toBeVisible();
  // The support button's chunk comes after the first paint: in before the recording starts.
  await expect(page.getByRole('button', { name: 'Customer service' })).toBeVisible();
  page.on('request', record);
  await tabs.getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/en\/Tabs\/Class$/);
  // The screen has rendered its categories: its chunks are all in.
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  page.off('request', record);
  expect(loaded.length).toBeGreaterThan(0);
  const escaped = loaded.map((path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(${escaped.join('|')})$`);
}

for (const [build, origin] of [
  ['the dev server', undefined],
  ['the production build', BUILD_ORIGIN],
] as const) {
  test(`${build}: a route chunk that cannot load reloads to the page opened once, then offers Retry`, async ({
    page,
    baseURL,
  }) => {
    const at = (path: string) => `${origin ?? baseURL ?? ''}${path}`;
    const chunk = origin
      ? await categoriesChunks(page, at('/en'))
      : /\/src\/app\/routes\/class\.tsx/;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(at('/en'));
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    // The Categories chunk is gone (a deploy, a dropped connection).
    await page.route(chunk, (route) => route.abort());
    const reloaded = page.waitForEvent('load');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Categories' })
      .click();
    // One full load, of the page the tap opened; the chunk fails again within 60 s: the
    // screen's error state with Retry, the tab bar still there.
    await reloaded;
    await expect(page).toHaveURL(/\/en\/Tabs\/Class$/);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    // The chunk is back: Retry loads the page and the screen shows.
    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeHidden();
    await expect(page).toHaveURL(/\/en\/Tabs\/Class$/);
    expect(errors.filter((message) => message.includes('Cannot read properties'))).toEqual([]);
  });
}
