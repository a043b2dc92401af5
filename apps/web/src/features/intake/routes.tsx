/** The child intake screens' routes (an active member needed), spread in by app/router.tsx. */
import type { RouteObject } from 'react-router';
import { screens } from '../../app/paths';
import { requireMember, screen } from '../../app/routing';

export const intakeRoutes: RouteObject[] = [
  {
    path: screens.childGender,
    loader: requireMember,
    lazy: screen('child-gender', () => import('./routes/ChildGenderPage')),
  },
  {
    path: screens.childHelp,
    loader: requireMember,
    lazy: screen('child-help', () => import('./routes/ChildHelpPage')),
  },
  {
    path: screens.childAge,
    loader: requireMember,
    lazy: screen('child-age', () => import('./routes/ChildAgePage')),
  },
];
