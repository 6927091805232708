CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"password_hash" text,
	"invite_code" text NOT NULL,
	"invited_by" text,
	"is_house" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"operator" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "config" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_account_idx" ON "accounts" USING btree ("account");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_invite_code_idx" ON "accounts" USING btree ("invite_code");