CREATE TABLE "chat_reads" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_read_id" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"transaction_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"direction" text NOT NULL,
	"method" text NOT NULL,
	"destination" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"provider_status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_direction" CHECK ("payments"."direction" in ('deposit', 'withdrawal')),
	CONSTRAINT "payments_method" CHECK ("payments"."method" in ('card', 'bank_transfer', 'ewallet'))
);
--> statement-breakpoint
ALTER TABLE "withdrawals" DROP CONSTRAINT "withdrawals_status";--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_user" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('pending', 'approved', 'rejected', 'completed', 'cancelled'));