import { FOLLOW_UP_TYPE_LITERAL } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import type { DoctorListingItem, Slot } from '@app/contract/schemas/catalog';
import { useState } from 'react';
import { setBasic } from '../../app/state';
import { store, useAppDispatch } from '../../app/store';
import { errorMessage } from '../../lib/apiClient';
import { notify } from '../../lib/notify';
import { useHoldSlotMutation, useLazyCheckFollowupQuery } from './api/bookingApi';
import { basicAfterHold, buildHoldRequest, type HeldConsultation, heldFrom, type Language } from './choices';

export type HoldOutcome =
  | { kind: 'held'; held: HeldConsultation }
  | { kind: 'taken' }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

interface HoldInput {
  card: DoctorListingItem;
  slot: Slot;
  consultType: string;
  date: string;
  language?: Language;
  /** Leave the 'slot taken' toast to the caller (the instant call tries the next slot first). */
  quietWhenTaken?: boolean;
}

/**
 * Holds a slot: for a follow up the eligibility check runs first (spec §5; status 0 is an answer,
 * shown as a warning), then AddBookConsultAppointmentInfo. On success the request and what it is
 * for go into Basic (spec §3). A slot taken meanwhile (409) shows the spec's toast; the caller
 * refreshes the slots.
 */
export function useHold() {
  const dispatch = useAppDispatch();
  const [checkFollowup] = useLazyCheckFollowupQuery();
  const [holdSlot] = useHoldSlotMutation();
  const [busy, setBusy] = useState(false);
  /** The follow-up check's refusal, shown under the button until the next try. */
  const [refusal, setRefusal] = useState<string>();

  async function hold({ card, slot, consultType, date, language, quietWhenTaken }: HoldInput): Promise<HoldOutcome> {
    const basic = store.getState().Basic;
    if (basic.id === undefined) return { kind: 'failed' };
    setBusy(true);
    setRefusal(undefined);
    try {
      if (consultType.toLowerCase() === FOLLOW_UP_TYPE_LITERAL.toLowerCase()) {
        const check = await checkFollowup({ patientId: basic.id, doctorId: card.doctorID }, false).unwrap();
        if (check.status !== 1) {
          setRefusal(check.message);
          notify.warning(check.message);
          return { kind: 'refused', message: check.message };
        }
      }
      const request = (from: typeof basic) =>
        holdSlot(
          buildHoldRequest({ basic: from, reason: store.getState().User.qs, language, consultType, date, card, slot }),
        ).unwrap();
      const response = await request(basic).catch((failure: unknown) => {
        // The earlier request this one replaces is gone (a reset demo database, another device):
        // forget it and ask once more without it.
        if (basic.appReqId === undefined || errorMessage(failure).status !== 404) throw failure;
        const { appReqId: _gone, ...rest } = basic;
        return request(rest);
      });
      const held = heldFrom(response, card, slot, consultType, date);
      dispatch(setBasic(basicAfterHold(store.getState().Basic, held)));
      notify.success(response.message);
      return { kind: 'held', held };
    } catch (failure) {
      const error = errorMessage(failure);
      if (error.status === 409) {
        if (!quietWhenTaken) notify.error(messages.slotTaken);
        return { kind: 'taken' };
      }
      notify.error(error.message);
      return { kind: 'failed' };
    } finally {
      setBusy(false);
    }
  }

  return { hold, busy, refusal, clearRefusal: () => setRefusal(undefined) };
}
