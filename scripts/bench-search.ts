// `npm run bench:search`: builds the catalogue in scratch in-memory PGlite databases at about
// 100,000 and 1,000,000 offers, runs a realistic mix of searches through the real API, and prints
// p50/p95 per query kind next to a naive single-SQL baseline on the same data, then the hotel card's
// calls (configurator, lowest-price chart). The API runs without its memo of answers, so every call is
// computed.
// Options: --scales=100000,1000000  --runs=40
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../server/app";
import type { OfferSearchRequest } from "../server/contract";
import { openDatabase, queryRows, type Db } from "../server/db/client";
import { seedCatalogue } from "../server/db/seed/catalogue/generate";
import { findLowestPrices } from "../server/modules/hotels/chart-queries";
import { createMailer } from "../server/modules/mail/mailer";

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, "").split("=")));
const scales = (args.scales ?? "100000,1000000").split(",").map(Number);
const runs = Number(args.runs ?? 40);
/** Hotels per offer at the bench density, measured on the generator (about 385 offers a hotel). */
const OFFERS_PER_HOTEL = 385;

const COUNTRIES = ["GR", "TR", "EG", "ES", "BG", "CY", "TN", "IT", "HR", "PT"];
const RESORTS = [
  "GR-CRE-HER",
  "TR-ANT-SID",
  "EG-RSE-HRG",
  "ES-MAJ-ALC",
  "BG-BLK-SBE",
  "CY-LAR-AYN",
  "TN-EST-SOU",
  "HR-DAL-MAK",
];
const AIRPORTS = ["OTP", "CLJ", "TSR", "WAW", "KTW", "KRK"];

interface Kind {
  name: string;
  url: "/www/offers/search" | "/www/offers/count";
  make: (i: number, season: { from: string }) => OfferSearchRequest;
}

const month = (season: { from: string }, offset: number) => {
  const start = new Date(season.from);
  const first = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + offset, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  return {
    departureDateFrom: first.toISOString().slice(0, 10),
    departureDateTo: last.toISOString().slice(0, 10),
  };
};

