-- A consultation's record is what a regulator may ask for (Telemedicine Practice Guidelines 2020):
-- the consent given before it, the prescriptions written in it, and the consultation itself once it
-- took place. 0026 and 0028 refuse changes in place; here none of them can be deleted either, and a
-- consent is never changed, except by the erasure of an account's personal data (the DPDP Act 2023),
-- which says so for its own transaction with set_config('app.erasing', 'on', true).
CREATE FUNCTION refuse_consent_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND coalesce(current_setting('app.erasing', true), '') = 'on' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'a recorded consent is never changed or deleted' USING ERRCODE = 'check_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER consultation_consents_unchanged BEFORE UPDATE OR DELETE ON consultation_consents FOR EACH ROW
  EXECUTE FUNCTION refuse_consent_change();--> statement-breakpoint
CREATE FUNCTION refuse_record_deletion() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is a medical record and is never deleted', TG_TABLE_NAME USING ERRCODE = 'check_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER prescriptions_never_deleted BEFORE DELETE ON prescriptions FOR EACH ROW
  EXECUTE FUNCTION refuse_record_deletion();--> statement-breakpoint
CREATE TRIGGER prescription_medicines_never_deleted BEFORE DELETE ON prescription_medicines FOR EACH ROW
  EXECUTE FUNCTION refuse_record_deletion();--> statement-breakpoint
CREATE TRIGGER consultations_closed_never_deleted BEFORE DELETE ON consultations FOR EACH ROW
  WHEN (OLD.status IN ('completed', 'no_show')) EXECUTE FUNCTION refuse_record_deletion();
