import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NEWSLETTER_TOKEN, NewsletterConfirmRequest, NewsletterConfirmResponse } from "../../server/contract";
import {
  NewsletterConfirmation,
  type ConfirmationState,
} from "../components/newsletter/NewsletterConfirmation";
import { ApiError } from "../lib/api/errors";
import { readFormData } from "../lib/forms/read-form.server";
import { NEWSLETTER_CONFIRM_PATH } from "../lib/forms/newsletter-fields";
import { localizePath, sameInEveryLocale } from "../lib/i18n/config";
import { i18next } from "../lib/i18n/i18next.server";
import { refuseUnknownLocale } from "../lib/i18n/locale-prefix.server";
import { requestContext } from "../lib/request-context.server";

/** Where a confirmation that went through leads (post/redirect/get): the page saying so. */
const DONE_PARAM = "confirmed";

/**
 * The page the newsletter's confirmation e-mail links to (`?token=…`). Opening the link does not
 * confirm anything: it shows a button, a plain POST form. Mail scanners and link previews fetch the
 * links of incoming e-mail by GET, and a sign-up they "confirmed" would be one nobody consented to.
 * A link that cannot be a token answers 400 with the "link no longer valid" text.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requestContext(request);
  const t = await i18next.getFixedT(context.locale, "newsletter");
  const query = new URL(request.url).searchParams;
  const token = query.get("token") ?? "";
  const state: ConfirmationState =
    query.get(DONE_PARAM) === "1" ? "confirmed" : NEWSLETTER_TOKEN.test(token) ? "confirm" : "invalid";
  return data(
    {
      locale: context.locale,
      state,
      token: state === "confirm" ? token : null,
      title: t("confirm.pageTitle"),
      alternates: sameInEveryLocale(NEWSLETTER_CONFIRM_PATH),
    },
    { status: state === "invalid" ? 400 : 200, headers: await context.commit() },
  );
}

/**
 * Confirms by the API (once), then shows the result: confirmed (post/redirect/get), confirmed already
 * (409, a second press of the button), or a link that no longer works (400, 404 replaced or swept
 * away, 410 expired). The API being down answers 503 with the button again.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  refuseUnknownLocale(params);
  const context = await requestContext(request);
  const form = await readFormData(request);
  const parsed = NewsletterConfirmRequest.safeParse({ token: form.get("token") });
  const answer = (state: ConfirmationState, status: number, token: string | null = null) =>
    data({ state, token }, { status });
  if (!parsed.success) return answer("invalid", 400);
  try {
    await context.api.post("/www/newsletter/confirm", parsed.data, { schema: NewsletterConfirmResponse });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ApiError && error.status === 409) return answer("already", 409);
    if (error instanceof ApiError && [400, 404, 410].includes(error.status)) {
      return answer("invalid", error.status);
    }
    console.error("[newsletter] confirmation failed", error instanceof Error ? error.message : error);
    return answer("unavailable", 503, parsed.data.token);
  }
  const done = `${localizePath(context.locale, NEWSLETTER_CONFIRM_PATH)}?${DONE_PARAM}=1`;
  return redirect(done, { status: 303, headers: await context.commit() });
}

export default function NewsletterConfirmPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <NewsletterConfirmation
      locale={page.locale}
      state={answer?.state ?? page.state}
      token={answer ? answer.token : page.token}
    />
  );
}

// A page of one visitor's link: never indexed.
export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page ? [{ title: page.title }, { name: "robots", content: "noindex" }] : [];
