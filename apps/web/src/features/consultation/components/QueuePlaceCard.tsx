import { messages } from '@app/contract/messages';
import type { QueuePlace } from '@app/contract/schemas/queue';
import { BusyButton } from '../../../components/BusyButton';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PhoneIcon } from '../../../components/icons';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { enConsultation } from '../../../i18n/enConsultation';
import { queueWords } from '../queuePlace';
import { useLeaveQueue } from '../useLeaveQueue';

interface Props {
  appReqId: number;
  place: QueuePlace;
  video: boolean;
  /** The fee paid, formatted, when the phone knows it (the hold it paid for). */
  rupees?: string;
}

/**
 * The waiting room of a place in the on-duty queue (docs/decisions/0038): waiting, its number in
 * the queue (big), the wait, when the fee comes back by itself and 'Leave the queue'; called, that
 * a doctor is calling now. The number changes as the room asks again every 5 s (a polite live region).
 */
export function QueuePlaceCard({ appReqId, place, video, rupees }: Props) {
  const t = enConsultation.queue;
  const leaving = useLeaveQueue(appReqId);
  if (place.state === 'called') {
    return (
      <section className="card booking consultation" aria-labelledby="oncall-heading">
        <span className="hero-icon consultation-centred" aria-hidden="true">
          <PhoneIcon width={30} height={30} />
        </span>
        <ScreenHeading id="oncall-heading" className="consultation-starts">
          {messages.queueTaken}
        </ScreenHeading>
        <p className="consultation-note" role="status">
          {video ? t.calledVideo : t.calledAudio}
        </p>
      </section>
    );
  }
  const words = queueWords(place, rupees);
  return (
    <section className="card booking consultation" aria-labelledby="oncall-heading">
      <ScreenHeading id="oncall-heading">{enConsultation.oncall.heading}</ScreenHeading>
      <div className="queue-place" role="status" aria-live="polite" aria-atomic="true">
        <p className="queue-position">{words.position}</p>
        {words.wait && <p className="queue-wait">{words.wait}</p>}
      </div>
      {words.sentBack && (
        <p className="note-box queue-sent-back" role="alert">
          {words.sentBack}
        </p>
      )}
      {words.refund && <p className="consultation-note">{words.refund}</p>}
      <p className="consultation-note">{t.keepOpen}</p>
      <div className="form-actions">
        <BusyButton busy={leaving.leaving} className="btn btn-secondary" onClick={leaving.start}>
          {leaving.leaving ? t.leaving : t.leave}
        </BusyButton>
      </div>
      <ConfirmDialog
        open={leaving.asking}
        title={t.leaveTitle}
        text={t.leaveText}
        confirmLabel={t.leaveConfirm}
        cancelLabel={t.leaveKeep}
        onConfirm={() => void leaving.confirm()}
        onCancel={leaving.dismiss}
      />
    </section>
  );
}
