CREATE TABLE "consultation_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consultation_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"consultation_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"adult_name" text NOT NULL,
	"adult_relation" text NOT NULL,
	"version" text NOT NULL,
	"consent_text" text NOT NULL,
	"call_back_phone" text,
	"call_back_text" text,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_consents_relation_ck" CHECK (adult_relation in ('mother', 'father', 'grandparent', 'guardian', 'self', 'other'))
);
--> statement-breakpoint
ALTER TABLE "consultation_consents" ADD CONSTRAINT "consultation_consents_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_consents" ADD CONSTRAINT "consultation_consents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_consents" ADD CONSTRAINT "consultation_consents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_consents_consultation_idx" ON "consultation_consents" USING btree ("consultation_id","created_at");