import {
  DURATION_PRESETS,
  GS_TRIP_TYPES,
  LISTING_CRITERIA,
  MARKETS,
  MAX_CHILDREN,
  MAX_PARTICIPANTS,
  MAX_ROOMS,
  type DestinationNode,
  type GsFilter,
  type GsOption,
  type GsTripType,
  type Locale,
  type TripTypeOption,
} from "../../contract";
import type { z } from "zod";
import {
  type GsFiltersRequest as GsFiltersSchema,
  type GsInitialRequest as GsInitialSchema,
} from "../../contract";
import type { Db } from "../../db/client";
import { findAirports, findDestinations } from "../catalogue/queries";
import { activeGlobal } from "../cms/service";
import type { Availability, OfferIndexHolder } from "./offer-index";

type Market = (typeof MARKETS)[number];
type ParsedFilters = z.output<typeof GsFiltersSchema>["filters"];
type ParsedInitial = z.output<typeof GsInitialSchema>;

/** Countries a Romanian or Polish ID card is enough for (EU members): the NO_PASSPORT option's tag. */
const ID_CARD_COUNTRIES = new Set(["GR", "BG", "ES", "CY", "IT", "HR", "PT", "AT", "FR"]);
const NO_PASSPORT = "NO_PASSPORT";
/** Trip types that book several rooms together (spec §4: others reset the participants). */
const MULTIROOM = new Set<GsTripType>(["WS", "DW", "CZ", "NO_PASSPORT"]);
/** Trip types with a departure airport; DW and NR have none (spec §9). */
const WITH_AIRPORTS = new Set<GsTripType>(["WS", "WO", "CZ", "NO_PASSPORT"]);
const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export const marketOf = (value: unknown): Market =>
  (MARKETS as readonly unknown[]).includes(value) ? (value as Market) : "ro";
/** The airport group a market departs from: Poland's for pl, Romania's for the others. */
const marketGroup = (market: Market) => (market === "pl" ? "PL" : "RO");

interface Room {
  adults: number;
  birthDates: string[];
  /** Children asked for, with or without a valid birth date. */
  children: number;
}

/** The choices inside a set of filters, before they are checked. */
interface Selection {
  tripType: string | undefined;
  airports: string[];
  destinations: string[];
  duration: string | undefined;
  from: string | null;
  to: string | null;
  rooms: Room[];
}

interface Context {
  locale: Locale;
  market: Market;
  today: Date;
  replica: OfferIndexHolder;
  db: Db;
}

function selectedCodes(options: { code: string; selected?: boolean | undefined; options?: unknown }[]) {
  const codes: string[] = [];
  const walk = (list: { code: string; selected?: boolean | undefined; options?: unknown }[]) => {
    for (const option of list) {
      if (option.selected) codes.push(option.code);
      else if (Array.isArray(option.options)) walk(option.options as typeof list);
    }
  };
  walk(options);
  return codes;
}

/**
 * What the global-search global configures (spec §1, §3): the trip types offered with their labels
 * and order, the default trip type, the default adults and the most participants of one online
 * reservation. Without an active global, our defaults: every trip type (in GS_TRIP_TYPES' order), by
 * plane, two adults (spec §9) and MAX_PARTICIPANTS, which also caps a larger configured maximum (the
 * contract's limit). docs/decisions/0021-dictionary-declensions-and-search-form-configuration.md.
 */
interface SearchConfig {
  tripTypes: { code: GsTripType; label: string }[];
  defaultTripType: GsTripType;
  defaultAdults: number;
  maxParticipants: number;
}

async function searchConfig(context: Context): Promise<SearchConfig> {
  const global = await activeGlobal(context.db, "global-search", context.locale);
  const listed = global?.tripTypes.filter(
    (type, index, all) => all.findIndex((other) => other.code === type.code) === index,
  );
  const tripTypes = (listed?.length ? listed : GS_TRIP_TYPES.map((code) => ({ code, label: code }))).filter(
    (type) => !(type.code === NO_PASSPORT && context.market === "uk"),
  );
  const maxParticipants = Math.min(global?.maxParticipants ?? MAX_PARTICIPANTS, MAX_PARTICIPANTS);
  const configured = tripTypes.find((type) => type.code === global?.defaultTripType);
  return {
    tripTypes,
    defaultTripType: (configured ?? tripTypes[0])?.code ?? "WS",
    defaultAdults: Math.min(global?.defaultAdults ?? 2, maxParticipants),
    maxParticipants,
  };
}

