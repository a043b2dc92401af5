import { RegisterLink } from '../../members';
import { PlansLink } from '../../plans';
import { useTrackerSession } from '../useTracker';

/**
 * The guest or plan notice ('Register with us…', 'You can extend/renew your plan…') with something
 * to do about it: a guest registers, a registered parent sees the plans (both come back here).
 */
export function TrackerNotice({ notice, className }: { notice: string | null | undefined; className?: string }) {
  const { isGuest } = useTrackerSession();
  if (!notice) return null;
  return (
    <div className={className ? `tracker-notice ${className}` : 'tracker-notice'}>
      <p className="tracker-notice-text">{notice}</p>
      {isGuest ? (
        <RegisterLink className="btn btn-primary btn-small" />
      ) : (
        <PlansLink className="btn btn-primary btn-small" />
      )}
    </div>
  );
}
