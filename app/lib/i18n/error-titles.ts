import cs from "../../../locales/cs/errors.json";
import hu from "../../../locales/hu/errors.json";
import pl from "../../../locales/pl/errors.json";
import ro from "../../../locales/ro/errors.json";
import uk from "../../../locales/uk/errors.json";
import type { Locale } from "./config";

/**
 * The errors namespace of every locale, read from the files: for meta functions (which cannot use
 * hooks) and for the web server's refusals, which answer before Remix runs.
 */
export const ERROR_TEXTS: Record<Locale, typeof ro> = { ro, pl, uk, cs, hu };

export type RefusedStatus = keyof typeof ro.refused;
export const isRefusedStatus = (status: number | string): status is RefusedStatus =>
  Object.hasOwn(ro.refused, String(status));

/** The <title> of the 404, refusal and error pages. */
export function errorTitle(locale: Locale, status: number): string {
  const messages = ERROR_TEXTS[locale];
  if (status === 400) return messages.badRequest.title;
  if (status === 404) return messages.notFound.title;
  const refused = String(status);
  if (isRefusedStatus(refused)) return messages.refused[refused].title;
  return status === 503 ? messages.error.unavailableTitle : messages.error.title;
}
