import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../server/db/client";
import { readOutbox } from "../../server/modules/mail/outbox";
import { auth, startTestApi, SUMMER_YEAR, type TestApi } from "./helpers";
import { installWriteLog } from "./write-log";

/**
 * Every operation of the OpenAPI document gets bad input: a valid example of it mutated (a field
 * replaced by a wrong type, a control character, a huge or negative number, a long string, deep
 * nesting; a field dropped or added; the body replaced, malformed or sent as another type; bad path
 * parameters, query strings and headers). The API must never answer 5xx, and an input it refuses
 * with a 4xx must write nothing: row-level triggers on every table log each write.
 * FUZZ_SEED=<n> replays a run; fast-check prints the seed and the failing input.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS_PER_OPERATION = 100;
/** Rate-limit counters are written by design when a 429 refuses a request. */
const UNLOGGED_TABLES = ["rate_limits"];

interface Example {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}
interface Operation {
  key: string;
  method: string;
  path: string;
  example: Example;
}
interface Attempt {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

let api: TestApi;
let operations: Operation[];

const APP_ID = "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b";

const signUp = (email: string) => ({
  email,
  locale: "ro",
  consent: true,
  source: "home",
  confirmUrl: "https://www.soleo.example/formularz-do-newslettera/potwierdzenie",
});

/** The token of a pending newsletter sign-up, from its confirmation e-mail in the outbox. */
async function confirmationToken(): Promise<string> {
  const email = "fuzz-confirm@example.ro";
  await api.app.inject({
    method: "POST",
    url: "/www/newsletter/subscribe",
    headers: auth.www,
    payload: signUp(email),
  });
  const mail = (await readOutbox(api.outboxDir)).find((message) => message.to === email);
  return new URL(mail!.text.match(/https:\/\/\S+/)![0]).searchParams.get("token")!;
}

/** A request of each operation that the API accepts, built from the seeded catalogue. */
async function validExamples(): Promise<Record<string, Example>> {
  const [offer] = await queryRows<{
    offer_code: string;
    hotel_code: string;
    slug: string;
    airport_code: string;
  }>(
    api.database.db,
    sql`SELECT o.offer_code, o.hotel_code, h.slug, o.airport_code FROM offers o JOIN hotels h ON h.code = o.hotel_code
         WHERE o.trip_type = 'WS' AND o.departure_date >= current_date AND o.max_adults >= 2
         ORDER BY o.offer_code LIMIT 1`,
  );
  const { offer_code: offerCode, hotel_code: hotelCode, slug } = offer!;
  const party = { adultsCount: 2, childrenBirthDates: [`${SUMMER_YEAR - 8}-04-02`] };
  const search = {
    offerType: "BY_PLANE",
    destinationsCodes: ["GR"],
    departuresCodes: ["OTP"],
    numberOfAdults: 2,
    childrenBirthdays: [`${SUMMER_YEAR - 8}-04-02`],
    departureDateFrom: `${SUMMER_YEAR}-07-01`,
    departureDateTo: `${SUMMER_YEAR}-07-31`,
    durationFrom: 7,
    durationTo: 7,
    metaData: { page: 0, pageSize: 10, sorting: "price" },
    filters: [{ filterId: "board", selectedValues: ["AI"] }],
  };
  return {
    "GET /api/globals/{type}": {
      params: { type: "header" },
      query: { locale: "ro", filterByTripTypes: "WS" },
    },
    "GET /api/layout": { query: { locale: "uk" } },
    "GET /www/catalogue/airports": { query: { locale: "pl" } },
    "GET /www/catalogue/destinations": { query: { locale: "ro" } },
    "GET /www/suggest": { query: { q: "cret", locale: "ro", limit: "5" } },
    "GET /www/page/content": { query: { url: "/", locale: "ro", active: "true", draft: "false" } },
    "GET /www/user/info/get": { query: { timestamp: "1700000000000" } },
    "GET /www/hotel-card/{slug}": { params: { slug }, query: { locale: "ro" } },
    "GET /www/hotel-card/{slug}/nearby": { params: { slug }, query: { locale: "pl" } },
    "GET /www/images/hotels/{hotelCode}/{index}": {
      params: { hotelCode, index: "1" },
      query: { w: "400", h: "300", q: "70" },
    },
    "GET /www/offers/{offerCode}": {
      params: { offerCode },
      query: { adultsCount: "2", childrenBirthDates: party.childrenBirthDates.join(","), locale: "ro" },
    },
    "GET /www/lowest-price": {
      query: { destinationCode: "GR", tripType: "WS", adultsCount: "2", duration: "7" },
    },
    "GET /www/search-criteria": {
      query: { destination: "grecia", criteria: "oferty-samolotem", locale: "ro" },
    },
    "POST /www/offers/search": { body: search },
    "POST /www/offers/count": { body: search },
    "POST /www/listing/filters": { body: search },
    "POST /www/offers/prices": {
      body: { offerCodes: [offerCode], numberOfAdults: 2, childrenBirthdays: [] },
    },
    "POST /www/gs/filters": {
      body: {
        filters: [
          { type: "TYPE", options: [{ code: "WS", selected: true }] },
          { type: "REGION", options: [{ code: "GR", options: [{ code: "GR-CRE", selected: true }] }] },
          { type: "ADULTS", selectedCount: 2 },
          { type: "CALENDAR", selectedFrom: `${SUMMER_YEAR}-07-01`, selectedTo: `${SUMMER_YEAR}-07-31` },
        ],
      },
    },
    "POST /www/gs/filters/initial": {
      body: { adultsCount: 2, airports: ["OTP"], destinations: ["GR"], travelType: "WS" },
    },
    "POST /www/configurator/matrix": {
      body: { hotelCode, offerCode, tripType: "WS", duration: 7, boardCode: "AI", ...party },
    },
    "POST /www/configurator/dates": {
      body: {
        hotelCode,
        tripType: "WS",
        airportCode: offer!.airport_code,
        duration: 7,
        month: `${SUMMER_YEAR}-07`,
        ...party,
      },
    },
    "GET /www/wishlist/count": { headers: { "x-app-id": APP_ID } },
    "GET /www/wishlist/keys": { headers: { "x-app-id": APP_ID } },
    "GET /www/wishlist": { query: { locale: "ro" }, headers: { "x-app-id": APP_ID } },
    "POST /www/wishlist/items": { body: { hotelCode, offerCode, ...party }, headers: { "x-app-id": APP_ID } },
    "POST /www/wishlist/items/remove": { body: { hotelCode, offerCode }, headers: { "x-app-id": APP_ID } },
    "POST /www/newsletter/subscribe": { body: signUp("fuzz@example.ro") },
    "POST /www/newsletter/confirm": { body: { token: await confirmationToken() } },
    "POST /www/monitoring/errors": {
      body: { source: "browser", kind: "render", message: "boom", url: "/x?y=1", stack: "at y" },
      headers: { "x-client-key": "fuzz-client" },
    },
  };
}

function render(operation: Operation, example: Example, rawQuery?: string): Attempt {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(example.params?.[name] ?? ""),
  );
  const query = rawQuery ?? new URLSearchParams(example.query ?? {}).toString();
  return {
    method: operation.method,
    url: query ? `${path}?${query}` : path,
    headers: {
      ...auth.www,
      ...(example.body !== undefined ? { "content-type": "application/json" } : {}),
      ...example.headers,
    },
    ...(example.body !== undefined ? { payload: JSON.stringify(example.body) } : {}),
  };
}

