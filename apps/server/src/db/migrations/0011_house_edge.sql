CREATE TABLE "cash_outs" (
	"transaction_id" integer PRIMARY KEY NOT NULL,
	"bet_id" bigint NOT NULL,
	"total_stake" bigint NOT NULL,
	"part" bigint NOT NULL,
	"offer" bigint NOT NULL,
	"paid" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cash_outs_amounts" CHECK ("cash_outs"."part" > 0 and "cash_outs"."part" <= "cash_outs"."total_stake" and "cash_outs"."paid" > 0)
);
--> statement-breakpoint
CREATE TABLE "settled_events" (
	"event_id" bigint PRIMARY KEY NOT NULL,
	"winning_outcome_ids" jsonb NOT NULL,
	"void_outcome_ids" jsonb NOT NULL,
	"settled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "casino_seeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "casino_seeds_server_seed_hash_unique" UNIQUE("server_seed_hash")
);
--> statement-breakpoint
CREATE TABLE "casino_table_secrets" (
	"table_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "casino_table_secrets_key" PRIMARY KEY("table_id","round_id")
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_codes" ADD COLUMN "owner_user_id" integer;--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD COLUMN "fairness" jsonb;--> statement-breakpoint
ALTER TABLE "casino_table_bets" ADD COLUMN "seat" text;--> statement-breakpoint
ALTER TABLE "casino_table_rounds" ADD COLUMN "revealed" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "casino_table_rounds" ADD COLUMN "step_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cash_outs" ADD CONSTRAINT "cash_outs_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_outs" ADD CONSTRAINT "cash_outs_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_seeds" ADD CONSTRAINT "casino_seeds_session_id_casino_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."casino_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_outs_bet" ON "cash_outs" USING btree ("bet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_seeds_active" ON "casino_seeds" USING btree ("session_id") WHERE "casino_seeds"."revealed_at" is null;--> statement-breakpoint
ALTER TABLE "booking_codes" ADD CONSTRAINT "booking_codes_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_table_bets" ADD CONSTRAINT "casino_table_bets_one_hand" UNIQUE("table_id","round_id","seat");--> statement-breakpoint
-- Codes of bets placed before owners were kept belong to the bet's player (a placed bet's code is private).
UPDATE "booking_codes" SET "owner_user_id" = "bets"."user_id" FROM "bets" WHERE "bets"."booking_code" = "booking_codes"."code";
