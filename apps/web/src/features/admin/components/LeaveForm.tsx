import { addDays, todayInIndia } from '@app/contract/calendar';
import { useState } from 'react';
import { Link } from 'react-router';
import { DateField } from '../../../components/DateField';
import { enAdminHours } from '../../../i18n/enAdminHours';
import { useAdminAddLeaveMutation } from '../api/doctorHoursApi';
import { consultationsOf } from '../consultationFilter';
import { useRefusals } from '../useRefusals';
import { FormAlert, InputField } from './Fields';
import { SubmitButton } from './SubmitButton';

const t = enAdminHours.leave;

/** The longest leave one request may take (the server's LONGEST_LEAVE_DAYS). */
const LONGEST_LEAVE_DAYS = 60;

/**
 * A doctor's leave, from one day to another (one day: the same date twice), with a note. Refused
 * over booked consultations, the server lists them: shown in full, with the list of the doctor's
 * consultations on those days to move or cancel them from.
 */
export function LeaveForm({ doctorID }: { doctorID: number }) {
  const [addLeave] = useAdminAddLeaveMutation();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [note, setNote] = useState('');
  const { refusals, busy, send } = useRefusals(['from', 'to', 'note'] as const);
  const today = todayInIndia(new Date());
  // The days of the refusal, kept as sent: the operator may change the fields meanwhile.
  const [asked, setAsked] = useState({ from: '', to: '' });

  async function submit() {
    setAsked({ from, to });
    const missing = { ...(from ? {} : { from: t.fromMissing }), ...(to ? {} : { to: t.toMissing }) };
    const request = { doctorID, from, to, ...(note.trim() ? { note: note.trim() } : {}) };
    if (
      await send(
        missing,
        () => addLeave(request).unwrap(),
        () => t.added,
      )
    ) {
      setFrom('');
      setTo('');
      setNote('');
    }
  }

  return (
    <form
      className="form admin-form"
      aria-labelledby="leave-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 className="admin-panel-heading" id="leave-heading">
        {t.heading}
      </h3>
      <p className="admin-muted">{t.lead}</p>
      <div className="admin-dates">
        <DateField
          id="leave-from"
          label={t.from}
          value={from}
          min={today}
          error={refusals.from}
          onChange={(iso) => {
            setFrom(iso);
            // One day is the usual leave: the last day starts as the first.
            if (iso && (!to || to < iso)) setTo(iso);
          }}
        />
        <DateField
          id="leave-to"
          label={t.to}
          value={to}
          min={from || today}
          max={from ? addDays(from, LONGEST_LEAVE_DAYS - 1) : undefined}
          error={refusals.to}
          onChange={setTo}
        />
      </div>
      <InputField
        id="leave-note"
        label={t.note}
        optional
        maxLength={200}
        value={note}
        error={refusals.note}
        onChange={(event) => setNote(event.target.value)}
      />
      <FormAlert message={refusals.form} />
      {refusals.form && asked.from && asked.to && (
        <Link className="btn btn-link" to={consultationsOf({ doctorID: String(doctorID), ...asked })}>
          {t.booked}
        </Link>
      )}
      <div className="admin-form-buttons">
        <SubmitButton busy={busy} label={t.submit} busyLabel={t.busy} />
      </div>
    </form>
  );
}