function readSelection(filters: ParsedFilters, defaultAdults: number): Selection {
  const of = <T extends ParsedFilters[number]["type"]>(type: T) =>
    filters.find((filter) => filter.type === type) as Extract<ParsedFilters[number], { type: T }> | undefined;
  const adults = of("ADULTS");
  const children = of("CHILDREN");
  const occupancy = of("OCCUPANCY");
  const calendar = of("CALENDAR");
  const rooms: Room[] =
    occupancy && occupancy.occupancies.length > 1
      ? occupancy.occupancies.map((room) => ({
          adults: room.adultsCount,
          birthDates: room.childrenBirthDates,
          children: room.childrenBirthDates.length,
        }))
      : [
          {
            adults: adults?.selectedCount ?? occupancy?.occupancies[0]?.adultsCount ?? defaultAdults,
            birthDates: children?.birthDates ?? occupancy?.occupancies[0]?.childrenBirthDates ?? [],
            children:
              children?.selectedCount ??
              children?.birthDates.length ??
              occupancy?.occupancies[0]?.childrenBirthDates.length ??
              0,
          },
        ];
  return {
    tripType: selectedCodes(of("TYPE")?.options ?? [])[0],
    airports: selectedCodes(of("AIRPORT")?.options ?? []),
    destinations: selectedCodes(of("REGION")?.options ?? []),
    duration: selectedCodes(of("DURATION")?.options ?? [])[0],
    from: calendar?.selectedFrom ?? null,
    to: calendar?.selectedTo ?? null,
    rooms,
  };
}

const isChild = (birthDate: string, today: Date) => {
  const born = Date.parse(birthDate);
  if (!Number.isFinite(born) || born > today.getTime()) return false;
  const eighteenth = new Date(born);
  eighteenth.setUTCFullYear(eighteenth.getUTCFullYear() + 18);
  return eighteenth.getTime() > today.getTime();
};

const option = (code: string, label: string, fields: Partial<GsOption> = {}): GsOption => ({
  code,
  label,
  value: code,
  selected: false,
  enabled: true,
  indeterminate: false,
  highlighted: false,
  assignedTags: [],
  options: [],
  ...fields,
});

/**
 * The filters for a selection: every choice checked against the catalogue and the offers, the
 * option flags set, the party made to fit the trip type. The one place the global search's rules
 * live; both endpoints answer with it.
 */
