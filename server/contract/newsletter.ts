import { z } from "zod";
import { Locale } from "./common";

/** POST /www/newsletter/subscribe: the newsletter sign-up the CMS newsletter component posts to. */
export const NewsletterSubscribeRequest = z.object({
  email: z.email().max(254),
  locale: Locale,
  consent: z.literal(true),
  source: z.string().max(100).default("cms"),
});
export type NewsletterSubscribeRequest = z.input<typeof NewsletterSubscribeRequest>;

export const NewsletterSubscribeResponse = z.object({
  status: z.enum(["subscribed", "already-subscribed"]),
});
export type NewsletterSubscribeResponse = z.infer<typeof NewsletterSubscribeResponse>;
