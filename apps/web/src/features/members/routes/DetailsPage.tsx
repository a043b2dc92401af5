import { messages } from '@app/contract/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { setBasic, setLoading, setUser } from '../../../app/state';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { LoadFailed, Loading } from '../../../components/LoadState';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { en } from '../../../i18n/en';
import { enFlow } from '../../../i18n/enFlow';
import type { ApiError } from '../../../lib/apiClient';
import { notify } from '../../../lib/notify';
import { useEndSession, useGetSessionUserQuery, useLogoutMutation } from '../../auth';
import { useGetAllRelationQuery, useGetSharedWithMeQuery } from '../api/membersApi';
import { AccountLine } from '../components/AccountLine';
import { ActiveMemberBar } from '../components/ActiveMemberBar';
import { FamilyLinks } from '../components/FamilyLinks';
import { MemberForm } from '../components/MemberForm';
import { MemberSheet } from '../components/MemberSheet';
import { formValuesOf } from '../memberForm';
import {
  basicForAddNew,
  basicForPicked,
  type ChooserMember,
  chooserList,
  holderAsMember,
  isAccountHolder,
  opensSheetOnLoad,
  SHARED_RELATION,
  sharedAsMembers,
} from '../members';
import { useSaveMember } from '../useSaveMember';
import '../members.css';
import { screens } from '../../../app/paths';

const isUnauthorized = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 401;

const messageOf = (error: unknown) => (error as Partial<ApiError> | undefined)?.message;

/**
 * `/details` (spec §2 "Member chooser and member details", §4 "Member chooser"): the sheet 'Who is
 * this consultation for?' and the form 'Enter your member's details' for the active member, or for
 * a new one. The route guard (router.tsx) has already checked there is a sign-in.
 */
