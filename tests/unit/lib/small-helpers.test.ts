import { describe, expect, it } from "vitest";
import { parseCoordinate, validCoordinates } from "~/lib/coordinates";
import { CMS_EXTERNAL_REL, isInternalLink, linkRel } from "~/lib/links";
import { multiSelectionLabel } from "~/lib/multi-selection";
import { hidesAirportAndHour, tripTypeName } from "~/lib/trip-type";
import { localeFromPath, localizePath, stripLocale } from "~/lib/i18n/config";

describe("coordinates", () => {
  it("accepts a comma as decimal separator", () => {
    expect(parseCoordinate("35,3387")).toBe(35.3387);
    expect(parseCoordinate(" -12.5 ")).toBe(-12.5);
    expect(parseCoordinate("12,5,1")).toBeUndefined();
    expect(parseCoordinate("")).toBeUndefined();
  });

  it("keeps latitude within ±85 and longitude within ±180", () => {
    expect(validCoordinates("35,3387", "25,1442")).toEqual({ latitude: 35.3387, longitude: 25.1442 });
    expect(validCoordinates(85, -180)).toEqual({ latitude: 85, longitude: -180 });
    expect(validCoordinates(85.1, 0)).toBeUndefined();
    expect(validCoordinates(0, 180.5)).toBeUndefined();
    expect(validCoordinates(null, 10)).toBeUndefined();
  });
});

describe("links", () => {
  it("tells internal from external", () => {
    expect(isInternalLink("/despre-noi")).toBe(true);
    expect(isInternalLink("#faq")).toBe(true);
    expect(isInternalLink("https://www.soleo.pl/o-nas")).toBe(true);
    expect(isInternalLink("https://soleo.hu/rolunk")).toBe(true);
    expect(isInternalLink("https://anpc.ro")).toBe(false);
    expect(isInternalLink("https://soleo.ro.evil.example")).toBe(false);
    expect(isInternalLink("//evil.example/x")).toBe(false);
  });

  it("gives external links noreferrer nofollow and CMS ones nofollow noopener noreferrer", () => {
    expect(linkRel("https://www.facebook.com/")).toBe("noreferrer nofollow");
    expect(linkRel("/pl/o-nas")).toBeUndefined();
    expect(CMS_EXTERNAL_REL).toBe("nofollow noopener noreferrer");
  });
});

describe("multiSelectionLabel", () => {
  const placeholder = (count: number) => `${count} lotniska`;
  it("shows the single label, or the count placeholder for more than one", () => {
    expect(multiSelectionLabel([{ label: "Warszawa" }], placeholder)).toBe("Warszawa");
    expect(
      multiSelectionLabel([{ label: "Warszawa" }, { label: "Katowice" }, { label: "Gdańsk" }], placeholder),
    ).toBe("3 lotniska");
    expect(multiSelectionLabel([], placeholder, "Dowolne")).toBe("Dowolne");
  });
});

describe("trip types", () => {
  it("maps codes to names and nothing else", () => {
    expect(tripTypeName("WS")).toBe("BY_PLANE");
    expect(tripTypeName("DW")).toBe("BY_CAR");
    expect(tripTypeName("CZ")).toBe("CHARTER");
    expect(tripTypeName("WO")).toBe("TOUR");
    expect(tripTypeName("NR")).toBe("SKI");
    expect(tripTypeName("LINEAR_FLIGHT")).toBe("BY_PLANE");
    expect(tripTypeName("SKI_BY_PLANE")).toBe("SKI_BY_PLANE");
    expect(tripTypeName("XX")).toBeUndefined();
    expect(tripTypeName(undefined)).toBeUndefined();
  });

  it("hides airport and hour for DW and NR only", () => {
    expect(["WS", "DW", "WO", "NR", "CZ"].filter(hidesAirportAndHour)).toEqual(["DW", "NR"]);
  });
});

describe("locale paths", () => {
  it("puts ro at the root and the others under their prefix", () => {
    expect(localeFromPath("/")).toBe("ro");
    expect(localeFromPath("/despre-noi")).toBe("ro");
    expect(localeFromPath("/pl")).toBe("pl");
    expect(localeFromPath("/uk/pro-nas")).toBe("uk");
    expect(localeFromPath("/ro/x")).toBe("ro");
    expect(localizePath("pl", "/")).toBe("/pl");
    expect(localizePath("hu", "/rolunk")).toBe("/hu/rolunk");
    expect(localizePath("ro", "/despre-noi")).toBe("/despre-noi");
    expect(stripLocale("/cs/o-nas")).toBe("/o-nas");
    expect(stripLocale("/cs")).toBe("/");
    expect(stripLocale("/despre-noi")).toBe("/despre-noi");
  });
});
