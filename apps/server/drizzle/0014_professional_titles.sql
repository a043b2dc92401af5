ALTER TABLE "doctors" ADD COLUMN "professional_kind" text DEFAULT 'medical' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_professional_kind_ck" CHECK (professional_kind in ('medical', 'psychologist', 'dietitian'));--> statement-breakpoint
-- Rows from before this column: a psychologist or dietitian holds no medical degree (MBBS).
UPDATE "doctors" SET "professional_kind" = CASE "specialities"."name" WHEN 'Child Psychology' THEN 'psychologist' ELSE 'dietitian' END FROM "specialities" WHERE "specialities"."id" = "doctors"."speciality_id" AND "specialities"."name" IN ('Child Psychology', 'Nutrition') AND "doctors"."qualification" NOT ILIKE '%MBBS%';
