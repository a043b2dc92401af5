import { messages } from '@app/contract/messages';
import type { ConsoleDoctor } from '@app/contract/schemas/console';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { LogoIcon, Spinner } from '../../../components/icons';
import { Toasts } from '../../../components/Toasts';
import { enConsole } from '../../../i18n/enConsole';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { consoleApi } from '../api/consoleApi';
import type { ConsoleContext } from '../consoleContext';
import { clearConsoleToken, getConsoleToken, subscribeConsoleToken } from '../consoleSession';
import '../console.css';

const SIGN_IN = '/console/sign-in';

/**
 * The console's frame: its own header (the doctor, Sign out) and width, outside the parent's
 * phone-sized layout. Without a console token every console screen but sign-in goes to sign-in;
 * a token that stops working (a 401 on any console call forgets it) does the same.
 */
export default function ConsoleLayout() {
  const token = useSyncExternalStore(subscribeConsoleToken, getConsoleToken, () => undefined);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const onSignIn = pathname.replace(/\/+$/, '') === SIGN_IN;
  const [doctor, setDoctor] = useState<ConsoleDoctor>();
  const [signingOut, setSigningOut] = useState(false);
  const signedOutHere = useRef(false);
  const previousToken = useRef(token);

  useEffect(() => {
    setDoctor(undefined);
    if (!token) return;
    const controller = new AbortController();
    consoleApi.me(controller.signal).then(
      (response) => setDoctor(response.doctor),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        const error = errorMessage(failure);
        if (error.status !== 401) notify.error(error.message);
      },
    );
    return () => controller.abort();
  }, [token]);

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
    // The token is forgotten here whatever the server says: signing out must always work.
    await consoleApi.logout().catch(() => undefined);
    setSigningOut(false);
    clearConsoleToken();
  }

  if (!token && !onSignIn) return <Navigate to={SIGN_IN} replace />;
  if (token && onSignIn) return <Navigate to="/console" replace />;

  const context: ConsoleContext = { doctor };
  return (
    <div className="console">
      <header className="console-bar">
        <div className="console-bar-inner">
          <Link to="/console" className="console-brand">
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
              <button
                type="button"
                className="btn btn-secondary btn-small"
                onClick={signOut}
                aria-busy={signingOut || undefined}
              >
                {signingOut && <Spinner size={18} />}
                {signingOut ? enConsole.header.signingOut : enConsole.header.signOut}
              </button>
            </div>
          )}
        </div>
      </header>
      {navigation.state !== 'idle' && <div className="route-progress" aria-hidden="true" />}
      <main id="main" className="console-main">
        <Outlet context={context} />
      </main>
      <Toasts />
    </div>
  );
}
