CREATE TABLE "doctor_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doctor_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doctor_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescription_medicines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prescription_medicines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prescription_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"frequency" text NOT NULL,
	"dose" text NOT NULL,
	"dose_measure" text NOT NULL,
	"duration_days" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "prescription_medicines_duration_ck" CHECK (duration_days between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prescriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"consultation_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"doctor_name" text NOT NULL,
	"qualification" text NOT NULL,
	"registration_number" text NOT NULL,
	"rx_date" text NOT NULL,
	"advice" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "booked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "room_name" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "call_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "call_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "phone_e164" text;--> statement-breakpoint
ALTER TABLE "doctor_tokens" ADD CONSTRAINT "doctor_tokens_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_medicines" ADD CONSTRAINT "prescription_medicines_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_tokens_hash_uq" ON "doctor_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "doctor_tokens_doctor_idx" ON "doctor_tokens" USING btree ("doctor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prescription_medicines_position_uq" ON "prescription_medicines" USING btree ("prescription_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_consultation_uq" ON "prescriptions" USING btree ("consultation_id");--> statement-breakpoint
CREATE INDEX "prescriptions_account_idx" ON "prescriptions" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "consultations_reminder_idx" ON "consultations" USING btree ("slot_start") WHERE status = 'booked' and reminder_sent_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_room_uq" ON "consultations" USING btree ("room_name");--> statement-breakpoint
CREATE UNIQUE INDEX "doctors_phone_uq" ON "doctors" USING btree ("phone_e164");--> statement-breakpoint
UPDATE "consultations" SET "booked_at" = "updated_at" WHERE "status" IN ('booked', 'completed');