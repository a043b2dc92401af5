CREATE TABLE "vaccination_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vaccination_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"dose_id" integer NOT NULL,
	"taken_on" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"upload_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vaccination_records_taken_ck" CHECK (taken_on >= '1990-01-01')
);
--> statement-breakpoint
CREATE TABLE "vaccine_doses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vaccine_doses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"schedule" text NOT NULL,
	"code" text NOT NULL,
	"vaccine" text NOT NULL,
	"full_name" text NOT NULL,
	"dose_label" text NOT NULL,
	"due_age_days" integer NOT NULL,
	"age_range_end_days" integer,
	"to_be_given" text NOT NULL,
	"category" text NOT NULL,
	"protects_against" text NOT NULL,
	"info" text NOT NULL,
	"conditional" text,
	"relative_to_code" text,
	"interval_months" smallint,
	"position" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vaccination_records" ADD CONSTRAINT "vaccination_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccination_records" ADD CONSTRAINT "vaccination_records_dose_id_vaccine_doses_id_fk" FOREIGN KEY ("dose_id") REFERENCES "public"."vaccine_doses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccination_records" ADD CONSTRAINT "vaccination_records_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vaccination_records_uq" ON "vaccination_records" USING btree ("member_id","dose_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vaccine_doses_code_uq" ON "vaccine_doses" USING btree ("schedule","code");--> statement-breakpoint
CREATE INDEX "vaccine_doses_schedule_idx" ON "vaccine_doses" USING btree ("schedule");