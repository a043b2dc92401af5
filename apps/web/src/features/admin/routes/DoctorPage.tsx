import { messages } from '@app/contract/messages';
import type { AdminDoctor } from '@app/contract/schemas/adminCatalogue';
import { generatePath, Link, useNavigate, useParams } from 'react-router';
import { screens } from '../../../app/paths';
import { enAdmin } from '../../../i18n/enAdmin';
import { enAdminDoctor } from '../../../i18n/enAdminDoctor';
import { isOwner, useAdminContext } from '../adminContext';
import { useAdminDoctorChoicesQuery, useAdminDoctorQuery } from '../api/catalogueApi';
import { auditOf } from '../auditFilter';
import { AdminPage, both, QueryState } from '../components/AdminPage';
import { DoctorBadges } from '../components/DoctorBadges';
import { DoctorForm } from '../components/DoctorForm';
import { DoctorHoursSection } from '../components/DoctorHoursSection';
import { DoctorPhoto } from '../components/DoctorPhoto';
import { DoctorRetire } from '../components/DoctorRetire';
import { DoctorVerification } from '../components/DoctorVerification';

const t = enAdminDoctor.page;

const ID = /^\d{1,9}$/;
/** A new doctor: nothing to load but the form's choices. */
const NO_DOCTOR: { data: { doctor?: AdminDoctor }; refetch(): void } = { data: {}, refetch: () => undefined };

/**
 * `/admin/doctors/new` and `/admin/doctors/:doctorId`: the doctor's details, then (once saved)
 * the photo, the registration's verification and retirement beside them, and the doctor's hours
 * and days off under them.
 */
export default function DoctorPage() {
  const { doctorId } = useParams();
  const navigate = useNavigate();
  const { operator } = useAdminContext();
  const id = doctorId !== undefined && ID.test(doctorId) ? Number(doctorId) : undefined;
  const choices = useAdminDoctorChoicesQuery();
  const found = useAdminDoctorQuery({ doctorID: String(id) }, { skip: id === undefined });
  const doctor = id === undefined ? undefined : found.data?.doctor;
  const loaded = both(choices, id === undefined ? NO_DOCTOR : found);
  const back = (
    <Link to={screens.adminDoctors} className="btn btn-secondary btn-small">
      {t.back}
    </Link>
  );

  if (doctorId !== undefined && id === undefined) {
    return (
      <AdminPage id="doctor-heading" heading={messages.adminDoctorNotFound} actions={back}>
        {null}
      </AdminPage>
    );
  }

  const councilName = choices.data?.councils.find((c) => c.code === doctor?.council)?.name ?? doctor?.council ?? '';
  return (
    <AdminPage
      id="doctor-heading"
      heading={doctor?.displayName ?? (id ? enAdmin.loading : t.newHeading)}
      actions={back}
    >
      {doctor && <DoctorBadges doctor={doctor} />}
      {doctor?.retiredAt && <p className="staff-note">{t.retiredNote}</p>}
      <QueryState query={loaded}>
        {([formChoices]) => (
          <>
            <div className="admin-split admin-split--doctor">
              <div className="admin-split-main staff-panel">
                <DoctorForm
                  key={doctor?.doctorID ?? 'new'}
                  choices={formChoices}
                  doctor={doctor}
                  onSaved={(saved) => {
                    // A new doctor has a page of their own now, with the photo and the verification.
                    if (!doctor) navigate(generatePath(screens.adminDoctor, { doctorId: String(saved.doctorID) }));
                  }}
                />
              </div>
              {doctor && (
                <aside className="admin-side">
                  <DoctorPhoto doctor={doctor} />
                  <DoctorVerification doctor={doctor} councilName={councilName} />
                  <DoctorRetire doctor={doctor} />
                  {isOwner(operator) && (
                    <Link className="btn btn-link" to={auditOf('doctor', doctor.doctorID)}>
                      {t.history}
                    </Link>
                  )}
                </aside>
              )}
            </div>
            {doctor && <DoctorHoursSection doctor={doctor} />}
          </>
        )}
      </QueryState>
    </AdminPage>
  );
}
