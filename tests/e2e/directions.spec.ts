import { expect, test } from "./fixtures";
import { checkPage, visit } from "./support";

test("/vacante lists every destination we sell, each linked to its offers", async ({ page }) => {
  await visit(page, "/vacante");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Destinații de vacanță");
  for (const country of ["Grecia", "Turcia", "Egipt", "Bulgaria", "Spania", "Austria"]) {
    await expect(page.locator("main").getByRole("link", { name: country, exact: true })).toBeVisible();
  }
  await page.locator("main").getByRole("link", { name: "Creta", exact: true }).click();
  await expect(page).toHaveURL(/\/wypoczynek\/grecia\/creta\/oferty-samolotem$/);
  await page.waitForLoadState("load");
  await expect(page.locator(".offer-card").first()).toBeVisible();
  await page.goto("/vacante");
  await page.locator("main").getByRole("link", { name: "Tirol", exact: true }).click();
  await expect(page).toHaveURL(/\/wypoczynek\/austria\/tirol\/oferty-narty$/);
  await page.waitForLoadState("load");
  await expect(page.locator(".offer-card").first()).toBeVisible();
});

test("directions pages show the listing of the last destination found; 'zima' means none", async ({
  page,
}) => {
  await visit(page, "/directions/WS/grecia/zima/zima");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vacanțe cu avionul în Grecia");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/wypoczynek\/grecia\/oferty-samolotem$/,
  );
  await expect(page.locator(".offer-card").first()).toBeVisible();
  await checkPage(page);

  await visit(page, "/directions/narty/austria/tirol/zima");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vacanțe la schi în Tirol");
  await visit(page, "/pl/directions/by_plane/grecja/kreta/hersonissos");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wczasy samolotem w Hersonissos");
  // A region left out ('zima') before a resort: the resort is still the destination.
  await visit(page, "/directions/samolotem/grecia/zima/hersonissos");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vacanțe cu avionul în Hersonissos");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/wypoczynek\/grecia\/creta\/hersonissos\/oferty-samolotem$/,
  );
});

test("directions that do not exist are 404", async ({ request }) => {
  expect((await request.get("/directions/XX/grecia")).status()).toBe(404);
  expect((await request.get("/directions/WS")).status()).toBe(404);
  expect((await request.get("/directions/WS/atlantida/zima")).status()).toBe(404);
  expect((await request.get("/directions/WS/grecia/zima/zima/zima")).status()).toBe(404);
});
