import { expect, test as base } from "@playwright/test";

/**
 * Every e2e test fails on errors in the browser console: a blocked script (CSP), a hydration
 * mismatch or an uncaught exception. Resource errors of the pages we open on purpose with an error
 * status (a form answered 400 with its errors, 404, 503) are expected and left out.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (
          /Failed to load resource: the server responded with a status of (400|404|503)/.test(message.text())
        )
          return;
        errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
      expect(errors, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
