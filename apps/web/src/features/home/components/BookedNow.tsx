import { FactRows } from '../../../components/FactRows';
import { Section } from '../../../components/Section';
import { enHome } from '../../../i18n/enHome';
import { consultLabel } from '../../../lib/consultTypes';
import { type HomeConsultation, whenOf } from '../home';

/** The booking as it stands: for whom, which doctor, what type, and when (India time). */
export function BookedNow({ consultation: c }: { consultation: HomeConsultation }) {
  const t = enHome.reschedule;
  return (
    <Section
      className="card reschedule-card"
      headingId="reschedule-current"
      heading={t.current}
      headingClassName="home-heading"
    >
      <dl className="held-list">
        <FactRows
          facts={[
            [t.member, c.memberName],
            [enHome.card.doctor, c.doctorName],
            [enHome.card.type, consultLabel(c.consultType)],
            [t.when, t.whenText(whenOf(c))],
          ]}
        />
      </dl>
    </Section>
  );
}
