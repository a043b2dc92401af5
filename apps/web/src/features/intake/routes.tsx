/** The child intake screens' routes (an active member needed), spread in by app/router.tsx. */
import type { RouteObject } from 'react-router';
import { screens } from '../../app/paths';
import { requireMember, screenRoute } from '../../app/routing';

export const intakeRoutes: RouteObject[] = [
  screenRoute(screens.childGender, 'child-gender', () => import('./routes/ChildGenderPage'), requireMember),
  screenRoute(screens.childHelp, 'child-help', () => import('./routes/ChildHelpPage'), requireMember),
  screenRoute(screens.childAge, 'child-age', () => import('./routes/ChildAgePage'), requireMember),
];
