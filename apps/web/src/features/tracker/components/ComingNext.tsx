import { Link } from 'react-router-dom';
import { enTracker } from '../../../i18n/enTracker';
import { trackerPaths } from '../links';

/** A tracker tab whose screen comes with a later issue: says so, and nothing more. */
export function ComingNext({ heading }: { heading: string }) {
  return (
    <section className="card tracker-next" aria-labelledby="tracker-next-heading">
      <h1 id="tracker-next-heading" className="heading">
        {heading}
      </h1>
      <p className="lead">{enTracker.comingNext.text}</p>
      <Link to={trackerPaths.milestone} className="btn btn-secondary">
        {enTracker.comingNext.backToMilestones}
      </Link>
    </section>
  );
}
