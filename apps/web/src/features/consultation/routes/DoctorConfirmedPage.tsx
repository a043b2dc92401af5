import { CONFIRMED_TO_ONCALL_REDIRECT_MS } from '@app/contract/constants';
import { channelOf, hasWaitingRoom } from '@app/contract/consultTypes';
import { messages } from '@app/contract/messages';
import { type MouseEvent, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAppSelector } from '../../../app/store';
import { CheckIcon } from '../../../components/icons';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { enConsultation } from '../../../i18n/enConsultation';
import { longDate } from '../../../lib/dates';
import { useGetClientConfigQuery } from '../api/consultationApi';
import { ConsultationSummary } from '../components/ConsultationSummary';
import { LoadingCard, ProblemCard } from '../components/ProblemCard';
import { type ConfirmedView, confirmedView, openChildCareNatively } from '../confirmed';
import { useConsultation, useServerNow } from '../useConsultation';
import '../consultation.css';
import { screens, waitingRoomOf } from '../../../app/paths';

/**
 * `/doctor-confirmed` (spec §2, §4): the booked consultation from the server. A phone consultation
 * stays here and says the doctor is calling now once the waiting room is open (else at the slot
 * time); a video one goes on to /doctor-oncall after 1.5 s, replacing this entry so Back does not
 * return here; an in-person one stays and says where and when (it has no waiting room). A place in
 * the on-duty queue says so instead of a time.
 */
export default function DoctorConfirmedPage() {
  const navigate = useNavigate();
  const basic = useAppSelector((state) => state.Basic);
  const { consultation, offset, problem, loading, fetching, refetch } = useConsultation(basic.appReqId);
  const config = useGetClientConfigQuery();
  const channel = consultation ? channelOf(consultation.consultType) : undefined;
  const audio = channel === 'phone';
  // Phone only: the message changes from 'at the slot' to 'now' as the waiting room opens.
  const now = useServerNow(audio && !problem ? offset : undefined);
  const view =
    consultation && !problem && offset !== undefined
      ? confirmedView(consultation.consultType, consultation.waitingRoom.opensAt, now ?? Date.now() + offset)
      : undefined;
  const t = enConsultation.confirmed;
  // An instant consultation: a place in the on-duty queue, no time until a doctor takes it.
  const inQueue = consultation?.queue != null;

  // The waiting room's address names this consultation (a second booking never takes its place).
  const room = consultation ? waitingRoomOf(consultation.appReqId) : screens.oncall;
  useEffect(() => {
    if (view !== 'redirect') return;
    const timer = setTimeout(() => navigate(room, { replace: true }), CONFIRMED_TO_ONCALL_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [view, navigate, room]);

  if (problem) return <ProblemCard problem={problem} onRetry={refetch} busy={fetching} />;
  if (loading || !consultation) return <LoadingCard heading={messages.consultationConfirmed} />;

  // The provider's child-care page when one is configured, else our home (its consultations).
  const childCareUrl = config.data?.childCareUrl;
  const openHome = (event: MouseEvent<HTMLAnchorElement>) => {
    if (childCareUrl && openChildCareNatively(basic.isMobile, childCareUrl, window.location.origin)) {
      event.preventDefault();
    }
  };

  return (
    <section className="card booking consultation" aria-labelledby="confirmed-heading">
      <ScreenHeading id="confirmed-heading" icon={CheckIcon} iconSize={32} iconClassName="consultation-tick">
        {messages.consultationConfirmed}
      </ScreenHeading>
      <p className="lead consultation-lead" role="status">
        {inQueue ? (
          <>
            {t.inQueue}
            {view === 'redirect' && <span className="consultation-lead-more">{t.redirecting}</span>}
          </>
        ) : (
          <ConfirmedLead view={view} consultation={consultation} />
        )}
      </p>
      <ConsultationSummary consultation={consultation} fields={inQueue ? QUEUE_FIELDS : undefined} />
      {!inQueue && <p className="consultation-reminder">{messages.reminderNote}</p>}
      <div className="form-actions">
        {childCareUrl ? (
          <a className="btn btn-secondary" href={childCareUrl} onClick={openHome}>
            {t.home}
          </a>
        ) : (
          <Link className="btn btn-secondary" to={screens.home}>
            {t.home}
          </Link>
        )}
        {/* Phone stays on this screen in the history; video has left it already; a visit has no room. */}
        {channel && hasWaitingRoom(channel) && (
          <Link className="btn btn-primary" to={room} replace={!audio}>
            {t.waitingRoom}
          </Link>
        )}
      </div>
      <p className="consultation-more">
        <Link to={screens.prescriptions} className="consultation-link">
          {t.prescriptions}
        </Link>
      </p>
    </section>
  );
}

type Consultation = NonNullable<ReturnType<typeof useConsultation>['consultation']>;
/** A place in the queue has no clinic, date or time yet. */
const QUEUE_FIELDS = ['member', 'type', 'doctor', 'registration'] as const;

/** When and where a scheduled consultation happens, by how it is delivered. */
function ConfirmedLead({ view, consultation }: { view: ConfirmedView | undefined; consultation: Consultation }) {
  const t = enConsultation.confirmed;
  const date = longDate(consultation.slotDate);
  return (
    <>
      {view === 'audioNow' && messages.doctorCallingNow}
      {view === 'audioLater' && t.doctorCallsAt(consultation.slot, date)}
      {view === 'redirect' && t.redirecting}
      {view === 'clinicVisit' && t.clinicVisit(consultation.clinicName, consultation.slot, date)}
      {view === 'homeVisit' && t.homeVisit(consultation.slot, date)}
    </>
  );
}
