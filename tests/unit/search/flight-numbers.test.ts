import { describe, expect, it } from "vitest";
import { formatFlightNumber } from "~/lib/airlines";
import { flightsOf, returnFlightNumber } from "../../../server/modules/search/flights";

describe("the return flight's number", () => {
  it("is the next number of the same airline, also for designators with a digit", () => {
    expect(returnFlightNumber("W6", "W67778")).toBe("W67779");
    expect(returnFlightNumber("E4", "E4101")).toBe("E4102");
    expect(returnFlightNumber("H4", "H48999")).toBe("H49000");
    expect(returnFlightNumber("FR", "FR123")).toBe("FR124");
    expect(returnFlightNumber("RO", "RO 0309")).toBe("RO0310");
  });

  it("pairs the highest number with the one below, and knows none for a number that is not one", () => {
    expect(returnFlightNumber("LO", "LO9999")).toBe("LO9998");
    expect(returnFlightNumber("W6", "FR123")).toBeNull();
    expect(returnFlightNumber("W6", "W6")).toBeNull();
    expect(returnFlightNumber("W6", "W612345")).toBeNull();
  });
});

describe("an offer's flights", () => {
  const offer = {
    airportCode: "OTP",
    airlineCode: "W6",
    flightNumber: "W67778",
    departureTime: "06:05",
    returnTime: "19:15",
    date: "2027-06-05",
    duration: 7,
  };

  it("name both airports of both legs, the return leaving from the region's airport", () => {
    const { departureFlight, returnFlight } = flightsOf(
      offer,
      { code: "HER", name: "Heraklion" },
      "București Otopeni",
    );
    expect(departureFlight).toMatchObject({
      flightNumber: "W67778",
      departureAirport: "București Otopeni",
      arrivalAirport: "Heraklion",
      arrivalCode: "HER",
    });
    expect(returnFlight).toMatchObject({
      flightNumber: "W67779",
      departureAirport: "Heraklion",
      departureCode: "HER",
      departureDate: "2027-06-12",
      arrivalAirport: "București Otopeni",
      arrivalCode: "OTP",
    });
  });

  it("fall back to the code for an airport without a name, and have no arrival where the region has no airport", () => {
    const named = flightsOf(offer, { code: "HER", name: null }, null);
    expect(named.returnFlight).toMatchObject({ departureAirport: "HER", arrivalAirport: "OTP" });
    const tour = flightsOf(offer, { code: null, name: null }, "București Otopeni");
    expect(tour.departureFlight).toMatchObject({ arrivalAirport: null, arrivalCode: null });
    expect(tour.returnFlight).toBeNull();
  });
});

describe("a flight number as shown", () => {
  it("sets the airline's designator apart from the number", () => {
    expect(formatFlightNumber("W6", "W67778")).toBe("W6 7778");
    expect(formatFlightNumber("H4", "H4101")).toBe("H4 101");
    expect(formatFlightNumber("FR", "FR123")).toBe("FR 123");
    expect(formatFlightNumber("RO", "RO 309")).toBe("RO 309");
  });

  it("leaves a number of another airline, or one without digits, as it is", () => {
    expect(formatFlightNumber("W6", "FR123")).toBe("FR123");
    expect(formatFlightNumber("W6", "W6")).toBe("W6");
  });
});
