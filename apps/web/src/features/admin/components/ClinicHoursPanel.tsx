import { CLINIC_TIME_ZONE } from '@app/contract/constants';
import { useEffect, useRef } from 'react';
import { enAdminHours } from '../../../i18n/enAdminHours';
import type { ConsultType } from '../../../lib/weeklyHours';
import type { ClinicHours } from '../doctorHours';
import { HoursEditor } from './HoursEditor';
import { WeekTable } from './WeekTable';

const t = enAdminHours.week;

interface ClinicHoursPanelProps {
  doctorID: number;
  clinic: ClinicHours;
  offered: readonly ConsultType[];
  editing: boolean;
  onEdit(editing: boolean): void;
  /** A retired doctor's hours are shown, not edited. */
  readOnly: boolean;
  /** The operator's place comes back to Edit hours (after the editor closed, or the clinic's first hours). */
  returnFocus: boolean;
  onFocused(): void;
}

/** One clinic's weekly hours: the week as it stands with Edit hours, or the editor in its place. */
export function ClinicHoursPanel(props: ClinicHoursPanelProps) {
  const { doctorID, clinic, offered, editing, onEdit, readOnly, returnFocus, onFocused } = props;
  const headingId = `clinic-hours-${clinic.clinicID}-heading`;
  const edit = useRef<HTMLButtonElement>(null);

  // The editor that was in the operator's place is gone: their place is Edit hours.
  useEffect(() => {
    if (!returnFocus || editing || !edit.current) return;
    edit.current.focus();
    onFocused();
  }, [returnFocus, editing, onFocused]);

  if (editing) {
    return (
      <section className="staff-panel">
        <HoursEditor doctorID={doctorID} clinic={clinic} offered={offered} onDone={() => onEdit(false)} />
      </section>
    );
  }
  return (
    <section className="staff-panel" aria-labelledby={headingId}>
      <div className="admin-panel-head">
        <div>
          <h3 className="admin-panel-heading" id={headingId}>
            {t.heading(clinic.name)}
          </h3>
          {clinic.timeZone !== CLINIC_TIME_ZONE && <p className="admin-muted">{t.timeZone(clinic.timeZone)}</p>}
        </div>
        {!readOnly && (
          <button
            ref={edit}
            type="button"
            className="btn btn-secondary btn-small"
            aria-label={t.editAt(clinic.name)}
            onClick={() => onEdit(true)}
          >
            {t.edit}
          </button>
        )}
      </div>
      <WeekTable rows={clinic.rows} clinic={clinic.name} />
    </section>
  );
}
