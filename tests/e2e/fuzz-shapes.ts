import fc from "fast-check";
import { GS_TRIP_TYPES, MAX_CHILDREN, MAX_ROOMS } from "../../server/contract";

/**
 * The request shapes the outside scanners of issue 17 used, for the web fuzz (fuzz.spec.ts): the
 * remembered-search cookies with long valid values, forwarded headers and foreign Hosts, redirect
 * targets with non-ASCII bytes, and request lines no browser sends (absolute form, odd methods).
 */

/** One request as the fuzz sends it. */
export interface Attempt {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Sent byte for byte (rawRequest): methods, request targets and Hosts that fetch cannot send. */
  raw?: { host?: string };
}

/** Real values of the seeded database, so that long values are valid ones (dates from its clock). */
export interface SeedValues {
  airports: string[];
  destinations: string[];
  /** Birth dates of children of every age, counted back from the database's today. */
  birthDates: string[];
  hotelSlug: string;
  hotelCode: string;
  offerCode: string;
}

const list = (item: fc.Arbitrary<string>, minLength: number, maxLength: number) =>
  fc.array(item, { minLength, maxLength }).map((items) => items.join(","));

/**
 * The remembered search (app/lib/search/global-search.server.ts): each cookie with a long valid value
 * (21 to 40 real airports, up to 70 real destinations, many real birth dates, many valid rooms), a
 * value at the contract's limits, or a wrong one.
 */
export function rememberedSearchCookie(seed: SeedValues, bad: fc.Arbitrary<string>) {
  const birthDate = fc.constantFrom(...seed.birthDates);
  const room = fc.record({
    adultsCount: fc.integer({ min: 1, max: 4 }),
    childrenBirthDates: fc.array(birthDate, { maxLength: 3 }),
  });
  const values: Record<string, fc.Arbitrary<string>> = {
    adultsCount: fc.oneof(fc.integer({ min: -2, max: 12 }).map(String), bad),
    airports: fc.oneof(
      list(fc.constantFrom(...seed.airports), 1, 20),
      list(fc.constantFrom(...seed.airports), 21, 40),
    ),
    childrenBirthDates: fc.oneof(list(birthDate, 1, MAX_CHILDREN), list(birthDate, MAX_CHILDREN + 1, 30)),
    occupancies: fc
      .array(room, { minLength: 1, maxLength: MAX_ROOMS + 6 })
      .map((rooms) => JSON.stringify(rooms)),
    destinations: list(fc.constantFrom(...seed.destinations), 1, 70),
    travelType: fc.oneof(
      fc.constantFrom(...GS_TRIP_TYPES),
      fc.constantFrom(...GS_TRIP_TYPES).map((t) => t.repeat(30)),
    ),
  };
  return fc
    .constantFrom(...Object.keys(values))
    .chain((name) =>
      fc.oneof(values[name]!, bad).map((value): [string, string] => [name, encodeURIComponent(value)]),
    );
}

/** Printable Latin-1 only: what a header line can carry without ending it. */
const headerSafe = (value: string) => value.replace(/[^\x20-\x7e\xa0-\xff]/g, "");

/** Values a proxy, a scanner or an attacker puts into Host and the forwarded headers. */
const forwardedValue = (bad: fc.Arbitrary<string>) =>
  fc.oneof(
    fc.constantFrom(
      "x:1337",
      "evil.example",
      "evil.example:443",
      "[::1]:1337",
      "127.0.0.1:1",
      "https",
      "gopher",
      "javascript",
      "",
      "unknown",
      "1.2.3.4, 5.6.7.8, 127.0.0.1",
      "for=198.51.100.7;host=x:1337;proto=https",
      'for="[2001:db8::1]:4711";host=evil.example, for=unknown',
      "host=x:1337, host=y:1",
      "evil.example/path?x=1#y",
      "x:99999",
      "a".repeat(2000),
    ),
    bad.map(headerSafe),
  );

/**
 * GETs of pages with a foreign Host and forwarded headers of odd values: a page answered 200 must
 * keep its canonical and hreflang links on the site's own origin (fuzz.spec.ts checks every answer).
 */
export function forwardedHeaders(pages: string[], ownHost: string, bad: fc.Arbitrary<string>) {
  const value = forwardedValue(bad);
  return fc
    .record({
      path: fc.constantFrom(...pages),
      host: fc.oneof(fc.constant(ownHost), value),
      headers: fc.dictionary(
        fc.constantFrom(
          "X-Forwarded-Host",
          "X-Forwarded-Proto",
          "X-Forwarded-For",
          "X-Forwarded-Port",
          "Forwarded",
        ),
        value,
        { minKeys: 1, maxKeys: 5 },
      ),
    })
    .map(({ path, host, headers }): Attempt => ({
      method: "GET",
      path,
      headers: { accept: "text/html", ...headers },
      raw: { host },
    }));
}

const HOST_LIKE = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d+)?$|^\[[0-9a-f:.]+\](?::\d+)?$/i;

/**
 * The hosts a request names besides the site's own: its Host and the hosts in its forwarded headers
 * (X-Forwarded-Host, Forwarded's host= and for=, …). None may appear in a URL of the answer.
 */
