import type { ConsoleConsultation } from '@app/contract/schemas/console';
import { generatePath, Link } from 'react-router';
import { screens } from '../../../app/paths';
import { FactRows } from '../../../components/FactRows';
import { enConsole } from '../../../i18n/enConsole';
import { cardDate, summaryDetails, typeLabel } from '../consultations';
import { ConsultationStatus } from './StatusBadges';

/** One consultation in the list: when, who, why, and how it stands; the child's name opens it. */
export function ConsultationCard({ consultation: c }: { consultation: ConsoleConsultation }) {
  return (
    <article className="console-card" aria-labelledby={`consultation-${c.appReqId}`}>
      <div className="console-card-when">
        <span className="console-slot">{c.slot}</span>
        <span className="console-date">{cardDate(c)}</span>
        <span className="console-type">{typeLabel(c)}</span>
      </div>
      <div className="console-card-body">
        <h3 className="console-card-name" id={`consultation-${c.appReqId}`}>
          {/* The link covers the whole card (CSS), so any tap on it opens the consultation. */}
          <Link
            className="console-card-link"
            to={generatePath(screens.consoleConsultation, { appReqId: String(c.appReqId) })}
          >
            {c.child.name}
          </Link>
        </h3>
        <dl className="console-facts">
          <FactRows facts={summaryDetails(c)} rowClassName="console-fact" />
        </dl>
        <p className="console-reason">
          <span className="visually-hidden">{enConsole.child.reason}: </span>
          {c.child.reason}
        </p>
      </div>
      <ConsultationStatus consultation={c} />
    </article>
  );
}
