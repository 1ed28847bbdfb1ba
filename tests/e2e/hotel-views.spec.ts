import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { visit } from "./support";

const javascript = () => test.info().project.use.javaScriptEnabled !== false;

/** The slug of the first hotel of the Cretan listing (the same in every language). */
async function cretanHotel(page: Page) {
  const html = await (await page.request.get("/wypoczynek/grecia/creta/oferty-samolotem")).text();
  const slug = /href="\/(?:[a-z]{2}\/)?vacante\/([a-z0-9-]+)\//.exec(html)?.[1];
  expect(slug, "a hotel on the Cretan listing").toBeTruthy();
  return slug!;
}

/** The page does not scroll sideways: nothing is wider than the viewport. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page, `page ${page.url()} is ${widths.page} px wide`).toBeLessThanOrEqual(widths.viewport);
}

/**
 * The rendered size of every visible text in `selector`: its font size times the scale its SVG
 * draws it at (a viewBox scaled down to a phone shrinks its text with it).
 */
async function renderedTextSizes(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => element.getBoundingClientRect().width > 0)
      .map((element) => {
        const scale = element instanceof SVGGraphicsElement ? (element.getScreenCTM()?.a ?? 1) : 1;
        return {
          text: element.textContent ?? "",
          px: parseFloat(getComputedStyle(element).fontSize) * scale,
        };
      }),
  );
}

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the lowest-price chart fits the screen, its labels readable and its table whole", async ({
    page,
  }) => {
    const slug = await cretanHotel(page);
    // The page is checked whole (accessibility, valid HTML) once; then the longer words of two more languages.
    for (const locale of ["", "/uk", "/hu"]) {
      if (locale) await page.goto(`${locale}/cele-mai-mici-preturi?hotel=${slug}`);
      else await visit(page, `/cele-mai-mici-preturi?hotel=${slug}`);
      await expectNoSidewaysScroll(page);
      const labels = await renderedTextSizes(page, ".price-chart svg text");
      // The two prices of the scale and at least three months.
      expect(labels.length).toBeGreaterThanOrEqual(5);
      for (const label of labels) expect(label.px, `label "${label.text}"`).toBeGreaterThanOrEqual(12);
      // The labels stay inside the picture (none cut off at its right edge).
      const overflow = await page.locator(".price-chart svg").evaluateAll((svgs) =>
        svgs.flatMap((svg) => {
          const box = svg.getBoundingClientRect();
          return [...svg.querySelectorAll("text")]
            .map((text) => text.getBoundingClientRect())
            .filter((text) => text.width > 0 && (text.left < box.left - 0.5 || text.right > box.right + 0.5));
        }),
      );
      expect(overflow).toEqual([]);
      // Every column of the table is on screen, and no cell spills out of its column.
      const table = page.locator(".price-chart__table");
      const box = (await table.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      const spilling = await table
        .locator("th, td")
        .evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).length);
      expect(spilling).toBe(0);
    }
    // A destination's chart has a bar per day of the season: still no sideways scroll, still readable.
    await page.goto("/cele-mai-mici-preturi");
    await expectNoSidewaysScroll(page);
    for (const label of await renderedTextSizes(page, ".price-chart svg text")) {
      expect(label.px, `label "${label.text}"`).toBeGreaterThanOrEqual(12);
    }
  });

  test("the hotel card and its price calendar fit the screen", async ({ page }) => {
    const slug = await cretanHotel(page);
    await visit(page, `/vacante/${slug}`);
    await expectNoSidewaysScroll(page);
    // On a phone the configurator, with the calendar, is a full-screen view behind a button.
    await page.getByRole("link", { name: "Alege oferta" }).click();
    const calendar = page.locator("#calendar");
    await expect(calendar.locator("table")).toBeVisible();
    await expectNoSidewaysScroll(page);
    const grid = await calendar
      .locator("table")
      .evaluate((table) => ({ right: table.getBoundingClientRect().right, inner: window.innerWidth }));
    expect(grid.right).toBeLessThanOrEqual(grid.inner);
    const prices = await renderedTextSizes(page, "#calendar .price-calendar__price");
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price.px, `price "${price.text}"`).toBeGreaterThanOrEqual(12);
    const spilling = await calendar
      .locator("td a")
      .evaluateAll((links) => links.filter((link) => link.scrollWidth > link.clientWidth + 1).length);
    expect(spilling).toBe(0);
    if (!javascript()) return;
    await page.keyboard.press("Escape");
    await expect(calendar.locator("table")).toBeHidden();
  });
});
