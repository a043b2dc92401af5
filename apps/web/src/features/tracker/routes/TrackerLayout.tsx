import { useEffect } from 'react';
import { Link, Outlet } from 'react-router';
import { setBasic } from '../../../app/state';
import { useAppDispatch } from '../../../app/store';
import { Avatar } from '../../../components/Avatar';
import { enTracker } from '../../../i18n/enTracker';
import { useGetTrackerMembersQuery } from '../api/trackerApi';
import { TabBar } from '../components/TabBar';
import { basicWithSessionUser, needsMembersForName } from '../member';
import { useSessionExpiry, useTrackerPlans, useTrackerSession } from '../useTracker';
import '../tracker.css';
import { screens } from '../../../app/paths';

/**
 * `/milestone-and-growth/*` (spec §2): the child's name, the tab's screen and the tab bar. The
 * loader (session.ts) has put the session in the store; here the token is checked with the server
 * (GetSessionUser: a 401 ends the session) and the account's plans are fetched once (isPlan comes
 * from the server, never from the query).
 */
export default function TrackerLayout() {
  const dispatch = useAppDispatch();
  const { basic, token, session, user } = useTrackerSession();
  const plans = useTrackerPlans();
  const needMembers = needsMembersForName(basic, user);
  const members = useGetTrackerMembersQuery(token, { skip: !needMembers });
  useSessionExpiry(session.error, plans.error, members.error);

  // A native app names the child by id only: complete Basic from the checked account.
  useEffect(() => {
    if (!user) return;
    const next = basicWithSessionUser(basic, user, members.data?.relations);
    if (next) dispatch(setBasic(next));
  }, [basic, user, members.data, dispatch]);

  const name = basic.name?.trim() || enTracker.yourChild;
  return (
    <div className="tracker">
      <header className="tracker-header">
        {basic.Gender && <Avatar gender={basic.Gender} size={40} />}
        <div className="tracker-header-text">
          <Link to={screens.milestone} className="tracker-title">
            {enTracker.childTracker}
          </Link>
          <p className="tracker-child">{enTracker.trackerFor(name)}</p>
        </div>
        <Link to={screens.details} className="btn btn-secondary btn-small tracker-book">
          {enTracker.bookConsultation}
        </Link>
      </header>
      <div className="tracker-content">
        <Outlet />
      </div>
      <TabBar />
    </div>
  );
}
