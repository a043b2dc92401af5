import type { ConsoleConsultation } from '@app/contract/schemas/console';
import { FactRows } from '../../../components/FactRows';
import { enConsole } from '../../../i18n/enConsole';
import { fullDetails } from '../consultations';

/** Everything the booking told about the child, and the parent's (masked) number. */
export function ChildDetails({ consultation: c }: { consultation: ConsoleConsultation }) {
  return (
    <section className="console-panel" aria-labelledby="child-heading">
      <h2 className="console-panel-heading" id="child-heading">
        {enConsole.child.heading}
      </h2>
      <dl className="console-details">
        <FactRows facts={fullDetails(c)} rowClassName="console-detail" />
        <div className="console-detail">
          <dt>{enConsole.consultation.parentPhone}</dt>
          <dd className="console-phone">{c.parentPhone}</dd>
        </div>
      </dl>
    </section>
  );
}
