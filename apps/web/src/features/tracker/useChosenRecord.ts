import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/**
 * A record form's page (a milestone, a dose): the record was chosen in the list; opened directly
 * without one, it goes back to the list. `leave()` marks a save that clears the choice, so that
 * clearing it does not also send the page to the list a second time.
 */
export function useChosenRecord(chosen: unknown, listPath: string) {
  const navigate = useNavigate();
  const leaving = useRef(false);
  useEffect(() => {
    if (!chosen && !leaving.current) navigate(listPath, { replace: true });
  }, [chosen, listPath, navigate]);
  return () => {
    leaving.current = true;
  };
}

/** After a save: back where the parent came from, or to the list when the form was the first screen. */
export function useBackToList(listPath: string) {
  const navigate = useNavigate();
  return () => {
    // React Router numbers its history entries: idx 0 is the first screen of this visit.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(listPath, { replace: true });
  };
}
