CREATE TABLE "lending_days" (
	"id" text PRIMARY KEY NOT NULL,
	"loan_id" text NOT NULL,
	"day" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"price" numeric(30, 6) NOT NULL,
	"value" numeric(30, 6) NOT NULL,
	"collateral" numeric(30, 6) NOT NULL,
	"interest" numeric(30, 6) NOT NULL,
	"remainder" numeric(30, 6) NOT NULL,
	CONSTRAINT "lending_days_not_negative" CHECK ("lending_days"."interest" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lending_loans" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"account_id" text NOT NULL,
	"request_id" text NOT NULL,
	"order_no" text NOT NULL,
	"position_id" text NOT NULL,
	"stock_id" text NOT NULL,
	"currency" text NOT NULL,
	"shares" integer NOT NULL,
	"rate_pct" numeric(30, 6) NOT NULL,
	"lender_share_pct" numeric(30, 6) NOT NULL,
	"collateral_pct" numeric(30, 6) NOT NULL,
	"terms_version" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ending_at" timestamp with time zone,
	"end_request_id" text,
	"completed_at" timestamp with time zone,
	"end_reason" text,
	"value" numeric(30, 6) NOT NULL,
	"collateral" numeric(30, 6) NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	"interest_paid" numeric(30, 6) DEFAULT '0' NOT NULL,
	"interest_remainder" numeric(30, 6) DEFAULT '0' NOT NULL,
	"paid_days" integer DEFAULT 0 NOT NULL,
	"next_accrual_at" timestamp with time zone,
	CONSTRAINT "lending_loans_seq_unique" UNIQUE("seq"),
	CONSTRAINT "lending_loans_shares_positive" CHECK ("lending_loans"."shares" > 0),
	CONSTRAINT "lending_loans_paid_not_negative" CHECK ("lending_loans"."interest_paid" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lending_switch" (
	"id" text PRIMARY KEY NOT NULL,
	"open" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dividends" ADD COLUMN "in_lieu_of" text;--> statement-breakpoint
ALTER TABLE "lending_days" ADD CONSTRAINT "lending_days_loan_id_lending_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."lending_loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lending_loans" ADD CONSTRAINT "lending_loans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lending_days_idx" ON "lending_days" USING btree ("loan_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "lending_loans_request_idx" ON "lending_loans" USING btree ("account_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lending_loans_running_idx" ON "lending_loans" USING btree ("position_id") WHERE "lending_loans"."status" = 'borrowing';--> statement-breakpoint
CREATE INDEX "lending_loans_account_idx" ON "lending_loans" USING btree ("account_id","seq");--> statement-breakpoint
CREATE INDEX "lending_loans_stock_idx" ON "lending_loans" USING btree ("stock_id") WHERE "lending_loans"."status" = 'borrowing';--> statement-breakpoint
CREATE INDEX "lending_loans_due_idx" ON "lending_loans" USING btree ("next_accrual_at") WHERE "lending_loans"."status" = 'borrowing';