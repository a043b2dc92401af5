import { Link } from 'react-router';
import { plansFrom } from '../../../app/paths';
import { InviteCard, useHere } from '../../../components/InviteCard';
import { enPlans } from '../../../i18n/enPlans';

/** The way to the plans screen, coming back to the screen it was shown on once a plan is bought. */
export function PlansLink({ className = 'btn btn-primary' }: { className?: string }) {
  return (
    <Link className={className} to={plansFrom(useHere())}>
      {enPlans.seePlans}
    </Link>
  );
}

/** The home screen's card for a registered parent: what a plan gives, and the way to the plans. */
export function PlansInvite() {
  return (
    <InviteCard id="plans-invite-title" title={enPlans.title} text={enPlans.intro}>
      <PlansLink className="btn btn-secondary btn-block" />
    </InviteCard>
  );
}
