import type { ConsoleConsultation } from '@app/contract/schemas/console';
import { useState } from 'react';
import { BusyButton } from '../../../components/BusyButton';
import { Section } from '../../../components/Section';
import { enConsole } from '../../../i18n/enConsole';
import { notify } from '../../../lib/notify';
import {
  useConsoleCallParentMutation,
  useConsoleClientConfigQuery,
  useConsoleCompleteMutation,
  useConsoleStartVideoMutation,
} from '../api/consoleApi';
import { reportFailure } from '../consoleContext';
import { jitsiRoomUrl } from '../consultations';
import { ConfirmDialog } from './ConfirmDialog';

const t = enConsole.consultation;
type Busy = false | 'video' | 'call' | 'complete';

/**
 * Start video call (the parent's waiting room finds the room), Call the parent (audio through the
 * telephony provider), Mark completed (after a yes). What the server refuses (409 not paid,
 * already completed) is shown in its own words.
 */
export function ConsultationActions({ consultation: c }: { consultation: ConsoleConsultation }) {
  const config = useConsoleClientConfigQuery().data;
  // Each answer is written into the cached list by the endpoint (see api/consoleApi.ts).
  const [startVideoCall] = useConsoleStartVideoMutation();
  const [callParentCall] = useConsoleCallParentMutation();
  const [completeCall] = useConsoleCompleteMutation();
  const [busy, setBusy] = useState<Busy>(false);
  const [confirming, setConfirming] = useState(false);

  async function run<T>(kind: Exclude<Busy, false>, call: () => Promise<T>, done: (result: T) => void) {
    if (busy) return;
    setBusy(kind);
    try {
      done(await call());
    } catch (failure) {
      reportFailure(failure);
    } finally {
      setBusy(false);
    }
  }

  const startVideo = () =>
    run(
      'video',
      () => startVideoCall({ appReqId: c.appReqId }).unwrap(),
      () => undefined,
    );

  const callParent = () =>
    run(
      'call',
      () => callParentCall({ appReqId: c.appReqId }).unwrap(),
      ({ message }) => notify.success(message),
    );

  const complete = () => {
    setConfirming(false);
    return run(
      'complete',
      () => completeCall({ appReqId: c.appReqId }).unwrap(),
      ({ message }) => notify.success(message),
    );
  };

  const roomUrl = c.roomName && config?.jitsiDomain ? jitsiRoomUrl(config.jitsiDomain, c.roomName) : undefined;

  return (
    <Section
      className="console-panel"
      headingId="actions-heading"
      heading={t.actions}
      headingClassName="console-panel-heading"
    >
      <div className="console-actions">
        {c.status === 'completed' ? (
          <p className="field-hint">{t.completedNote}</p>
        ) : (
          <>
            <BusyButton busy={busy === 'video'} className="btn btn-primary" onClick={startVideo}>
              {t.startVideo}
            </BusyButton>
            {c.roomName && (
              <div className="console-room">
                <p className="console-room-name">
                  {t.room}: <code>{c.roomName}</code>
                </p>
                {roomUrl && (
                  <>
                    <a className="btn btn-secondary" href={roomUrl} target="_blank" rel="noopener">
                      {t.joinVideo}
                    </a>
                    <p className="field-hint">{t.joinNote}</p>
                  </>
                )}
              </div>
            )}
            <BusyButton busy={busy === 'call'} className="btn btn-secondary" onClick={callParent}>
              {t.callParent}
            </BusyButton>
            <p className="field-hint">{t.callNote}</p>
          </>
        )}
        {c.status !== 'completed' && (
          <BusyButton busy={busy === 'complete'} className="btn btn-secondary" onClick={() => setConfirming(true)}>
            {t.markCompleted}
          </BusyButton>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t.confirmTitle}
        text={t.confirmText}
        confirmLabel={t.confirmYes}
        cancelLabel={t.confirmNo}
        onConfirm={() => void complete()}
        onCancel={() => setConfirming(false)}
      />
    </Section>
  );
}
