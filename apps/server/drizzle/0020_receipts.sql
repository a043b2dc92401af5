CREATE TABLE "receipt_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"account_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"refund_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"payer_name" text NOT NULL,
	"payer_phone" text NOT NULL,
	"doctor_name" text,
	"doctor_registration" text,
	"clinic_name" text,
	"clinic_address" text,
	"amount_paise" integer NOT NULL,
	"gst_paise" integer NOT NULL,
	"discount_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"gst_percent" numeric(5, 2) NOT NULL,
	"issuer_name" text NOT NULL,
	"issuer_address" text NOT NULL,
	"issuer_gstin" text,
	CONSTRAINT "receipts_kind_ck" CHECK (kind in ('receipt', 'credit_note')),
	CONSTRAINT "receipts_amounts_ck" CHECK (amount_paise >= 0 and gst_paise >= 0 and discount_paise >= 0 and total_paise >= 0)
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_number_uq" ON "receipts" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_order_receipt_uq" ON "receipts" USING btree ("order_id") WHERE kind = 'receipt';--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_refund_uq" ON "receipts" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "receipts_account_idx" ON "receipts" USING btree ("account_id");