const nestedArrays = (depth: number): unknown => (depth === 0 ? "x" : [nestedArrays(depth - 1)]);

const badString = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\u0001\u0002\u001b[31m",
    "\u007f",
    "\u2028\u2029",
    "\ufeff",
    "\ud800",
    "\udfff\ud800x",
    "😀".repeat(60),
    "'; DROP TABLE offers; --",
    "../../etc/passwd",
    "%00",
    "%",
    "<script>alert(1)</script>",
    "null",
    "NaN",
    "-1",
    "1e999",
    "__proto__",
    "constructor",
    "toString",
    "XX",
    "ws",
    "ro-RO",
    "9999-99-99",
    "2020-02-30",
    "0000-00-00",
  ),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.string({ unit: "binary-ascii", maxLength: 30 }),
  fc.integer({ min: 300, max: 120_000 }).map((length) => "x".repeat(length)),
);
const badNumber = fc.oneof(
  fc.constantFrom(-1, 0, 1.5, -2.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  badString,
  badNumber,
  fc.constantFrom(null, true, false, {}, [], [null], { "": "" }),
  fc.array(badString, { maxLength: 4 }),
  fc.dictionary(badString, badString, { maxKeys: 3 }),
  fc.integer({ min: 2, max: 80 }).map(nestedArrays),
);
/** JSON tokens a serializer never writes: a raw mutation puts them into the body text as they are. */
const rawToken = fc.constantFrom(
  "1e999",
  "-1e999",
  "NaN",
  "Infinity",
  "0x10",
  "01",
  "1.",
  '"\\u0000"',
  '"\\ud800"',
  "'x'",
);
const malformedBody = fc.constantFrom(
  "",
  "{",
  '{"a":}',
  "[1,]",
  "nul",
  "\u0000",
  '{"a":1}{"b":2}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  "[".repeat(5000),
  `${"[".repeat(40)}${"]".repeat(40)}`,
  "\ufeff{}",
  '"just a string"',
  "12",
);
const badContentType = fc.constantFrom(
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/json; charset=utf-16",
  "application/xml",
  "",
);
const badEncoded = fc.constantFrom(
  "%",
  "%ZZ",
  "%FF",
  "%C0%AF",
  "%ED%A0%80",
  "%00",
  "%E2%80%AE",
  "a%2Fb",
  "..",
);

type Path = (string | number)[];
function pathsOf(value: unknown, path: Path = []): Path[] {
  if (value === null || typeof value !== "object") return [path];
  const children = Object.entries(value).flatMap(([key, child]) =>
    pathsOf(child, [...path, Array.isArray(value) ? Number(key) : key]),
  );
  return [...(path.length > 0 ? [path] : []), ...children];
}
function setAt(value: unknown, path: Path, replacement: unknown, remove = false): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (remove && Array.isArray(node)) node.splice(Number(last), 1);
  else if (remove) delete node[last];
  else node[last] = replacement;
  return copy;
}

