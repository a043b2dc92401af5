ALTER TABLE "consultations" ADD COLUMN "parent_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "parent_arrived_at" timestamp with time zone;