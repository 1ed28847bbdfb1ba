import { sql } from "drizzle-orm";
import { slugify } from "../../../contract/slug";
import type { Db } from "../../client";
import {
  airports,
  destinations,
  hotelRooms,
  hotels,
  type ChildPolicy,
  type LocalizedText,
} from "../../schema";
import { describeHotel, TOURS } from "./descriptions";
import {
  AIRPORTS,
  ARRIVAL_AIRPORTS,
  COUNTRIES,
  type CountrySeed,
  type RegionSeed,
  type ResortSeed,
} from "./destinations";

/** Deterministic pseudo-random numbers (mulberry32): the same seed gives the same catalogue. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slugsOf = (names: LocalizedText): LocalizedText => ({
  ro: slugify(names.ro),
  pl: slugify(names.pl),
  uk: slugify(names.uk),
  cs: slugify(names.cs),
  hu: slugify(names.hu),
});

const sameInAll = (text: string): LocalizedText => ({ ro: text, pl: text, uk: text, cs: text, hu: text });

const BEACH_NAMES = [
  "Aegean",
  "Blue Lagoon",
  "Sunrise",
  "Palm Garden",
  "Olive Grove",
  "Golden Sands",
  "Coral Bay",
  "Sea Breeze",
  "Paradise",
  "Royal",
  "Azure",
  "Marina",
  "Horizon",
  "Bella Vista",
  "Crystal",
  "Sunset",
  "Mediterranean",
  "Lotus",
  "Cavo",
  "Aqua",
];
const BEACH_KINDS = [
  "Resort & Spa",
  "Beach Hotel",
  "Palace",
  "Village",
  "Suites",
  "Family Club",
  "Boutique Hotel",
  "Bay Resort",
  "Garden Hotel",
  "Beach Club",
];
const SKI_NAMES = [
  "Alpenhof",
  "Bergblick",
  "Edelweiss",
  "Tirolerhof",
  "Alpina",
  "Gletscherblick",
  "Schneekristall",
  "Bergkristall",
  "Sonnalp",
  "Post",
];
const SKI_KINDS = ["Hotel", "Chalet", "Sporthotel", "Alpine Lodge", "Mountain Resort"];

/** Room types with the names customers read; each hotel offers a few of them. */
export const ROOMS = [
  {
    code: "DBL",
    maxAdults: 2,
    maxPax: 3,
    names: {
      ro: "Cameră dublă",
      pl: "Pokój dwuosobowy",
      uk: "Двомісний номер",
      cs: "Dvoulůžkový pokoj",
      hu: "Kétágyas szoba",
    },
  },
  {
    code: "DBL_SV",
    maxAdults: 2,
    maxPax: 3,
    names: {
      ro: "Cameră dublă cu vedere la mare",
      pl: "Pokój dwuosobowy z widokiem na morze",
      uk: "Двомісний номер з видом на море",
      cs: "Dvoulůžkový pokoj s výhledem na moře",
      hu: "Kétágyas szoba tengerre néző kilátással",
    },
  },
  {
    code: "FAM",
    maxAdults: 3,
    maxPax: 4,
    names: {
      ro: "Cameră de familie",
      pl: "Pokój rodzinny",
      uk: "Сімейний номер",
      cs: "Rodinný pokoj",
      hu: "Családi szoba",
    },
  },
  {
    code: "SUITE",
    maxAdults: 3,
    maxPax: 5,
    names: { ro: "Suită", pl: "Apartament typu suite", uk: "Люкс", cs: "Apartmá suite", hu: "Lakosztály" },
  },
  {
    code: "APT",
    maxAdults: 4,
    maxPax: 5,
    names: { ro: "Apartament", pl: "Apartament", uk: "Апартаменти", cs: "Apartmán", hu: "Apartman" },
  },
  {
    code: "SGL",
    maxAdults: 1,
    maxPax: 1,
    names: {
      ro: "Cameră single",
      pl: "Pokój jednoosobowy",
      uk: "Одномісний номер",
      cs: "Jednolůžkový pokoj",
      hu: "Egyágyas szoba",
    },
  },
] as const satisfies readonly { code: string; maxAdults: number; maxPax: number; names: LocalizedText }[];

interface Resort {
  country: CountrySeed;
  region: RegionSeed;
  resort: ResortSeed;
  season: "SUMMER" | "WINTER" | "ALL_YEAR";
}

