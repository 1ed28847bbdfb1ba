import { join } from "node:path";
import { readOutbox } from "../../server/modules/mail/outbox";
import { expect, test } from "./fixtures";
import { checkPage, visit } from "./support";
import { E2E } from "./ports";

const SENT = "Aproape gata! Ți-am trimis un e-mail: confirmă abonarea cu linkul din el.";

/** The e-mails the e2e API wrote to its outbox (it sends none) for an address, oldest first. */
const mailsTo = async (email: string) =>
  (await readOutbox(join(E2E.dataDir, "outbox"))).filter((mail) => mail.to === email.toLowerCase());

/** The link of the newest e-mail to an address, once it has `count` e-mails. */
async function newestLink(email: string, count = 1): Promise<string> {
  await expect.poll(async () => (await mailsTo(email)).length).toBe(count);
  const link = (await mailsTo(email)).at(-1)?.text.match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeDefined();
  return link!;
}

test("signing up from the home page: errors first, then the e-mail, whose link confirms; again, the same answer", async ({
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
  const sent = page.getByRole("status").filter({ hasText: SENT }).first();
  await expect(sent).toBeVisible();
  // The visitor sees the answer where the form is: in place with JavaScript, and without it the
  // redirect comes back to the form's anchor.
  await expect(sent).toBeInViewport();
  // Without JavaScript the earlier error answer was the newsletter page, so that is where it returns.
  await expect(page).toHaveURL(
    javascript
      ? new RegExp(`:${E2E.webPort}/$`)
      : /\/formularz-do-newslettera\?newsletter=sent#newsletter-page$/,
  );
  await checkPage(page);

  // The e-mail's link opens the confirmation page of the site's own origin; opening it confirms
  // nothing (mail scanners open links), its button does.
  const link = await newestLink(email);
  expect(link).toMatch(
    new RegExp(
      `^http://127\\.0\\.0\\.1:${E2E.webPort}/formularz-do-newslettera/potwierdzenie\\?token=[\\w-]{43}$`,
    ),
  );
  await visit(page, link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirmă abonarea la newsletter");
  await page.getByRole("button", { name: "Confirmă abonarea" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Abonare confirmată");
  await expect(page.getByRole("status")).toHaveText(
    "Mulțumim! De acum vei primi newsletterul nostru cu ofertele săptămânii.",
  );
  await expect(page).toHaveURL(/\/formularz-do-newslettera\/potwierdzenie\?confirmed=1$/);
  await checkPage(page);

  // Signing up a subscribed address answers exactly as before; only its mailbox hears the difference.
  await page.goto("/formularz-do-newslettera");
  await page.getByLabel("Adresa de e-mail").fill(email.toUpperCase());
  await page.getByLabel(/Sunt de acord/).check();
  await page.getByRole("button", { name: "Abonează-mă" }).click();
  await expect(page.getByRole("status").filter({ hasText: SENT })).toBeVisible();
  await expect(page.getByText("deja abonat")).toHaveCount(0);
  await expect
    .poll(async () => (await mailsTo(email)).map((mail) => mail.subject))
    .toEqual([
      "Confirmă abonarea la newsletterul Soleo Vacanțe",
      "Adresa ta este deja abonată la newsletterul Soleo Vacanțe",
    ]);
});

test("a cross-site post is refused and e-mails nobody", async ({ request }, testInfo) => {
  const email = `forged.${testInfo.project.name}.${Date.now()}@example.ro`;
  const forged = await request.post("/formularz-do-newslettera", {
    form: { email, consent: "on" },
    headers: { origin: "https://evil.example" },
    maxRedirects: 0,
  });
  // The web server refuses it before any action runs (docs/decisions/0002-cross-site-posts.md): the
  // address gets no e-mail, while the same post from the site sends one.
  expect(forged.status()).toBe(403);
  expect(forged.headers().location).toBeUndefined();
  const real = await request.post("/formularz-do-newslettera", {
    form: { email, consent: "on" },
    headers: { origin: `http://127.0.0.1:${E2E.webPort}` },
    maxRedirects: 0,
  });
  expect(real.status()).toBe(302);
  expect(real.headers().location).toBe("/formularz-do-newslettera?newsletter=sent");
  await newestLink(email);
  expect(await mailsTo(email)).toHaveLength(1);
});

test("a confirmation link works once; a used, wrong or malformed one says so with a 4xx, in the page's language", async ({
  page,
  request,
}, testInfo) => {
  const email = `olena.${testInfo.project.name}.${Date.now()}@example.ua`;
  const origin = `http://127.0.0.1:${E2E.webPort}`;
  const signUp = await request.post("/uk/formularz-do-newslettera", {
    form: { email, consent: "on" },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(signUp.headers().location).toBe("/uk/formularz-do-newslettera?newsletter=sent");
  const link = new URL(await newestLink(email));
  expect(link.pathname).toBe("/uk/formularz-do-newslettera/potwierdzenie");
  expect((await mailsTo(email))[0]?.subject).toBe("Підтвердьте підписку на розсилку Soleo Відпочинок");
  const press = (token: string) =>
    request.post(link.pathname, {
      form: { token },
      headers: { origin },
      maxRedirects: 0,
      failOnStatusCode: false,
    });

  const first = await press(link.searchParams.get("token")!);
  expect(first.status()).toBe(303);
  expect(first.headers().location).toBe("/uk/formularz-do-newslettera/potwierdzenie?confirmed=1");
  // A second press (a double click, the link opened again) hurts nothing and says so.
  const second = await press(link.searchParams.get("token")!);
  expect(second.status()).toBe(409);
  expect(await second.text()).toContain("Підписку вже підтверджено");
  const unknown = await press("A".repeat(43));
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain("Посилання недійсне");
  expect((await press("not a token")).status()).toBe(400);

  await visit(page, "/uk/formularz-do-newslettera/potwierdzenie?token=broken", 400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Посилання недійсне");
  await page.getByRole("link", { name: "Підписатися на розсилку", exact: true }).click();
  await expect(page).toHaveURL(/\/uk\/formularz-do-newslettera$/);
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
  const sent = page.getByRole("status").filter({ hasText: SENT });
  await expect(sent).toBeInViewport();
  await expect(page).toHaveURL(
    javascript ? /\/ghid-de-vacanta$/ : /\/ghid-de-vacanta\?newsletter=sent#nl-guide-main-\d+-newsletter$/,
  );
  await checkPage(page);
});
