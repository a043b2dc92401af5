import { Link, useParams } from 'react-router';
import { screens } from '../../../app/paths';
import { enAdminMoney } from '../../../i18n/enAdminMoney';
import { isOwner, useAdminContext } from '../adminContext';
import { useAdminConsultationQuery } from '../api/moneyApi';
import { auditOf } from '../auditFilter';
import { AdminPage, QueryState } from '../components/AdminPage';
import { CancelForm } from '../components/CancelForm';
import { ConsultationFacts } from '../components/ConsultationFacts';
import { ConsultationStatus } from '../components/ConsultationStatus';
import { MoneyHistory } from '../components/MoneyHistory';
import { MoveForm } from '../components/MoveForm';
import { NoShowPanel } from '../components/NoShowPanel';
import { RefundForm } from '../components/RefundForm';
import type { ConsultationDetail } from '../money';
import '../money.css';

const t = enAdminMoney.detail;

const ID = /^\d{1,9}$/;

/** What may be done now, as the server says (`canRefund`, `canMove`, `canCancel`, `canMarkNoShow`), each in its panel. */
function Actions({ consultation: c }: { consultation: ConsultationDetail }) {
  if (!c.canRefund && !c.canCancel && !c.canMarkNoShow && !c.canMove) {
    return <p className="staff-note">{t.noActions}</p>;
  }
  return (
    <>
      {c.canRefund && (
        <section className="staff-panel">
          <RefundForm consultation={c} />
        </section>
      )}
      {c.canMove && (
        <section className="staff-panel">
          <MoveForm consultation={c} />
        </section>
      )}
      {c.canCancel && (
        <section className="staff-panel">
          <CancelForm consultation={c} />
        </section>
      )}
      {c.canMarkNoShow && <NoShowPanel consultation={c} />}
    </>
  );
}

/**
 * `/admin/consultations/:appReqId`: one consultation — when, who, its status — with its payments
 * and refunds, and the actions the server allows now: a refund (of any part of what is left), a
 * move to another free time of the doctor, a cancel refunding all that is left (the parent is told
 * by SMS), a no-show once its time has come.
 */
export default function ConsultationPage() {
  const { appReqId = '' } = useParams();
  const { operator } = useAdminContext();
  const valid = ID.test(appReqId);
  const found = useAdminConsultationQuery({ appReqId }, { skip: !valid });
  const consultation = found.data?.consultation;
  const back = (
    <Link to={screens.adminConsultations} className="btn btn-secondary btn-small">
      {t.back}
    </Link>
  );

  if (!valid) {
    return (
      <AdminPage id="consultation-heading" heading={t.notFound} actions={back}>
        {null}
      </AdminPage>
    );
  }
  return (
    <AdminPage id="consultation-heading" heading={t.heading(Number(appReqId))} actions={back}>
      {consultation && (
        <p className="admin-badges">
          <ConsultationStatus status={consultation.status} />
        </p>
      )}
      <QueryState query={found}>
        {({ consultation: c }) => (
          <div className="admin-split">
            <div className="admin-split-main">
              <ConsultationFacts consultation={c} />
              <MoneyHistory events={c.money} />
            </div>
            <aside className="admin-side" aria-label={t.actions}>
              <Actions consultation={c} />
              {isOwner(operator) && (
                <Link className="btn btn-link" to={auditOf('consultation', c.appReqId)}>
                  {t.auditLog}
                </Link>
              )}
            </aside>
          </div>
        )}
      </QueryState>
    </AdminPage>
  );
}
