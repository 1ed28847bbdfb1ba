import { expect, test } from "./fixtures";
import { SITE_COPIES } from "../../server/db/seed";
import { featuredDestinations, localePath } from "../../server/db/seed/cms";
import { E2E } from "./ports";
import { checkPage, visit } from "./support";

const origin = `http://127.0.0.1:${E2E.webPort}`;

for (const copy of SITE_COPIES) {
  test.describe(`${copy.locale} site`, () => {
    test(`home page is complete HTML in ${copy.locale}`, async ({ page }) => {
      await visit(page, localePath(copy.locale, "/"));
      await expect(page.locator("html")).toHaveAttribute("lang", copy.locale);
      await expect(page).toHaveTitle(copy.home.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.home.hero.title);
      await expect(page.getByRole("heading", { name: copy.home.tilesTitle })).toBeVisible();
      for (const destination of featuredDestinations(copy)) {
        await expect(page.getByRole("link", { name: new RegExp(destination.name) }).first()).toBeVisible();
      }
      await expect(page.getByRole("navigation", { name: /./ }).first()).toBeVisible();
      await expect(page.locator("footer")).toContainText(copy.footer.legal);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${origin}${localePath(copy.locale, "/")}`,
      );
      const hreflangs = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`),
        );
      expect(hreflangs.sort()).toEqual(
        [
          ...SITE_COPIES.map((other) => `${other.locale} ${origin}${localePath(other.locale, "/")}`),
          `x-default ${origin}/`,
        ].sort(),
      );
    });

    test(`content pages answer in ${copy.locale} with breadcrumbs`, async ({ page }) => {
      await visit(page, localePath(copy.locale, copy.urls.about));
      await expect(page).toHaveTitle(copy.about.title);
      await expect(
        page.getByRole("navigation", { name: /./ }).filter({ has: page.locator("ol") }),
      ).toContainText(copy.about.breadcrumb);
      await visit(page, localePath(copy.locale, copy.urls.guide));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      for (const destination of featuredDestinations(copy)) {
        await expect(page.locator(`#${destination.slug}`)).toContainText(destination.name);
      }
    });
  });
}

test("every page is readable without JavaScript: the server sends the whole content", async ({ request }) => {
  const html = await (await request.get("/pl")).text();
  const pl = SITE_COPIES.find((copy) => copy.locale === "pl")!;
  expect(html).toContain(pl.home.hero.title);
  expect(html).toContain(pl.home.faq[0]!.q);
  expect(html).toContain(pl.home.seoText.slice(0, 40));
});

test("expired and wrong-profile CMS components are not in the HTML", async ({ request }) => {
  const ro = SITE_COPIES[0]!;
  const html = await (await request.get("/")).text();
  expect(html).not.toContain(ro.home.expiredBanner.title);
  expect(html).not.toContain(ro.home.returning.title);
  expect(html).not.toContain(ro.home.logged.title);
  expect(html).toContain(ro.home.tilesTitle);
});

test("links to other hosts in CMS html carry nofollow noopener noreferrer", async ({ page }) => {
  await page.goto("/despre-noi");
  await expect(page.locator('main a[href="https://anpc.ro"]')).toHaveAttribute(
    "rel",
    "nofollow noopener noreferrer",
  );
  await expect(page.locator('footer a[href="https://www.facebook.com/"]')).toHaveAttribute(
    "rel",
    "noreferrer nofollow",
  );
});

test("the FAQ accordion opens by keyboard", async ({ page }) => {
  const ro = SITE_COPIES[0]!;
  await page.goto("/");
  const question = page.locator("summary", { hasText: ro.home.faq[0]!.q });
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("details", { has: question })).toHaveAttribute("open", "");
  await checkPage(page);
});

test("the skip link moves focus to the main content", async ({ page }) => {
  // No wait for hydration: pressing keys while the page is still hydrating must not break it.
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Sari la conținutul principal" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});

test("draft content is shown only with the preview token, and never indexed", async ({ page }) => {
  await page.goto("/despre-noi?preview=wrong-token");
  await expect(page.locator("main")).not.toContainText("Ciornă");
  await visit(page, `/despre-noi?preview=${E2E.previewToken}`);
  await expect(page.locator("main")).toContainText("Ciornă");
  await expect(page.getByRole("status")).toContainText("Previzualizare ciornă");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
});
