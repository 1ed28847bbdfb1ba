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

test("the lowest-price chart says whom its prices are for: per person for adults, per adult for a family", async ({
  page,
}) => {
  const slug = await cretanHotel(page);
  await visit(page, `/cele-mai-mici-preturi?hotel=${slug}`);
  const table = page.locator(".price-chart__table");
  await expect(table.getByRole("columnheader", { name: "Preț de persoană" })).toBeVisible();
  await expect(page.getByText("Cel mai mic preț de persoană pentru fiecare dată")).toBeVisible();
  // A family: a child's birth date in the past, a child on any departure the seed sells.
  await visit(page, `/cele-mai-mici-preturi?hotel=${slug}&adults=2&childrenBirthDates=2019-05-01`);
  await expect(table.getByRole("columnheader", { name: "Preț de adult" })).toBeVisible();
  await expect(page.getByText("Cel mai mic preț de adult pentru fiecare dată")).toBeVisible();
  await expect(page.locator("#price-chart-desc")).toContainText("de adult");
});

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
    // With JavaScript focus moves into the view, and back to its button when Escape closes it.
    await expect(page.locator("#configurator")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(calendar.locator("table")).toBeHidden();
    await expect(page.getByRole("link", { name: "Alege oferta" })).toBeFocused();
  });

  test("the map fits the phone, its labels readable", async ({ page }) => {
    const slug = await cretanHotel(page);
    await visit(page, `/vacante/${slug}?view=mapOverlay&place=HER`);
    await expect(mapDialog(page)).toBeVisible();
    await expectNoSidewaysScroll(page);
    const svg = mapDialog(page).locator("svg.hotel-map__svg");
    const box = (await svg.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    const labels = await renderedTextSizes(page, "svg.hotel-map__svg text");
    // The hotel, the chosen airport and the scale at least.
    expect(labels.length).toBeGreaterThanOrEqual(3);
    for (const label of labels) expect(label.px, `label "${label.text}"`).toBeGreaterThanOrEqual(12);
    expect(labels.map((label) => label.text)).toContain("Heraklion (HER)");
  });
});

const mapDialog = (page: Page) => page.getByRole("dialog", { name: /^Harta: / });
const facetsDialog = (page: Page) => page.getByRole("dialog", { name: "Locuri din apropiere" });
const chosenCaption = (page: Page) => mapDialog(page).locator(".hotel-map__selection");

/** Follows a link of the map: in place with JavaScript, a new page of the card without. */
async function follow(page: Page, link: ReturnType<Page["getByRole"]>) {
  await link.click();
  if (!javascript()) await page.waitForLoadState("load");
}

