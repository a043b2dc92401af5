ALTER TABLE "consultations" ADD COLUMN "reminder_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "reminder_attempts" smallint DEFAULT 0 NOT NULL;