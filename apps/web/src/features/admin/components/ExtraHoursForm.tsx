import { todayInIndia } from '@app/contract/calendar';
import { type FormEvent, useState } from 'react';
import { DateField } from '../../../components/DateField';
import { enAdminHours } from '../../../i18n/enAdminHours';
import { consultLabel } from '../../../lib/consultTypes';
import { longDate } from '../../../lib/dates';
import { type ConsultType, slotLengthsWith } from '../../../lib/weeklyHours';
import { useAdminAddExtraHoursMutation } from '../api/doctorHoursApi';
import { useRefusals } from '../useRefusals';
import { CheckGroup, type Choice, FormAlert, InputField, SelectField } from './Fields';
import { SubmitButton } from './SubmitButton';

const t = enAdminHours.extra;
const f = enAdminHours.form;

const FIELDS = ['date', 'clinicID', 'from', 'to', 'slotMinutes', 'consultTypes'] as const;

/** A time input holds no 24:00: '00:00' in To is midnight at the end of the day, as in the weekly rows. */
const endOf = (to: string) => (to === '00:00' ? '24:00' : to);

interface ExtraHoursFormProps {
  doctorID: number;
  /** The clinics where the doctor has weekly hours: the only ones extra hours may be at. */
  clinics: readonly Choice[];
  /** The consult types hours may serve: the doctor's. */
  offered: readonly ConsultType[];
}

/**
 * One-off hours on one date at a clinic where the doctor works. What the server refuses (an
 * overlap, hours that do not divide into slots) shows by the input it names, else above the button.
 */
export function ExtraHoursForm({ doctorID, clinics, offered }: ExtraHoursFormProps) {
  const [addExtraHours] = useAdminAddExtraHoursMutation();
  const [date, setDate] = useState('');
  const { refusals, busy, send } = useRefusals(FIELDS);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    const [clinicID, from, to] = [text('clinicID'), text('from'), text('to')];
    const consultTypes = data.getAll('consultTypes').map(String) as ConsultType[];
    const missing = {
      ...(date ? {} : { date: t.missingDate }),
      ...(clinicID ? {} : { clinicID: t.missingClinic }),
      ...(from ? {} : { from: t.missingTime }),
      ...(to ? {} : { to: t.missingTime }),
      ...(consultTypes.length > 0 ? {} : { consultTypes: t.missingTypes }),
    };
    const request = {
      doctorID,
      clinicID: Number(clinicID),
      date,
      from,
      to: endOf(to),
      slotMinutes: Number(text('slotMinutes')),
      consultTypes,
    };
    if (
      await send(
        missing,
        () => addExtraHours(request).unwrap(),
        () => t.added(longDate(date)),
      )
    ) {
      form.reset();
      setDate('');
    }
  }

  return (
    <form className="form admin-form" aria-labelledby="extra-form-heading" noValidate onSubmit={(e) => void submit(e)}>
      <h4 className="admin-panel-heading" id="extra-form-heading">
        {t.formHeading}
      </h4>
      <DateField
        id="extra-date"
        label={t.date}
        value={date}
        min={todayInIndia(new Date())}
        error={refusals.date}
        onChange={setDate}
      />
      <SelectField
        id="extra-clinic"
        name="clinicID"
        label={t.clinic}
        placeholder={clinics.length === 1 ? undefined : t.choose}
        choices={clinics}
        error={refusals.clinicID}
      />
      <div className="admin-dates">
        <InputField id="extra-from" name="from" label={f.from} type="time" step={300} error={refusals.from} />
        <InputField id="extra-to" name="to" label={f.to} type="time" step={300} hint={f.toHint} error={refusals.to} />
      </div>
      <SelectField
        id="extra-slot"
        name="slotMinutes"
        label={f.slotMinutes}
        defaultValue="30"
        choices={slotLengthsWith('30').map((m) => ({ value: String(m), label: f.minutes(m) }))}
        error={refusals.slotMinutes}
      />
      <CheckGroup
        id="extra-types"
        name="consultTypes"
        legend={t.types}
        choices={offered.map((c) => ({ value: c, label: consultLabel(c) }))}
        defaultChecked={offered}
        error={refusals.consultTypes}
      />
      <FormAlert message={refusals.form} />
      <div className="admin-form-buttons">
        <SubmitButton busy={busy} label={t.submit} busyLabel={t.busy} />
      </div>
    </form>
  );
}
