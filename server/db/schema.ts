import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { CmsItem, CmsSlot, GlobalContent } from "../contract";

/** One row per page, locale and version (published or draft). `pageKey` ties the locales of one page. */
export const cmsPages = pgTable(
  "cms_pages",
  {
    id: serial("id").primaryKey(),
    pageKey: text("page_key").notNull(),
    url: text("url").notNull(),
    locale: text("locale").notNull(),
    isDraft: boolean("is_draft").notNull().default(false),
    active: boolean("active").notNull().default(true),
    pageType: text("page_type").notNull().default("contentPage"),
    title: text("title").notNull(),
    description: text("description").notNull(),
    robots: text("robots"),
    slots: jsonb("slots").$type<CmsSlot[]>().notNull(),
    breadcrumbs: jsonb("breadcrumbs").$type<{ label: string; url: string }[]>().notNull().default([]),
    tiles: jsonb("tiles").$type<CmsItem[]>().notNull().default([]),
    seoText: text("seo_text"),
    regulations: text("regulations"),
    globalSearch: boolean("global_search").notNull().default(false),
    menuCollapsed: boolean("menu_collapsed").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cms_pages_url_locale_draft").on(t.url, t.locale, t.isDraft),
    index("cms_pages_page_key").on(t.pageKey),
  ],
);

/** Global content blocks (spec §1): header, footer, global-search, checkout-header, dictionary. */
export const cmsGlobals = pgTable(
  "cms_globals",
  {
    id: serial("id").primaryKey(),
    type: text("type").notNull(),
    locale: text("locale").notNull(),
    active: boolean("active").notNull().default(true),
    content: jsonb("content").$type<GlobalContent>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("cms_globals_type_locale").on(t.type, t.locale)],
);

/** One row: a version every write to CMS pages or globals bumps (by trigger), like catalogue_state. */
export const cmsState = pgTable("cms_state", {
  id: integer("id").primaryKey().default(1),
  version: integer("version").notNull().default(0),
});

/** Visitors known by their app id; tells a first-time visitor from a returning one. */
export const visitors = pgTable("visitors", {
  appId: text("app_id").primaryKey(),
  firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Customers and their sessions: the account issue builds the flows; user info reads them already. */
export const customers = pgTable(
  "customers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    language: text("language").notNull().default("ro"),
    status: text("status").notNull().default("ACTIVE"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("customers_email").on(t.email)],
);

/** Session tokens are 128-bit random values; only their SHA-256 is stored. */
export const customerSessions = pgTable(
  "customer_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("customer_sessions_customer").on(t.customerId)],
);

/**
 * Newsletter sign-ups with double opt-in (server/modules/newsletter): a row is pending until its
 * address follows the e-mailed link (`confirmedAt`). Only the SHA-256 of the link's token is stored;
 * a pending row whose link expired is deleted by the next sign-up.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    locale: text("locale").notNull(),
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Hex SHA-256 of the newest confirmation link's token; kept after confirming (a second use is told so). */
    tokenHash: text("token_hash"),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_email").on(t.email),
    uniqueIndex("newsletter_subscriptions_token").on(t.tokenHash),
    index("newsletter_subscriptions_pending_expiry")
      .on(t.tokenExpiresAt)
      .where(sql`${t.confirmedAt} IS NULL`),
  ],
);

/**
 * Error reports of the web tier, one row per fingerprint (source, kind, message, URL path): a repeat
 * counts in `count` and moves `lastSeenAt`. Bounded in rows and age by the write path
 * (server/modules/monitoring/queries.ts).
 */
export const errorReports = pgTable(
  "error_reports",
  {
    id: serial("id").primaryKey(),
    fingerprint: text("fingerprint").notNull(),
    source: text("source").notNull(),
    kind: text("kind").notNull(),
    message: text("message").notNull(),
    component: text("component"),
    url: text("url"),
    stack: text("stack"),
    count: integer("count").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("error_reports_created").on(t.createdAt),
    uniqueIndex("error_reports_fingerprint").on(t.fingerprint),
    index("error_reports_last_seen").on(t.lastSeenAt),
  ],
);

/**
 * Fixed-window counters of the rate limits (server/modules/rate-limit), shared by every API process:
 * `hits` in the window that ends at `resetsAt`.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetsAt: timestamp("resets_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_resets").on(t.resetsAt)],
);

/** Localized text: one value per site locale. */
export type LocalizedText = Record<"ro" | "pl" | "uk" | "cs" | "hu", string>;

