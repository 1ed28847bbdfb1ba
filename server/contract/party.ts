import { z } from "zod";
import {
  AIRPORT_CODE,
  HOTEL_CODE,
  MAX_CHILDREN,
  MAX_PARTICIPANTS,
  MAX_ROOMS,
  OFFER_CODE,
  participantsOf,
} from "./rules";

/**
 * The party and the codes, one schema each, for every request that carries them (the offer search,
 * the global search, the configurator, one offer's price, the lowest-price chart, the wishlist) and for
 * the web's forms and live calls. Their limits and patterns are rules.ts's.
 */

export const IsoDate = z.iso.date({ error: "Expected a date as yyyy-MM-dd" });
export const HotelCode = z.string().regex(HOTEL_CODE, "Expected a hotel code");
export const OfferCode = z.string().regex(OFFER_CODE, "Expected an offer code");
export const AirportCode = z.string().regex(AIRPORT_CODE, "Expected an IATA airport code");

const tooMany = `At most ${MAX_PARTICIPANTS} participants`;

/** Adults and the children's birth dates of one room, at most MAX_PARTICIPANTS together. */
export const PartyFields = {
  adultsCount: z.number().int().min(1).max(MAX_PARTICIPANTS),
  childrenBirthDates: z.array(IsoDate).max(MAX_CHILDREN).default([]),
};
export const Party = z.object(PartyFields).refine((party) => participantsOf([party]) <= MAX_PARTICIPANTS, {
  message: tooMany,
  path: ["childrenBirthDates"],
});
export type PartyInput = z.input<typeof Party>;
export type Party = z.output<typeof Party>;

/** The rooms of a multi-room search (spec §3 occupancies): at most MAX_ROOMS, MAX_PARTICIPANTS in all. */
export const Rooms = z
  .array(Party)
  .max(MAX_ROOMS, `At most ${MAX_ROOMS} rooms`)
  .refine((rooms) => participantsOf(rooms) <= MAX_PARTICIPANTS, tooMany);

/** The same limit for a request that carries the party among its own fields (configurator, wishlist). */
export function checkPartyLimit(
  party: { adultsCount: number; childrenBirthDates: string[] },
  context: z.RefinementCtx,
  path: string[] = ["childrenBirthDates"],
) {
  if (participantsOf([party]) > MAX_PARTICIPANTS)
    context.addIssue({ code: "custom", path, message: tooMany });
}

/** The party in a query string: adultsCount, and childrenBirthDates comma separated. */
export const QueryPartyFields = {
  adultsCount: z.coerce.number().int().min(1).max(MAX_PARTICIPANTS).default(2),
  childrenBirthDates: z
    .string()
    .default("")
    .transform((value) => value.split(",").filter(Boolean))
    .pipe(z.array(IsoDate).max(MAX_CHILDREN)),
};
