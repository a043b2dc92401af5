-- A consultation that took place (completed) or was closed as a no-show is a medical record: who,
-- for whom, when, how and how long never change afterwards (Telemedicine Practice Guidelines 2020).
-- Bookkeeping columns (reminders, presence) may still be written; the record's columns may not.
CREATE FUNCTION refuse_closed_consultation_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.status, NEW.account_id, NEW.member_id, NEW.doctor_id, NEW.clinic_id, NEW.consult_type, NEW.help_question,
      NEW.slot_date, NEW.slot_start, NEW.slot_end, NEW.fee_paise, NEW.call_started_at, NEW.completed_at)
     IS DISTINCT FROM
     (OLD.status, OLD.account_id, OLD.member_id, OLD.doctor_id, OLD.clinic_id, OLD.consult_type, OLD.help_question,
      OLD.slot_date, OLD.slot_start, OLD.slot_end, OLD.fee_paise, OLD.call_started_at, OLD.completed_at) THEN
    RAISE EXCEPTION 'a completed consultation is a record and is never changed' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER consultations_closed_unchanged BEFORE UPDATE ON consultations FOR EACH ROW
  WHEN (OLD.status IN ('completed', 'no_show')) EXECUTE FUNCTION refuse_closed_consultation_change();
