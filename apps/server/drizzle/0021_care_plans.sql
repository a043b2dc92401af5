ALTER TABLE "orders" ALTER COLUMN "consultation_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "plan_id" integer;--> statement-breakpoint
ALTER TABLE "account_plans" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "children" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "free_consultations_per_month" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "free_follow_ups" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "position" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_pending_per_plan_uq" ON "orders" USING btree ("account_id","plan_id") WHERE status = 'pending' and plan_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "account_plans_order_uq" ON "account_plans" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pays_for_one_ck" CHECK ((consultation_id is null) <> (plan_id is null));--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_duration_ck" CHECK ("plans"."duration_days" between 1 and 3660);--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_price_ck" CHECK ("plans"."price_paise" >= 0);--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_children_ck" CHECK ("plans"."children" >= 1);--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_benefits_ck" CHECK ("plans"."free_consultations_per_month" >= 0 and "plans"."free_follow_ups" >= 0);