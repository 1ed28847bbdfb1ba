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

export type NewsletterOutcome = "subscribed" | "already-subscribed";
export const NEWSLETTER_PATH = "/formularz-do-newslettera";
export const NEWSLETTER_PARAM = "newsletter";

/** What the action answers when it does not redirect: the form's state and, on success, the outcome. */
export interface NewsletterActionData<Result> {
  result: Result;
  outcome?: NewsletterOutcome;
}
