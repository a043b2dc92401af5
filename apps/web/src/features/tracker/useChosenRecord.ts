import { useEffect, useRef } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify';
import { useExpireSession } from './useTracker';

/** What a record form does with its save's result (see useChosenRecord). */
export type AfterSave = (result: 'saved' | 'failed' | 'expired') => void;

/** What a record form's page hands its form besides the record itself. */
export interface RecordFormProps {
  patientId: number;
  dateOfBirth: string | undefined;
  afterSave: AfterSave;
}

/**
 * A record form's page (a milestone, a dose): the record was chosen in the list; opened directly
 * without one, it goes back to the list. After a save, an expired session ends; a saved record
 * goes back where the parent came from (or to the list when the form was the first screen), then
 * `forget` clears the choice, marked as leaving so that clearing it does not send the page twice.
 */
export function useChosenRecord(chosen: unknown, listPath: string, forget: () => void): AfterSave {
  const navigate = useNavigate();
  const expire = useExpireSession();
  const leaving = useRef(false);
  useEffect(() => {
    if (!chosen && !leaving.current) navigate(listPath, { replace: true });
  }, [chosen, listPath, navigate]);
  return (result) => {
    if (result === 'expired') expire();
    if (result !== 'saved') return;
    leaving.current = true;
    // React Router numbers its history entries: idx 0 is the first screen of this visit.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(listPath, { replace: true });
    forget();
  };
}

/** A record form's refusal of the record as a whole (not of one field) is said in a warning. */
export function warnRefusal(refused: FieldErrors<FieldValues>) {
  if (refused.root?.message) notify.warning(refused.root.message);
}
