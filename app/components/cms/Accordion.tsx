import { useTranslation } from "../../lib/i18n/translations";
import type { CmsComponentProps } from "./types";

/**
 * Questions and answers as native <details>: keyboard and screen-reader friendly, and open and close
 * without JavaScript.
 */
export function Accordion({ component }: CmsComponentProps) {
  const { t } = useTranslation();
  const title = component.options.title ?? t("cms.faqTitle");
  const headingId = `${component.id}-title`;
  return (
    <section className="accordion" id={component.options.anchor} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {component.items.map((item) => (
        <details key={item.title} className="accordion__item">
          <summary>{item.title}</summary>
          {/* Answers are CMS html, sanitized on the server. */}
          <div className="accordion__answer" dangerouslySetInnerHTML={{ __html: item.text ?? "" }} />
        </details>
      ))}
    </section>
  );
}
