import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "../../lib/i18n/translations";
import { localizePath, type Locale } from "../../lib/i18n/config";
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_PATH } from "../../lib/forms/newsletter-fields";

/**
 * What the confirmation page shows: the button (`confirm`, and again after a failure of ours,
 * `unavailable`), or the result: `confirmed`, `already` confirmed, or an `invalid` link.
 */
export type ConfirmationState = "confirm" | "unavailable" | "confirmed" | "already" | "invalid";

const HEADINGS: Record<ConfirmationState, string> = {
  confirm: "confirm.title",
  unavailable: "confirm.title",
  confirmed: "confirm.doneTitle",
  already: "confirm.alreadyTitle",
  invalid: "confirm.invalidTitle",
};

interface Props {
  locale: Locale;
  state: ConfirmationState;
  /** The e-mailed link's token, posted by the button. */
  token: string | null;
}

/** The newsletter confirmation page's content: a plain POST form, the same with or without JavaScript. */
export function NewsletterConfirmation({ locale, state, token }: Props) {
  const { t } = useTranslation("newsletter");
  const navigation = useNavigation();
  const action = localizePath(locale, NEWSLETTER_CONFIRM_PATH);
  const submitting = navigation.state === "submitting" && navigation.formAction === action;
  const showsButton = (state === "confirm" || state === "unavailable") && token;

  return (
    <div className="page-content narrow newsletter-confirmation">
      <h1>{t(HEADINGS[state])}</h1>
      {state === "unavailable" ? (
        <p className="form-error" role="alert">
          {t("confirm.unavailable")}
        </p>
      ) : null}
      {showsButton ? (
        <>
          <p>{t("confirm.text")}</p>
          <Form method="post" action={action}>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button button--primary" disabled={submitting}>
              {submitting ? t("confirm.submitting") : t("confirm.button")}
            </button>
          </Form>
        </>
      ) : null}
      {state === "confirmed" || state === "already" ? (
        <>
          <p className="form-success" role="status">
            {t(state === "confirmed" ? "confirm.doneText" : "confirm.alreadyText")}
          </p>
          <p>
            <Link to={localizePath(locale, "/")}>{t("confirm.home")}</Link>
          </p>
        </>
      ) : null}
      {state === "invalid" ? (
        <>
          <p>{t("confirm.invalidText")}</p>
          <p>
            <Link to={localizePath(locale, NEWSLETTER_PATH)}>{t("confirm.backToForm")}</Link>
          </p>
        </>
      ) : null}
    </div>
  );
}
