CREATE TABLE "intraday_meter_points" (
	"record_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"equity" numeric(30, 6) NOT NULL,
	"day_loss" numeric(30, 6) NOT NULL,
	"total_loss" numeric(30, 6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intraday_records" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"account_id" text NOT NULL,
	"request_id" text NOT NULL,
	"order_no" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(30, 6) NOT NULL,
	"multiplier" integer NOT NULL,
	"status" text NOT NULL,
	"reject_reason" text,
	"sub_account_id" text,
	"day" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"previewed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"settled_at" timestamp with time zone,
	"credit" numeric(30, 6),
	"realised_pnl" numeric(30, 6),
	"fees" numeric(30, 6),
	"protected_loss" numeric(30, 6),
	CONSTRAINT "intraday_records_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "intraday_meter_points" ADD CONSTRAINT "intraday_meter_points_record_id_intraday_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."intraday_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intraday_records" ADD CONSTRAINT "intraday_records_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intraday_records" ADD CONSTRAINT "intraday_records_sub_account_id_accounts_id_fk" FOREIGN KEY ("sub_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "intraday_meter_points_idx" ON "intraday_meter_points" USING btree ("record_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "intraday_records_request_idx" ON "intraday_records" USING btree ("account_id","request_id");--> statement-breakpoint
CREATE INDEX "intraday_records_account_idx" ON "intraday_records" USING btree ("account_id","seq");--> statement-breakpoint
CREATE INDEX "intraday_records_status_idx" ON "intraday_records" USING btree ("status","seq");