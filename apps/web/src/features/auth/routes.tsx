/**
 * The sign-in screens' routes, children of the root layout (app/router.tsx spreads them in). Kept
 * free of screen code and texts: the router's chunk imports this file, each screen is its own chunk.
 */
import type { RouteObject } from 'react-router';
import { screens } from '../../app/paths';
import { screen } from '../../app/routing';

export const authRoutes: RouteObject[] = [
  { index: true, lazy: screen('phone', () => import('./routes/PhonePage')) },
  { path: screens.phoneOtp, lazy: screen('phone-otp', () => import('./routes/OtpPage')) },
];
