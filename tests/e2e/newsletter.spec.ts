import { expect, test } from "./fixtures";
import { checkPage } from "./support";
import { E2E } from "./ports";

test("signing up from the home page: errors first, then success, then already subscribed", async ({
  page,
}, testInfo) => {
  const javascript = testInfo.project.name === "js";
  const email = `ana.${testInfo.project.name}.${Date.now()}@example.ro`;
  await page.goto("/");
  const form = page.locator(".newsletter-form").first();
  if (javascript) await expect(form.locator('input[name="inPlace"]')).toBeAttached();

  await form.getByRole("button", { name: "Abonează-mă" }).click();
  await expect(page.getByText("Introdu adresa de e-mail.")).toBeVisible();
  await expect(page.getByText("Bifează acordul pentru a te abona.")).toBeVisible();
  // With JavaScript the form checks itself in place; without it the server answers with the errors.
  await expect(page).toHaveURL(javascript ? /\/$/ : /\/formularz-do-newslettera$/);
  await checkPage(page);

  const current = page.locator(".newsletter-form").first();
  await current.getByLabel("Adresa de e-mail").fill("ana@");
  await current.getByLabel(/Sunt de acord/).check();
  await current.getByRole("button", { name: "Abonează-mă" }).click();
  await expect(page.getByText("Introdu o adresă de e-mail validă")).toBeVisible();

  await page.locator(".newsletter-form").first().getByLabel("Adresa de e-mail").fill(email);
  await page.locator(".newsletter-form").first().getByRole("button", { name: "Abonează-mă" }).click();
  const thanks = page
    .getByRole("status")
    .filter({ hasText: "Mulțumim! Te-ai abonat la newsletter." })
    .first();
  await expect(thanks).toBeVisible();
  // The visitor sees the answer where the form is: in place with JavaScript, and without it the
  // redirect comes back to the form's anchor.
  await expect(thanks).toBeInViewport();
  // Without JavaScript the earlier error answer was the newsletter page, so that is where it returns.
  await expect(page).toHaveURL(
    javascript
      ? new RegExp(`:${E2E.webPort}/$`)
      : /\/formularz-do-newslettera\?newsletter=subscribed#newsletter-page$/,
  );
  await checkPage(page);

  await page.goto("/formularz-do-newslettera");
  await page.getByLabel("Adresa de e-mail").fill(email.toUpperCase());
  await page.getByLabel(/Sunt de acord/).check();
  await page.getByRole("button", { name: "Abonează-mă" }).click();
  await expect(page.getByText("Această adresă este deja abonată.")).toBeVisible();
});

test("a cross-site post is refused and subscribes nobody", async ({ request }, testInfo) => {
  const email = `forged.${testInfo.project.name}.${Date.now()}@example.ro`;
  const forged = await request.post("/formularz-do-newslettera", {
    form: { email, consent: "on" },
    headers: { origin: "https://evil.example" },
    maxRedirects: 0,
  });
  // The web server refuses it before any action runs (docs/decisions/0002-cross-site-posts.md); the
  // same address then subscribes as new, so the forged post wrote nothing.
  expect(forged.status()).toBe(403);
  expect(forged.headers().location).toBeUndefined();
  const real = await request.post("/formularz-do-newslettera", {
    form: { email, consent: "on" },
    headers: { origin: `http://127.0.0.1:${E2E.webPort}` },
    maxRedirects: 0,
  });
  expect(real.status()).toBe(302);
  expect(real.headers().location).toBe("/formularz-do-newslettera?newsletter=subscribed");
});

test("the newsletter page speaks Ukrainian under /uk", async ({ page }) => {
  await page.goto("/uk/formularz-do-newslettera");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Підпишіться на розсилку");
  await page.getByRole("button", { name: "Підписатися" }).click();
  await expect(page.getByText("Введіть адресу електронної пошти.")).toBeVisible();
});

test("a valid sign-up from the guide page answers right where the form is", async ({ page }, testInfo) => {
  const javascript = testInfo.project.name === "js";
  await page.goto("/ghid-de-vacanta");
  const form = page.locator(".newsletter-form").first();
  // With JavaScript, wait until the form answers in place (hydrated); before that it posts as without.
  if (javascript) await expect(form.locator('input[name="inPlace"]')).toBeAttached();
  await form.getByLabel("Adresa de e-mail").fill(`mihai.${testInfo.project.name}.${Date.now()}@example.ro`);
  await form.getByLabel(/Sunt de acord/).check();
  await form.getByRole("button", { name: "Abonează-mă" }).click();
  const thanks = page.getByRole("status").filter({ hasText: "Mulțumim! Te-ai abonat la newsletter." });
  await expect(thanks).toBeInViewport();
  await expect(page).toHaveURL(
    javascript
      ? /\/ghid-de-vacanta$/
      : /\/ghid-de-vacanta\?newsletter=subscribed#nl-guide-main-\d+-newsletter$/,
  );
  await checkPage(page);
});
