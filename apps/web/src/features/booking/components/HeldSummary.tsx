import { FactRows } from '../../../components/FactRows';
import { enBooking } from '../../../i18n/enBooking';
import { consultLabel } from '../../../lib/consultTypes';
import { indianTime, longDate } from '../../../lib/dates';
import { formatRupees } from '../../../lib/money';
import type { HeldConsultation } from '../choices';

interface HeldSummaryProps {
  held: HeldConsultation;
  heading?: string;
  text?: string;
  /** The member's name, when the summary says whom it is for. */
  memberName?: string;
  /** Adds the Total row (the payment screen). */
  withTotal?: boolean;
}

/**
 * What a hold is for: doctor and speciality, type, date, time, clinic and fee in rupees; for a place
 * in the queue, the next available doctor, the type, until when it is kept, and the fee.
 */
export function HeldSummary({ held, heading, text, memberName, withTotal = false }: HeldSummaryProps) {
  const t = enBooking.summary;
  const member: [string, string][] = memberName ? [[t.member, memberName]] : [];
  // A place in the queue has no doctor, date, time or clinic yet: whoever takes it, now.
  const rows: [string, string][] = held.instant
    ? [
        ...member,
        [t.doctor, held.doctorName],
        [t.type, consultLabel(held.consultType)],
        [t.heldUntil, indianTime(held.holdExpiresAt)],
        [t.fee, formatRupees(held.netFees)],
      ]
    : [
        ...member,
        [t.doctor, held.doctorName],
        ...(held.speciality ? ([[t.speciality, held.speciality]] as [string, string][]) : []),
        [t.type, consultLabel(held.consultType)],
        [t.date, longDate(held.date)],
        [t.slot, held.slot],
        [t.clinic, held.clinicName],
        [t.fee, formatRupees(held.netFees)],
      ];
  return (
    <section className="held" aria-label={heading ?? t.label}>
      {heading && <h2 className="held-heading">{heading}</h2>}
      {text && <p className="held-text">{text}</p>}
      <dl className="held-list">
        <FactRows facts={rows} />
        {withTotal && (
          <div className="held-row held-row--total">
            <dt>{t.total}</dt>
            <dd>{formatRupees(held.netFees)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
