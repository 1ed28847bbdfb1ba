import type { FastifyInstance } from "fastify";
import {
  NewsletterConfirmRequest,
  NewsletterConfirmResponse,
  NewsletterSubscribeRequest,
  NewsletterSubscribeResponse,
} from "../../contract";
import type { Db } from "../../db/client";
import { defineRoute, type RouteOptions } from "../../http/route";
import type { Mailer } from "../mail/mailer";
import { confirm, subscribe } from "./service";

export function newsletterRoutes(app: FastifyInstance, db: Db, mailer: Mailer, options: RouteOptions) {
  defineRoute(
    app,
    {
      method: "POST",
      url: "/www/newsletter/subscribe",
      summary:
        "Newsletter sign-up with double opt-in: e-mails the address a confirmation link (or, when it is " +
        "subscribed already, a note saying so) and answers the same either way",
      tags: ["newsletter"],
      body: NewsletterSubscribeRequest,
      response: NewsletterSubscribeResponse,
      errors: { 503: "The e-mail could not be sent; nothing was stored" },
      handler: ({ body, request }) => subscribe(db, mailer, body, request.log),
    },
    options,
  );
  defineRoute(
    app,
    {
      method: "POST",
      url: "/www/newsletter/confirm",
      summary: "Confirms a newsletter sign-up by the token of its e-mailed link (once)",
      tags: ["newsletter"],
      body: NewsletterConfirmRequest,
      response: NewsletterConfirmResponse,
      errors: {
        404: "TOKEN_UNKNOWN: no sign-up has this token (never sent, or replaced by a newer e-mail)",
        409: "ALREADY_CONFIRMED: the sign-up is confirmed already",
        410: "TOKEN_EXPIRED: the link expired",
      },
      handler: ({ body }) => confirm(db, body.token),
    },
    options,
  );
}
