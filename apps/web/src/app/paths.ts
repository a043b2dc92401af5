/**
 * Every screen's address, in one table: router definitions, links, redirects and navigation read
 * from here, and a test keeps route literals out of the rest of the app. Spelt exactly as the
 * spec's routes, misspellings included (`/doctor-apointment`, `/payement-page`): native apps and
 * old links open them.
 */
import { WAITING_ROOM_SCREEN } from '@app/contract/links';

const TRACKER = '/milestone-and-growth';

export const screens = {
  phone: '/',
  phoneOtp: '/phone-otp',
  details: '/details',
  /** Ours: the signed-in parent's home (members, consultations, refunds). */
  home: '/home',
  childGender: '/child-gender',
  childAge: '/child-age',
  childHelp: '/child-help',
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
} as const;

export type ScreenName = keyof typeof screens;

// The waiting room's address is shared with the server (the reminder SMS links to it).
export { WAITING_ROOM_PARAM, waitingRoomIdOf, waitingRoomOf } from '@app/contract/links';
