CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "error_reports" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "error_reports" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "error_reports" SET "fingerprint" = 'before-0003-' || "id", "last_seen_at" = "created_at";--> statement-breakpoint
ALTER TABLE "error_reports" ALTER COLUMN "fingerprint" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limits_resets" ON "rate_limits" USING btree ("resets_at");--> statement-breakpoint
CREATE UNIQUE INDEX "error_reports_fingerprint" ON "error_reports" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "error_reports_last_seen" ON "error_reports" USING btree ("last_seen_at");