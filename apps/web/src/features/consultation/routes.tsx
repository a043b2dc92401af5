/**
 * The consultation screens' routes, children of the root layout (app/router.tsx spreads
 * them in). Kept free of screen code and texts: the router's chunk imports this file.
 */
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { screens, waitingRoomIdOf } from '../../app/paths';
import { requireMember, requireSession, requireSessionReturning, screenRoute } from '../../app/routing';

/**
 * A waiting room that names its consultation needs only the sign-in (the server checks the
 * consultation is the account's), and a parent who opens it signed out (the reminder SMS's link)
 * comes back to it once signed in; the spec's bare address shows the chosen member's.
 */
const requireWaitingRoom = ({ request }: LoaderFunctionArgs) =>
  waitingRoomIdOf(new URL(request.url).search) === null ? requireMember() : requireSessionReturning(request);

export const consultationRoutes: RouteObject[] = [
  screenRoute(screens.confirmed, 'doctor-confirmed', () => import('./routes/DoctorConfirmedPage'), requireMember),
  screenRoute(screens.oncall, 'doctor-oncall', () => import('./routes/DoctorOncallPage'), requireWaitingRoom),
  screenRoute(screens.videoCall, 'videocall', () => import('./routes/VideoCallPage'), requireMember),
  screenRoute(screens.prescriptions, 'prescriptions', () => import('./routes/PrescriptionsPage'), requireSession),
];
