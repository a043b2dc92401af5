CREATE TABLE "catalog_changes" (
	"version" bigint NOT NULL,
	"doctor_id" integer,
	"clinic_id" integer
);
--> statement-breakpoint
CREATE TABLE "catalog_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_version_one_row_ck" CHECK (id = 1)
);
--> statement-breakpoint
CREATE INDEX "catalog_changes_version_idx" ON "catalog_changes" USING btree ("version");--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- One function for every table: plpgsql plans it per trigger, so each branch sees its own rows.
CREATE FUNCTION note_catalog_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
  ELSIF TG_TABLE_NAME = 'doctors' THEN
    INSERT INTO catalog_changes (version, doctor_id) SELECT next_version, id FROM changed_rows;
  ELSE
    INSERT INTO catalog_changes (version, clinic_id) SELECT next_version, id FROM changed_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER doctor_schedules_added AFTER INSERT ON doctor_schedules REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_catalog_change();
--> statement-breakpoint
CREATE TRIGGER doctor_schedules_changed AFTER UPDATE ON doctor_schedules REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_catalog_change();
--> statement-breakpoint
CREATE TRIGGER doctor_schedules_removed AFTER DELETE ON doctor_schedules REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_catalog_change();
--> statement-breakpoint
CREATE TRIGGER doctors_added AFTER INSERT ON doctors REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_catalog_change();
--> statement-breakpoint
CREATE TRIGGER doctors_changed AFTER UPDATE ON doctors REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_catalog_change();
--> statement-breakpoint
CREATE TRIGGER doctors_removed AFTER DELETE ON doctors REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_catalog_change();
--> statement-breakpoint
CREATE TRIGGER clinics_changed AFTER UPDATE ON clinics REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_catalog_change();
--> statement-breakpoint
CREATE TRIGGER clinics_removed AFTER DELETE ON clinics REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_catalog_change();
--> statement-breakpoint
CREATE TRIGGER specialities_changed AFTER UPDATE ON specialities REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_catalog_change();
--> statement-breakpoint
CREATE TRIGGER specialities_removed AFTER DELETE ON specialities REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_catalog_change();
--> statement-breakpoint
CREATE TRIGGER catalog_emptied AFTER TRUNCATE ON doctor_schedules FOR EACH STATEMENT EXECUTE FUNCTION note_catalog_change();
--> statement-breakpoint
CREATE TRIGGER doctors_emptied AFTER TRUNCATE ON doctors FOR EACH STATEMENT EXECUTE FUNCTION note_catalog_change();
--> statement-breakpoint
CREATE TRIGGER clinics_emptied AFTER TRUNCATE ON clinics FOR EACH STATEMENT EXECUTE FUNCTION note_catalog_change();