function allResorts(): Resort[] {
  return COUNTRIES.flatMap((country) =>
    country.regions.flatMap((region) =>
      region.resorts.map((resort) => ({ country, region, resort, season: region.season ?? country.season })),
    ),
  );
}

export interface CatalogueSize {
  /** Number of hotels (round trips included). */
  hotels: number;
  /** Share of the possible departures kept as offers (the rest is sold out). */
  density: number;
}

export const SEED_SIZES = {
  /** Unit and API tests: small and fast. */
  test: { hotels: 40, density: 0.5 },
  /** `npm start`: a realistic site. */
  demo: { hotels: 320, density: 0.55 },
  /** `npm run bench:search`: about 1,000,000 offers. */
  bench: { hotels: 2600, density: 0.62 },
} satisfies Record<string, CatalogueSize>;

export type SeedSize = keyof typeof SEED_SIZES;

interface HotelRow {
  row: typeof hotels.$inferInsert;
  rooms: (typeof hotelRooms.$inferInsert)[];
  plans: Plan[];
}

/** Which offers a hotel gets: one plan per trip type and departure airport. */
interface Plan {
  hotelCode: string;
  tripType: "WS" | "DW" | "WO" | "NR" | "CZ";
  airportCode: string | null;
  firstDate: string;
  lastDate: string;
  durations: number[];
  /** Price of a night per adult in a double room, all inclusive equivalent, in cents. */
  nightPrice: number;
  /** Flight or transport share of the price per adult, in cents. */
  travelPrice: number;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Season windows counted from `today`: the coming summer (May–mid October), the coming winter
 * (December–mid April), and twelve months for all-year destinations. Departures are weekly, each
 * hotel on its own weekday.
 */
export function seasonWindows(today: Date) {
  const year = today.getUTCFullYear();
  const summerYear = today.getUTCMonth() >= 9 ? year + 1 : year;
  const winterYear = today.getUTCMonth() >= 3 ? year : year - 1;
  const start = new Date(Date.UTC(year, today.getUTCMonth(), today.getUTCDate() + 7));
  return {
    SUMMER: { from: new Date(Date.UTC(summerYear, 4, 1)), to: new Date(Date.UTC(summerYear, 9, 15)) },
    WINTER: { from: new Date(Date.UTC(winterYear, 11, 1)), to: new Date(Date.UTC(winterYear + 1, 3, 15)) },
    ALL_YEAR: { from: start, to: new Date(Date.UTC(year + 1, today.getUTCMonth(), today.getUTCDate())) },
  };
}

function buildHotels(size: CatalogueSize, today: Date): HotelRow[] {
  const rand = random(20270501);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)] as T;
  const resorts = allResorts();
  // Beach resorts sell more hotels than ski resorts; every resort gets some.
  const weighted = resorts.flatMap((r) => Array.from({ length: r.season === "WINTER" ? 2 : 3 }, () => r));
  const windows = seasonWindows(today);
  const roAirports = AIRPORTS.filter((a) => a.group === "RO");
  const plAirports = AIRPORTS.filter((a) => a.group === "PL");
  const usedSlugs = new Set<string>();
  const rows: HotelRow[] = [];
  const tourEvery = 40;

  for (let i = 0; i < size.hotels; i += 1) {
    const code = `H${String(i + 1).padStart(5, "0")}`;
    const isTour = i % tourEvery === tourEvery - 1;
    const tour = isTour ? TOURS[Math.floor(i / tourEvery) % TOURS.length] : undefined;
    const place = tour
      ? (resorts.find((r) => r.region.code === tour.regionCode) ?? weighted[0]!)
      : weighted[(i * 7919) % weighted.length]!;
    const ski = place.season === "WINTER";
    const stars = tour ? 4 : ski ? pick([3, 4, 4, 5]) : pick([2, 3, 3, 4, 4, 4, 5, 5]);
    const baseName = ski
      ? `${pick(SKI_KINDS)} ${pick(SKI_NAMES)}`
      : `${pick(BEACH_NAMES)} ${pick(BEACH_KINDS)}`;
    const name = tour
      ? tour.names
      : sameInAll(rand() < 0.3 ? `${baseName} ${place.resort.names.ro}` : baseName);
    let slug = slugify(
      name.ro.includes(place.resort.names.ro) ? name.ro : `${name.ro} ${place.resort.names.ro}`,
    );
    while (usedSlugs.has(slug)) slug = `${slug}-${code.toLowerCase()}`;
    usedSlugs.add(slug);

    const facilities = ski
      ? [
          "WIFI",
          "SKI_STORAGE",
          ...(rand() < 0.4 ? ["SKI_IN_OUT"] : []),
          ...(rand() < 0.5 ? ["SPA", "SAUNA"] : []),
          ...(rand() < 0.3 ? ["POOL"] : []),
        ]
      : [
          "WIFI",
          ...(rand() < 0.85 ? ["POOL"] : []),
          ...(rand() < 0.25 ? ["AQUAPARK"] : []),
          ...(rand() < 0.3 ? ["BEACHFRONT"] : []),
          ...(stars >= 4 && rand() < 0.6 ? ["SPA"] : []),
          ...(rand() < 0.45 ? ["FITNESS"] : []),
          ...(rand() < 0.08 ? ["ADULTS_ONLY"] : rand() < 0.45 ? ["KIDS_CLUB"] : []),
        ];
    const boards = tour
      ? ["HB"]
      : ski
        ? rand() < 0.5
          ? ["HB", "BB"]
          : ["HB"]
        : stars >= 4
          ? rand() < 0.5
            ? ["AI", "UAI"]
            : ["AI", "HB"]
          : stars === 3
            ? rand() < 0.5
              ? ["AI", "BB"]
              : ["HB"]
            : ["BB", "RO"];
    const roomKinds = tour
      ? [ROOMS[0], ROOMS[5]]
      : [
          ROOMS[0],
          ...(rand() < 0.5 ? [ROOMS[1]] : []),
          ...(rand() < 0.6 ? [ROOMS[2]] : []),
          ...(stars >= 4 && rand() < 0.4 ? [ROOMS[3]] : rand() < 0.25 ? [ROOMS[4]] : []),
        ];
    const childPolicy: ChildPolicy = {
      infantUntil: 2,
      childUntil: 12,
      teenUntil: 18,
      infantPrice: ski || tour ? 0 : 4900,
      childFactor: Math.round((0.3 + rand() * 0.3) * 100) / 100,
      teenFactor: Math.round((0.6 + rand() * 0.2) * 100) / 100,
    };
    const starFactor = { 2: 0.75, 3: 1, 4: 1.35, 5: 1.85 }[stars] ?? 1;
    const nightPrice = Math.round(place.country.priceLevel * starFactor * 100);
    const window = windows[place.season];
    const firstDate = new Date(window.from.getTime() + Math.floor(rand() * 7) * 86_400_000);

    const plans: Plan[] = [];
    const plan = (
      tripType: Plan["tripType"],
      airportCode: string | null,
      durations: number[],
      travelPrice: number,
    ) =>
      plans.push({
        hotelCode: code,
        tripType,
        airportCode,
        firstDate: iso(firstDate),
        lastDate: iso(window.to),
        durations,
        nightPrice,
        travelPrice,
      });
    if (tour) {
      plan("WO", pick(roAirports).code, [7], 21000);
      plan("WO", pick(plAirports).code, [7], 23000);
    } else if (ski) {
      plan("NR", null, rand() < 0.5 ? [6, 7] : [7], 0);
    } else {
      const ro = [...roAirports].sort(() => rand() - 0.5).slice(0, 1 + Math.floor(rand() * 2));
      for (const airport of [...ro, pick(plAirports)]) {
        plan("WS", airport.code, [7, rand() < 0.5 ? 10 : 14], 17000 + Math.floor(rand() * 6000));
      }
      if (place.country.byCar && place.region.byCar !== false) plan("DW", null, [7], 0);
      if (rand() < 0.2) plan("CZ", pick(roAirports).code, [7, 14], 15000);
    }

    rows.push({
      row: {
        code,
        type: tour ? "TOUR" : "HOTEL",
        names: name,
        slug,
        stars,
        countryCode: place.country.code,
        regionCode: place.region.code,
        resortCode: place.resort.code,
        latitude: place.resort.latitude + (rand() - 0.5) * 0.04,
        longitude: place.resort.longitude + (rand() - 0.5) * 0.04,
        rating: Math.round(Math.min(5, 2.6 + stars * 0.4 + (rand() - 0.5) * 0.8) * 10) / 10,
        reviewCount: 20 + Math.floor(rand() * rand() * 4000),
        facilities,
        boards,
        descriptions: describeHotel({
          name: name.ro,
          stars,
          resort: place.resort.names,
          beachMeters: facilities.includes("BEACHFRONT") ? 0 : 50 + Math.floor(rand() * 12) * 50,
          pool: facilities.includes("POOL"),
          kidsClub: facilities.includes("KIDS_CLUB"),
          spa: facilities.includes("SPA"),
          ski,
        }),
        childPolicy,
        multiroomEnabled: !tour && roomKinds.length >= 2,
        season: place.season,
        imageCount: 4 + Math.floor(rand() * 5),
        tourPlan: tour ? tour.plan.map((title, index) => ({ day: index * 2 + 1, title })) : null,
      },
      rooms: roomKinds.map((room) => ({
        hotelCode: code,
        roomCode: room.code,
        names: room.names,
        maxAdults: room.maxAdults,
        maxPax: room.maxPax,
      })),
      plans,
    });
  }
  return rows;
}

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/**
 * Writes the catalogue (destinations, airports, hotels, rooms) and generates the offers in SQL from
 * each hotel's plans: weekly departures × durations × boards × rooms, thinned by `density`, priced
 * by destination, stars, board, room, month and a deterministic jitter.
 */
