import { useMemo } from 'react';
import { Spinner } from '../../../components/icons';
import { StaffLoading } from '../../../components/staff/StaffLoading';
import { enConsole } from '../../../i18n/enConsole';
import { indianTime, shortDate } from '../../../lib/dates';
import { ConsultationCard } from '../components/ConsultationCard';
import { DutyPanel } from '../components/DutyPanel';
import { QueuePanel } from '../components/QueuePanel';
import { useConsoleContext } from '../consoleContext';
import { groupByDate, todayOf } from '../consultations';
import { useConsultations } from '../useConsultations';

const t = enConsole.list;

/** `/console`: the doctor's paid consultations from today on (and unfinished recent ones), by date and slot, refreshing itself. */
export default function ConsolePage() {
  const { duty } = useConsoleContext();
  const { data, serverNow, error, loading, loadedAt, refresh } = useConsultations();
  const groups = useMemo(() => (data ? groupByDate(data, todayOf(serverNow)) : []), [data, serverNow]);
  // A 401 is not shown: the layout is already taking the doctor to sign in.
  const shownError = error && error.status !== 401 ? error : undefined;

  return (
    <div className="console-page">
      <div className="console-duty">
        <DutyPanel duty={duty} />
        <QueuePanel duty={duty} reloadList={refresh} />
      </div>
      <div className="staff-page-head">
        <div>
          <h1 className="heading">{t.heading}</h1>
          <p className="lead">{t.lead}</p>
        </div>
        <div className="console-refresh">
          {loadedAt !== undefined && (
            <span className="console-updated" aria-live="polite">
              {t.updatedAt(indianTime(new Date(loadedAt)))}
            </span>
          )}
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => void refresh()}
            aria-busy={loading || undefined}
          >
            {loading && <Spinner size={18} />}
            {t.refresh}
          </button>
        </div>
      </div>

      {shownError && (
        <p className="staff-alert" role="alert">
          {shownError.message}
        </p>
      )}

      {!data && !shownError && <StaffLoading text={enConsole.loading} />}

      {data && data.length === 0 && <p className="staff-empty">{t.empty}</p>}

      {groups.map((group) => (
        <section key={group.date} className="console-day" aria-labelledby={`day-${group.date}`}>
          <div className="console-day-head">
            <h2 className="console-day-heading" id={`day-${group.date}`}>
              {group.heading}
            </h2>
            {group.isToday && <span className="console-day-date">{shortDate(group.date)}</span>}
            <span className="console-day-count">{t.count(group.items.length)}</span>
          </div>
          <ul className="console-list">
            {group.items.map((c) => (
              <li key={c.appReqId}>
                <ConsultationCard consultation={c} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
