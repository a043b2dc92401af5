/** The documents a parent accepts to register (ours), readable signed in or not. */
import type { RouteObject } from 'react-router';
import { screens } from '../../app/paths';
import { screenRoute } from '../../app/routing';

export const legalRoutes: RouteObject[] = [
  screenRoute(screens.terms, 'terms', () => import('./routes/TermsPage')),
  screenRoute(screens.privacy, 'privacy', () => import('./routes/PrivacyPage')),
  screenRoute(screens.grievances, 'grievances', () => import('./routes/GrievancesPage')),
];