export async function seedCatalogue(db: Db, size: CatalogueSize, today = new Date()): Promise<void> {
  const destinationRows = COUNTRIES.flatMap((country, countryIndex) => [
    {
      code: country.code,
      parentCode: null,
      level: "country",
      countryCode: country.code,
      names: country.names,
      slugs: slugsOf(country.names),
      season: country.season,
      latitude: null,
      longitude: null,
      sortOrder: countryIndex,
    },
    ...country.regions.flatMap((region, regionIndex) => [
      {
        code: region.code,
        parentCode: country.code,
        level: "region",
        countryCode: country.code,
        names: region.names,
        slugs: slugsOf(region.names),
        season: region.season ?? country.season,
        arrivalAirport: ARRIVAL_AIRPORTS[region.code]?.code ?? null,
        arrivalAirportNames: ARRIVAL_AIRPORTS[region.code]?.names ?? null,
        latitude: null,
        longitude: null,
        sortOrder: regionIndex,
      },
      ...region.resorts.map((resort, resortIndex) => ({
        code: resort.code,
        parentCode: region.code,
        level: "resort",
        countryCode: country.code,
        names: resort.names,
        slugs: slugsOf(resort.names),
        season: region.season ?? country.season,
        latitude: resort.latitude,
        longitude: resort.longitude,
        sortOrder: resortIndex,
      })),
    ]),
  ]);
  await db.insert(destinations).values(destinationRows);
  await db.insert(airports).values(
    AIRPORTS.map((a) => ({
      code: a.code,
      groupCode: a.group,
      names: a.names,
      latitude: a.latitude,
      longitude: a.longitude,
    })),
  );

  const built = buildHotels(size, today);
  for (const part of chunks(built, 200)) {
    await db.insert(hotels).values(part.map((h) => h.row));
    await db.insert(hotelRooms).values(part.flatMap((h) => h.rooms));
  }

  await db.execute(sql`CREATE TEMPORARY TABLE seed_plans (
    hotel_code text, trip_type text, airport_code text, first_date date, last_date date,
    durations int[], night_price int, travel_price int)`);
  for (const part of chunks(
    built.flatMap((h) => h.plans),
    500,
  )) {
    await db.execute(
      sql`INSERT INTO seed_plans VALUES ${sql.join(
        part.map(
          (p) =>
            sql`(${p.hotelCode}, ${p.tripType}, ${p.airportCode}, ${p.firstDate}, ${p.lastDate}, ${`{${p.durations.join(",")}}`}::int[], ${p.nightPrice}, ${p.travelPrice})`,
        ),
        sql`, `,
      )}`,
    );
  }
  await db.execute(sql`
    INSERT INTO offers (offer_code, hotel_code, trip_type, airport_code, departure_date, duration, board_code, room_code,
      max_adults, max_pax, price_adult, original_price_adult, airline_code, flight_number, departure_time, return_time,
      country_code, region_code, resort_code, stars)
    SELECT
      o.trip_type || '-' || o.hotel_code || '-' || coalesce(o.airport_code, 'CAR') || '-' || to_char(o.day, 'YYYYMMDD')
        || '-' || lpad(o.duration::text, 2, '0') || '-' || o.board || '-' || o.room_code,
      o.hotel_code, o.trip_type, o.airport_code, o.day, o.duration, o.board, o.room_code, o.max_adults, o.max_pax,
      o.price,
      CASE WHEN o.r2 < 0.3 THEN (round(o.price * (1.08 + o.r3 * 0.17) / 100) * 100)::int ELSE o.price END,
      o.airline,
      CASE WHEN o.airline IS NULL THEN NULL ELSE o.airline || (100 + floor(o.r3 * 8900))::int::text END,
      CASE WHEN o.airport_code IS NULL THEN NULL
        ELSE (ARRAY['06:05','07:40','09:15','11:30','14:10','17:45','21:20'])[1 + floor(o.r2 * 7)::int] END,
      CASE WHEN o.airport_code IS NULL THEN NULL
        ELSE (ARRAY['08:20','10:55','13:05','15:40','19:15','22:30'])[1 + floor(o.r3 * 6)::int] END,
      o.country_code, o.region_code, o.resort_code, o.stars
    FROM (
      SELECT p.*, h.country_code, h.region_code, h.resort_code, h.stars, d::date AS day, dur AS duration, b AS board,
        r.room_code, r.max_adults, r.max_pax, k.r1, k.r2, k.r3,
        CASE WHEN p.airport_code IS NULL THEN NULL
          ELSE (CASE WHEN p.airport_code IN ('OTP','CLJ','TSR','IAS','SBZ') THEN ARRAY['RO','W6','FR','H4']
                ELSE ARRAY['LO','E4','FR','W6'] END)[1 + floor(k.r3 * 4)::int] END AS airline,
        ((round((p.night_price * dur
            * CASE b WHEN 'RO' THEN 0.6 WHEN 'BB' THEN 0.75 WHEN 'HB' THEN 0.9 WHEN 'FB' THEN 1.0 WHEN 'AI' THEN 1.2 ELSE 1.45 END
            * CASE r.room_code WHEN 'DBL_SV' THEN 1.12 WHEN 'FAM' THEN 1.05 WHEN 'SUITE' THEN 1.5 WHEN 'APT' THEN 0.95 WHEN 'SGL' THEN 1.35 ELSE 1 END
            * CASE extract(month FROM d)::int WHEN 7 THEN 1.3 WHEN 8 THEN 1.32 WHEN 6 THEN 1.12 WHEN 9 THEN 1.08
                WHEN 12 THEN 1.25 WHEN 2 THEN 1.15 ELSE 0.95 END
            + p.travel_price) * (0.9 + 0.2 * k.r1) / 100) * 100))::int AS price
      FROM seed_plans p
      JOIN hotels h ON h.code = p.hotel_code
      JOIN hotel_rooms r ON r.hotel_code = p.hotel_code
      CROSS JOIN LATERAL generate_series(p.first_date, p.last_date, interval '7 days') AS d
      CROSS JOIN LATERAL unnest(p.durations) AS dur
      CROSS JOIN LATERAL unnest(h.boards) AS b
      CROSS JOIN LATERAL (
        SELECT
          ('x' || substr(m, 1, 8))::bit(32)::bigint / 4294967296.0 AS r1,
          ('x' || substr(m, 9, 8))::bit(32)::bigint / 4294967296.0 AS r2,
          ('x' || substr(m, 17, 8))::bit(32)::bigint / 4294967296.0 AS r3,
          ('x' || substr(m, 25, 8))::bit(32)::bigint / 4294967296.0 AS keep
        FROM md5(p.hotel_code || p.trip_type || coalesce(p.airport_code, '') || d::date::text || dur || b || r.room_code) AS m
      ) k
      WHERE k.keep < ${size.density}
        AND (p.trip_type <> 'WO' OR r.room_code IN ('DBL', 'SGL'))
    ) o`);
  await db.execute(sql`DROP TABLE seed_plans`);
  await db.execute(sql`ANALYZE offers`);
}
