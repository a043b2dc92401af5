import { Link } from 'react-router';
import { screens } from '../../../app/paths';
import { enTracker } from '../../../i18n/enTracker';

/**
 * The guest or plan notice ('Register with us…', 'You can extend/renew your plan…') with something
 * to do about it. Registration and plans have no screens yet: the button goes to the parent's home.
 */
export function TrackerNotice({ notice, className }: { notice: string | null | undefined; className?: string }) {
  if (!notice) return null;
  return (
    <div className={className ? `tracker-notice ${className}` : 'tracker-notice'}>
      <p className="tracker-notice-text">{notice}</p>
      <GoHomeLink />
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
