import { sql } from "drizzle-orm";
import fc from "fast-check";
import { queryRows } from "../../server/db/client";
import { installWriteLog } from "../api/write-log";
import { expect, test } from "./fixtures";
import {
  forwardedHeaders,
  hostsNamedBy,
  nonAsciiReturnTo,
  oddRequestLines,
  rememberedSearchCookie,
  type Attempt,
  type SeedValues,
} from "./fuzz-shapes";
import { startOwnServers, type OwnServers } from "./own-servers";
import { rawRequest } from "./raw-http";

/**
 * The web tier gets a few thousand generated bad inputs (fast-check): every route with parameters
 * (query strings, path segments) and every form (newsletter, wishlist, consent, the global search's
 * filters, the error tunnel), with wrong, huge, control-character, malformed-encoding and wrongly
 * typed values, bad cookies and bad content types; and the shapes outside scanners used (issue 17,
 * fuzz-shapes.ts): long valid remembered-search cookies, forwarded headers and foreign Hosts,
 * non-ASCII redirect targets, absolute-form request lines and odd methods. It must never answer 5xx,
 * every redirect stays on the site with an ASCII Location, every page keeps its canonical and
 * hreflang links on the site's origin, and a request it refuses with a 4xx must write nothing: its
 * own API runs in this process on a database whose triggers log every write. FUZZ_SEED=<n> replays a
 * run; fast-check prints the seed and the failing input.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS_PER_TARGET = 130;
/**
 * Bookkeeping any request may do by design: rate limits count refusals too, and a page (a 404 too)
 * records that its visitor's app id was seen (the ids themselves are checked at the end).
 */
const UNLOGGED_TABLES = ["rate_limits", "visitors"];

let servers: OwnServers;
let WEB: string;
let written: () => Promise<{ count: number; tables: string[] }>;
let seed: SeedValues;

const httpOnly = (project: { use: { javaScriptEnabled?: boolean } }) =>
  project.use.javaScriptEnabled === false;
test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "HTTP only: one project is enough");
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // The skipped project starts no servers of its own.
  if (httpOnly(test.info().project)) return;
  test.setTimeout(180_000);
  servers = await startOwnServers(async (api) => {
    written = (await installWriteLog(api.database, UNLOGGED_TABLES)).written;
  });
  WEB = servers.web;
  seed = await seedValues();
});

test.afterAll(async () => {
  await servers?.stop();
});

/** Real codes and dates of the seed, for values that are long and valid. */
async function seedValues(): Promise<SeedValues> {
  const db = servers.api.database.db;
  const [row] = await queryRows<{ slug: string; code: string; offer_code: string; today: string }>(
    db,
    sql`SELECT h.slug, h.code, o.offer_code, to_char(current_date, 'YYYY-MM-DD') AS today
        FROM offers o JOIN hotels h ON h.code = o.hotel_code
        WHERE o.trip_type = 'WS' AND o.departure_date >= current_date ORDER BY o.offer_code LIMIT 1`,
  );
  const airports = await queryRows<{ code: string }>(db, sql`SELECT code FROM airports ORDER BY code`);
  const destinations = await queryRows<{ code: string }>(
    db,
    sql`SELECT code FROM destinations ORDER BY sort_order, code LIMIT 80`,
  );
  const year = Number(row!.today.slice(0, 4));
  return {
    airports: airports.map(({ code }) => code),
    destinations: destinations.map(({ code }) => code),
    // Children of every age from 1 to 16 on the seed's today.
    birthDates: Array.from({ length: 16 }, (_, age) => `${year - age - 1}-${age % 2 ? "03-01" : "10-15"}`),
    hotelSlug: row!.slug,
    hotelCode: row!.code,
    offerCode: row!.offer_code,
  };
}

// ---- Bad values --------------------------------------------------------------------------------

/** Values a visitor, a crawler or an attacker might put anywhere. */
const badValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)), maxLength: 6 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom(
    "",
    "-1",
    "0",
    "99999999999999999999",
    "1e309",
    "NaN",
    "true",
    "null",
    "[]",
    "{}",
    "2020-01-01",
    "2099-12-31",
    "2026-02-30",
    "1900-01-01",
    "../../etc/passwd",
    "//evil.example/x",
    "/\\evil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "\u0000",
    "\u202e",
    "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
    "a".repeat(3000),
    "WS",
    "OTP",
    "AI",
    "GR",
  ),
);

/** A query string over the names a route reads (and a few it does not), sometimes badly encoded. */
const query = (names: string[]) =>
  fc
    .tuple(
      fc.array(fc.tuple(fc.constantFrom(...names, "x", "__proto__", "a[]"), badValue), { maxLength: 6 }),
      fc.constantFrom("", "%", "&%zz=1", "&=&&", "&" + "q=".repeat(300)),
    )
    .map(
      ([pairs, raw]) => pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("&") + raw,
    );

