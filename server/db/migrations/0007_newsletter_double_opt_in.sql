-- Newsletter double opt-in (issue 17): a sign-up is pending until its address follows the e-mailed
-- link. Sign-ups from before never confirmed their address, so they carry no consent: they become
-- pending sign-ups whose link has already expired (nobody holds one), which the next sign-up's sweep
-- deletes; their addresses can sign up again.
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "newsletter_subscriptions" SET "token_expires_at" = "created_at";--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "token_expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_token" ON "newsletter_subscriptions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_pending_expiry" ON "newsletter_subscriptions" USING btree ("token_expires_at") WHERE "newsletter_subscriptions"."confirmed_at" IS NULL;
