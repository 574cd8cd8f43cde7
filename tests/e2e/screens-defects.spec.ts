// Defects of the shipped screens under real use (issue 11, items 8 to 11), in a real browser
// at 375 px on Prism: focus, layout and the journeys around them.
import { expect, test } from '@playwright/test';

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
