/** Hosts of the company's own country sites: links to them are internal (spec §5). */
export const OWN_HOSTS = ["soleo.ro", "soleo.pl", "soleo.com.ua", "soleo.cz", "soleo.hu"] as const;

function hostOf(href: string): string | undefined {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith("//")) return undefined;
  try {
    return new URL(href, "https://relative.invalid").hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/** A link is internal if it is relative or its host is one of our own country sites (spec §5). */
export function isInternalLink(href: string, ownHosts: readonly string[] = OWN_HOSTS): boolean {
  const trimmed = href.trim();
  if (/^(mailto|tel):/i.test(trimmed)) return true;
  const host = hostOf(trimmed);
  if (host === undefined) return true;
  return ownHosts.some((own) => host === own || host === `www.${own}` || host.endsWith(`.${own}`));
}

/** rel of a link in our own components: external links get "noreferrer nofollow" (spec §5). */
export const linkRel = (href: string, ownHosts?: readonly string[]) =>
  isInternalLink(href, ownHosts) ? undefined : "noreferrer nofollow";

/** rel of a link inside CMS html pointing to another host (spec §5). */
export const CMS_EXTERNAL_REL = "nofollow noopener noreferrer";

const RETURN_BASE = "http://return.invalid";

/** C0 control characters and DEL: never part of an address a visitor can mean. */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The one check of every redirect target a visitor can influence (a form's returnTo, a normalized
 * path): only a path of our own site, with its query and #anchor, comes back. The value is read as a
 * browser would read it, then written out again percent-encoded, so what leaves is a valid Location
 * that no browser can take for another host (no "//host", "/\\host", "/.//host", control characters).
 */
export function safeReturnPath(value: string | null | undefined, fallback: string): string {
  if (!value || value.length > 2048 || !value.startsWith("/")) return fallback;
  if (hasControlCharacter(value) || value.includes("\\")) return fallback;
  let url: URL;
  try {
    url = new URL(value, RETURN_BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== RETURN_BASE || url.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
