import { todayInIndia } from '@app/contract/calendar';
import { GENDERS } from '@app/contract/constants';
import { formatDateField, parseDateField } from '@app/contract/dates';
import { messages } from '@app/contract/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { screens } from '../../../app/paths';
import type { UserState } from '../../../app/state';
import { Avatar } from '../../../components/Avatar';
import { ChoiceTiles } from '../../../components/ChoiceTiles';
import { enFlow } from '../../../i18n/enFlow';
import { errorMessage } from '../../../lib/apiClient';
import { notify } from '../../../lib/notify';
import { useSaveUserDetailsMutation } from '../api/intakeApi';
import {
  type ChildDetailsFields,
  childDetailsForm,
  dobProblem,
  type SaveUserDetailsBody,
  showPrematureFlag,
  weightValue,
} from '../childDetails';
import { DobField } from './DobField';
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
 * The child-details form (spec §2 "child-gender", §5): every change also goes into the User slice,
 * so Back and forward keep it; Continue checks the details (childDetailsForm), saves them for the
 * active member and goes on to /child-help.
 */
export function ChildDetailsForm({ memberId, user, update }: ChildDetailsFormProps) {
  const navigate = useNavigate();
  const [save, saving] = useSaveUserDetailsMutation();
  const [today] = useState(() => todayInIndia(new Date()));
  const form = useForm<ChildDetailsFields, unknown, SaveUserDetailsBody>({
    resolver: zodResolver(childDetailsForm(today)),
    defaultValues: {
      gender: user.gender,
      dobText: formatDateField(user.dob),
      isPremature: Boolean(user.isPremature),
      height: user.height ?? 0,
      weight: user.weight ?? '',
    },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const gender = useController({ name: 'gender', control: form.control }).field;
  const dobText = useController({ name: 'dobText', control: form.control }).field;
  const isPremature = useController({ name: 'isPremature', control: form.control }).field;
  const height = useController({ name: 'height', control: form.control }).field;
  const weight = useController({ name: 'weight', control: form.control }).field;
  /** A change kept by the form and, at once, in the User slice. */
  const keep =
    <K extends 'gender' | 'isPremature' | 'height' | 'weight'>(
      key: K,
      field: { onChange: (value: UserState[K]) => void },
    ) =>
    (value: UserState[K]) => {
      field.onChange(value);
      update({ [key]: value });
    };
  const [dobTouched, setDobTouched] = useState(false);
  // Marks what is missing, from the first Continue that found something missing.
  const [checked, setChecked] = useState(false);

  const dob = parseDateField(dobText.value);
  const dobUnfinished = dobText.value !== '' && !dob;
  const problem = dobUnfinished ? (dobTouched ? 'invalid' : undefined) : dobProblem(dob, today);
  const showPremature = showPrematureFlag(dob, today);
  const missing = {
    gender: !gender.value,
    dob: !dob && !isPremature.value,
    height: !(height.value > 0),
    weight: !(weightValue(weight.value) > 0),
  };

  function setDob(text: string, iso: string | undefined) {
    dobText.onChange(text);
    // The premature question goes away for an adult, and its answer with it.
    if (showPrematureFlag(iso, today)) update({ dob: iso });
    else {
      isPremature.onChange(false);
      update({ dob: iso, isPremature: false });
    }
  }

  const onSubmit = form.handleSubmit(
    async (body) => {
      if (saving.isLoading) return;
      try {
        await save({ memberId, body }).unwrap();
        update({ isPremature: Boolean(body.isPremature) });
        navigate(screens.childHelp);
      } catch (failure) {
        notify.error(errorMessage(failure).message);
      }
    },
    // What the screen shows by the fields (the date's problem, what is missing) is not toasted too.
    (refused) => {
      if (refused.dobText?.message) {
        setDobTouched(true);
        document.getElementById('dob')?.focus();
      } else if (refused.root?.message) {
        setChecked(true);
      } else {
        // Past the screen's own rules, the contract's (what the server would answer).
        const message = refused.height?.message ?? refused.weight?.message;
        if (message) notify.error(message);
      }
    },
  );

  return (
    <form className="form intake-form" onSubmit={onSubmit} noValidate>
      <ChoiceTiles<Gender>
        name="gender"
        legend={enFlow.intake.child.genderLegend}
        options={genderOptions}
        value={gender.value}
        onChange={keep('gender', gender)}
        invalid={checked && missing.gender}
      />
      <DobField
        text={dobText.value}
        iso={dob}
        today={today}
        problem={problem}
        invalid={checked && missing.dob}
        onType={(text) => setDob(text, parseDateField(text))}
        onBlur={() => setDobTouched(true)}
      />
      {showPremature && <PrematureField checked={isPremature.value} onChange={keep('isPremature', isPremature)} />}
      <HeightField value={height.value} onChange={keep('height', height)} invalid={checked && missing.height} />
      <WeightField value={weight.value} onChange={keep('weight', weight)} invalid={checked && missing.weight} />
      {checked && Object.values(missing).some(Boolean) && (
        <p className="alert-box intake-warning" role="alert">
          {messages.fillAllDetails}
        </p>
      )}
      <IntakeActions backFallback={screens.details} busy={saving.isLoading} />
    </form>
  );
}
