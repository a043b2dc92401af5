CREATE TABLE "clinics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clinics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"address" text NOT NULL,
	"time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consultations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"clinic_id" integer NOT NULL,
	"consult_type" text NOT NULL,
	"language" text,
	"help_question" text DEFAULT '' NOT NULL,
	"slot_date" text NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"slot_end" timestamp with time zone NOT NULL,
	"fee_paise" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultations_status_ck" CHECK (status in ('held', 'booked', 'completed', 'released', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "display_texts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "display_texts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"para1" text NOT NULL,
	"para2" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doctor_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doctor_id" integer NOT NULL,
	"clinic_id" integer NOT NULL,
	"consult_type" text NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"slot_minutes" smallint NOT NULL,
	CONSTRAINT "doctor_schedules_type_ck" CHECK (consult_type in ('audio', 'video', 'chat', 'clinic', 'follow up', 'home', 'emergency', 'rpm')),
	CONSTRAINT "doctor_schedules_weekday_ck" CHECK (weekday between 0 and 6),
	CONSTRAINT "doctor_schedules_hours_ck" CHECK (start_minute >= 0 and end_minute <= 1440 and start_minute < end_minute and slot_minutes between 5 and 240)
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doctors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"image_path" text,
	"speciality_id" integer NOT NULL,
	"experience_years" smallint NOT NULL,
	"qualification" text NOT NULL,
	"registration_number" text NOT NULL,
	"languages" text[] NOT NULL,
	"consult_types" text[] NOT NULL,
	"fee_paise" integer NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	CONSTRAINT "doctors_gender_ck" CHECK (gender in ('Male', 'Female')),
	CONSTRAINT "doctors_fee_ck" CHECK (fee_paise >= 0)
);
--> statement-breakpoint
CREATE TABLE "specialities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "specialities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "specialities_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_schedules" ADD CONSTRAINT "doctor_schedules_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_schedules" ADD CONSTRAINT "doctor_schedules_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_speciality_id_specialities_id_fk" FOREIGN KEY ("speciality_id") REFERENCES "public"."specialities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_live_slot_uq" ON "consultations" USING btree ("doctor_id","slot_start") WHERE status in ('held', 'booked', 'completed');--> statement-breakpoint
CREATE INDEX "consultations_account_idx" ON "consultations" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "consultations_member_doctor_idx" ON "consultations" USING btree ("member_id","doctor_id");--> statement-breakpoint
CREATE INDEX "consultations_held_idx" ON "consultations" USING btree ("hold_expires_at") WHERE status = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "display_texts_type_uq" ON "display_texts" USING btree ("type");--> statement-breakpoint
CREATE INDEX "doctor_schedules_doctor_idx" ON "doctor_schedules" USING btree ("doctor_id","weekday");--> statement-breakpoint
CREATE INDEX "doctors_speciality_idx" ON "doctors" USING btree ("speciality_id");