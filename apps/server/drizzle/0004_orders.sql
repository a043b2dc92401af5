CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unique_id" text NOT NULL,
	"account_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"consultation_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"gst_paise" integer NOT NULL,
	"discount_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway" text NOT NULL,
	"gateway_order_id" text,
	"transaction_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts_ck" CHECK (amount_paise >= 0 and gst_paise >= 0 and discount_paise >= 0 and total_paise >= 0),
	CONSTRAINT "orders_status_ck" CHECK (status in ('pending', 'Success', 'Failure', 'Aborted', 'Refund'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_unique_id_uq" ON "orders" USING btree ("unique_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_pending_per_consultation_uq" ON "orders" USING btree ("consultation_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "orders_gateway_order_idx" ON "orders" USING btree ("gateway_order_id");