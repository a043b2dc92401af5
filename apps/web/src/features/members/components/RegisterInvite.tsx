import { Link, useLocation } from 'react-router';
import { registerFrom } from '../../../app/paths';
import { enAccount } from '../../../i18n/enAccount';
import './registerInvite.css';

const t = enAccount.invite;

/** The way to `/register` for a guest, returning afterwards to the screen it was shown on. */
export function RegisterLink({ className = 'btn btn-primary' }: { className?: string }) {
  const { pathname, search } = useLocation();
  return (
    <Link className={className} to={registerFrom(`${pathname}${search}`)}>
      {t.action}
    </Link>
  );
}

/** A guest's invitation to register (the home screen): what it gives, and the button. */
export function RegisterInvite() {
  return (
    <aside className="card register-invite" aria-labelledby="register-invite-title">
      <h2 id="register-invite-title" className="register-invite-title">
        {t.title}
      </h2>
      <p className="register-invite-text">{t.text}</p>
      <RegisterLink className="btn btn-primary btn-block" />
    </aside>
  );
}
