/**
 * The child tracker area (issues 7–9): `/milestone-and-growth/*` with a tab bar between milestone,
 * growth, diet and vaccination. Native apps open it with AuthToken, UserType, UserId, planId and
 * isPlan in the query: the layout's loader adopts that session, then takes the token out of the
 * address bar. Kept free of screen code and texts: the router's chunk imports this file.
 */
import { type RouteObject, replace } from 'react-router';
import { screen } from '../../app/routing';
import { adoptTrackerSession } from './session';

export const trackerRoutes: RouteObject[] = [
  {
    path: 'milestone-and-growth',
    loader: adoptTrackerSession,
    lazy: screen('tracker-layout', () => import('./routes/TrackerLayout')),
    children: [
      { index: true, loader: () => replace('milestone') },
      { path: 'milestone', lazy: screen('milestone', () => import('./routes/MilestonePage')) },
      { path: 'milestone/form', lazy: screen('milestone-form', () => import('./routes/MilestoneFormPage')) },
      { path: 'growth', lazy: screen('growth', () => import('./routes/GrowthPage')) },
      { path: 'diet', lazy: screen('diet', () => import('./routes/DietPage')) },
      { path: 'vaccination', lazy: screen('vaccination', () => import('./routes/VaccinationPage')) },
      { path: 'vaccination/form', lazy: screen('vaccination-form', () => import('./routes/VaccinationFormPage')) },
    ],
  },
];
