/**
 * The booking screens' routes, children of the root layout (app/router.tsx spreads them in with
 * `...bookingRoutes`). Each screen is its own chunk, loaded through the same chunk recovery as the
 * other screens. Kept free of screen code and texts: the router's chunk imports this file.
 */
import type { RouteObject } from 'react-router';
import { screens } from '../../app/paths';
import { requireMember, screen } from '../../app/routing';

export const bookingRoutes: RouteObject[] = [
  {
    path: screens.doctorCons,
    loader: requireMember,
    lazy: screen('doctor-cons', () => import('./routes/DoctorConsPage')),
  },
  {
    // Spelt as the spec's route (native apps deep-link to it).
    path: screens.doctorAppointment,
    loader: requireMember,
    lazy: screen('doctor-apointment', () => import('./routes/DoctorApointmentPage')),
  },
  {
    path: screens.doctorSelection,
    loader: requireMember,
    lazy: screen('doctor-selection', () => import('./routes/DoctorSelectionPage')),
  },
  {
    // Public: 'View Profile' opens it in a new tab, where there may be no sign-in.
    path: screens.doctorProfile,
    lazy: screen('doctor-profile', () => import('./routes/DoctorProfilePage')),
  },
];
