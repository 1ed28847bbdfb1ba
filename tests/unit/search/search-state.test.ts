import { describe, expect, it } from "vitest";
import {
  DEFAULT_STATE,
  decodeListingParams,
  decodeSearchState,
  encodeSearchState,
  isChildBirthDate,
  MAX_PARTICIPANTS,
  SORT_TYPES,
  toOfferSearchRequest,
} from "~/lib/search/search-state";
import {
  MAX_PARTICIPANTS as CONTRACT_MAX,
  SORT_TYPES as CONTRACT_SORTS,
} from "../../../server/contract/search";

const today = new Date("2026-11-21T12:00:00Z");
const decode = (query: string) => decodeSearchState(new URLSearchParams(query), today);

describe("search state in the URL (spec §3 short keys)", () => {
  it("mirrors the contract's constants", () => {
    expect(MAX_PARTICIPANTS).toBe(CONTRACT_MAX);
    expect([...SORT_TYPES]).toEqual([...CONTRACT_SORTS]);
  });

  it("defaults to one room with two adults, by plane", () => {
    expect(decode("")).toEqual(DEFAULT_STATE);
    expect(encodeSearchState(DEFAULT_STATE).toString()).toBe("");
  });

  it("reads every short key", () => {
    const state = decode(
      "tripType=ws&a=OTP,clj&c=GR,GR-CRE&ctAdult=2&ctChild=1&birthDate=2019-04-02&dF=7&dT=10&startDate=2027-06-01&endDate=2027-06-30",
    );
    expect(state).toEqual({
      tripType: "WS",
      airports: ["OTP", "CLJ"],
      destinations: ["GR", "GR-CRE"],
      adults: 2,
      childrenBirthDates: ["2019-04-02"],
      childrenMissingBirthDate: 0,
      durationFrom: 7,
      durationTo: 10,
      startDate: "2027-06-01",
      endDate: "2027-06-30",
      occupancies: [],
    });
  });

  it("reads and writes several rooms in the room key, and drops a room key that makes no sense", () => {
    const state = decode("room=2,2019-04-02;1&ctAdult=5");
    expect(state.occupancies).toEqual([
      { adults: 2, childrenBirthDates: ["2019-04-02"] },
      { adults: 1, childrenBirthDates: [] },
    ]);
    expect(state.adults).toBe(3);
    expect(state.childrenBirthDates).toEqual(["2019-04-02"]);
    expect(encodeSearchState(state).get("room")).toBe("2,2019-04-02;1");
    expect(encodeSearchState(state).has("ctAdult")).toBe(false);
    expect(toOfferSearchRequest(state, decodeListingParams(new URLSearchParams())).occupancies).toEqual([
      { adultsCount: 2, childrenBirthDates: ["2019-04-02"] },
      { adultsCount: 1, childrenBirthDates: [] },
    ]);
    // One room is not a multi-room search; nine people is the most; an adult is not a child.
    expect(decode("room=2").occupancies).toEqual([]);
    expect(decode("room=5;5").occupancies).toEqual([]);
    expect(decode("room=2,1990-01-01;2").occupancies).toEqual([]);
    expect(decode("room=2;2;2;2;1").occupancies).toEqual([]);
  });

  it("round-trips: encoding what was decoded gives the same search", () => {
    const query =
      "tripType=NR&a=WAW&c=AT-TIR&ctAdult=3&ctChild=2&birthDate=2015-01-31,2020-12-24&dF=6&dT=7&startDate=2027-01-09&endDate=2027-01-23";
    const once = decode(query);
    const again = decodeSearchState(encodeSearchState(once), today);
    expect(again).toEqual(once);
    expect(encodeSearchState(once).toString()).toBe(
      "tripType=NR&a=WAW&c=AT-TIR&ctAdult=3&ctChild=2&birthDate=2015-01-31%2C2020-12-24&dF=6&dT=7&startDate=2027-01-09&endDate=2027-01-23",
    );
  });

  it("turns nonsense into the defaults instead of failing", () => {
    const state = decode(
      "tripType=SPACE&a=12,OTPX,<x>&c=greece&ctAdult=zero&dF=99&startDate=2027-02-30&endDate=soon",
    );
    expect(state).toEqual(DEFAULT_STATE);
  });

  it("keeps a listing filter's codes once each, and no more of them than the API takes", () => {
    const boards = Array.from({ length: 30 }, (_, i) => `B${String.fromCharCode(65 + (i % 26))}`);
    const listing = decodeListingParams(
      new URLSearchParams(`board=AI,AI,${boards.join(",")}&category=4,4,9`),
    );
    expect(listing.board).toHaveLength(20);
    expect(new Set(listing.board).size).toBe(20);
    expect(listing.board[0]).toBe("AI");
    expect(listing.category).toEqual(["4"]);
  });

  it("keeps only real birth dates of children under 18, and flags the children missing one", () => {
    expect(isChildBirthDate("2010-01-01", today)).toBe(true);
    expect(isChildBirthDate("2008-11-20", today)).toBe(false);
    expect(isChildBirthDate("2027-01-01", today)).toBe(false);
    const state = decode("ctChild=3&birthDate=2019-04-02,2000-01-01,2019-02-31");
    expect(state.childrenBirthDates).toEqual(["2019-04-02"]);
    expect(state.childrenMissingBirthDate).toBe(2);
  });

  it("never lets the party exceed the online limit", () => {
    const state = decode(`ctAdult=8&ctChild=3&birthDate=2019-01-01,2018-01-01,2017-01-01`);
    expect(state.adults + state.childrenBirthDates.length + state.childrenMissingBirthDate).toBe(
      MAX_PARTICIPANTS,
    );
  });

  it("puts swapped ranges in order", () => {
    expect(decode("dF=14&dT=7")).toMatchObject({ durationFrom: 7, durationTo: 14 });
    expect(decode("startDate=2027-07-10&endDate=2027-07-01")).toMatchObject({
      startDate: "2027-07-01",
      endDate: "2027-07-10",
    });
  });

  it("leaves out departure dates already past, and says it did", () => {
    expect(decode("startDate=2020-01-01")).toMatchObject({ startDate: undefined, pastDatesIgnored: true });
    expect(decode("startDate=2026-11-01&endDate=2026-12-10")).toMatchObject({
      startDate: undefined,
      endDate: "2026-12-10",
      pastDatesIgnored: true,
    });
    expect(decode("startDate=2020-01-01&endDate=2020-02-01")).toMatchObject({
      startDate: undefined,
      endDate: undefined,
      pastDatesIgnored: true,
    });
    // Today is not past; the flag never reaches a URL.
    const todays = decode("startDate=2026-11-21");
    expect(todays).toMatchObject({ startDate: "2026-11-21" });
    expect(todays.pastDatesIgnored).toBeUndefined();
    expect(encodeSearchState(decode("startDate=2020-01-01")).toString()).toBe("");
  });

  it("reads repeated keys as a form's checkboxes send them", () => {
    expect(decode("a=OTP&a=CLJ&c=GR&c=TR-ANT&birthDate=2019-04-02&birthDate=").airports).toEqual([
      "OTP",
      "CLJ",
    ]);
    expect(decode("a=OTP&a=CLJ&c=GR&c=TR-ANT").destinations).toEqual(["GR", "TR-ANT"]);
    expect(decode("ctChild=1&birthDate=&birthDate=2019-04-02").childrenBirthDates).toEqual(["2019-04-02"]);
  });

  it("reads old links that only say byPlane=false as trips by car", () => {
    expect(decode("byPlane=false").tripType).toBe("DW");
  });
});

