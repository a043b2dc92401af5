import { todayInIndia } from '@app/contract/calendar';
import { messages } from '@app/contract/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { BottomSheet } from '../../../components/BottomSheet';
import { DateField } from '../../../components/DateField';
import { TextField } from '../../../components/TextField';
import { enGrowth } from '../../../i18n/enGrowth';
import { errorMessage } from '../../../lib/apiClient';
import { notify } from '../../../lib/notify';
import { isUnauthorized, useExpireSession } from '../useTracker';
import { type AddGrowthBody, type GrowthFormValues, growthForm } from './addForm';
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
  const [today] = useState(() => todayInIndia(new Date()));
  const expire = useExpireSession();
  const [add, { isLoading }] = useAddGrowthDataMutation();
  const {
    control,
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<GrowthFormValues, unknown, AddGrowthBody>({
    resolver: zodResolver(growthForm(param, { today, dateOfBirth }, { accountId, patientId })),
    defaultValues: { date: today, value: '' },
    reValidateMode: 'onSubmit',
  });
  const { field: dateField } = useController({ control, name: 'date' });
  const { min, max } = MEASURES[param];
  // A change takes away its field's message and the form's.
  const field = (name: keyof GrowthFormValues) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        clearErrors('root');
      },
    });

  const submit = handleSubmit(async (body) => {
    if (isLoading) return;
    try {
      const saved = await add(body).unwrap();
      notify.success(saved.message);
      onSaved();
    } catch (error) {
      if (isUnauthorized(error)) return expire();
      // The server's own words (400, 403), under the field they are about when it names one.
      const { message, field: named } = errorMessage(error);
      if (named === 'achievedDate') setError('date', { message });
      else if (named && VALUE_FIELDS.has(named)) setError('value', { message });
      else setError('root', { message });
    }
  });

  return (
    <form className="form growth-form" noValidate onSubmit={submit}>
      <DateField
        id="growth-date"
        label={t.date}
        required
        min={dateOfBirth}
        max={today}
        messages={{ tooLate: messages.growthDateFuture, tooEarly: messages.growthDateBeforeBirth }}
        error={errors.date?.message}
        {...dateField}
        onChange={(iso) => {
          dateField.onChange(iso);
          clearErrors('date');
          clearErrors('root');
        }}
      />
      <TextField
        id="growth-value"
        label={enGrowth.withUnit[param]}
        type="number"
        inputMode="decimal"
        step="0.01"
        min={min}
        max={max}
        required
        autoComplete="off"
        error={errors.value?.message}
        {...field('value')}
      />
      {errors.root && (
        <p role="alert" className="tracker-warning">
          {errors.root.message}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" aria-busy={isLoading || undefined}>
        {isLoading ? t.saving : t.save}
      </button>
    </form>
  );
}
