// The one way the journeys run axe. Each call runs axe-core in the page itself (its legacy
// mode) and collects violations only, which made a screen's first axe pass about 4 times
// faster on this machine kind (2.0-2.2 s to 0.4-0.6 s on Home, goodsDetail, ConfirmOrder and
// Order). The default mode opens a blank page for every call to merge the frames' results, so
// that cross-origin frames can be tested; the storefront has no frames (payment providers sit
// behind their adapter, mocked here), and the findings are the same. Passes, incomplete and
// inapplicable results are never read.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from './test';

export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}
