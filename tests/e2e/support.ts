import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type Response } from "@playwright/test";
import { HtmlValidate } from "html-validate";

const validator = new HtmlValidate({
  extends: ["html-validate:standard"],
  rules: {
    // React writes boolean attributes and void elements its own way; both are valid HTML.
    "void-style": "off",
    "attribute-boolean-style": "off",
  },
});

const javascriptEnabled = () => test.info().project.use.javaScriptEnabled !== false;

/**
 * The page as a visitor without JavaScript gets it, for axe (which must run script in the page):
 * the server's HTML with its scripts removed, opened in a separate script-enabled context that also
 * blocks every script file, so nothing of the app runs.
 */
async function serverRenderedCopy(page: Page): Promise<{ copy: Page; close: () => Promise<void> }> {
  const url = page.url();
  const html = (await (await page.request.get(url, { failOnStatusCode: false })).text()).replace(
    /<script\b[^>]*>[\s\S]*?<\/script>/gi,
    "",
  );
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: true });
  const copy = await context.newPage();
  await copy.route("**/*", (route) => {
    const request = route.request();
    if (request.isNavigationRequest())
      return route.fulfill({ status: 200, contentType: "text/html", body: html });
    return request.resourceType() === "script" ? route.abort() : route.continue();
  });
  await copy.goto(url);
  return { copy, close: () => context.close() };
}

/** WCAG A/AA checks on the page as shown: no serious or critical violations allowed. */
export async function expectAccessible(page: Page) {
  const audited = javascriptEnabled()
    ? { copy: page, close: async () => {} }
    : await serverRenderedCopy(page);
  const results = await new AxeBuilder({ page: audited.copy })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze()
    .finally(audited.close);
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** html-validate's messages for a document (none when it is valid). */
export async function htmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) => `${message.ruleId} (${message.line}:${message.column}): ${message.message}`,
    ),
  );
}

/** The server's HTML for a URL is valid HTML. */
export async function expectValidHtml(page: Page, url: string = page.url()) {
  const response = await page.request.get(url, { failOnStatusCode: false });
  expect(await htmlProblems(await response.text()), `HTML validation of ${url}`).toEqual([]);
}

/** Opens a page and checks it the way every visited page is checked. */
export async function visit(page: Page, path: string, expectedStatus = 200): Promise<Response> {
  const response = await page.goto(path);
  expect(response, `no response for ${path}`).not.toBeNull();
  expect(response!.status(), `status of ${path}`).toBe(expectedStatus);
  await checkPage(page);
  return response!;
}

export async function checkPage(page: Page) {
  await expectAccessible(page);
  await expectValidHtml(page);
}