/** Countries, regions and resorts in one tree; `slugs` are the localized URL segments. */
export const destinations = pgTable(
  "destinations",
  {
    code: text("code").primaryKey(),
    parentCode: text("parent_code"),
    level: text("level").notNull(),
    countryCode: text("country_code").notNull(),
    names: jsonb("names").$type<LocalizedText>().notNull(),
    slugs: jsonb("slugs").$type<LocalizedText>().notNull(),
    season: text("season").notNull(),
    /** IATA code of the airport flights to a region land at; none for ski regions reached by road. */
    arrivalAirport: text("arrival_airport"),
    /** That airport's name, as the flights show it (the return leaves from there). */
    arrivalAirportNames: jsonb("arrival_airport_names").$type<LocalizedText>(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("destinations_parent").on(t.parentCode)],
);

export const airports = pgTable("airports", {
  code: text("code").primaryKey(),
  groupCode: text("group_code").notNull(),
  names: jsonb("names").$type<LocalizedText>().notNull(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
});

/** How a hotel prices children: infants a flat amount, children and teens a share of the adult price. */
export interface ChildPolicy {
  infantUntil: number;
  childUntil: number;
  teenUntil: number;
  infantPrice: number;
  childFactor: number;
  teenFactor: number;
}

/** Hotels, and round trips (type TOUR) which are sold the same way. */
export const hotels = pgTable(
  "hotels",
  {
    code: text("code").primaryKey(),
    type: text("type").notNull(),
    names: jsonb("names").$type<LocalizedText>().notNull(),
    slug: text("slug").notNull(),
    stars: integer("stars").notNull(),
    countryCode: text("country_code").notNull(),
    regionCode: text("region_code").notNull(),
    resortCode: text("resort_code").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    rating: real("rating").notNull(),
    reviewCount: integer("review_count").notNull(),
    facilities: text("facilities").array().notNull(),
    boards: text("boards").array().notNull(),
    descriptions: jsonb("descriptions").$type<LocalizedText>().notNull(),
    childPolicy: jsonb("child_policy").$type<ChildPolicy>().notNull(),
    multiroomEnabled: boolean("multiroom_enabled").notNull(),
    season: text("season").notNull(),
    imageCount: integer("image_count").notNull(),
    tourPlan: jsonb("tour_plan").$type<{ day: number; title: LocalizedText }[]>(),
  },
  (t) => [uniqueIndex("hotels_slug").on(t.slug), index("hotels_resort").on(t.resortCode)],
);

export const hotelRooms = pgTable(
  "hotel_rooms",
  {
    hotelCode: text("hotel_code")
      .notNull()
      .references(() => hotels.code, { onDelete: "cascade" }),
    roomCode: text("room_code").notNull(),
    /** What the customer reads, e.g. "Double room with sea view": two rooms of a hotel never look alike. */
    names: jsonb("names").$type<LocalizedText>().notNull(),
    maxAdults: integer("max_adults").notNull(),
    maxPax: integer("max_pax").notNull(),
  },
  (t) => [primaryKey({ columns: [t.hotelCode, t.roomCode] })],
);

/**
 * Bookable offers: a hotel, room and board for a departure date and duration, by a trip type, from
 * an airport (none for DW and NR). Prices are integer euro cents per adult; children are priced by
 * the hotel's child policy. Hotel attributes the search filters on are copied in (kept in step by the
 * seed and, later, by the catalogue's writes).
 */
export const offers = pgTable(
  "offers",
  {
    offerCode: text("offer_code").primaryKey(),
    /** Compact number of the offer for the search replica (server/modules/search/offer-index.ts). */
    id: integer("id").generatedAlwaysAsIdentity().notNull(),
    hotelCode: text("hotel_code")
      .notNull()
      .references(() => hotels.code, { onDelete: "cascade" }),
    tripType: text("trip_type").notNull(),
    airportCode: text("airport_code"),
    departureDate: date("departure_date", { mode: "string" }).notNull(),
    duration: integer("duration").notNull(),
    boardCode: text("board_code").notNull(),
    roomCode: text("room_code").notNull(),
    maxAdults: integer("max_adults").notNull(),
    maxPax: integer("max_pax").notNull(),
    priceAdult: integer("price_adult").notNull(),
    originalPriceAdult: integer("original_price_adult").notNull(),
    airlineCode: text("airline_code"),
    flightNumber: text("flight_number"),
    departureTime: text("departure_time"),
    returnTime: text("return_time"),
    countryCode: text("country_code").notNull(),
    regionCode: text("region_code").notNull(),
    resortCode: text("resort_code").notNull(),
    stars: integer("stars").notNull(),
  },
  (t) => [
    uniqueIndex("offers_id").on(t.id),
    index("offers_hotel").on(t.hotelCode),
    index("offers_search").on(t.tripType, t.departureDate, t.duration),
  ],
);

/**
 * One row: a version every write to offers, hotels, hotel rooms, destinations or airports bumps (by
 * trigger, see the migrations), so each API process knows when its search replica and its memo of
 * answers (server/http/answer-memo.ts) are stale.
 */
export const catalogueState = pgTable("catalogue_state", {
  id: integer("id").primaryKey().default(1),
  version: integer("version").notNull().default(0),
});

/**
 * Wishlists of anonymous visitors, by their app id (spec §7 www/wishlist): a hotel, or one of its
 * offers, with the party it was priced for. Offers are not referenced: an offer that stops selling
 * stays on the list and shows as gone. The account issue merges an app id's list into the customer's.
 */
export const wishlistItems = pgTable(
  "wishlist_items",
  {
    id: serial("id").primaryKey(),
    appId: text("app_id").notNull(),
    hotelCode: text("hotel_code")
      .notNull()
      .references(() => hotels.code, { onDelete: "cascade" }),
    /** Empty for the hotel itself (so the unique key needs no expression). */
    offerCode: text("offer_code").notNull().default(""),
    adultsCount: integer("adults_count").notNull(),
    childrenBirthDates: text("children_birth_dates").array().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("wishlist_items_key").on(t.appId, t.hotelCode, t.offerCode)],
);
