import type { FastifyInstance } from "fastify";
import { HotelCardParams, HotelCardQuery, HotelDetails } from "../../contract";
import type { Db } from "../../db/client";
import { defineRoute } from "../../http/route";
import { hotelCard } from "./service";

export function hotelRoutes(app: FastifyInstance, db: Db, options: { validateResponse: boolean }) {
  defineRoute(
    app,
    {
      method: "GET",
      url: "/www/hotel-card/:slug",
      summary: "Hotel details (spec §3) for the hotel card, by the hotel's URL slug",
      tags: ["hotels"],
      params: HotelCardParams,
      query: HotelCardQuery,
      response: HotelDetails,
      errors: { 404: "No such hotel" },
      handler: ({ params, query }) => hotelCard(db, params.slug, query.locale),
    },
    options,
  );
}
