import { todayInIndia } from '@app/contract/calendar';
import { type FormEvent, useState } from 'react';
import { DateField } from '../../../components/DateField';
import { enAdminHours } from '../../../i18n/enAdminHours';
import { useAdminAddHolidayMutation } from '../api/doctorHoursApi';
import { useRefusals } from '../useRefusals';
import { type Choice, FormAlert, InputField, SelectField } from './Fields';
import { SubmitButton } from './SubmitButton';

const t = enAdminHours.holiday;

/**
 * A clinic's holiday: a whole day on which no doctor there can be booked. Refused over booked
 * consultations, the server lists them: shown in full above the button.
 */
export function HolidayForm({ clinics }: { clinics: readonly Choice[] }) {
  const [addHoliday] = useAdminAddHolidayMutation();
  const [date, setDate] = useState('');
  const { refusals, busy, send } = useRefusals(['clinicID', 'date', 'note'] as const);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const clinicID = String(data.get('clinicID') ?? '');
    const note = String(data.get('note') ?? '').trim();
    const missing = { ...(clinicID ? {} : { clinicID: t.missingClinic }), ...(date ? {} : { date: t.missingDate }) };
    const request = { clinicID: Number(clinicID), date, ...(note ? { note } : {}) };
    if (
      await send(
        missing,
        () => addHoliday(request).unwrap(),
        (answer) => answer.message,
      )
    ) {
      form.reset();
      setDate('');
    }
  }

  return (
    <section className="staff-panel">
      <form className="form admin-form" aria-labelledby="holiday-heading" noValidate onSubmit={(e) => void submit(e)}>
        <h2 className="admin-panel-heading" id="holiday-heading">
          {t.heading}
        </h2>
        <p className="admin-muted">{t.lead}</p>
        <SelectField
          id="holiday-clinic"
          name="clinicID"
          label={t.clinic}
          placeholder={t.choose}
          choices={clinics}
          error={refusals.clinicID}
        />
        <DateField
          id="holiday-date"
          label={t.date}
          value={date}
          min={todayInIndia(new Date())}
          error={refusals.date}
          onChange={setDate}
        />
        <InputField id="holiday-note" name="note" label={t.note} optional maxLength={200} error={refusals.note} />
        <FormAlert message={refusals.form} />
        <div className="admin-form-buttons">
          <SubmitButton busy={busy} label={t.submit} busyLabel={t.busy} />
        </div>
      </form>
    </section>
  );
}
