import { todayInIndia } from '@app/contract/calendar';
import { GENDERS } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { screens } from '../../../app/paths';
import type { UserState } from '../../../app/state';
import { Avatar } from '../../../components/Avatar';
import { ChoiceTiles } from '../../../components/ChoiceTiles';
import { enFlow } from '../../../i18n/enFlow';
import { errorMessage } from '../../../lib/apiClient';
import { notify } from '../../../lib/notify';
import { useSaveUserDetailsMutation } from '../api/intakeApi';
import { childDetailsBody, dobProblem, isChildDetailsComplete, showPrematureFlag, weightValue } from '../childDetails';
import { formatDayMonthYear, maskDayMonthYear, parseDayMonthYear } from '../dates';
import { DobField, dobProblemText } from './DobField';
import { HeightField } from './HeightField';
import { IntakeActions } from './IntakeActions';
import { PrematureField } from './PrematureField';
import { WeightField } from './WeightField';

type Gender = (typeof GENDERS)[number];

const genderOptions = GENDERS.map((value) => ({
  value,
  label: value === 'Male' ? enFlow.intake.child.male : enFlow.intake.child.female,
  icon: <Avatar gender={value} size={64} />,
}));

interface ChildDetailsFormProps {
  memberId: number;
  /** The profile as loaded into the User slice. */
  user: UserState;
  update: (patch: Partial<UserState>) => void;
}

/**
 * The child-details form (spec §2 "child-gender", §5): every change goes straight into the User
 * slice, so Back and forward keep it; Continue checks the details are complete, saves them for the
 * active member and goes on to /child-help.
 */
export function ChildDetailsForm({ memberId, user, update }: ChildDetailsFormProps) {
  const navigate = useNavigate();
  const [save, saving] = useSaveUserDetailsMutation();
  const today = todayInIndia(new Date());
  // The date box holds what is typed; the slice holds the date once it is a whole one.
  const [dobText, setDobText] = useState(() => formatDayMonthYear(user.dob));
  const [dobTouched, setDobTouched] = useState(false);
  // Marks what is missing, from the first Continue that found something missing.
  const [checked, setChecked] = useState(false);

  const dobUnfinished = dobText !== '' && !parseDayMonthYear(dobText);
  const problem = dobUnfinished ? (dobTouched ? 'invalid' : undefined) : dobProblem(user.dob, today);
  const showPremature = showPrematureFlag(user.dob, today);
  const missing = {
    gender: !user.gender,
    dob: !user.dob && !user.isPremature,
    height: !((user.height ?? 0) > 0),
    weight: !(weightValue(user.weight) > 0),
  };

  function setDob(dob: string | undefined) {
    // The premature question goes away for an adult, and its answer with it.
    update(showPrematureFlag(dob, today) ? { dob } : { dob, isPremature: false });
  }

  function onType(raw: string) {
    const text = maskDayMonthYear(raw);
    setDobText(text);
    setDob(parseDayMonthYear(text));
  }

  function onPick(iso: string) {
    setDobText(formatDayMonthYear(iso));
    setDobTouched(true);
    setDob(iso);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving.isLoading) return;
    const dobIssue = dobUnfinished ? 'invalid' : dobProblem(user.dob, today);
    if (dobIssue) {
      setDobTouched(true);
      notify.warning(dobProblemText[dobIssue]);
      document.getElementById('dob')?.focus();
      return;
    }
    if (!isChildDetailsComplete(user)) {
      setChecked(true);
      notify.warning(messages.fillAllDetails);
      return;
    }
    const body = childDetailsBody(user, today);
    try {
      await save({ memberId, body }).unwrap();
      update({ isPremature: Boolean(body.isPremature) });
      navigate(screens.childHelp);
    } catch (failure) {
      notify.error(errorMessage(failure).message);
    }
  }

  return (
    <form className="form intake-form" onSubmit={onSubmit} noValidate>
      <ChoiceTiles<Gender>
        name="gender"
        legend={enFlow.intake.child.genderLegend}
        options={genderOptions}
        value={user.gender}
        onChange={(gender) => update({ gender })}
        invalid={checked && missing.gender}
      />
      <DobField
        text={dobText}
        iso={user.dob}
        today={today}
        problem={problem}
        invalid={checked && missing.dob}
        onType={onType}
        onPick={onPick}
        onBlur={() => setDobTouched(true)}
      />
      {showPremature && (
        <PrematureField checked={Boolean(user.isPremature)} onChange={(isPremature) => update({ isPremature })} />
      )}
      <HeightField
        value={user.height ?? 0}
        onChange={(height) => update({ height })}
        invalid={checked && missing.height}
      />
      <WeightField
        value={user.weight ?? ''}
        onChange={(weight) => update({ weight })}
        invalid={checked && missing.weight}
      />
      {checked && Object.values(missing).some(Boolean) && <p className="intake-warning">{messages.fillAllDetails}</p>}
      <IntakeActions backFallback={screens.details} busy={saving.isLoading} />
    </form>
  );
}
