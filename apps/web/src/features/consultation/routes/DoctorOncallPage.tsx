import { channelOf } from '@app/contract/consultTypes';
import { messages } from '@app/contract/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { setVideoCall } from '../../../app/state';
import { store, useAppDispatch, useAppSelector } from '../../../app/store';
import { CheckIcon, PhoneIcon } from '../../../components/icons';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { enConsultation } from '../../../i18n/enConsultation';
import { indianTime, shortDate } from '../../../lib/dates';
import { formatRupees } from '../../../lib/money';
import { useGetClientConfigQuery } from '../api/consultationApi';
import { shouldRequestCall } from '../callRequest';
import { ConsultationSummary } from '../components/ConsultationSummary';
import { Countdown } from '../components/Countdown';
import { NoShowCard } from '../components/NoShowCard';
import { LoadingCard, ProblemCard } from '../components/ProblemCard';
import { QueuePlaceCard } from '../components/QueuePlaceCard';
import { openQueuePlace } from '../queuePlace';
import { useCallRequest } from '../useCallRequest';
import { useConsultation, useServerNow } from '../useConsultation';
import { useVideoRoomPoll } from '../useVideoRoomPoll';
import { roomAction, type VideoSession, videoSessionOf } from '../videoPoll';
import { isRoomLive, minutesToSlotToday, phaseOf, secondsLeft } from '../waitingRoom';
import '../consultation.css';
import { screens, waitingRoomIdOf } from '../../../app/paths';

/**
 * `/doctor-oncall?consultation=42` (or the spec's bare `/doctor-oncall`: the session's
 * consultation), the waiting room of one consultation (spec §2, §4, §9; docs/decisions/0026). It
 * runs on the server's clock (see waitingRoom.ts): before the room opens it says when the slot
 * starts; then the countdown; then it waits for a late doctor until the grace period ends. All
 * that time the consultation is read again every 30 s and, for video, the room is looked up every
 * 30 s (the parent goes to /videocall when the doctor has started it). Phone: once the room
 * opens, the doctor is asked (once) to call the account's number. A place in the on-duty queue
 * (docs/decisions/0038) shows its number and wait instead, read again every 5 s, until a doctor calls.
 */
