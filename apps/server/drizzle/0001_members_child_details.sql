ALTER TABLE "members" ADD COLUMN "age_band" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "height_cm" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "weight_kg" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "is_premature" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_relation_ck" CHECK (relation in ('self', 'son', 'daughter', 'mother', 'father', 'wife', 'husband', 'brother', 'sister', 'grandmother', 'grandfather', 'other'));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_age_band_ck" CHECK (age_band is null or age_band in ('0-2', '2-6', '7-12', '13-18'));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_height_ck" CHECK (height_cm is null or (height_cm > 0 and height_cm <= 250));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_weight_ck" CHECK (weight_kg is null or (weight_kg > 0 and weight_kg <= 300));