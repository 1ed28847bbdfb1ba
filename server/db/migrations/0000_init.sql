CREATE TABLE "cms_globals" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"locale" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_key" text NOT NULL,
	"url" text NOT NULL,
	"locale" text NOT NULL,
	"is_draft" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"page_type" text DEFAULT 'contentPage' NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"robots" text,
	"slots" jsonb NOT NULL,
	"breadcrumbs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tiles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seo_text" text,
	"regulations" text,
	"global_search" boolean DEFAULT false NOT NULL,
	"menu_collapsed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"language" text DEFAULT 'ro' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"component" text,
	"url" text,
	"stack" text,
	"count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitors" (
	"app_id" text PRIMARY KEY NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD CONSTRAINT "customer_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cms_globals_type_locale" ON "cms_globals" USING btree ("type","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_pages_url_locale_draft" ON "cms_pages" USING btree ("url","locale","is_draft");--> statement-breakpoint
CREATE INDEX "cms_pages_page_key" ON "cms_pages" USING btree ("page_key");--> statement-breakpoint
CREATE INDEX "customer_sessions_customer" ON "customer_sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email" ON "customers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "error_reports_created" ON "error_reports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email" ON "newsletter_subscriptions" USING btree ("email");