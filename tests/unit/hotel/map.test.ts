import { describe, expect, it } from "vitest";
import { fitProjection, MAP_ASPECT, placeLabels, scaleBar } from "~/lib/hotel/map-projection";
import { mapViewsHref, readMapViews } from "~/lib/hotel/map-views";

// Hersonissos, Malia and Heraklion airport (Crete).
const HOTEL = { latitude: 35.3167, longitude: 25.3833 };
const MALIA = { latitude: 35.2833, longitude: 25.4667 };
const AIRPORT = { latitude: 35.34, longitude: 25.18 };

describe("the hotel map's projection", () => {
  it("keeps every place inside the margins, east to the right and north up, at one scale both ways", () => {
    const { project, widthKm } = fitProjection([HOTEL, MALIA, AIRPORT]);
    const [hotel, malia, airport] = [HOTEL, MALIA, AIRPORT].map(project);
    for (const point of [hotel!, malia!, airport!]) {
      for (const fraction of [point.x, point.y]) {
        expect(fraction).toBeGreaterThanOrEqual(0.12 - 1e-9);
        expect(fraction).toBeLessThanOrEqual(0.88 + 1e-9);
      }
    }
    expect(airport!.x).toBeLessThan(hotel!.x);
    expect(malia!.x).toBeGreaterThan(hotel!.x);
    // Malia is south of Hersonissos: lower on the map.
    expect(malia!.y).toBeGreaterThan(hotel!.y);
    // The airport is about 18.6 km from the hotel (great circle): the map measures the same.
    const across = (airport!.x - hotel!.x) * widthKm;
    const down = ((airport!.y - hotel!.y) * widthKm) / MAP_ASPECT;
    expect(Math.hypot(across, down)).toBeCloseTo(18.6, 0);
  });

  it("shows a lone hotel a few km across, not a point blown up", () => {
    const { project, widthKm } = fitProjection([HOTEL]);
    expect(project(HOTEL)).toEqual({ x: 0.5, y: 0.5 });
    expect(widthKm).toBeGreaterThan(4);
    expect(widthKm).toBeLessThan(10);
  });

  it("draws a scale bar of a round length, at most a quarter of the width", () => {
    expect(scaleBar(23)).toEqual({ km: 5, fraction: 5 / 23 });
    expect(scaleBar(130).km).toBe(20);
    expect(scaleBar(8.5).km).toBe(2);
    expect(scaleBar(4.4).km).toBe(1);
  });
});

describe("the hotel map's labels", () => {
  it("labels the most important places first and never lets two labels overlap", () => {
    const labels = placeLabels([
      { key: "here", x: 0.5, y: 0.5, text: "Sunset Beach Hotel" },
      // A neighbour a few px away: the hotel's label took its left, so it goes to the other side.
      { key: "near", x: 0.51, y: 0.5, text: "Marina Suites" },
      { key: "far", x: 0.15, y: 0.3, text: "Heraklion (HER)" },
    ]);
    expect(labels.get("here")).toEqual({ side: "left" });
    expect(labels.get("near")).toEqual({ side: "right" });
    // Left of the middle, a label goes to the right of its marker.
    expect(labels.get("far")).toEqual({ side: "right" });
  });

  it("leaves out a label that fits nowhere, and keeps the scale's corner clear", () => {
    const crowded = placeLabels(
      [
        { key: "a", x: 0.5, y: 0.5, text: "A very long hotel name indeed" },
        { key: "b", x: 0.5, y: 0.5, text: "Another very long hotel name" },
        { key: "c", x: 0.5, y: 0.5, text: "A third very long hotel name" },
        { key: "d", x: 0.5, y: 0.5, text: "The fourth very long hotel name" },
        { key: "e", x: 0.5, y: 0.5, text: "And a fifth very long hotel name" },
      ],
      [],
    );
    expect(crowded.size).toBeLessThan(5);
    const corner = placeLabels(
      [{ key: "x", x: 0.1, y: 0.86, text: "Lindos" }],
      [{ left: 0, right: 0.32, top: 0.84, bottom: 1 }],
    );
    // Its right is the scale's corner, its left is off the map: the label goes above the marker.
    expect(corner.get("x")).toEqual({ side: "above" });
  });
});

describe("the hotel map's address", () => {
  it("reads the views the card can open and a place only with them", () => {
    const read = (query: string) => readMapViews(new URLSearchParams(query));
    expect(read("view=mapOverlay&place=HER")).toEqual({ views: ["mapOverlay"], place: "HER" });
    expect(read("view=mapOverlay%2Cfacets")).toEqual({ views: ["mapOverlay", "facets"], place: null });
    expect(read("view=mapOverlay,facets&place=GR-CRE-MAL")).toEqual({
      views: ["mapOverlay", "facets"],
      place: "GR-CRE-MAL",
    });
    expect(read("view=facets")).toEqual({ views: [], place: null });
    expect(read("view=sort&place=HER")).toEqual({ views: [], place: null });
    expect(read("view=mapOverlay&place=%3Cscript%3E")).toEqual({ views: ["mapOverlay"], place: null });
  });

  it("keeps the card's own query when it opens or closes the map", () => {
    const card = "/vacante/aria?adults=1&childrenBirthDates=2019-04-02,2020-05-03";
    const open = mapViewsHref(card, ["mapOverlay", "facets"], "HER");
    expect(open).toBe(
      "/vacante/aria?adults=1&childrenBirthDates=2019-04-02,2020-05-03&view=mapOverlay,facets&place=HER",
    );
    expect(readMapViews(new URLSearchParams(open.split("?")[1]))).toEqual({
      views: ["mapOverlay", "facets"],
      place: "HER",
    });
    expect(mapViewsHref(open, [], "HER", "hotel-map-open")).toBe(`${card}#hotel-map-open`);
    expect(mapViewsHref("/vacante/aria#x", [], null)).toBe("/vacante/aria");
  });
});
