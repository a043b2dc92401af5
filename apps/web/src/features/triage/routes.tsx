/** Red-flag triage's route (an active member needed), spread in by app/router.tsx. */
import type { RouteObject } from 'react-router';
import { screens } from '../../app/paths';
import { requireMember, screenRoute } from '../../app/routing';

export const triageRoutes: RouteObject[] = [
  screenRoute(screens.childCheck, 'child-check', () => import('./routes/ChildCheckPage'), requireMember),
];
