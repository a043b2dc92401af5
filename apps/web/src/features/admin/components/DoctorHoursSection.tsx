import type { AdminDoctor } from '@app/contract/schemas/adminCatalogue';
import { useState } from 'react';
import { enAdminHours } from '../../../i18n/enAdminHours';
import { typesToOffer } from '../../../lib/weeklyHours';
import { useAdminClinicsQuery } from '../api/catalogueApi';
import { useAdminDoctorHoursQuery } from '../api/doctorHoursApi';
import type { ClinicHours, DoctorHours } from '../doctorHours';
import '../hours.css';
import { QueryState } from './AdminPage';
import { AnotherClinic } from './AnotherClinic';
import { ClinicHoursPanel } from './ClinicHoursPanel';
import { DaysOffList } from './DaysOffList';
import { ExtraHoursPanel } from './ExtraHoursPanel';
import { HoursEditor } from './HoursEditor';
import { LeaveForm } from './LeaveForm';

const t = enAdminHours;

/** The clinics in use where the doctor has no hours yet. */
function otherClinics(
  all: readonly { clinicID: number; name: string; retiredAt: string | null }[],
  hours: DoctorHours,
) {
  const held = new Set(hours.clinics.map((c) => c.clinicID));
  return all
    .filter((c) => !c.retiredAt && !held.has(c.clinicID))
    .map((c) => ({ value: String(c.clinicID), label: c.name }));
}

/**
 * The doctor page's Hours: each clinic's week with its editor, hours at another clinic, leave, and
 * the days off ahead, and the extra hours. The consult types hours may serve are the doctor's own. A retired doctor's
 * hours are shown, not changed.
 */
export function DoctorHoursSection({ doctor }: { doctor: AdminDoctor }) {
  const hours = useAdminDoctorHoursQuery({ doctorID: String(doctor.doctorID) });
  const clinics = useAdminClinicsQuery();
  const [editing, setEditing] = useState<number>();
  const [adding, setAdding] = useState<ClinicHours>();
  // The clinic whose Edit hours takes the operator's place once its editor is gone.
  const [back, setBack] = useState<number>();
  const readOnly = Boolean(doctor.retiredAt);

  return (
    <section className="admin-hours" aria-labelledby="hours-heading">
      <div>
        <h2 className="heading admin-section-heading" id="hours-heading">
          {t.heading}
        </h2>
        <p className="admin-muted">{t.lead}</p>
      </div>
      <QueryState query={hours}>
        {({ hours: h }) => {
          const offered = typesToOffer(
            doctor.consultTypes,
            h.clinics.flatMap((c) => c.rows),
          );
          const others = otherClinics(clinics.data?.data ?? [], h);
          return (
            <div className="admin-split">
              <div className="admin-split-main">
                {h.clinics.length === 0 && !adding && <p className="staff-note">{t.noClinics}</p>}
                {h.clinics.map((clinic) => (
                  <ClinicHoursPanel
                    key={clinic.clinicID}
                    doctorID={doctor.doctorID}
                    clinic={clinic}
                    offered={offered}
                    editing={editing === clinic.clinicID}
                    onEdit={(on) => {
                      setEditing(on ? clinic.clinicID : undefined);
                      setBack(on ? undefined : clinic.clinicID);
                    }}
                    readOnly={readOnly}
                    returnFocus={back === clinic.clinicID}
                    onFocused={() => setBack(undefined)}
                  />
                ))}
                {readOnly ? null : adding ? (
                  <section className="staff-panel">
                    <HoursEditor
                      doctorID={doctor.doctorID}
                      clinic={adding}
                      offered={offered}
                      onDone={(saved) => {
                        if (saved) setBack(adding.clinicID);
                        setAdding(undefined);
                      }}
                    />
                  </section>
                ) : (
                  <AnotherClinic
                    clinics={others}
                    onStart={(clinicID) => {
                      const clinic = clinics.data?.data.find((c) => c.clinicID === clinicID);
                      if (clinic) setAdding({ clinicID, name: clinic.name, timeZone: clinic.timeZone, rows: [] });
                    }}
                  />
                )}
              </div>
              <aside className="admin-side">
                {!readOnly && (
                  <section className="staff-panel">
                    <LeaveForm doctorID={doctor.doctorID} />
                  </section>
                )}
                <section className="staff-panel">
                  <DaysOffList daysOff={h.daysOff} readOnly={readOnly} />
                </section>
                <ExtraHoursPanel doctorID={doctor.doctorID} hours={h} offered={offered} readOnly={readOnly} />
              </aside>
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}
