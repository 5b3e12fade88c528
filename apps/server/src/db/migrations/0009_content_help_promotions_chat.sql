CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_key" text NOT NULL,
	"user_id" integer NOT NULL,
	"sender" text NOT NULL,
	"operator_name" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_sender" CHECK ("chat_messages"."sender" in ('player', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"brand_key" text NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"language_id" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_key" text NOT NULL,
	"language_id" smallint NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_pages_brand_language_slug" UNIQUE("brand_key","language_id","slug")
);
--> statement-breakpoint
CREATE TABLE "promotion_opt_ins" (
	"user_id" integer NOT NULL,
	"brand_key" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_opt_ins_key" PRIMARY KEY("user_id","brand_key","slug")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_key" text NOT NULL,
	"slug" text NOT NULL,
	"language_id" smallint NOT NULL,
	"area" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"terms" text NOT NULL,
	"requires_opt_in" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "promotions_brand_slug_language" UNIQUE("brand_key","slug","language_id"),
	CONSTRAINT "promotions_period" CHECK ("promotions"."ends_at" > "promotions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_opt_ins" ADD CONSTRAINT "promotion_opt_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_user" ON "chat_messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_brand_created" ON "chat_messages" USING btree ("brand_key","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_brand_created" ON "contact_messages" USING btree ("brand_key","created_at");