import type { ConsoleConsultation } from '@app/contract/schemas/console';
import { enConsole } from '../../../i18n/enConsole';
import { roomLabel, statusLabels } from '../consultations';

/** Booked / Completed, Video started, Prescription written; and Premature, which a doctor must not miss. */
function StatusBadges({ consultation: c }: { consultation: ConsoleConsultation }) {
  const [status, ...more] = statusLabels(c);
  return (
    <span className="console-badges">
      {c.child.isPremature && (
        <span className="console-badge console-badge--premature">{enConsole.child.premature}</span>
      )}
      <span className={`console-badge console-badge--${c.status}`}>{status}</span>
      {more.map((label) => (
        <span key={label} className="console-badge console-badge--info">
          {label}
        </span>
      ))}
    </span>
  );
}

/**
 * A consultation's badges and, while its waiting room is open and the call has not started, where
 * the parent is (as the parent's screen has it).
 */
export function ConsultationStatus({ consultation: c }: { consultation: ConsoleConsultation }) {
  const room = roomLabel(c);
  return (
    <div className="console-card-status">
      <StatusBadges consultation={c} />
      {room && <span className={`console-badge console-badge--room-${room.tone}`}>{room.text}</span>}
    </div>
  );
}
