/**
 * The doctor's console: its own top-level area with its own layout, wide enough for a
 * laptop or a tablet. Its session is the doctor's console token, never a parent's.
 */
import type { RouteObject } from 'react-router';
import { PageSpinner } from '../../app/Layout';
import { screens } from '../../app/paths';
import { RouteError } from '../../app/RouteError';
import { screen, screenRoute } from '../../app/routing';

export const consoleRoutes: RouteObject[] = [
  {
    path: screens.console,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    lazy: screen('console-layout', () => import('./routes/ConsoleLayout')),
    children: [
      { index: true, lazy: screen('console', () => import('./routes/ConsolePage')) },
      screenRoute(screens.consoleSignIn, 'console-sign-in', () => import('./routes/ConsoleSignInPage')),
      screenRoute(
        screens.consoleConsultation,
        'console-consultation',
        () => import('./routes/ConsoleConsultationPage'),
      ),
      screenRoute(screens.consoleHours, 'console-hours', () => import('./routes/ConsoleHoursPage')),
    ],
  },
];
