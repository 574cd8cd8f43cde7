// The one way the journeys run axe: axe-core in the page itself, collecting violations only.
// axe-core goes into a page once, the first time the page is checked, and stays there until
// the page navigates: a screen's later checks (each dialog open, each step of a journey) only
// run it. @axe-core/playwright, used before, sent axe-core's 1.5 MB source into the page twice
// for every check (in its legacy mode, which these journeys need: its default mode opens a
// blank page per check to merge the frames' results); measured on this machine kind, a check
// of Home took 0.7 s through it against 0.2 s run in the page, goodsDetail 0.4 against 0.12.
// The storefront has no frames (payment providers sit behind their adapter, mocked here), so
// the main frame is all there is to check. Passes, incomplete and inapplicable results are
// never read.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axeCore from 'axe-core';
import type { Page } from './test';

/** axe-core's minified build (650 KB; its `source` export is the 1.5 MB unminified one). */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

declare global {
  interface Window {
    axe?: typeof axeCore;
  }
}

/** What a check found: axe-core's violations. */
export interface AxeFindings {
  violations: axeCore.Result[];
}

/** A check of a page, set up in steps (what to look at, which rules) and run by `analyze`. */
export class PageAxe {
  readonly #page: Page;
  readonly #include: string[] = [];
  readonly #exclude: string[] = [];
  #tags: string[] | undefined;

  constructor(page: Page) {
    this.#page = page;
  }

  /** Checks only what matches the selector (and its descendants). */
  include(selector: string): this {
    this.#include.push(selector);
    return this;
  }

  /** Leaves out what matches the selector (and its descendants). */
  exclude(selector: string): this {
    this.#exclude.push(selector);
    return this;
  }

  /** Runs only the rules with one of these tags (all rules otherwise). */
  withTags(tags: string[]): this {
    this.#tags = tags;
    return this;
  }

  async analyze(): Promise<AxeFindings> {
    const page = this.#page;
    if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) {
      // A script evaluated through the DevTools protocol, not a <script>: the page's
      // Content-Security-Policy does not apply to it.
      await page.evaluate(AXE_SOURCE);
    }
    const violations = await page.evaluate(
      async ({ include, exclude, tags }) => {
        const results = await window.axe!.run(
          include.length > 0 ? { include, exclude } : { exclude },
          {
            ...(tags ? { runOnly: { type: 'tag' as const, values: tags } } : {}),
            resultTypes: ['violations'],
          },
        );
        return results.violations;
      },
      { include: this.#include, exclude: this.#exclude, tags: this.#tags ?? null },
    );
    return { violations };
  }
}

export function axe(page: Page): PageAxe {
  return new PageAxe(page);
}
