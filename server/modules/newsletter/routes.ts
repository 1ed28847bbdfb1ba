import type { FastifyInstance } from "fastify";
import { NewsletterSubscribeRequest, NewsletterSubscribeResponse } from "../../contract";
import type { Db } from "../../db/client";
import { defineRoute, type RouteOptions } from "../../http/route";
import { subscribe } from "./service";

export function newsletterRoutes(app: FastifyInstance, db: Db, options: RouteOptions) {
  defineRoute(
    app,
    {
      method: "POST",
      url: "/www/newsletter/subscribe",
      summary: "Newsletter sign-up (idempotent per e-mail address)",
      tags: ["newsletter"],
      body: NewsletterSubscribeRequest,
      response: NewsletterSubscribeResponse,
      handler: ({ body }) => subscribe(db, body),
    },
    options,
  );
}
