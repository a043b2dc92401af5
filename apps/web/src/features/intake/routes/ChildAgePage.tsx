import { AGE_BANDS } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ChoiceTiles } from '../../../components/ChoiceTiles';
import { MemberPill } from '../../../components/MemberPill';
import { enFlow } from '../../../i18n/enFlow';
import { errorMessage } from '../../../lib/apiClient';
import { notify } from '../../../lib/notify';
import { useSaveUserDetailsMutation } from '../api/intakeApi';
import { IntakeActions } from '../components/IntakeActions';
import { ProfileStatus } from '../components/ProfileStatus';
import { useMemberProfile } from '../useMemberProfile';
import '../intake.css';
import { screens } from '../../../app/paths';

type AgeBand = (typeof AGE_BANDS)[number];
const bandOptions = AGE_BANDS.map((value) => ({ value, label: enFlow.intake.age.band(value) }));
const isBand = (value: string | undefined): value is AgeBand => AGE_BANDS.some((b) => b === value);

/**
 * `/child-age` (spec §2 "Age screen", §4 "Intake"): the four age bands as one choice. Continue
 * stores the band, saves it to the server for the active member and goes to /child-gender.
 */
export default function ChildAgePage() {
  const navigate = useNavigate();
  const { memberId, user, loaded, error, retry, update } = useMemberProfile();
  const [save, saving] = useSaveUserDetailsMutation();
  const [warned, setWarned] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving.isLoading || memberId === undefined) return;
    if (!isBand(user.age)) {
      setWarned(true);
      notify.warning(messages.selectAge);
      return;
    }
    try {
      await save({ memberId, body: { age: user.age } }).unwrap();
      navigate(screens.childGender);
    } catch (failure) {
      notify.error(errorMessage(failure).message);
    }
  }

  return (
    <section className="card" aria-labelledby="age-heading">
      <MemberPill />
      <h1 id="age-heading" className="heading">
        {enFlow.intake.age.heading}
      </h1>
      <p className="lead">{enFlow.intake.age.prompt}</p>
      {loaded ? (
        <form className="form intake-form" onSubmit={onSubmit} noValidate>
          <ChoiceTiles<AgeBand>
            name="age"
            labelledBy="age-heading"
            options={bandOptions}
            value={isBand(user.age) ? user.age : undefined}
            onChange={(age) => {
              update({ age });
              setWarned(false);
            }}
            invalid={warned}
            describedBy={warned ? 'age-warning' : undefined}
          />
          {warned && (
            <p id="age-warning" className="intake-warning">
              {messages.selectAge}
            </p>
          )}
          <IntakeActions backFallback={screens.details} busy={saving.isLoading} />
        </form>
      ) : (
        <ProfileStatus error={error} onRetry={retry} />
      )}
    </section>
  );
}
