import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router';
import { api } from '../../app/api';
import { screens } from '../../app/paths';
import { type BasicState, signedOutActions } from '../../app/state';
import { type RootState, useAppDispatch } from '../../app/store';
import { postToNative } from '../../lib/bridge';

/**
 * Forgets the session on this device and stays on the screen: every personal slice, the server-data
 * cache, and tells the native wrapper. When only the session expired, the phone number stays so the
 * parent can sign in again with one tap. (A screen that shows what happened after, like the erasure
 * of the parent's data, uses this; sign-out is useEndSession.)
 */
export function useForgetSession() {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  return useCallback(
    ({ keepNumber = false }: { keepNumber?: boolean } = {}) => {
      const { code, number, isMobile } = store.getState().Basic;
      const kept: BasicState = keepNumber ? { code, number, isMobile } : {};
      for (const action of signedOutActions(kept)) dispatch(action);
      dispatch(api.util.resetApiState());
      postToNative({ type: 'SIGNED_OUT' });
    },
    [dispatch, store],
  );
}

/**
 * Forgets the session on this device (useForgetSession) and goes back to the phone screen. (The
 * server side is `logout`.)
 */
export function useEndSession() {
  const forget = useForgetSession();
  const navigate = useNavigate();
  return useCallback(
    (options: { keepNumber?: boolean } = {}) => {
      forget(options);
      navigate(screens.phone, { replace: true });
    },
    [forget, navigate],
  );
}