/** Bad inputs for one operation, each a mutation of its valid example. */
function attempts(operation: Operation): fc.Arbitrary<Attempt> {
  const { example } = operation;
  const valid = render(operation, example);
  const mutations: fc.Arbitrary<Attempt>[] = [
    // Headers the API reads.
    fc
      .tuple(fc.constantFrom("x-language", "x-market", "x-app-id", "x-client-key", "x-currency"), badString)
      .map(([name, value]) => ({
        ...valid,
        headers: { ...valid.headers, [name]: value.replace(/[\r\n]/g, "") },
      })),
  ];
  const params = Object.keys(example.params ?? {});
  if (params.length > 0) {
    mutations.push(
      fc
        .tuple(fc.constantFrom(...params), fc.oneof(badString, badNumber.map(String)))
        .map(([name, value]) =>
          render(operation, { ...example, params: { ...example.params, [name]: value } }),
        ),
      fc.tuple(fc.constantFrom(...params), badEncoded).map(([name, raw]) => {
        const at = render(operation, { ...example, params: { ...example.params, [name]: "\u0001" } });
        return { ...at, url: at.url.replace("%01", raw) };
      }),
    );
  }
  const queryKeys = Object.keys(example.query ?? {});
  const query = new URLSearchParams(example.query ?? {}).toString();
  mutations.push(
    fc
      .tuple(
        fc.constantFrom(...queryKeys, "unknown", "__proto__", "constructor"),
        fc.oneof(badString, badNumber.map(String)),
      )
      .map(([name, value]) => render(operation, { ...example, query: { ...example.query, [name]: value } })),
    fc
      .tuple(fc.constantFrom(...queryKeys, "a"), badEncoded)
      .map(([name, raw]) => render(operation, example, `${query}&${name}=${raw}`)),
    fc
      .constantFrom(...queryKeys, "a")
      .map((name) => render(operation, example, `${query}&${name}=1&${name}=2`)),
  );
  if (queryKeys.length > 0) {
    mutations.push(
      fc.constantFrom(...queryKeys).map((name) => {
        const rest = { ...example.query };
        delete rest[name];
        return render(operation, { ...example, query: rest });
      }),
    );
  }
  if (example.body !== undefined) {
    const paths = pathsOf(example.body);
    mutations.push(
      fc
        .tuple(fc.constantFrom(...paths), badValue)
        .map(([path, value]) => render(operation, { ...example, body: setAt(example.body, path, value) })),
      fc
        .constantFrom(...paths)
        .map((path) => render(operation, { ...example, body: setAt(example.body, path, undefined, true) })),
      fc
        .tuple(badString, badValue)
        .map(([name, value]) =>
          render(operation, { ...example, body: { ...(example.body as object), [name]: value } }),
        ),
      badValue.map((body) => render(operation, { ...example, body })),
      fc.tuple(fc.constantFrom(...paths), rawToken).map(([path, token]) => {
        const at = render(operation, { ...example, body: setAt(example.body, path, "__RAW__") });
        return { ...at, payload: at.payload!.replace('"__RAW__"', token) };
      }),
      malformedBody.map((payload) => ({ ...valid, payload })),
      badContentType.map((type) => ({ ...valid, headers: { ...valid.headers, "content-type": type } })),
    );
  } else {
    mutations.push(
      fc.tuple(badContentType, malformedBody).map(([type, payload]) => ({
        ...valid,
        headers: { ...valid.headers, "content-type": type || "application/json" },
        payload,
      })),
    );
  }
  return fc.oneof(...mutations);
}

