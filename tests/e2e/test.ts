// The journeys' `test`: Playwright's, with every page of the test's context watched for
// Content-Security-Policy violations (the production server and the dev server send the same
// strict CSP: a script, style, frame or call it blocks is a defect, even when the page still
// works). A test with a violation fails at its end, listing them.
import { expect, test as base } from '@playwright/test';

export { expect };
export type { BrowserContext, Locator, Page, Request } from '@playwright/test';

declare global {
  interface Window {
    __reportCspViolation?: (text: string) => Promise<void>;
  }
}

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          void window.__reportCspViolation?.(
            `${event.effectiveDirective} blocked ${event.blockedURI} ` +
              `(${event.sourceFile}:${event.lineNumber}) on ${location.pathname}`,
          );
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
