import type { FastifyInstance } from "fastify";
import {
  AirportsResponse,
  CatalogueQuery,
  DestinationsResponse,
  SuggestQuery,
  SuggestResponse,
} from "../../contract";
import type { Db } from "../../db/client";
import { defineRoute, type RouteOptions } from "../../http/route";
import { findAirports, findDestinations } from "./queries";
import { suggest } from "./suggest";

export function catalogueRoutes(app: FastifyInstance, db: Db, options: RouteOptions) {
  defineRoute(
    app,
    {
      method: "GET",
      url: "/www/catalogue/destinations",
      summary: "Countries, regions and resorts with localized names and URL slugs",
      tags: ["catalogue"],
      query: CatalogueQuery,
      response: DestinationsResponse,
      memo: ["catalogue"],
      handler: () => findDestinations(db),
    },
    options,
  );
  defineRoute(
    app,
    {
      method: "GET",
      url: "/www/catalogue/airports",
      summary: "Departure airports with localized names",
      tags: ["catalogue"],
      query: CatalogueQuery,
      response: AirportsResponse,
      memo: ["catalogue"],
      handler: () => findAirports(db),
    },
    options,
  );
  defineRoute(
    app,
    {
      method: "GET",
      url: "/www/suggest",
      summary: "Destination and hotel suggestions for what the visitor typed",
      tags: ["catalogue"],
      query: SuggestQuery,
      response: SuggestResponse,
      memo: ["catalogue"],
      handler: ({ query }) => suggest(db, query),
    },
    options,
  );
}
