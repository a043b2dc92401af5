import { type Control, type FieldErrors, type UseFormRegister, useFieldArray, useWatch } from 'react-hook-form';
import { FieldError } from '../../../components/Field';
import { PlusIcon } from '../../../components/moreIcons';
import { enConsole } from '../../../i18n/enConsole';
import { type PrescriptionPayload, useConsolePermittedMedicinesQuery } from '../api/consoleApi';
import { useConsoleToken } from '../consoleSession';
import { emptyMedicine, type PrescriptionFormValues } from '../prescriptionForm';
import { MEDICINE_NAMES_LIST, MedicineFields } from './MedicineFields';
import { RxCheckbox } from './PrescriptionFields';

const t = enConsole.prescription;

interface MedicinesFieldsetProps {
  appReqId: number;
  /** A follow-up asks whether the doctor saw the child in person (List B needs it). */
  followUp: boolean;
  control: Control<PrescriptionFormValues, unknown, PrescriptionPayload>;
  register: UseFormRegister<PrescriptionFormValues>;
  errors: FieldErrors<PrescriptionFormValues>;
}

/** The generic names this consultation may prescribe, asked again when 'Seen in person' changes. */
function useMedicineNames(appReqId: number, control: MedicinesFieldsetProps['control']) {
  const token = useConsoleToken();
  const seenInPerson = useWatch({ control, name: 'seenInPerson' });
  const names = useConsolePermittedMedicinesQuery(
    { token: token ?? '', appReqId, seenInPerson: Boolean(seenInPerson) },
    { skip: !token },
  );
  return names.data?.data ?? [];
}

/**
 * The medicines: what their names must be, the 'Seen in person' box of a follow-up, one or more
 * medicines (their names suggested from the lists teleconsultation may prescribe from), and Add.
 */
export function MedicinesFieldset({ appReqId, followUp, control, register, errors }: MedicinesFieldsetProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'medicines' });
  const names = useMedicineNames(appReqId, control);
  const listError = errors.medicines?.root?.message ?? errors.medicines?.message;
  return (
    <fieldset
      className="console-rx-medicines"
      aria-describedby={listError ? 'rx-medicines-note rx-medicines-error' : 'rx-medicines-note'}
    >
      <legend className="console-rx-legend">{t.medicines}</legend>
      <p id="rx-medicines-note" className="field-hint">
        {t.medicinesNote}
      </p>
      {followUp && (
        <RxCheckbox
          id="rx-seen-in-person"
          label={t.seenInPerson}
          hint={t.seenInPersonHint}
          error={errors.seenInPerson?.message}
          registration={register('seenInPerson')}
        />
      )}
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
      <FieldError id="rx-medicines-error" message={listError} live />
      <button
        type="button"
        className="btn btn-secondary console-rx-add"
        onClick={() => append(emptyMedicine(), { focusName: `medicines.${fields.length}.name` })}
      >
        <PlusIcon width={20} height={20} />
        {t.add}
      </button>
      <datalist id={MEDICINE_NAMES_LIST}>
        {names.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
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
    </fieldset>
  );
}
