import { type UseFormReturn, useWatch } from 'react-hook-form';
import { FieldError } from '../../../components/Field';
import { enAdminDoctor } from '../../../i18n/enAdminDoctor';
import { consultLabel } from '../../../lib/consultTypes';
import { type DoctorFormValues, type DoctorPayload, typesWithOwnFee } from '../doctorForm';
import { InputField } from './Fields';

const t = enAdminDoctor.form;

/**
 * A fee of its own for each consult type the doctor takes (but a follow up, always free), blank
 * for the doctor's fee. The server's refusal (a type not taken, over the ceiling) shows under them.
 */
export function FeesByTypeFields({ form }: { form: UseFormReturn<DoctorFormValues, unknown, DoctorPayload> }) {
  const taken = useWatch({ control: form.control, name: 'consultTypes' });
  const types = typesWithOwnFee(taken ?? []);
  const errors = form.formState.errors.feesByType;
  if (types.length === 0) return null;
  return (
    <fieldset
      className="admin-checks"
      aria-describedby={['doctor-feesByType-hint', errors?.message && 'doctor-feesByType-error']
        .filter(Boolean)
        .join(' ')}
    >
      <legend className="field-label">{t.feesByType}</legend>
      <p id="doctor-feesByType-hint" className="field-hint">
        {t.feesByTypeHint}
      </p>
      <div className="admin-grid">
        {types.map((type) => (
          <InputField
            key={type}
            id={`doctor-fee-${type}`}
            label={t.feeFor(consultLabel(type))}
            inputMode="numeric"
            registration={form.register(`feesByType.${type}`)}
            error={errors?.[type]?.message}
          />
        ))}
      </div>
      <FieldError id="doctor-feesByType-error" message={errors?.message} />
    </fieldset>
  );
}
