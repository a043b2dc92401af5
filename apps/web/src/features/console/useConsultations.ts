import { errorMessage } from '../../lib/http';
import { useConsoleConsultationsQuery } from './api/consoleApi';
import { useConsoleToken } from './consoleSession';

/** How often an open console screen refreshes the list (a parent may book or pay meanwhile). */
export const CONSULTATIONS_REFRESH_MS = 30_000;

/**
 * The doctor's consultations, loaded on mount, every 30 s and whenever the window gets focus back
 * (the doctor returning from the video call's tab sees the list as it is now). After a failed
 * refresh the last list stays, with the failure beside it.
 */
export function useConsultations() {
  const token = useConsoleToken();
  const list = useConsoleConsultationsQuery(token ?? '', {
    skip: !token,
    pollingInterval: CONSULTATIONS_REFRESH_MS,
    refetchOnFocus: true,
  });
  return {
    data: list.data?.data,
    serverNow: list.data?.serverNow,
    error: list.error ? errorMessage(list.error) : undefined,
    loading: list.isFetching,
    /** Device time of the last successful load. */
    loadedAt: list.fulfilledTimeStamp,
    refresh: list.refetch,
  };
}
