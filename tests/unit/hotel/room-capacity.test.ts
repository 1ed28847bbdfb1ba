import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { roomCapacity } from "~/lib/hotel/room-capacity";
import { LOCALES, NAMESPACES, type Locale } from "~/lib/i18n/config";
import { createTranslator } from "~/lib/i18n/translator";

const t = (locale: Locale) =>
  createTranslator(
    locale,
    Object.fromEntries(
      NAMESPACES.map((ns) => [
        ns,
        JSON.parse(readFileSync(`locales/${locale}/${ns}.json`, "utf8")) as object,
      ]),
    ),
  ).t;

const single = { maxAdults: 1, maxPax: 1 };
const double = { maxAdults: 2, maxPax: 3 };
const apartment = { maxAdults: 4, maxPax: 5 };

describe("a room's capacity", () => {
  it("puts each number with the word its language declines it to", () => {
    expect([single, double, apartment].map((room) => roomCapacity(t("ro"), room))).toEqual([
      "Cameră pentru cel mult 1 adult și 1 persoană în total",
      "Cameră pentru cel mult 2 adulți și 3 persoane în total",
      "Cameră pentru cel mult 4 adulți și 5 persoane în total",
    ]);
    expect(roomCapacity(t("ro"), { maxAdults: 20, maxPax: 21 })).toBe(
      "Cameră pentru cel mult 20 de adulți și 21 de persoane în total",
    );
    expect([single, double, apartment].map((room) => roomCapacity(t("pl"), room))).toEqual([
      "Pokój dla najwyżej 1 dorosłego, łącznie dla 1 osoby",
      "Pokój dla najwyżej 2 dorosłych, łącznie dla 3 osób",
      "Pokój dla najwyżej 4 dorosłych, łącznie dla 5 osób",
    ]);
    expect([single, double, apartment].map((room) => roomCapacity(t("uk"), room))).toEqual([
      "Номер щонайбільше для 1 дорослого, загалом для 1 особи",
      "Номер щонайбільше для 2 дорослих, загалом для 3 осіб",
      "Номер щонайбільше для 4 дорослих, загалом для 5 осіб",
    ]);
    expect([single, double, apartment].map((room) => roomCapacity(t("cs"), room))).toEqual([
      "Pokoj nejvýše pro 1 dospělého, celkem pro 1 osobu",
      "Pokoj nejvýše pro 2 dospělé, celkem pro 3 osoby",
      "Pokoj nejvýše pro 4 dospělé, celkem pro 5 osob",
    ]);
    expect([single, apartment].map((room) => roomCapacity(t("hu"), room))).toEqual([
      "Szoba legfeljebb 1 felnőttnek, összesen 1 főnek",
      "Szoba legfeljebb 4 felnőttnek, összesen 5 főnek",
    ]);
  });

  it("leaves no number unfilled and no placeholder in any locale", () => {
    for (const locale of LOCALES) {
      for (const room of [single, double, apartment]) {
        const text = roomCapacity(t(locale), room);
        expect(text, locale).not.toMatch(/\{\{|roomFor/);
        expect(text, locale).toContain(String(room.maxPax));
      }
    }
  });
});
