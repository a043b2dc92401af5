CREATE TABLE "extra_hours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "extra_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doctor_id" integer NOT NULL,
	"clinic_id" integer NOT NULL,
	"date" text NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"slot_minutes" smallint NOT NULL,
	"consult_types" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extra_hours_hours_ck" CHECK (start_minute >= 0 and end_minute <= 1440 and start_minute < end_minute and slot_minutes between 5 and 240)
);
--> statement-breakpoint
ALTER TABLE "extra_hours" ADD CONSTRAINT "extra_hours_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_hours" ADD CONSTRAINT "extra_hours_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extra_hours_date_idx" ON "extra_hours" USING btree ("date");--> statement-breakpoint
CREATE INDEX "extra_hours_doctor_idx" ON "extra_hours" USING btree ("doctor_id","date");--> statement-breakpoint
-- Extra hours change what the listing offers: the catalogue's version moves, naming the doctor.
CREATE OR REPLACE FUNCTION note_catalog_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE next_version bigint;
BEGIN
  -- A statement that wrote no row changes nothing (statement triggers fire even then).
  IF TG_OP <> 'TRUNCATE' THEN
    IF NOT EXISTS (SELECT 1 FROM changed_rows) THEN RETURN NULL; END IF;
  END IF;
  UPDATE catalog_version SET version = version + 1 WHERE id = 1 RETURNING version INTO next_version;
  IF TG_OP = 'TRUNCATE' OR TG_TABLE_NAME = 'specialities' THEN
    INSERT INTO catalog_changes (version) VALUES (next_version);
  ELSIF TG_TABLE_NAME IN ('doctor_schedules', 'extra_hours') THEN
    INSERT INTO catalog_changes (version, doctor_id) SELECT DISTINCT next_version, doctor_id FROM changed_rows;
  ELSIF TG_TABLE_NAME = 'days_off' THEN
    INSERT INTO catalog_changes (version, doctor_id, clinic_id) SELECT DISTINCT next_version, doctor_id, clinic_id FROM changed_rows;
  ELSIF TG_TABLE_NAME = 'doctors' THEN
    INSERT INTO catalog_changes (version, doctor_id) SELECT next_version, id FROM changed_rows;
  ELSE
    INSERT INTO catalog_changes (version, clinic_id) SELECT next_version, id FROM changed_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER extra_hours_added AFTER INSERT ON extra_hours REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_catalog_change();
--> statement-breakpoint
CREATE TRIGGER extra_hours_removed AFTER DELETE ON extra_hours REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_catalog_change();
