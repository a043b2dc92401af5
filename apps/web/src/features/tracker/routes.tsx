/**
 * The child tracker area: `/milestone-and-growth/*` with a tab bar between milestone,
 * growth, diet and vaccination. Native apps open it with AuthToken, UserType, UserId, planId and
 * isPlan in the query: the layout's loader adopts that session, then takes the token out of the
 * address bar. Kept free of screen code and texts: the router's chunk imports this file.
 */
import { type RouteObject, replace } from 'react-router';
import { screens } from '../../app/paths';
import { screen, screenRoute } from '../../app/routing';
import { adoptTrackerSession } from './session';

export const trackerRoutes: RouteObject[] = [
  {
    path: screens.tracker,
    loader: adoptTrackerSession,
    lazy: screen('tracker-layout', () => import('./routes/TrackerLayout')),
    children: [
      { index: true, loader: () => replace(screens.milestone) },
      screenRoute(screens.milestone, 'milestone', () => import('./routes/MilestonePage')),
      screenRoute(screens.milestoneForm, 'milestone-form', () => import('./routes/MilestoneFormPage')),
      screenRoute(screens.growth, 'growth', () => import('./routes/GrowthPage')),
      screenRoute(screens.diet, 'diet', () => import('./routes/DietPage')),
      screenRoute(screens.vaccination, 'vaccination', () => import('./routes/VaccinationPage')),
      screenRoute(screens.vaccinationForm, 'vaccination-form', () => import('./routes/VaccinationFormPage')),
    ],
  },
];
