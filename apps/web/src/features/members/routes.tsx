/** The member chooser's and the register screen's routes (after sign-in), spread into the root layout by app/router.tsx. */
import type { RouteObject } from 'react-router';
import { screens } from '../../app/paths';
import { requireSession, screenRoute } from '../../app/routing';

export const memberRoutes: RouteObject[] = [
  screenRoute(screens.details, 'details', () => import('./routes/DetailsPage'), requireSession),
  screenRoute(screens.register, 'register', () => import('./routes/RegisterPage'), requireSession),
];
