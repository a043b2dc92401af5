import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router';
import { api } from '../../app/api';
import { screens } from '../../app/paths';
import { type BasicState, signedOutActions } from '../../app/state';
import { type RootState, useAppDispatch } from '../../app/store';
import { postToNative } from '../../lib/bridge';

/**
 * Forgets the session on this device: every personal slice, the server-data cache, tells the
 * native wrapper, and goes back to the phone screen. (The server side is `logout`.) When only the
 * session expired, the phone number stays so the parent can sign in again with one tap.
 */
export function useEndSession() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const store = useStore<RootState>();
  return useCallback(
    ({ keepNumber = false }: { keepNumber?: boolean } = {}) => {
      const { code, number, isMobile } = store.getState().Basic;
      const kept: BasicState = keepNumber ? { code, number, isMobile } : {};
      for (const action of signedOutActions(kept)) dispatch(action);
      dispatch(api.util.resetApiState());
      postToNative({ type: 'SIGNED_OUT' });
      navigate(screens.phone, { replace: true });
    },
    [dispatch, navigate, store],
  );
}
