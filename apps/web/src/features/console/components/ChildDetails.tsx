import { dateIn } from '@app/contract/calendar';
import { CLINIC_TIME_ZONE } from '@app/contract/constants';
import type { ConsoleConsultation } from '@app/contract/schemas/console';
import { FactRows } from '../../../components/FactRows';
import { Section } from '../../../components/Section';
import { enConsole } from '../../../i18n/enConsole';
import { indianTime, shortDate } from '../../../lib/dates';
import { fullDetails } from '../consultations';

const t = enConsole.consultation;

/** Who consulted for the child and what they agreed to (Telemedicine Practice Guidelines 2020). */
function consentFacts(c: ConsoleConsultation): [string, string][] {
  const adult = c.consultingAdult;
  if (!adult) return [[t.consent, t.noConsent]];
  return [
    [t.consultingAdult, t.adult(adult.name, t.relations[adult.relation] ?? adult.relation)],
    [
      t.consent,
      `${t.consentGiven(`${shortDate(dateIn(CLINIC_TIME_ZONE, new Date(adult.consentedAt)))}, ${indianTime(adult.consentedAt)}`)} · ${adult.callBack ? t.callBackAgreed : t.callBackNotAgreed}`,
    ],
  ];
}

/** Everything the booking told about the child, the parent's (masked) number, and who consulted for the child. */
export function ChildDetails({ consultation: c }: { consultation: ConsoleConsultation }) {
  return (
    <Section
      className="console-panel"
      headingId="child-heading"
      heading={enConsole.child.heading}
      headingClassName="console-panel-heading"
    >
      <dl className="console-details">
        <FactRows facts={fullDetails(c)} rowClassName="console-detail" />
        <div className="console-detail">
          <dt>{enConsole.consultation.parentPhone}</dt>
          <dd className="console-phone">{c.parentPhone}</dd>
        </div>
        <FactRows facts={consentFacts(c)} rowClassName="console-detail" />
      </dl>
    </Section>
  );
}
