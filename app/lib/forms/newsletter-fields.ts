/**
 * What the newsletter form needs in the browser, apart from its schema (newsletter.ts, server only):
 * the fields' HTML constraints, held equal to the schema's by a unit test.
 */
export const NEWSLETTER_CONSTRAINT = {
  email: { required: true },
  consent: { required: true },
  source: { required: false },
  returnTo: { required: false },
  inPlace: { required: false },
};

/**
 * The one outcome of a sign-up, whatever the address's state (new, pending, confirmed): a message was
 * sent to it. Only the mailbox learns more (docs/decisions/0024-newsletter-double-opt-in.md).
 */
export type NewsletterOutcome = "sent";
export const NEWSLETTER_PATH = "/formularz-do-newslettera";
/** The page the confirmation e-mail's link opens (spec §2 names none; beside the sign-up page). */
export const NEWSLETTER_CONFIRM_PATH = "/formularz-do-newslettera/potwierdzenie";
export const NEWSLETTER_PARAM = "newsletter";

/** What the action answers when it does not redirect: the form's state and, on success, the outcome. */
export interface NewsletterActionData<Result> {
  result: Result;
  outcome?: NewsletterOutcome;
}