/** The mix: from the broad first page of the site to a narrow resort week, as visitors search. */
const KINDS: Kind[] = [
  {
    name: "broad (season, any airport)",
    url: "/www/offers/search",
    make: (i) => ({ numberOfAdults: 1 + (i % 2) + 1 }),
  },
  {
    name: "country + airport + month, 7 nights, 2+1",
    url: "/www/offers/search",
    make: (i, s) => ({
      destinationsCodes: [COUNTRIES[i % COUNTRIES.length]!],
      departuresCodes: [AIRPORTS[i % AIRPORTS.length]!],
      ...month(s, 1 + (i % 4)),
      durationFrom: 7,
      durationTo: 7,
      childrenBirthdays: ["2019-04-02"],
    }),
  },
  {
    name: "resort + two weeks",
    url: "/www/offers/search",
    make: (i, s) => {
      const m = month(s, 1 + (i % 4));
      return {
        destinationsCodes: [RESORTS[i % RESORTS.length]!],
        departureDateFrom: m.departureDateFrom,
        departureDateTo: m.departureDateFrom.slice(0, 8) + "15",
      };
    },
  },
  {
    name: "broad + filters (AI, 4-5*, price)",
    url: "/www/offers/search",
    make: (i) => ({
      filters: [
        { filterId: "board", selectedValues: ["AI"] },
        { filterId: "category", selectedValues: ["4", "5"] },
        { filterId: "priceSelector", selectedValues: [`${300 + (i % 5) * 100}#2500`] },
      ],
    }),
  },
  {
    name: "deep page, by rating",
    url: "/www/offers/search",
    make: (i) => ({
      destinationsCodes: [COUNTRIES[i % 3]!],
      metaData: { page: 3 + (i % 3), pageSize: 10, sorting: "hotelRating" },
    }),
  },
  {
    name: "offers count (country)",
    url: "/www/offers/count",
    make: (i) => ({ destinationsCodes: [COUNTRIES[i % COUNTRIES.length]!] }),
  },
  {
    name: "ski season",
    url: "/www/offers/search",
    make: (i) => ({ offerType: "SKI", numberOfAdults: 2 + (i % 2) }),
  },
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/**
 * The naive baseline: the whole listing in one SQL statement, straight on the offers table (cheapest
 * offer per hotel with its party price, the filters, the total and the page). It computes no facets.
 */
async function naive(db: Db, r: OfferSearchRequest) {
  const tripType = { BY_PLANE: "WS", BY_CAR: "DW", SKI: "NR", CHARTER: "CZ", TOUR: "WO" }[
    r.offerType ?? "BY_PLANE"
  ];
  const adults = r.numberOfAdults ?? 2;
  const children = r.childrenBirthdays?.length ?? 0;
  const from = r.departureDateFrom ?? new Date().toISOString().slice(0, 10);
  const to = r.departureDateTo ?? "2100-01-01";
  const list = (values: string[]) =>
    sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
  const boards = r.filters?.find((f) => f.filterId === "board")?.selectedValues ?? [];
  const stars = r.filters?.find((f) => f.filterId === "category")?.selectedValues.map(Number) ?? [];
  const page = r.metaData?.page ?? 0;
  return queryRows(
    db,
    sql`
    SELECT *, count(*) OVER () AS total FROM (
      SELECT DISTINCT ON (o.hotel_code) o.hotel_code, o.offer_code, o.price_adult,
        o.price_adult * (${adults} + ${children} * (h.child_policy->>'childFactor')::float) AS full_price
      FROM offers o JOIN hotels h ON h.code = o.hotel_code
      WHERE o.trip_type = ${tripType} AND o.departure_date BETWEEN ${from} AND ${to}
        AND o.duration BETWEEN ${r.durationFrom ?? 1} AND ${r.durationTo ?? 30}
        AND o.max_adults >= ${adults} AND o.max_pax >= ${adults + children}
        ${r.departuresCodes?.length ? sql`AND o.airport_code IN (${list(r.departuresCodes)})` : sql``}
        ${r.destinationsCodes?.length ? sql`AND (o.country_code IN (${list(r.destinationsCodes)}) OR o.region_code IN (${list(r.destinationsCodes)}) OR o.resort_code IN (${list(r.destinationsCodes)}))` : sql``}
        ${boards.length ? sql`AND o.board_code IN (${list(boards)})` : sql``}
        ${
          stars.length
            ? sql`AND h.stars IN (${sql.join(
                stars.map((s) => sql`${s}`),
                sql`, `,
              )})`
            : sql``
        }
      ORDER BY o.hotel_code, o.price_adult
    ) cheapest
    ORDER BY full_price LIMIT 10 OFFSET ${page * 10}`,
  );
}

async function measure(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 3; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  void label;
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const pad = (text: string, width: number) => text.padEnd(width);
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

for (const target of scales) {
  const hotelCount = Math.max(40, Math.round(target / OFFERS_PER_HOTEL));
  const database = await openDatabase({});
  const seedStarted = performance.now();
  await seedCatalogue(database.db, { hotels: hotelCount, density: 0.62 });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
    database.db,
    sql`SELECT count(*)::int AS n FROM offers`,
  );
  const [{ from } = { from: "" }] = await queryRows<{ from: string }>(
    database.db,
    // Month-based kinds search the beach season, where most offers are.
    sql`SELECT min(departure_date)::text AS from FROM offers WHERE country_code = 'GR'`,
  );
  const app = await buildApp(database, {
    apiKey: "bench-key-123",
    wwwBasicAuth: "bench:bench",
    validateResponses: false,
    logLevel: "error",
    // Runs repeat requests: the memo of answers would time its own lookups, not the search.
    memoizeAnswers: false,
    // Searches send no e-mail; the outbox would be a scratch folder.
    mailer: createMailer({ outboxDir: join(tmpdir(), "bench-search-outbox"), from: "bench@soleo.example" }),
  });
  const headers = {
    "x-api-key": "bench-key-123",
    authorization: `Basic ${Buffer.from("bench:bench").toString("base64")}`,
    "x-language": "ro",
  };
  const heapBefore = process.memoryUsage().heapUsed;
  const replicaStarted = performance.now();
  const warm = await app.inject({ method: "POST", url: "/www/offers/count", headers, payload: {} });
  if (warm.statusCode !== 200) throw new Error(warm.body);
  const replicaSeconds = (performance.now() - replicaStarted) / 1000;
  const replicaMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;

  console.log(
    `\n${n.toLocaleString("en")} offers, ${hotelCount} hotels (seeded in ${seedSeconds.toFixed(1)} s), ${runs} runs per kind, PGlite in memory`,
  );
  console.log(
    `search replica built in ${replicaSeconds.toFixed(1)} s, heap grew by about ${replicaMb.toFixed(0)} MB`,
  );
  console.log(
    `${pad("query kind", 42)}${"engine p50".padStart(10)}${"engine p95".padStart(11)}${"naive p50".padStart(11)}${"naive p95".padStart(11)}`,
  );
  for (const kind of KINDS) {
    let i = 0;
    const engine = await measure(kind.name, async () => {
      const response = await app.inject({
        method: "POST",
        url: kind.url,
        headers,
        payload: kind.make(i++, { from }) as object,
      });
      if (response.statusCode !== 200)
        throw new Error(`${kind.name}: ${response.statusCode} ${response.body}`);
    });
    let j = 0;
    const baseline = await measure(kind.name, () => naive(database.db, kind.make(j++, { from })));
    console.log(
      `${pad(kind.name, 42)}${ms(engine.p50)}${ms(engine.p95).padStart(11)}${ms(baseline.p50).padStart(11)}${ms(baseline.p95).padStart(11)}`,
    );
  }
  // The hotel card's calls (issue 4) on the same data: they read one hotel, so no naive baseline but
  // for the country chart, which was one SQL statement over the offers table.
  const hotelCodes = (
    await queryRows<{ code: string }>(
      database.db,
      sql`SELECT code FROM hotels WHERE season = 'SUMMER' AND type = 'HOTEL' ORDER BY code LIMIT 60`,
    )
  ).map((row) => row.code);
  const cardKinds: {
    name: string;
    run: (i: number) => Promise<{ statusCode: number; body: string }>;
    /** The same answer as one SQL statement, where the call once was one. */
    naive?: (i: number) => Promise<unknown>;
  }[] = [
    {
      name: "configurator (hotel, 2 adults)",
      run: (i) =>
        app.inject({
          method: "POST",
          url: "/www/configurator/matrix",
          headers,
          payload: { hotelCode: hotelCodes[i % hotelCodes.length]!, adultsCount: 2 },
        }),
    },
    {
      name: "configurator (date, board, 2+1)",
      run: (i) =>
        app.inject({
          method: "POST",
          url: "/www/configurator/matrix",
          headers,
          payload: {
            hotelCode: hotelCodes[i % hotelCodes.length]!,
            startDate: month({ from }, 1 + (i % 3)).departureDateFrom,
            boardCode: "AI",
            childrenBirthDates: ["2019-04-02"],
          },
        }),
    },
    {
      name: "lowest-price chart (hotel)",
      run: (i) =>
        app.inject({
          method: "GET",
          url: `/www/lowest-price?hotelCode=${hotelCodes[i % hotelCodes.length]!}`,
          headers,
        }),
    },
    {
      name: "lowest-price chart (country)",
      run: (i) =>
        app.inject({
          method: "GET",
          url: `/www/lowest-price?destinationCode=${COUNTRIES[i % COUNTRIES.length]!}`,
          headers,
        }),
      naive: (i) =>
        findLowestPrices(database.db, {
          destinationCode: COUNTRIES[i % COUNTRIES.length]!,
          tripType: "WS",
          adults: 2,
          children: 0,
          participants: 2,
          from: new Date().toISOString().slice(0, 10),
        }),
    },
  ];
  for (const kind of cardKinds) {
    let i = 0;
    const timing = await measure(kind.name, async () => {
      const response = await kind.run(i++);
      if (response.statusCode !== 200)
        throw new Error(`${kind.name}: ${response.statusCode} ${response.body}`);
    });
    let j = 0;
    const naive = kind.naive ? await measure(kind.name, () => kind.naive!(j++)) : undefined;
    console.log(
      `${pad(kind.name, 42)}${ms(timing.p50)}${ms(timing.p95).padStart(11)}${naive ? `${ms(naive.p50).padStart(11)}${ms(naive.p95).padStart(11)}` : ""}`,
    );
  }
  await app.close();
  await database.close();
}
