CREATE TABLE "cms_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "cms_state" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_cms_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cms_state" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "cms_pages_bump_cms_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cms_pages"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cms_version"();
--> statement-breakpoint
CREATE TRIGGER "cms_globals_bump_cms_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cms_globals"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cms_version"();
--> statement-breakpoint
CREATE TRIGGER "hotel_rooms_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotel_rooms"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "destinations_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "destinations"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "airports_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "airports"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
