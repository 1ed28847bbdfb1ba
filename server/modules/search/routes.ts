import type { FastifyInstance } from "fastify";
import {
  HEADERS,
  Locale,
  OfferSearchRequest,
  OfferSearchResponse,
  OffersCountResponse,
} from "../../contract";
import type { Db } from "../../db/client";
import { defineRoute } from "../../http/route";
import { OfferIndexHolder } from "./offer-index";
import { countOffers, searchOffers } from "./service";

export function searchRoutes(app: FastifyInstance, db: Db, options: { validateResponse: boolean }) {
  const replica = new OfferIndexHolder(db);
  defineRoute(
    app,
    {
      method: "POST",
      url: "/www/offers/search",
      summary:
        "Offer search (spec §3): the cheapest offer per hotel for the party, filtered, sorted and paged, with facets",
      tags: ["search"],
      body: OfferSearchRequest,
      response: OfferSearchResponse,
      handler: ({ body, request }) =>
        searchOffers(db, replica, body, Locale.catch("ro").parse(request.headers[HEADERS.language])),
    },
    options,
  );

  defineRoute(
    app,
    {
      method: "POST",
      url: "/www/offers/count",
      summary: "Number of hotels the offer search finds (spec §7 'Offers count')",
      tags: ["search"],
      body: OfferSearchRequest,
      response: OffersCountResponse,
      handler: ({ body }) => countOffers(db, replica, body),
    },
    options,
  );
}
