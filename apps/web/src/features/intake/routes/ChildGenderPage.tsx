import { MemberPill } from '../../../app/MemberPill';
import { useAppSelector } from '../../../app/store';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { enFlow } from '../../../i18n/enFlow';
import { ChildDetailsForm } from '../components/ChildDetailsForm';
import { ProfileStatus } from '../components/ProfileStatus';
import { useMemberProfile } from '../useMemberProfile';
import '../intake.css';

/**
 * `/child-gender` (spec §2 "child-gender"): the active member's gender, date of birth, premature
 * question, height and weight, shown as last saved once they have loaded.
 */
export default function ChildGenderPage() {
  const name = useAppSelector((state) => state.Basic.name);
  const { memberId, user, loaded, error, retry, update } = useMemberProfile();
  return (
    <section className="card" aria-labelledby="child-heading">
      <MemberPill />
      <ScreenHeading id="child-heading">{enFlow.intake.child.heading(name ?? enFlow.intake.yourMember)}</ScreenHeading>
      <p className="lead">{enFlow.intake.child.lead}</p>
      {loaded && memberId !== undefined ? (
        <ChildDetailsForm memberId={memberId} user={user} update={update} />
      ) : (
        <ProfileStatus error={error} onRetry={retry} />
      )}
    </section>
  );
}
