CREATE TABLE "dividends" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"position_id" text NOT NULL,
	"stock_id" text NOT NULL,
	"kind" text NOT NULL,
	"direction" text NOT NULL,
	"per_share" numeric(30, 6),
	"ratio" text,
	"shares" integer NOT NULL,
	"bonus_shares" integer,
	"gross" numeric(30, 6),
	"withholding_pct" numeric(12, 4),
	"withholding" numeric(30, 6),
	"amount" numeric(30, 6),
	"currency" text NOT NULL,
	"record_date" text NOT NULL,
	"pay_date" text NOT NULL,
	"pay_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "margin_alert_states" (
	"account_id" text NOT NULL,
	"currency" text NOT NULL,
	"alert" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "margin_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"request_id" text NOT NULL,
	"answers" jsonb NOT NULL,
	"passed" integer NOT NULL,
	"score" integer NOT NULL,
	"total" integer NOT NULL,
	"reasons" jsonb NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"retake_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "position_events" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"position_id" text NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"amount" numeric(30, 6),
	"price" numeric(30, 6),
	"shares" integer,
	"level_pct" numeric(12, 2),
	"ledger_id" text,
	CONSTRAINT "position_events_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"order_no" text NOT NULL,
	"account_id" text NOT NULL,
	"request_id" text NOT NULL,
	"stock_id" text NOT NULL,
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"source" text DEFAULT 'trade' NOT NULL,
	"direction" text NOT NULL,
	"price_type" text NOT NULL,
	"limit_price" numeric(30, 6),
	"lots" integer NOT NULL,
	"shares" integer NOT NULL,
	"leverage" integer NOT NULL,
	"open_price" numeric(30, 6),
	"margin" numeric(30, 6) NOT NULL,
	"fee" numeric(30, 6) NOT NULL,
	"frozen" numeric(30, 6) DEFAULT '0' NOT NULL,
	"status" text NOT NULL,
	"lock_unit" text NOT NULL,
	"lock_value" integer NOT NULL,
	"lock_until" timestamp with time zone,
	"management_fee" numeric(30, 6) DEFAULT '0' NOT NULL,
	"management_fee_days" integer DEFAULT 0 NOT NULL,
	"fee_accrued_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"dividends_checked_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"close_requested_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"close_price" numeric(30, 6),
	"stamp_tax" numeric(30, 6) DEFAULT '0' NOT NULL,
	"remark" text,
	"close_request_id" text,
	"cancel_request_id" text,
	"receipt" jsonb,
	"settlement" jsonb,
	CONSTRAINT "positions_seq_unique" UNIQUE("seq"),
	CONSTRAINT "positions_frozen_nonnegative" CHECK ("positions"."frozen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "dividends" ADD CONSTRAINT "dividends_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dividends" ADD CONSTRAINT "dividends_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "margin_alert_states" ADD CONSTRAINT "margin_alert_states_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "margin_applications" ADD CONSTRAINT "margin_applications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_events" ADD CONSTRAINT "position_events_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dividends_position_date_idx" ON "dividends" USING btree ("position_id","record_date","kind");--> statement-breakpoint
CREATE INDEX "dividends_account_idx" ON "dividends" USING btree ("account_id","pay_date");--> statement-breakpoint
CREATE UNIQUE INDEX "margin_alert_states_idx" ON "margin_alert_states" USING btree ("account_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "margin_applications_request_idx" ON "margin_applications" USING btree ("account_id","request_id");--> statement-breakpoint
CREATE INDEX "margin_applications_account_idx" ON "margin_applications" USING btree ("account_id","answered_at");--> statement-breakpoint
CREATE INDEX "position_events_position_idx" ON "position_events" USING btree ("position_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_request_idx" ON "positions" USING btree ("account_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_close_request_idx" ON "positions" USING btree ("account_id","close_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_cancel_request_idx" ON "positions" USING btree ("account_id","cancel_request_id");--> statement-breakpoint
CREATE INDEX "positions_account_status_idx" ON "positions" USING btree ("account_id","status");--> statement-breakpoint
CREATE INDEX "positions_status_idx" ON "positions" USING btree ("status");