import { Link } from 'react-router';
import { screens } from '../../../app/paths';
import { AlertIcon } from '../../../components/icons';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { enConsultation } from '../../../i18n/enConsultation';
import type { Problem } from '../problem';

/** Nothing to show: the reason, and a way on (try again, or back to the start at /details). */
export function ProblemCard({ problem, onRetry, busy }: { problem: Problem; onRetry: () => void; busy?: boolean }) {
  const t = enConsultation;
  return (
    <section className="card booking consultation" aria-labelledby="consultation-problem">
      <ScreenHeading id="consultation-problem" icon={AlertIcon} danger className="consultation-problem">
        {problem.message}
      </ScreenHeading>
      <div className="form-actions">
        <Link to={screens.details} className="btn btn-secondary">
          {t.backToStart}
        </Link>
        {problem.retry && (
          <button type="button" className="btn btn-primary" onClick={onRetry} aria-busy={busy} disabled={busy}>
            {t.retry}
          </button>
        )}
      </div>
    </section>
  );
}

/** While the consultation loads. */
export function LoadingCard({ heading }: { heading?: string }) {
  return (
    <section className="card booking consultation" aria-busy="true">
      {heading && <h1 className="heading">{heading}</h1>}
      <p className="consultation-loading" role="status">
        <span className="page-spinner consultation-spinner" aria-hidden="true" />
        {enConsultation.loading}
      </p>
    </section>
  );
}
