// The installable app on the production build (issue 26 item 1): the page links its
// language's manifest, the first visit installs the service worker, a navigation without
// network shows the offline page of the address's language, back online pages load again,
// and the worker's caches hold the build's files and the offline pages only: no /api reply,
// no page (a signed-in one least of all).
import { expect, test, type Page } from './test';
import { BUILD_ORIGIN } from './servers';
import { signIn } from './support';

test.use({ baseURL: BUILD_ORIGIN });

/** Every address in the worker's caches (paths only). */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

test('offline after a first visit: the offline page in the page’s language, then back online', async ({
  page,
  context,
  request,
}) => {
  // The server serves the build's worker at the root (src/server/pwa-files.ts), never stale.
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  await signIn(context, BUILD_ORIGIN);
  await page.goto('/en/Tabs/Me');
  await expect(page.getByRole('navigation', { name: 'Account centre' })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest-en.webmanifest',
  );
  // The worker registers after the first screen and installs (precaching) in the background.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // A signed-in page and its calls under the worker's control.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Account centre' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.goto('/en/Tabs/Class');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/zh-hant/Tabs/Class');
  await expect(page.getByRole('heading', { name: '網路已中斷' })).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('link', { name: '重試' }).click();
  await expect(page).toHaveURL(/\/zh-hant\/Tabs\/Class$/);
  await expect(page.getByRole('tablist', { name: '商品分類' })).toBeVisible();

  const cached = await cachedPaths(page);
  expect(cached).toEqual(
    expect.arrayContaining(['/offline-zh.html', '/offline-en.html', '/offline-zh-hant.html']),
  );
  expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(
    cached.filter((path) => !path.startsWith('/assets/') && !/^\/offline-[\w-]+\.html$/.test(path)),
  ).toEqual([]);
});

test('the manifest and the worker meet the browser’s install criteria', async ({
  page,
  context,
}) => {
  await page.goto('/zh');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest-zh.webmanifest',
  );
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const cdp = await context.newCDPSession(page);
  const manifest = (await cdp.send('Page.getAppManifest')) as {
    url: string;
    errors: { message: string }[];
  };
  expect(manifest.url).toBe(`${BUILD_ORIGIN}/manifest-zh.webmanifest`);
  expect(manifest.errors).toEqual([]);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's contexts are the browser's private (incognito) profiles, where nothing is
  // ever installable; that is the one error allowed.
  expect(
    installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito'),
  ).toEqual([]);
});
