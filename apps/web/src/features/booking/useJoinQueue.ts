import { messages } from '@app/contract/messages';
import { useState } from 'react';
import { setBasic } from '../../app/state';
import { store, useAppDispatch } from '../../app/store';
import { errorMessage } from '../../lib/apiClient';
import { notify } from '../../lib/notify';
import { useJoinQueueMutation } from './api/bookingApi';
import { basicAfterHold, type HeldConsultation, type Language } from './choices';
import { heldFromQueue } from './instant';

export type JoinOutcome =
  | { kind: 'held'; held: HeldConsultation }
  /** Already paid and waiting (one place per member): the waiting room, not the payment. */
  | { kind: 'waiting'; appReqId: number }
  /** 409: nobody is on duty any more. */
  | { kind: 'nobodyOnDuty'; message: string }
  | { kind: 'failed' };

/**
 * Joining the on-duty queue (docs/decisions/0038): the member's instant consultation is held for
 * payment at the instant fee, and goes into Basic like any hold (spec §3), so the payment page
 * pays it unchanged.
 */
export function useJoinQueue() {
  const dispatch = useAppDispatch();
  const [joinQueue, state] = useJoinQueueMutation();
  const [busy, setBusy] = useState(false);

  async function join(consultType: string, language: Language): Promise<JoinOutcome> {
    const basic = store.getState().Basic;
    if (basic.id === undefined || busy) return { kind: 'failed' };
    setBusy(true);
    try {
      const joined = await joinQueue({
        patientId: basic.id,
        appointmentType: consultType,
        language,
        helpQuestion1: store.getState().User.qs ?? '',
      }).unwrap();
      if (joined.consultationStatus === 'booked') return { kind: 'waiting', appReqId: joined.appReqId };
      const held = heldFromQueue(joined, consultType, messages.nextAvailableDoctor);
      dispatch(setBasic(basicAfterHold(store.getState().Basic, held)));
      notify.success(joined.message);
      return { kind: 'held', held };
    } catch (failure) {
      const error = errorMessage(failure);
      notify.error(error.message);
      return error.status === 409 ? { kind: 'nobodyOnDuty', message: error.message } : { kind: 'failed' };
    } finally {
      setBusy(false);
    }
  }

  return { join, busy: busy || state.isLoading };
}
