import type { ConsoleConsultation } from '@app/contract/schemas/console';
import { useState } from 'react';
import { BusyButton } from '../../../components/BusyButton';
import { Section } from '../../../components/Section';
import { StaffConfirmDialog } from '../../../components/staff/StaffConfirmDialog';
import { enConsole } from '../../../i18n/enConsole';
import { notify } from '../../../lib/notify';
import {
  useConsoleCallParentMutation,
  useConsoleClientConfigQuery,
  useConsoleCompleteMutation,
  useConsoleMarkNoShowMutation,
  useConsoleStartVideoMutation,
} from '../api/consoleApi';
import { actionState, whenLabel } from '../consoleClock';
import { reportFailure } from '../consoleContext';
import { jitsiRoomUrl } from '../consultations';

const t = enConsole.consultation;
type Busy = false | 'video' | 'call' | 'complete' | 'noShow';
type Confirming = false | 'complete' | 'noShow';

interface ActionButtonProps {
  label: string;
  primary?: boolean;
  busy: boolean;
  /** The id of the words saying why the action is shut; the button is disabled while there are any. */
  shutBy: string | undefined;
  onClick: () => void;
}

function ActionButton({ label, primary, busy, shutBy, onClick }: ActionButtonProps) {
  return (
    <BusyButton
      busy={busy}
      className={primary ? 'btn btn-primary' : 'btn btn-secondary'}
      onClick={onClick}
      disabled={shutBy !== undefined}
      aria-describedby={shutBy}
    >
      {label}
    </BusyButton>
  );
}

interface ActionsProps {
  consultation: ConsoleConsultation;
  /** The server's time now (ms), so the buttons open when the server will accept them. */
  now: number;
}

/**
 * Start video call (the parent's waiting room finds the room), Call the parent (audio through the
 * telephony provider), Mark completed (a started call, after a yes), Parent did not join (a
 * no-show, after a yes). Until 10 minutes before the slot the actions are shut with the reason
 * beside them; whatever the server still refuses (409) is shown in its own words.
 */
export function ConsultationActions({ consultation: c, now }: ActionsProps) {
  const config = useConsoleClientConfigQuery().data;
  // Each answer is written into the cached list by the endpoint (see api/consoleApi.ts).
  const [startVideoCall] = useConsoleStartVideoMutation();
  const [callParentCall] = useConsoleCallParentMutation();
  const [completeCall] = useConsoleCompleteMutation();
  const [noShowCall] = useConsoleMarkNoShowMutation();
  const [busy, setBusy] = useState<Busy>(false);
  const [confirming, setConfirming] = useState<Confirming>(false);
  const gate = actionState(c, now);

  /** One action at a time; the server's words on success (the video start has none) and on failure. */
  async function run(kind: Exclude<Busy, false>, call: () => Promise<object>) {
    if (busy) return;
    setConfirming(false);
    setBusy(kind);
    try {
      const answer: { message?: unknown } = await call();
      if (typeof answer.message === 'string') notify.success(answer.message);
    } catch (failure) {
      reportFailure(failure);
    } finally {
      setBusy(false);
    }
  }
  const arg = { appReqId: c.appReqId };
  const startVideo = () => run('video', () => startVideoCall(arg).unwrap());
  const callParent = () => run('call', () => callParentCall(arg).unwrap());
  const complete = () => run('complete', () => completeCall(arg).unwrap());
  const markNoShow = () => run('noShow', () => noShowCall(arg).unwrap());

  const roomUrl = c.roomName && config?.jitsiDomain ? jitsiRoomUrl(config.jitsiDomain, c.roomName) : undefined;

  return (
    <Section
      className="console-panel"
      headingId="actions-heading"
      heading={t.actions}
      headingClassName="console-panel-heading"
    >
      <div className="console-actions">
        {c.status === 'no_show' ? (
          <p className="field-hint">{t.noShowNote}</p>
        ) : c.status === 'completed' ? (
          <p className="field-hint">{t.completedNote}</p>
        ) : (
          <>
            {!gate.actionsOpen && (
              <p className="staff-note" id="actions-too-early" role="note">
                {t.tooEarly(whenLabel(c.actionsOpenAt, now))}
              </p>
            )}
            <ActionButton
              label={t.startVideo}
              primary
              busy={busy === 'video'}
              shutBy={gate.actionsOpen ? undefined : 'actions-too-early'}
              onClick={startVideo}
            />
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
            <ActionButton
              label={t.callParent}
              busy={busy === 'call'}
              shutBy={!c.consultingAdult?.callBack ? 'call-hint' : gate.actionsOpen ? undefined : 'actions-too-early'}
              onClick={callParent}
            />
            {/* The doctor's call needs the parent's agreement, given before paying (the server refuses too). */}
            <p className="field-hint" id="call-hint">
              {c.consultingAdult?.callBack ? t.callNote : t.callNotAgreed}
            </p>
            <ActionButton
              label={t.markCompleted}
              busy={busy === 'complete'}
              shutBy={gate.canComplete ? undefined : gate.actionsOpen ? 'complete-hint' : 'actions-too-early'}
              onClick={() => setConfirming('complete')}
            />
            {gate.actionsOpen && !gate.canComplete && (
              <p className="field-hint" id="complete-hint">
                {t.startCallFirst}
              </p>
            )}
            <ActionButton
              label={t.markNoShow}
              busy={busy === 'noShow'}
              shutBy={gate.noShowOpen ? undefined : 'no-show-hint'}
              onClick={() => setConfirming('noShow')}
            />
            {!gate.noShowOpen && (
              <p className="field-hint" id="no-show-hint">
                {t.noShowFrom(whenLabel(c.slotStart, now))}
              </p>
            )}
          </>
        )}
      </div>
      <StaffConfirmDialog
        open={confirming === 'complete'}
        title={t.confirmTitle}
        text={t.confirmText}
        confirmLabel={t.confirmYes}
        cancelLabel={t.confirmNo}
        onConfirm={() => void complete()}
        onCancel={() => setConfirming(false)}
      />
      <StaffConfirmDialog
        open={confirming === 'noShow'}
        title={t.noShowTitle}
        text={t.noShowText}
        confirmLabel={t.noShowYes}
        cancelLabel={t.confirmNo}
        onConfirm={() => void markNoShow()}
        onCancel={() => setConfirming(false)}
      />
    </Section>
  );
}
