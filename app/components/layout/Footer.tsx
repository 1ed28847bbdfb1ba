import { SmartLink } from "../ui/SmartLink";
import { useTranslation } from "../../lib/i18n/translations";
import type { FooterGlobal } from "../../../server/contract";
import { linkRel } from "../../lib/links";

export function Footer({ footer }: { footer: FooterGlobal | null }) {
  const { t } = useTranslation();
  if (!footer) return null;
  return (
    <footer className="site-footer">
      <nav aria-label={t("site.footerNavigation")} className="site-footer__columns">
        {footer.columns.map((column) => (
          <div key={column.title} className="site-footer__column">
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={`${link.label}-${link.url}`}>
                  <SmartLink href={link.url}>{link.label}</SmartLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="site-footer__column">
          <h2>{t("site.social")}</h2>
          <ul>
            {footer.social.map((link) => (
              <li key={link.url}>
                <a href={link.url} rel={linkRel(link.url)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <p className="site-footer__legal">{footer.legal}</p>
    </footer>
  );
}
