/**
 * The doctor's console: its own top-level area with its own layout, wide enough for a
 * laptop or a tablet. Its session is the doctor's console token, never a parent's.
 */
import type { RouteObject } from 'react-router';
import { PageSpinner } from '../../app/Layout';
import { screens } from '../../app/paths';
import { RouteError } from '../../app/RouteError';
import { screen } from '../../app/routing';

export const consoleRoutes: RouteObject[] = [
  {
    path: screens.console,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    lazy: screen('console-layout', () => import('./routes/ConsoleLayout')),
    children: [
      { index: true, lazy: screen('console', () => import('./routes/ConsolePage')) },
      { path: screens.consoleSignIn, lazy: screen('console-sign-in', () => import('./routes/ConsoleSignInPage')) },
      {
        path: screens.consoleConsultation,
        lazy: screen('console-consultation', () => import('./routes/ConsoleConsultationPage')),
      },
    ],
  },
];
