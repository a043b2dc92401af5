/** Family sharing's route (after sign-in), spread into the root layout by app/router.tsx. */
import type { RouteObject } from 'react-router';
import { screens } from '../../app/paths';
import { requireSession, screenRoute } from '../../app/routing';

export const familyRoutes: RouteObject[] = [
  screenRoute(screens.family, 'family', () => import('./routes/FamilyPage'), requireSession),
];
