import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/TextField';
import { enConsole } from '../../../i18n/enConsole';
import type { MedicineRow, PrescriptionFormValues } from '../prescriptionForm';

const t = enConsole.prescription;

interface MedicineFieldsProps {
  index: number;
  register: UseFormRegister<PrescriptionFormValues>;
  errors: FieldErrors<MedicineRow> | undefined;
  onRemove: () => void;
}

/** One medicine: name, frequency, dose and its measure, duration in days, a note; and Remove. */
export function MedicineFields({ index, register, errors, onRemove }: MedicineFieldsProps) {
  const id = (field: keyof MedicineRow) => `rx-${index}-${field}`;
  const legendId = `rx-${index}-legend`;
  return (
    <fieldset className="console-rx-medicine">
      <legend className="console-rx-medicine-legend" id={legendId}>
        {t.medicine(index + 1)}
      </legend>
      <div className="console-rx-grid">
        <TextField
          id={id('name')}
          label={t.name}
          className="console-rx-input"
          autoComplete="off"
          error={errors?.name?.message}
          {...register(`medicines.${index}.name`)}
        />
        <TextField
          id={id('freq')}
          label={t.freq}
          className="console-rx-input"
          list="rx-freq-suggestions"
          autoComplete="off"
          error={errors?.freq?.message}
          {...register(`medicines.${index}.freq`)}
        />
        <TextField
          id={id('dose')}
          label={t.dose}
          className="console-rx-input"
          inputMode="decimal"
          autoComplete="off"
          error={errors?.dose?.message}
          {...register(`medicines.${index}.dose`)}
        />
        <TextField
          id={id('dosemesure')}
          label={t.dosemesure}
          className="console-rx-input"
          list="rx-measure-suggestions"
          autoComplete="off"
          error={errors?.dosemesure?.message}
          {...register(`medicines.${index}.dosemesure`)}
        />
        <TextField
          id={id('dureationDays')}
          label={t.duration}
          className="console-rx-input"
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          step={1}
          error={errors?.dureationDays?.message}
          {...register(`medicines.${index}.dureationDays`)}
        />
        <TextField
          id={id('note')}
          label={t.note}
          className="console-rx-input"
          autoComplete="off"
          error={errors?.note?.message}
          {...register(`medicines.${index}.note`)}
        />
      </div>
      <button type="button" className="btn btn-link console-rx-remove" onClick={onRemove} aria-describedby={legendId}>
        {t.remove}
      </button>
    </fieldset>
  );
}
