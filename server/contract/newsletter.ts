import { z } from "zod";
import { Locale } from "./common";

/**
 * A newsletter confirmation token as the e-mailed link carries it: 32 random bytes in base64url
 * (43 characters). The API stores only its SHA-256.
 */
export const NEWSLETTER_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const NewsletterToken = z.string().regex(NEWSLETTER_TOKEN, "Not a confirmation token");

/**
 * Where the confirmation e-mail's link leads: the web's confirmation page in the subscriber's
 * language, at the site's public origin; the API adds `?token=…`. An http(s) URL without credentials,
 * query or fragment (docs/decisions/0024-newsletter-double-opt-in.md).
 */
export const ConfirmationPageUrl = z
  .url({ protocol: /^https?$/ })
  .max(500)
  .refine((value) => {
    // Refinements run on values the URL check refused too.
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return !url.username && !url.password && !/[?#]/.test(value);
  }, "An http(s) page URL without credentials, query or fragment");

/**
 * POST /www/newsletter/subscribe: the newsletter sign-up the CMS newsletter component posts to. It
 * stores a pending sign-up and e-mails its confirmation link (double opt-in).
 */
export const NewsletterSubscribeRequest = z.object({
  email: z.email().max(254),
  locale: Locale,
  consent: z.literal(true),
  source: z.string().max(100).default("cms"),
  confirmUrl: ConfirmationPageUrl,
});
export type NewsletterSubscribeRequest = z.input<typeof NewsletterSubscribeRequest>;

/**
 * The same answer whatever the address's state (new, pending or already confirmed), so that the
 * sign-up tells nobody whether an address is on the list: the address's mailbox is told instead.
 */
export const NewsletterSubscribeResponse = z.object({ status: z.literal("pending") });
export type NewsletterSubscribeResponse = z.infer<typeof NewsletterSubscribeResponse>;

/** POST /www/newsletter/confirm: the token of the e-mailed link confirms its sign-up, once. */
export const NewsletterConfirmRequest = z.object({ token: NewsletterToken });
export type NewsletterConfirmRequest = z.infer<typeof NewsletterConfirmRequest>;

export const NewsletterConfirmResponse = z.object({ status: z.literal("confirmed") });
export type NewsletterConfirmResponse = z.infer<typeof NewsletterConfirmResponse>;

/** Error codes of POST /www/newsletter/confirm, for the page that shows them. */
export const NEWSLETTER_CONFIRM_ERRORS = {
  /** 404: no sign-up has this token (never issued, or replaced by a newer e-mail, or swept away). */
  unknown: "TOKEN_UNKNOWN",
  /** 410: the link's time ran out before it was used. */
  expired: "TOKEN_EXPIRED",
  /** 409: the sign-up is confirmed already (the same link used again). */
  confirmed: "ALREADY_CONFIRMED",
} as const;
