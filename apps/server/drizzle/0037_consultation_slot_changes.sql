-- Every change to which slot a consultation occupies, told to the server processes that listen
-- (modules/consultations/liveOccupied.ts): a listing under load reads the occupied slots from the
-- process's memory instead of asking the database. The payload is the row as it is now
-- (id|doctor|slot start ms|status|hold expiry ms), so applying it twice changes nothing; a
-- deleted row has no status, and TRUNCATE tells the listeners to read everything again.
CREATE FUNCTION notify_consultation_slot() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r consultations%ROWTYPE;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM pg_notify('consultation_slots', concat_ws('|',
    r.id,
    coalesce(r.doctor_id::text, ''),
    (extract(epoch FROM r.slot_start) * 1000)::bigint,
    CASE WHEN TG_OP = 'DELETE' THEN '' ELSE r.status END,
    coalesce(((extract(epoch FROM r.hold_expires_at) * 1000)::bigint)::text, '')));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER consultations_slot_changes AFTER INSERT OR DELETE OR UPDATE OF status, doctor_id, slot_start, hold_expires_at
  ON consultations FOR EACH ROW EXECUTE FUNCTION notify_consultation_slot();--> statement-breakpoint
CREATE FUNCTION notify_consultations_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('consultation_slots', 'reset');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER consultations_truncated AFTER TRUNCATE ON consultations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_consultations_truncated();
