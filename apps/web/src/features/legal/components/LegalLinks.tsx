import { Link } from 'react-router';
import { screens } from '../../../app/paths';
import { enGrievances } from '../../../i18n/enGrievances';
import '../legal.css';

/** The terms, the privacy notice and the grievance officer, one tap away (first screen, home). */
export function LegalLinks() {
  const t = enGrievances.links;
  return (
    <nav className="legal-links" aria-label={t.label}>
      <Link to={screens.terms}>{t.terms}</Link>
      <Link to={screens.privacy}>{t.privacy}</Link>
      <Link to={screens.grievances}>{t.grievances}</Link>
    </nav>
  );
}
