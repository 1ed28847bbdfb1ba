import { expect, test } from "./fixtures";
import { checkPage, visit } from "./support";

/** "1 234,50 € total pentru 2 persoane" → 1234.5: the amount before the euro sign. */
// Pages stream: after a URL assertion, each test waits for the document's load event before it
// reads lists from the page, so it never reads a page that is still arriving.
const euros = (text: string) => Number((text.split("€")[0] ?? "").replace(/[^\d,]/g, "").replace(",", "."));

test("from the home page to a sorted, filtered, paged list of hotels in Greece", async ({
  page,
}, testInfo) => {
  const javascript = testInfo.project.name === "js";
  await visit(page, "/");
  await page
    .getByRole("link", { name: /Grecia/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/wypoczynek\/grecia\/oferty-samolotem$/);
  await page.waitForLoadState("load");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vacanțe cu avionul în Grecia");
  await checkPage(page);

  const cards = page.locator(".offer-card");
  await expect(cards).toHaveCount(10);
  for (const place of await page.locator(".offer-card__place").allTextContents())
    expect(place).toMatch(/Grecia$/);
  const totals = async () =>
    (
      await page
        .locator(".offer-card__total, .offer-card__price:has(.offer-card__flag) .offer-card__amount")
        .allTextContents()
    ).map(euros);
  const ascending = await totals();
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  // Sort: with JavaScript the choice applies at once; without it the form's button sends it.
  await page.getByLabel("Sortează după").selectOption("priceDESC");
  if (!javascript) await page.getByRole("button", { name: "Sortează" }).click();
  await expect(page).toHaveURL(/sort=priceDESC/);
  await page.waitForLoadState("load");
  // With JavaScript the URL changes a moment before the new list is on the page.
  await expect
    .poll(async () => {
      const descending = await totals();
      return (
        descending.length === 10 && descending.every((value, i) => i === 0 || descending[i - 1]! >= value)
      );
    })
    .toBe(true);
  await checkPage(page);

  // A facet: four-star hotels only; the count shown beside it is the number of results.
  const fourStars = page.getByLabel(/^4 stele/);
  const expected = Number(
    (await page.locator("label[for='facet-category-4'] .facets__count").textContent())!.replace(/\D/g, ""),
  );
  await fourStars.check();
  await page.getByRole("button", { name: "Aplică filtrele" }).click();
  await expect(page).toHaveURL(/category=4/);
  await page.waitForLoadState("load");
  await expect(page).toHaveURL(/sort=priceDESC/);
  await page.waitForLoadState("load");
  await expect(page.locator(".listing__count")).toContainText(String(expected));
  for (const stars of await page.locator(".offer-card__stars [aria-hidden]").allTextContents())
    expect(stars).toBe("★★★★");

  // The shared URL gives the same page.
  const shared = page.url();
  const names = await page.locator(".offer-card__name").allTextContents();
  await page.goto(shared);
  expect(await page.locator(".offer-card__name").allTextContents()).toEqual(names);
});

test("pages are real links, and the price can be shown for the whole party", async ({ page }) => {
  await visit(page, "/wypoczynek/oferty-samolotem?ctChild=1&birthDate=2019-04-02");
  const first = await page.locator(".offer-card__name").allTextContents();
  await page.getByRole("link", { name: "Pagina următoare" }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.waitForLoadState("load");
  // Page 2 shares no hotel with page 1 (polled: with JavaScript the list follows the URL a moment later).
  await expect
    .poll(async () => {
      const second = await page.locator(".offer-card__name").allTextContents();
      return second.length > 0 && second.every((name) => !first.includes(name));
    })
    .toBe(true);
  await checkPage(page);

  await page.getByRole("link", { name: "Arată prețul total" }).click();
  await expect(page).toHaveURL(/fullPrice=true/);
  await page.waitForLoadState("load");
  await expect(page.locator(".offer-card__price-label").first()).toHaveText("Preț total");
  // The party has a child: the price a card shows by default is an adult's, and the link says so.
  await expect(page.getByRole("link", { name: "Arată prețul de adult" })).toBeVisible();
  await page.getByRole("link", { name: "Arată prețul de adult" }).click();
  await page.waitForLoadState("load");
  await expect(page.locator(".offer-card__price-label").first()).toHaveText("Preț de adult");
});

test("the price range explains what is wrong with it", async ({ page }) => {
  await page.goto("/wypoczynek/grecia/oferty-samolotem");
  await page.getByLabel("Preț de la (€)").fill("900");
  await page.getByLabel("Preț până la (€)").fill("100");
  await page.getByRole("button", { name: "Aplică filtrele" }).click();
  await expect(page.getByRole("alert")).toHaveText("Prețul minim nu poate fi mai mare decât prețul maxim.");
  await page.getByLabel("Preț de la (€)").fill("");
  await page.getByLabel("Preț până la (€)").fill("0");
  await page.getByRole("button", { name: "Aplică filtrele" }).click();
  await expect(page.getByRole("alert")).toHaveText("Prețul maxim trebuie să fie mai mare de 0.");
  await checkPage(page);
  await page.getByLabel("Preț până la (€)").fill("600");
  await page.getByRole("button", { name: "Aplică filtrele" }).click();
  // The range is on the price per person; Ryanair offers show their total instead, so they are left out.
  const perPerson = page.locator(".offer-card__price:not(:has(.offer-card__flag)) .offer-card__amount");
  await expect
    .poll(async () => {
      const amounts = (await perPerson.allTextContents()).map(euros);
      return amounts.length > 0 && amounts.every((amount) => amount <= 600);
    })
    .toBe(true);
});

test("listings speak the visitor's language, in every locale, with localized slugs", async ({ page }) => {
  await visit(page, "/pl/wypoczynek/grecja/kreta/oferty-samolotem");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wczasy samolotem na Krecie");
  await expect(page.getByRole("navigation", { name: "Jesteś tutaj" })).toContainText("Grecja");
  await visit(page, "/cs/wypoczynek/rakousko/oferty-narty");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lyžařské zájezdy do Rakouska");
  for (const place of await page.locator(".offer-card__place").allTextContents())
    expect(place).toMatch(/Rakousko$/);
  await expect(page.locator(".offer-card__facts").first()).toContainText("vlastní doprava");
});

test("nonsense in the URL gives a sensible page or a 4xx, never a 500", async ({ request }) => {
  expect(
    (
      await request.get(
        "/wypoczynek/grecia/oferty-samolotem?page=abc&sort=zzz&ctAdult=99&dF=500&birthDate=tomorrow",
      )
    ).status(),
  ).toBe(200);
  expect((await request.get("/wypoczynek/atlantida/oferty-samolotem")).status()).toBe(404);
  expect((await request.get("/wypoczynek/grecia/oferty-rowerem")).status()).toBe(404);
  expect(
    (await request.get("/wypoczynek/grecia/creta/hersonissos/prea/adanc/oferty-samolotem")).status(),
  ).toBe(404);
  expect((await request.get("/wypoczynek/oferty-samolotem?a=ZZZ")).status()).toBe(400);
  expect((await request.get("/img/hotels/H99999/1")).status()).toBe(404);
  const image = await request.get("/img/hotels/H00001/1?w=360&h=240");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toContain("image/svg+xml");
  expect(await image.text()).toContain('width="360" height="240"');
});

test("a listing has an SEO text made from its offers, and the internal path leads to it", async ({
  page,
  request,
}) => {
  await visit(page, "/wypoczynek/grecia/creta/oferty-samolotem");
  const seo = page.getByRole("region", { name: /Vacanțe cu avionul în Creta/ });
  await expect(seo).toContainText("hoteluri:");
  const count = Number((await page.locator(".listing__count").textContent())!.replace(/\D/g, ""));
  await expect(seo).toContainText(`hoteluri: ${count}.`);
  const internal = await request.get("/listing/grecia/creta/oferty-samolotem?ctAdult=3", { maxRedirects: 0 });
  expect(internal.status()).toBe(301);
  expect(internal.headers().location).toBe("/wypoczynek/grecia/creta/oferty-samolotem?ctAdult=3");
});

test("a theme listing selects its default facet values again when nothing else is chosen", async ({
  page,
}) => {
  await visit(page, "/wypoczynek/grecia/oferty-all-inclusive");
  await expect(page.getByRole("checkbox", { name: /^All inclusive/ })).toBeChecked();
  for (const facts of await page.locator(".offer-card__facts li:first-child").allTextContents())
    expect(facts).toMatch(/All inclusive/i);
  // Choosing only half board replaces the default; choosing nothing brings it back.
  await page.getByRole("checkbox", { name: /^All inclusive/ }).uncheck();
  const ultra = page.getByRole("checkbox", { name: /^Ultra all inclusive/ });
  if (await ultra.isChecked()) await ultra.uncheck();
  await page.getByRole("button", { name: "Aplică filtrele" }).click();
  await page.waitForLoadState("load");
  await expect(page.getByRole("checkbox", { name: /^All inclusive/ })).toBeChecked();
});

test("a listing's search form keeps its filters while its box is ticked, and its button counts them", async ({
  page,
}, testInfo) => {
  const javascript = testInfo.project.name === "js";
  await visit(page, "/wypoczynek/grecia/oferty-samolotem?category=4&board=AI");
  const form = page.locator("form.global-search");
  const submit = form.locator(".global-search__submit");
  const shown = Number((await page.locator(".listing__count").textContent())!.replace(/\D/g, ""));
  const keep = form.getByRole("checkbox", { name: "Păstrează filtrele listei: 4 stele, All inclusive" });
  await expect(keep).toBeChecked();
  // The button's count is the page's, not the destination's hotels of every category and board.
  if (javascript) await expect(submit).toHaveText(new RegExp(`^Arată ${shown} (de )?hoteluri?$`));
  // Another duration: with JavaScript the button counts the new search with the same filters.
  await form.getByLabel("Durata").selectOption("6-8");
  let counted: number | undefined;
  if (javascript) {
    await expect(submit).toHaveText(/^(Arată \d+ (de )?hoteluri?|Nicio ofertă pentru aceste criterii)$/);
    counted = Number((await submit.textContent())!.replace(/\D/g, "") || 0);
  }
  await submit.click();
  await expect(page).toHaveURL(/\/wypoczynek\/grecia\/oferty-samolotem\?.*dF=6&dT=8/);
  await expect(page).toHaveURL(/category=4&board=AI/);
  await page.waitForLoadState("load");
  if (counted !== undefined) await expect(page.locator(".listing__count")).toContainText(String(counted));
  for (const stars of await page.locator(".offer-card__stars [aria-hidden]").allTextContents())
    expect(stars).toBe("★★★★");
  await checkPage(page);

  // Unticked, the search drops them (with JavaScript the count grows back first).
  const before = javascript ? Number((await submit.textContent())!.replace(/\D/g, "") || 0) : 0;
  await form.getByRole("checkbox", { name: /^Păstrează filtrele listei/ }).uncheck();
  if (javascript) {
    await expect
      .poll(async () => Number((await submit.textContent())!.replace(/\D/g, "") || 0))
      .toBeGreaterThan(before);
  }
  await submit.click();
  await expect(page).toHaveURL(/\/wypoczynek\/grecia\/oferty-samolotem\?dF=6&dT=8$/);
});

test("with JavaScript, show more appends the next page and the count stays the server's", async ({
  page,
}, testInfo) => {
  const javascript = testInfo.project.name === "js";
  await visit(page, "/wypoczynek/oferty-samolotem");
  const cards = page.locator(".offer-card");
  await expect(cards).toHaveCount(10);
  const first = await page.locator(".offer-card__name").allTextContents();
  const count = await page.locator(".listing__count").textContent();
  await page.getByRole("link", { name: "Arată mai multe hoteluri" }).click();
  if (javascript) {
    await expect(cards).toHaveCount(20);
    await expect(page).not.toHaveURL(/page=/);
    const all = await page.locator(".offer-card__name").allTextContents();
    expect(all.slice(0, 10)).toEqual(first);
    expect(new Set(all).size).toBe(20);
    await expect(page.locator(".listing__count")).toHaveText(count!);
    // Pages 1 and 2 are both on screen: the pager offers neither again, and "next" is page 3.
    const pager = page.getByRole("navigation", { name: "Paginare" });
    await expect(pager.getByRole("link", { name: "Pagina 2", exact: true })).toHaveCount(0);
    await expect(pager.getByRole("link", { name: "Pagina următoare" })).toHaveAttribute("href", /page=3/);
  } else {
    // Without JavaScript it is a link to the next page.
    await expect(page).toHaveURL(/page=2/);
    await expect(cards).toHaveCount(10);
  }
});

test("with JavaScript, a price update patches the offer wherever it is listed", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === "nojs", "without JavaScript every page shows the price of its moment");
  await visit(page, "/wypoczynek/grecia/oferty-samolotem");
  const card = page.locator(".offer-card").first();
  const code = (await card.getAttribute("aria-labelledby"))!.replace(/^offer-/, "");
  // The price check answers a new price for the first offer (the API's own answer is tested apart).
  await page.route("**/resources/offer-prices?**", (route) =>
    route.fulfill({
      json: {
        prices: [
          { offerCode: code, pricePerPerson: 111, fullPrice: 222, originalFullPrice: 300, discount: 78 },
        ],
      },
    }),
  );
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(card.locator(".offer-card__amount")).toHaveText(/^111,00\s€$/);
  await expect(card.locator(".offer-card__updated")).toHaveText("Preț actualizat");
  await expect(card.locator(".offer-card__total")).toContainText("222,00");
});

test("on a phone the search, filters and sort open as full-screen views", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await visit(page, "/wypoczynek/grecia/oferty-samolotem");
  const facets = page.locator("#listing-facets");
  await expect(facets).toBeHidden();
  await page.getByRole("link", { name: "Filtre" }).click();
  await expect(facets).toBeVisible();
  const box = await facets.boundingBox();
  expect(box?.width).toBe(390);
  if (testInfo.project.name === "js") {
    // With JavaScript, Escape closes the view.
    await page.keyboard.press("Escape");
    await expect(facets).toBeHidden();
  } else {
    await facets.getByRole("link", { name: "Închide" }).click();
    await expect(facets).toBeHidden();
  }
  await page.getByRole("link", { name: "Modifică căutarea" }).click();
  await expect(page.locator("#listing-search")).toBeVisible();
});
