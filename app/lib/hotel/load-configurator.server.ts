import type { ConfiguratorResponse } from "../../../server/contract";
import { getConfigurator, getConfiguratorDates } from "../api/hotels.server";
import type { ApiClient } from "../api/client.server";
import type { Locale } from "../i18n/config";
import { resources } from "../i18n/resources.server";
import { reportServerError } from "../monitoring.server";
import { partyOf, type CardOptions, type ConfiguratorState, type ConfiguratorWish } from "./card-params";

/** The visitor went away: nothing to render. (An API timeout is a failure the card shows.) */
const aborted = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/**
 * Loads the configurator for a hotel and a wish, then the lowest-price calendar of the asked month
 * (or of the selected date's). A failure of either is a state of the card, never a failed page.
 */
export async function loadConfigurator(
  api: ApiClient,
  locale: Locale,
  hotel: { code: string; boardCodes?: string[] | undefined },
  wish: ConfiguratorWish,
  options: Pick<CardOptions, "month">,
): Promise<ConfiguratorState> {
  const { childrenBirthDates, ...party } = partyOf(wish);
  let configurator: ConfiguratorResponse | null = null;
  try {
    configurator = await getConfigurator(api, {
      hotelCode: hotel.code,
      tripType: wish.tripType,
      offerCode: wish.offerCode,
      airportCode: wish.airportCode,
      startDate: wish.startDate,
      duration: wish.duration,
      boardCode: wish.boardCode,
      roomCode: wish.roomCode,
      adultsCount: wish.adultsCount,
      childrenBirthDates,
    });
  } catch (error) {
    if (aborted(error)) throw error;
    console.error(`[configurator] ${hotel.code}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!configurator) {
    return { configurator: null, dataError: true, calendar: null, calendarError: false, party };
  }
  reportUnknownBoards(configurator, hotel.boardCodes, locale);

  const selected = configurator.meta.selectedValues;
  const month = options.month ?? (selected.startDate ?? configurator.matrix.dates[0]?.date)?.slice(0, 7);
  if (!selected.tripType || !selected.durationFrom || !month) {
    return { configurator, dataError: false, calendar: null, calendarError: false, party };
  }
  try {
    const calendar = await getConfiguratorDates(api, {
      hotelCode: hotel.code,
      tripType: selected.tripType,
      airportCode: selected.airportCode,
      duration: selected.durationFrom,
      month,
      adultsCount: wish.adultsCount,
      childrenBirthDates,
    });
    return { configurator, dataError: false, calendar, calendarError: !calendar, party };
  } catch (error) {
    if (aborted(error)) throw error;
    return { configurator, dataError: false, calendar: null, calendarError: true, party };
  }
}

/**
 * A board the configurator offers that is not among the hotel's board types, or that has no name in
 * our dictionary, is reported (spec §5 "Food board name"); the card shows its code meanwhile.
 */
function reportUnknownBoards(
  configurator: ConfiguratorResponse,
  boardTypes: string[] | undefined,
  locale: Locale,
) {
  const names = (resources[locale]?.search as { boards?: Record<string, string> } | undefined)?.boards ?? {};
  const codes = new Set([
    ...configurator.matrix.boardTypes.map((board) => board.code),
    ...(configurator.offer ? [configurator.offer.boardCode] : []),
  ]);
  for (const code of codes) {
    if ((!boardTypes || boardTypes.includes(code)) && names[code]) continue;
    void reportServerError({
      kind: "board-name",
      message: `Board '${code}' of hotel ${configurator.meta.hotelCode} is not among its board types or has no name`,
      component: "configurator",
    });
  }
}
