import { useEffect, useRef, useState } from 'react';
import { enConsoleHours } from '../../../i18n/enConsoleHours';
import { type ClinicHours, type ConsultType, HOME_TIME_ZONE } from '../hours';
import { HoursForm } from './HoursForm';
import { WeekView } from './WeekView';

const t = enConsoleHours.week;

/** One clinic's weekly hours: the week as it stands, or the form that edits it. */
export function ClinicHoursSection({ clinic, offered }: { clinic: ClinicHours; offered: readonly ConsultType[] }) {
  const [editing, setEditing] = useState(false);
  const edit = useRef<HTMLButtonElement>(null);
  const closed = useRef(false);
  const headingId = `clinic-${clinic.clinicID}-heading`;

  // Back from the form (saved or cancelled): the doctor's place returns to Edit hours.
  useEffect(() => {
    if (!editing && closed.current) edit.current?.focus();
  }, [editing]);

  return (
    <section className="hours-panel hours-clinic" aria-labelledby={headingId}>
      <div className="hours-clinic-head">
        <div>
          <h2 className="hours-panel-heading" id={headingId}>
            {t.heading(clinic.name)}
          </h2>
          {clinic.timeZone !== HOME_TIME_ZONE && <p className="hours-panel-lead">{t.timeZone(clinic.timeZone)}</p>}
        </div>
        {!editing && (
          <button ref={edit} type="button" className="btn btn-secondary btn-small" onClick={() => setEditing(true)}>
            {t.edit}
          </button>
        )}
      </div>
      {editing ? (
        <HoursForm
          clinic={clinic}
          offered={offered}
          onDone={() => {
            closed.current = true;
            setEditing(false);
          }}
        />
      ) : (
        <WeekView rows={clinic.rows} />
      )}
    </section>
  );
}
