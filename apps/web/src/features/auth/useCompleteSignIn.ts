import { messages } from '@app/contract/messages';
import type { OtpResponse } from '@app/contract/schemas/auth';
import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router';
import { screens } from '../../app/paths';
import { takeReturn } from '../../app/returnTo';
import { setBasic, setLoading } from '../../app/state';
import { type RootState, useAppDispatch } from '../../app/store';
import { postToNative } from '../../lib/bridge';
import { notify } from '../../lib/notify';
import { basicAfterSignIn } from './signIn';

/** How long the overlay's 'Verified' mark shows before /details. */
export const VERIFIED_MARK_MS = 900;

/**
 * The verified path (spec §4): the overlay's 'Verified' mark for a moment, then the session in
 * Basic, loading cleared, the native wrapper told, and /details (or the waiting room a link
 * opened signed out asked for: app/returnTo.ts). Returns false if the response cannot sign anyone in.
 */
export function useCompleteSignIn() {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const navigate = useNavigate();

  return useCallback(
    async (response: OtpResponse): Promise<boolean> => {
      if (!response.authToken || response.userID === undefined) {
        dispatch(setLoading({ loading: false, otp: false }));
        notify.error(messages.serverError);
        return false;
      }
      dispatch(setLoading({ loading: true, otp: true, verified: true }));
      await new Promise((resolve) => window.setTimeout(resolve, VERIFIED_MARK_MS));
      dispatch(setBasic(basicAfterSignIn(store.getState().Basic, response)));
      dispatch(setLoading({ loading: false, otp: false }));
      postToNative({ type: 'SIGNED_IN', userID: response.userID, userType: response.type });
      // A link opened signed out (the reminder's waiting room) is where the parent meant to go.
      navigate(takeReturn() ?? screens.details, { replace: true });
      return true;
    },
    [dispatch, navigate, store],
  );
}
