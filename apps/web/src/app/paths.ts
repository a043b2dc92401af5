/**
 * Every screen's address, in one table: router definitions, links, redirects and navigation read
 * from here, and a test keeps route literals out of the rest of the app. Spelt exactly as the
 * spec's routes, misspellings included (`/doctor-apointment`, `/payement-page`): native apps and
 * old links open them.
 */
const TRACKER = '/milestone-and-growth';

export const screens = {
  phone: '/',
  phoneOtp: '/phone-otp',
  details: '/details',
  /** Ours: the signed-in parent's home (members, consultations, refunds). */
  home: '/home',
  /** Ours: moving one booked consultation to another free slot of its doctor (`rescheduleOf`). */
  reschedule: '/home/reschedule',
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
  oncall: '/doctor-oncall',
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

/** The query parameter naming the consultation of a waiting room or a reschedule (ours, beside the spec's route). */
export const WAITING_ROOM_PARAM = 'consultation';

/**
 * One consultation's waiting room, `/doctor-oncall?consultation=42`: two bookings never share a
 * screen. The spec's bare `/doctor-oncall` still shows the session's current consultation.
 */
export const waitingRoomOf = (appReqId: number) => `${screens.oncall}?${WAITING_ROOM_PARAM}=${appReqId}`;

/**
 * The consultation a waiting-room address names: its id, `null` when it names none (the session's
 * consultation is meant), `undefined` when what it names is no consultation id.
 */
export function waitingRoomIdOf(search: string | URLSearchParams): number | null | undefined {
  return consultationIdOf(search);
}

/** One booked consultation's reschedule screen, `/home/reschedule?consultation=42`. */
export const rescheduleOf = (appReqId: number) => `${screens.reschedule}?${WAITING_ROOM_PARAM}=${appReqId}`;

/** The consultation an address names in its query: its id, `null` when none, `undefined` when not an id. */
export function consultationIdOf(search: string | URLSearchParams): number | null | undefined {
  const raw = new URLSearchParams(search).get(WAITING_ROOM_PARAM);
  if (raw === null) return null;
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
}
