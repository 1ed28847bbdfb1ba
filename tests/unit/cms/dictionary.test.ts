import { describe, expect, it } from "vitest";
import type { DictionaryGlobal } from "../../../server/contract";
import { placeDeclensions } from "../../../server/modules/cms/dictionary";
import { listingTexts } from "../../../server/modules/search/listing-texts";

const dictionary: DictionaryGlobal = {
  type: "dictionary",
  active: true,
  localizedContent: {},
  declinations: [
    {
      key: "Grecja",
      values: [
        { key: "in", value: "w Grecji" },
        { key: "to", value: "do Grecji" },
      ],
    },
    {
      key: "Kreta",
      values: [
        { key: "in", value: "na Krecie" },
        { key: "to", value: " " },
      ],
    },
    { key: "Kreta", values: [{ key: "in", value: "w Krecie" }] },
  ],
};

describe("the dictionary's declensions (spec §1)", () => {
  const declined = placeDeclensions(dictionary, "pl");

  it("give a place's forms by its name in the nominative", () => {
    expect(declined("Grecja")).toEqual({ name: "Grecja", in: "w Grecji", to: "do Grecji" });
  });

  it("find a name written with other case, spacing or Unicode composition", () => {
    expect(declined(" GRECJA ").in).toBe("w Grecji");
    // A name with diacritics in NFD (as some editors save it) is the same name.
    const hu = placeDeclensions(
      {
        ...dictionary,
        declinations: [{ key: "Görögország", values: [{ key: "in", value: "Görögországban" }] }],
      },
      "hu",
    );
    expect(hu("Görögország".normalize("NFD")).in).toBe("Görögországban");
  });

  it("leave a form that is missing or empty null, and keep the first entry of a name", () => {
    expect(declined("Kreta")).toEqual({ name: "Kreta", in: "na Krecie", to: null });
  });

  it("fall back to the nominative for a name without declensions, or without a dictionary", () => {
    expect(declined("Chania")).toEqual({ name: "Chania", in: null, to: null });
    expect(placeDeclensions(null, "pl")("Grecja")).toEqual({ name: "Grecja", in: null, to: null });
  });
});

describe("a listing's words with a declined place", () => {
  const facts = { hotels: 12, priceFrom: 450, topPlaces: [], bestHotel: undefined };

  it("write the place in its case, and as a destination for charter flights", () => {
    const greece = placeDeclensions(dictionary, "pl")("Grecja");
    const plane = listingTexts("pl", "oferty-samolotem", greece);
    expect(plane.title).toBe("Wczasy samolotem w Grecji");
    expect(plane.description(facts)).toMatch(/^Wczasy samolotem w Grecji\. Hoteli w ofercie: 12/);
    expect(plane.seoTitle).toBe("Wczasy samolotem w Grecji: co warto wiedzieć");
    expect(plane.seo(facts)[0]).toContain("Najtańszy wyjazd do Grecji kosztuje od 450\u00a0€");
    expect(listingTexts("pl", "oferty-czarter", greece).title).toBe("Loty czarterowe do Grecji");
  });

  it("fall back to the nominative after a colon or a dash, and for every destination", () => {
    const chania = placeDeclensions(dictionary, "pl")("Chania");
    const texts = listingTexts("pl", "oferty-samolotem", chania);
    expect(texts.title).toBe("Wczasy samolotem: Chania");
    expect(texts.seoTitle).toBe("Wczasy samolotem – Chania: co warto wiedzieć");
    expect(texts.seo(facts)[0]).toContain("Najtańszy wyjazd kosztuje od");
    expect(listingTexts("pl", "oferty-samolotem", null).title).toBe("Wczasy samolotem: wszystkie kierunki");
  });

  it("decline the most offered places when each has its form, else list their names", () => {
    const declined = placeDeclensions(dictionary, "pl");
    const texts = listingTexts("pl", "oferty-samolotem", null);
    const top = (names: string[]) => ({ ...facts, topPlaces: names.map(declined) });
    expect(texts.seo(top(["Kreta", "Grecja"]))[1]).toBe("Najwięcej hoteli znajdziesz na Krecie i w Grecji.");
    expect(texts.seo(top(["Kreta", "Chania"]))[1]).toBe(
      "Najwięcej hoteli znajdziesz w tych miejscach: Kreta i Chania.",
    );
  });
});
