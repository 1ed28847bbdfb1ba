import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../lib/i18n/translations";
import { NewsletterSubscribeResponse } from "../../server/contract";
import { NewsletterForm } from "../components/newsletter/NewsletterForm";
import { ApiError } from "../lib/api/errors";
import { readFormData } from "../lib/forms/read-form.server";
import { safeReturnPath } from "../lib/links";
import { newsletterSchema } from "../lib/forms/newsletter";
import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_PARAM,
  NEWSLETTER_PATH,
  type NewsletterOutcome,
} from "../lib/forms/newsletter-fields";
import { publicOrigin } from "../lib/env.server";
import { localizePath, sameInEveryLocale } from "../lib/i18n/config";
import { i18next } from "../lib/i18n/i18next.server";
import { requestContext } from "../lib/request-context.server";
import { refuseUnknownLocale } from "../lib/i18n/locale-prefix.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requestContext(request);
  const t = await i18next.getFixedT(context.locale, "newsletter");
  return data(
    {
      locale: context.locale,
      title: t("pageTitle"),
      description: t("pageDescription"),
      alternates: sameInEveryLocale(NEWSLETTER_PATH),
    },
    { headers: await context.commit() },
  );
}

/**
 * The newsletter sign-up (CMS newsletter component and this page). Errors answer 400 with the
 * fields' messages. Success without JavaScript redirects back to the form's place on the page it was
 * on, with the outcome in the URL (post/redirect/get: a reload never posts twice); with JavaScript the
 * form sends inPlace=1 and the outcome is answered in place. The outcome is the same for every
 * address (double opt-in: the API e-mails the address, new or not), so the page tells nobody whether
 * an address is on the list.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  refuseUnknownLocale(params);
  const context = await requestContext(request);
  const submission = parseWithZod(await readFormData(request), { schema: newsletterSchema });
  // A field checked as the visitor leaves it (conform's validate intent) is answered, not sent on.
  if (submission.status === undefined) return data({ result: submission.reply() });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const { email, source, returnTo, inPlace } = submission.value;
  try {
    await context.api.post(
      "/www/newsletter/subscribe",
      {
        email,
        locale: context.locale,
        consent: true,
        source: source ?? "newsletter-page",
        // The e-mail's link opens this site's confirmation page in the visitor's language.
        confirmUrl: `${publicOrigin(request)}${localizePath(context.locale, NEWSLETTER_CONFIRM_PATH)}`,
      },
      { schema: NewsletterSubscribeResponse },
    );
    const outcome: NewsletterOutcome = "sent";
    if (inPlace) {
      return data(
        { result: submission.reply({ resetForm: true }), outcome },
        { headers: await context.commit() },
      );
    }
    const back = new URL(
      safeReturnPath(returnTo, localizePath(context.locale, NEWSLETTER_PATH)),
      "http://local",
    );
    back.searchParams.set(NEWSLETTER_PARAM, outcome);
    return redirect(`${back.pathname}${back.search}${back.hash}`, { headers: await context.commit() });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      // The API's own validation agrees with ours; if it ever does not, the address is what it refused.
      return data(
        { result: submission.reply({ fieldErrors: { email: ["emailInvalid"] } }) },
        { status: 400 },
      );
    }
    if (error instanceof Response) throw error;
    console.error("[newsletter] sign-up failed", error instanceof Error ? error.message : error);
    return data({ result: submission.reply({ formErrors: ["unavailable"] }) }, { status: 503 });
  }
}

export default function NewsletterPage() {
  const { locale, description } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("newsletter");
  return (
    <div className="page-content narrow">
      <h1>{t("pageTitle")}</h1>
      <p>{description}</p>
      <NewsletterForm
        id="newsletter-page"
        locale={locale}
        source="newsletter-page"
        lastResult={actionData?.result ?? null}
      />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: "description", content: loaderData.description }] : [];
