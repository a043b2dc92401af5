import { isCalendarDate, todayInIndia } from '@app/contract/calendar';
import { Link, useSearchParams } from 'react-router';
import { DateField } from '../../../components/DateField';
import { enAdminMoney } from '../../../i18n/enAdminMoney';
import { longDate } from '../../../lib/dates';
import { formatRupees } from '../../../lib/money';
import { useAdminDailySummaryQuery } from '../api/moneyApi';
import { AdminPage, QueryState } from '../components/AdminPage';
import { consultationsOf } from '../consultationFilter';
import type { DaySummary } from '../money';
import '../money.css';

const t = enAdminMoney.summary;

/** One figure of the day: its name, the number, and what it counts. */
function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="staff-panel admin-tile">
      <dt>{label}</dt>
      <dd className="admin-tile-value">{value}</dd>
      <dd className="admin-tile-note">{note}</dd>
    </div>
  );
}

function Figures({ summary: s }: { summary: DaySummary }) {
  const wait = s.averageWaitMinutes;
  return (
    <dl className="admin-tiles">
      <Figure label={t.bookings} value={String(s.bookings)} note={t.bookingsNote} />
      <Figure label={t.revenue} value={formatRupees(s.revenue)} note={t.revenueNote} />
      <Figure label={t.refunds} value={String(s.refunds)} note={t.refundsNote(formatRupees(s.refunded))} />
      <Figure label={t.cancellations} value={String(s.cancellations)} note={t.cancellationsNote} />
      <Figure
        label={t.wait}
        value={wait === null ? t.noWait : t.minutes(wait)}
        note={wait === null ? t.noWaitNote : t.waitNote}
      />
    </dl>
  );
}

/**
 * `/admin/summary`: one day at the clinics (today in India unless the address names another) —
 * bookings, revenue, refunds, cancellations and the average wait — and a link to its consultations.
 */
export default function DaySummaryPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = isCalendarDate(asked) ? asked : todayInIndia(new Date());
  const summary = useAdminDailySummaryQuery({ date });

  return (
    <AdminPage
      id="summary-heading"
      heading={t.heading}
      lead={t.lead}
      actions={
        <Link className="btn btn-secondary" to={consultationsOf({ from: date, to: date })}>
          {t.consultations}
        </Link>
      }
    >
      <DateField
        id="summary-date"
        className="admin-summary-date"
        label={t.date}
        value={date}
        onChange={(next) => {
          if (next) setParams({ date: next });
        }}
      />
      <h2 className="admin-panel-heading" aria-live="polite">
        {longDate(date)}
      </h2>
      <QueryState query={summary}>{(d) => <Figures summary={d.summary} />}</QueryState>
    </AdminPage>
  );
}
