import { z } from "zod";
import {
  ConfiguratorDatesResponse,
  ConfiguratorResponse,
  GsFilter,
  OfferPrice,
  OffersCountResponse,
  SuggestResponse,
} from "../../../server/contract";

/**
 * What the web's live JSON routes answer the browser (app/routes/resources.*), made of the contract's
 * schemas. The routes build their answers to these types, and the browser checks every answer with
 * them (read-answer.ts) before it trusts one: an answer that does not parse is a failed call.
 */
export const ErrorFlag = z.object({ error: z.literal(true) });

export const LIVE_ANSWERS = {
  /** POST /resources/global-search: the filters checked by the API. */
  filters: z.object({ filters: z.array(GsFilter) }),
  /** GET /resources/global-search: the hotels a search finds. */
  count: z.object({ count: OffersCountResponse }),
  /** GET /resources/offer-prices: today's prices of the offers a list shows. */
  prices: z.object({ prices: z.array(OfferPrice) }),
  /** GET /resources/suggest: destinations and hotels for what the visitor typed. */
  suggest: z.object({ suggestions: SuggestResponse }),
  /** GET /resources/configurator: the hotel card's configurator and calendar, each with its flag. */
  configurator: z.object({
    configurator: ConfiguratorResponse.nullable(),
    dataError: z.boolean(),
    calendar: ConfiguratorDatesResponse.nullable(),
    calendarError: z.boolean(),
    party: z.object({
      adultsCount: z.number().int(),
      children: z.array(z.string()),
      flagged: z.array(z.number().int()),
    }),
  }),
};

/** The hotel card's configurator as its loader and its live route answer it. */
export type ConfiguratorState = z.output<typeof LIVE_ANSWERS.configurator>;
