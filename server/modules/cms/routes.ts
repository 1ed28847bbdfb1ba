import type { FastifyInstance } from "fastify";
import {
  CmsPage,
  GlobalContent,
  GlobalsParams,
  GlobalsQuery,
  LayoutGlobals,
  LayoutQuery,
  PageContentQuery,
} from "../../contract";
import type { Db } from "../../db/client";
import { defineRoute, type RouteOptions } from "../../http/route";
import { getGlobal, getLayoutGlobals, getPageContent } from "./service";

export function cmsRoutes(app: FastifyInstance, db: Db, options: RouteOptions) {
  defineRoute(
    app,
    {
      method: "GET",
      url: "/www/page/content",
      summary: "CMS page by url and locale; inactive or missing pages are 'Page not active'",
      tags: ["cms"],
      query: PageContentQuery,
      response: CmsPage,
      errors: { 404: "Page not active" },
      memo: ["cms"],
      handler: ({ query }) =>
        getPageContent(db, {
          url: query.url,
          locale: query.locale,
          active: query.active,
          draft: query.draft,
          directions: query.filterByDirections,
          tripTypes: query.filterByTripTypes,
        }),
    },
    options,
  );

  defineRoute(
    app,
    {
      method: "GET",
      url: "/api/globals/:type",
      summary: "Global content block: header, footer, global-search, checkout-header or dictionary",
      tags: ["cms"],
      params: GlobalsParams,
      query: GlobalsQuery,
      response: GlobalContent,
      errors: { 404: "Global content not active" },
      memo: ["cms"],
      handler: ({ params, query }) =>
        getGlobal(db, params.type, {
          locale: query.locale,
          filterByActive: query.filterByActive,
          directions: query.filterByDirections,
          tripTypes: query.filterByTripTypes,
        }),
    },
    options,
  );

  defineRoute(
    app,
    {
      method: "GET",
      url: "/api/layout",
      summary:
        "The header, footer and global-search globals of a locale in one call; a missing or inactive one is null",
      tags: ["cms"],
      query: LayoutQuery,
      response: LayoutGlobals,
      memo: ["cms"],
      handler: ({ query }) => getLayoutGlobals(db, query.locale),
    },
    options,
  );
}
