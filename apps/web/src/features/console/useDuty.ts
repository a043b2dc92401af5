import type { ConsoleQueueResponse } from '@app/contract/schemas/queue';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ApiError, errorMessage } from '../../lib/http';
import { useConsoleHeartbeatMutation, useConsoleQueueQuery, useConsoleSetDutyMutation } from './api/queueApi';
import { choicesOf, type DutyChoices } from './duty';

/** How often the open console tells the server it is still there (duty ends after 3 minutes unseen). */
export const HEARTBEAT_MS = 30_000;
/** How often the queue is read again while on duty. */
export const QUEUE_REFRESH_MS = 10_000;

export interface DutyState {
  /** The last GetQueue answer (with what SetDuty and Heartbeat answered since). */
  queue: ConsoleQueueResponse | undefined;
  queueError: ApiError | undefined;
  /** On duty now, as the server last said. */
  on: boolean;
  choices: DutyChoices;
  /** A SetDuty is on its way. */
  saving: boolean;
  /** Why the last SetDuty was refused (shown under the panel). */
  error: string | undefined;
  /** Duty ended by itself (the console was not seen): the note says so until switched on again. */
  timedOut: boolean;
  /** When duty was switched on (the server's time), on this console or another. */
  since: string | undefined;
  /** Switches duty on or off; settles once the server answered (a refusal is kept in `error`). */
  setOn(on: boolean): Promise<void>;
  choose(choices: DutyChoices): void;
}

/**
 * The doctor's duty, kept by the console's layout so it lives on every console screen: a doctor
 * in a call on a consultation's page is still seen, and duty does not end behind their back. While
 * on duty the console sends a heartbeat every 30 s and at once when its tab is shown again (a
 * laptop opened after a while), and reads the queue every 10 s.
 */
export function useDuty(token: string | undefined): DutyState {
  const [polling, setPolling] = useState(false);
  const queue = useConsoleQueueQuery(token ?? '', {
    skip: !token,
    pollingInterval: polling ? QUEUE_REFRESH_MS : 0,
    refetchOnFocus: true,
  });
  const [setDuty, setting] = useConsoleSetDutyMutation();
  const [heartbeat] = useConsoleHeartbeatMutation();
  const duty = token ? queue.data?.duty : undefined;
  const available = duty?.available ?? false;
  const on = available;
  // The queue is read every 10 s only while on duty (the answer says so).
  useEffect(() => setPolling(available), [available]);

  const [choices, setChoices] = useState<DutyChoices>(() => choicesOf(undefined));
  const chosenHere = useRef(false);
  const [error, setError] = useState<string>();
  const [timedOut, setTimedOut] = useState(false);
  /** This console switched duty off: the next 'off' is the doctor's, not a time-out. */
  const switchedOffHere = useRef(false);

  // The doctor's last choices, once the server says them (unless already changed here).
  useEffect(() => {
    if (duty && !chosenHere.current) setChoices(choicesOf(duty));
  }, [duty]);

  // On → off without the doctor's switch: the server ended the duty (no heartbeat for 3 minutes).
  const wasOn = useRef(false);
  const known = duty !== undefined;
  useEffect(() => {
    if (!known) return;
    if (wasOn.current && !available && !switchedOffHere.current) setTimedOut(true);
    wasOn.current = available;
    if (available) {
      switchedOffHere.current = false;
      setTimedOut(false);
    }
  }, [known, available]);

  useEffect(() => {
    if (!on || !token) return;
    const beat = () => void heartbeat().catch(() => undefined);
    const timer = setInterval(beat, HEARTBEAT_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') beat();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [on, token, heartbeat]);

  const send = useCallback(
    async (wanted: boolean, next: DutyChoices) => {
      setError(undefined);
      if (!wanted) switchedOffHere.current = true;
      try {
        await setDuty({ available: wanted, ...next }).unwrap();
      } catch (failure) {
        // Still on as far as the server knows: a later 'off' would not be the doctor's.
        if (!wanted) switchedOffHere.current = false;
        const refused = errorMessage(failure);
        // A 401 shows nothing here: the layout is taking the doctor to sign in.
        if (refused.status !== 401) setError(refused.message);
      }
    },
    [setDuty],
  );

  return {
    queue: token ? queue.data : undefined,
    queueError: queue.error ? errorMessage(queue.error) : undefined,
    on,
    choices,
    saving: setting.isLoading,
    error,
    timedOut,
    since: on ? (duty?.since ?? undefined) : undefined,
    setOn: (wanted) => send(wanted, choices),
    choose: (next) => {
      chosenHere.current = true;
      setChoices(next);
      if (on) void send(true, next);
    },
  };
}
