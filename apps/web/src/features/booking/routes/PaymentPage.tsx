import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/store';
import { BackButton } from '../../../components/BackButton';
import { MemberPill } from '../../../components/MemberPill';
import { enBooking } from '../../../i18n/enBooking';
import { choicesOf, liveHold } from '../choices';
import { HeldSummary } from '../components/HeldSummary';
import { indianTime } from '../dates';
import '../booking.css';

/**
 * `/payement-page` (spelt as the spec's route) until the payment issue brings the real one: it
 * shows honestly what is held — doctor, date, time, fee and total in rupees — and that online
 * payment is not there yet. Back returns to the choice.
 */
export default function PaymentPage() {
  const basic = useAppSelector((state) => state.Basic);
  const held = useAppSelector((state) => choicesOf(state.Temp).held);
  const t = enBooking.payment;
  // Basic names the request (spec §3); the Temp copy adds the date and time it is for.
  const current = held && held.appReqId === basic.appReqId ? held : undefined;
  const live = liveHold(current);

  return (
    <section className="card booking" aria-labelledby="payment-heading">
      <MemberPill />
      <h1 id="payment-heading" className="heading">
        {t.heading}
      </h1>
      {current ? (
        <>
          <p className="lead">{t.lead}</p>
          <HeldSummary held={current} memberName={basic.name} withTotal />
          <p className={live ? 'booking-note' : 'booking-warning'} role="status">
            {live ? t.notReady.replace('{time}', indianTime(current.holdExpiresAt)) : t.expired}
          </p>
        </>
      ) : (
        <p className="lead">{t.nothingHeld}</p>
      )}
      <div className="booking-actions">
        <BackButton fallback="/doctor-selection" />
        {(!current || !live) && (
          <Link to="/doctor-apointment" className="btn btn-primary">
            {t.chooseTime}
          </Link>
        )}
      </div>
    </section>
  );
}
