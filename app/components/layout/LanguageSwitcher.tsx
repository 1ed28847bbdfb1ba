import { useTranslation } from "../../lib/i18n/translations";
import type { Locale } from "../../lib/i18n/config";

export interface Alternate {
  locale: Locale;
  path: string;
}

/**
 * The language switcher: plain links to the same page in the other languages, in a <details>
 * disclosure, so it works without JavaScript and every language version is crawlable.
 */
export function LanguageSwitcher({ locale, alternates }: { locale: Locale; alternates: Alternate[] }) {
  const { t } = useTranslation();
  return (
    <details className="language-switcher">
      <summary>
        <span className="visually-hidden">{t("language.choose")}: </span>
        <span aria-hidden="true">{locale.toUpperCase()}</span>
        <span className="visually-hidden">{t(`language.names.${locale}`)}</span>
      </summary>
      <ul className="language-switcher__list">
        {alternates.map((alternate) => (
          <li key={alternate.locale}>
            <a
              href={alternate.path}
              hrefLang={alternate.locale}
              lang={alternate.locale}
              aria-current={alternate.locale === locale ? "true" : undefined}
            >
              {t(`language.names.${alternate.locale}`)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
