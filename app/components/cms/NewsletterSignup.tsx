import { useTranslation } from "../../lib/i18n/translations";
import { isLocale } from "../../lib/i18n/config";
import { NewsletterForm } from "../newsletter/NewsletterForm";
import type { CmsComponentProps } from "./types";

/** The CMS newsletter block: its title and text from the CMS, the form from the storefront. */
export function NewsletterSignup({ component }: CmsComponentProps) {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : "ro";
  const headingId = `${component.id}-title`;
  return (
    <section className="newsletter" id={`newsletter-${component.id}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{component.options.title}</h2>
      {component.options.text ? <p>{component.options.text}</p> : null}
      <NewsletterForm id={`nl-${component.id}`} locale={locale} source={component.options.source ?? "cms"} />
    </section>
  );
}
