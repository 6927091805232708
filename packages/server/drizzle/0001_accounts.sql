CREATE TABLE "admin_audit" (
	"id" text PRIMARY KEY NOT NULL,
	"operator" text,
	"at" timestamp with time zone NOT NULL,
	"path" text NOT NULL,
	"body" jsonb,
	"http_status" integer NOT NULL,
	"result" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"key" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "articles_key_lang_pk" PRIMARY KEY("key","lang")
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"day" text NOT NULL,
	"reward" numeric(30, 6) NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"principal" text NOT NULL,
	"path" text NOT NULL,
	"request_id" text NOT NULL,
	"body_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_principal_path_request_id_pk" PRIMARY KEY("principal","path","request_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" text NOT NULL,
	"lang" text NOT NULL,
	"market" text,
	"title" text NOT NULL,
	"summary" text,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notices_id_lang_pk" PRIMARY KEY("id","lang")
);
--> statement-breakpoint
CREATE TABLE "real_names" (
	"account_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"name" text NOT NULL,
	"id_number" text,
	"front_image" text NOT NULL,
	"back_image" text NOT NULL,
	"address" text,
	"remark" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"purpose" text NOT NULL,
	"path" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "uploads_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"account_id" text NOT NULL,
	"currency" text NOT NULL,
	"balance" numeric(30, 6) DEFAULT '0' NOT NULL,
	"frozen" numeric(30, 6) DEFAULT '0' NOT NULL,
	CONSTRAINT "wallets_account_id_currency_pk" PRIMARY KEY("account_id","currency")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "fund_password_hash" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "language" text DEFAULT 'nl' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "credit_score" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "credit_quota" numeric(30, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "restrictions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "is_seat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "margin_status" text DEFAULT 'notApplied' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "real_name" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "avatar" text;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_names" ADD CONSTRAINT "real_names_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_at_idx" ON "admin_audit" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_account_day_idx" ON "check_ins" USING btree ("account_id","day");--> statement-breakpoint
CREATE INDEX "idempotency_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notices_created_idx" ON "notices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "uploads_account_idx" ON "uploads" USING btree ("account_id");