import type { ConsoleConsultation } from '@app/contract/schemas/console';
import { FactRows } from '../../../components/FactRows';
import { Section } from '../../../components/Section';
import { enConsole } from '../../../i18n/enConsole';
import { fullDetails } from '../consultations';

/** Everything the booking told about the child, and the parent's (masked) number. */
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
      </dl>
    </Section>
  );
}
