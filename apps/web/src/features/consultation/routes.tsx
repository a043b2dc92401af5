/**
 * The consultation screens' routes, children of the root layout (app/router.tsx spreads
 * them in). Kept free of screen code and texts: the router's chunk imports this file.
 */
import type { RouteObject } from 'react-router';
import { screens } from '../../app/paths';
import { requireMember, requireSession, screenRoute } from '../../app/routing';

export const consultationRoutes: RouteObject[] = [
  screenRoute(screens.confirmed, 'doctor-confirmed', () => import('./routes/DoctorConfirmedPage'), requireMember),
  screenRoute(screens.oncall, 'doctor-oncall', () => import('./routes/DoctorOncallPage'), requireMember),
  screenRoute(screens.videoCall, 'videocall', () => import('./routes/VideoCallPage'), requireMember),
  screenRoute(screens.prescriptions, 'prescriptions', () => import('./routes/PrescriptionsPage'), requireSession),
];
