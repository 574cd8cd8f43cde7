// The journeys' axe check (axe.ts) finds what axe-core finds: a check that found nothing
// whatever the page would make every accessibility journey pass.
import { axe } from './axe';
import { expect, test } from './test';

const PAGE = `<!doctype html><html lang="en"><head><title>axe</title></head><body>
  <main>
    <h1>axe</h1>
    <input id="unlabelled">
    <section id="region"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="no-alt"></section>
  </main>
</body></html>`;

const ids = (findings: { violations: { id: string }[] }) =>
  findings.violations.map((violation) => violation.id).sort();

test('finds the violations, within the parts and rules asked for, page after page', async ({
  page,
}) => {
  await page.setContent(PAGE);
  expect(ids(await axe(page).analyze())).toEqual(['image-alt', 'label']);
  // axe-core is now in the page: the next checks reuse it.
  expect(await page.evaluate(() => typeof window.axe?.run)).toBe('function');
  expect(ids(await axe(page).include('#region').analyze())).toEqual(['image-alt']);
  expect(ids(await axe(page).exclude('#region').analyze())).toEqual(['label']);
  const imageAlt = await axe(page).analyze();
  expect(imageAlt.violations.find((v) => v.id === 'image-alt')?.nodes[0]?.target).toEqual([
    '#no-alt',
  ]);
  // `label` is a WCAG 2.0 A rule; `region` (content outside landmarks) a best practice.
  // A new document: axe-core goes in again.
  await page.goto(
    'data:text/html,<!doctype html><html lang="en"><title>2</title><body><p>outside</p><input></body></html>',
  );
  expect(await page.evaluate(() => typeof window.axe)).toBe('undefined');
  expect(ids(await axe(page).withTags(['wcag2a']).analyze())).toEqual(['label']);
  expect(ids(await axe(page).withTags(['best-practice']).analyze())).toContain('region');
});
