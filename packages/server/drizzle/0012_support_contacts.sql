CREATE TABLE "support_contacts" (
	"id" text PRIMARY KEY NOT NULL,
	"ticket_no" text NOT NULL,
	"contact" text NOT NULL,
	"account_name" text,
	"message" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" text,
	CONSTRAINT "support_contacts_ticket_no_unique" UNIQUE("ticket_no")
);
--> statement-breakpoint
CREATE INDEX "support_contacts_created_idx" ON "support_contacts" USING btree ("created_at","id");