export default function DetailsPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const endSession = useEndSession();
  const basic = useAppSelector((state) => state.Basic);
  const token = basic.authToken ?? '';
  const session = useGetSessionUserQuery(token, { skip: !token });
  const relations = useGetAllRelationQuery(token, { skip: !token });
  const sharing = useGetSharedWithMeQuery(token, { skip: !token });
  const [logout, logoutState] = useLogoutMutation();
  const [sheetOpen, setSheetOpen] = useState(() => opensSheetOnLoad(basic));
  const changeButton = useRef<HTMLButtonElement>(null);

  // Spec §4: on load, the loading and otp flags are reset.
  useEffect(() => {
    dispatch(setLoading({ loading: false, otp: false }));
  }, [dispatch]);

  const sessionExpired = useCallback(() => endSession({ keepNumber: true }), [endSession]);
  const expired = isUnauthorized(session.error) || isUnauthorized(relations.error);
  useEffect(() => {
    if (!expired) return;
    notify.warning(messages.sessionExpired);
    sessionExpired();
  }, [expired, sessionExpired]);

  const { save, saved, busy } = useSaveMember(sessionExpired);

  const user = session.data?.data;
  const holder = user ? holderAsMember(user) : undefined;
  const shared = sharedAsMembers(sharing.data?.received ?? [], user?.type ?? 'Guest');
  const members = chooserList(holder, relations.data?.relations ?? [], shared);
  // Ready once both lists are fresh: a cached copy from before a save is not what the form should
  // start from. Later refetches (after a save) keep the page as it is.
  const wasReady = useRef(false);
  // The shared children count too (a remembered one is not 'gone'); a failed list of them only leaves them out.
  const sharedSettled = sharing.isSuccess || sharing.isError;
  const fresh =
    session.isSuccess && relations.isSuccess && sharedSettled && !session.isFetching && !relations.isFetching;
  if (fresh) wasReady.current = true;
  const status = wasReady.current ? 'ready' : session.error || relations.error ? 'error' : 'loading';
  const loadError = messageOf(session.error) ?? messageOf(relations.error);
  const phone = en.otp.phoneNumber(
    user?.mobileCode.replace('+', '') ?? basic.code ?? '',
    user?.mobile ?? basic.number ?? '',
  );
  const active = basic.rid === undefined ? undefined : members.find((member) => member.userID === basic.rid);

  // A member remembered from an earlier visit that is no longer on this account: start again from
  // the chooser. Checked once, on the first full list (later lists may lag a member just created).
  const checkedRemembered = useRef(false);
  useEffect(() => {
    if (status !== 'ready' || checkedRemembered.current) return;
    checkedRemembered.current = true;
    if (basic.rid === undefined || active) return;
    notify.warning(messages.memberNotFound);
    dispatch(setBasic(basicForAddNew(basic)));
    dispatch(setUser({}));
    setSheetOpen(true);
  }, [status, active, basic, dispatch]);

  function pick(member: ChooserMember) {
    // A different member starts with an empty profile: the intake screens load theirs.
    if (member.userID !== basic.rid) dispatch(setUser({}));
    dispatch(setBasic(basicForPicked(basic, member)));
    // Spec §2: a member with a Gender is an existing one and goes straight to the reason (the
    // sheet stays until /child-help shows, rather than uncovering this form for a moment).
    if (member.Gender) navigate(screens.childHelp);
    else setSheetOpen(false);
  }

  function addNew() {
    dispatch(setBasic(basicForAddNew(basic)));
    dispatch(setUser({}));
    setSheetOpen(false);
  }

  async function signOut() {
    try {
      await logout().unwrap();
    } catch {
      // Signed out here whatever the server says: the token is dropped from this device.
    }
    endSession();
  }

  const who = user?.firstName.trim() ? user.firstName : phone;
  const accountLine = (
    <AccountLine who={who} kind={user?.type ?? basic.type} signingOut={logoutState.isLoading} onSignOut={signOut} />
  );
  const adding = basic.rid === undefined;
  // Spec §2: the relation area shows for a relation (not 'self'); ours: and when adding one.
  // The form starts from fresh lists only: coming back after renaming a member, the cached list
  // still holds the old name until its refetch lands, and a form's defaults are read once.
  const formTarget = adding ? 'new' : active ? `member-${active.userID}` : undefined;
  const current = {
    formFor: status === 'ready' ? formTarget : undefined,
    active,
    showRelation: adding || (active !== undefined && !isAccountHolder(active)),
  };
  // After a save the page stays as it was until /child-gender shows.
  const shown = useRef(current);
  if (!saved) shown.current = current;
  const { formFor, showRelation } = shown.current;

  const familyLinks = (
    <FamilyLinks
      memberChosen={basic.rid !== undefined && basic.rid !== null}
      guest={(user?.type ?? basic.type) === 'Guest'}
    />
  );
  return (
    <>
      <section className="card details-card" aria-labelledby="details-heading">
        <ScreenHeading id="details-heading">{enFlow.members.heading}</ScreenHeading>
        <ActiveMemberBar
          member={shown.current.active}
          phone={phone}
          onChange={() => setSheetOpen(true)}
          ref={changeButton}
        />
        {shown.current.active?.Relation === SHARED_RELATION ? (
          <div className="details-shared">
            <p>{enFlow.members.sharedChild(shown.current.active.firstName)}</p>
            <Link className="btn btn-primary btn-block" to={screens.childHelp}>
              {enFlow.members.sharedContinue}
            </Link>
          </div>
        ) : formFor ? (
          <MemberForm
            key={formFor}
            defaultValues={formValuesOf(shown.current.active)}
            showRelation={showRelation}
            busy={busy}
            onSubmit={(values) => save(values, showRelation)}
          />
        ) : status === 'error' ? (
          <LoadFailed
            className="details-status"
            message={loadError ?? enFlow.members.sheet.loadFailed}
            onRetry={retry}
          />
        ) : (
          <Loading className="details-status" text={enFlow.members.loading} />
        )}
      </section>
      {!sheetOpen && familyLinks}
      {!sheetOpen && accountLine}
      <MemberSheet
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        members={members}
        status={status}
        errorMessage={loadError}
        onRetry={retry}
        activeId={basic.rid}
        phone={phone}
        onPick={pick}
        onAddNew={addNew}
        footer={
          <>
            {familyLinks}
            {accountLine}
          </>
        }
        fallbackFocus={changeButton}
      />
    </>
  );

  function retry() {
    if (session.error) session.refetch();
    if (relations.error) relations.refetch();
  }
}
