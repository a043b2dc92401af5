DROP INDEX "prescriptions_consultation_uq";--> statement-breakpoint
ALTER TABLE "prescription_medicines" ADD COLUMN "strength" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "rx_number" text;--> statement-breakpoint
UPDATE "prescriptions" SET "rx_number" = 'RX-' || lpad("consultation_id"::text, 6, '0') || '-1';--> statement-breakpoint
ALTER TABLE "prescriptions" ALTER COLUMN "rx_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "doctor_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "doctor_contact" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "consult_mode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "patient_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "patient_age" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "patient_gender" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "weight_kg" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "patient_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "chief_complaints" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "findings" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "diagnosis" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "investigations" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "follow_up_date" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "seen_in_person" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "signature" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "correction_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_consultation_version_uq" ON "prescriptions" USING btree ("consultation_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_rx_number_uq" ON "prescriptions" USING btree ("rx_number");--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_version_ck" CHECK (version >= 1);;--> statement-breakpoint
-- A written prescription is a medical record: never changed in place. A correction is a new version.
-- Only the erasure of an account's personal data (the DPDP Act 2023) may rewrite a row, and it says so
-- for its own transaction with set_config('app.erasing', 'on', true).
CREATE FUNCTION refuse_prescription_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('app.erasing', true), '') = 'on' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'a written prescription is never changed: write a new version' USING ERRCODE = 'check_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER prescriptions_unchanged BEFORE UPDATE ON prescriptions FOR EACH ROW EXECUTE FUNCTION refuse_prescription_change();--> statement-breakpoint
CREATE TRIGGER prescription_medicines_unchanged BEFORE UPDATE ON prescription_medicines FOR EACH ROW EXECUTE FUNCTION refuse_prescription_change();