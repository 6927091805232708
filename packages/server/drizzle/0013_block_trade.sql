CREATE TABLE "block_buys" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"order_no" text NOT NULL,
	"account_id" text NOT NULL,
	"request_id" text NOT NULL,
	"series_id" text NOT NULL,
	"day" text NOT NULL,
	"market" text NOT NULL,
	"stock_id" text NOT NULL,
	"currency" text NOT NULL,
	"lots" integer NOT NULL,
	"shares" integer NOT NULL,
	"price" numeric(30, 6) NOT NULL,
	"amount" numeric(30, 6) NOT NULL,
	"fee" numeric(30, 6) NOT NULL,
	"invited" boolean DEFAULT false NOT NULL,
	"position_id" text NOT NULL,
	"unlock_at" timestamp with time zone NOT NULL,
	"unlock_noticed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "block_buys_seq_unique" UNIQUE("seq"),
	CONSTRAINT "block_buys_lots_positive" CHECK ("block_buys"."lots" > 0)
);
--> statement-breakpoint
CREATE TABLE "block_invitations" (
	"series_id" text PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"quota_lots" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"key_hash" text NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "block_invitations_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
CREATE TABLE "block_trade_switch" (
	"id" text PRIMARY KEY NOT NULL,
	"open" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "block_buys" ADD CONSTRAINT "block_buys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "block_buys_request_idx" ON "block_buys" USING btree ("account_id","request_id");--> statement-breakpoint
CREATE INDEX "block_buys_series_day_idx" ON "block_buys" USING btree ("series_id","day");--> statement-breakpoint
CREATE INDEX "block_buys_day_idx" ON "block_buys" USING btree ("day");--> statement-breakpoint
CREATE INDEX "block_buys_unlock_idx" ON "block_buys" USING btree ("unlock_at") WHERE "block_buys"."unlock_noticed_at" is null;