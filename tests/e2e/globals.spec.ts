import { expect, test } from "./fixtures";
import type { GlobalSearchGlobal } from "../../server/contract";
import { SITE_COPIES } from "../../server/db/seed";
import { buildGlobals } from "../../server/db/seed/cms";
import { checkPage, visit } from "./support";

const pl = SITE_COPIES.find((copy) => copy.locale === "pl")!;

test("a Polish listing declines its place: 'w Grecji', 'do Grecji' (the dictionary global)", async ({
  page,
}) => {
  await visit(page, "/pl/wypoczynek/grecja/oferty-samolotem");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wczasy samolotem w Grecji");
  await expect(page).toHaveTitle("Wczasy samolotem w Grecji");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /^Wczasy samolotem w Grecji\. Hoteli w ofercie: \d+/,
  );
  const seo = page.getByRole("region", { name: "Wczasy samolotem w Grecji: co warto wiedzieć" });
  await expect(seo).toContainText("Najtańszy wyjazd do Grecji kosztuje od");
  // Breadcrumbs name the place in the nominative.
  await expect(page.getByRole("navigation", { name: "Jesteś tutaj" })).toContainText("Grecja");

  await visit(page, "/pl/wypoczynek/grecja/kreta/oferty-czarter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Loty czarterowe na Kretę");

  // A search nothing matches says where it looked.
  await visit(page, "/pl/wypoczynek/grecja/oferty-samolotem?priceFrom=1&priceTo=2");
  await expect(page.locator(".listing__empty")).toHaveText(
    "Nie znaleźliśmy ofert w Grecji dla tego wyszukiwania. Spróbuj innych dat lub innego lotniska.",
  );
});

test("with nothing remembered, the search form shows the configured title, trip types and defaults", async ({
  page,
}) => {
  const configured = buildGlobals(pl).find(
    (global): global is GlobalSearchGlobal => global.type === "global-search",
  )!;
  await visit(page, "/pl");
  const form = page.locator("form.global-search");
  await expect(form.getByRole("heading", { level: 2 })).toHaveText(configured.title);
  const types = form.getByRole("group", { name: "Rodzaj wyjazdu" }).getByRole("radio");
  await expect(types).toHaveCount(configured.tripTypes.length);
  await expect(form.locator(".global-search__type label")).toHaveText(
    configured.tripTypes.map((type) => type.label),
  );
  const byDefault = configured.tripTypes.find((type) => type.code === configured.defaultTripType)!;
  await expect(form.getByRole("radio", { name: byDefault.label })).toBeChecked();
  await expect(form.getByLabel("Dorośli", { exact: true })).toHaveValue(String(configured.defaultAdults));
  await checkPage(page);
});