/** A path segment: a wrong value, encoded, or raw bytes a browser would never send. */
const segment = fc.oneof(
  badValue.map((value) => encodeURIComponent(value)),
  fc.constantFrom("%", "%zz", "%00", "%2e%2e", "..", "%2F", "%C0%AF", "ЯЯ", "x".repeat(400)),
);

// The five locales, and prefixes that are none (a page's `:lang` segment matches any word).
const locale = fc.constantFrom("", "/pl", "/uk", "/cs", "/hu", "/ro", "/xx", "/wypoczynek");
const realLocale = fc.constantFrom("", "/pl", "/uk", "/cs", "/hu");

/**
 * A Cookie header with the site's cookie names holding wrong values, the remembered search's with
 * long valid ones too (or no cookie at all).
 */
const cookie = () =>
  fc.option(
    fc
      .array(
        fc.oneof(
          {
            weight: 4,
            arbitrary: fc.tuple(
              fc.constantFrom("app_id", "consent", "sort", "search", "searchParams", "lastSearch", "x"),
              badValue.map((value) => encodeURIComponent(value)),
            ),
          },
          // A valid remembered search costs every page its search form's API calls: now and then here,
          // always in the "remembered search" target.
          { weight: 1, arbitrary: rememberedSearchCookie(seed, badValue) },
        ),
        { maxLength: 4 },
      )
      .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join("; ")),
    { nil: undefined },
  );

const get = (path: fc.Arbitrary<string>) =>
  fc.record({ path, cookie: cookie() }).map(({ path, cookie }): Attempt => ({
    method: "GET",
    path,
    headers: { accept: "text/html", ...(cookie ? { cookie } : {}) },
  }));

/** A form post: the form's fields with bad values, in a body of a right or wrong type. */
const post = (path: fc.Arbitrary<string>, fields: string[]) =>
  fc
    .record({
      path,
      cookie: cookie(),
      pairs: fc.array(fc.tuple(fc.constantFrom(...fields, "x"), badValue), { maxLength: 8 }),
      type: fc.constantFrom(
        "application/x-www-form-urlencoded",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=xyz",
        "application/json",
        "text/plain",
        "application/xml",
      ),
      raw: fc.option(fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom("%", "{", "a=%zz", "--xyz--")), {
        nil: undefined,
      }),
      origin: fc.constantFrom(WEB, WEB, WEB, "https://evil.example", "null"),
    })
    .map(({ path, cookie, pairs, type, raw, origin }): Attempt => {
      const form = pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("&");
      const body =
        raw ?? (type.startsWith("application/json") ? JSON.stringify(Object.fromEntries(pairs)) : form);
      return {
        method: "POST",
        path,
        headers: { "content-type": type, origin, accept: "text/html", ...(cookie ? { cookie } : {}) },
        body,
      };
    });

/** A JSON post to a live route: a body of the right shape with wrong values, or not JSON at all. */
const postJson = (path: fc.Arbitrary<string>) =>
  fc
    .record({
      path,
      body: fc.oneof(
        fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
        fc.record({ filters: fc.jsonValue({ maxDepth: 3 }) }).map((value) => JSON.stringify(value)),
        fc.string({ maxLength: 300 }),
        fc.constant("{".repeat(5000)),
      ),
      type: fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded"),
    })
    .map(({ path, body, type }): Attempt => ({
      method: "POST",
      path,
      headers: { "content-type": type, origin: WEB, "x-client-key": "fuzz-client" },
      body,
    }));

const SEARCH_NAMES = ["tripType", "ctAdult", "ctChild", "birthDate", "dF", "dT", "startDate", "endDate"];
const LISTING_NAMES = [...SEARCH_NAMES, "room", "a", "sort", "price", "page", "fullPrice", "category"];
const CARD_NAMES = ["q", "tripType", "airport", "adults", "children", "childrenBirthDates", "date", "nights"];
const CARD_MORE = [
  "board",
  "room",
  "fullPrice",
  "bidding",
  "scrollTo",
  "month",
  "clickedLink",
  "catalogVersion",
];

