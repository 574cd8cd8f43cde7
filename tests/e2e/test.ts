// The journeys' `test`: Playwright's, with every page of the test's context watched for
// Content-Security-Policy violations (the production server and the dev server send the same
// strict CSP: a script, style, frame or call it blocks is a defect, even when the page still
// works). A test with a violation fails at its end, listing them. So does a page whose
// server-rendered HTML React could not hydrate (the production server renders every page:
// a hydration mismatch throws the server's HTML away and flashes the screen).
import { expect, test as base } from '@playwright/test';

export { expect };
export type { BrowserContext, Locator, Page, Request } from '@playwright/test';

declare global {
  interface Window {
    __reportCspViolation?: (text: string) => Promise<void>;
  }
}

// React's hydration failures: the production build's minified errors (418: the HTML did not
// match, 419/421/422/423/425: boundaries that fell back to client rendering) and the
// development build's messages.
const HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|425)\b|hydrat(ion|ed|ing)/i;

export const test = base.extend<{ cspViolations: string[]; hydrationErrors: string[] }>({
  hydrationErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: import('@playwright/test').Page) => {
        page.on('console', (message) => {
          if (message.type() === 'error' && HYDRATION_ERROR.test(message.text()))
            errors.push(`${message.text()} on ${page.url()}`);
        });
        page.on('pageerror', (error) => {
          if (HYDRATION_ERROR.test(error.message)) errors.push(`${error.message} on ${page.url()}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(errors);
      expect(errors, 'hydration errors').toEqual([]);
    },
    { auto: true },
  ],
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
