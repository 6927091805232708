CREATE TABLE "support_conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"waiting_since" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"conversation_id" text NOT NULL,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"image" text,
	"request_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "support_messages_seq_unique" UNIQUE("seq"),
	CONSTRAINT "support_messages_author" CHECK ("support_messages"."author" in ('user', 'operator')),
	CONSTRAINT "support_messages_content" CHECK ("support_messages"."text" <> '' or "support_messages"."image" is not null)
);
--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_conversations_account_idx" ON "support_conversations" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "support_conversations_queue_idx" ON "support_conversations" USING btree ("waiting_since","last_message_at");--> statement-breakpoint
CREATE INDEX "support_messages_conversation_seq_idx" ON "support_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "support_messages_request_idx" ON "support_messages" USING btree ("conversation_id","request_id");