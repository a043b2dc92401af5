import { useState } from 'react';
import { useNavigate } from 'react-router';
import { screens } from '../../app/paths';
import { enConsultation } from '../../i18n/enConsultation';
import { errorMessage } from '../../lib/apiClient';
import { notify } from '../../lib/notify';
import { useLeaveQueueMutation } from './api/consultationApi';

/**
 * 'Leave the queue' in the waiting room: asked first, then the consultation is cancelled (a full
 * refund) and the parent goes home. Once a doctor has called, the server refuses (409) and says
 * why; the toast shows it and the parent stays.
 */
export function useLeaveQueue(appReqId: number | undefined) {
  const navigate = useNavigate();
  const [leave, state] = useLeaveQueueMutation();
  const [asking, setAsking] = useState(false);

  async function confirm() {
    setAsking(false);
    if (appReqId === undefined) return;
    try {
      const answer = await leave({ appReqId }).unwrap();
      notify.success(answer.message || enConsultation.queue.left);
      navigate(screens.home);
    } catch (failure) {
      notify.error(errorMessage(failure).message);
    }
  }

  return {
    asking,
    leaving: state.isLoading,
    start: () => setAsking(true),
    confirm,
    dismiss: () => setAsking(false),
  };
}
