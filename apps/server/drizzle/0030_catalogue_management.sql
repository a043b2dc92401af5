CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"image_url" text NOT NULL,
	"storage_key" text,
	"alt" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "banners_type_ck" CHECK (type in ('Milestones', 'Assessment', 'Vaccination'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_log_actor_kind_ck" CHECK (actor_kind in ('operator', 'doctor'))
);
--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "council" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "registration_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "registration_verified_by" integer;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "specialities" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "banners_type_idx" ON "banners" USING btree ("type","sort_order");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
-- Doctors older than the back office: their body follows from their kind, and they stay bookable
-- (verified by nobody: decision 0051 says what an operator must check before going live).
UPDATE "doctors" SET "council" = CASE "professional_kind" WHEN 'psychologist' THEN 'RCI' WHEN 'dietitian' THEN 'IDA' ELSE 'NMC' END, "registration_verified_at" = now();
--> statement-breakpoint
INSERT INTO "banners" ("type", "image_url", "alt", "sort_order") VALUES
  ('Milestones', '/images/banners/milestones-1.svg', 'Celebrate every first: smiles, words and steps', 1),
  ('Milestones', '/images/banners/milestones-2.svg', 'Track milestones by age, the CDC way', 2),
  ('Milestones', '/images/banners/milestones-3.svg', 'Add a photo or video to remember the moment', 3),
  ('Assessment', '/images/banners/assessment-1.svg', 'A quick check on how your child is growing', 1),
  ('Assessment', '/images/banners/assessment-2.svg', 'Talk to a paediatrician if something worries you', 2),
  ('Vaccination', '/images/banners/vaccination-1.svg', 'Vaccines on time keep your child protected', 1),
  ('Vaccination', '/images/banners/vaccination-2.svg', 'Save the vaccine tag after every dose', 2),
  ('Vaccination', '/images/banners/vaccination-3.svg', 'Never miss a due date', 3);
--> statement-breakpoint
-- History is never edited: no UPDATE, DELETE or TRUNCATE of the audit log, by anyone.
CREATE FUNCTION refuse_audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is never changed' USING ERRCODE = 'P0001';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_unchanged BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION refuse_audit_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_not_emptied BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION refuse_audit_change();
