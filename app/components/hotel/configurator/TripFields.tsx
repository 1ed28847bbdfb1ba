import type { ConfiguratorResponse as Configurator } from "../../../../server/contract/configurator";
import { formatDisplayDate } from "../../../lib/dates";
import { useTranslation } from "../../../lib/i18n/translations";
import { formatPrice } from "../../../lib/price";

/** Trip types without a flight: no airport and no hour (spec §9). */
const NO_FLIGHT = new Set(["DW", "NR"]);

/**
 * Departure airport, nights and date: each list holds only what the API can sell for the rest of
 * the selection. A chosen date with no room for the party stays in the list, marked so.
 */
export function TripFields({ configurator }: { configurator: Configurator }) {
  const { t } = useTranslation(["search", "common"]);
  const selected = configurator.meta.selectedValues;
  const { airports, durations, dates } = configurator.matrix;
  const flying = selected.tripType ? !NO_FLIGHT.has(selected.tripType) : false;
  const keptDate = isKeptDate(configurator);
  return (
    <>
      {flying && airports.length > 0 ? (
        <p className="field">
          <label htmlFor="cfg-airport">{t("configurator.airport")}</label>
          <select
            id="cfg-airport"
            name="airport"
            defaultValue={selected.airportCode ?? ""}
            key={`a${selected.airportCode}`}
          >
            {airports.map((airport) => (
              <option key={airport.code} value={airport.code}>
                {airport.name} ({airport.code})
              </option>
            ))}
          </select>
        </p>
      ) : null}
      {durations.length > 0 ? (
        <p className="field">
          <label htmlFor="cfg-nights">{t("configurator.nights")}</label>
          <select
            id="cfg-nights"
            name="nights"
            defaultValue={selected.durationFrom ?? ""}
            key={`n${selected.durationFrom}`}
          >
            {durations.map((nights) => (
              <option key={nights} value={nights}>
                {t("common:plurals.nights", { count: nights })}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      {dates.length > 0 || keptDate ? (
        <p className="field">
          <label htmlFor="cfg-date">{t("configurator.date")}</label>
          <select
            id="cfg-date"
            name="date"
            defaultValue={selected.startDate ?? ""}
            key={`d${selected.startDate}`}
          >
            {keptDate && selected.startDate ? (
              <option value={selected.startDate}>
                {t("configurator.dateNoRoom", { date: formatDisplayDate(selected.startDate) })}
              </option>
            ) : null}
            {dates.map((date) => (
              <option key={date.date} value={date.date}>
                {t("configurator.dateOption", {
                  date: formatDisplayDate(date.date),
                  price: formatPrice(date.pricePerPerson),
                })}
              </option>
            ))}
          </select>
        </p>
      ) : null}
    </>
  );
}

/** The chosen date is not among the dates with a room for the party. */
export function isKeptDate(configurator: Configurator): boolean {
  const chosen = configurator.meta.selectedValues.startDate;
  return Boolean(chosen) && !configurator.matrix.dates.some((d) => d.date === chosen);
}
