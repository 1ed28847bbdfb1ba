import { describe, expect, it } from "vitest";
import type { GsFilter, GsOption } from "../../../server/contract/global-search";
import { DURATION_PRESETS as CONTRACT_PRESETS } from "../../../server/contract/global-search";
import { LISTING_CRITERIA } from "../../../server/contract/listing";
import type { OfferSummary } from "../../../server/contract/search";
import {
  DURATION_PRESETS,
  missingBirthDates,
  selectionFromParams,
  stateFromFilters,
  toFilterInput,
  toggleOption,
} from "~/lib/search/global-search-filters";
import { TYPE_SLUGS } from "~/lib/search/listing-url";
import { appendPage, patchPrices, totalResults } from "~/lib/search/price-updates";

const option = (code: string, fields: Partial<GsOption> = {}): GsOption => ({
  code,
  label: code,
  value: code,
  selected: false,
  enabled: true,
  indeterminate: false,
  highlighted: false,
  assignedTags: [],
  options: [],
  ...fields,
});

describe("the web's mirrors of the contract", () => {
  it("uses the contract's duration presets and listing words", () => {
    expect(DURATION_PRESETS).toEqual(CONTRACT_PRESETS);
    for (const [type, slug] of Object.entries(TYPE_SLUGS)) {
      expect(LISTING_CRITERIA[`oferty-${slug}` as keyof typeof LISTING_CRITERIA].tripType).toBe(type);
    }
  });
});

describe("selectionFromParams", () => {
  it("reads the form's fields: rooms with their children, dated or not", () => {
    const selection = selectionFromParams(
      new URLSearchParams(
        "tripType=NO_PASSPORT&a=OTP&c=GR&c=ES-CAN&dur=6-8&rooms=2&r1a=2&r1c=1&r1b=2019-05-01&r1b=&r2a=1&r2c=1&r2b=&startDate=2027-06-01",
      ),
    );
    expect(selection).toMatchObject({
      tripType: "NO_PASSPORT",
      airports: ["OTP"],
      destinations: ["GR", "ES-CAN"],
      duration: "6-8",
      startDate: "2027-06-01",
      rooms: [
        { adults: 2, children: ["2019-05-01"] },
        { adults: 1, children: [""] },
      ],
    });
    expect(missingBirthDates(selection.rooms)).toEqual(["2-1"]);
  });

  it("reads a listing URL's short keys as well", () => {
    const selection = selectionFromParams(
      new URLSearchParams("ctAdult=3&ctChild=2&birthDate=2018-01-02&dF=9&dT=12"),
    );
    expect(selection.rooms).toEqual([{ adults: 3, children: ["2018-01-02", ""] }]);
    expect(selection.duration).toBe("9-12");
    expect(toFilterInput(selection)).toContainEqual({
      type: "CHILDREN",
      selectedCount: 2,
      birthDates: ["2018-01-02"],
    });
  });
});

describe("stateFromFilters", () => {
  const filters = (tripType: string, regions: GsOption[]): GsFilter[] =>
    [
      { type: "TYPE", options: [] as never },
      { type: "REGION", options: regions },
      { type: "ADULTS", selectedCount: 2, min: 1, max: 9, default: 2 },
      { type: "CHILDREN", selectedCount: 0, birthDates: [], min: 0, max: 7, default: 0 },
    ].map((filter) =>
      filter.type === "TYPE"
        ? {
            type: "TYPE",
            options: [
              {
                ...option(tripType, { selected: true }),
                multiroom: true,
                additionalOptions: true,
                searchOffersUrl: "",
                globalTypes: [],
                filterTags: [],
              },
            ],
          }
        : filter,
    ) as GsFilter[];

  it("searches NO_PASSPORT by plane in the ID-card countries when no destination is chosen", () => {
    const regions = [
      option("GR", { assignedTags: ["NO_PASSPORT"] }),
      option("TR"),
      option("ES", { assignedTags: ["NO_PASSPORT"], enabled: false }),
    ];
    const state = stateFromFilters(filters("NO_PASSPORT", regions), [{ adults: 2, children: [] }]);
    expect(state.tripType).toBe("WS");
    expect(state.destinations).toEqual(["GR"]);
  });

  it("takes a chosen parent for its children", () => {
    const regions = [option("GR", { options: [option("GR-CRE", { selected: true }), option("GR-ROD")] })];
    expect(stateFromFilters(filters("WS", regions), []).destinations).toEqual(["GR-CRE"]);
    const all = toggleOption(regions, "GR", true);
    expect(stateFromFilters(filters("WS", all), []).destinations).toEqual(["GR"]);
    const none = toggleOption(all, "GR-ROD", false);
    expect(none[0]?.selected).toBe(false);
    expect(stateFromFilters(filters("WS", none), []).destinations).toEqual(["GR-CRE"]);
  });
});

describe("price updates and show more", () => {
  const offer = (code: string, hotel: string, price: number) =>
    ({
      offerCode: code,
      hotel: { code: hotel },
      pricePerPerson: price,
      fullPrice: price * 2,
      originalFullPrice: price * 2,
      discount: 0,
    }) as unknown as OfferSummary;

  it("patches the price of every offer with that code and says which changed", () => {
    const list = [offer("A", "H1", 100), offer("B", "H2", 200)];
    const { offers, changed } = patchPrices(list, [
      { offerCode: "B", pricePerPerson: 180, fullPrice: 360, originalFullPrice: 400, discount: 40 },
      { offerCode: "A", pricePerPerson: 100, fullPrice: 200, originalFullPrice: 200, discount: 0 },
    ]);
    expect([...changed]).toEqual(["B"]);
    expect(offers[1]).toMatchObject({ pricePerPerson: 180, fullPrice: 360, discount: 40 });
    expect(offers[0]).toBe(list[0]);
    expect(patchPrices(list, []).offers).toBe(list);
  });

  it("appends a page without repeating a hotel, and counts the larger total", () => {
    const list = appendPage([offer("A", "H1", 1)], [offer("C", "H1", 2), offer("D", "H3", 3)]);
    expect(list.map((o) => o.offerCode)).toEqual(["A", "D"]);
    expect(totalResults(12, 10)).toBe(12);
    expect(totalResults(10, 31)).toBe(31);
  });
});
