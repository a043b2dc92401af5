import { useAppSelector } from '../../../app/store';
import { Avatar } from '../../../components/Avatar';
import { BackButton } from '../../../components/BackButton';
import { CalendarIcon } from '../../../components/moreIcons';
import { enFlow } from '../../../i18n/enFlow';
import '../intake.css';

/**
 * `/doctor-apointment` (spelt as the spec's route, which native apps deep-link to) until the
 * booking issue brings the real screen: it says plainly that booking comes next, and shows what the
 * intake collected so the parent can check it.
 */
export default function AppointmentNextPage() {
  const basic = useAppSelector((state) => state.Basic);
  const user = useAppSelector((state) => state.User);
  const t = enFlow.intake.appointment;
  const reason = basic.qs ?? user.qs;
  return (
    <section className="card" aria-labelledby="appointment-heading">
      <span className="hero-icon">
        <CalendarIcon width={30} height={30} />
      </span>
      <h1 id="appointment-heading" className="heading">
        {t.heading}
      </h1>
      <p className="lead">{t.text}</p>
      <dl className="summary">
        <div className="summary-row">
          <dt>{t.forLabel}</dt>
          <dd className="summary-member">
            <Avatar gender={user.gender ?? basic.Gender} size={32} />
            {basic.name ?? enFlow.intake.yourMember}
          </dd>
        </div>
        <div className="summary-row">
          <dt>{t.reasonLabel}</dt>
          <dd>{reason ?? t.noReason}</dd>
        </div>
      </dl>
      <div className="intake-actions intake-actions--single">
        <BackButton fallback="/child-help" />
      </div>
    </section>
  );
}
