import { type Fact, FactRows } from '../../../components/FactRows';
import { enAdminMoney } from '../../../i18n/enAdminMoney';
import { consultLabel } from '../../../lib/consultTypes';
import { formatDate, indianDateTime, indianTime } from '../../../lib/dates';
import { formatRupees } from '../../../lib/money';
import type { ConsultationDetail } from '../money';
import { Panel } from './Panel';

const t = enAdminMoney.detail;

const when = (at: string | null) => (at ? indianDateTime(at) : t.notYet);

/** Who, when and what of one consultation, and its money in four figures (what is left to refund the last). */
export function ConsultationFacts({ consultation: c }: { consultation: ConsultationDetail }) {
  const facts: Fact[] = [
    [t.slot, `${formatDate(c.slotDate)}, ${indianTime(c.slotStart)}`],
    [t.type, `${consultLabel(c.consultType)} · ${enAdminMoney.kind[c.kind] ?? c.kind}`],
    [t.doctor, c.doctorName ?? t.noDoctor],
    [t.clinic, c.clinicName ?? t.notYet],
    [t.patient, c.patientName],
    [t.phone, c.parentPhone],
    [t.bookedAt, when(c.bookedAt)],
    [t.callStartedAt, when(c.callStartedAt)],
    [t.completedAt, when(c.completedAt)],
  ];
  const money: Fact[] = [
    [t.fee, formatRupees(c.fee)],
    [t.paid, formatRupees(c.paid)],
    [t.refunded, formatRupees(c.refunded)],
    [t.refundable, formatRupees(c.refundable)],
  ];
  return (
    <Panel id="consultation-facts" heading={t.facts}>
      <dl className="admin-facts">
        <FactRows facts={facts} rowClassName="admin-fact" />
      </dl>
      <dl className="admin-figures" aria-label={t.money}>
        <FactRows facts={money} rowClassName="admin-figure" />
      </dl>
    </Panel>
  );
}
