import type { FastifyInstance } from "fastify";
import {
  AirportsResponse,
  CatalogueQuery,
  DestinationsResponse,
  SuggestQuery,
  SuggestResponse,
} from "../../contract";
import type { Db } from "../../db/client";
import { defineRoute } from "../../http/route";
import { findAirports, findDestinations } from "./queries";
import { suggest } from "./suggest";

export function catalogueRoutes(app: FastifyInstance, db: Db, options: { validateResponse: boolean }) {
  defineRoute(
    app,
    {
      method: "GET",
      url: "/www/catalogue/destinations",
      summary: "Countries, regions and resorts with localized names and URL slugs",
      tags: ["catalogue"],
      query: CatalogueQuery,
      response: DestinationsResponse,
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
      handler: ({ query }) => suggest(db, query),
    },
    options,
  );
}
