CREATE TABLE "doctor_duty" (
	"doctor_id" integer PRIMARY KEY NOT NULL,
	"available" boolean DEFAULT false NOT NULL,
	"types" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"since" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_duty_types_ck" CHECK (types <@ array['audio', 'video']::text[]),
	CONSTRAINT "doctor_duty_languages_ck" CHECK (languages <@ array['english', 'hindi']::text[])
);
--> statement-breakpoint
ALTER TABLE "consultations" ALTER COLUMN "doctor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ALTER COLUMN "clinic_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "kind" text DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "joined_queue_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "called_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "queue_skips" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_duty" ADD CONSTRAINT "doctor_duty_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultations_queue_idx" ON "consultations" USING btree ("consult_type","language","queued_at") WHERE kind = 'instant' and status = 'booked' and doctor_id is null;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_kind_ck" CHECK (kind in ('scheduled', 'instant'));--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_doctor_ck" CHECK ((doctor_id is not null and clinic_id is not null) or (kind = 'instant' and status in ('held', 'booked', 'released', 'cancelled', 'refunded')));