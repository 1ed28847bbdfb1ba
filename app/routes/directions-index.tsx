import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../lib/i18n/translations";
import { pageError } from "../lib/api/page-errors.server";
import { getDestinations } from "../lib/api/search.server";
import { sameInEveryLocale } from "../lib/i18n/config";
import { i18next } from "../lib/i18n/i18next.server";
import { requestContext } from "../lib/request-context.server";
import { listingPath } from "../lib/search/listing-url";

/** /vacante (spec §2 "directions"): every country and region we sell, linked to its listing. */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requestContext(request);
  const { api, locale } = context;
  try {
    const destinations = ((await getDestinations(api)) ?? []).filter((d) => d.hotelCount > 0);
    const t = await i18next.getFixedT(locale, "search");
    const count = (n: number) => t("directions.hotels", { count: n });
    const countries = destinations
      .filter((d) => d.level === "country")
      .map((country) => {
        const regions = destinations.filter((d) => d.parentCode === country.code);
        return {
          code: country.code,
          name: country.names[locale],
          hotels: count(country.hotelCount),
          regions: regions.map((region) => {
            const tripType = region.season === "WINTER" ? "NR" : "WS";
            return {
              code: region.code,
              name: region.names[locale],
              hotels: count(region.hotelCount),
              winter: region.season === "WINTER",
              url: listingPath(locale, tripType, [country, region]),
            };
          }),
          url: listingPath(locale, regions.every((r) => r.season === "WINTER") ? "NR" : "WS", [country]),
        };
      });
    return data(
      {
        title: t("directions.title"),
        description: t("directions.description"),
        countries,
        alternates: sameInEveryLocale("/vacante"),
      },
      { headers: await context.commit() },
    );
  } catch (error) {
    throw pageError(error);
  }
}

export default function DirectionsPage() {
  const { title, description, countries } = useLoaderData<typeof loader>();
  const { t } = useTranslation("search");
  return (
    <div className="page-content directions">
      <h1>{title}</h1>
      <p>{description}</p>
      <ul className="directions__countries">
        {countries.map((country) => (
          <li key={country.code}>
            <h2>
              <Link to={country.url}>{country.name}</Link>{" "}
              <span className="directions__count">({country.hotels})</span>
            </h2>
            <ul>
              {country.regions.map((region) => (
                <li key={region.code}>
                  <Link to={region.url}>{region.name}</Link>{" "}
                  <span className="directions__count">
                    ({region.hotels}
                    {region.winter ? ` · ${t("directions.winter")}` : ""})
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page ? [{ title: page.title }, { name: "description", content: page.description }] : [];
