CREATE TABLE "days_off" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "days_off_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"doctor_id" integer,
	"clinic_id" integer,
	"date" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "days_off_whose_ck" CHECK ((kind = 'leave' and doctor_id is not null and clinic_id is null) or (kind = 'holiday' and clinic_id is not null and doctor_id is null))
);
--> statement-breakpoint
ALTER TABLE "days_off" ADD CONSTRAINT "days_off_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "days_off" ADD CONSTRAINT "days_off_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "days_off_leave_uq" ON "days_off" USING btree ("doctor_id","date") WHERE kind = 'leave';--> statement-breakpoint
CREATE UNIQUE INDEX "days_off_holiday_uq" ON "days_off" USING btree ("clinic_id","date") WHERE kind = 'holiday';--> statement-breakpoint
CREATE INDEX "days_off_date_idx" ON "days_off" USING btree ("date");--> statement-breakpoint
-- Days off change what the listing offers: the catalogue's version moves, naming the doctor or the clinic.
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
  ELSIF TG_TABLE_NAME = 'doctor_schedules' THEN
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
CREATE TRIGGER days_off_added AFTER INSERT ON days_off REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_catalog_change();
--> statement-breakpoint
CREATE TRIGGER days_off_removed AFTER DELETE ON days_off REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_catalog_change();
