/**
 * The child tracker area: `/milestone-and-growth/*` with a tab bar between milestone,
 * growth, diet and vaccination. Native apps open it with AuthToken, UserType, UserId, planId and
 * isPlan in the query: the layout's loader adopts that session, then takes the token out of the
 * address bar. Kept free of screen code and texts: the router's chunk imports this file.
 */
import { type RouteObject, replace } from 'react-router';
import { screens } from '../../app/paths';
import { screen } from '../../app/routing';
import { adoptTrackerSession } from './session';

export const trackerRoutes: RouteObject[] = [
  {
    path: screens.tracker,
    loader: adoptTrackerSession,
    lazy: screen('tracker-layout', () => import('./routes/TrackerLayout')),
    children: [
      { index: true, loader: () => replace(screens.milestone) },
      { path: screens.milestone, lazy: screen('milestone', () => import('./routes/MilestonePage')) },
      { path: screens.milestoneForm, lazy: screen('milestone-form', () => import('./routes/MilestoneFormPage')) },
      { path: screens.growth, lazy: screen('growth', () => import('./routes/GrowthPage')) },
      { path: screens.diet, lazy: screen('diet', () => import('./routes/DietPage')) },
      { path: screens.vaccination, lazy: screen('vaccination', () => import('./routes/VaccinationPage')) },
      { path: screens.vaccinationForm, lazy: screen('vaccination-form', () => import('./routes/VaccinationFormPage')) },
    ],
  },
];
