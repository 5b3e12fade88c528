CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category" text NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"amount" bigint,
	"idempotency_key" text,
	"transaction_id" integer,
	"target" text,
	"outcome" smallint,
	"request_id" text,
	"ip" text
);
--> statement-breakpoint
CREATE INDEX "audit_log_category" ON "audit_log" USING btree ("category","id");