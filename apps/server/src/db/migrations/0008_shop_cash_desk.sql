CREATE TABLE "shop_cash_movements" (
	"transaction_id" integer PRIMARY KEY NOT NULL,
	"shop_site_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shop_cash_movements_kind" CHECK ("shop_cash_movements"."kind" in ('pay_in', 'pay_out')),
	CONSTRAINT "shop_cash_movements_amount" CHECK ("shop_cash_movements"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "shop_cash_movements" ADD CONSTRAINT "shop_cash_movements_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_cash_movements" ADD CONSTRAINT "shop_cash_movements_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_cash_movements" ADD CONSTRAINT "shop_cash_movements_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_cash_movements_shop_day" ON "shop_cash_movements" USING btree ("shop_site_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('wallet', 'held', 'provider_clearing', 'sportsbook', 'casino', 'shop_cash'));