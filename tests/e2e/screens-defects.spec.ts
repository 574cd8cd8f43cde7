// Defects of the shipped screens under real use (issue 11, items 8 to 11), in a real browser
// at 375 px on Prism: focus, layout and the journeys around them.
import { expect, test, type Locator, type Page } from './test';

test('Search puts the caret in its box, opened from Home or by address', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('link', { name: 'Search games or gift cards' }).first().click();
  await expect(page).toHaveURL(/\/en\/Search$/);
  const box = page.getByRole('searchbox', { name: 'Search products' });
  await expect(box).toBeFocused();
  await page.keyboard.type('PUBG');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/SearchDatail\?name=PUBG$/);
  // SearchDatail shows results first: its box keeps the name and does not take the focus.
  await expect(page.getByRole('searchbox', { name: 'Search products' })).not.toBeFocused();

  await page.goto('/en/Search');
  await expect(box).toBeFocused();
});

test('the coupon pop-up has its close button at the top, in sight on opening', async ({ page }) => {
  await page.goto('/en/goodsDetail?spuId=10101&categoryId=101');
  const strip = page.getByRole('button', { name: /See all coupons/ });
  await strip.click();
  const popup = page.getByRole('dialog', { name: 'Claim coupons' });
  const close = popup.getByRole('button', { name: 'Close' });
  await expect(close).toBeInViewport();
  await expect(close).toBeFocused();
  const closeBox = await close.boundingBox();
  const firstCoupon = await popup.getByRole('listitem').first().boundingBox();
  expect(closeBox && firstCoupon && closeBox.y + closeBox.height <= firstCoupon.y).toBe(true);
  expect(closeBox?.height).toBeGreaterThanOrEqual(24);
  await close.click();
  await expect(popup).toBeHidden();
  await expect(strip).toBeFocused();
});

test('View all reviews and the follow links are tap targets at least 24 px tall', async ({
  page,
}) => {
  await page.goto('/en/goodsDetail?spuId=10101&categoryId=101');
  const targets = [
    page.getByRole('region', { name: 'Reviews' }).getByRole('link', { name: 'View all reviews' }),
    ...['Facebook', 'Instagram', 'YouTube', 'Discord'].map((name) =>
      page.getByRole('region', { name: 'Follow us' }).getByRole('link', { name }),
    ),
  ];
  for (const target of targets) {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    const name = (await target.textContent()) ?? '';
    expect(box?.height, name).toBeGreaterThanOrEqual(24);
    expect(box?.width, name).toBeGreaterThanOrEqual(24);
  }
});

/** A word of 5,000 characters, as a shop's data may hold (a pasted code, a URL). */
const LONG_WORD = 'W'.repeat(5000);

/** The reply of `path` with its shopper-facing texts made one long word each. */
async function withLongWords(page: Page, path: string) {
  const texts = new Set(['name', 'blurb', 'msg', 'title', 'author', 'categoryName', 'attrvalue']);
  const lengthen = (value: unknown, key = ''): unknown => {
    if (Array.isArray(value)) return value.map((item) => lengthen(item));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, lengthen(v, k)]));
    }
    if (typeof value !== 'string') return value;
    if (key === 'detail') return `<p>${LONG_WORD}</p>`;
    return texts.has(key) ? LONG_WORD : value;
  };
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: lengthen(await response.json()) });
    },
  );
}

