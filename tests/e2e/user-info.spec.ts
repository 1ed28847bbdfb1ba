import { expect, test } from "./fixtures";

test("with JavaScript the page refreshes the user info every 4 minutes, in its language, also when hidden", async ({
  page,
}) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, "the refresh is JavaScript's");
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/resources/user-info")) calls.push(new URL(request.url()).pathname);
  });
  await page.clock.install();
  await page.goto("/pl");
  // Hydrated: the newsletter form answers in place (the refresh starts with the page's scripts).
  await expect(page.locator('.newsletter-form input[name="inPlace"]').first()).toBeAttached();
  expect(calls).toEqual([]);
  const answered = page.waitForResponse((response) => response.url().includes("/resources/user-info"));
  await page.clock.runFor(240_000);
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    info: { authenticated: false, language: "pl" },
    status: "FIRST_TIME_ON_PAGE",
  });
  // Also behind another tab (spec §4).
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await page.clock.runFor(240_000);
  await expect.poll(() => calls).toEqual(["/pl/resources/user-info", "/pl/resources/user-info"]);
});
