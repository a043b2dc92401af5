import { Link } from 'react-router';
import { screens } from '../../../app/paths';
import { useAppSelector } from '../../../app/store';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadFailed, Loading } from '../../../components/LoadState';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { enHome } from '../../../i18n/enHome';
import { errorMessage } from '../../../lib/http';
import { useGetSessionUserQuery } from '../../auth';
import { FamilyCard } from '../../family';
import { LegalLinks } from '../../legal';
import { chooserList, holderAsMember, RegisterInvite, useGetAllRelationQuery } from '../../members';
import { PlansInvite } from '../../plans';
import { YourDataLink } from '../../privacy';
import { useGetMyConsultationsQuery, useGetReceiptsQuery, useGetRefundsQuery } from '../api/homeApi';
import { CancelDialog } from '../components/CancelDialog';
import { ConsultationList } from '../components/ConsultationList';
import { FamilyList } from '../components/FamilyList';
import { HomeConsultationCard } from '../components/HomeConsultationCard';
import { OpenPaymentList } from '../components/OpenPaymentList';
import { ReceiptList } from '../components/ReceiptList';
import { RefundList } from '../components/RefundList';
import { type HomeConsultation, splitBySection, whenOf } from '../home';
import { useCancelConsultation } from '../useCancelConsultation';
import { useOpenPayments } from '../useOpenPayments';
import '../home.css';

/**
 * `/home` (ours): where a signed-in parent comes back to. A payment left open (resume or cancel
 * it while its slot is held), the family, the upcoming consultations (join the open waiting room,
 * cancel before the cut-off, reschedule once), the past ones with their prescriptions,
 * the refunds, and the ways on: book, the child tracker, the prescriptions. The spec's flow after
 * sign-in still goes to /details, which links here.
 */
export default function HomePage() {
  const token = useAppSelector((state) => state.Basic.authToken) ?? '';
  const session = useGetSessionUserQuery(token, { skip: !token });
  const relations = useGetAllRelationQuery(token, { skip: !token });
  const list = useGetMyConsultationsQuery(undefined, { refetchOnMountOrArgChange: true });
  const refunds = useGetRefundsQuery(undefined, { refetchOnMountOrArgChange: true });
  const receipts = useGetReceiptsQuery(undefined, { refetchOnMountOrArgChange: true });
  const cancelling = useCancelConsultation();
  const t = enHome;

  const holder = session.data?.data ? holderAsMember(session.data.data) : undefined;
  const members = chooserList(holder, relations.data?.relations ?? []);
  const open = useOpenPayments(members);
  const consultations = list.data?.data ?? [];
  const { upcoming, past } = splitBySection(consultations);

  const card = (c: HomeConsultation) => (
    <li key={c.appReqId}>
      <HomeConsultationCard
        consultation={c}
        onCancel={c.section === 'upcoming' && c.status === 'booked' ? () => cancelling.start(c) : undefined}
        cancelling={cancelling.cancellingId === c.appReqId}
        cancelProblem={cancelling.problemOf(c.appReqId)}
      />
    </li>
  );

  return (
    <div className="home">
      <ScreenHeading id="home-heading">{t.heading}</ScreenHeading>
      <nav className="home-entries" aria-label={t.entries.label}>
        <Link className="btn btn-primary" to={screens.details}>
          {t.entries.book}
        </Link>
        <Link className="btn btn-secondary" to={screens.milestone}>
          {t.entries.tracker}
        </Link>
        <Link className="btn btn-secondary" to={screens.prescriptions}>
          {t.entries.prescriptions}
        </Link>
      </nav>
      {!list.data ? (
        list.isError ? (
          <LoadFailed
            className="card home-empty"
            message={errorMessage(list.error).message || t.loadFailed}
            onRetry={() => list.refetch()}
          />
        ) : (
          <Loading className="card home-empty" text={t.loading} />
        )
      ) : (
        <>
          <OpenPaymentList open={open} />
          <ConsultationList
            id="home-upcoming"
            heading={t.upcoming.heading}
            list={upcoming}
            card={card}
            empty={
              <>
                {t.upcoming.empty}{' '}
                <Link to={screens.details} className="home-inline-link">
                  {t.entries.book}
                </Link>
              </>
            }
          />
          <RefundList refunds={refunds.data?.data ?? []} consultations={consultations} />
          <ConsultationList id="home-past" heading={t.past.heading} list={past} card={card} empty={t.past.empty} />
          <ReceiptList receipts={receipts.data?.data ?? []} />
        </>
      )}
      {session.data?.data.type === 'Guest' && <RegisterInvite />}
      {session.data?.data.type === 'Registered' && <PlansInvite />}
      {session.isSuccess && <FamilyCard />}
      {session.isSuccess && relations.isSuccess && <FamilyList members={members} />}
      <LegalLinks>
        <YourDataLink />
      </LegalLinks>
      <CancelDialog asking={cancelling.asking} onConfirm={cancelling.confirm} onCancel={cancelling.dismiss} />
      <ConfirmDialog
        open={open.asking !== undefined}
        title={t.openPayments.confirmTitle}
        text={open.asking ? t.openPayments.confirmText(open.asking.doctorName, whenOf(open.asking)) : ''}
        confirmLabel={t.openPayments.confirm}
        cancelLabel={t.openPayments.keep}
        onConfirm={open.confirmCancel}
        onCancel={open.dismissCancel}
      />
    </div>
  );
}