/**
 * How far the page reaches past the viewport sideways, in px (0 when it fits). Against the
 * layout viewport (`clientWidth`): in mobile Chromium `innerWidth` grows with the overflow.
 */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('5,000-character words wrap instead of pushing pages sideways', async ({ page }) => {
  await withLongWords(page, '/api/language/spu/detail-show');
  await withLongWords(page, '/api/language/article/detail');
  await withLongWords(page, '/api/language/spu/pageList');

  await page.goto('/en/goodsDetail?spuId=10101&categoryId=101');
  await expect(page.getByRole('heading', { level: 2, name: LONG_WORD })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reviews' }).locator('blockquote')).toHaveText(
    LONG_WORD,
  );
  expect(await sidewaysOverflow(page)).toBe(0);

  await page.goto('/en/NewsDetail?articleId=301');
  await expect(page.getByRole('heading', { level: 1, name: LONG_WORD })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);

  await page.goto(`/en/SearchDatail?name=${LONG_WORD}`);
  await expect(page.getByRole('region', { name: 'Top result' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
});

test('SearchDatail’s language and currency panel forgets a cancelled choice', async ({ page }) => {
  await page.goto('/en/SearchDatail?name=PUBG');
  const open = page.getByRole('button', { name: 'Language and currency' });
  const panel = page.getByRole('dialog', { name: 'Language and currency' });
  await open.click();
  await expect(panel.getByRole('radio', { name: 'English' })).toBeChecked();
  await expect(panel.getByRole('radio', { name: 'USD' })).toBeChecked();
  await panel.getByRole('radio', { name: '繁體中文' }).check();
  await panel.getByRole('radio', { name: 'HKD' }).check();
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel).toBeHidden();

  await open.click();
  await expect(panel.getByRole('radio', { name: 'English' })).toBeChecked();
  await expect(panel.getByRole('radio', { name: 'USD' })).toBeChecked();
  // Confirm now keeps the page as it is.
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/en\/SearchDatail\?name=PUBG$/);
  expect((await page.context().cookies()).find((c) => c.name === 'currency')).toBeUndefined();
});

type Box = { x: number; y: number; width: number; height: number };
/** Whether two boxes share any area. */
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

/** Drags with the mouse (pointer events) from the element's centre to a point. */
async function dragTo(page: Page, locator: Locator, x: number, y: number) {
  const box = await boxOf(locator);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, y, { steps: 8 });
  await page.mouse.up();
}

test('the support button keeps clear of header, tab bar, copyright and purchase bar, snaps to a side and keeps its place', async ({
  page,
}) => {
  await page.goto('/en');
  const button = page.getByRole('button', { name: 'Customer service' });
  const header = page.getByRole('banner');
  const tabBar = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(page.getByRole('heading', { name: 'Top up now' })).toBeVisible();
  expect(overlaps(await boxOf(button), await boxOf(tabBar))).toBe(false);

  // At the end of the page the button covers no footer text.
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  const copyright = footer.getByText('© 2018-2025');
  await expect(copyright).toBeInViewport();
  await expect.poll(async () => overlaps(await boxOf(button), await boxOf(copyright))).toBe(false);
  for (const link of await footer.getByRole('link').all()) {
    expect(overlaps(await boxOf(button), await boxOf(link))).toBe(false);
  }

  // Dragged onto the tab bar, it stays above it; onto the header, below it.
  await dragTo(page, button, 300, 800);
  expect(overlaps(await boxOf(button), await boxOf(tabBar))).toBe(false);
  await dragTo(page, button, 300, 10);
  expect(overlaps(await boxOf(button), await boxOf(header))).toBe(false);

  // Let go left of the middle, it snaps to the left side.
  await dragTo(page, button, 150, 400);
  const left = await boxOf(button);
  expect(left.x).toBe(12);
  expect(Math.abs(left.y + left.height / 2 - 400)).toBeLessThanOrEqual(2);

  // The place holds on another screen and after a reload (the session).
  await tabBar.getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/en\/Tabs\/Class$/);
  await expect.poll(async () => (await boxOf(button)).x).toBe(12);
  await page.reload();
  await expect.poll(async () => boxOf(button)).toEqual(left);

  // goodsDetail: never over its purchase bar and prices.
  await page.goto('/en/goodsDetail?spuId=10101&categoryId=101');
  const bar = page.getByRole('region', { name: 'Purchase summary' });
  await expect(bar.getByRole('button', { name: 'Buy Now' })).toBeVisible();
  await dragTo(page, button, 340, 800);
  await expect.poll(async () => overlaps(await boxOf(button), await boxOf(bar))).toBe(false);
  expect((await boxOf(button)).x).toBe(375 - 12 - 48);
});

/** The banner shown, from the dot marked current (1-based). */
async function bannerShown(carousel: Locator): Promise<number> {
  const dots = await carousel.getByRole('button', { name: /^Show banner/ }).all();
  for (const [i, dot] of dots.entries()) {
    if ((await dot.getAttribute('aria-current')) === 'true') return i + 1;
  }
  return 0;
}

