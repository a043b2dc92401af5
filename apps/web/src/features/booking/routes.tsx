/**
 * The booking screens' routes, children of the root layout (app/router.tsx spreads them in with
 * `...bookingRoutes`). Each screen is its own chunk, loaded through the same chunk recovery as the
 * other screens. Kept free of screen code and texts: the router's chunk imports this file.
 */
import type { RouteObject } from 'react-router';
import { screens } from '../../app/paths';
import { requireMember, screenRoute } from '../../app/routing';

/** A member's guard, then the first page of doctors, asked for beside the screen's code (selectionListing.ts). */
async function selectionLoader() {
  requireMember();
  // A chunk that fails here is the screen's to report, when it loads: the loader only asks early.
  await import('./selectionListing').then(
    ({ loadSelectionListing }) => loadSelectionListing(),
    () => undefined,
  );
  return null;
}

export const bookingRoutes: RouteObject[] = [
  screenRoute(screens.doctorCons, 'doctor-cons', () => import('./routes/DoctorConsPage'), requireMember),
  // Spelt as the spec's route (native apps deep-link to it).
  screenRoute(
    screens.doctorAppointment,
    'doctor-apointment',
    () => import('./routes/DoctorApointmentPage'),
    requireMember,
  ),
  screenRoute(
    screens.doctorSelection,
    'doctor-selection',
    () => import('./routes/DoctorSelectionPage'),
    selectionLoader,
  ),
  // Public: 'View Profile' opens it in a new tab, where there may be no sign-in.
  screenRoute(screens.doctorProfile, 'doctor-profile', () => import('./routes/DoctorProfilePage')),
];
