CREATE TABLE "adjustments" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"operator" text NOT NULL,
	"request_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(30, 6) NOT NULL,
	"remark" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"holder_name" text NOT NULL,
	"card_number_hash" text NOT NULL,
	"card_number_encrypted" text NOT NULL,
	"card_number_masked" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch_name" text,
	"bank_code" text,
	"branch_address" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"min" numeric(30, 6) NOT NULL,
	"max" numeric(30, 6) NOT NULL,
	"hours" jsonb NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"password_hash" text,
	"payee" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"account_id" text NOT NULL,
	"request_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"channel_name" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(30, 6) NOT NULL,
	"credited_amount" numeric(30, 6),
	"proof_image" text NOT NULL,
	"status" text NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "deposits_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate" numeric(30, 10) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchanges" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"account_id" text NOT NULL,
	"request_id" text NOT NULL,
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"amount" numeric(30, 6) NOT NULL,
	"rate" numeric(30, 10) NOT NULL,
	"fee" numeric(30, 6) NOT NULL,
	"received" numeric(30, 6) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exchanges_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"account_id" text NOT NULL,
	"currency" text NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(30, 6) NOT NULL,
	"frozen_change" numeric(30, 6) NOT NULL,
	"balance_after" numeric(30, 6) NOT NULL,
	"available_after" numeric(30, 6) NOT NULL,
	"ref_id" text,
	"remark" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_seq_unique" UNIQUE("seq"),
	CONSTRAINT "ledger_balance_after_nonnegative" CHECK ("ledger_entries"."balance_after" >= 0),
	CONSTRAINT "ledger_available_after_nonnegative" CHECK ("ledger_entries"."available_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"wallet_type" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"qr_image" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"account_id" text NOT NULL,
	"request_id" text NOT NULL,
	"method" text NOT NULL,
	"card_id" text,
	"wallet_id" text,
	"destination" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(30, 6) NOT NULL,
	"fee" numeric(30, 6) NOT NULL,
	"net_amount" numeric(30, 6) NOT NULL,
	"status" text NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "withdrawals_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_addresses" ADD CONSTRAINT "wallet_addresses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "adjustments_request_idx" ON "adjustments" USING btree ("operator","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_number_idx" ON "bank_cards" USING btree ("card_number_hash");--> statement-breakpoint
CREATE INDEX "bank_cards_account_idx" ON "bank_cards" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_request_idx" ON "deposits" USING btree ("account_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_one_pending_idx" ON "deposits" USING btree ("account_id") WHERE "deposits"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exchanges_request_idx" ON "exchanges" USING btree ("account_id","request_id");--> statement-breakpoint
CREATE INDEX "exchanges_account_idx" ON "exchanges" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_account_seq_idx" ON "ledger_entries" USING btree ("account_id","seq");--> statement-breakpoint
CREATE INDEX "ledger_ref_idx" ON "ledger_entries" USING btree ("ref_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_addresses_unique_idx" ON "wallet_addresses" USING btree ("account_id","wallet_type","network","address");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_request_idx" ON "withdrawals" USING btree ("account_id","request_id");--> statement-breakpoint
CREATE INDEX "withdrawals_account_idx" ON "withdrawals" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_balance_nonnegative" CHECK ("wallets"."balance" >= 0);--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_frozen_nonnegative" CHECK ("wallets"."frozen" >= 0);--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_available_nonnegative" CHECK ("wallets"."balance" - "wallets"."frozen" >= 0);--> statement-breakpoint
-- Check-in rewards credited before the ledger existed get their `checkIn` entries, so that the
-- ledger sums equal the wallets from the start (balances were made of check-ins only).
INSERT INTO "ledger_entries" ("id", "account_id", "currency", "type", "amount", "frozen_change", "balance_after", "available_after", "ref_id", "remark", "created_at")
SELECT 'checkin-' || c."id", c."account_id", c."currency", 'checkIn', c."reward", 0,
  sum(c."reward") OVER (PARTITION BY c."account_id", c."currency" ORDER BY c."created_at", c."id"),
  sum(c."reward") OVER (PARTITION BY c."account_id", c."currency" ORDER BY c."created_at", c."id"),
  c."id", NULL, c."created_at"
FROM "check_ins" c
ORDER BY c."created_at", c."id";
