import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { HotelImageParams, ImageQuery } from "../../contract";
import type { Db } from "../../db/client";
import { hotels } from "../../db/schema";
import { notFound } from "../../http/errors";
import { defineRoute, type RouteOptions } from "../../http/route";
import { hotelScene } from "./scene";

export function imageRoutes(app: FastifyInstance, db: Db, options: RouteOptions) {
  defineRoute(
    app,
    {
      method: "GET",
      url: "/www/images/hotels/:hotelCode/:index",
      summary: "A hotel photo, scaled to w × h (SVG; q, default 80, is accepted for the cache key)",
      tags: ["images"],
      params: HotelImageParams,
      query: ImageQuery,
      response: z.string(),
      errors: { 404: "No such hotel or photo" },
      handler: async ({ params, query, reply }) => {
        const [hotel] = await db
          .select({ season: hotels.season, imageCount: hotels.imageCount })
          .from(hotels)
          .where(eq(hotels.code, params.hotelCode))
          .limit(1);
        if (!hotel || params.index > hotel.imageCount)
          throw notFound("IMAGE_NOT_FOUND", "No such hotel photo");
        reply
          .type("image/svg+xml; charset=utf-8")
          .header("cache-control", "public, max-age=86400, immutable");
        return hotelScene(params.hotelCode, params.index, query.w, query.h, hotel.season === "WINTER");
      },
    },
    options,
  );
}
