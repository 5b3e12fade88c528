CREATE TABLE "site_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_key" text NOT NULL,
	"language_id" smallint NOT NULL,
	"body" text NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_notifications_brand_language" UNIQUE("brand_key","language_id")
);
--> statement-breakpoint
CREATE TABLE "teasers" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_key" text NOT NULL,
	"zone" integer NOT NULL,
	"language_id" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"tone" text DEFAULT 'primary' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "teasers_brand_zone_language_sort" UNIQUE("brand_key","zone","language_id","sort"),
	CONSTRAINT "teasers_tone" CHECK ("teasers"."tone" in ('primary', 'accent', 'surface'))
);
--> statement-breakpoint
CREATE TABLE "text_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_key" text DEFAULT '*' NOT NULL,
	"language_id" smallint NOT NULL,
	"key" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_resources_brand_language_key" UNIQUE("brand_key","language_id","key")
);
