import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  APP_ID,
  HEADERS,
  WishlistAddRequest,
  WishlistCount,
  WishlistItemKey,
  WishlistKeys,
  WishlistQuery,
  WishlistResponse,
} from "../../contract";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { defineRoute, type RouteOptions } from "../../http/route";
import { countItems, listKeys } from "./queries";
import { addToWishlist, removeFromWishlist, wishlist } from "./service";

/** The visitor's app id (x-app-id); reading needs none (an empty list), changing needs one. */
function appIdOf(request: FastifyRequest, required: true): string;
function appIdOf(request: FastifyRequest, required: false): string | undefined;
function appIdOf(request: FastifyRequest, required: boolean): string | undefined {
  const header = request.headers[HEADERS.appId];
  const appId = typeof header === "string" && APP_ID.test(header) ? header : undefined;
  if (!appId && required) throw new HttpError(400, "APP_ID_REQUIRED", "A wishlist needs the x-app-id header");
  return appId;
}

export function wishlistRoutes(app: FastifyInstance, db: Db, options: RouteOptions) {
  defineRoute(
    app,
    {
      method: "GET",
      url: "/www/wishlist/count",
      summary: "How many hotels and offers are on the visitor's wishlist (spec §7 www/wishlist/count)",
      tags: ["wishlist"],
      response: WishlistCount,
      handler: async ({ request }) => {
        const appId = appIdOf(request, false);
        return { count: appId ? await countItems(db, appId) : 0 };
      },
    },
    options,
  );

  defineRoute(
    app,
    {
      method: "GET",
      url: "/www/wishlist/keys",
      summary: "What is on the visitor's wishlist, for the pages' add and remove buttons",
      tags: ["wishlist"],
      response: WishlistKeys,
      handler: async ({ request }) => {
        const appId = appIdOf(request, false);
        const rows = appId ? await listKeys(db, appId) : [];
        return {
          items: rows.map((row) => ({ hotelCode: row.hotel_code, offerCode: row.offer_code || null })),
        };
      },
    },
    options,
  );

  defineRoute(
    app,
    {
      method: "GET",
      url: "/www/wishlist",
      summary: "The visitor's wishlist with today's prices; saved offers no longer sold are marked gone",
      tags: ["wishlist"],
      query: WishlistQuery,
      response: WishlistResponse,
      handler: async ({ request, query }) => {
        const appId = appIdOf(request, false);
        return appId ? wishlist(db, appId, query.locale) : { items: [] };
      },
    },
    options,
  );

  defineRoute(
    app,
    {
      method: "POST",
      url: "/www/wishlist/items",
      summary: "Adds a hotel or one of its offers to the visitor's wishlist; adding twice is one item",
      tags: ["wishlist"],
      body: WishlistAddRequest,
      response: WishlistCount,
      status: 201,
      errors: {
        400: "No app id, or the offer is not the hotel's",
        404: "No such hotel",
        409: "The wishlist is full",
      },
      handler: ({ request, body }) => addToWishlist(db, appIdOf(request, true), body),
    },
    options,
  );

  defineRoute(
    app,
    {
      method: "POST",
      url: "/www/wishlist/items/remove",
      summary: "Removes a hotel or an offer from the visitor's wishlist (removing what is not there is fine)",
      tags: ["wishlist"],
      body: WishlistItemKey,
      response: WishlistCount,
      errors: { 400: "No app id" },
      handler: ({ request, body }) => removeFromWishlist(db, appIdOf(request, true), body),
    },
    options,
  );
}