export function hostsNamedBy(attempt: Attempt, ownHost: string): string[] {
  const values = [
    attempt.raw?.host ?? "",
    ...Object.entries(attempt.headers)
      .filter(([name]) => /forwarded/i.test(name))
      .map(([, value]) => value),
  ];
  return values
    .flatMap((value) => value.split(/[,;\s]+/))
    .map((token) => token.replace(/^(?:host|for|by)=/i, "").replace(/"/g, ""))
    .filter((token) => token !== ownHost && /[.:]/.test(token) && HOST_LIKE.test(token));
}

/** Redirect targets with non-ASCII in every form: percent-encoded bytes, characters, lone bytes. */
const returnToValue = fc.oneof(
  fc.constantFrom(
    "/%BF",
    "/%E2%82%AC",
    "/%C2%BF",
    "/%C2%BF?x=%BF#%FF",
    "/%FF%FE",
    "/%ED%A0%80",
    "/%F0%9F%98%80",
    "/%C0%AF",
    "/%E0%A4%A",
    "/€",
    "/ż",
    "/пошук",
    "/😀",
    "/\u00bf",
    "/pl/o-nas?q=ł#ą",
    "/.//evil.example/€",
    "/\\evil.example/ż",
  ),
  fc
    .array(fc.integer({ min: 0x80, max: 0xff }), { minLength: 1, maxLength: 6 })
    .map((bytes) => `/${bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join("")}`),
  fc.string({ unit: "grapheme", maxLength: 12 }).map((text) => `/${text}`),
  fc.string({ unit: "binary", maxLength: 8 }).map((text) => `/${text}`),
);

/**
 * The value's bytes in the body: percent-encoded as a browser sends a form (in multipart, the value's
 * own text), or raw UTF-8 or Latin-1 bytes.
 */
const bytesOf = (value: string, encoding: "percent" | "utf8" | "latin1", multipart: boolean) =>
  encoding === "percent"
    ? Buffer.from(multipart ? value : encodeURIComponent(value))
    : Buffer.from(value, encoding);

const multipartBody = (fields: [string, Buffer][]) =>
  Buffer.concat([
    ...fields.flatMap(([name, value]) => [
      Buffer.from(`--fuzz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      value,
      Buffer.from("\r\n"),
    ]),
    Buffer.from("--fuzz--\r\n"),
  ]);

/**
 * Valid cookie-choice and wishlist posts whose returnTo holds non-ASCII: each must come back as a
 * redirect to this site whose Location is ASCII (fuzz.spec.ts checks every Location).
 */
export function nonAsciiReturnTo(locales: fc.Arbitrary<string>, seed: SeedValues, origin: string) {
  const form = fc.oneof(
    fc
      .tuple(locales, fc.constantFrom("all", "necessary", "custom"))
      .map(([lang, intent]) => ({ path: `${lang}/cookies`, fields: `intent=${intent}&preferences=on` })),
    fc.tuple(locales, fc.constantFrom("add", "remove"), fc.boolean()).map(([lang, intent, offer]) => ({
      path: `${lang}/preferate`,
      fields: `intent=${intent}&hotelCode=${seed.hotelCode}${offer ? `&offerCode=${seed.offerCode}` : ""}`,
    })),
  );
  return fc
    .record({
      form,
      value: returnToValue,
      encoding: fc.constantFrom("percent" as const, "utf8" as const, "latin1" as const),
      multipart: fc.boolean(),
    })
    .map(({ form, value, encoding, multipart }): Attempt => {
      const returnTo = bytesOf(value, encoding, multipart);
      const body = multipart
        ? multipartBody([
            ...[...new URLSearchParams(form.fields)].map(([name, field]): [string, Buffer] => [
              name,
              Buffer.from(field),
            ]),
            ["returnTo", returnTo],
          ])
        : Buffer.concat([Buffer.from(`${form.fields}&returnTo=`), returnTo]);
      const type = multipart ? "multipart/form-data; boundary=fuzz" : "application/x-www-form-urlencoded";
      return {
        method: "POST",
        path: form.path,
        headers: { "content-type": type, origin, accept: "text/html" },
        body,
        raw: {},
      };
    });
}

/**
 * Request lines no browser sends: absolute, authority and asterisk forms, and methods the site does
 * not take (TRACE, TRACK, CONNECT, WebDAV's, lower case), to pages, forms and files.
 */
export function oddRequestLines(pages: string[], ownHost: string, origin: string) {
  const page = fc.constantFrom(...pages);
  const target = fc.oneof(
    fc
      .tuple(
        fc.constantFrom("http://", "https://", "HTTP://", "ftp://", "//", "http:///"),
        fc.constantFrom(ownHost, "evil.example", "x", "localhost:1", "evil.example:1337", ""),
        page,
      )
      .map(([scheme, host, path]) => `${scheme}${host}${path}`),
    fc.constantFrom(
      ownHost,
      "evil.example:443",
      "*",
      "pl",
      "?",
      "/pl#x",
      "/%BF",
      "/%C2%BF/",
      "//evil.example/",
    ),
    page,
  );
  return fc
    .record({
      method: fc.constantFrom(
        "GET",
        "HEAD",
        "POST",
        "TRACE",
        "TRACK",
        "CONNECT",
        "PROPFIND",
        "OPTIONS",
        "get",
        "Get",
        "PUT",
        "DELETE",
        "PATCH",
        "PURGE",
        "MKCOL",
        "SEARCH",
        "DEBUG",
      ),
      target,
      body: fc.option(fc.constantFrom("intent=necessary&returnTo=%2Fpl", '{"kind":"x","message":"y"}'), {
        nil: undefined,
      }),
    })
    .map(({ method, target, body }): Attempt => ({
      method,
      path: target,
      headers: {
        accept: "text/html",
        ...(body ? { origin, "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body,
      raw: {},
    }));
}
