import { z } from "zod";
import { AirportCode, IsoDate, PartyFields, Rooms } from "./party";
import { MAX_PARTICIPANTS, MAX_ROOMS } from "./rules";

/**
 * The global search filters (spec §3 "Filter", §4 "Global search", §7 "Search (POST)").
 *
 * POST /www/gs/filters takes the filters as the form holds them (only the selection matters) and
 * answers them normalized: impossible choices dropped, options enabled where offers exist, parents
 * of a partly chosen destination indeterminate, participants reset when a non-multiroom trip type
 * meets several rooms. POST /www/gs/filters/initial builds the same filters from the remembered
 * search (the web's cookies) and adds sameAirportGroupInfo.
 *
 * Option labels are the catalogue's names in the request's language (x-language). Filter titles and
 * the trip type names are the web's own words (locales/), keyed by code.
 */
export const GS_FILTER_TYPES = [
  "TYPE",
  "AIRPORT",
  "REGION",
  "DURATION",
  "CALENDAR",
  "ADULTS",
  "CHILDREN",
  "OCCUPANCY",
] as const;

/** Trip type options: the trip types of spec §1 plus NO_PASSPORT (by plane, ID-card destinations). */
export const GS_TRIP_TYPES = ["WS", "DW", "WO", "NR", "CZ", "NO_PASSPORT"] as const;
export const GsTripType = z.enum(GS_TRIP_TYPES);
export type GsTripType = z.infer<typeof GsTripType>;

/** Markets the API knows (x-market). NO_PASSPORT is not offered on the uk market (spec §3). */
export const MARKETS = ["ro", "pl", "uk", "cz", "hu"] as const;

/** Duration presets of the form, in nights ("from-to"). */
export const DURATION_PRESETS = ["1-5", "6-8", "9-12", "13-15"] as const;

export interface GsOption {
  code: string;
  label: string;
  value: string;
  selected: boolean;
  enabled: boolean;
  indeterminate: boolean;
  highlighted: boolean;
  assignedTags: string[];
  options: GsOption[];
}

const OptionFields = z.object({
  code: z.string(),
  label: z.string(),
  value: z.string(),
  selected: z.boolean(),
  enabled: z.boolean(),
  indeterminate: z.boolean(),
  highlighted: z.boolean(),
  assignedTags: z.array(z.string()),
});

export const GsOption: z.ZodType<GsOption> = z.lazy(() =>
  OptionFields.extend({ options: z.array(GsOption) }),
);

export const TripTypeOption = OptionFields.extend({
  code: GsTripType,
  options: z.array(GsOption),
  /** Several rooms can be booked together. */
  multiroom: z.boolean(),
  /** The trip has more to choose than destination and dates: departure airports. */
  additionalOptions: z.boolean(),
  /** The listing of this trip type, without the locale prefix. */
  searchOffersUrl: z.string(),
  /** The trip types (spec §1) the option searches. */
  globalTypes: z.array(z.string()),
  /** Tags a destination needs to be offered under this option. */
  filterTags: z.array(z.string()),
});
export type TripTypeOption = z.infer<typeof TripTypeOption>;

const isoDate = IsoDate;

export const Occupancy = z.object({ ...PartyFields, participantsCount: z.number().int() });
export type Occupancy = z.infer<typeof Occupancy>;

