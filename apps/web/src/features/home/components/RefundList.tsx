import { Section } from '../../../components/Section';
import { enHome } from '../../../i18n/enHome';
import { formatRupees } from '../../../lib/money';
import { type HomeConsultation, type Refund, refundFor } from '../home';

/** Each refund of the account: its amount, its status and, once the gateway gave one, its reference. */
export function RefundList({
  refunds,
  consultations,
}: {
  refunds: readonly Refund[];
  consultations: readonly HomeConsultation[];
}) {
  const t = enHome.refunds;
  // Nothing to do about refunds that do not exist: the section shows only when there are some.
  if (refunds.length === 0) return null;
  return (
    <Section className="home-section" headingId="home-refunds" heading={t.heading} headingClassName="home-heading">
      <ul className="home-list">
        {refunds.map((r) => (
          <li key={r.refundId} className="card home-refund">
            <p className="home-refund-line">
              <strong>{formatRupees(r.amount)}</strong>
              <span className="home-refund-status">{enHome.refundStatus[r.status] ?? r.status}</span>
            </p>
            {refundFor(r, consultations) && <p className="home-note">{refundFor(r, consultations)}</p>}
            {r.reference && <p className="home-note">{t.reference(r.reference)}</p>}
          </li>
        ))}
      </ul>
    </Section>
  );
}
