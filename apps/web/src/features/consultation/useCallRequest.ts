import { messages } from '@app/contract/messages';
import { useCallback, useRef, useState } from 'react';
import { store } from '../../app/store';
import { errorMessage } from '../../lib/http';
import { notify } from '../../lib/notify';
import { useJoinCallMutation } from './api/consultationApi';
import { joinCallBody } from './callRequest';

export type CallRequestState = 'idle' | 'sending' | 'requested';

/**
 * Asks the doctor to call the account's own number (POST Knowlarity/JoinCall). A request is never
 * sent twice: one in flight or one that succeeded blocks the next (the server refuses a second
 * one as well); after a failure the parent may ask again.
 */
export function useCallRequest() {
  const [joinCall] = useJoinCallMutation();
  const [state, setState] = useState<CallRequestState>('idle');
  const guard = useRef<CallRequestState>('idle');

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
        const answer = await joinCall(body).unwrap();
        guard.current = 'requested';
        setState('requested');
        notify.success(answer.message || messages.callRequested);
      } catch (error) {
        const problem = errorMessage(error);
        if (problem.status === 409) {
          // Asked already (another tab, an earlier visit): that is what the parent wanted.
          guard.current = 'requested';
          setState('requested');
          notify.info(problem.message);
          return;
        }
        guard.current = 'idle';
        setState('idle');
        notify.error(problem.message);
      }
    },
    [joinCall],
  );

  return { state, request };
}
