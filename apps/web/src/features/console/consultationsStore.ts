/**
 * The doctor's consultation list, kept once for the console's screens: the list and a
 * consultation's page read the same data (there is no call for one consultation), so opening a
 * consultation shows at once, and what an action changed (room, status, prescription) shows on
 * both without waiting for the next refresh. One load at a time; a load that answers after a
 * sign-out is dropped, so one doctor never sees another's list.
 */
import type { ConsoleConsultation } from '@app/contract/schemas/console';
import { type ApiError, errorMessage } from '../../lib/http';
import type { ConsultationsResult, PrescriptionPayload } from './api/consoleApi';

/** A prescription written in this session, shown read-only (the console cannot read one back). */
export type SavedPrescription = PrescriptionPayload & { prescriptionId: number };

export interface ConsultationsSnapshot {
  data?: ConsoleConsultation[];
  serverNow?: string;
  /** The last load's failure; the previous list stays shown. */
  error?: ApiError;
  loading: boolean;
  /** Device time of the last successful load. */
  loadedAt?: number;
  saved: Readonly<Record<number, SavedPrescription>>;
}

export type ConsultationsStore = ReturnType<typeof createConsultationsStore>;

export function createConsultationsStore(
  fetchList: (signal?: AbortSignal) => Promise<ConsultationsResult>,
  now: () => number = Date.now,
) {
  const empty: ConsultationsSnapshot = { loading: false, saved: {} };
  let state = empty;
  let inFlight: Promise<void> | undefined;
  let controller: AbortController | undefined;
  let generation = 0;
  const listeners = new Set<() => void>();

  function set(next: ConsultationsSnapshot) {
    state = next;
    for (const listener of [...listeners]) listener();
  }

  /** Applies what an action answered to one consultation, until the next load confirms it. */
  function patch(appReqId: number, change: Partial<Omit<ConsoleConsultation, 'appReqId'>>) {
    if (!state.data) return;
    set({ ...state, data: state.data.map((c) => (c.appReqId === appReqId ? { ...c, ...change } : c)) });
  }

  return {
    getSnapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Loads the list, or joins the load already under way. Never rejects: failures go to `error`. */
    load(): Promise<void> {
      if (inFlight) return inFlight;
      const mine = generation;
      controller = new AbortController();
      set({ ...state, loading: true });
      inFlight = fetchList(controller.signal).then(
        (result) => {
          if (mine !== generation) return;
          inFlight = undefined;
          set({
            ...state,
            data: result.data,
            serverNow: result.serverNow,
            error: undefined,
            loading: false,
            loadedAt: now(),
          });
        },
        (failure: unknown) => {
          if (mine !== generation) return;
          inFlight = undefined;
          set({ ...state, error: errorMessage(failure), loading: false });
        },
      );
      return inFlight;
    },
    patch,
    rememberPrescription(saved: SavedPrescription) {
      set({ ...state, saved: { ...state.saved, [saved.appReqId]: saved } });
      patch(saved.appReqId, { prescriptionId: saved.prescriptionId });
    },
    /** Forgets everything (sign-out, another doctor); a load under way is cancelled and ignored. */
    reset() {
      generation += 1;
      controller?.abort();
      controller = undefined;
      inFlight = undefined;
      set(empty);
    },
  };
}
