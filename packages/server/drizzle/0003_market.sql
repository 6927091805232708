CREATE TABLE "news" (
	"id" text NOT NULL,
	"lang" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"cover" text,
	"source" text,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "news_id_lang_pk" PRIMARY KEY("id","lang")
);
--> statement-breakpoint
CREATE TABLE "watchlist" (
	"account_id" text NOT NULL,
	"stock_id" text NOT NULL,
	"seq" bigserial NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "watchlist_account_id_stock_id_pk" PRIMARY KEY("account_id","stock_id")
);
--> statement-breakpoint
ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_category_published_idx" ON "news" USING btree ("category","published_at");--> statement-breakpoint
CREATE INDEX "watchlist_account_seq_idx" ON "watchlist" USING btree ("account_id","seq");