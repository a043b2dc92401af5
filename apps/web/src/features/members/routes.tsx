/** The member chooser's route (after sign-in), spread into the root layout by app/router.tsx. */
import type { RouteObject } from 'react-router';
import { screens } from '../../app/paths';
import { requireSession, screen } from '../../app/routing';

export const memberRoutes: RouteObject[] = [
  {
    path: screens.details,
    loader: requireSession,
    lazy: screen('details', () => import('./routes/DetailsPage')),
  },
];
