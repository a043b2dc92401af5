/** The parent's data screen (after sign-in), spread into the root layout by app/router.tsx. */
import type { RouteObject } from 'react-router';
import { screens } from '../../app/paths';
import { requireSession, screenRoute } from '../../app/routing';

export const privacyRoutes: RouteObject[] = [
  screenRoute(screens.yourData, 'your-data', () => import('./routes/YourDataPage'), requireSession),
];
