/**
 * Screen addresses that leave the web app: the server writes them into what it sends a parent
 * (the reminder SMS links to the consultation's waiting room) and the web app routes them. One
 * builder for both, so the link in an SMS and the screen that opens it cannot drift apart. No zod
 * here: the web app's first screen imports it.
 */

/** The spec's waiting-room route (`/doctor-oncall`). */
export const WAITING_ROOM_SCREEN = '/doctor-oncall';

/** The query parameter naming the consultation of a waiting room (ours, beside the spec's route). */
export const WAITING_ROOM_PARAM = 'consultation';

/**
 * One consultation's waiting room, `/doctor-oncall?consultation=42`: two bookings never share a
 * screen. The spec's bare `/doctor-oncall` still shows the session's current consultation.
 */
export const waitingRoomOf = (appReqId: number) => `${WAITING_ROOM_SCREEN}?${WAITING_ROOM_PARAM}=${appReqId}`;

/**
 * The consultation a waiting-room address names: its id, `null` when it names none (the session's
 * consultation is meant), `undefined` when what it names is no consultation id.
 */
export function waitingRoomIdOf(search: string | URLSearchParams): number | null | undefined {
  const raw = new URLSearchParams(search).get(WAITING_ROOM_PARAM);
  if (raw === null) return null;
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
}

/** The waiting room's full address at a public origin (`https://app.example.in`), for an SMS. */
export const waitingRoomLink = (origin: string, appReqId: number) =>
  `${origin.replace(/\/+$/, '')}${waitingRoomOf(appReqId)}`;

/** The legal pages, printed on every receipt and routed by the web app (`screens.terms`, …). */
export const TERMS_PATH = '/terms';
export const PRIVACY_PATH = '/privacy';
export const GRIEVANCES_PATH = '/grievances';
