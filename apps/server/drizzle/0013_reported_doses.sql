ALTER TABLE "growth_records" ADD COLUMN "from_intake" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vaccination_records" ADD COLUMN "reported_by_parent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "growth_records_intake_uq" ON "growth_records" USING btree ("member_id") WHERE from_intake;