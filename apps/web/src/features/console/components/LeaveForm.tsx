import { addDays, daysBetween, todayInIndia } from '@app/contract/calendar';
import { type FormEvent, useState } from 'react';
import { BusyButton } from '../../../components/BusyButton';
import { DateField } from '../../../components/DateField';
import { StaffConfirmDialog } from '../../../components/staff/StaffConfirmDialog';
import { TextField } from '../../../components/TextField';
import { enConsoleHours } from '../../../i18n/enConsoleHours';
import { longDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { useConsoleTakeLeaveMutation } from '../api/hoursApi';

const t = enConsoleHours.leave;

/** The longest leave one request may take (the server's LONGEST_LEAVE_DAYS). */
const LONGEST_LEAVE_DAYS = 60;

interface LeaveErrors {
  from?: string;
  to?: string;
  /** A refusal about no one field: the 409 listing the consultations booked on those days. */
  form?: string;
}

/**
 * 'Take leave': the first and last day (one day: the same date twice), an optional note, asked
 * once more before saving. A refusal over booked consultations is shown in full: it lists them.
 */
export function LeaveForm() {
  const [takeLeave, { isLoading: taking }] = useConsoleTakeLeaveMutation();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<LeaveErrors>({});
  const [asking, setAsking] = useState(false);
  const today = todayInIndia(new Date());

  function ask(event: FormEvent) {
    event.preventDefault();
    const missing: LeaveErrors = {
      ...(from ? {} : { from: t.fromMissing }),
      ...(to ? {} : { to: t.toMissing }),
    };
    setErrors(missing);
    if (!missing.from && !missing.to) setAsking(true);
  }

  async function take() {
    setAsking(false);
    try {
      await takeLeave({ from, to, ...(note.trim() ? { note: note.trim() } : {}) }).unwrap();
      notify.success(t.taken);
      setFrom('');
      setTo('');
      setNote('');
      setErrors({});
    } catch (failure) {
      // Said here, not in a toast: a refusal over bookings lists them, too long to read in one.
      const error = errorMessage(failure);
      if (error.status === 401) return;
      if (error.field === 'from' || error.field === 'to') setErrors({ [error.field]: error.message });
      else setErrors({ form: error.message });
    }
  }

  const days = from && to ? daysBetween(from, to) + 1 : 0;
  return (
    <section className="hours-panel" aria-labelledby="leave-heading">
      <h2 className="hours-panel-heading" id="leave-heading">
        {t.heading}
      </h2>
      <p className="hours-panel-lead">{t.lead}</p>
      <form className="form hours-leave-form" onSubmit={ask} noValidate>
        <div className="hours-leave-dates">
          <DateField
            id="leave-from"
            label={t.from}
            value={from}
            min={today}
            required
            error={errors.from}
            onChange={(iso) => {
              setFrom(iso);
              // A single day is the usual leave: the last day starts as the first.
              if (iso && (!to || to < iso)) setTo(iso);
            }}
          />
          <DateField
            id="leave-to"
            label={t.to}
            value={to}
            min={from || today}
            max={from ? addDays(from, LONGEST_LEAVE_DAYS - 1) : undefined}
            required
            error={errors.to}
            onChange={setTo}
          />
        </div>
        <TextField
          id="leave-note"
          label={t.note}
          labelNote={t.optional}
          maxLength={200}
          autoComplete="off"
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        {errors.form && (
          <p className="staff-alert" role="alert">
            {errors.form}
          </p>
        )}
        <div>
          <BusyButton type="submit" busy={taking} disabled={taking} className="btn btn-primary">
            {taking ? t.taking : t.submit}
          </BusyButton>
        </div>
      </form>
      <StaffConfirmDialog
        open={asking}
        title={t.confirmTitle}
        text={days > 1 ? t.confirmRange(longDate(from), longDate(to), days) : t.confirmOne(longDate(from))}
        confirmLabel={t.confirmYes}
        cancelLabel={t.confirmNo}
        onCancel={() => setAsking(false)}
        onConfirm={() => void take()}
      />
    </section>
  );
}