/** Every route with parameters and every form, each with its generator of bad requests. */
function targets(): Record<string, fc.Arbitrary<Attempt>> {
  const withQuery = (prefix: string, names: string[]) =>
    get(fc.tuple(locale, query(names)).map(([lang, q]) => `${lang}${prefix}?${q}`));
  return {
    listing: withQuery("/wypoczynek/grecia/oferty-samolotem", [
      ...LISTING_NAMES,
      "board",
      "facility",
      "rating",
    ]),
    "listing path": get(
      fc
        .tuple(locale, fc.array(segment, { minLength: 1, maxLength: 5 }))
        .map(([lang, segments]) => `${lang}/wypoczynek/${segments.join("/")}`),
    ),
    search: withQuery("/wypoczynek", [...SEARCH_NAMES, "a", "r", "dur", "adults", "room"]),
    "hotel card": withQuery(`/vacante/${seed.hotelSlug}`, [...CARD_NAMES, ...CARD_MORE]),
    "hotel card path": get(
      fc
        .tuple(locale, segment, fc.option(segment))
        .map(([lang, a, b]) => `${lang}/vacante/${b === null ? a : `${seed.hotelSlug}/${b}`}`),
    ),
    directions: get(
      fc
        .tuple(locale, fc.array(segment, { minLength: 1, maxLength: 5 }))
        .map(([lang, segments]) => `${lang}/directions/${segments.join("/")}`),
    ),
    "lowest-price chart": withQuery("/cele-mai-mici-preturi", [
      "hotel",
      "destination",
      "airport",
      "month",
      "adults",
    ]),
    checkout: get(fc.tuple(locale, segment).map(([lang, code]) => `${lang}/checkout/rezervare/${code}`)),
    "internal paths": get(
      fc
        .tuple(locale, fc.constantFrom("listing", "hotelCard"), segment)
        .map(([lang, kind, rest]) => `${lang}/${kind}/${rest}`),
    ),
    "content page": get(
      fc
        .tuple(locale, segment, query(["draft", "preview", "catalogVersion"]))
        .map(([lang, path, q]) => `${lang}/${path}?${q}`),
    ),
    "configurator resource": withQuery("/resources/configurator", ["hotel", ...CARD_NAMES, ...CARD_MORE]),
    "global-search resource": withQuery("/resources/global-search", LISTING_NAMES),
    "suggest resource": withQuery("/resources/suggest", ["q", "locale", "limit"]),
    "offer prices": get(
      query(["code", "adults", "childrenBirthDates", "fullPrice"]).map((q) => `/resources/offer-prices?${q}`),
    ),
    "user info resource": get(
      fc.tuple(locale, query(["timestamp"])).map(([lang, q]) => `${lang}/resources/user-info?${q}`),
    ),
    "hotel image": get(fc.tuple(segment, segment).map(([code, index]) => `/img/hotels/${code}/${index}`)),
    translations: get(fc.tuple(segment, query(["v"])).map(([lng, q]) => `/locales/${lng}?${q}`)),
    wishlist: withQuery("/preferate", ["adults", "childrenBirthDates", "page"]),
    "newsletter form": post(
      fc.tuple(locale, query(["newsletter"])).map(([lang, q]) => `${lang}/formularz-do-newslettera?${q}`),
      ["email", "consent", "source", "returnTo", "inPlace"],
    ),
    "newsletter confirmation": get(
      fc
        .tuple(locale, query(["token", "confirmed"]))
        .map(([lang, q]) => `${lang}/formularz-do-newslettera/potwierdzenie?${q}`),
    ),
    "newsletter confirmation form": post(
      fc
        .tuple(locale, query(["token"]))
        .map(([lang, q]) => `${lang}/formularz-do-newslettera/potwierdzenie?${q}`),
      ["token"],
    ),
    "wishlist form": post(
      locale.map((lang) => `${lang}/preferate`),
      ["intent", "hotelCode", "offerCode", "adults", "childrenBirthDates", "returnTo", "inPlace"],
    ),
    "consent form": post(
      locale.map((lang) => `${lang}/cookies`),
      ["intent", "preferences", "statistics", "marketing", "returnTo"],
    ),
    "global-search filters": postJson(locale.map((lang) => `${lang}/resources/global-search`)),
    "error tunnel": postJson(fc.constant("/monitoring")),
    "remembered search": fc
      .record({
        // Home and search read the remembered search; every page's search form does too.
        path: fc.oneof(
          fc
            .tuple(realLocale, fc.constantFrom("", "/wypoczynek"))
            .map(([lang, page]) => `${lang}${page}` || "/"),
          fc.constantFrom(...pages()),
        ),
        pairs: fc.array(rememberedSearchCookie(seed, badValue), { minLength: 1, maxLength: 6 }),
      })
      .map(({ path, pairs }): Attempt => ({
        method: "GET",
        path,
        headers: { accept: "text/html", cookie: pairs.map(([name, value]) => `${name}=${value}`).join("; ") },
      })),
    "forwarded headers": forwardedHeaders(pages(), new URL(WEB).host, badValue),
    "non-ASCII returnTo": nonAsciiReturnTo(realLocale, seed, WEB),
    "odd request lines": oddRequestLines(pages(), new URL(WEB).host, WEB),
  };
}

