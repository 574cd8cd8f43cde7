// Taps on a page the production server rendered, made while the browser's script takes it
// over (issue 26's journeys, issue 24's hydration): before the script has run, a link is
// the server's HTML and navigates as any link does; once React has taken the page over, a
// tap on content whose code is still on its way hydrates it or, where it cannot, leaves the
// link to the browser. Nothing the shopper aims at may move under the finger meanwhile: a
// server-rendered block whose chunk arrives after hydration keeps the server's HTML until
// then (Home's footer, below the news: were it thrown away, the page would lose its height
// and a tap at the bottom would land on something else). First visits, so the service
// worker's first install runs alongside. No sleeps: the scripts are held by the journey and
// released when the tap has been made.
import type { Route } from '@playwright/test';
import { expect, test, type Page } from './test';
import { BUILD_ORIGIN } from './servers';
import { signIn } from './support';

test.use({ baseURL: BUILD_ORIGIN });

const ARTICLE = 'How to redeem a Steam Wallet code in 3 steps';
// The contract's example article, which Prism answers for every article id.
const ARTICLE_HEADING = 'Genshin Impact 5.3: what to top up before the new banners';

/** Text only the script of each held part contains. */
const MARKERS = {
  // The boot (lib/page-interactive.ts, a static import of the entry): held, no script runs.
  boot: 'app:interactive',
  // Home's footer (its own chunk, fetched once the page is painted or hydrated).
  footer: 'footer.copyright',
  // goodsDetail's sections below the first screen (below-first-screen.tsx: the follow banner).
  below: 'follow.heading',
  // ConfirmOrder's body below the item (confirm-order-body.tsx: the amount due).
  body: 'price.due',
} as const;
type Held = keyof typeof MARKERS;

/** Holds back the page's scripts of the given parts until each part is released. */
function holdScripts(page: Page, parts: Held[]): Record<Held, () => void> {
  const kinds = Object.keys(MARKERS) as Held[];
  const releases = Object.fromEntries(kinds.map((kind) => [kind, () => undefined])) as Record<
    Held,
    () => void
  >;
  const released = Object.fromEntries(kinds.map((kind) => [kind, Promise.resolve()])) as Record<
    Held,
    Promise<void>
  >;
  for (const part of parts) {
    released[part] = new Promise<void>((resolve) => {
      releases[part] = resolve;
    });
  }
  void page.route('**/assets/*.js', (route) =>
    // The page may have gone (a native navigation) while its script was held.
    serve(route).catch(() => undefined),
  );
  async function serve(route: Route): Promise<void> {
    const response = await route.fetch();
    const body = await response.text();
    for (const part of Object.keys(MARKERS) as Held[]) {
      if (body.includes(MARKERS[part])) await released[part];
    }
    await route.fulfill({ response, body });
  }
  return releases;
}

/** The first screen is interactive: hydrated, the 'app:interactive' mark (page-interactive.ts). */
async function interactive(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('app:interactive').length))
    .toBe(1);
}

/**
 * Lets the journey hold the page's animation frames (a busy phone that draws no frame while
 * its script hydrates the page: what waits for the next paint waits) from `hold` until
 * `release`. Held only once the server's HTML is all on screen: React's streamed HTML shows
 * its late parts in a frame.
 */
async function controlFrames(
  page: Page,
): Promise<{ hold: () => Promise<void>; release: () => Promise<void> }> {
  await page.addInitScript(() => {
    const queued: FrameRequestCallback[] = [];
    const request = window.requestAnimationFrame.bind(window);
    let held = false;
    window.requestAnimationFrame = (callback) => (held ? queued.push(callback) : request(callback));
    Object.assign(window, {
      holdFrames: () => {
        held = true;
      },
      releaseFrames: () => {
        held = false;
        for (const callback of queued.splice(0)) request(callback);
      },
    });
  });
  type Controls = { holdFrames: () => void; releaseFrames: () => void };
  return {
    hold: () =>
      page.evaluate(() => {
        (window as unknown as Controls).holdFrames();
      }),
    release: () =>
      page.evaluate(() => {
        (window as unknown as Controls).releaseFrames();
      }),
  };
}

test('a link tapped before the script has run opens its page', async ({ page }) => {
  const held = holdScripts(page, ['boot']);
  await page.goto('/en', { waitUntil: 'commit' });
  await page.getByRole('link', { name: ARTICLE }).tap();
  await expect(page).toHaveURL(/\/en\/NewsDetail\?articleId=302$/);
  await expect(page.getByRole('heading', { level: 1, name: ARTICLE_HEADING })).toBeVisible();
  held.boot();
});

test('a product tapped before the script has run opens its page', async ({ page }) => {
  const held = holdScripts(page, ['boot']);
  await page.goto('/en', { waitUntil: 'commit' });
  await page
    .getByRole('region', { name: 'Top up now' })
    .getByRole('link', { name: /PUBG Mobile UC/ })
    .tap();
  await expect(page).toHaveURL(/\/en\/goodsDetail\?spuId=10101$/);
  await expect(page.getByRole('heading', { name: 'PUBG Mobile UC' })).toBeVisible();
  held.boot();
});

