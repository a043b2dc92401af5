import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { errorMessage } from '../../lib/http';
import { notify } from '../../lib/notify';

interface StaffAreaOptions {
  /** The area's token (lib/staffSession.ts); undefined while nobody is signed in. */
  token: string | undefined;
  signInPath: string;
  home: string;
  /** Said when the sign-in ends without a sign-out here (expired, revoked, another tab). */
  endedMessage: string;
  /** The failure of the call that asks who is signed in, if it failed. */
  meError: unknown;
  /** Tells the server (the token is revoked); its answer does not matter. */
  logout(): Promise<unknown>;
  /** Forgets the token here. */
  forget(): void;
  /** Done first on Sign out (the console goes off duty). */
  beforeSignOut?(): Promise<unknown>;
}

/**
 * What a staff area's layout decides, the same for the console and the back office: without a
 * token every screen but sign-in goes to sign-in, and sign-in goes home once there is one; a token
 * that stops working (a 401 on any call of the area forgets it) does the same and says why.
 */
export function useStaffArea(options: StaffAreaOptions) {
  const { token, signInPath, home, endedMessage } = options;
  const { pathname } = useLocation();
  const onSignIn = pathname.replace(/\/+$/, '') === signInPath;
  const [signingOut, setSigningOut] = useState(false);
  const signedOutHere = useRef(false);
  const previousToken = useRef(token);

  // A 401 shows nothing: the token is already forgotten, and the effect below says why.
  const meFailure = options.meError ? errorMessage(options.meError) : undefined;
  const meMessage = meFailure && meFailure.status !== 401 ? meFailure.message : undefined;
  useEffect(() => {
    if (meMessage) notify.error(meMessage);
  }, [meMessage]);

  useEffect(() => {
    if (previousToken.current && !token && !signedOutHere.current) notify.info(endedMessage);
    if (token) signedOutHere.current = false;
    previousToken.current = token;
  }, [token, endedMessage]);

  async function signOut() {
    if (signingOut) return;
    setSigningOut(true);
    signedOutHere.current = true;
    await options.beforeSignOut?.();
    // The token is forgotten here whatever the server says: signing out must always work.
    await options.logout().catch(() => undefined);
    setSigningOut(false);
    options.forget();
  }

  const redirect = !token && !onSignIn ? signInPath : token && onSignIn ? home : undefined;
  return { redirect, signingOut, signOut };
}
