import { Link } from 'react-router';
import { rescheduleOf, screens, waitingRoomOf } from '../../../app/paths';
import { FactRows } from '../../../components/FactRows';
import { enHome } from '../../../i18n/enHome';
import { consultLabel } from '../../../lib/consultTypes';
import { indianTime } from '../../../lib/dates';
import { type HomeConsultation, isQueued, statusText, whenOf } from '../home';

interface Props {
  consultation: HomeConsultation;
  /** Set on an upcoming booked consultation: the parent asked to cancel it. */
  onCancel?: () => void;
  cancelling?: boolean;
  /** Why the server refused to cancel it (inside the cut-off), with the clinic's contact. */
  cancelProblem?: string;
}

/**
 * One consultation on the home: who, which doctor, what type, when (India time) and its status;
 * 'Join' to its own waiting room while the room is open, 'Cancel' on an upcoming booked one,
 * 'Reschedule' while the server says it may still move (else why not), and its prescription once
 * written. A place in the on-duty queue waits for the next available doctor: Join and 'Leave the
 * queue', never Reschedule.
 */
export function HomeConsultationCard({ consultation: c, onCancel, cancelling, cancelProblem }: Props) {
  const t = enHome.card;
  const headingId = `consultation-${c.appReqId}`;
  // A place in the queue: no time to wait for or move to; its waiting room says its number.
  const queued = isQueued(c);
  // A shared child's consultation is the other parent's to join: no waiting-room time here.
  const waiting = c.section === 'upcoming' && !c.canJoin && !queued && !c.shared;
  // Inside the cut-off the server's reason for both is the same words: said once.
  const rescheduleNote = c.rescheduleNote !== cancelProblem ? c.rescheduleNote : null;
  return (
    <article className="card home-consultation" aria-labelledby={headingId}>
      <h3 id={headingId} className="home-consultation-title">
        {queued ? t.queueTitle(c.memberName) : t.title(c.memberName, whenOf(c))}
      </h3>
      {/* The heading says who and when (India time); the rows the rest. */}
      <dl className="held-list">
        <FactRows
          facts={[
            [t.doctor, c.doctorName],
            [t.type, consultLabel(c.consultType)],
            [t.status, statusText(c)],
            ...(c.shared ? [[t.sharedLabel, t.shared] as [string, string]] : []),
          ]}
        />
      </dl>
      {queued && <p className="home-note">{t.waitingForDoctor}</p>}
      {waiting && <p className="home-note">{t.joinOpensAt(indianTime(c.waitingRoomOpensAt))}</p>}
      {rescheduleNote && !queued && <p className="home-note">{rescheduleNote}</p>}
      {cancelProblem && (
        <p className="home-problem" role="alert">
          {cancelProblem}
        </p>
      )}
      <div className="home-actions">
        {(c.canJoin || queued) && (
          <Link className="btn btn-primary" to={waitingRoomOf(c.appReqId)} aria-describedby={headingId}>
            {t.join}
          </Link>
        )}
        {c.canReschedule && !queued && (
          <Link className="btn btn-secondary" to={rescheduleOf(c.appReqId)} aria-describedby={headingId}>
            {t.reschedule}
          </Link>
        )}
        {onCancel && (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={onCancel}
            disabled={cancelling}
            aria-describedby={headingId}
          >
            {queued ? (cancelling ? t.leavingQueue : t.leaveQueue) : cancelling ? t.cancelling : t.cancel}
          </button>
        )}
        {c.prescriptionId !== null && (
          <Link
            className="btn btn-secondary"
            to={`${screens.prescriptions}?patientId=${c.memberId}`}
            aria-describedby={headingId}
          >
            {t.prescription}
          </Link>
        )}
      </div>
    </article>
  );
}
