import cs from "../../locales/cs/errors.json";
import hu from "../../locales/hu/errors.json";
import pl from "../../locales/pl/errors.json";
import ro from "../../locales/ro/errors.json";
import uk from "../../locales/uk/errors.json";
import { HTML_LANG, localeFromPath, localizePath, type Locale } from "../lib/i18n/config";
import { isRefusedStatus, type RefusedStatus } from "../lib/i18n/error-titles";

// The web server answers these before Remix and its translations exist: it reads the files itself.
const ERROR_TEXTS: Record<Locale, typeof ro> = { ro, pl, uk, cs, hu };

/** The refusal that fits a status Fastify or a check produced (a body too large is 413, …). */
export const refusalStatus = (status: number): RefusedStatus => {
  const code = String(status);
  return isRefusedStatus(code) ? code : "400";
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The page a request gets when the web server refuses it before Remix (a cross-site form, a body too
 * large, a broken address): in the language of the path, with the site's stylesheet, never indexed.
 * Clients that do not ask for HTML (fetchers, the error tunnel) get the same words as JSON.
 */
export function refusal(
  status: RefusedStatus,
  path: string,
  accept: string | undefined,
  stylesheet: string | undefined,
): { contentType: string; body: string } {
  const locale = localeFromPath(path.split("?")[0] ?? "/");
  const texts = ERROR_TEXTS[locale];
  const { title, text } = texts.refused[status];
  if (!accept?.includes("text/html")) {
    return {
      contentType: "application/json; charset=utf-8",
      body: JSON.stringify({ error: { code: `HTTP_${status}`, message: text } }),
    };
  }
  const body = [
    "<!DOCTYPE html>",
    `<html lang="${HTML_LANG[locale]}" dir="ltr"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
    stylesheet ? `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">` : "",
    '</head><body><main id="main"><section class="error-page" aria-labelledby="error-title">',
    `<h1 id="error-title">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`,
    `<p><a class="button button--primary" href="${localizePath(locale, "/")}">`,
    `${escapeHtml(texts.notFound.home)}</a></p></section></main></body></html>`,
  ].join("");
  return { contentType: "text/html; charset=utf-8", body };
}
