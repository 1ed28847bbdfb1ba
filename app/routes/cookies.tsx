import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "../lib/i18n/translations";
import { parseWithZod } from "@conform-to/zod/v4";
import { CONSENT_CATEGORIES } from "../lib/consent";
import { consentCookie, readConsent, sortCookie } from "../lib/consent.server";
import { consentFormSchema } from "../lib/forms/consent";
import { readFormData } from "../lib/forms/read-form.server";
import { safeReturnPath } from "../lib/links";
import { localizePath, sameInEveryLocale } from "../lib/i18n/config";
import { i18next } from "../lib/i18n/i18next.server";
import { requestContext } from "../lib/request-context.server";
import { refuseUnknownLocale } from "../lib/i18n/locale-prefix.server";

const COOKIES_PATH = "/cookies";

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requestContext(request);
  const t = await i18next.getFixedT(context.locale, "common");
  return data(
    {
      locale: context.locale,
      title: t("consent.pageTitle"),
      consent: (await readConsent(request)) ?? null,
      alternates: sameInEveryLocale(COOKIES_PATH),
    },
    { headers: await context.commit() },
  );
}

/**
 * Saves the cookie choice from the banner (accept all, only necessary) or this page (per category),
 * then goes back where the visitor was (post/redirect/get). Without preference consent the
 * remembered sort is forgotten.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  refuseUnknownLocale(params);
  const context = await requestContext(request);
  const submission = parseWithZod(await readFormData(request), { schema: consentFormSchema });
  if (submission.status !== "success") return data({ error: "invalid" }, { status: 400 });
  const { intent, returnTo } = submission.value;
  const choice = Object.fromEntries(
    CONSENT_CATEGORIES.map((category) => [
      category,
      intent === "all" ? true : intent === "necessary" ? false : submission.value[category] === "on",
    ]),
  ) as Record<(typeof CONSENT_CATEGORIES)[number], boolean>;
  const headers = await context.commit();
  headers.append("Set-Cookie", await consentCookie.serialize({ v: 1, ...choice }));
  if (!choice.preferences) headers.append("Set-Cookie", await sortCookie.serialize("", { maxAge: 0 }));
  const fallback = `${localizePath(context.locale, COOKIES_PATH)}?saved=1`;
  return redirect(safeReturnPath(returnTo, fallback), { headers });
}

export default function CookiesPage() {
  const { locale, consent } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const [params] = useSearchParams();
  const { t } = useTranslation();
  return (
    <div className="page-content narrow">
      <h1>{t("consent.pageTitle")}</h1>
      {params.get("saved") ? (
        <p className="form-success" role="status">
          {t("consent.saved")}
        </p>
      ) : null}
      {failed?.error ? (
        <p className="form-error" role="alert">
          {t("consent.invalid")}
        </p>
      ) : null}
      <p>{t("consent.text")}</p>
      <Form method="post" action={localizePath(locale, COOKIES_PATH)} className="consent-settings">
        <fieldset>
          <legend>{t("consent.settings")}</legend>
          <div className="field field--checkbox">
            <input
              type="checkbox"
              id="consent-necessary"
              checked
              disabled
              aria-describedby="consent-necessary-text"
            />
            <label htmlFor="consent-necessary">
              {t("consent.categories.necessary")} ({t("consent.alwaysOn")})
            </label>
            <p id="consent-necessary-text" className="consent-settings__text">
              {t("consent.descriptions.necessary")}
            </p>
          </div>
          {CONSENT_CATEGORIES.map((category) => (
            <div key={category} className="field field--checkbox">
              <input
                type="checkbox"
                id={`consent-${category}`}
                name={category}
                defaultChecked={consent?.[category] ?? false}
                aria-describedby={`consent-${category}-text`}
              />
              <label htmlFor={`consent-${category}`}>{t(`consent.categories.${category}`)}</label>
              <p id={`consent-${category}-text`} className="consent-settings__text">
                {t(`consent.descriptions.${category}`)}
              </p>
            </div>
          ))}
        </fieldset>
        <button type="submit" name="intent" value="custom" className="button button--primary">
          {t("consent.save")}
        </button>
      </Form>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => (page ? [{ title: page.title }] : []);
