import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../lib/i18n/translations";
import { SelectedOffer } from "../components/hotel/SelectedOffer";
import { ApiError } from "../lib/api/errors";
import { getOffer } from "../lib/api/hotels.server";
import { pageError } from "../lib/api/page-errors.server";
import { OFFER_SEGMENT, readCardParams, validChildren } from "../lib/hotel/card-params";
import { localizePath } from "../lib/i18n/config";
import { i18next } from "../lib/i18n/i18next.server";
import { requestContext } from "../lib/request-context.server";

/**
 * /checkout/rezervare/:offerCode (spec §2 checkoutReservation). The checkout itself comes with its
 * own issue; until then this page shows the chosen offer for the party and says booking opens soon.
 * An offer no longer sold is the 404 page; one without a room for the party says so (409).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const context = await requestContext(request);
  const { api, locale } = context;
  const offerCode = params.offerCode ?? "";
  if (!OFFER_SEGMENT.test(offerCode)) throw data(null, { status: 404 });
  const { wish } = readCardParams(new URL(request.url).searchParams);
  const party = { adultsCount: wish.adultsCount, childrenBirthDates: validChildren(wish.children) };
  const t = await i18next.getFixedT(locale, "search");
  try {
    const offer = await getOffer(api, offerCode, party, locale);
    if (!offer) throw data(null, { status: 503 });
    const cardPath = localizePath(locale, `/vacante/${offer.hotelSlug}`);
    return data(
      { locale, offer, notForParty: false, cardPath, title: t("checkout.title") },
      { headers: await context.commit() },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      const code = (error.body as { error?: { code?: string } } | null)?.error?.code;
      if (code === "OFFER_NOT_FOR_PARTY") {
        return data(
          { locale, offer: null, notForParty: true, cardPath: null, title: t("checkout.title") },
          { status: 409 },
        );
      }
    }
    throw pageError(error);
  }
}

export default function CheckoutReservationPage() {
  const { offer, cardPath } = useLoaderData<typeof loader>();
  const { t } = useTranslation("search");
  return (
    <article className="checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t("checkout.title")}</h1>
      {offer && cardPath ? (
        <>
          <p className="notice" role="status">
            {t("checkout.soon")}
          </p>
          <h2>{offer.hotelName}</h2>
          <SelectedOffer offer={offer} fullPrice={false} offerUrl={`${cardPath}/${offer.offerCode}`} />
          <p>
            <a href={`${cardPath}/${offer.offerCode}`}>{t("checkout.back")}</a>
          </p>
        </>
      ) : (
        <p role="alert">{t("checkout.notForParty")}</p>
      )}
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page ? [{ title: page.title }, { name: "robots", content: "noindex" }] : [];
