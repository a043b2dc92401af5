import { messages } from '@app/contract/messages';
import { Link, useLocation } from 'react-router';
import { consultationIdOf, screens } from '../../../app/paths';
import { LoadFailed, Loading } from '../../../components/LoadState';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { enHome } from '../../../i18n/enHome';
import { errorMessage } from '../../../lib/http';
import { useGetMyConsultationsQuery } from '../api/homeApi';
import { BookedNow } from '../components/BookedNow';
import { NewTimePicker } from '../components/NewTimePicker';
import '../home.css';

/**
 * `/home/reschedule?consultation=42` (ours): one booked consultation moved, once, to another free
 * time of the same doctor and consult type within the 15-day window, with nothing more to pay.
 * What may be done comes from the home's list (the server's rule, on its clock): a consultation
 * that can no longer move says why (moved once; inside the cut-off, with the clinic's contact).
 */
export default function ReschedulePage() {
  const t = enHome.reschedule;
  const id = consultationIdOf(useLocation().search);
  const list = useGetMyConsultationsQuery(undefined, { refetchOnMountOrArgChange: true });
  const consultation = list.data?.data.find((c) => c.appReqId === id);
  const back = (
    <Link className="btn btn-secondary" to={screens.home}>
      {t.back}
    </Link>
  );

  return (
    <div className="home reschedule">
      <ScreenHeading id="reschedule-heading">{t.heading}</ScreenHeading>
      {!list.data ? (
        list.isError ? (
          <LoadFailed
            className="card home-empty"
            message={errorMessage(list.error).message || enHome.loadFailed}
            onRetry={() => list.refetch()}
          />
        ) : (
          <Loading className="card home-empty" text={enHome.loading} />
        )
      ) : !consultation ? (
        <>
          <p className="home-problem" role="alert">
            {messages.consultationNotFound}
          </p>
          {back}
        </>
      ) : (
        <>
          <p className="home-note">{t.intro}</p>
          <BookedNow consultation={consultation} />
          {consultation.canReschedule ? (
            <NewTimePicker
              consultation={consultation}
              serverNow={list.data.serverNow}
              onRefused={() => list.refetch()}
            />
          ) : (
            <>
              <p className="home-problem">{consultation.rescheduleNote ?? messages.cancelNotBooked}</p>
              {back}
            </>
          )}
        </>
      )}
    </div>
  );
}
