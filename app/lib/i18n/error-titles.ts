import cs from "../../../locales/cs/errors.json";
import hu from "../../../locales/hu/errors.json";
import pl from "../../../locales/pl/errors.json";
import ro from "../../../locales/ro/errors.json";
import uk from "../../../locales/uk/errors.json";
import type { Locale } from "./config";

const ERRORS: Record<Locale, typeof ro> = { ro, pl, uk, cs, hu };

/** The <title> of the 404 and error pages; meta functions cannot use hooks, so they read the files. */
export function errorTitle(locale: Locale, status: number): string {
  const messages = ERRORS[locale];
  if (status === 400) return messages.badRequest.title;
  if (status === 404) return messages.notFound.title;
  return status === 503 ? messages.error.unavailableTitle : messages.error.title;
}
