CREATE TABLE "new_share_draws" (
	"offering_id" text PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"drawn_at" timestamp with time zone NOT NULL,
	"lots_offered" integer NOT NULL,
	"lots_drawn" integer NOT NULL,
	"applications" jsonb NOT NULL,
	"allotment_table" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "new_share_records" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"order_no" text NOT NULL,
	"account_id" text NOT NULL,
	"request_id" text NOT NULL,
	"offering_id" text NOT NULL,
	"kind" text NOT NULL,
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"lots" integer NOT NULL,
	"level" integer,
	"bid_price" numeric(30, 6),
	"price" numeric(30, 6) NOT NULL,
	"amount" numeric(30, 6) NOT NULL,
	"frozen" numeric(30, 6) NOT NULL,
	"auto_pay" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"ticket" integer,
	"allotted_lots" integer,
	"amount_due" numeric(30, 6),
	"pay_deadline" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"drawn_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"waived_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"overridden_at" timestamp with time zone,
	"remark" text,
	"cancel_request_id" text,
	"pay_request_id" text,
	"position_id" text,
	CONSTRAINT "new_share_records_seq_unique" UNIQUE("seq"),
	CONSTRAINT "new_share_records_frozen_nonnegative" CHECK ("new_share_records"."frozen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "new_share_records" ADD CONSTRAINT "new_share_records_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "new_share_records_request_idx" ON "new_share_records" USING btree ("account_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "new_share_records_cancel_request_idx" ON "new_share_records" USING btree ("account_id","cancel_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "new_share_records_pay_request_idx" ON "new_share_records" USING btree ("account_id","pay_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "new_share_records_live_idx" ON "new_share_records" USING btree ("account_id","offering_id") WHERE "new_share_records"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "new_share_records_offering_idx" ON "new_share_records" USING btree ("offering_id","status");--> statement-breakpoint
CREATE INDEX "new_share_records_status_idx" ON "new_share_records" USING btree ("status");--> statement-breakpoint
CREATE INDEX "new_share_records_account_idx" ON "new_share_records" USING btree ("account_id","seq");