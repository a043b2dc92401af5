import { Link } from 'react-router';
import { registerFrom } from '../../../app/paths';
import { InviteCard, useHere } from '../../../components/InviteCard';
import { enAccount } from '../../../i18n/enAccount';
import './registerInvite.css';

const t = enAccount.invite;

/** The way to `/register` for a guest, returning afterwards to the screen it was shown on. */
export function RegisterLink({ className = 'btn btn-primary' }: { className?: string }) {
  return (
    <Link className={className} to={registerFrom(useHere())}>
      {t.action}
    </Link>
  );
}

/** A guest's invitation to register (the home screen): what it gives, and the button. */
export function RegisterInvite() {
  return (
    <InviteCard id="register-invite-title" className="register-invite" title={t.title} text={t.text}>
      <RegisterLink className="btn btn-primary btn-block" />
    </InviteCard>
  );
}
