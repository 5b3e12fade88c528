CREATE TABLE "rg_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"tool" text NOT NULL,
	"from_value" bigint,
	"to_value" bigint,
	"effective_at" timestamp with time zone NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "rg_limits" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rg_limits_user_id_kind_period_pk" PRIMARY KEY("user_id","kind","period"),
	CONSTRAINT "rg_limits_kind" CHECK ("rg_limits"."kind" in ('deposit', 'loss', 'wager', 'time')),
	CONSTRAINT "rg_limits_period" CHECK ("rg_limits"."period" in ('day', 'week', 'month', 'session')),
	CONSTRAINT "rg_limits_amount" CHECK ("rg_limits"."amount" is null or "rg_limits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "user_consents" (
	"user_id" integer NOT NULL,
	"document" text NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_consents_user_id_document_version_pk" PRIMARY KEY("user_id","document","version"),
	CONSTRAINT "user_consents_document" CHECK ("user_consents"."document" in ('terms', 'privacy'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "exclusion_kind" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "exclusion_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rg_reminder_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kyc_status" text DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
ALTER TABLE "rg_changes" ADD CONSTRAINT "rg_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_limits" ADD CONSTRAINT "rg_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_consents" ADD CONSTRAINT "user_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rg_changes_user" ON "rg_changes" USING btree ("user_id","at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_rg_reminder" CHECK ("users"."rg_reminder_minutes" in (0, 15, 30, 60));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_exclusion_kind" CHECK ("users"."exclusion_kind" in ('time_out', 'self_exclusion'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_kyc_status" CHECK ("users"."kyc_status" in ('unverified', 'pending', 'verified', 'rejected'));--> statement-breakpoint
-- Exclusions set before issue 19 had no kind: they were self-exclusions. Session time limits move to rg_limits.
UPDATE "users" SET "exclusion_kind" = 'self_exclusion', "exclusion_started_at" = "created_at" WHERE "self_excluded_until" IS NOT NULL;--> statement-breakpoint
INSERT INTO "rg_limits" ("user_id", "kind", "period", "amount", "updated_at") SELECT "id", 'time', 'session', "rg_time_limit_seconds", now() FROM "users" WHERE "rg_time_limit_seconds" > 0;
