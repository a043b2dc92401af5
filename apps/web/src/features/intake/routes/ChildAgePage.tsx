import { AGE_BANDS } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import { SaveUserDetailsRequest } from '@app/contract/schemas/members';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { MemberPill } from '../../../app/MemberPill';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { enFlow } from '../../../i18n/enFlow';
import { errorMessage } from '../../../lib/apiClient';
import { notify } from '../../../lib/notify';
import { useSaveUserDetailsMutation } from '../api/intakeApi';
import { ChoiceForm } from '../components/ChoiceForm';
import { ProfileStatus } from '../components/ProfileStatus';
import { useMemberProfile } from '../useMemberProfile';
import '../intake.css';
import { screens } from '../../../app/paths';

const bandOptions = AGE_BANDS.map((value) => ({ value, label: enFlow.intake.age.band(value) }));
/** The request's own `age`, required here: Continue needs a band. */
const ageForm = z.object({ choice: SaveUserDetailsRequest.shape.age.unwrap() });

/**
 * `/child-age` (spec §2 "Age screen", §4 "Intake"): the four age bands as one choice. Continue
 * stores the band, saves it to the server for the active member and goes to /child-gender.
 */
export default function ChildAgePage() {
  const navigate = useNavigate();
  const { memberId, user, loaded, error, retry, update } = useMemberProfile();
  const [save, saving] = useSaveUserDetailsMutation();

  async function onContinue(age: (typeof AGE_BANDS)[number]) {
    if (memberId === undefined) return;
    try {
      await save({ memberId, body: { age } }).unwrap();
      navigate(screens.childGender);
    } catch (failure) {
      notify.error(errorMessage(failure).message);
    }
  }

  return (
    <section className="card" aria-labelledby="age-heading">
      <MemberPill />
      <ScreenHeading id="age-heading">{enFlow.intake.age.heading}</ScreenHeading>
      <p className="lead">{enFlow.intake.age.prompt}</p>
      {loaded ? (
        <ChoiceForm
          name="age"
          labelledBy="age-heading"
          options={bandOptions}
          schema={ageForm}
          value={user.age}
          onChoose={(age) => update({ age })}
          warning={messages.selectAge}
          onContinue={onContinue}
          backFallback={screens.details}
          busy={saving.isLoading}
        />
      ) : (
        <ProfileStatus error={error} onRetry={retry} />
      )}
    </section>
  );
}