let writes: () => Promise<number>;

beforeAll(async () => {
  api = await startTestApi();
  const log = await installWriteLog(api.database, UNLOGGED_TABLES);
  writes = async () => (await log.written()).count;
  const doc = (await api.app.inject({ url: "/docs/openapi.json" })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  const examples = await validExamples();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => {
      const key = `${method.toUpperCase()} ${path}`;
      return { key, method: method.toUpperCase(), path, example: examples[key]! };
    }),
  );
  const missing = operations.filter((op) => !op.example).map((op) => op.key);
  expect(missing, "operations without a valid example").toEqual([]);
});
afterAll(() => api.close());

describe("fuzzing every operation", () => {
  it("starts from examples the API accepts", async () => {
    for (const operation of operations) {
      const response = await api.app.inject(render(operation, operation.example));
      expect(response.statusCode, `${operation.key}: ${response.body.slice(0, 300)}`).toBeLessThan(300);
    }
  });

  it("never answers 5xx, and writes nothing for what it refuses", async () => {
    let logged = await writes();
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(attempts(operation), async (attempt) => {
          const response = await api.app.inject(attempt);
          const after = await writes();
          const wrote = after - logged;
          logged = after;
          const label = `${attempt.method} ${attempt.url.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, label).toBeLessThan(500);
          if (response.statusCode >= 400) expect(wrote, `wrote on ${label}`).toBe(0);
        }),
        { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
    }
  }, 120_000);
});
