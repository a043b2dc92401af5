CREATE TABLE "triage_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "triage_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"reason" text NOT NULL,
	"age_days" integer,
	"rules_version" text NOT NULL,
	"answers" jsonb NOT NULL,
	"red_flags" text[] NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "triage_checks_outcome_ck" CHECK (outcome in ('clear', 'emergency'))
);
--> statement-breakpoint
ALTER TABLE "triage_checks" ADD CONSTRAINT "triage_checks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triage_checks" ADD CONSTRAINT "triage_checks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "triage_checks_member_idx" ON "triage_checks" USING btree ("member_id","created_at");