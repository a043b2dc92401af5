CREATE TABLE "outbound_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbound_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"account_id" integer NOT NULL,
	"consultation_id" integer,
	"recipient" text NOT NULL,
	"text" text NOT NULL,
	"vars" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"send_before" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "outbound_messages_channel_ck" CHECK (channel in ('sms', 'whatsapp')),
	CONSTRAINT "outbound_messages_kind_ck" CHECK (kind in ('bookingConfirmed', 'reminder', 'clinicCancelled')),
	CONSTRAINT "outbound_messages_status_ck" CHECK (status in ('pending', 'sent', 'failed', 'expired', 'erased'))
);
--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_messages_key_uq" ON "outbound_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "outbound_messages_pending_idx" ON "outbound_messages" USING btree ("id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "outbound_messages_account_idx" ON "outbound_messages" USING btree ("account_id");