import { expect, test } from "./fixtures";
import { checkPage, visit } from "./support";

test("searching from the home page: a week in Greece from Bucharest for two adults and a child", async ({
  page,
}, testInfo) => {
  const javascript = testInfo.project.name === "js";
  await visit(page, "/");
  const form = page.locator("form.global-search");
  // No birth date is asked for until children are chosen, with or without JavaScript.
  await expect(form.getByLabel("Data nașterii copilului 1")).toBeHidden();
  await form.locator("summary", { hasText: "Aeroport de plecare" }).click();
  await form.getByLabel("București Otopeni (OTP)").check();
  if (javascript) await expect(form.locator(".global-search__value")).toHaveText("București Otopeni");
  await form.getByLabel("Destinație").selectOption("GR");
  await form.getByLabel("Durata").selectOption("6-8");
  await form.getByLabel("Copii", { exact: true }).selectOption("1");
  // Only as many birth dates as children are asked for.
  await expect(form.getByLabel("Data nașterii copilului 2")).toBeHidden();
  await form.getByLabel("Data nașterii copilului 1").fill("2019-04-02");
  await form.getByRole("button", { name: "Caută" }).click();

  await expect(page).toHaveURL(
    /\/wypoczynek\/grecia\/oferty-samolotem\?a=OTP&ctChild=1&birthDate=2019-04-02&dF=6&dT=8$/,
  );

  await page.waitForLoadState("load");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vacanțe cu avionul: Grecia");
  await checkPage(page);
  const facts = await page.locator(".offer-card__facts").allTextContents();
  expect(facts.length).toBeGreaterThan(0);
  for (const text of facts) {
    expect(text).toContain("din București Otopeni");
    expect(text).toMatch(/[678] nopți/);
  }
  for (const total of await page.locator(".offer-card__total").allTextContents())
    expect(total).toContain("total pentru 3 persoane");
});

test("a child without a birth date sends the visitor back with the field flagged", async ({ page }) => {
  await visit(page, "/wypoczynek");
  await page.getByLabel("Copii", { exact: true }).selectOption("2");
  await page.getByLabel("Data nașterii copilului 1").fill("2018-08-15");
  await page.getByRole("button", { name: "Caută" }).click();
  await expect(page).toHaveURL(/\/wypoczynek\?/);
  await page.waitForLoadState("load");
  await expect(page.getByText("Introdu data nașterii copilului 2.")).toBeVisible();
  await expect(page.getByLabel("Data nașterii copilului 2")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Data nașterii copilului 1")).toHaveValue("2018-08-15");
  await checkPage(page);
});

test("too many people for one online reservation are told to call, in Polish as the spec says", async ({
  page,
}) => {
  await page.goto("/pl/wypoczynek");
  await page.getByLabel("Dorośli").selectOption("9");
  await page.getByLabel("Dzieci", { exact: true }).selectOption("1");
  await page.getByLabel("Data urodzenia dziecka 1").fill("2018-08-15");
  await page.getByRole("button", { name: "Szukaj" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Maksymalna liczba osób w jednej rezerwacji online to 9. Powyżej tej liczby skontaktuj się z Biurem Obsługi Klienta.",
  );
});

test("a region and a trip type lead to their listing URLs", async ({ page }) => {
  await page.goto("/wypoczynek");
  await page.getByLabel("Destinație").selectOption("GR-CRE");
  await page.getByRole("button", { name: "Caută" }).click();
  await expect(page).toHaveURL(/\/wypoczynek\/grecia\/creta\/oferty-samolotem$/);
  await page.waitForLoadState("load");
  await page.goto("/wypoczynek");
  await page.getByLabel("Schi", { exact: true }).check();
  await page.getByRole("button", { name: "Caută" }).click();
  await expect(page).toHaveURL(/\/wypoczynek\/oferty-narty$/);
  await page.waitForLoadState("load");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vacanțe la schi: toate destinațiile");
});
