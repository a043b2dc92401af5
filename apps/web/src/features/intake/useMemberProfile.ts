import { useCallback, useEffect } from 'react';
import { useStore } from 'react-redux';
import { setUser, type UserState } from '../../app/state';
import { type RootState, useAppDispatch, useAppSelector } from '../../app/store';
import { useGetUserDetailsQuery } from './api/intakeApi';
import { userFromServer } from './profile';

/**
 * The active member's profile in the User slice (spec §3 "User state"). The slice is the one copy
 * the screens edit, so the browser's back and forward buttons (and a reload) never lose what was
 * entered; it is filled once per member from the server, so coming back shows what was saved.
 */
export function useMemberProfile() {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const user = useAppSelector((state) => state.User);
  const memberId = useAppSelector((state) => state.Basic.rid);
  const loaded = memberId !== undefined && user.userID === memberId;
  const saved = useGetUserDetailsQuery(memberId ?? 0, { skip: loaded || memberId === undefined });

  useEffect(() => {
    // Only a fresh answer: a cached one may predate the last save.
    if (loaded || saved.isFetching || !saved.data || saved.data.data.userID !== memberId) return;
    dispatch(setUser(userFromServer(store.getState().User, saved.data.data)));
  }, [loaded, saved.data, saved.isFetching, memberId, dispatch, store]);

  /** Changes some fields; the slice is replaced wholesale (spec §4 "Client state"). */
  const update = useCallback(
    (patch: Partial<UserState>) => dispatch(setUser({ ...store.getState().User, ...patch })),
    [dispatch, store],
  );

  return {
    memberId,
    user,
    loaded,
    error: loaded ? undefined : saved.error,
    retry: saved.refetch,
    update,
  };
}