export default function DoctorOncallPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const basic = useAppSelector((state) => state.Basic);
  const [search] = useSearchParams();
  const named = waitingRoomIdOf(search);
  const appReqId = named === null ? basic.appReqId : named;
  const [live, setLive] = useState(false);
  const [queued, setQueued] = useState(false);
  const { consultation, offset, problem, loading, fetching, refetch } = useConsultation(appReqId, live, queued);
  // A place in the on-duty queue shows its number instead of the scheduled countdown.
  const place = openQueuePlace(consultation);
  const config = useGetClientConfigQuery();
  const now = useServerNow(problem ? undefined : offset, consultation?.waitingRoom.endsAt);
  const phase = consultation && now !== undefined ? phaseOf(consultation, now) : undefined;
  const [rejoin, setRejoin] = useState<string>();
  const call = useCallRequest();
  const autoCall = useRef(false);
  const confirmedClosed = useRef(false);
  const t = enConsultation.oncall;

  // Read the consultation again while the room is open, and once more when the clock says it
  // closed: the doctor may have started the call meanwhile (then no time closes it).
  useEffect(() => setLive(phase === 'countdown' || phase === 'waiting'), [phase]);
  useEffect(() => setQueued(place !== undefined), [place]);
  useEffect(() => {
    if (phase !== 'closed' || place || confirmedClosed.current) return;
    confirmedClosed.current = true;
    refetch();
  }, [phase, place, refetch]);

  const video = consultation !== undefined && channelOf(consultation.consultType) === 'video';
  // A queued video call has a room only once a doctor has called; a scheduled one while its room is live.
  const roomLive = place ? place.state === 'called' : isRoomLive(phase);
  const polling = video && !problem && consultation?.status === 'booked' && roomLive && !rejoin;
  const displayName = basic.name || consultation?.memberName || '';

  const joinRoom = useCallback(
    (roomName: string) => {
      if (appReqId === undefined) return;
      const session: VideoSession = { roomName, appReqId, displayName };
      dispatch(setVideoCall(session));
      navigate(screens.videoCall);
    },
    [appReqId, dispatch, displayName, navigate],
  );

  const onRoom = useCallback(
    (roomName: string) => {
      if (appReqId === undefined) return true;
      const action = roomAction(roomName, videoSessionOf(store.getState().VideoCall), appReqId);
      if (action === 'join') joinRoom(roomName);
      if (action === 'offerRejoin') setRejoin(roomName);
      return action !== 'none';
    },
    [appReqId, joinRoom],
  );

  useVideoRoomPoll(
    polling && consultation && appReqId !== undefined
      ? { memberId: consultation.memberId, userType: basic.type ?? '', appReqId }
      : undefined,
    { offset, closesAt: consultation?.waitingRoom.closesAt },
    onRoom,
  );

  // Audio: ask for the call once, when the countdown runs and no request went out yet.
  const agentNumber = config.data?.callAgentNumber;
  useEffect(() => {
    if (!consultation || !phase || autoCall.current || appReqId === undefined || !config.isSuccess) return;
    // A doctor taking a place in the queue starts the call to the parent: nothing to ask for.
    if (consultation.queue) return;
    const { consultType, status, waitingRoom } = consultation;
    if (!shouldRequestCall({ consultType, status, phase, callRequestedAt: waitingRoom.callRequestedAt })) return;
    autoCall.current = true;
    void call.request(appReqId, agentNumber);
  }, [consultation, phase, appReqId, agentNumber, config.isSuccess, call.request]);

  if (problem) return <ProblemCard problem={problem} onRetry={refetch} busy={fetching} />;
  if (loading || !consultation || !phase || now === undefined)
    return <LoadingCard heading={enConsultation.oncall.heading} />;

  if (place && appReqId !== undefined && !rejoin) {
    const paid = basic.appReqId === appReqId && basic.netFees !== undefined ? formatRupees(basic.netFees) : undefined;
    return <QueuePlaceCard appReqId={appReqId} place={place} video={video} rupees={paid} />;
  }
  if (consultation.noShow) return <NoShowCard consultation={consultation} />;
  if (phase === 'ended' || phase === 'closed') {
    return (
      <section className="card booking consultation" aria-labelledby="oncall-heading">
        <ScreenHeading id="oncall-heading" icon={CheckIcon} iconSize={32} iconClassName="consultation-tick">
          {messages.callEnded}
        </ScreenHeading>
        <p className="lead">{phase === 'ended' ? messages.prescriptionPreparing : messages.waitingRoomClosed}</p>
        <div className="form-actions">
          <Link to={screens.prescriptions} className="btn btn-primary">
            {t.prescriptions}
          </Link>
        </div>
      </section>
    );
  }

  const audioRequested = consultation.waitingRoom.callRequestedAt !== null || call.state === 'requested';
  const toSlot = minutesToSlotToday(consultation.slotStart, now);
  const slotTime = indianTime(consultation.slotStart);

  return (
    <section className="card booking consultation" aria-labelledby="oncall-heading">
      <span className={phase === 'scheduled' ? 'hero-icon' : 'hero-icon consultation-centred'} aria-hidden="true">
        <PhoneIcon width={30} height={30} />
      </span>
      {phase === 'scheduled' ? (
        <>
          <ScreenHeading id="oncall-heading">{t.heading}</ScreenHeading>
          <p className="lead">
            {toSlot === null ? t.startsOn(shortDate(consultation.slotDate), slotTime) : t.startsIn(toSlot, slotTime)}
          </p>
          <p className="consultation-opens">{t.opensAt(indianTime(consultation.waitingRoom.opensAt))}</p>
          <ConsultationSummary consultation={consultation} fields={['member', 'type', 'doctor', 'date', 'slot']} />
        </>
      ) : phase === 'countdown' ? (
        <>
          <ScreenHeading id="oncall-heading" className="consultation-starts">
            {messages.callStartsIn}
          </ScreenHeading>
          <Countdown seconds={secondsLeft(consultation.waitingRoom.endsAt, now)} labelledBy="oncall-heading" />
          <ConsultationSummary consultation={consultation} fields={['member', 'doctor', 'slot']} />
        </>
      ) : (
        <>
          <ScreenHeading id="oncall-heading" className="consultation-starts">
            {t.doctorJoining}
          </ScreenHeading>
          <ConsultationSummary consultation={consultation} fields={['member', 'doctor', 'slot']} />
        </>
      )}
      <p className="consultation-note" role="status">
        {video
          ? t.videoWaiting
          : call.state === 'sending'
            ? t.requestingCall
            : call.answer
              ? call.answer
              : audioRequested
                ? messages.callRequested
                : t.audioWaiting}
      </p>
      {rejoin && (
        <div className="form-actions">
          <button type="button" className="btn btn-primary" onClick={() => joinRoom(rejoin)}>
            {t.rejoin}
          </button>
        </div>
      )}
    </section>
  );
}
