import { todayInIndia } from '@app/contract/calendar';
import { type FormEvent, useRef, useState } from 'react';
import { BottomSheet } from '../../../components/BottomSheet';
import { TextField } from '../../../components/TextField';
import { enGrowth } from '../../../i18n/enGrowth';
import { errorMessage } from '../../../lib/apiClient';
import { notify } from '../../../lib/notify';
import { isUnauthorized, useExpireSession } from '../useTracker';
import { addGrowthBody, type GrowthFormErrors, type GrowthFormValues, growthFormErrors } from './addForm';
import { useAddGrowthDataMutation } from './growthApi';
import { type GrowthParam, MEASURES } from './measures';

interface AddGrowthSheetProps {
  open: boolean;
  onClose: () => void;
  param: GrowthParam;
  patientId: number;
  accountId: number | undefined;
  dateOfBirth: string | null;
}

/** 'Add Growth Details' (spec §2 "growth"): the date and the one measurement of the tab. */
export function AddGrowthSheet({ open, onClose, param, ...form }: AddGrowthSheetProps) {
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={enGrowth.form.title}
      description={enGrowth.form.description(param)}
    >
      {/* Rendered while open only: every opening starts a fresh form. */}
      <AddGrowthForm key={param} param={param} onSaved={onClose} {...form} />
    </BottomSheet>
  );
}

interface AddGrowthFormProps extends Omit<AddGrowthSheetProps, 'open' | 'onClose'> {
  onSaved: () => void;
}

/** Server fields whose message belongs under one of the form's inputs. */
const VALUE_FIELDS = new Set<string>(['Weight', 'Height', 'HeadCircum']);

function AddGrowthForm({ param, patientId, accountId, dateOfBirth, onSaved }: AddGrowthFormProps) {
  const t = enGrowth.form;
  const today = todayInIndia(new Date());
  const expire = useExpireSession();
  const [add, { isLoading }] = useAddGrowthDataMutation();
  const [values, setValues] = useState<GrowthFormValues>({ date: today, value: '' });
  const [errors, setErrors] = useState<GrowthFormErrors>({});
  const [failure, setFailure] = useState<string>();
  const dateRef = useRef<HTMLInputElement>(null);
  const valueRef = useRef<HTMLInputElement>(null);
  const { min, max } = MEASURES[param];

  function change(field: keyof GrowthFormValues, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFailure(undefined);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    const found = growthFormErrors(values, param, { today, dateOfBirth });
    setErrors(found);
    setFailure(undefined);
    if (found.date || found.value) {
      (found.date ? dateRef : valueRef).current?.focus();
      return;
    }
    try {
      const saved = await add(addGrowthBody(values, param, { accountId, patientId })).unwrap();
      notify.success(saved.message);
      onSaved();
    } catch (error) {
      if (isUnauthorized(error)) return expire();
      // The server's own words (400, 403), under the field they are about when it names one.
      const { message, field } = errorMessage(error);
      if (field === 'achievedDate') setErrors({ date: message });
      else if (field && VALUE_FIELDS.has(field)) setErrors({ value: message });
      else setFailure(message);
    }
  }

  return (
    <form className="form growth-form" noValidate onSubmit={submit}>
      <TextField
        ref={dateRef}
        id="growth-date"
        label={t.date}
        type="date"
        required
        min={dateOfBirth ?? undefined}
        max={today}
        value={values.date}
        error={errors.date}
        onChange={(e) => change('date', e.target.value)}
      />
      <TextField
        ref={valueRef}
        id="growth-value"
        label={enGrowth.withUnit[param]}
        type="number"
        inputMode="decimal"
        step="0.01"
        min={min}
        max={max}
        required
        autoComplete="off"
        value={values.value}
        error={errors.value}
        onChange={(e) => change('value', e.target.value)}
      />
      {failure && (
        <p role="alert" className="tracker-warning">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" aria-busy={isLoading || undefined}>
        {isLoading ? t.saving : t.save}
      </button>
    </form>
  );
}
