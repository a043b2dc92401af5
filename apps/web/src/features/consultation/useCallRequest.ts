import { messages } from '@app/contract/messages';
import { useCallback, useRef, useState } from 'react';
import { store } from '../../app/store';
import { errorMessage } from '../../lib/http';
import { notify } from '../../lib/notify';
import { useJoinCallMutation } from './api/consultationApi';
import { joinCallBody } from './callRequest';

export type CallRequestState = 'idle' | 'sending' | 'requested' | 'refused';

/**
 * Asks the doctor to call the account's own number (POST Knowlarity/JoinCall), and says what the
 * server answered. An earlier request (another tab, an earlier visit) comes back as a success
 * with its own message; a refusal (409: the room is not open or has closed, the consultation is
 * completed or unpaid) is shown as one, with the server's reason, never as 'the doctor will call
 * you'. A request is never sent twice: one in flight or one that succeeded blocks the next; after
 * a refusal or a failure the parent may ask again.
 */
export function useCallRequest() {
  const [joinCall] = useJoinCallMutation();
  const [state, setState] = useState<CallRequestState>('idle');
  const [answer, setAnswer] = useState<string>();
  const guard = useRef<'idle' | 'sending' | 'requested'>('idle');

  const request = useCallback(
    async (appReqId: number, agentNumber: string | undefined) => {
      if (guard.current !== 'idle') return;
      const body = agentNumber ? joinCallBody(store.getState().Basic, agentNumber, appReqId) : undefined;
      if (!body) {
        notify.error(messages.callFailed);
        return;
      }
      guard.current = 'sending';
      setState('sending');
      try {
        const reply = await joinCall(body).unwrap();
        const said = reply.message || messages.callRequested;
        guard.current = 'requested';
        setState('requested');
        setAnswer(said);
        notify.success(said);
      } catch (error) {
        const problem = errorMessage(error);
        guard.current = 'idle';
        if (problem.status === 409) {
          setState('refused');
          setAnswer(problem.message);
        } else {
          setState('idle');
          setAnswer(undefined);
        }
        notify.error(problem.message);
      }
    },
    [joinCall],
  );

  /** What the server said to the last request (its success message, or its reason for refusing). */
  return { state, answer, request };
}
