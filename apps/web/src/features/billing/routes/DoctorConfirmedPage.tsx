import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/store';
import { CheckIcon } from '../../../components/icons';
import { enBilling } from '../../../i18n/enBilling';
import { choicesOf } from '../../booking/choices';
import { consultLabel } from '../../booking/consultTypes';
import { longDate } from '../../booking/dates';
import '../../booking/booking.css';
import '../billing.css';

/**
 * `/doctor-confirmed`, a stand-in until the consultation issue brings the real screen (with its
 * redirect to the call): the spec's heading and what was booked — doctor, date, time and type —
 * from the Basic session and the held consultation in Temp.
 */
export default function DoctorConfirmedPage() {
  const basic = useAppSelector((state) => state.Basic);
  const held = useAppSelector((state) => choicesOf(state.Temp).held);
  const current = held && held.appReqId === basic.appReqId ? held : undefined;
  const t = enBilling.confirmed;
  const type = basic.apointmentType ?? current?.consultType;
  const rows: [string, string | undefined][] = [
    [t.member, basic.name],
    [t.doctor, basic.doctorName ?? current?.doctorName],
    [t.type, type ? consultLabel(type) : undefined],
    [t.date, current ? longDate(current.date) : undefined],
    [t.slot, current?.slot],
  ];
  const shown = rows.filter((row): row is [string, string] => Boolean(row[1]));

  return (
    <section className="card booking billing" aria-labelledby="confirmed-heading">
      <span className="hero-icon billing-tick" aria-hidden="true">
        <CheckIcon width={32} height={32} />
      </span>
      <h1 id="confirmed-heading" className="heading">
        {t.heading}
      </h1>
      {shown.length > 0 ? (
        <>
          <p className="lead">{t.lead}</p>
          <section className="held" aria-label={t.label}>
            <dl className="held-list">
              {shown.map(([label, value]) => (
                <div key={label} className="held-row">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </>
      ) : (
        <p className="lead">{t.nothing}</p>
      )}
      <div className="booking-actions">
        <Link to="/details" className="btn btn-primary">
          {t.backToStart}
        </Link>
      </div>
    </section>
  );
}
