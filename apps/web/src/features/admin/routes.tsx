/**
 * The clinic's back office: its own top-level area with its own layout, wide enough for a laptop
 * or a tablet. Its session is the operator's token, never a parent's or a doctor's. Each screen
 * is its own chunk.
 */
import { Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '../../app/Layout';
import { screens } from '../../app/paths';
import { RouteError } from '../../app/RouteError';
import { screen, screenRoute } from '../../app/routing';

export const adminRoutes: RouteObject[] = [
  {
    path: screens.admin,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    lazy: screen('admin-layout', () => import('./routes/AdminLayout')),
    children: [
      // The back office opens on its doctors.
      { index: true, element: <Navigate to={screens.adminDoctors} replace /> },
      screenRoute(screens.adminSignIn, 'admin-sign-in', () => import('./routes/AdminSignInPage')),
      screenRoute(screens.adminDoctors, 'admin-doctors', () => import('./routes/DoctorsPage')),
      // Both the new doctor and an existing one: the same form, in one chunk.
      screenRoute(screens.adminNewDoctor, 'admin-doctor', () => import('./routes/DoctorPage')),
      screenRoute(screens.adminDoctor, 'admin-doctor', () => import('./routes/DoctorPage')),
      screenRoute(screens.adminClinics, 'admin-clinics', () => import('./routes/ClinicsPage')),
      screenRoute(screens.adminSpecialities, 'admin-specialities', () => import('./routes/SpecialitiesPage')),
      screenRoute(screens.adminBanners, 'admin-banners', () => import('./routes/BannersPage')),
      screenRoute(screens.adminPlans, 'admin-plans', () => import('./routes/PlansPage')),
      screenRoute(screens.adminConsultations, 'admin-consultations', () => import('./routes/ConsultationsPage')),
      screenRoute(screens.adminConsultation, 'admin-consultation', () => import('./routes/ConsultationPage')),
      screenRoute(screens.adminSummary, 'admin-summary', () => import('./routes/DaySummaryPage')),
      screenRoute(screens.adminOperators, 'admin-operators', () => import('./routes/OperatorsPage')),
      screenRoute(screens.adminAuditLog, 'admin-audit-log', () => import('./routes/AuditLogPage')),
    ],
  },
];
