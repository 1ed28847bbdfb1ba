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
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vacanțe cu avionul: Grecia");
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
  await expect(page.getByRole("link", { name: "Arată prețul de persoană" })).toBeVisible();
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
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wczasy samolotem: Kreta");
  await expect(page.getByRole("navigation", { name: "Jesteś tutaj" })).toContainText("Grecja");
  await visit(page, "/cs/wypoczynek/rakousko/oferty-narty");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lyžařské zájezdy: Rakousko");
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
