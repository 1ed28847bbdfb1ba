CREATE TABLE "wishlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"hotel_code" text NOT NULL,
	"offer_code" text DEFAULT '' NOT NULL,
	"adults_count" integer NOT NULL,
	"children_birth_dates" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_hotel_code_hotels_code_fk" FOREIGN KEY ("hotel_code") REFERENCES "public"."hotels"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_key" ON "wishlist_items" USING btree ("app_id","hotel_code","offer_code");