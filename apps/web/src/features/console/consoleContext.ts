import type { ConsoleDoctor } from '@app/contract/schemas/console';
import { useOutletContext } from 'react-router';
import { type ApiError, errorMessage } from '../../lib/http';
import { notify } from '../../lib/notify';
import type { DutyState } from './useDuty';

/** What the console layout gives its screens: the signed-in doctor, once GET consoleMe answers. */
export interface ConsoleContext {
  doctor: ConsoleDoctor | undefined;
  /** The doctor's duty and the queue, kept by the layout so the heartbeat runs on every screen. */
  duty: DutyState;
}

export const useConsoleContext = () => useOutletContext<ConsoleContext>();

/**
 * Shows a failed console call as a toast and returns its ApiError. A 401 shows nothing here: the
 * token is already forgotten and the layout takes the doctor to sign in with its own message.
 */
export function reportFailure(failure: unknown): ApiError {
  const error = errorMessage(failure);
  if (error.status !== 401) notify.error(error.message);
  return error;
}
