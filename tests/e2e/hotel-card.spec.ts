import { expect, test } from "./fixtures";
import { visit } from "./support";

test("from a listing to the hotel card: the hotel's details, and back to its offers", async ({ page }) => {
  await visit(page, "/wypoczynek/grecia/creta/oferty-samolotem");
  const first = page.locator(".offer-card__name a").first();
  const name = (await first.textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/vacante\/[a-z0-9-]+$/);
  await page.waitForLoadState("load");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("navigation", { name: "Ești aici" })).toContainText("Creta");
  await expect(page.getByRole("region", { name: "Galerie foto" }).getByRole("img").first()).toHaveAttribute(
    "alt",
    `${name}, fotografia 1`,
  );
  await expect(page.getByRole("region", { name: "Despre hotel" })).toContainText(name);
  await expect(page.getByRole("link", { name: "Vezi pe hartă (OpenStreetMap)" })).toHaveAttribute(
    "rel",
    "noreferrer nofollow",
  );
  await page.getByRole("link", { name: "Vezi ofertele: Vacanțe cu avionul" }).click();
  await expect(page).toHaveURL(/\/wypoczynek\/grecia\/creta\/[a-z0-9-]+\/oferty-samolotem$/);
  await page.waitForLoadState("load");
  await expect(page.locator(".offer-card__name", { hasText: name }).first()).toBeVisible();
});

test("the hotel card speaks the page's language, and an unknown hotel is a 404", async ({
  page,
  request,
}) => {
  await visit(page, "/wypoczynek/grecia/creta/oferty-samolotem");
  const href = (await page.locator(".offer-card__name a").first().getAttribute("href"))!;
  await visit(page, `/pl${href}`);
  await expect(page.getByRole("heading", { level: 2, name: "O hotelu" })).toBeVisible();
  expect((await request.get("/vacante/no-such-hotel")).status()).toBe(404);
  expect((await request.get("/vacante/Not_A_Slug")).status()).toBe(404);
  expect((await request.get(`${href}/WS-NOPE/more`)).status()).toBe(404);
});
