import type { ConsoleDoctor } from '@app/contract/schemas/console';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Field } from '../../../components/Field';
import { AlertIcon, Spinner } from '../../../components/icons';
import { PlusIcon } from '../../../components/moreIcons';
import { enConsole } from '../../../i18n/enConsole';
import type { ApiError } from '../../../lib/http';
import type { PrescriptionPayload } from '../api/consoleApi';
import {
  emptyMedicine,
  emptyPrescription,
  formFieldOf,
  type PrescriptionFormValues,
  prescriptionResolver,
} from '../prescriptionForm';
import { DoctorBlock } from './DoctorBlock';
import { MedicineFields } from './MedicineFields';

const t = enConsole.prescription;

interface PrescriptionFormProps {
  appReqId: number;
  doctor: ConsoleDoctor | undefined;
  /** Saves; resolves with the server's refusal, or undefined once saved. */
  onSubmit: (payload: PrescriptionPayload) => Promise<ApiError | undefined>;
}

/**
 * 'Write prescription': the prescriber (read-only), one or more medicines, advice. Checked with
 * the contract's WritePrescriptionRequest before sending; what the server still refuses shows on
 * its field when it names one, else above the button.
 */
export function PrescriptionForm({ appReqId, doctor, onSubmit }: PrescriptionFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PrescriptionFormValues, unknown, PrescriptionPayload>({
    resolver: prescriptionResolver(appReqId),
    defaultValues: emptyPrescription(),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'medicines' });
  const [formError, setFormError] = useState<string>();

  const submit = handleSubmit(async (payload) => {
    setFormError(undefined);
    const failure = await onSubmit(payload);
    if (!failure) return;
    const field = formFieldOf(failure.field);
    if (field && field !== 'medicines') setError(field, { message: failure.message }, { shouldFocus: true });
    else setFormError(failure.message);
  });

  const listError = errors.medicines?.root?.message ?? errors.medicines?.message;
  return (
    <form className="form console-rx-form" onSubmit={submit} noValidate aria-labelledby="rx-heading">
      <h2 className="console-panel-heading" id="rx-heading">
        {t.heading}
      </h2>
      <DoctorBlock doctor={doctor} />

      <fieldset className="console-rx-medicines" aria-describedby={listError ? 'rx-medicines-error' : undefined}>
        <legend className="console-rx-legend">{t.medicines}</legend>
        {fields.length === 0 && <p className="field-hint">{t.noMedicines}</p>}
        {fields.map((field, index) => (
          <MedicineFields
            key={field.id}
            index={index}
            register={register}
            errors={errors.medicines?.[index]}
            onRemove={() => remove(index)}
          />
        ))}
        <p id="rx-medicines-error" className="field-error" role={listError ? 'alert' : undefined}>
          {listError && (
            <>
              <AlertIcon width={18} height={18} />
              <span>{listError}</span>
            </>
          )}
        </p>
        <button
          type="button"
          className="btn btn-secondary console-rx-add"
          onClick={() => append(emptyMedicine(), { focusName: `medicines.${fields.length}.name` })}
        >
          <PlusIcon width={20} height={20} />
          {t.add}
        </button>
      </fieldset>

      <Field htmlFor="rx-advice" label={t.advice}>
        <textarea
          id="rx-advice"
          className={errors.advice ? 'input console-textarea input--invalid' : 'input console-textarea'}
          rows={4}
          aria-invalid={errors.advice ? true : undefined}
          aria-describedby={errors.advice ? 'rx-advice-error' : undefined}
          {...register('advice')}
        />
        <p id="rx-advice-error" className="field-error">
          {errors.advice?.message}
        </p>
      </Field>

      {formError && (
        <p className="console-alert" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="btn btn-primary console-rx-save" aria-busy={isSubmitting || undefined}>
        {isSubmitting && <Spinner size={20} />}
        {isSubmitting ? t.saving : t.save}
      </button>
      <datalist id="rx-freq-suggestions">
        {t.freqSuggestions.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <datalist id="rx-measure-suggestions">
        {t.measureSuggestions.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
    </form>
  );
}
