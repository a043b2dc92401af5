import { messages } from '@app/contract/messages';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { setVideoCall } from '../../../app/state';
import { store, useAppDispatch, useAppSelector } from '../../../app/store';
import { AlertIcon, Spinner } from '../../../components/icons';
import { enConsultation } from '../../../i18n/enConsultation';
import { useGetClientConfigQuery } from '../api/consultationApi';
import { type JitsiApi, loadJitsi } from '../loadJitsi';
import { useCallRequest } from '../useCallRequest';
import { leftRoomOf, videoSessionOf } from '../videoPoll';
import '../consultation.css';
import { screens, waitingRoomOf } from '../../../app/paths';

type Stage = 'loading' | 'ready' | 'failed';

/** Jitsi's events for "the meeting is over for this person". */
const LEAVE_EVENTS = ['readyToClose', 'videoConferenceLeft'] as const;

/**
 * `/videocall` (spec §2): the Jitsi meeting of the room the waiting room found, full screen, muted
 * at the start, with the member's name. Leaving the meeting goes back to the waiting room (which
 * then offers to rejoin rather than pulling the parent back in). If Jitsi cannot be loaded the
 * screen says so and offers a phone call instead.
 */
export default function VideoCallPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const session = videoSessionOf(useAppSelector((state) => state.VideoCall));
  const basicName = useAppSelector((state) => state.Basic.name);
  const config = useGetClientConfigQuery();
  const frame = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState<Stage>('loading');
  const call = useCallRequest();
  const t = enConsultation.video;
  const { roomName, appReqId } = session;
  const displayName = session.displayName || basicName || '';
  const jitsi = config.data;
  // Back to this consultation's own waiting room (the spec's bare address when none is known).
  const backToRoom = appReqId === undefined ? screens.oncall : waitingRoomOf(appReqId);

  useEffect(() => {
    if (!roomName) return;
    if (config.isError) {
      console.error('Video call: the client configuration could not be loaded', config.error);
      setStage('failed');
      return;
    }
    if (!jitsi) return;
    let disposed = false;
    let meeting: JitsiApi | undefined;
    setStage('loading');
    loadJitsi(jitsi.jitsiScriptUrl).then(
      (JitsiMeetExternalAPI) => {
        const parentNode = frame.current;
        if (disposed || !parentNode) return;
        try {
          meeting = new JitsiMeetExternalAPI(jitsi.jitsiDomain, {
            roomName,
            parentNode,
            width: '100%',
            height: '100%',
            userInfo: { displayName },
            configOverwrite: { startWithAudioMuted: true, prejoinPageEnabled: false },
          });
        } catch (error) {
          console.error('Video call: the meeting could not be started', error);
          setStage('failed');
          return;
        }
        const leave = () => {
          if (!disposed) navigate(backToRoom, { replace: true });
        };
        for (const event of LEAVE_EVENTS) meeting.addListener(event, leave);
        setStage('ready');
      },
      (error: unknown) => {
        console.error('Video call: the Jitsi script could not be loaded', error);
        if (!disposed) setStage('failed');
      },
    );
    return () => {
      disposed = true;
      meeting?.dispose();
    };
  }, [roomName, displayName, jitsi, config.isError, config.error, navigate, backToRoom]);

  // Whatever way the parent leaves this screen, the waiting room must not pull them straight back.
  useEffect(
    () => () => {
      const current = videoSessionOf(store.getState().VideoCall);
      if (current.roomName) dispatch(setVideoCall(leftRoomOf(current)));
    },
    [dispatch],
  );

  // While the meeting covers the screen, the page under it must not scroll.
  useEffect(() => {
    document.documentElement.classList.add('videocall-open');
    return () => document.documentElement.classList.remove('videocall-open');
  }, []);

  if (!roomName) return <Navigate to={backToRoom} replace />;

  return (
    <section className="videocall" aria-label={t.label}>
      <div ref={frame} className="videocall-frame" hidden={stage === 'failed'} />
      {stage === 'loading' && (
        <p className="videocall-status" role="status">
          <Spinner size={28} />
          {t.loading}
        </p>
      )}
      {stage === 'failed' && (
        <div className="videocall-fallback">
          <div className="card booking consultation">
            <span className="hero-icon hero-icon--danger" aria-hidden="true">
              <AlertIcon width={30} height={30} />
            </span>
            <div role="alert">
              <h1 className="heading videocall-failed">{messages.videoScriptFailed}</h1>
            </div>
            {call.answer && (
              <p className="consultation-note" role="status">
                {call.answer}
              </p>
            )}
            <div className="form-actions">
              <Link to={backToRoom} replace className="btn btn-secondary">
                {t.backToWaiting}
              </Link>
              <button
                type="button"
                className="btn btn-primary"
                disabled={call.state === 'sending' || call.state === 'requested' || appReqId === undefined}
                aria-busy={call.state === 'sending'}
                onClick={() => {
                  if (appReqId !== undefined) void call.request(appReqId, config.data?.callAgentNumber);
                }}
              >
                {call.state === 'sending' ? t.calling : t.callMe}
              </button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
