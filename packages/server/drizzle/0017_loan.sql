CREATE TABLE "loan_interest_days" (
	"loan_id" text NOT NULL,
	"day" text NOT NULL,
	"day_index" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"principal" numeric(30, 6) NOT NULL,
	"rate_pct" numeric(30, 6) NOT NULL,
	"overdue" boolean NOT NULL,
	"interest" numeric(30, 6) NOT NULL,
	"remainder" numeric(30, 6) NOT NULL,
	CONSTRAINT "loan_interest_days_not_negative" CHECK ("loan_interest_days"."interest" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loan_repayments" (
	"id" text PRIMARY KEY NOT NULL,
	"loan_id" text NOT NULL,
	"account_id" text NOT NULL,
	"request_id" text NOT NULL,
	"amount" numeric(30, 6) NOT NULL,
	"to_interest" numeric(30, 6) NOT NULL,
	"to_principal" numeric(30, 6) NOT NULL,
	"outstanding_after" numeric(30, 6) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_repayments_amount_positive" CHECK ("loan_repayments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"account_id" text NOT NULL,
	"request_id" text NOT NULL,
	"order_no" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(30, 6) NOT NULL,
	"rate_pct" numeric(30, 6) NOT NULL,
	"overdue_rate_pct" numeric(30, 6) NOT NULL,
	"term_days" integer NOT NULL,
	"status" text NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"interest" numeric(30, 6) DEFAULT '0' NOT NULL,
	"interest_remainder" numeric(30, 6) DEFAULT '0' NOT NULL,
	"booked_days" integer DEFAULT 0 NOT NULL,
	"next_accrual_at" timestamp with time zone,
	"repaid" numeric(30, 6) DEFAULT '0' NOT NULL,
	"principal_repaid" numeric(30, 6) DEFAULT '0' NOT NULL,
	"settled_at" timestamp with time zone,
	"due_soon_noticed_at" timestamp with time zone,
	"overdue_noticed_at" timestamp with time zone,
	CONSTRAINT "loans_seq_unique" UNIQUE("seq"),
	CONSTRAINT "loans_amount_positive" CHECK ("loans"."amount" > 0),
	CONSTRAINT "loans_repaid_within" CHECK ("loans"."repaid" >= 0 and "loans"."repaid" <= "loans"."amount" + "loans"."interest"),
	CONSTRAINT "loans_principal_within" CHECK ("loans"."principal_repaid" >= 0 and "loans"."principal_repaid" <= "loans"."amount")
);
--> statement-breakpoint
ALTER TABLE "loan_interest_days" ADD CONSTRAINT "loan_interest_days_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_repayments" ADD CONSTRAINT "loan_repayments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_repayments" ADD CONSTRAINT "loan_repayments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_interest_days_idx" ON "loan_interest_days" USING btree ("loan_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_repayments_request_idx" ON "loan_repayments" USING btree ("account_id","request_id");--> statement-breakpoint
CREATE INDEX "loan_repayments_loan_idx" ON "loan_repayments" USING btree ("loan_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loans_request_idx" ON "loans" USING btree ("account_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loans_open_idx" ON "loans" USING btree ("account_id") WHERE "loans"."status" = 'pending' or ("loans"."status" = 'approved' and "loans"."settled_at" is null);--> statement-breakpoint
CREATE INDEX "loans_account_idx" ON "loans" USING btree ("account_id","seq");--> statement-breakpoint
CREATE INDEX "loans_status_idx" ON "loans" USING btree ("status","seq");--> statement-breakpoint
CREATE INDEX "loans_running_idx" ON "loans" USING btree ("next_accrual_at") WHERE "loans"."status" = 'approved' and "loans"."settled_at" is null;