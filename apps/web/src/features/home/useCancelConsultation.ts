import { useState } from 'react';
import { enHome } from '../../i18n/enHome';
import { errorMessage } from '../../lib/http';
import { notify } from '../../lib/notify';
import { useCancelConsultationMutation } from './api/homeApi';
import { type HomeConsultation, isQueued } from './home';

/**
 * Cancelling from the home: the parent confirms first, then the server cancels and refunds. Inside
 * the cut-off the server refuses (409) with the reason and the clinic's contact, which the card
 * shows; there is nothing to confirm then, so the tap asks the server straight away.
 */
export function useCancelConsultation() {
  const [cancel, state] = useCancelConsultationMutation();
  const [asking, setAsking] = useState<HomeConsultation>();
  const [problems, setProblems] = useState<Record<number, string>>({});

  async function send(c: HomeConsultation) {
    setAsking(undefined);
    try {
      await cancel({ appReqId: c.appReqId }).unwrap();
      notify.success(isQueued(c) ? enHome.cancel.queueDone : enHome.cancel.done);
    } catch (error) {
      const problem = errorMessage(error).message;
      setProblems((shown) => ({ ...shown, [c.appReqId]: problem }));
    }
  }

  return {
    asking,
    cancellingId: state.isLoading ? state.originalArgs?.appReqId : undefined,
    problemOf: (id: number) => problems[id],
    start: (c: HomeConsultation) => (c.canCancel ? setAsking(c) : send(c)),
    confirm: () => asking && send(asking),
    dismiss: () => setAsking(undefined),
  };
}
