CREATE TABLE "account_agreements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"document" text NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	CONSTRAINT "account_agreements_document_ck" CHECK (document in ('terms', 'privacy'))
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "registered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_agreements" ADD CONSTRAINT "account_agreements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_agreements_uq" ON "account_agreements" USING btree ("account_id","document","version");