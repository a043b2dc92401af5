import { messages } from '@app/contract/messages';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { BusyButton } from '../../../components/BusyButton';
import { LogoIcon } from '../../../components/icons';
import { Toasts } from '../../../components/Toasts';
import { enConsole } from '../../../i18n/enConsole';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { useConsoleLogoutMutation, useConsoleMeQuery } from '../api/consoleApi';
import type { ConsoleContext } from '../consoleContext';
import { clearConsoleToken, useConsoleToken } from '../consoleSession';
import { useDuty } from '../useDuty';
import '../console.css';
import '../queue.css';
import { screens } from '../../../app/paths';

const SIGN_IN = screens.consoleSignIn;

/**
 * The console's frame: its own header (the doctor, Sign out) and width, outside the parent's
 * phone-sized layout. Without a console token every console screen but sign-in goes to sign-in;
 * a token that stops working (a 401 on any console call forgets it) does the same.
 */
export default function ConsoleLayout() {
  const token = useConsoleToken();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const onSignIn = pathname.replace(/\/+$/, '') === SIGN_IN;
  const me = useConsoleMeQuery(token ?? '', { skip: !token });
  const doctor = token ? me.data?.doctor : undefined;
  const duty = useDuty(token);
  const [logout] = useConsoleLogoutMutation();
  const [signingOut, setSigningOut] = useState(false);
  const signedOutHere = useRef(false);
  const previousToken = useRef(token);

  // A 401 shows nothing: the token is already forgotten, and the effect below says why.
  const meFailure = me.error ? errorMessage(me.error) : undefined;
  const meError = meFailure && meFailure.status !== 401 ? meFailure.message : undefined;
  useEffect(() => {
    if (meError) notify.error(meError);
  }, [meError]);

  // The session ended without the doctor signing out here (expired, revoked, another tab): say why.
  useEffect(() => {
    if (previousToken.current && !token && !signedOutHere.current) notify.info(messages.consoleSessionMissing);
    if (token) signedOutHere.current = false;
    previousToken.current = token;
  }, [token]);

  async function signOut() {
    if (signingOut) return;
    setSigningOut(true);
    signedOutHere.current = true;
    // Off duty first: a signed-out console sends no heartbeat, and nobody should be counted on it meanwhile.
    if (duty.on) await duty.setOn(false);
    // The token is forgotten here whatever the server says: signing out must always work.
    await logout()
      .unwrap()
      .catch(() => undefined);
    setSigningOut(false);
    clearConsoleToken();
  }

  if (!token && !onSignIn) return <Navigate to={SIGN_IN} replace />;
  if (token && onSignIn) return <Navigate to={screens.console} replace />;

  const context: ConsoleContext = { doctor, duty };
  return (
    <div className="console">
      <header className="console-bar">
        <div className="console-bar-inner">
          <Link to={screens.console} className="console-brand">
            <LogoIcon width={32} height={32} />
            <span>{enConsole.title}</span>
          </Link>
          {token && (
            <div className="console-bar-end">
              <p className="console-doctor" aria-live="polite">
                <span className="visually-hidden">{enConsole.header.signedInAs} </span>
                <span className="console-doctor-name">{doctor?.doctorName ?? ''}</span>
                {doctor?.qualification && <span className="console-doctor-qual">{doctor.qualification}</span>}
              </p>
              <BusyButton busy={signingOut} spinnerSize={18} className="btn btn-secondary btn-small" onClick={signOut}>
                {signingOut ? enConsole.header.signingOut : enConsole.header.signOut}
              </BusyButton>
            </div>
          )}
        </div>
      </header>
      {navigation.state !== 'idle' && <div className="route-progress" aria-hidden="true" />}
      <main id="main" className="console-main">
        <Outlet context={context} />
      </main>
      <Toasts />
      <ScrollRestoration />
    </div>
  );
}
