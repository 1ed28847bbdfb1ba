import { z } from "zod";
import { siteCookie } from "./cookies.server";

export { CONSENT_CATEGORIES, type ConsentCategory } from "./consent";

const Consent = z.object({
  v: z.literal(1),
  preferences: z.boolean(),
  statistics: z.boolean(),
  marketing: z.boolean(),
});
export type Consent = z.infer<typeof Consent>;

/** The visitor's choice, kept for a year (a necessary cookie itself). */
export const consentCookie = siteCookie("consent", 60 * 60 * 24 * 365);

/** The remembered choice, or undefined when the visitor has not chosen yet (the banner shows). */
export async function readConsent(request: Request): Promise<Consent | undefined> {
  const value: unknown = await consentCookie.parse(request.headers.get("cookie"));
  const parsed = Consent.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The sort choice, remembered only with preference consent (spec §4 "Sort choice"). */
export const sortCookie = siteCookie("sort", 60 * 60 * 24 * 180);
