import { Link } from 'react-router';
import { screens } from '../../../app/paths';
import { enTracker } from '../../../i18n/enTracker';
import { RegisterLink } from '../../members';
import { useTrackerSession } from '../useTracker';

/**
 * The guest or plan notice ('Register with us…', 'You can extend/renew your plan…') with something
 * to do about it: a guest registers (and comes back here); plans have no screen yet, so a
 * registered parent's button goes to the home screen.
 */
export function TrackerNotice({ notice, className }: { notice: string | null | undefined; className?: string }) {
  const { isGuest } = useTrackerSession();
  if (!notice) return null;
  return (
    <div className={className ? `tracker-notice ${className}` : 'tracker-notice'}>
      <p className="tracker-notice-text">{notice}</p>
      {isGuest ? <RegisterLink className="btn btn-primary btn-small" /> : <GoHomeLink />}
    </div>
  );
}

/** Where a guest or a parent without a plan can act (for now, the home screen). */
export function GoHomeLink({ block = false }: { block?: boolean }) {
  return (
    <Link to={screens.home} className={block ? 'btn btn-secondary btn-block' : 'btn btn-secondary btn-small'}>
      {enTracker.goHome}
    </Link>
  );
}
