import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { SITE_COPIES } from "../../server/db/seed";
import { localePath } from "../../server/db/seed/cms";

test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "HTTP only: one project is enough");

/** Every same-site link of an HTML page (anchors only), entities decoded, as path + query + fragment. */
function internalLinks(html: string): string[] {
  const hrefs = [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((match) =>
    match[1]!.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"'),
  );
  return hrefs.filter((href) => href.startsWith("/") && !href.startsWith("//"));
}

async function page(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  return { status: response.status(), html: await response.text() };
}

/**
 * Every seeded page of every locale (home, about, guide: their header, footer, tiles, promoted links,
 * language switcher and breadcrumbs) links only to pages that answer 200, and a link to an anchor
 * finds its element there.
 */
for (const copy of SITE_COPIES) {
  test(`every link on the seeded pages resolves in ${copy.locale}`, async ({ request }) => {
    const sources = ["/", copy.urls.about, copy.urls.guide].map((path) => localePath(copy.locale, path));
    const links = new Map<string, string>();
    for (const source of sources) {
      const { status, html } = await page(request, source);
      expect(status, source).toBe(200);
      for (const link of internalLinks(html)) if (!links.has(link)) links.set(link, source);
    }
    // Header, footer and home tiles together name well over a dozen places.
    expect(links.size).toBeGreaterThan(12);
    const broken: string[] = [];
    const targets = new Map<string, string>();
    for (const [link, source] of links) {
      const [path = "/", fragment] = link.split("#");
      if (!targets.has(path)) {
        const { status, html } = await page(request, path);
        if (status !== 200) broken.push(`${link} (on ${source}): ${status}`);
        targets.set(path, html);
      }
      if (fragment && !targets.get(path)!.includes(`id="${fragment}"`))
        broken.push(`${link} (on ${source}): no element #${fragment}`);
    }
    expect(broken).toEqual([]);
  });
}
