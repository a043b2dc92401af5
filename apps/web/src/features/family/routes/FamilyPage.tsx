import type { FamilyShare } from '@app/contract/schemas/family';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { screens } from '../../../app/paths';
import { setBasic } from '../../../app/state';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { BackButton } from '../../../components/BackButton';
import { LoadFailed, Loading } from '../../../components/LoadState';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { enFamily } from '../../../i18n/enFamily';
import { errorMessage } from '../../../lib/apiClient';
import { notify } from '../../../lib/notify';
import { useGetSessionUserQuery } from '../../auth';
import { RegisterLink, useGetAllRelationQuery } from '../../members';
import { useFamilyAcceptMutation, useFamilyEndMutation, useGetFamilySharingQuery } from '../api/familyApi';
import { InviteForm } from '../components/InviteForm';
import { ShareList } from '../components/ShareList';
import '../family.css';

const t = enFamily;

/**
 * `/family` (ours): a registered parent invites a second caregiver for some children and sees
 * where each invitation stands; an invited caregiver accepts, opens a shared child's tracker, or
 * stops. Either side ends a sharing, and the server refuses the next call at once.
 */
export default function FamilyPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const basic = useAppSelector((state) => state.Basic);
  const token = basic.authToken ?? '';
  const session = useGetSessionUserQuery(token, { skip: !token });
  const relations = useGetAllRelationQuery(token, { skip: !token });
  const sharing = useGetFamilySharingQuery(token, { skip: !token });
  const [accept] = useFamilyAcceptMutation();
  const [end] = useFamilyEndMutation();
  const [busy, setBusy] = useState<number>();
  const registered = session.data?.data.type === 'Registered';
  const children = (relations.data?.relations ?? [])
    .filter((m) => m.Relation !== 'self')
    .map((m) => ({ memberId: m.userID, name: `${m.firstName} ${m.LastName}`.trim() }));

  async function act(share: FamilyShare, change: typeof accept | typeof end) {
    setBusy(share.inviteId);
    try {
      notify.success((await change({ inviteId: share.inviteId }).unwrap()).message);
    } catch (error) {
      notify.error(errorMessage(error).message);
    } finally {
      setBusy(undefined);
    }
  }

  /** The shared child becomes the active member, as a picked one would, and its tracker opens. */
  function openTracker(member: FamilyShare['members'][number]) {
    dispatch(
      setBasic({ ...basic, id: member.memberId, rid: member.memberId, name: member.firstName, Gender: member.gender }),
    );
    navigate(screens.growth);
  }

  const data = sharing.data;
  return (
    <section className="card family" aria-labelledby="family-heading">
      <div className="family-back">
        <BackButton fallback={screens.home} />
      </div>
      <ScreenHeading id="family-heading">{t.title}</ScreenHeading>
      <p className="family-note">{t.intro}</p>
      {sharing.isError ? (
        <LoadFailed
          className="family-note"
          message={errorMessage(sharing.error).message}
          onRetry={() => void sharing.refetch()}
        />
      ) : !data || !session.data ? (
        <Loading className="family-note" text={t.loading} />
      ) : (
        <>
          <ShareList
            id="family-received"
            heading={t.received.heading}
            empty={t.received.empty}
            shares={data.received}
            side="received"
            busy={busy}
            onAccept={(share) => void act(share, accept)}
            onEnd={(share) => void act(share, end)}
            onOpen={openTracker}
          />
          <section className="family-list" aria-labelledby="family-invite-heading">
            <h2 id="family-invite-heading" className="family-heading">
              {t.invite.heading}
            </h2>
            {registered ? (
              <InviteForm childrenToShare={children} />
            ) : (
              <>
                <p className="family-note">{t.invite.registerFirst}</p>
                <RegisterLink className="btn btn-primary btn-block" />
              </>
            )}
          </section>
          <ShareList
            id="family-given"
            heading={t.given.heading}
            empty={t.given.empty}
            shares={data.given}
            side="given"
            busy={busy}
            onEnd={(share) => void act(share, end)}
          />
        </>
      )}
    </section>
  );
}
