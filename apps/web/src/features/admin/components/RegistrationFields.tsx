import type { AdminDoctor } from '@app/contract/schemas/adminCatalogue';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { enAdminDoctor } from '../../../i18n/enAdminDoctor';
import { councilsFor, type DoctorChoices, type DoctorFormValues, type DoctorPayload } from '../doctorForm';
import { bindFields, InputField, SelectField } from './Fields';

const t = enAdminDoctor.form;

interface RegistrationFieldsProps {
  form: UseFormReturn<DoctorFormValues, unknown, DoctorPayload>;
  choices: DoctorChoices;
  doctor: AdminDoctor | undefined;
}

/**
 * The registration body and number: only the bodies that register the chosen profession are
 * offered, and the chosen body's example shows how its numbers look.
 */
export function RegistrationFields({ form, choices, doctor }: RegistrationFieldsProps) {
  const { watch, setValue, getValues } = form;
  const field = bindFields(form, 'doctor');
  const kind = watch('professionalKind');
  const councils = councilsFor(choices, kind);
  const chosen = councils.find((c) => c.code === watch('council'));

  // Another profession: a body of the former one is no longer a choice.
  useEffect(() => {
    const council = getValues('council');
    if (council && !councilsFor(choices, kind).some((c) => c.code === council)) setValue('council', '');
  }, [kind, choices, getValues, setValue]);

  const hints = [chosen && t.registrationExample(chosen.example), doctor?.verifiedAt && t.registrationReset];
  return (
    <div className="admin-grid">
      <SelectField
        {...field('council')}
        label={t.council}
        hint={t.councilHint}
        placeholder={t.choose}
        choices={councils.map((c) => ({ value: c.code, label: c.name }))}
      />
      <InputField
        {...field('registrationNumber')}
        label={t.registrationNumber}
        hint={hints.filter(Boolean).join(' ') || undefined}
      />
    </div>
  );
}
