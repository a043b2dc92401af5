ALTER TABLE "consultations" DROP CONSTRAINT "consultations_status_ck";--> statement-breakpoint
DROP INDEX "consultations_live_slot_uq";--> statement-breakpoint
DROP INDEX "consultations_reminder_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_live_slot_uq" ON "consultations" USING btree ("doctor_id","slot_start") WHERE status in ('held', 'booked', 'in_progress', 'completed');--> statement-breakpoint
CREATE INDEX "consultations_reminder_idx" ON "consultations" USING btree ("slot_start") WHERE status in ('booked', 'in_progress') and reminder_sent_at is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gateway_ck" CHECK (gateway in ('sandbox', 'razorpay', 'none'));--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_status_ck" CHECK (status in ('held', 'booked', 'in_progress', 'completed', 'released', 'cancelled', 'refunded', 'no_show'));