import { describe, expect, it } from "vitest";
import { plural, pluralCategory } from "~/lib/plural";
import pl from "../../../locales/pl/common.json";
import ro from "../../../locales/ro/common.json";
import uk from "../../../locales/uk/common.json";
import cs from "../../../locales/cs/common.json";
import hu from "../../../locales/hu/common.json";

describe("pluralCategory", () => {
  it("follows the Polish rule of spec §5: 1, 2–4 except 12–14, the rest", () => {
    expect(
      [1, 2, 3, 4, 5, 11, 12, 13, 14, 21, 22, 24, 25, 102, 112].map((n) => pluralCategory("pl", n)),
    ).toEqual([
      "one",
      "few",
      "few",
      "few",
      "many",
      "many",
      "many",
      "many",
      "many",
      "many",
      "few",
      "few",
      "many",
      "few",
      "many",
    ]);
  });

  it("treats 21 and 31 as singular in Ukrainian, but not 11", () => {
    expect([1, 11, 21, 31, 2, 12, 22, 5].map((n) => pluralCategory("uk", n))).toEqual([
      "one",
      "many",
      "one",
      "one",
      "few",
      "many",
      "few",
      "many",
    ]);
  });

  it("uses few only for 2–4 in Czech", () => {
    expect([1, 2, 4, 5, 22].map((n) => pluralCategory("cs", n))).toEqual([
      "one",
      "few",
      "few",
      "other",
      "other",
    ]);
  });

  it("uses few for 0 and endings 01–19 in Romanian, other from 20", () => {
    expect([0, 1, 2, 19, 20, 101, 119, 120].map((n) => pluralCategory("ro", n))).toEqual([
      "few",
      "one",
      "few",
      "few",
      "other",
      "few",
      "few",
      "other",
    ]);
  });

  it("has only one and other in Hungarian", () => {
    expect([1, 2, 5].map((n) => pluralCategory("hu", n))).toEqual(["one", "other", "other"]);
  });
});

describe("plural with the locale files", () => {
  it("says nights correctly in every locale", () => {
    expect(plural("pl", 1, pl.plurals.nights)).toBe("1 noc");
    expect(plural("pl", 3, pl.plurals.nights)).toBe("3 noce");
    expect(plural("pl", 7, pl.plurals.nights)).toBe("7 nocy");
    expect(plural("pl", 13, pl.plurals.nights)).toBe("13 nocy");
    expect(plural("ro", 7, ro.plurals.nights)).toBe("7 nopți");
    expect(plural("ro", 21, ro.plurals.nights)).toBe("21 de nopți");
    expect(plural("uk", 21, uk.plurals.nights)).toBe("21 ніч");
    expect(plural("uk", 14, uk.plurals.nights)).toBe("14 ночей");
    expect(plural("cs", 4, cs.plurals.nights)).toBe("4 noci");
    expect(plural("cs", 7, cs.plurals.nights)).toBe("7 nocí");
    expect(plural("hu", 7, hu.plurals.nights)).toBe("7 éjszaka");
  });

  it("uses the zero form when there is one", () => {
    expect(plural("pl", 0, pl.plurals.children)).toBe("bez dzieci");
    expect(plural("ro", 0, ro.plurals.messages)).toBe("niciun mesaj");
    expect(
      plural("pl", 0, {
        one: "{{count}} noc",
        few: "{{count}} noce",
        many: "{{count}} nocy",
        other: "{{count}} nocy",
      }),
    ).toBe("0 nocy");
  });
});
