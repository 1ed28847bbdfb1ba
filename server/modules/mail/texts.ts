import { createInstance, type TFunction } from "i18next";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../contract";
import cs from "../../../locales/cs/email.json" with { type: "json" };
import hu from "../../../locales/hu/email.json" with { type: "json" };
import pl from "../../../locales/pl/email.json" with { type: "json" };
import ro from "../../../locales/ro/email.json" with { type: "json" };
import uk from "../../../locales/uk/email.json" with { type: "json" };

/**
 * The words of the API's e-mails: the `email` namespace of `locales/`, beside the storefront's own
 * (the same files, keys and plural rules the translators already work in). Only the API reads it.
 */
const i18n = createInstance();
void i18n.init({
  resources: {
    ro: { email: ro },
    pl: { email: pl },
    uk: { email: uk },
    cs: { email: cs },
    hu: { email: hu },
  },
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  ns: ["email"],
  defaultNS: "email",
  // Texts are escaped where they become HTML (compose.ts), never here.
  interpolation: { escapeValue: false },
  // The resources are here already: initialized before this module's import returns.
  initImmediate: false,
});

/** The e-mail texts of one language, e.g. `mailTexts("pl")("newsletter.confirm.subject")`. */
export const mailTexts = (locale: Locale): TFunction => i18n.getFixedT(locale, "email");
