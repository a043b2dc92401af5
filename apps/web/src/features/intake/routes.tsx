/** The child intake screens' routes (an active member needed), spread in by app/router.tsx. */
import type { RouteObject } from 'react-router';
import { requireMember, screen } from '../../app/routing';

export const intakeRoutes: RouteObject[] = [
  {
    path: 'child-gender',
    loader: requireMember,
    lazy: screen('child-gender', () => import('./routes/ChildGenderPage')),
  },
  {
    path: 'child-help',
    loader: requireMember,
    lazy: screen('child-help', () => import('./routes/ChildHelpPage')),
  },
  {
    path: 'child-age',
    loader: requireMember,
    lazy: screen('child-age', () => import('./routes/ChildAgePage')),
  },
];
