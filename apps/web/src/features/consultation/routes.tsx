/**
 * The consultation screens' routes, children of the root layout (app/router.tsx spreads
 * them in). Kept free of screen code and texts: the router's chunk imports this file.
 */
import type { RouteObject } from 'react-router';
import { screens } from '../../app/paths';
import { requireMember, requireSession, screen } from '../../app/routing';

export const consultationRoutes: RouteObject[] = [
  {
    path: screens.confirmed,
    loader: requireMember,
    lazy: screen('doctor-confirmed', () => import('./routes/DoctorConfirmedPage')),
  },
  {
    path: screens.oncall,
    loader: requireMember,
    lazy: screen('doctor-oncall', () => import('./routes/DoctorOncallPage')),
  },
  {
    path: screens.videoCall,
    loader: requireMember,
    lazy: screen('videocall', () => import('./routes/VideoCallPage')),
  },
  {
    path: screens.prescriptions,
    loader: requireSession,
    lazy: screen('prescriptions', () => import('./routes/PrescriptionsPage')),
  },
];
