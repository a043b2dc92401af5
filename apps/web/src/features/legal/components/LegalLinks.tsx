import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { screens } from '../../../app/paths';
import { enGrievances } from '../../../i18n/enGrievances';
import '../legal.css';

/**
 * The terms, the privacy notice and the grievance officer, one tap away (first screen, home), and
 * whatever the screen adds after them (the home screen's 'Your data').
 */
export function LegalLinks({ children }: { children?: ReactNode }) {
  const t = enGrievances.links;
  return (
    <nav className="legal-links" aria-label={t.label}>
      <Link to={screens.terms}>{t.terms}</Link>
      <Link to={screens.privacy}>{t.privacy}</Link>
      <Link to={screens.grievances}>{t.grievances}</Link>
      {children}
    </nav>
  );
}
