import type { ReactNode } from 'react';
import { Link, ScrollRestoration, useNavigation } from 'react-router';
import { enStaff } from '../../i18n/enStaff';
import { BusyButton } from '../BusyButton';
import { LogoIcon } from '../icons';
import { Toasts } from '../Toasts';
import './staff.css';

const t = enStaff.header;

interface StaffFrameProps {
  title: string;
  /** Where the brand links to: the area's first screen. */
  home: string;
  /** Who is signed in (the name, then a qualification or a role); absent on the sign-in screen. */
  who?: { name: string; detail?: string };
  signingOut: boolean;
  onSignOut(): void;
  /** The area's navigation, under the bar's first row. */
  nav?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a staff area (the doctor's console, the back office): its own header (the area,
 * who is signed in, Sign out) and width, outside the parent's phone-sized layout.
 */
export function StaffFrame({ title, home, who, signingOut, onSignOut, nav, children }: StaffFrameProps) {
  const navigation = useNavigation();
  return (
    <div className="staff">
      <header className="staff-bar">
        <div className="staff-bar-inner">
          <Link to={home} className="staff-brand">
            <LogoIcon width={32} height={32} />
            <span>{title}</span>
          </Link>
          {who && (
            <div className="staff-bar-end">
              <p className="staff-who" aria-live="polite">
                <span className="visually-hidden">{t.signedInAs} </span>
                <span className="staff-who-name">{who.name}</span>
                {who.detail && <span className="staff-who-detail">{who.detail}</span>}
              </p>
              <BusyButton
                busy={signingOut}
                spinnerSize={18}
                className="btn btn-secondary btn-small"
                onClick={onSignOut}
              >
                {signingOut ? t.signingOut : t.signOut}
              </BusyButton>
            </div>
          )}
        </div>
        {nav}
      </header>
      {navigation.state !== 'idle' && <div className="route-progress" aria-hidden="true" />}
      <main id="main" className="staff-main">
        {children}
      </main>
      <Toasts />
      <ScrollRestoration />
    </div>
  );
}
