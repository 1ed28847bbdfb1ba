import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
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

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    locale: text("locale").notNull(),
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("newsletter_subscriptions_email").on(t.email)],
);

export const errorReports = pgTable(
  "error_reports",
  {
    id: serial("id").primaryKey(),
    source: text("source").notNull(),
    kind: text("kind").notNull(),
    message: text("message").notNull(),
    component: text("component"),
    url: text("url"),
    stack: text("stack"),
    count: integer("count").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("error_reports_created").on(t.createdAt)],
);
