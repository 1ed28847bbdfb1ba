import type { Locale } from "./config";
import { translatorFor } from "./translations";

/** Refusals of the visitor's request that have words of their own (errors:refused.*). */
const REFUSED = ["400", "403", "405", "413", "414", "415"] as const;
export type RefusedStatus = (typeof REFUSED)[number];
export const isRefusedStatus = (status: number | string): status is RefusedStatus =>
  (REFUSED as readonly string[]).includes(String(status));

/** The <title> of the 404, refusal and error pages; meta functions cannot use hooks. */
export function errorTitle(locale: Locale, status: number): string {
  const { t } = translatorFor(locale);
  if (status === 400) return t("errors:badRequest.title");
  if (status === 404) return t("errors:notFound.title");
  if (isRefusedStatus(status)) return t(`errors:refused.${status}.title`);
  return t(status === 503 ? "errors:error.unavailableTitle" : "errors:error.title");
}
