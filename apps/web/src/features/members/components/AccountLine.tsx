import { BusyButton } from '../../../components/BusyButton';
import { en } from '../../../i18n/en';

interface AccountLineProps {
  /** The phone number or name of whoever is signed in. */
  who: string;
  kind: string | undefined;
  signingOut: boolean;
  onSignOut: () => void;
}

/** Who is signed in on this device, and the way out (inside the sheet while it is open, else on the page). */
export function AccountLine({ who, kind, signingOut, onSignOut }: AccountLineProps) {
  return (
    <div className="account-line">
      <div className="account-line-who">
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
      <BusyButton busy={signingOut} spinnerSize={18} className="btn btn-link" onClick={onSignOut} disabled={signingOut}>
        {signingOut ? en.details.signingOut : en.details.signOut}
      </BusyButton>
    </div>
  );
}