test("the map opens over the card, the facet view over the map closes back to it as it was, and the card comes back as it was", async ({
  page,
}) => {
  const slug = await cretanHotel(page);
  // The card's own state: one adult, chosen in its configurator.
  await visit(page, `/vacante/${slug}?adults=1`);
  const adults = page.locator("section.configurator").getByLabel("Adulți", { exact: true });
  await expect(adults).toHaveValue("1");
  const opener = page.getByRole("link", { name: "Harta și locurile din apropiere" });
  await follow(page, opener);
  const map = mapDialog(page);
  await expect(map).toBeVisible();
  await expect(page).toHaveURL(/[?&]view=mapOverlay(&|#|$)/);
  await expect(page).toHaveURL(/[?&]adults=1(&|#|$)/);
  if (javascript()) await expect(map.getByRole("heading", { level: 2 })).toBeFocused();
  // The picture, described, and its places as a list; the card behind is out of sight and reach.
  await expect(map.getByRole("img", { name: /^Harta cu poziția hotelului / })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
  const list = map.getByRole("region", { name: "Locurile de pe hartă" });
  await expect(list.getByRole("listitem").first()).toContainText("Aici este hotelul");
  await expect(chosenCaption(page)).toHaveText(/Alege un loc din listă/);

  // Choose the airport: it is marked on the map with its distance.
  await follow(page, list.getByRole("link", { name: "Heraklion (HER)" }));
  await expect(chosenCaption(page)).toHaveText(/^Heraklion \(HER\): la \d+(,\d)? km de hotel$/);
  const caption = (await chosenCaption(page).textContent())!;
  await expect(list.getByRole("link", { name: "Heraklion (HER)" })).toHaveAttribute("aria-current", "true");
  await expect(map.locator(".map-marker.is-selected")).toHaveCount(1);
  await expect(map.locator(".hotel-map__route")).toHaveCount(1);

  // The facet view over the map lists the places by kind; closing it restores the map as it was.
  await follow(page, map.getByRole("link", { name: "Locuri din apropiere, pe categorii" }));
  const facets = facetsDialog(page);
  await expect(facets).toBeVisible();
  await expect(page).toHaveURL(/[?&]view=mapOverlay,facets(&|#|$)/);
  await expect(facets.getByRole("heading", { name: /^Stațiuni \(\d+\)$/ })).toBeVisible();
  await expect(facets.getByRole("heading", { name: /^Hoteluri \(\d+\)$/ })).toBeVisible();
  await expect(facets.getByRole("heading", { name: "Aeroport (1)" })).toBeVisible();
  await expect(facets.getByRole("link", { name: /^Vezi hotelul / }).first()).toHaveAttribute(
    "href",
    /^\/vacante\/[a-z0-9-]+$/,
  );
  await follow(page, facets.getByRole("link", { name: "Închide" }));
  await expect(facets).toBeHidden();
  await expect(map).toBeVisible();
  await expect(chosenCaption(page)).toHaveText(caption);
  await expect(page).toHaveURL(/[?&]view=mapOverlay&place=HER(&|#|$)/);
  if (javascript()) {
    await expect(map.getByRole("link", { name: "Locuri din apropiere, pe categorii" })).toBeFocused();
  }

  // A place chosen in the facet view is shown on the map.
  await follow(page, map.getByRole("link", { name: "Locuri din apropiere, pe categorii" }));
  const resort = facets
    .getByRole("region", { name: /^Stațiuni/ })
    .getByRole("link")
    .first();
  const resortName = (await resort.textContent())!;
  await follow(page, resort);
  await expect(facets).toBeHidden();
  await expect(chosenCaption(page)).toHaveText(new RegExp(`^${resortName}: la `));

  // Closing the map gives back the card with its state.
  await follow(page, map.getByRole("link", { name: "Închide" }));
  await expect(map).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).not.toHaveURL(/view=|place=/);
  await expect(page).toHaveURL(/[?&]adults=1(&|#|$)/);
  await expect(adults).toHaveValue("1");
  if (!javascript()) return;
  await expect(opener).toBeFocused();
  // With JavaScript the map comes back as it was left, and Escape closes the view on top.
  await opener.click();
  await expect(chosenCaption(page)).toHaveText(new RegExp(`^${resortName}: la `));
  await map.getByRole("link", { name: "Locuri din apropiere, pe categorii" }).click();
  await expect(facets).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(facets).toBeHidden();
  await expect(map).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(map).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page).not.toHaveURL(/view=/);
});

test("the map and the facet view over it are addresses: they open with the page, accessible", async ({
  page,
}) => {
  const slug = await cretanHotel(page);
  await visit(page, `/vacante/${slug}?view=mapOverlay,facets&place=HER`);
  await expect(facetsDialog(page)).toBeVisible();
  await expect(facetsDialog(page).getByRole("link", { name: "Heraklion (HER)" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await follow(page, facetsDialog(page).getByRole("link", { name: "Închide" }));
  await expect(facetsDialog(page)).toBeHidden();
  await expect(chosenCaption(page)).toHaveText(/^Heraklion \(HER\): la /);
  // A view the card does not have, or a place not on its map, opens nothing and marks nothing.
  await visit(page, `/vacante/${slug}?view=sort&place=HER`);
  await expect(mapDialog(page)).toHaveCount(0);
  await visit(page, `/vacante/${slug}?view=mapOverlay&place=NOPE`);
  await expect(mapDialog(page)).toBeVisible();
  await expect(chosenCaption(page)).toHaveText(/Alege un loc din listă/);
});