/** The track's horizontal offset in px, as painted (its computed transform). */
const trackOffset = (track: Locator) =>
  track.evaluate((node) => new DOMMatrixReadOnly(getComputedStyle(node).transform).m41);

/** Home's carousel, with the page's timers moving only when the test moves them. */
async function openCarousel(page: Page) {
  await page.clock.install();
  await page.goto('/en');
  const carousel = page.getByRole('region', { name: 'Promotions' });
  await expect(carousel.getByRole('group')).toHaveCount(3);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
  const track = carousel.getByRole('group').first().locator('..');
  return { carousel, track };
}

test('the banner carousel keeps rotating after a tap on an arrow or a dot', async ({ page }) => {
  const { carousel } = await openCarousel(page);
  await carousel.getByRole('button', { name: 'Next banner' }).tap();
  expect(await bannerShown(carousel)).toBe(2);
  await page.clock.runFor(3999);
  expect(await bannerShown(carousel)).toBe(2);
  await page.clock.runFor(1);
  await expect.poll(() => bannerShown(carousel)).toBe(3);
  await page.clock.runFor(500);
  await carousel.getByRole('button', { name: 'Show banner 2' }).tap();
  expect(await bannerShown(carousel)).toBe(2);
  await page.clock.runFor(4000);
  await expect.poll(() => bannerShown(carousel)).toBe(3);
});

test('the banner carousel goes on from the last banner to the first without sliding back', async ({
  page,
}) => {
  const { carousel, track } = await openCarousel(page);
  await carousel.getByRole('button', { name: 'Show banner 3' }).tap();
  await page.clock.runFor(500);
  const viewport = track.locator('..');
  // Which banners show in the frame at each moment of the slide (by picture).
  const seen = await viewport.evaluate(async (frame) => {
    const next = document.querySelector<HTMLButtonElement>('[aria-label="Next banner"]');
    const strip = frame.firstElementChild as HTMLElement;
    // The slide to banner 3 is over: finish any transition left.
    for (const animation of strip.getAnimations()) animation.finish();
    next?.click();
    // React commits the click's update in a microtask (the page's timers are paused);
    // a layout read then starts the transition.
    await Promise.resolve();
    await Promise.resolve();
    strip.getBoundingClientRect();
    const shown: string[][] = [];
    const [slide] = strip.getAnimations();
    if (!slide) return shown;
    slide.pause();
    const area = frame.getBoundingClientRect();
    for (let t = 0; t <= 500; t += 50) {
      slide.currentTime = t;
      shown.push(
        [...strip.querySelectorAll('img')]
          .filter((img) => {
            const box = img.getBoundingClientRect();
            return box.right > area.left + 1 && box.left < area.right - 1;
          })
          .map((img) => img.getAttribute('src') ?? ''),
      );
    }
    slide.finish();
    return shown;
  });
  const pictures = await carousel
    .getByRole('group')
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
  expect(seen.length).toBeGreaterThan(0);
  for (const shown of seen) {
    expect(shown.every((src) => src === pictures[2] || src === pictures[0])).toBe(true);
  }
  expect(await bannerShown(carousel)).toBe(1);
  // The slide over, banner 1 itself is in the frame, and rotation goes on to banner 2.
  await page.clock.runFor(500);
  await expect(carousel.getByRole('group').first()).toBeInViewport({ ratio: 0.99 });
  await page.clock.runFor(4000);
  await expect.poll(() => bannerShown(carousel)).toBe(2);
});

test('the banner follows the finger', async ({ page }) => {
  const { carousel, track } = await openCarousel(page);
  const before = await trackOffset(track);
  const box = await boxOf(track.locator('..'));
  const cdp = await page.context().newCDPSession(page);
  const y = box.y + box.height / 2;
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  await touch('touchStart', 250);
  await touch('touchMove', 230);
  await touch('touchMove', 190);
  await expect.poll(() => trackOffset(track)).toBe(before - 60);
  await touch('touchEnd', 190);
  await expect.poll(() => bannerShown(carousel)).toBe(2);
});
