import { data } from "@remix-run/node";
import { getPageContent } from "../api/cms.server";
import { pageError } from "../api/page-errors.server";
import { getVisitor } from "../api/user.server";
import { localizePath } from "../i18n/config";
import { requestContext } from "../request-context.server";
import { loadRememberedSearch } from "../search/global-search.server";
import { preparePage } from "./prepare.server";

/**
 * Loads a CMS page for this visitor: the page and the visitor's status in parallel, then only what
 * this visitor may see (prepare.server.ts). Missing page → 404 page; API trouble → 503 error page.
 */
export async function loadCmsPage(request: Request, url: string) {
  const context = await requestContext(request);
  try {
    const [page, visitor] = await Promise.all([
      getPageContent(context.api, context.locale, { url, draft: context.preview }),
      getVisitor(context.api),
    ]);
    if (!page) throw data(null, { status: 404 });
    const prepared = preparePage(page, { status: visitor.status, now: new Date() });
    const hasSearch = prepared.slots.some((slot) => slot.components.some((c) => c.name === "global-search"));
    return data(
      {
        page: prepared,
        search: hasSearch ? await loadRememberedSearch(context, request) : null,
        visitorStatus: visitor.status,
        alternates: prepared.alternates.map((alternate) => ({
          locale: alternate.locale,
          path: localizePath(alternate.locale, alternate.url),
        })),
      },
      { headers: await context.commit() },
    );
  } catch (error) {
    // The address is the CMS lookup's input: one it refuses (too long, a NUL byte) is no page.
    throw pageError(error, { badInput: 404 });
  }
}
