import { messages } from '@app/contract/messages';
import { useCallback, useEffect, useRef } from 'react';
import { useAppSelector } from '../../app/store';
import { notify } from '../../lib/notify';
import { useEndSession, useGetSessionUserQuery } from '../auth';
import { useGetUserPlansQuery } from './api/trackerApi';
import { activeMemberId } from './member';

/**
 * The session the tracker screens act for: the checked account (GetSessionUser, cached by its
 * token), the child (the active member) and whether this is a guest.
 */
export function useTrackerSession() {
  const basic = useAppSelector((state) => state.Basic);
  const token = basic.authToken ?? '';
  const session = useGetSessionUserQuery(token, { skip: !token });
  const user = session.data?.data;
  const userType = user?.type ?? basic.type;
  return {
    basic,
    token,
    session,
    user,
    patientId: activeMemberId(basic),
    userType,
    isGuest: userType === 'Guest',
    /** The account holder, who records a milestone (createdBy). */
    accountId: user?.userID ?? basic.ConnectionID ?? basic.id,
  };
}

/** The account's plans: fetched once by the layout, read from the cache by the screens. */
export function useTrackerPlans() {
  const basic = useAppSelector((state) => state.Basic);
  return useGetUserPlansQuery({ userId: basic.id, userType: basic.type }, { skip: !basic.authToken });
}

export const isUnauthorized = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 401;

/** Ends a session the server no longer accepts: says so, clears it and goes to the phone screen. */
export function useExpireSession() {
  const endSession = useEndSession();
  return useCallback(() => {
    notify.warning(messages.sessionExpired);
    endSession({ keepNumber: true });
  }, [endSession]);
}

/** A 401 from any of the given calls: the token is no longer valid. */
export function useSessionExpiry(...errors: unknown[]) {
  const expire = useExpireSession();
  const expired = errors.some(isUnauthorized);
  const ended = useRef(false);
  useEffect(() => {
    if (!expired || ended.current) return;
    ended.current = true;
    expire();
  }, [expired, expire]);
}
