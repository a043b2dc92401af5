import { messages } from '@app/contract/messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { screens } from '../../app/paths';
import { enHome } from '../../i18n/enHome';
import { errorMessage } from '../../lib/http';
import { notify } from '../../lib/notify';
import { useRescheduleConsultationMutation } from './api/homeApi';
import { type HomeConsultation, whenOf } from './home';

export type MoveOutcome = 'moved' | 'refused' | 'failed';

/**
 * Moving a consultation: POST Reschedule, then back to the home with 'Moved to …' (the home's list
 * is fetched again, so its card shows the new time). A refusal (409: the time was just taken, has
 * passed, or the cut-off came) keeps the parent here with the server's reason; the caller fetches
 * the free times again. No payment step: the paid order moves with the consultation.
 */
export function useReschedule(c: Pick<HomeConsultation, 'appReqId'>) {
  const navigate = useNavigate();
  const [reschedule, state] = useRescheduleConsultationMutation();
  const [problem, setProblem] = useState<string>();

  async function move(date: string, slot: string): Promise<MoveOutcome> {
    setProblem(undefined);
    try {
      const moved = await reschedule({ appReqId: c.appReqId, consultationDate: date, slot }).unwrap();
      notify.success(enHome.reschedule.moved(whenOf({ slotDate: moved.slotDate, slot: moved.slot })));
      navigate(screens.home);
      return 'moved';
    } catch (error) {
      const { status, message } = errorMessage(error);
      setProblem(status === 404 ? messages.consultationNotFound : message);
      return status === 409 ? 'refused' : 'failed';
    }
  }

  return { move, busy: state.isLoading, problem, clearProblem: () => setProblem(undefined) };
}
