import { expect, test } from "./fixtures";
import { SITE_COPIES } from "../../server/db/seed";
import { featuredDestinations } from "../../server/db/seed/cms";
import { checkPage, visit } from "./support";
import { E2E } from "./ports";

test("the language switcher leads to the same page in another language", async ({ page }) => {
  const pl = SITE_COPIES.find((copy) => copy.locale === "pl")!;
  const ro = SITE_COPIES[0]!;
  await visit(page, ro.urls.about);
  await page.locator(".language-switcher summary").click();
  await page.getByRole("link", { name: "Polski" }).click();
  await expect(page).toHaveURL(new RegExp(`/pl${pl.urls.about}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  await expect(page).toHaveTitle(pl.about.title);
  await expect(page.getByRole("link", { name: "Przejdź do treści" })).toBeAttached();
  await checkPage(page);
});

test("the language switcher keeps the search: a listing's query comes along to the translated page", async ({
  page,
}) => {
  await visit(page, "/wypoczynek/grecia/oferty-samolotem?a=OTP&dF=7&dT=7");
  await page.locator(".language-switcher summary").click();
  await page.getByRole("link", { name: "Čeština" }).click();
  await expect(page).toHaveURL(/\/cs\/wypoczynek\/recko\/oferty-samolotem\?a=OTP&dF=7&dT=7$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "cs");
  // The canonical and hreflang links still name the page itself.
  await expect(page.locator('link[rel="alternate"][hreflang="ro"]')).toHaveAttribute(
    "href",
    /\/wypoczynek\/grecia\/oferty-samolotem$/,
  );
  await checkPage(page);
});

test("the language switcher keeps the hotel card's offer, the chart's hotel and the booking's party", async ({
  page,
}) => {
  await visit(page, "/wypoczynek/grecia/creta/oferty-samolotem");
  const href = (await page.locator(".offer-card__name a").first().getAttribute("href"))!;
  const slug = href.split("/")[2]!;
  await visit(page, href);
  await page.locator(".language-switcher summary").click();
  await page.getByRole("link", { name: "Magyar" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "hu");
  const url = new URL(page.url());
  expect(`${url.pathname}${url.search}`).toBe(`/hu${href}`);
  // hreflang still names the card itself, without the offer.
  await expect(page.locator('link[rel="alternate"][hreflang="ro"]')).toHaveAttribute(
    "href",
    new RegExp(`/vacante/${slug}$`),
  );
  await visit(page, `/cele-mai-mici-preturi?hotel=${slug}`);
  await page.locator(".language-switcher summary").click();
  await page.getByRole("link", { name: "Українська" }).click();
  await expect(page).toHaveURL(new RegExp(`/uk/cele-mai-mici-preturi\\?hotel=${slug}$`));
  await checkPage(page);
  // The booking page keeps its offer and party.
  const offerCode = href.split("?")[0]!.split("/")[3]!;
  const checkout = `/checkout/rezervare/${offerCode}?adults=2&childrenBirthDates=2019-05-01`;
  await visit(page, checkout);
  await page.locator(".language-switcher summary").click();
  await page.getByRole("link", { name: "Polski" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  const booked = new URL(page.url());
  expect(`${booked.pathname}${booked.search}`).toBe(`/pl${checkout}`);
});

test("with JavaScript, the switcher follows the hotel card's choices made in place", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === "nojs", "without JavaScript every choice is a new page");
  await visit(page, "/wypoczynek/grecia/creta/oferty-samolotem");
  const href = (await page.locator(".offer-card__name a").first().getAttribute("href"))!;
  const slug = href.split("/")[2]!;
  await visit(page, href);
  const configurator = page.locator("section.configurator");
  const answered = page.waitForResponse((r) => r.url().includes("/resources/configurator"));
  await configurator.getByLabel("Adulți", { exact: true }).selectOption("3");
  await answered;
  await expect(page).toHaveURL(/[?&]adults=3(&|$)/);
  const chosen = new URL(page.url());
  await page.locator(".language-switcher summary").click();
  await page.getByRole("link", { name: "Čeština" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "cs");
  const url = new URL(page.url());
  expect(url.pathname).toBe(`/cs/vacante/${slug}`);
  expect(url.search).toBe(chosen.search);
  await expect(page.locator("section.configurator").getByLabel("Dospělí", { exact: true })).toHaveValue("3");
});

test("the header navigation reaches a destination's offers", async ({ page }) => {
  const hu = SITE_COPIES.find((copy) => copy.locale === "hu")!;
  const turkey = featuredDestinations(hu)[1]!;
  await visit(page, "/hu");
  const nav = page.getByRole("navigation", { name: "Fő navigáció" });
  await nav.locator("summary", { hasText: hu.header.nav.destinations }).click();
  await nav.getByRole("link", { name: turkey.name }).click();
  await expect(page).toHaveURL(new RegExp(`/hu/wypoczynek/${turkey.slug}/oferty-samolotem$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Repülős nyaralás Törökországban");
  await checkPage(page);
});

test("an unknown URL answers 404 with a localized page and a way home", async ({ page }) => {
  const response = await visit(page, "/pl/ta-strona-nie-istnieje", 404);
  expect(response.status()).toBe(404);
  await expect(page).toHaveTitle("Nie znaleziono strony");
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nie znaleziono strony");
  await page.getByRole("link", { name: "Wróć na stronę główną" }).click();
  await expect(page).toHaveURL(/\/pl$/);
  // Leaving an error page renders the document anew in the browser: it keeps its stylesheet (the
  // CSP nonce goes with it), so the page is still styled (the stylesheet zeroes the body's margin).
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).marginTop)).toBe("0px");
  expect(await page.locator("style#site-styles").count()).toBe(1);
});

test("an unknown URL in the default locale answers the Romanian 404", async ({ page }) => {
  await visit(page, "/asta-nu-exista/deloc", 404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina nu a fost găsită");
});

test("health checks answer", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok", api: "ok" });
});

test("a locale's translations are one file, cached for good under its version", async ({ request }) => {
  const page = await (await request.get("/cs")).text();
  const href =
    /<link rel="preload" as="fetch" crossorigin="anonymous" data-translations="" href="([^"]+)"/.exec(
      page,
    )?.[1];
  expect(href).toMatch(/^\/locales\/cs\?v=[0-9a-f]{12}$/);
  const response = await request.get(href!);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const translations = (await response.json()) as { newsletter: { submit: string }; common: object };
  expect(translations.newsletter.submit).toBe("Přihlásit k odběru");
  expect(Object.keys(translations).sort()).toEqual(["common", "errors", "newsletter", "search"]);
  expect((await request.get("/locales/cs?v=old")).headers()["cache-control"]).toBe("public, max-age=300");
  expect((await request.get("/locales/de")).status()).toBe(404);
});

test("one URL per page: a trailing slash moves permanently, and the canonical names the page", async ({
  request,
  page,
}) => {
  const slash = await request.get("/pl/o-nas/?ref=mail", { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(slash.headers().location).toBe("/pl/o-nas?ref=mail");
  const home = await request.get("/pl/", { maxRedirects: 0 });
  expect(home.status()).toBe(301);
  expect(home.headers().location).toBe("/pl");
  await page.goto("/pl/O-Nas");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `http://127.0.0.1:${E2E.webPort}/pl/o-nas`,
  );
});