describe("listing parameters", () => {
  it("reads sort, page, price type and filters, dropping what is not valid", () => {
    expect(
      decodeListingParams(
        new URLSearchParams(
          "sort=hotelRating&page=3&fullPrice=true&category=4,5,9&board=AI,<b>&rating=4&price=300#900",
        ),
      ),
    ).toEqual({
      sort: "hotelRating",
      page: 2,
      fullPrice: true,
      category: ["4", "5"],
      board: ["AI"],
      facility: [],
      rating: "4",
      price: "300#900",
    });
    expect(decodeListingParams(new URLSearchParams("sort=cheapest&page=-1&rating=2&price=x"))).toMatchObject({
      sort: "price",
      page: 0,
      rating: undefined,
      price: undefined,
    });
  });

  it("builds the offer search request of spec §3", () => {
    const state = decode(
      "a=OTP&c=GR&ctChild=1&birthDate=2019-04-02&dF=7&dT=7&startDate=2027-06-01&endDate=2027-06-30",
    );
    const listing = decodeListingParams(new URLSearchParams("sort=priceDESC&page=2&board=AI&price=#1200"));
    expect(toOfferSearchRequest(state, listing)).toEqual({
      offerType: "BY_PLANE",
      departuresCodes: ["OTP"],
      destinationsCodes: ["GR"],
      numberOfAdults: 2,
      childrenBirthdays: ["2019-04-02"],
      departureDateFrom: "2027-06-01",
      departureDateTo: "2027-06-30",
      durationFrom: 7,
      durationTo: 7,
      metaData: { page: 1, pageSize: 10, sorting: "priceDESC" },
      filters: [
        { filterId: "board", selectedValues: ["AI"] },
        { filterId: "priceSelector", selectedValues: ["#1200"] },
      ],
    });
  });
});
