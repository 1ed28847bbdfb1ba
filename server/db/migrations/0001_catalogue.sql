CREATE TABLE "airports" (
	"code" text PRIMARY KEY NOT NULL,
	"group_code" text NOT NULL,
	"names" jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"code" text PRIMARY KEY NOT NULL,
	"parent_code" text,
	"level" text NOT NULL,
	"country_code" text NOT NULL,
	"names" jsonb NOT NULL,
	"slugs" jsonb NOT NULL,
	"season" text NOT NULL,
	"arrival_airport" text,
	"latitude" double precision,
	"longitude" double precision,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_rooms" (
	"hotel_code" text NOT NULL,
	"room_code" text NOT NULL,
	"max_adults" integer NOT NULL,
	"max_pax" integer NOT NULL,
	CONSTRAINT "hotel_rooms_hotel_code_room_code_pk" PRIMARY KEY("hotel_code","room_code")
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"code" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"names" jsonb NOT NULL,
	"slug" text NOT NULL,
	"stars" integer NOT NULL,
	"country_code" text NOT NULL,
	"region_code" text NOT NULL,
	"resort_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"rating" real NOT NULL,
	"review_count" integer NOT NULL,
	"facilities" text[] NOT NULL,
	"boards" text[] NOT NULL,
	"descriptions" jsonb NOT NULL,
	"child_policy" jsonb NOT NULL,
	"multiroom_enabled" boolean NOT NULL,
	"season" text NOT NULL,
	"image_count" integer NOT NULL,
	"tour_plan" jsonb
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"offer_code" text PRIMARY KEY NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hotel_code" text NOT NULL,
	"trip_type" text NOT NULL,
	"airport_code" text,
	"departure_date" date NOT NULL,
	"duration" integer NOT NULL,
	"board_code" text NOT NULL,
	"room_code" text NOT NULL,
	"max_adults" integer NOT NULL,
	"max_pax" integer NOT NULL,
	"price_adult" integer NOT NULL,
	"original_price_adult" integer NOT NULL,
	"airline_code" text,
	"flight_number" text,
	"departure_time" text,
	"return_time" text,
	"country_code" text NOT NULL,
	"region_code" text NOT NULL,
	"resort_code" text NOT NULL,
	"stars" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotel_rooms" ADD CONSTRAINT "hotel_rooms_hotel_code_hotels_code_fk" FOREIGN KEY ("hotel_code") REFERENCES "public"."hotels"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_hotel_code_hotels_code_fk" FOREIGN KEY ("hotel_code") REFERENCES "public"."hotels"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "destinations_parent" ON "destinations" USING btree ("parent_code");--> statement-breakpoint
CREATE UNIQUE INDEX "hotels_slug" ON "hotels" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "hotels_resort" ON "hotels" USING btree ("resort_code");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_id" ON "offers" USING btree ("id");--> statement-breakpoint
CREATE INDEX "offers_hotel" ON "offers" USING btree ("hotel_code");--> statement-breakpoint
CREATE INDEX "offers_search" ON "offers" USING btree ("trip_type","departure_date","duration");--> statement-breakpoint
INSERT INTO "catalogue_state" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_state" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "offers_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offers"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "hotels_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotels"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
