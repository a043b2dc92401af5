import { Link, useParams } from 'react-router';
import { screens } from '../../../app/paths';
import { FactRows } from '../../../components/FactRows';
import { ArrowLeftIcon } from '../../../components/icons';
import { StaffLoading } from '../../../components/staff/StaffLoading';
import { enConsole } from '../../../i18n/enConsole';
import { longDate } from '../../../lib/dates';
import { ChildDetails } from '../components/ChildDetails';
import { ConsultationActions } from '../components/ConsultationActions';
import { PrescriptionSection } from '../components/PrescriptionSection';
import { ConsultationStatus } from '../components/StatusBadges';
import { useConsoleContext } from '../consoleContext';
import { appReqIdOf, typeLabel } from '../consultations';
import { useConsultations } from '../useConsultations';
import { useServerNow } from '../useServerNow';

const t = enConsole.consultation;

function BackLink() {
  return (
    <Link className="console-back" to={screens.console}>
      <ArrowLeftIcon width={18} height={18} />
      {t.back}
    </Link>
  );
}

/**
 * `/console/consultations/:appReqId`: the child in full, the calls to make, and the prescription.
 * It reads the doctor's list (kept fresh every 30 s), so what the parent did meanwhile shows.
 */
export default function ConsoleConsultationPage() {
  const appReqId = appReqIdOf(useParams().appReqId);
  const { doctor } = useConsoleContext();
  const { data, error, serverNow, loadedAt, loading } = useConsultations();
  const now = useServerNow(serverNow, loadedAt);
  const consultation = appReqId === undefined ? undefined : data?.find((c) => c.appReqId === appReqId);
  const shownError = error && error.status !== 401 ? error : undefined;

  if (!consultation) {
    // A consultation just taken from the queue may be in the list being loaded: wait for it.
    const waiting = appReqId !== undefined && (!data || loading) && !shownError;
    return (
      <div className="console-page">
        <BackLink />
        {waiting ? (
          <StaffLoading text={enConsole.loading} />
        ) : (
          <p className="staff-alert" role="alert">
            {shownError && !data ? shownError.message : t.notFound}
          </p>
        )}
      </div>
    );
  }

  const c = consultation;
  return (
    <div className="console-page">
      <BackLink />
      <header className="console-detail-head">
        <h1 className="heading">{t.heading(c.child.name)}</h1>
        <dl className="console-facts console-facts--head">
          <FactRows
            rowClassName="console-fact"
            facts={[
              [t.when, `${c.slot}, ${longDate(c.slotDate) || c.slotDate}`],
              [t.type, typeLabel(c)],
            ]}
          />
        </dl>
        <ConsultationStatus consultation={c} />
      </header>
      {shownError && (
        <p className="staff-alert" role="alert">
          {shownError.message}
        </p>
      )}
      <div className="console-detail-grid">
        <ChildDetails consultation={c} />
        <ConsultationActions consultation={c} now={now} />
      </div>
      <PrescriptionSection consultation={c} doctor={doctor} now={now} />
    </div>
  );
}
