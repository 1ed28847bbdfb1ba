import type { Translator } from "../i18n/translator";

/**
 * Whom a room takes, each number with the word its language puts after it ("cel mult 1 adult și
 * 1 persoană în total", "dla najwyżej 2 dorosłych, łącznie dla 3 osób"): the hotel's room list and
 * the configurator's room choice say it alike.
 */
export const roomCapacity = (t: Translator["t"], room: { maxAdults: number; maxPax: number }) =>
  t("search:hotel.roomFor", {
    adults: t("search:hotel.roomForAdults", { count: room.maxAdults }),
    people: t("search:hotel.roomForPeople", { count: room.maxPax }),
  });