async function buildFilters(selection: Selection, config: SearchConfig, context: Context) {
  const { locale, market, today } = context;
  const [destinations, airports, index] = await Promise.all([
    findDestinations(context.db),
    findAirports(context.db),
    context.replica.get(),
  ]);
  const offered = config.tripTypes.map((type) => type.code);
  const tripType: GsTripType = (offered as readonly string[]).includes(selection.tripType ?? "")
    ? (selection.tripType as GsTripType)
    : config.defaultTripType;
  const searched = tripType === NO_PASSPORT ? "WS" : tripType;

  // Airports: one group at a time (the market's when the selection mixes groups), none without a flight.
  const groupOf = new Map(airports.map((airport) => [airport.code, airport.group]));
  const known = [...new Set(selection.airports.filter((code) => groupOf.has(code)))];
  const groups = new Set(known.map((code) => groupOf.get(code)));
  const group =
    groups.has(marketGroup(market)) || groups.size === 0 ? marketGroup(market) : groupOf.get(known[0]!)!;
  const anyFlights = index.availability(searched, []);
  const chosenAirports = WITH_AIRPORTS.has(tripType)
    ? known.filter((code) => groupOf.get(code) === group && anyFlights.airports.has(code))
    : [];
  const droppedAirports = selection.airports.filter((code) => !chosenAirports.includes(code));

  // Destinations: offered for the trip type from the chosen airports, and tagged for NO_PASSPORT.
  const available = index.availability(searched, chosenAirports);
  const enabled = (node: DestinationNode) =>
    available.destinations.has(node.code) &&
    (tripType !== NO_PASSPORT || ID_CARD_COUNTRIES.has(node.countryCode));
  const chosenDestinations = normalizeTree(destinations, selection.destinations, enabled);

  const duration = (DURATION_PRESETS as readonly string[]).includes(selection.duration ?? "")
    ? selection.duration
    : undefined;
  const calendar = dates(selection.from, selection.to, today);
  const rooms = party(selection.rooms, tripType, today, config.defaultAdults);

  const filters: GsFilter[] = [
    {
      type: "TYPE",
      options: config.tripTypes.map(({ code, label }): TripTypeOption => ({
        ...option(code, label, { selected: code === tripType }),
        code,
        assignedTags: [],
        options: [],
        multiroom: MULTIROOM.has(code),
        additionalOptions: WITH_AIRPORTS.has(code),
        searchOffersUrl: `/wypoczynek/${criteriaOf(code === NO_PASSPORT ? "WS" : code)}`,
        globalTypes: [code === NO_PASSPORT ? "WS" : code],
        filterTags: code === NO_PASSPORT ? [NO_PASSPORT] : [],
      })),
    },
    {
      type: "AIRPORT",
      enabled: WITH_AIRPORTS.has(tripType),
      options: (["RO", "PL"] as const).map((groupCode) => {
        const members = airports
          .filter((airport) => airport.group === groupCode)
          .map((airport) =>
            option(airport.code, airport.names[locale], {
              selected: chosenAirports.includes(airport.code),
              enabled: WITH_AIRPORTS.has(tripType) && anyFlights.airports.has(airport.code),
            }),
          );
        const selectedCount = members.filter((m) => m.selected).length;
        return option(groupCode, groupCode, {
          selected: selectedCount > 0 && selectedCount === members.length,
          indeterminate: selectedCount > 0 && selectedCount < members.length,
          enabled: members.some((m) => m.enabled),
          options: members,
        });
      }),
    },
    { type: "REGION", options: regionOptions(destinations, chosenDestinations, enabled, available, locale) },
    {
      type: "DURATION",
      options: DURATION_PRESETS.map((preset) => option(preset, preset, { selected: preset === duration })),
    },
    { type: "CALENDAR", ...calendar },
    partyFilter("ADULTS", rooms, config),
    partyFilter("CHILDREN", rooms, config),
    {
      type: "OCCUPANCY",
      enabled: MULTIROOM.has(tripType),
      maxRooms: MULTIROOM.has(tripType) ? MAX_ROOMS : 1,
      maxParticipants: config.maxParticipants,
      occupancies: rooms.map((room) => ({
        adultsCount: room.adults,
        childrenBirthDates: room.birthDates,
        participantsCount: room.adults + room.children,
      })),
    },
  ];
  return { filters, airportGroup: group as "RO" | "PL", sameGroup: groups.size <= 1, droppedAirports };
}

function criteriaOf(tripType: string) {
  return Object.entries(LISTING_CRITERIA).find(
    ([, criteria]) => criteria.tripType === tripType && criteria.defaults.length === 0,
  )![0];
}

/**
 * The chosen destinations as few codes as possible: unknown and disabled ones dropped, a child of a
 * chosen parent folded into the parent, and a parent whose children are all chosen chosen itself.
 */
export function normalizeTree(
  nodes: DestinationNode[],
  codes: string[],
  enabled: (node: DestinationNode) => boolean,
): Set<string> {
  const byCode = new Map(nodes.map((node) => [node.code, node]));
  const chosen = new Set(codes.filter((code) => byCode.has(code) && enabled(byCode.get(code)!)));
  const hasChosenAncestor = (node: DestinationNode) => {
    for (let parent = node.parentCode; parent; parent = byCode.get(parent)?.parentCode ?? null) {
      if (chosen.has(parent)) return true;
    }
    return false;
  };
  for (const code of [...chosen]) if (hasChosenAncestor(byCode.get(code)!)) chosen.delete(code);
  for (const level of ["region", "country"] as const) {
    for (const parent of nodes.filter((node) => node.level === level && !chosen.has(node.code))) {
      const children = nodes.filter((node) => node.parentCode === parent.code && enabled(node));
      if (children.length > 0 && children.every((child) => chosen.has(child.code))) {
        for (const child of children) chosen.delete(child.code);
        chosen.add(parent.code);
      }
    }
  }
  return chosen;
}