/** Pages of every kind, for the shapes that need a real page rather than a bad parameter. */
const pages = () => [
  "/",
  "/pl",
  "/uk/wypoczynek",
  "/wypoczynek/grecia/oferty-samolotem",
  `/vacante/${seed.hotelSlug}/${seed.offerCode}`,
  "/pl/o-nas",
  "/cookies",
  "/preferate",
  "/no-such-page",
  "/monitoring",
  "/favicon.svg",
];

interface Answer {
  status: number;
  location?: string;
  contentType?: string;
  text: string;
}

async function send(attempt: Attempt): Promise<Answer> {
  if (attempt.raw) {
    const answer = await rawRequest(Number(new URL(WEB).port), attempt.path, {
      method: attempt.method,
      host: attempt.raw.host,
      headers: attempt.headers,
      body: attempt.body,
    });
    return {
      status: answer.status,
      location: answer.headers.location?.[0],
      contentType: answer.headers["content-type"]?.[0],
      text: answer.body.toString(),
    };
  }
  const response = await fetch(`${WEB}${attempt.path}`, {
    method: attempt.method,
    headers: attempt.headers,
    body: typeof attempt.body === "object" ? new Uint8Array(attempt.body) : attempt.body,
    redirect: "manual",
  });
  return {
    status: response.status,
    location: response.headers.get("location") ?? undefined,
    contentType: response.headers.get("content-type") ?? undefined,
    text: await response.text(),
  };
}

/**
 * What holds for every answer: a status below 500; a redirect to this site only, its Location ASCII
 * (no raw byte a browser would read its own way); a page's canonical and hreflang links on the site's
 * own origin, and no URL on a host the request named (its Host, a forwarded header). Plain checks,
 * one expect per answer: the fuzz sends thousands.
 */
function problemsOf(answer: Answer, attempt: Attempt): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(answer.status)) problems.push("no answer at all");
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  if (answer.location !== undefined) {
    if (!/^[\x21-\x7e]+$/.test(answer.location)) problems.push(`Location not ASCII: ${answer.location}`);
    if (new URL(answer.location, WEB).origin !== WEB)
      problems.push(`Location off the site: ${answer.location}`);
  }
  if (answer.status !== 200 || !answer.contentType?.startsWith("text/html")) return problems;
  for (const [, href] of answer.text.matchAll(/<link rel="(?:canonical|alternate)"[^>]*href="([^"]+)"/g)) {
    if (new URL(href!).origin !== WEB) problems.push(`link off the site's origin: ${href}`);
  }
  for (const host of hostsNamedBy(attempt, new URL(WEB).host)) {
    const url = new RegExp(`//${host.replace(/[.[\]]/g, "\\$&")}(?=[/"'?#\\s]|$)`, "i");
    if (url.test(answer.text)) problems.push(`a URL on ${host}, which the request named`);
  }
  return problems;
}

test("the web answers a few thousand bad inputs to every route and form without a 5xx, writing nothing it refuses", async () => {
  test.setTimeout(900_000);
  let before = (await written()).count;
  let total = 0;
  const statuses: Record<string, Record<number, number>> = {};
  const seconds: Record<string, number> = {};
  for (const [name, arbitrary] of Object.entries(targets())) {
    const seen = (statuses[name] = {} as Record<number, number>);
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(arbitrary, async (attempt) => {
        total += 1;
        const answer = await send(attempt);
        const { status, text } = answer;
        seen[status] = (seen[status] ?? 0) + 1;
        const after = await written();
        const wrote = after.count - before;
        before = after.count;
        const extra = attempt.raw
          ? ` Host: ${attempt.raw.host ?? "(own)"} ${JSON.stringify(attempt.headers)}`
          : "";
        const label = `${name}: ${attempt.method} ${attempt.path.slice(0, 200)}${extra} ${attempt.body?.slice(0, 120).toString() ?? ""} → ${status} ${text.slice(0, 160)}`;
        const problems = problemsOf(answer, attempt);
        if (status >= 400 && wrote > 0) problems.push(`refused, yet wrote (${after.tables.join(", ")})`);
        expect(problems, label).toEqual([]);
      }),
      { numRuns: RUNS_PER_TARGET, seed: SEED, endOnFailure: true },
    );
    seconds[name] = Math.round((performance.now() - started) / 100) / 10;
  }
  expect(total).toBeGreaterThan(3000);
  test.info().annotations.push({ type: "statuses", description: JSON.stringify(statuses) });
  test.info().annotations.push({ type: "seconds per target", description: JSON.stringify(seconds) });
  // No malformed cookie value became a visitor: only well-formed app ids are recorded.
  const visitors = await queryRows<{ app_id: string }>(
    servers.api.database.db,
    sql`SELECT app_id FROM visitors`,
  );
  expect(visitors.length).toBeGreaterThan(0);
  expect(visitors.filter((row) => !/^[A-Za-z0-9-]{8,64}$/.test(row.app_id))).toEqual([]);
});
