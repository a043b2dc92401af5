import { createBrowserRouter, type RouteObject } from 'react-router';
import { adminRoutes } from '../features/admin/routes';
import { authRoutes } from '../features/auth/routes';
import { billingRoutes } from '../features/billing/routes';
import { bookingRoutes } from '../features/booking/routes';
import { consoleRoutes } from '../features/console/routes';
import { consultationRoutes } from '../features/consultation/routes';
import { familyRoutes } from '../features/family/routes';
import { homeRoutes } from '../features/home/routes';
import { intakeRoutes } from '../features/intake/routes';
import { legalRoutes } from '../features/legal/routes';
import { memberRoutes } from '../features/members/routes';
import { planRoutes } from '../features/plans/routes';
import { privacyRoutes } from '../features/privacy/routes';
import { trackerRoutes } from '../features/tracker/routes';
import { triageRoutes } from '../features/triage/routes';
import { Layout, LayoutFallback } from './Layout';
import { screens } from './paths';
import { RouteError } from './RouteError';
import { screen } from './routing';

export const routes: RouteObject[] = [
  {
    path: screens.phone,
    Component: Layout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LayoutFallback />,
    children: [
      ...authRoutes,
      ...memberRoutes,
      ...intakeRoutes,
      ...triageRoutes,
      ...billingRoutes,
      ...consultationRoutes,
      ...homeRoutes,
      ...trackerRoutes,
      ...legalRoutes,
      ...planRoutes,
      ...familyRoutes,
      ...privacyRoutes,
      ...bookingRoutes,
      { path: '*', lazy: screen('not-found', () => import('./NotFoundPage')) },
    ],
  },
  ...consoleRoutes,
  ...adminRoutes,
];

export function makeRouter() {
  return createBrowserRouter(routes);
}
