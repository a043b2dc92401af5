import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { billingRoutes } from '../features/billing/routes';
import { bookingRoutes } from '../features/booking/routes';
import { consoleRoutes } from '../features/console/routes';
import { consultationRoutes } from '../features/consultation/routes';
import { trackerRoutes } from '../features/tracker/routes';
import { Layout, PageSpinner } from './Layout';
import { RouteError } from './RouteError';
import { requireMember, requireSession, screen } from './routing';

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { index: true, lazy: screen('phone', () => import('../features/auth/routes/PhonePage')) },
      { path: 'phone-otp', lazy: screen('phone-otp', () => import('../features/auth/routes/OtpPage')) },
      {
        path: 'details',
        loader: requireSession,
        lazy: screen('details', () => import('../features/members/routes/DetailsPage')),
      },
      {
        path: 'child-gender',
        loader: requireMember,
        lazy: screen('child-gender', () => import('../features/intake/routes/ChildGenderPage')),
      },
      {
        path: 'child-help',
        loader: requireMember,
        lazy: screen('child-help', () => import('../features/intake/routes/ChildHelpPage')),
      },
      {
        path: 'child-age',
        loader: requireMember,
        lazy: screen('child-age', () => import('../features/intake/routes/ChildAgePage')),
      },
      ...billingRoutes,
      ...consultationRoutes,
      ...trackerRoutes,
      ...bookingRoutes,
      { path: '*', lazy: screen('not-found', () => import('./NotFoundPage')) },
    ],
  },
  ...consoleRoutes,
];

export function makeRouter() {
  return createBrowserRouter(routes);
}
