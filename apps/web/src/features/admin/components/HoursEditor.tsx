import { useEffect, useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { enAdminHours } from '../../../i18n/enAdminHours';
import {
  type ConsultType,
  nextRow,
  type RowField,
  rowFieldOf,
  rowValuesOf,
  type WeeklyRow,
} from '../../../lib/weeklyHours';
import { useAdminSaveWeeklyHoursMutation } from '../api/doctorHoursApi';
import { hoursResolver } from '../hoursForm';
import { useAdminForm } from '../useAdminForm';
import { EditForm } from './EditForm';
import { HoursRow } from './HoursRow';

const t = enAdminHours.form;

interface HoursEditorProps {
  doctorID: number;
  clinic: { clinicID: number; name: string; rows: readonly WeeklyRow[] };
  /** The consult types rows may serve: the doctor's. */
  offered: readonly ConsultType[];
  /** Saved (true) or cancelled: the week is shown again. */
  onDone(saved: boolean): void;
}

/**
 * A doctor's weekly hours at one clinic, edited as a whole (the server replaces them): rows added
 * and removed, checked with the contract's schema before sending. A clinic without hours yet
 * starts with a first row. What the server refuses shows on the row or input it names, else above
 * the buttons.
 */
export function HoursEditor({ doctorID, clinic, offered, onDone }: HoursEditorProps) {
  const [save] = useAdminSaveWeeklyHoursMutation();
  const { form, submit, formError, saving } = useAdminForm({
    defaultValues: { rows: clinic.rows.length > 0 ? rowValuesOf(clinic.rows) : [nextRow([], offered)] },
    resolver: hoursResolver(doctorID, clinic.clinicID),
    fieldOf: (field): RowField | undefined => rowFieldOf(field, form.getValues('rows').length),
    save: (request) => save(request).unwrap(),
    said: () => t.saved(clinic.name),
    onSaved: () => onDone(true),
  });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const idPrefix = `hours-${clinic.clinicID}`;
  const first = useRef<HTMLDivElement>(null);

  // The button that opened the editor is gone: the operator's place moves to the first input.
  useEffect(() => first.current?.querySelector<HTMLElement>('select, input')?.focus(), []);

  return (
    <EditForm
      id={idPrefix}
      level={3}
      heading={t.heading(clinic.name)}
      onSubmit={submit}
      formError={formError}
      saving={saving}
      saveLabel={t.save}
      savingLabel={t.saving}
      onCancel={() => onDone(false)}
    >
      <p className="admin-muted">
        {t.lead} {t.toHint}
      </p>
      <div ref={first} className="admin-hours-rows">
        {rows.fields.length === 0 && <p className="staff-note">{t.empty}</p>}
        {rows.fields.map((row, index) => (
          <HoursRow
            key={row.id}
            idPrefix={idPrefix}
            index={index}
            form={form}
            offered={offered}
            onRemove={() => rows.remove(index)}
          />
        ))}
      </div>
      <div>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => rows.append(nextRow(form.getValues('rows'), offered))}
        >
          {t.add}
        </button>
      </div>
    </EditForm>
  );
}