test('a link aimed at before hydration is still there when the tap lands', async ({ page }) => {
  const held = holdScripts(page, ['boot', 'footer']);
  const frames = await controlFrames(page);
  await page.goto('/en', { waitUntil: 'commit' });
  // The shopper scrolls the server's page to its end (the footer) and aims at an article.
  const aboutUs = page.getByRole('link', { name: 'About us' });
  await aboutUs.scrollIntoViewIfNeeded();
  const link = page.getByRole('link', { name: ARTICLE });
  const aimed = await link.boundingBox();
  if (!aimed) throw new Error('The article link has no box');
  // The script takes the page over before the next frame; the footer's code is on its way.
  await frames.hold();
  held.boot();
  await interactive(page);
  // The footer is the server's still, in place: nothing above the finger has moved.
  await expect(aboutUs).toBeVisible();
  expect(await link.boundingBox()).toEqual(aimed);
  await frames.release();
  await page.touchscreen.tap(aimed.x + aimed.width / 2, aimed.y + aimed.height / 2);
  await expect(page).toHaveURL(/\/en\/NewsDetail\?articleId=302$/);
  await expect(page.getByRole('heading', { level: 1, name: ARTICLE_HEADING })).toBeVisible();
  held.footer();
});

test('a footer link tapped before its code has arrived opens its page', async ({ page }) => {
  const held = holdScripts(page, ['footer']);
  await page.goto('/en');
  await interactive(page);
  // React cannot hydrate the footer without its code: the tap is the browser's own.
  await page.getByRole('link', { name: 'About us' }).tap();
  await expect(page).toHaveURL(/\/en\/NewsDetail\?articleId=3$/);
  await expect(page.getByRole('heading', { level: 1, name: ARTICLE_HEADING })).toBeVisible();
  held.footer();
});

test('a denomination chosen before the sections below have their code keeps them', async ({
  page,
}) => {
  // The server rendered goodsDetail's sections below the first screen; their chunk is late.
  const held = holdScripts(page, ['below']);
  await page.goto('/en/goodsDetail?spuId=10101&categoryId=101');
  await interactive(page);
  const follow = page.getByRole('heading', { name: 'Follow us' });
  await expect(follow).toHaveCount(1);
  // Choosing renders the screen again: the sections, still waiting on their code, must keep
  // the server's HTML (React would otherwise drop it for their empty fallback until then).
  await page.getByRole('radio', { name: /660 UC/ }).tap();
  await expect(page.getByText('Selected: UC direct top-up (Player ID) · 660 UC')).toBeVisible();
  await expect(follow).toHaveCount(1);
  held.below();
  await expect(follow).toBeVisible();
});

const CONFIRM = '/en/Tabs/ConfirmOrder?itemId=10101&num=1';
// The contract's payment list: Visa / Mastercard (23) preselected, Card (22) beside it.
const VISA = 'input[type="radio"][value="23"]';
const CARD = 'input[type="radio"][value="22"]';

test('ConfirmOrder shows the server’s payment methods, which can be chosen once hydrated', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL);
  const held = holdScripts(page, ['body']);
  await page.goto(CONFIRM);
  await interactive(page);
  // The body (its largest paint) is the server's, while its code is on its way.
  await expect(
    page.getByText('Credit and debit cards, confirmed in a secure card window.'),
  ).toBeVisible();
  await expect(page.locator(VISA)).toBeChecked();
  const card = await page.locator(CARD).boundingBox();
  if (!card) throw new Error('The Card option has no box');
  // Inert until hydrated: a tap chooses nothing React would not know of.
  await page.touchscreen.tap(card.x + card.width / 2, card.y + card.height / 2);
  await expect(page.locator(VISA)).toBeChecked();
  await expect(page.locator(CARD)).not.toBeChecked();
  held.body();
  // Hydrated in place (the server's HTML kept): the option has not moved, and now counts.
  const methods = page.getByRole('group', { name: 'Payment Methods' });
  await expect(methods.getByRole('radio', { name: /^Card/ })).toBeEnabled();
  expect(await page.locator(CARD).boundingBox()).toEqual(card);
  await methods.getByRole('radio', { name: /^Card/ }).tap();
  await expect(methods.getByRole('radio', { name: /^Card/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Player ID' })).toBeVisible();
});

test('ConfirmOrder rendered on the server takes the tab’s draft once hydrated', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL);
  // A draft of this item from before a reload (confirm-order-draft.ts): Card chosen, an id typed.
  await page.addInitScript(() => {
    sessionStorage.setItem(
      'draft:confirmOrder:10101',
      JSON.stringify({ values: { p0: '5123456789' }, paymentMethod: 22 }),
    );
  });
  await page.goto(CONFIRM);
  await interactive(page);
  const methods = page.getByRole('group', { name: 'Payment Methods' });
  await expect(methods.getByRole('radio', { name: /^Card/ })).toBeChecked();
  await expect(methods.getByRole('radio', { name: /^Visa \/ Mastercard/ })).not.toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Player ID' })).toHaveValue('5123456789');
});
