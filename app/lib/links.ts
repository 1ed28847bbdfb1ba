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

/** Only a path of our own site (with an optional #anchor) may be returned to after a form post. */
export function safeReturnPath(value: string | undefined, fallback: string): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return fallback;
  return value;
}
