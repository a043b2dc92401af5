-- Several refunds per payment (decision 0053): an operator's partial refunds, then a cancel's
-- refund of what is left. Each refund is asked under a request key; the refunds of an order that
-- are not failed never add up to more than it was paid, checked here under a lock of the order.
DROP INDEX "refunds_order_uq";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "request_key" text;--> statement-breakpoint
-- Until now an order had one refund: the whole payment was a cancel's or a late payment's (the
-- refund of the rest), a part of it an operator's.
UPDATE "refunds" SET "request_key" = CASE
    WHEN "refunds"."amount_paise" = "orders"."total_paise" THEN 'rest:' || "orders"."unique_id"
    ELSE 'operator:' || "orders"."unique_id" || ':' || "refunds"."id"
  END
  FROM "orders" WHERE "orders"."id" = "refunds"."order_id";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "request_key" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_request_key_uq" ON "refunds" USING btree ("request_key");--> statement-breakpoint
-- The order's row is locked first, so two refunds of one payment asked at once are checked one
-- after the other (the second sees the first's row once the first commits).
CREATE FUNCTION refunds_within_payment() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paid integer;
  asked integer;
BEGIN
  SELECT "total_paise" INTO paid FROM "orders" WHERE "id" = NEW."order_id" FOR UPDATE;
  SELECT coalesce(sum("amount_paise"), 0) INTO asked FROM "refunds"
    WHERE "order_id" = NEW."order_id" AND "status" <> 'failed' AND "id" <> NEW."id";
  IF asked + NEW."amount_paise" > paid THEN
    RAISE EXCEPTION 'the refunds of order % would come to more than its payment', NEW."order_id"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'refunds_within_payment';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER refunds_within_payment_on_insert BEFORE INSERT ON "refunds" FOR EACH ROW
  WHEN (NEW."status" <> 'failed') EXECUTE FUNCTION refunds_within_payment();--> statement-breakpoint
-- A refund counts again when a refused one is asked anew, or when its amount grows.
CREATE TRIGGER refunds_within_payment_on_update BEFORE UPDATE ON "refunds" FOR EACH ROW
  WHEN (NEW."status" <> 'failed' AND (OLD."status" = 'failed' OR NEW."amount_paise" > OLD."amount_paise"
    OR NEW."order_id" <> OLD."order_id")) EXECUTE FUNCTION refunds_within_payment();