function regionOptions(
  nodes: DestinationNode[],
  chosen: Set<string>,
  enabled: (node: DestinationNode) => boolean,
  available: Availability,
  locale: Locale,
): GsOption[] {
  const children = new Map<string | null, DestinationNode[]>();
  for (const node of nodes) children.set(node.parentCode, [...(children.get(node.parentCode) ?? []), node]);
  // The three countries with the most hotels on offer stand out in the list.
  const highlighted = new Set(
    (children.get(null) ?? [])
      .filter((node) => available.destinations.has(node.code))
      .sort((a, b) => b.hotelCount - a.hotelCount)
      .slice(0, 3)
      .map((node) => node.code),
  );
  const build = (node: DestinationNode, inheritedSelected: boolean): GsOption => {
    const selected = inheritedSelected || chosen.has(node.code);
    const options = (children.get(node.code) ?? []).map((child) => build(child, selected));
    return option(node.code, node.names[locale], {
      selected,
      indeterminate: !selected && options.some((o) => o.selected || o.indeterminate),
      enabled: enabled(node),
      highlighted: highlighted.has(node.code),
      assignedTags: [
        ...(ID_CARD_COUNTRIES.has(node.countryCode) ? [NO_PASSPORT] : []),
        ...(node.season === "WINTER" ? ["SKI"] : []),
      ],
      options,
    });
  };
  return (children.get(null) ?? []).map((node) => build(node, false));
}

/** Travel dates: never before today, a year ahead at most, from before to. */
function dates(from: string | null, to: string | null, today: Date) {
  const min = isoDay(today.getTime());
  const max = isoDay(today.getTime() + 365 * DAY);
  const clamp = (value: string | null) =>
    value === null ? null : value < min ? min : value > max ? max : value;
  let selectedFrom = clamp(from);
  let selectedTo = clamp(to);
  if (selectedFrom && selectedTo && selectedFrom > selectedTo)
    [selectedFrom, selectedTo] = [selectedTo, selectedFrom];
  return { selectedFrom, selectedTo, min, max };
}

/**
 * The party: several rooms only for a multiroom trip type (else back to the default of one room
 * with the default adults, spec §4), a child's birth date kept only when it is a child's.
 */
function party(rooms: Room[], tripType: GsTripType, today: Date, defaultAdults: number): Room[] {
  if (rooms.length > 1 && !MULTIROOM.has(tripType))
    return [{ adults: defaultAdults, birthDates: [], children: 0 }];
  return rooms.slice(0, MAX_ROOMS).map((room) => {
    const children = Math.min(MAX_CHILDREN, Math.max(room.children, 0));
    return {
      adults: Math.min(MAX_PARTICIPANTS, Math.max(1, room.adults)),
      birthDates: room.birthDates.filter((date) => isChild(date, today)).slice(0, children),
      children,
    };
  });
}

function partyFilter(type: "ADULTS" | "CHILDREN", rooms: Room[], config: SearchConfig): GsFilter {
  const adults = rooms.reduce((sum, room) => sum + room.adults, 0);
  const children = rooms.reduce((sum, room) => sum + room.children, 0);
  return type === "ADULTS"
    ? {
        type,
        selectedCount: adults,
        min: rooms.length,
        max: Math.max(1, config.maxParticipants - children),
        default: config.defaultAdults,
      }
    : {
        type,
        selectedCount: children,
        birthDates: rooms.flatMap((room) => room.birthDates),
        min: 0,
        max: Math.max(0, Math.min(MAX_CHILDREN * rooms.length, config.maxParticipants - adults)),
        default: 0,
      };
}

/** POST /www/gs/filters */
export async function globalSearchFilters(request: z.output<typeof GsFiltersSchema>, context: Context) {
  const config = await searchConfig(context);
  const { filters } = await buildFilters(
    readSelection(request.filters, config.defaultAdults),
    config,
    context,
  );
  return { filters };
}

/** POST /www/gs/filters/initial: the filters of the remembered search (the web's cookies). */
export async function initialGlobalSearchFilters(request: ParsedInitial, context: Context) {
  const config = await searchConfig(context);
  const rooms: Room[] =
    request.occupancies.length > 0
      ? request.occupancies.map((room) => ({
          adults: room.adultsCount,
          birthDates: room.childrenBirthDates,
          children: room.childrenBirthDates.length,
        }))
      : [
          {
            adults: request.adultsCount ?? config.defaultAdults,
            birthDates: request.childrenBirthDates,
            children: request.childrenBirthDates.length,
          },
        ];
  const built = await buildFilters(
    {
      tripType: request.travelType,
      airports: request.airports.map((code) => code.toUpperCase()),
      destinations: request.destinations.map((code) => code.toUpperCase()),
      duration: undefined,
      from: null,
      to: null,
      rooms,
    },
    config,
    context,
  );
  return {
    filters: built.filters,
    sameAirportGroupInfo: {
      sameGroup: built.sameGroup,
      group: built.airportGroup,
      droppedAirports: built.droppedAirports,
    },
  };
}