export const GsFilter = z.discriminatedUnion("type", [
  z.object({ type: z.literal("TYPE"), options: z.array(TripTypeOption) }),
  /** Options are the airport groups, each with its airports. Disabled for trips without a flight. */
  z.object({ type: z.literal("AIRPORT"), enabled: z.boolean(), options: z.array(GsOption) }),
  /** Countries → regions → resorts. */
  z.object({ type: z.literal("REGION"), options: z.array(GsOption) }),
  z.object({ type: z.literal("DURATION"), options: z.array(GsOption) }),
  z.object({
    type: z.literal("CALENDAR"),
    selectedFrom: isoDate.nullable(),
    selectedTo: isoDate.nullable(),
    min: isoDate,
    max: isoDate,
  }),
  z.object({
    type: z.literal("ADULTS"),
    selectedCount: z.number().int(),
    min: z.number().int(),
    max: z.number().int(),
    default: z.number().int(),
  }),
  z.object({
    type: z.literal("CHILDREN"),
    /** May exceed birthDates.length: children still without a (valid) birth date. */
    selectedCount: z.number().int(),
    birthDates: z.array(isoDate),
    min: z.number().int(),
    max: z.number().int(),
    default: z.number().int(),
  }),
  z.object({
    type: z.literal("OCCUPANCY"),
    /** Only multiroom trip types take more than one room. */
    enabled: z.boolean(),
    maxRooms: z.number().int(),
    maxParticipants: z.number().int(),
    occupancies: z.array(Occupancy),
  }),
]);
export type GsFilter = z.infer<typeof GsFilter>;
export type GsFilterOf<T extends GsFilter["type"]> = Extract<GsFilter, { type: T }>;

/** What a caller sends: the filters as it holds them; only the selection is read. */
interface SelectionInput {
  code: string;
  selected?: boolean | undefined;
  options?: SelectionInput[] | undefined;
}
const SelectionInput: z.ZodType<SelectionInput> = z.lazy(() =>
  z.object({
    code: z.string().max(40),
    selected: z.boolean().optional(),
    options: z.array(SelectionInput).max(200).optional(),
  }),
);
const options = z.array(SelectionInput).max(200).default([]);
const count = z.number().int().min(0).max(MAX_PARTICIPANTS);

export const GsFilterInput = z.discriminatedUnion("type", [
  z.object({ type: z.literal("TYPE"), options }),
  z.object({ type: z.literal("AIRPORT"), options }),
  z.object({ type: z.literal("REGION"), options }),
  z.object({ type: z.literal("DURATION"), options }),
  z.object({
    type: z.literal("CALENDAR"),
    selectedFrom: isoDate.nullable().optional(),
    selectedTo: isoDate.nullable().optional(),
  }),
  z.object({ type: z.literal("ADULTS"), selectedCount: count }),
  z.object({
    type: z.literal("CHILDREN"),
    selectedCount: count.optional(),
    birthDates: PartyFields.childrenBirthDates,
  }),
  z.object({
    type: z.literal("OCCUPANCY"),
    // The rooms as the form holds them: too many people in all is for the search page to flag
    // (spec §5 "call us"), so only each room's own fields are checked here.
    occupancies: z.array(z.object(PartyFields)).max(MAX_ROOMS, `At most ${MAX_ROOMS} rooms`).default([]),
  }),
]);
export type GsFilterInput = z.input<typeof GsFilterInput>;

export const GsFiltersRequest = z.object({
  filters: z
    .array(GsFilterInput)
    .max(GS_FILTER_TYPES.length * 2)
    .default([]),
});
export type GsFiltersRequest = z.input<typeof GsFiltersRequest>;

export const GsFiltersResponse = z.object({ filters: z.array(GsFilter) });
export type GsFiltersResponse = z.infer<typeof GsFiltersResponse>;

/** The remembered search, as the web's cookies hold it (spec §7 "Initial global-search filters"). */
export const GsInitialRequest = z.object({
  adultsCount: PartyFields.adultsCount.optional(),
  airports: z.array(AirportCode).max(20).default([]),
  childrenBirthDates: PartyFields.childrenBirthDates,
  occupancies: Rooms.default([]),
  destinations: z.array(z.string().max(20)).max(50).default([]),
  travelType: z.string().max(20).optional(),
});
export type GsInitialRequest = z.input<typeof GsInitialRequest>;

/**
 * sameAirportGroupInfo: departure airports belong to one group per market (Romania's or Poland's).
 * Remembered airports from another group are dropped; the answer says which, so the form can say so.
 */
export const GsInitialResponse = z.object({
  filters: z.array(GsFilter),
  sameAirportGroupInfo: z.object({
    sameGroup: z.boolean(),
    group: z.enum(["RO", "PL"]),
    droppedAirports: z.array(z.string()),
  }),
});
export type GsInitialResponse = z.infer<typeof GsInitialResponse>;
