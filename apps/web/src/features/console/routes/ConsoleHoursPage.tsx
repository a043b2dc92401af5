import { StaffLoading } from '../../../components/staff/StaffLoading';
import { enConsole } from '../../../i18n/enConsole';
import { enConsoleHours } from '../../../i18n/enConsoleHours';
import { errorMessage } from '../../../lib/http';
import { useConsoleDoctorProfileQuery, useConsoleMyHoursQuery } from '../api/hoursApi';
import { ClinicHoursSection } from '../components/ClinicHoursSection';
import { DaysOffList } from '../components/DaysOffList';
import { LeaveForm } from '../components/LeaveForm';
import { useConsoleContext } from '../consoleContext';
import { useConsoleToken } from '../consoleSession';
import { typesToOffer } from '../hours';
import '../hours.css';

const t = enConsoleHours;

/**
 * `/console/hours`: the doctor's weekly hours at each clinic, each editable, and their days off —
 * leave they take or cancel, and the clinics' holidays (decision 0052). Parents' listings follow
 * every change at once.
 */
export default function ConsoleHoursPage() {
  const token = useConsoleToken();
  const { doctor } = useConsoleContext();
  const hours = useConsoleMyHoursQuery(token ?? '', { skip: !token });
  const profile = useConsoleDoctorProfileQuery(doctor?.doctorID ?? 0, { skip: !doctor });
  const data = hours.data?.hours;
  const offered = typesToOffer(profile.data?.data.Types.map((type) => type.appointmenttype) ?? [], data);
  // A 401 is not shown: the layout is already taking the doctor to sign in.
  const failure = hours.error ? errorMessage(hours.error) : undefined;
  const shownError = failure && failure.status !== 401 ? failure.message : undefined;

  return (
    <div className="hours-page">
      <div className="staff-page-head">
        <div>
          <h1 className="heading">{t.heading}</h1>
          <p className="lead">{t.lead}</p>
        </div>
      </div>

      {shownError && (
        <p className="staff-alert" role="alert">
          {shownError}
        </p>
      )}

      {!data && !shownError && <StaffLoading text={enConsole.loading} />}

      {data && (
        <div className="hours-layout">
          <div className="hours-clinics">
            {data.clinics.length === 0 && <p className="staff-empty">{t.noClinics}</p>}
            {data.clinics.map((clinic) => (
              <ClinicHoursSection key={clinic.clinicID} clinic={clinic} offered={offered} />
            ))}
          </div>
          <div className="hours-side">
            <LeaveForm />
            <DaysOffList daysOff={data.daysOff} />
          </div>
        </div>
      )}
    </div>
  );
}
