import { messages } from '@app/contract/messages';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { setLoading } from '../../../app/state';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { Spinner, UserIcon } from '../../../components/icons';
import { en } from '../../../i18n/en';
import { notify } from '../../../lib/notify';
import { useGetSessionUserQuery, useLogoutMutation } from '../../auth/api/authApi';
import { useEndSession } from '../../auth/useEndSession';
import '../members.css';

/**
 * `/details`: for now, who is signed in and a way out. The member chooser and the member form
 * (spec §2 "Member chooser and member details") come in a later issue.
 */
export default function DetailsPage() {
  const dispatch = useAppDispatch();
  const endSession = useEndSession();
  const basic = useAppSelector((state) => state.Basic);
  const token = basic.authToken;
  const session = useGetSessionUserQuery(token ?? '', { skip: !token });
  const [logout, logoutState] = useLogoutMutation();

  // Spec §4: on load, the loading and otp flags are reset.
  useEffect(() => {
    dispatch(setLoading({ loading: false, otp: false }));
  }, [dispatch]);

  const expired = session.error && 'status' in session.error && session.error.status === 401;
  useEffect(() => {
    if (!expired) return;
    notify.warning(messages.sessionExpired);
    endSession({ keepNumber: true });
  }, [expired, endSession]);

  if (!token) return <Navigate to="/" replace />;

  async function signOut() {
    try {
      await logout().unwrap();
    } catch {
      // Signed out here whatever the server says: the token is dropped from this device.
    }
    endSession();
  }

  const user = session.data?.data;
  const who = user?.firstName.trim()
    ? user.firstName
    : en.otp.phoneNumber(user?.mobileCode.replace('+', '') ?? basic.code ?? '', user?.mobile ?? basic.number ?? '');
  const kind = user?.type ?? basic.type;

  return (
    <section className="card" aria-labelledby="details-heading" aria-busy={session.isLoading || undefined}>
      <span className="hero-icon">
        <UserIcon width={30} height={30} />
      </span>
      <h1 id="details-heading" className="heading">
        {en.details.heading}
      </h1>
      {session.isLoading ? (
        <p className="lead status-line" role="status">
          <Spinner size={20} />
          {en.details.loading}
        </p>
      ) : session.error && !expired ? (
        <p className="lead" role="alert">
          {'message' in session.error ? session.error.message : messages.serverError}
        </p>
      ) : (
        <div className="account">
          <p className="account-who">{en.details.signedInAs(who)}</p>
          {kind && (
            <p className="account-kind">
              <span className="visually-hidden">{en.details.kindLabel}: </span>
              <span className={kind === 'Guest' ? 'badge' : 'badge badge--registered'}>
                {en.details.kind[kind] ?? kind}
              </span>
            </p>
          )}
        </div>
      )}
      <p className="details-next">{en.details.next}</p>
      <button
        type="button"
        className="btn btn-secondary btn-block"
        onClick={signOut}
        disabled={logoutState.isLoading}
        aria-busy={logoutState.isLoading || undefined}
      >
        {logoutState.isLoading && <Spinner size={20} />}
        {logoutState.isLoading ? en.details.signingOut : en.details.signOut}
      </button>
    </section>
  );
}
