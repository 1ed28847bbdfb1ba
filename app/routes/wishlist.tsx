import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../lib/i18n/translations";
import { parseWithZod } from "@conform-to/zod/v4";
import { WishlistPrices } from "../components/wishlist/WishlistPrices";
import { WishlistButton } from "../components/wishlist/WishlistButton";
import { ApiError } from "../lib/api/errors";
import { pageError } from "../lib/api/page-errors.server";
import { addToWishlist, getWishlist, removeFromWishlist } from "../lib/api/wishlist.server";
import { validChildren } from "../lib/hotel/card-params";
import { localizePath, sameInEveryLocale } from "../lib/i18n/config";
import { i18next } from "../lib/i18n/i18next.server";
import { requestContext } from "../lib/request-context.server";
import { readFormData } from "../lib/forms/read-form.server";
import { wishlistFormSchema } from "../lib/forms/wishlist";
import { safeReturnPath } from "../lib/links";
import { refuseUnknownLocale } from "../lib/i18n/locale-prefix.server";

const PATH = "/preferate";

/** /preferate (spec §2 wishlist): the visitor's saved hotels and offers at today's prices. */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requestContext(request);
  const { api, locale } = context;
  try {
    const list = await getWishlist(api, locale);
    const t = await i18next.getFixedT(locale, "search");
    return data(
      {
        locale,
        items: list?.items ?? [],
        cardRoot: localizePath(locale, "/vacante"),
        path: localizePath(locale, PATH),
        title: t("wishlist.title"),
        alternates: sameInEveryLocale(PATH),
      },
      { headers: await context.commit() },
    );
  } catch (error) {
    throw pageError(error);
  }
}

/**
 * Adds or removes one item, then brings the visitor back where they were (post/redirect/get); with
 * JavaScript (inPlace) it answers the new count instead. Errors answer a 4xx or 503 with a flag the
 * button shows; the page renders it too without JavaScript.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  refuseUnknownLocale(params);
  const context = await requestContext(request);
  const { api, locale } = context;
  const submission = parseWithZod(await readFormData(request), { schema: wishlistFormSchema });
  if (submission.status !== "success") return data({ ok: false as const, error: "invalid" }, { status: 400 });
  const form = submission.value;
  try {
    const answer =
      form.intent === "add"
        ? await addToWishlist(api, {
            hotelCode: form.hotelCode,
            offerCode: form.offerCode,
            adultsCount: form.adults,
            childrenBirthDates: validChildren(form.childrenBirthDates),
          })
        : await removeFromWishlist(api, { hotelCode: form.hotelCode, offerCode: form.offerCode });
    const headers = await context.commit();
    if (form.inPlace) return data({ ok: true as const, count: answer?.count ?? 0 }, { headers });
    return redirect(safeReturnPath(form.returnTo, localizePath(locale, PATH)), { status: 303, headers });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      return data({ ok: false as const, error: "full" }, { status: 409 });
    }
    if (error instanceof ApiError && error.status < 500) {
      return data({ ok: false as const, error: "invalid" }, { status: error.status === 404 ? 404 : 400 });
    }
    return data({ ok: false as const, error: "unavailable" }, { status: 503 });
  }
}

export default function WishlistPage() {
  const { locale, items, cardRoot, path, title } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { t } = useTranslation(["search", "common"]);
  return (
    <article className="wishlist-page" aria-labelledby="wishlist-title">
      <h1 id="wishlist-title">{title}</h1>
      {failed && !failed.ok ? (
        <p role="alert" className="field__error">
          {t(`wishlist.errors.${failed.error}`)}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p>{t("wishlist.empty")}</p>
      ) : (
        <ul className="wishlist-page__items">
          {items.map((item) => {
            const party = new URLSearchParams({ adults: String(item.party.adultsCount) });
            if (item.party.childrenBirthDates.length) {
              party.set("children", String(item.party.childrenBirthDates.length));
              party.set("childrenBirthDates", item.party.childrenBirthDates.join(","));
            }
            const card = `${cardRoot}/${item.hotel.slug}`;
            const link = item.offer ? `${card}/${item.offer.offerCode}?${party}` : `${card}?${party}`;
            return (
              <li key={`${item.hotel.code}-${item.offerCode ?? ""}`} className="wishlist-item">
                <img
                  src={`${item.hotel.imageUrl}?w=240&h=160`}
                  alt=""
                  width={240}
                  height={160}
                  loading="lazy"
                />
                <div>
                  <h2>
                    <a href={link}>{item.hotel.name}</a>
                  </h2>
                  <p>
                    <span aria-hidden="true">{"★".repeat(item.hotel.stars)}</span>
                    <span className="visually-hidden">
                      {t("card.starsLabel", { count: item.hotel.stars })}
                    </span>{" "}
                    {item.hotel.place}
                  </p>
                  {item.gone ? (
                    <p className="notice" data-testid="wishlist-gone">
                      {t("wishlist.gone")}
                    </p>
                  ) : null}
                  <WishlistPrices item={item} />
                  <WishlistButton
                    locale={locale}
                    hotelCode={item.hotel.code}
                    offerCode={item.offerCode ?? undefined}
                    party={item.party}
                    inList
                    label={item.hotel.name}
                    returnTo={path}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page ? [{ title: page.title }, { name: "robots", content: "noindex" }] : [];
