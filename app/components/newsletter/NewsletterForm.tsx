import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useFetcher, useLocation, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "../../lib/i18n/translations";
import { localizePath, type Locale } from "../../lib/i18n/config";
import {
  NEWSLETTER_CONSTRAINT,
  NEWSLETTER_PARAM,
  NEWSLETTER_PATH,
  type NewsletterActionData,
} from "../../lib/forms/newsletter-fields";
import type { NewsletterFields } from "../../lib/forms/newsletter";

interface Props {
  id: string;
  locale: Locale;
  source: string;
  /** The action's answer when the form was posted without JavaScript and came back with errors. */
  lastResult?: SubmissionResult<string[]> | null;
}

/**
 * The newsletter sign-up. Without JavaScript it is a plain POST to the newsletter page, which
 * redirects back to this form (its id is the URL's #anchor) with the outcome in the URL. With
 * JavaScript a fetcher posts it in place and the answer, errors included, shows here: the schema stays
 * on the server, so no validation library reaches the browser.
 *
 * Fields are checked when the form is sent, not when the visitor leaves one: a check on leaving a
 * field is a round trip whose answer adds or changes an error line while the visitor is already
 * clicking the next field or the button, and the shifted layout made that click miss (a tick that
 * did not take, a press on a button disabled for the check). So the layout moves only on a press of
 * the button, and the button is disabled only while the form is really being sent.
 */
export function NewsletterForm({ id, locale, source, lastResult }: Props) {
  const { t } = useTranslation("newsletter");
  const fetcher = useFetcher<NewsletterActionData<SubmissionResult<string[]>>>();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const outcome = fetcher.data?.outcome ?? searchParams.get(NEWSLETTER_PARAM);
  const [form, fields] = useForm<NewsletterFields>({
    id,
    lastResult: fetcher.data?.result ?? lastResult ?? null,
    constraint: NEWSLETTER_CONSTRAINT,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
  });
  const submitting = fetcher.state !== "idle";
  const message = (key: string | undefined) => (key ? t(`errors.${key}`) : undefined);
  const emailError = message(fields.email.errors?.[0]);
  const consentError = message(fields.consent.errors?.[0]);
  const formError = message(form.errors?.[0]);

  return (
    <fetcher.Form
      method="post"
      action={localizePath(locale, NEWSLETTER_PATH)}
      className="newsletter-form"
      {...getFormProps(form)}
    >
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="returnTo" value={`${location.pathname}#${id}`} />
      {hydrated ? <input type="hidden" name="inPlace" value="1" /> : null}
      {outcome === "sent" ? (
        <p className="form-success" role="status">
          {t("sent")}
        </p>
      ) : null}
      {formError ? (
        <p className="form-error" role="alert" id={form.errorId}>
          {formError}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={fields.email.id}>{t("emailLabel")}</label>
        <input
          {...getInputProps(fields.email, { type: "email" })}
          autoComplete="email"
          aria-describedby={emailError ? fields.email.errorId : undefined}
          aria-invalid={emailError ? true : undefined}
          key={fields.email.key}
          defaultValue={fields.email.initialValue}
        />
        {emailError ? (
          <p className="field__error" id={fields.email.errorId}>
            {emailError}
          </p>
        ) : null}
      </div>
      <div className="field field--checkbox">
        <input
          {...getInputProps(fields.consent, { type: "checkbox" })}
          aria-describedby={consentError ? fields.consent.errorId : undefined}
          aria-invalid={consentError ? true : undefined}
          key={fields.consent.key}
        />
        <label htmlFor={fields.consent.id}>{t("consentLabel")}</label>
        {consentError ? (
          <p className="field__error" id={fields.consent.errorId}>
            {consentError}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? t("submitting") : t("submit")}
      </button>
    </fetcher.Form>
  );
}
