import type { FastifyInstance } from "fastify";
import {
  ConfiguratorDatesRequest,
  ConfiguratorDatesResponse,
  ConfiguratorRequest,
  ConfiguratorResponse,
  ConfiguredOffer,
  HEADERS,
  HotelCardParams,
  HotelCardQuery,
  HotelDetails,
  HotelNearby,
  Locale,
  LowestPriceQuery,
  LowestPriceResponse,
  OfferParams,
  OfferQuery,
} from "../../contract";
import type { Db } from "../../db/client";
import { defineRoute, type RouteOptions } from "../../http/route";
import type { OfferIndexHolder } from "../search/offer-index";
import { configurator, configuratorDates, offerFor } from "./configurator";
import { lowestPrices } from "./lowest-prices";
import { hotelNearby } from "./nearby";
import { hotelCard } from "./service";

export function hotelRoutes(app: FastifyInstance, db: Db, options: RouteOptions, replica: OfferIndexHolder) {
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
      memo: ["catalogue"],
      handler: ({ params, query }) => hotelCard(db, params.slug, query.locale),
    },
    options,
  );

  defineRoute(
    app,
    {
      method: "GET",
      url: "/www/hotel-card/:slug/nearby",
      summary:
        "The hotel's position and the places near it (resorts, hotels, the arrival airport) for the card's map (spec §2 mapOverlay)",
      tags: ["hotels"],
      params: HotelCardParams,
      query: HotelCardQuery,
      response: HotelNearby,
      errors: { 404: "No such hotel" },
      memo: ["catalogue"],
      handler: ({ params, query }) => hotelNearby(db, params.slug, query.locale),
    },
    options,
  );

  defineRoute(
    app,
    {
      method: "POST",
      url: "/www/configurator/matrix",
      summary:
        "Offer configurator (spec §3 matrix and meta): the nearest bookable selection for the wishes, its room choice and offer",
      tags: ["hotels"],
      body: ConfiguratorRequest,
      response: ConfiguratorResponse,
      errors: { 404: "No such hotel" },
      memo: ["catalogue"],
      handler: ({ body, request }) =>
        configurator(db, body, Locale.catch("ro").parse(request.headers[HEADERS.language])),
    },
    options,
  );

  defineRoute(
    app,
    {
      method: "POST",
      url: "/www/configurator/dates",
      summary: "Lowest-price calendar of one month for the configurator (spec §4)",
      tags: ["hotels"],
      body: ConfiguratorDatesRequest,
      response: ConfiguratorDatesResponse,
      errors: { 404: "No such hotel" },
      memo: ["catalogue"],
      handler: ({ body }) => configuratorDates(db, body),
    },
    options,
  );

  defineRoute(
    app,
    {
      method: "GET",
      url: "/www/offers/:offerCode",
      summary: "One offer priced for a party (checkout, wishlist)",
      tags: ["hotels"],
      params: OfferParams,
      query: OfferQuery,
      response: ConfiguredOffer,
      errors: { 404: "No such offer on sale, or none for this party" },
      memo: ["catalogue"],
      handler: ({ params, query }) => offerFor(db, params.offerCode, query, query.locale),
    },
    options,
  );

  defineRoute(
    app,
    {
      method: "GET",
      url: "/www/lowest-price",
      summary:
        "Lowest-price chart: the lowest price per departure date for a hotel or destination and a party",
      tags: ["hotels"],
      query: LowestPriceQuery,
      response: LowestPriceResponse,
      errors: { 404: "No such hotel or destination" },
      memo: ["catalogue"],
      handler: ({ query }) => lowestPrices(db, replica, query),
    },
    options,
  );
}
