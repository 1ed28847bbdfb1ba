import type { z } from "zod";
import { CURRENCY, type LowestPriceQuery, type LowestPriceResponse } from "../../contract";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import type { OfferIndexHolder } from "../search/offer-index";
import { partyPrice } from "../search/pricing";
import { findChartOffers } from "./chart-queries";
import { destinationExists, hotelExists } from "./queries";

const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/**
 * The lowest-price chart: per departure date, the cheapest offer for the party. Days and prices come
 * from the search replica; among offers at a day's lowest price the smallest offer code is shown, as
 * the SQL reference (chart-queries.findLowestPrices) orders them.
 */
export async function lowestPrices(
  db: Db,
  replica: OfferIndexHolder,
  query: z.output<typeof LowestPriceQuery>,
  today = new Date(),
): Promise<LowestPriceResponse> {
  if (query.hotelCode && !(await hotelExists(db, query.hotelCode))) {
    throw notFound("HOTEL_NOT_FOUND", `No hotel '${query.hotelCode}'`);
  }
  if (query.destinationCode && !(await destinationExists(db, query.destinationCode))) {
    throw notFound("DESTINATION_NOT_FOUND", `No destination '${query.destinationCode}'`);
  }
  const index = await replica.get();
  const days = index.lowestPriceDays({
    hotelCode: query.hotelCode,
    destinationCode: query.destinationCode,
    tripType: query.tripType,
    airportCode: query.airportCode,
    duration: query.duration,
    adults: query.adultsCount,
    participants: query.adultsCount + query.childrenBirthDates.length,
    children: query.childrenBirthDates.length,
    from: isoDay(today),
  });
  const offers = new Map(
    (
      await findChartOffers(
        db,
        days.flatMap((day) => day.offerIds),
      )
    ).map((offer) => [offer.date, offer]),
  );
  return {
    points: days.flatMap((day) => {
      const offer = offers.get(day.date);
      if (!offer) return [];
      const fullPrice = partyPrice(
        day.priceAdult,
        query.adultsCount,
        query.childrenBirthDates,
        day.date,
        offer.childPolicy,
      );
      return [
        {
          date: day.date,
          pricePerPerson: day.priceAdult / 100,
          fullPrice: fullPrice / 100,
          duration: offer.duration,
          offerCode: offer.offerCode,
          hotelSlug: offer.slug,
        },
      ];
    }),
    currency: CURRENCY,
  };
}
