import type { ConsoleQueueResponse } from '@app/contract/schemas/queue';
import { useState } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { screens } from '../../../app/paths';
import { BusyButton } from '../../../components/BusyButton';
import { enConsoleQueue } from '../../../i18n/enConsoleQueue';
import { consultIcon } from '../../../lib/consultTypes';
import { notify } from '../../../lib/notify';
import { useConsoleTakeNextMutation } from '../api/queueApi';
import { reportFailure } from '../consoleContext';
import type { DutyState } from '../useDuty';

const t = enConsoleQueue.queue;
const d = enConsoleQueue.duty;

type Entry = ConsoleQueueResponse['waiting'][number];

function QueueEntry({ entry }: { entry: Entry }) {
  return (
    <li className="queue-entry">
      <span className="queue-position">
        <span className="visually-hidden">{t.position} </span>
        {entry.position}
      </span>
      <div className="queue-body">
        <p className="queue-name">
          <strong>{entry.childName}</strong> <span className="queue-age">{entry.childAge}</span>
        </p>
        <p className="queue-reason">{entry.reason}</p>
      </div>
      <p className="queue-meta">
        <span className="queue-type">
          <img src={consultIcon(entry.consultType)} alt="" width={20} height={20} />
          {d.type[entry.consultType] ?? entry.consultType}
        </span>
        <span>{d.language[entry.language] ?? entry.language}</span>
        <span className="queue-wait">{t.waitingFor(entry.waitingMinutes)}</span>
      </p>
    </li>
  );
}

/**
 * The parents waiting that this doctor's duty covers, longest-waiting first, and 'Take next'.
 * A take opens the taken consultation's page once the list has it, where the call is as for a
 * booked one (the video room, or the audio call under way).
 */
export function QueuePanel({ duty, reloadList }: { duty: DutyState; reloadList: () => Promise<unknown> }) {
  const [takeNext] = useConsoleTakeNextMutation();
  const [taking, setTaking] = useState(false);
  const navigate = useNavigate();
  const waiting = duty.on ? (duty.queue?.waiting ?? []) : [];
  const shut = !duty.on ? t.offDuty : waiting.length === 0 ? t.empty : undefined;
  const queueError = duty.queueError && duty.queueError.status !== 401 ? duty.queueError.message : undefined;

  async function take() {
    if (taking) return;
    setTaking(true);
    try {
      const taken = await takeNext().unwrap();
      const child = waiting.find((e) => e.appReqId === taken.appReqId)?.childName;
      // The consultation's page reads the list: it must have the taken one before it opens.
      await reloadList();
      notify.info(child ? t.calling(child) : t.callingParent);
      navigate(generatePath(screens.consoleConsultation, { appReqId: String(taken.appReqId) }));
    } catch (failure) {
      // 'Nobody is waiting.' (or off duty meanwhile): said, and the queue is read again (its tag).
      reportFailure(failure);
    } finally {
      setTaking(false);
    }
  }

  return (
    <section className="queue-panel" aria-labelledby="queue-heading">
      <div className="queue-head">
        <h2 className="queue-heading" id="queue-heading">
          {t.heading}
        </h2>
        {duty.on && (
          <p className="queue-count" aria-live="polite">
            {t.waiting(waiting.length)}
          </p>
        )}
        <BusyButton
          busy={taking}
          className="btn btn-primary queue-take"
          disabled={taking || shut !== undefined}
          aria-describedby={shut ? 'queue-shut' : undefined}
          onClick={() => void take()}
        >
          {taking ? t.taking : t.takeNext}
        </BusyButton>
      </div>
      {queueError && (
        <p className="staff-alert" role="alert">
          {queueError}
        </p>
      )}
      {shut && (
        <p className="queue-shut" id="queue-shut">
          {shut}
        </p>
      )}
      {waiting.length > 0 && (
        <ol className="queue-list" aria-label={t.waiting(waiting.length)}>
          {waiting.map((entry) => (
            <QueueEntry key={entry.appReqId} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}
