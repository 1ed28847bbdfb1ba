import type { ConfiguratorResponse as Configurator } from "../../../../server/contract/configurator";
import { formatDisplayDate } from "../../../lib/dates";
import { useTranslation } from "../../../lib/i18n/translations";
import { usePriceWords } from "../../../lib/party-price";
import { formatPrice } from "../../../lib/price";
import { partyOf } from "./RoomChoice";

/** Trip types without a flight: no airport and no hour (spec §9). */
const NO_FLIGHT = new Set(["DW", "NR"]);

/**
 * Departure airport, nights and date: each list holds only what the API can sell for the rest of
 * the selection. A chosen date with no room for the party stays in the list, marked so.
 */
export function TripFields({ configurator }: { configurator: Configurator }) {
  const { t } = useTranslation(["search", "common"]);
  const selected = configurator.meta.selectedValues;
  const words = usePriceWords(partyOf(configurator));
  const { airports, durations, dates } = configurator.matrix;
  const flying = selected.tripType ? !NO_FLIGHT.has(selected.tripType) : false;
  const keptDate = isKeptDate(configurator) && selected.startDate ? selected.startDate : null;
  return (
    <>
      {flying && airports.length > 0 ? (
        <ChoiceSelect
          name="airport"
          label={t("configurator.airport")}
          chosen={selected.airportCode}
          options={airports.map((airport) => ({
            value: airport.code,
            label: `${airport.name} (${airport.code})`,
          }))}
        />
      ) : null}
      {durations.length > 0 ? (
        <ChoiceSelect
          name="nights"
          label={t("configurator.nights")}
          chosen={selected.durationFrom}
          options={durations.map((nights) => ({
            value: String(nights),
            label: t("common:plurals.nights", { count: nights }),
          }))}
        />
      ) : null}
      {dates.length > 0 || keptDate ? (
        <ChoiceSelect
          name="date"
          label={t("configurator.date")}
          chosen={selected.startDate}
          options={[
            ...(keptDate
              ? [
                  {
                    value: keptDate,
                    label: t("configurator.dateNoRoom", { date: formatDisplayDate(keptDate) }),
                  },
                ]
              : []),
            ...dates.map((date) => ({
              value: date.date,
              label: t(words.key("configurator.dateOption"), {
                date: formatDisplayDate(date.date),
                price: formatPrice(date.pricePerPerson),
              }),
            })),
          ]}
        />
      ) : null}
    </>
  );
}

/**
 * One labelled list of the configurator. It is uncontrolled (the form is sent as it is without
 * JavaScript) and keyed by the chosen value, so a new answer from the API shows its choice.
 */
function ChoiceSelect({
  name,
  label,
  chosen,
  options,
}: {
  name: string;
  label: string;
  chosen: string | number | null | undefined;
  options: { value: string; label: string }[];
}) {
  const id = `cfg-${name}`;
  return (
    <p className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={chosen ?? ""} key={`${name}-${chosen}`}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </p>
  );
}

/** The chosen date is not among the dates with a room for the party. */
export function isKeptDate(configurator: Configurator): boolean {
  const chosen = configurator.meta.selectedValues.startDate;
  return Boolean(chosen) && !configurator.matrix.dates.some((d) => d.date === chosen);
}
