import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { checkPage, visit } from "./support";

const banner = (page: Page) => page.getByRole("region", { name: "Folosim cookie-uri" });

test("the cookie banner asks once, and 'only necessary' is remembered", async ({ page }) => {
  await visit(page, "/despre-noi");
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole("button", { name: "Doar cele necesare" }).click();
  await expect(page).toHaveURL(/\/despre-noi$/);
  await expect(banner(page)).toHaveCount(0);
  await page.goto("/pl");
  await expect(page.getByRole("region", { name: "Używamy plików cookie" })).toHaveCount(0);
});

test("settings per category; preference consent remembers the sort, and withdrawing it forgets", async ({
  page,
}) => {
  await visit(page, "/cookies");
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByLabel(/Necesare/)).toBeDisabled();
  await page.getByLabel("Preferințe").check();
  await page.getByRole("button", { name: "Salvează alegerile" }).click();
  await expect(page.getByRole("status")).toHaveText("Alegerile tale au fost salvate.");
  await expect(page.getByLabel("Preferințe")).toBeChecked();
  await expect(page.getByLabel("Statistică")).not.toBeChecked();
  await checkPage(page);

  await page.goto("/wypoczynek/grecia/oferty-samolotem?sort=categoryDESC");
  await page.goto("/wypoczynek/turcia/oferty-samolotem");
  await expect(page.getByLabel("Sortează după")).toHaveValue("categoryDESC");

  await page.goto("/cookies");
  await page.getByLabel("Preferințe").uncheck();
  await page.getByRole("button", { name: "Salvează alegerile" }).click();
  await expect(page.getByRole("status")).toHaveText("Alegerile tale au fost salvate.");
  await page.goto("/wypoczynek/turcia/oferty-samolotem");
  await expect(page.getByLabel("Sortează după")).toHaveValue("price");
});

test("without preference consent the sort is not remembered", async ({ page }) => {
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Doar cele necesare" }).click();
  await page.goto("/wypoczynek/grecia/oferty-samolotem?sort=priceDESC");
  await page.goto("/wypoczynek/grecia/oferty-samolotem");
  await expect(page.getByLabel("Sortează după")).toHaveValue("price");
});

test("listing analytics reach the dataLayer only with statistics consent", async ({ page }, testInfo) => {
  test.skip(
    testInfo.project.name === "nojs",
    "the dataLayer is a script's; without JavaScript there is none",
  );
  const events = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter(
        (e) => e.event === "ListingContentLoad",
      ),
    );
  await page.goto("/wypoczynek/grecia/oferty-samolotem?ctChild=1&birthDate=2019-04-02");
  await expect(page.locator(".offer-card").first()).toBeVisible();
  expect(await events()).toEqual([]);

  await banner(page).getByRole("button", { name: "Accept toate" }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.goto("/wypoczynek/grecia/oferty-samolotem?ctChild=1&birthDate=2019-04-02");
  await expect
    .poll(events)
    .toEqual([
      expect.objectContaining({ event: "ListingContentLoad", tripType: "WS", childCount: 1, page: 0 }),
    ]);
});
