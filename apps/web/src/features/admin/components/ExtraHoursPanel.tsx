import { enAdminHours } from '../../../i18n/enAdminHours';
import type { ConsultType } from '../../../lib/weeklyHours';
import type { DoctorHours } from '../doctorHours';
import { ExtraHoursForm } from './ExtraHoursForm';
import { ExtraHoursList } from './ExtraHoursList';

const t = enAdminHours.extra;

interface ExtraHoursPanelProps {
  doctorID: number;
  hours: DoctorHours;
  offered: readonly ConsultType[];
  readOnly: boolean;
}

/** The doctor's one-off hours ahead, and a form adding more at a clinic where they have weekly hours. */
export function ExtraHoursPanel({ doctorID, hours, offered, readOnly }: ExtraHoursPanelProps) {
  const clinics = hours.clinics.map((c) => ({ value: String(c.clinicID), label: c.name }));
  return (
    <section className="staff-panel" aria-labelledby="extra-hours-heading">
      <h3 className="admin-panel-heading" id="extra-hours-heading">
        {t.heading}
      </h3>
      <p className="admin-muted">{t.lead}</p>
      <ExtraHoursList extraHours={hours.extraHours} readOnly={readOnly} />
      {readOnly ? null : clinics.length === 0 ? (
        <p className="staff-note">{t.noWeekly}</p>
      ) : (
        <ExtraHoursForm doctorID={doctorID} clinics={clinics} offered={offered} />
      )}
    </section>
  );
}
