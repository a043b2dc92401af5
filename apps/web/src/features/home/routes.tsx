/** The parent's home and reschedule routes (ours), spread into the root layout by app/router.tsx. */
import type { RouteObject } from 'react-router';
import { screens } from '../../app/paths';
import { requireSession, screenRoute } from '../../app/routing';

export const homeRoutes: RouteObject[] = [
  screenRoute(screens.home, 'home', () => import('./routes/HomePage'), requireSession),
  screenRoute(screens.reschedule, 'reschedule', () => import('./routes/ReschedulePage'), requireSession),
];
