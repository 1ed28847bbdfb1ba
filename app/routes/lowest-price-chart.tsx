import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../lib/i18n/translations";
import { LowestPriceChart } from "../components/hotel/LowestPriceChart";
import { PartyFields } from "../components/hotel/PartyFields";
import { usePriceWords } from "../lib/party-price";
import { ApiError } from "../lib/api/errors";
import { getHotelCard, getLowestPrices } from "../lib/api/hotels.server";
import { pageError } from "../lib/api/page-errors.server";
import { getDestinations } from "../lib/api/search.server";
import { partyOf, readCardParams, selectionQuery } from "../lib/hotel/card-params";
import { localizePath, sameInEveryLocale } from "../lib/i18n/config";
import { i18next } from "../lib/i18n/i18next.server";
import { requestContext } from "../lib/request-context.server";

const PATH = "/cele-mai-mici-preturi";
const CHART_TRIP_TYPES = ["WS", "DW", "NR", "CZ", "WO"] as const;

/**
 * The lowest-price chart (spec §2 lowestPriceChart) at /cele-mai-mici-preturi: the lowest price per
 * departure date for a hotel (?hotel=<slug>) or a destination (?destination=<code>, a country by
 * default), a trip type and a party. A GET form changes them; an unknown hotel or destination is the
 * 404 page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requestContext(request);
  const { api, locale } = context;
  const params = new URL(request.url).searchParams;
  const { wish } = readCardParams(params);
  const party = partyOf(wish);
  const tripType = wish.tripType ?? "WS";
  const hotelSlug = params.get("hotel");
  const t = await i18next.getFixedT(locale, "search");
  try {
    // The destination list is for the destination form only; a hotel's chart needs none.
    const destinations = hotelSlug
      ? []
      : ((await getDestinations(api)) ?? []).filter((d) => d.level !== "resort" && d.hotelCount > 0);
    let subject: { kind: "hotel" | "destination"; code: string; name: string; slug: string | null };
    if (hotelSlug) {
      if (!/^[a-z0-9-]{1,160}$/.test(hotelSlug)) throw data(null, { status: 404 });
      const hotel = await getHotelCard(api, hotelSlug, locale);
      if (!hotel) throw data(null, { status: 503 });
      subject = { kind: "hotel", code: hotel.code, name: hotel.name, slug: hotel.slug };
    } else {
      const asked = params.get("destination")?.toUpperCase();
      const destination = asked
        ? destinations.find((d) => d.code === asked)
        : destinations.find((d) => d.level === "country");
      if (!destination) throw data(null, { status: 404 });
      subject = { kind: "destination", code: destination.code, name: destination.names[locale], slug: null };
    }
    const chart = await getLowestPrices(api, {
      ...(subject.kind === "hotel" ? { hotelCode: subject.code } : { destinationCode: subject.code }),
      tripType,
      adultsCount: party.adultsCount,
      childrenBirthDates: party.childrenBirthDates,
    });
    return data(
      {
        locale,
        subject,
        tripType,
        party,
        points: chart?.points ?? [],
        partyQuery: selectionQuery({
          adultsCount: party.adultsCount,
          childrenBirthDates: party.childrenBirthDates,
        }).toString(),
        destinations: destinations.map((d) => ({
          code: d.code,
          name: d.names[locale],
          level: d.level,
        })),
        action: localizePath(locale, PATH),
        cardRoot: localizePath(locale, "/vacante"),
        title: t("chart.title", { name: subject.name }),
        alternates: sameInEveryLocale(PATH),
      },
      { headers: await context.commit() },
    );
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    throw pageError(error);
  }
}

export default function LowestPriceChartPage() {
  const page = useLoaderData<typeof loader>();
  const { t } = useTranslation("search");
  const { subject, points } = page;
  const party = { adults: page.party.adultsCount, children: page.party.childrenBirthDates.length };
  const words = usePriceWords(party);
  return (
    <article className="chart-page" aria-labelledby="chart-title">
      <h1 id="chart-title">{page.title}</h1>
      <p>{t(words.key("chart.intro"))}</p>
      <form method="get" action={page.action} className="chart-page__form">
        {subject.kind === "hotel" && subject.slug ? (
          <input type="hidden" name="hotel" value={subject.slug} />
        ) : (
          <p className="field">
            <label htmlFor="chart-destination">{t("form.destination")}</label>
            <select id="chart-destination" name="destination" defaultValue={subject.code}>
              {page.destinations.map((destination) => (
                <option key={destination.code} value={destination.code}>
                  {destination.level === "region" ? `– ${destination.name}` : destination.name}
                </option>
              ))}
            </select>
          </p>
        )}
        <p className="field">
          <label htmlFor="chart-trip-type">{t("form.tripType")}</label>
          <select id="chart-trip-type" name="tripType" defaultValue={page.tripType}>
            {CHART_TRIP_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`tripTypes.${type}`)}
              </option>
            ))}
          </select>
        </p>
        <PartyFields idPrefix="chart" party={page.party} />
        <button type="submit" className="button">
          {t("chart.submit")}
        </button>
      </form>
      {points.length === 0 ? (
        <p role="status">{t("chart.empty")}</p>
      ) : (
        <LowestPriceChart
          points={points}
          party={party}
          offerHref={(point) =>
            `${page.cardRoot}/${point.hotelSlug}/${point.offerCode}${page.partyQuery ? `?${page.partyQuery}` : ""}`
          }
        />
      )}
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page ? [{ title: page.title }, { name: "description", content: page.title }] : [];
