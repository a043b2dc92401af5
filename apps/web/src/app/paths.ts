/**
 * Every screen's address, in one table: router definitions, links, redirects and navigation read
 * from here, and a test keeps route literals out of the rest of the app. Spelt exactly as the
 * spec's routes, misspellings included (`/doctor-apointment`, `/payement-page`): native apps and
 * old links open them.
 */
import {
  GRIEVANCES_PATH,
  PRIVACY_PATH,
  TERMS_PATH,
  WAITING_ROOM_PARAM,
  WAITING_ROOM_SCREEN,
  waitingRoomIdOf,
} from '@app/contract/links';

const TRACKER = '/milestone-and-growth';

export const screens = {
  phone: '/',
  phoneOtp: '/phone-otp',
  details: '/details',
  /** Ours: the signed-in parent's home (members, consultations, refunds). */
  home: '/home',
  /** Ours: moving one booked consultation to another free slot of its doctor (`rescheduleOf`). */
  reschedule: '/home/reschedule',
  /** Ours: a guest registers (`registerFrom` returns to the screen they came from). */
  register: '/register',
  /** Ours: the terms of use and the privacy notice a guest accepts to register. */
  terms: TERMS_PATH,
  privacy: PRIVACY_PATH,
  /** Ours: the grievance officer and how a grievance is handled. */
  grievances: GRIEVANCES_PATH,
  /** Ours: a copy of the parent's data, and its erasure (DPDP Act 2023). */
  yourData: '/your-data',
  /** Ours: the care plans on sale, and buying one (`plansFrom` returns to the screen they came from). */
  plans: '/plans',
  /** Ours: sharing children with a second caregiver, and the invitations to this number. */
  family: '/family',
  childGender: '/child-gender',
  childAge: '/child-age',
  childHelp: '/child-help',
  /** Ours: the danger-sign questions between the reason and the booking (a yes: go to hospital). */
  childCheck: '/child-check',
  doctorCons: '/doctor-cons',
  doctorAppointment: '/doctor-apointment',
  doctorSelection: '/doctor-selection',
  doctorProfile: '/doctor-profile/:doctorId',
  payment: '/payement-page',
  /** The server writes this address into the sandbox gateway's checkout link (the test checks they agree). */
  sandboxCheckout: '/sandbox-checkout',
  confirmed: '/doctor-confirmed',
  oncall: WAITING_ROOM_SCREEN,
  videoCall: '/videocall',
  prescriptions: '/prescriptions',
  tracker: TRACKER,
  milestone: `${TRACKER}/milestone`,
  milestoneForm: `${TRACKER}/milestone/form`,
  growth: `${TRACKER}/growth`,
  diet: `${TRACKER}/diet`,
  vaccination: `${TRACKER}/vaccination`,
  vaccinationForm: `${TRACKER}/vaccination/form`,
  console: '/console',
  consoleSignIn: '/console/sign-in',
  consoleConsultation: '/console/consultations/:appReqId',
  /** Ours: the doctor's weekly hours and leave (decision 0052). */
  consoleHours: '/console/hours',
  /** Ours: the clinic's back office (operators and owners). `/admin` itself opens the doctors. */
  admin: '/admin',
  adminSignIn: '/admin/sign-in',
  adminDoctors: '/admin/doctors',
  adminNewDoctor: '/admin/doctors/new',
  adminDoctor: '/admin/doctors/:doctorId',
  adminClinics: '/admin/clinics',
  adminSpecialities: '/admin/specialities',
  adminBanners: '/admin/banners',
  /** The care plans on sale (decision 0056). */
  adminPlans: '/admin/plans',
  /** Consultations and money (decision 0053): the list, one consultation, a day's numbers. */
  adminConsultations: '/admin/consultations',
  adminConsultation: '/admin/consultations/:appReqId',
  adminSummary: '/admin/summary',
  /** Owners only, as the audit log. */
  adminOperators: '/admin/operators',
  adminAuditLog: '/admin/audit-log',
} as const;

export type ScreenName = keyof typeof screens;

// The waiting room's address is shared with the server (the reminder SMS links to it).
export { WAITING_ROOM_PARAM, waitingRoomIdOf, waitingRoomOf } from '@app/contract/links';

/** The register screen, returning afterwards to `from` (a path of this app, with its query). */
export const registerFrom = (from: string) => `${screens.register}?from=${encodeURIComponent(from)}`;

/** The plans screen, returning to `from` (a path of this app) once a plan is bought. */
export const plansFrom = (from: string) => `${screens.plans}?from=${encodeURIComponent(from)}`;

/** One booked consultation's reschedule screen, `/home/reschedule?consultation=42`. */
export const rescheduleOf = (appReqId: number) => `${screens.reschedule}?${WAITING_ROOM_PARAM}=${appReqId}`;

/** The consultation an address names in its query: its id, `null` when none, `undefined` when not an id. */
export const consultationIdOf = waitingRoomIdOf;
