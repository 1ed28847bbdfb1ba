import { DURATION_PRESETS, type ConfiguratorResponse, type Locale } from "../../contract";
import { cheapestBy, cheapestFirst } from "./offer-view";
import type { HotelOffer, SaleContext } from "./queries";
import type { Selection } from "./selection";

type Matrix = ConfiguratorResponse["matrix"];

/** Per departure date, each duration's lowest price per person and its airport. */
function durationsByDates(pool: HotelOffer[]): Matrix["durationsByDates"] {
  const byDate: Matrix["durationsByDates"] = {};
  for (const offer of cheapestBy(pool, (o) => `${o.date}|${o.duration}`).values()) {
    (byDate[offer.date] ??= []).push({
      duration: offer.duration,
      pricePerPerson: offer.priceAdult / 100,
      airportCode: offer.airportCode,
    });
  }
  for (const list of Object.values(byDate)) list.sort((a, b) => a.duration - b.duration);
  return byDate;
}

/** The airports of each duration, and the dates of each airport for the selected duration. */
function routes(pool: HotelOffer[], duration: number | undefined) {
  const airportsByDurations: Record<string, string[]> = {};
  const datesByAirports: Record<string, string[]> = {};
  for (const offer of pool) {
    if (!offer.airportCode) continue;
    const airports = (airportsByDurations[String(offer.duration)] ??= []);
    if (!airports.includes(offer.airportCode)) airports.push(offer.airportCode);
    if (offer.duration === duration) {
      const list = (datesByAirports[offer.airportCode] ??= []);
      if (!list.includes(offer.date)) list.push(offer.date);
    }
  }
  for (const list of Object.values(airportsByDurations)) list.sort();
  for (const list of Object.values(datesByAirports)) list.sort();
  return { airportsByDurations, datesByAirports };
}

/**
 * The configurator matrix (spec §3): what can be chosen around the selection, with prices, from the
 * trip type's offers that fit the party.
 */
export function buildMatrix(
  pool: HotelOffer[],
  selection: Selection,
  sale: SaleContext,
  locale: Locale,
): Matrix {
  const airportName = (code: string) => sale.airportNames[code]?.[locale] ?? code;
  const { durations } = selection;
  return {
    airports: [...selection.airportOffers.keys()]
      .filter((code): code is string => code !== null)
      .sort((a, b) => airportName(a).localeCompare(airportName(b), locale))
      .map((code) => ({ code, name: airportName(code), selected: code === selection.airportCode })),
    durations,
    durationPeriods: DURATION_PRESETS.map((preset) => {
      const [from = 0, to = 0] = preset.split("-").map(Number);
      return { from, to };
    }).filter((period) => durations.some((d) => d >= period.from && d <= period.to)),
    ...routes(pool, selection.duration),
    durationsByDates: durationsByDates(pool),
    boardTypes: [...selection.boardOffers.values()].sort(cheapestFirst).map((offer) => ({
      code: offer.boardCode,
      pricePerPerson: offer.priceAdult / 100,
      selected: offer.boardCode === selection.boardCode,
    })),
    dates: selection.dates.map((date) => ({
      date,
      pricePerPerson: selection.dateOffers.get(date)!.priceAdult / 100,
      selected: date === selection.startDate,
    })),
  };
}
