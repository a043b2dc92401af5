import { Section } from '../../../components/Section';
import { enHome } from '../../../i18n/enHome';
import type { useOpenPayments } from '../useOpenPayments';
import { OpenPaymentCard } from './OpenPaymentCard';

/**
 * The payments left open, above the consultations (the slot is held only for minutes), and the
 * slots released since the list was shown. Nothing at all when there are neither.
 */
export function OpenPaymentList({ open }: { open: ReturnType<typeof useOpenPayments> }) {
  const t = enHome.openPayments;
  if (open.payments.length === 0 && open.released.length === 0) return null;
  return (
    <Section
      className="home-section"
      headingId="home-open-payments"
      heading={t.heading}
      headingClassName="home-heading"
    >
      {open.released.map((p) => (
        <p key={p.appReqId} className="card home-problem" role="status">
          {open.releasedText(p)}
        </p>
      ))}
      {open.payments.length > 0 && (
        <ul className="home-list">
          {open.payments.map((p) => (
            <li key={p.appReqId}>
              <OpenPaymentCard
                payment={p}
                onResume={() => open.resume(p)}
                onCancel={() => open.startCancel(p)}
                busy={open.busyId === p.appReqId}
              />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
