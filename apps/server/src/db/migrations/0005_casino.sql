CREATE TABLE "casino_favourites" (
	"user_id" integer NOT NULL,
	"game_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casino_favourites_user_game" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "casino_recent" (
	"user_id" integer NOT NULL,
	"game_id" text NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "casino_recent_user_game" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "casino_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer,
	"game_id" text NOT NULL,
	"engine" text NOT NULL,
	"demo" boolean NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"state" jsonb,
	"outcome" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "casino_rounds_idempotency" UNIQUE("session_id","idempotency_key"),
	CONSTRAINT "casino_rounds_status" CHECK ("casino_rounds"."status" in ('open', 'settled')),
	CONSTRAINT "casino_rounds_amounts" CHECK ("casino_rounds"."stake" > 0 and "casino_rounds"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "casino_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" integer,
	"site_id" integer NOT NULL,
	"language_id" smallint NOT NULL,
	"game_id" text NOT NULL,
	"mode" text NOT NULL,
	"demo_balance" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	CONSTRAINT "casino_sessions_token_unique" UNIQUE("token"),
	CONSTRAINT "casino_sessions_mode" CHECK ("casino_sessions"."mode" in ('real', 'demo')),
	CONSTRAINT "casino_sessions_real_player" CHECK ("casino_sessions"."mode" = 'demo' or "casino_sessions"."user_id" is not null),
	CONSTRAINT "casino_sessions_demo_balance" CHECK ("casino_sessions"."demo_balance" is null or "casino_sessions"."demo_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "casino_table_bets" (
	"id" serial PRIMARY KEY NOT NULL,
	"table_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer,
	"demo" boolean NOT NULL,
	"stake" bigint NOT NULL,
	"bet" jsonb NOT NULL,
	"win" bigint,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "casino_table_bets_idempotency" UNIQUE("session_id","idempotency_key"),
	CONSTRAINT "casino_table_bets_amounts" CHECK ("casino_table_bets"."stake" > 0 and ("casino_table_bets"."win" is null or "casino_table_bets"."win" >= 0))
);
--> statement-breakpoint
CREATE TABLE "casino_table_rounds" (
	"table_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"result" jsonb NOT NULL,
	"drawn_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "casino_table_rounds_key" PRIMARY KEY("table_id","round_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "casino_favourites" ADD CONSTRAINT "casino_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_recent" ADD CONSTRAINT "casino_recent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD CONSTRAINT "casino_rounds_session_id_casino_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."casino_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD CONSTRAINT "casino_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_sessions" ADD CONSTRAINT "casino_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_table_bets" ADD CONSTRAINT "casino_table_bets_session_id_casino_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."casino_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_table_bets" ADD CONSTRAINT "casino_table_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "casino_rounds_session" ON "casino_rounds" USING btree ("session_id","status");--> statement-breakpoint
CREATE INDEX "casino_rounds_user_created" ON "casino_rounds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "casino_table_bets_round" ON "casino_table_bets" USING btree ("table_id","round_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('wallet', 'held', 'provider_clearing', 'sportsbook', 'casino'));