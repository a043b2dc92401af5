ALTER TABLE "orders" ADD COLUMN "plan_benefit" text;--> statement-breakpoint
CREATE INDEX "orders_benefit_idx" ON "orders" USING btree ("account_id","plan_benefit","created_at") WHERE plan_benefit is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_plan_benefit_ck" CHECK (plan_benefit in ('consultation', 'follow_up'));