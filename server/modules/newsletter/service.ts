import { createHash, randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { TFunction } from "i18next";
import {
  NEWSLETTER_CONFIRM_ERRORS,
  type Locale,
  type NewsletterConfirmResponse,
  type NewsletterSubscribeResponse,
} from "../../contract";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { composeMail, type MailBlock } from "../mail/compose";
import type { Mailer, MailMessage } from "../mail/mailer";
import { mailTexts } from "../mail/texts";
import { hit } from "../rate-limit/rate-limit";
import {
  confirmByTokenHash,
  findByTokenHash,
  sweepExpiredPending,
  upsertPending,
  withdrawPending,
} from "./queries";

/** The confirmation link: 256 random bits, valid for a week. */
export const CONFIRMATION = { tokenBytes: 32, validDays: 7 };
/** E-mails one address gets from sign-ups at most, per window (a link lost, asked for again). */
export const MAILS_PER_ADDRESS = { limit: 3, windowSeconds: 3600 };

const PENDING: NewsletterSubscribeResponse = { status: "pending" };
const mailUnavailable = () =>
  new HttpError(503, "MAIL_UNAVAILABLE", "The e-mail could not be sent; try again later", undefined, {
    "retry-after": "60",
  });
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

interface SignUp {
  email: string;
  locale: Locale;
  source: string;
  confirmUrl: string;
}

/** One of the newsletter's e-mails in the subscriber's language: greeting, `body`, signature. */
function newsletterMail(
  signUp: SignUp,
  kind: "confirm" | "already",
  body: (t: TFunction) => MailBlock[],
): MailMessage {
  const t = mailTexts(signUp.locale);
  const subject = t(`newsletter.${kind}.subject`);
  const { text, html } = composeMail([t("greeting"), ...body(t), t("signature")], {
    locale: signUp.locale,
    title: subject,
  });
  return { to: signUp.email, subject, text, html, locale: signUp.locale };
}

const confirmationMail = (signUp: SignUp, link: string) =>
  newsletterMail(signUp, "confirm", (t) => [
    t("newsletter.confirm.requested", { email: signUp.email }),
    { action: t("newsletter.confirm.action"), url: link },
    t("newsletter.confirm.validity", { count: CONFIRMATION.validDays }),
    t("newsletter.confirm.ignore"),
  ]);

const alreadySubscribedMail = (signUp: SignUp) =>
  newsletterMail(signUp, "already", (t) => [
    t("newsletter.already.text", { email: signUp.email }),
    t("newsletter.already.ignore"),
  ]);

/**
 * Double opt-in (docs/decisions/0024-newsletter-double-opt-in.md). The answer is the same whatever
 * the address's state, and only its mailbox learns more: a new or pending address gets a new
 * confirmation link, a confirmed one a note that it is subscribed already (so every sign-up sends one
 * e-mail, and takes as long). The row and its e-mail go together: the row is written first (its own
 * statement commits: no transaction stays open while a mail server answers, which on PGlite would
 * stop every other query), then the e-mail sent; if it cannot be sent, the pending row is taken back
 * and the caller told to try again.
 */
export async function subscribe(
  db: Db,
  mailer: Mailer,
  input: SignUp,
  log: FastifyBaseLogger,
): Promise<NewsletterSubscribeResponse> {
  const signUp = { ...input, email: input.email.trim().toLowerCase() };
  // Over the limit the address gets no further e-mail and the caller the same answer: a 429 would
  // tell that someone signed this address up a moment ago. The key holds no address.
  const quota = await hit(
    db,
    `newsletter:address:${sha256(signUp.email)}`,
    MAILS_PER_ADDRESS.limit,
    MAILS_PER_ADDRESS.windowSeconds,
  );
  if (!quota.allowed) return PENDING;

  const token = randomBytes(CONFIRMATION.tokenBytes).toString("base64url");
  const tokenHash = sha256(token);
  const link = new URL(signUp.confirmUrl);
  link.searchParams.set("token", token);
  await sweepExpiredPending(db);
  const state = await upsertPending(db, {
    email: signUp.email,
    locale: signUp.locale,
    source: signUp.source,
    tokenHash,
    validDays: CONFIRMATION.validDays,
  });
  const mail = state === "pending" ? confirmationMail(signUp, link.href) : alreadySubscribedMail(signUp);
  try {
    await mailer.send(mail);
  } catch (error) {
    log.error({ err: error }, "newsletter e-mail not sent");
    if (state === "pending") await withdrawPending(db, signUp.email, tokenHash);
    throw mailUnavailable();
  }
  return PENDING;
}

/** Confirms the sign-up of an e-mailed link's token, once; a wrong, replaced, expired or used one is a 4xx. */
export async function confirm(db: Db, token: string): Promise<NewsletterConfirmResponse> {
  const tokenHash = sha256(token);
  if (await confirmByTokenHash(db, tokenHash)) return { status: "confirmed" };
  const found = await findByTokenHash(db, tokenHash);
  if (!found) {
    throw new HttpError(404, NEWSLETTER_CONFIRM_ERRORS.unknown, "No sign-up has this confirmation link");
  }
  if (found.confirmed) {
    throw new HttpError(409, NEWSLETTER_CONFIRM_ERRORS.confirmed, "This sign-up is confirmed already");
  }
  throw new HttpError(410, NEWSLETTER_CONFIRM_ERRORS.expired, "This confirmation link has expired");
}
