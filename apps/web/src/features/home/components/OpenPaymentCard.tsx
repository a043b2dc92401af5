import { FactRows } from '../../../components/FactRows';
import { enHome } from '../../../i18n/enHome';
import { consultLabel } from '../../../lib/consultTypes';
import { indianTime } from '../../../lib/dates';
import { formatRupees } from '../../../lib/money';
import { doctorOfPayment, type OpenPayment, payerOf, whenOf } from '../home';

interface Props {
  payment: OpenPayment;
  onResume: () => void;
  onCancel: () => void;
  /** A resume or a cancel of this one is on its way to the server. */
  busy?: boolean;
}

/**
 * A payment left open (the checkout tab closed, or cancelled on the gateway's page) while its hold
 * lasts: who, which doctor, what, when (India time), until when the slot is held and the amount;
 * 'Resume payment' goes back to paying the same order, 'Cancel payment' (asked first) frees the slot.
 */
export function OpenPaymentCard({ payment: p, onResume, onCancel, busy }: Props) {
  const t = enHome.openPayments;
  const headingId = `open-payment-${p.appReqId}`;
  return (
    <article className="card home-consultation home-open-payment" aria-labelledby={headingId}>
      <h3 id={headingId} className="home-consultation-title">
        {enHome.card.title(payerOf(p), whenOf(p))}
      </h3>
      <dl className="held-list">
        <FactRows
          facts={[
            [enHome.card.doctor, doctorOfPayment(p)],
            [enHome.card.type, consultLabel(p.consultType)],
            [t.amount, formatRupees(p.amount)],
          ]}
        />
      </dl>
      <p className="home-note home-held-until">{t.heldUntil(indianTime(p.holdExpiresAt))}</p>
      <div className="home-actions">
        <button
          type="button"
          className="btn btn-primary"
          onClick={onResume}
          disabled={busy}
          aria-describedby={headingId}
        >
          {t.resume}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={onCancel}
          disabled={busy}
          aria-describedby={headingId}
        >
          {t.cancel}
        </button>
      </div>
    </article>
  );
}
