// The production server's protections as a browser meets them (src/server/headers.ts): the
// strict CSP blocks a script that was not in the page, and another site cannot frame the
// sign-in page. Every other journey on the production server runs under the same CSP and
// fails on a violation (tests/e2e/test.ts); this one proves the watch sees one.
import { expect, test } from './test';
import { BUILD_ORIGIN } from './servers';

test.use({ baseURL: BUILD_ORIGIN });

test('markup injected with a script does not run it, and the violation is reported', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/en/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  // What an injection into the page's HTML looks like: an inline event handler (a <script>
  // in innerHTML never runs anyway).
  const ran = await page.evaluate(async () => {
    const reported = new Promise((resolve) => {
      document.addEventListener('securitypolicyviolation', resolve, { once: true });
    });
    document.body.insertAdjacentHTML(
      'beforeend',
      '<img alt="" src="/assets/missing.png" onerror="window.__injectedRan = true">',
    );
    await reported;
    return (window as { __injectedRan?: boolean }).__injectedRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations[0]).toMatch(/^script-src-attr blocked inline/);
  // Seen and checked: the fixture's own assertion is for unexpected violations.
  cspViolations.length = 0;
});

test('another site cannot show the sign-in page in a frame', async ({ page }) => {
  const attacker = 'http://attacker.invalid/';
  await page.route(attacker, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><iframe title="login" src="${BUILD_ORIGIN}/en/login"></iframe>`,
    }),
  );
  await page.goto(attacker);
  // Chromium replaces a frame its CSP refuses (frame-ancestors 'none') with its error page.
  await expect
    .poll(() =>
      page
        .frames()
        .find((frame) => frame !== page.mainFrame())
        ?.url(),
    )
    .toBe('chrome-error://chromewebdata/');
});
