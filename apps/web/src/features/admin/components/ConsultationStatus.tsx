import { enAdminMoney } from '../../../i18n/enAdminMoney';

/** Statuses that end a consultation without its call (said in the warning colour; the word says it too). */
const ENDED_WITHOUT_CALL = new Set(['released', 'cancelled', 'refunded', 'no_show']);
const UNDER_WAY = new Set(['booked', 'in_progress', 'completed']);

/** A consultation's status as a word on a badge. */
export function ConsultationStatus({ status }: { status: string }) {
  const tone = ENDED_WITHOUT_CALL.has(status)
    ? ' admin-badge--warn'
    : UNDER_WAY.has(status)
      ? ' admin-badge--good'
      : '';
  return <span className={`admin-badge${tone}`}>{enAdminMoney.status[status] ?? status}</span>;
}
