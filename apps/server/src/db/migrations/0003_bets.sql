CREATE TABLE "bet_legs" (
	"id" serial PRIMARY KEY NOT NULL,
	"bet_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"outcome_id" text NOT NULL,
	"event_id" bigint NOT NULL,
	"sport" text NOT NULL,
	"event_name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"market_key" text NOT NULL,
	"market_type" text NOT NULL,
	"line" double precision,
	"code" text NOT NULL,
	"name" text,
	"odds" double precision NOT NULL,
	"banker" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bet_legs_status" CHECK ("bet_legs"."status" in ('open', 'won', 'lost', 'void'))
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" bigint PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"type" text NOT NULL,
	"stake" bigint NOT NULL,
	"lines" integer NOT NULL,
	"total_stake" bigint NOT NULL,
	"sizes" jsonb,
	"odds" double precision,
	"potential_return" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"booking_code" text NOT NULL,
	"currency_code" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_type" CHECK ("bets"."type" in ('single', 'multiple', 'system', 'builder')),
	CONSTRAINT "bets_status" CHECK ("bets"."status" in ('open', 'won', 'lost', 'void', 'cashed_out')),
	CONSTRAINT "bets_stake" CHECK ("bets"."stake" > 0 and "bets"."total_stake" > 0 and "bets"."lines" > 0),
	CONSTRAINT "bets_payout" CHECK ("bets"."payout" >= 0 and "bets"."tax" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"selections" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "bet_legs" ADD CONSTRAINT "bet_legs_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_legs_bet" ON "bet_legs" USING btree ("bet_id","position");--> statement-breakpoint
CREATE INDEX "bet_legs_open_event" ON "bet_legs" USING btree ("event_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "bets_user_placed" ON "bets" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "bets_open" ON "bets" USING btree ("id") WHERE status = 'open';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('wallet', 'held', 'provider_clearing', 'sportsbook'));