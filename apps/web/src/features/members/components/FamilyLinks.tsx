import { Link } from 'react-router';
import { screens } from '../../../app/paths';
import { enFlow } from '../../../i18n/enFlow';
import { RegisterLink } from './RegisterInvite';

/**
 * The ways on from the member screen besides booking: the family's consultations (the home), the
 * active member's child tracker (it opens for that member, so only once one is chosen) and the
 * family's prescriptions; for a guest, registering.
 */
export function FamilyLinks({ memberChosen, guest }: { memberChosen: boolean; guest: boolean }) {
  const t = enFlow.members.shortcuts;
  return (
    <nav className="family-links" aria-label={t.label}>
      <Link className="btn btn-secondary" to={screens.home}>
        {t.consultations}
      </Link>
      {memberChosen && (
        <Link className="btn btn-secondary" to={screens.milestone}>
          {t.tracker}
        </Link>
      )}
      <Link className="btn btn-secondary" to={screens.prescriptions}>
        {t.prescriptions}
      </Link>
      {guest && <RegisterLink className="btn btn-secondary" />}
    </nav>
  );
}
