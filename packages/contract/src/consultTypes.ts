import { CONSULT_TYPES } from './constants';

/**
 * How each consult type is delivered, in one table: the server and the web branch on the channel,
 * never on the type's name. A new consult type needs a row here (the `satisfies` makes a missing
 * one a compile error), a label and an icon on the web, and nothing else that branches.
 * - phone: the doctor calls the parent's number (the waiting room asks for the call);
 * - video: the doctor opens a video room and the waiting room sends the parent into it (chat,
 *   follow-up, emergency and remote monitoring use the same room: its chat, its camera);
 * - clinic, home: in person, at the clinic or at home; there is no waiting room to enter.
 */
export const CONSULT_CHANNELS = ['phone', 'video', 'clinic', 'home'] as const;
export type ConsultChannel = (typeof CONSULT_CHANNELS)[number];
export type ConsultType = (typeof CONSULT_TYPES)[number];

export const CONSULT_CHANNEL = {
  audio: 'phone',
  video: 'video',
  chat: 'video',
  clinic: 'clinic',
  'follow up': 'video',
  home: 'home',
  emergency: 'video',
  rpm: 'video',
} as const satisfies Record<ConsultType, ConsultChannel>;

const isConsultType = (type: string): type is ConsultType => (CONSULT_TYPES as readonly string[]).includes(type);

/** The channel of a type as the wire spells it (any case); an unknown type goes to the video room, as before. */
export function channelOf(type: string): ConsultChannel {
  const key = type.toLowerCase();
  return isConsultType(key) ? CONSULT_CHANNEL[key] : 'video';
}

/** The consult types delivered on one channel (the server's queries filter by type). */
export const typesOn = (channel: ConsultChannel): ConsultType[] =>
  CONSULT_TYPES.filter((type) => CONSULT_CHANNEL[type] === channel);

/** Remote channels have a waiting room (a countdown, then a call or a room); in-person ones do not. */
export const hasWaitingRoom = (channel: ConsultChannel) => channel === 'phone' || channel === 'video';

/**
 * A follow up is a kind of booking, not a way of consulting: a free repeat with the same doctor
 * within 7 days, held in the video room. The setting of enabled types does not govern it.
 */
export const FOLLOW_UP = 'follow up' satisfies ConsultType;
/** Never a booking: a parent with an emergency is told to call 112 or go to the nearest hospital. */
export const EMERGENCY = 'emergency' satisfies ConsultType;
/** The types the setting of enabled types may name (follow up is always offered, emergency never). */
export const SWITCHABLE_CONSULT_TYPES = CONSULT_TYPES.filter((type) => type !== FOLLOW_UP && type !== EMERGENCY);

/**
 * The consult types parents are offered, in the contract's order: the enabled ways of consulting
 * (only audio and video have a flow today), and follow ups; never emergency.
 */
export const offeredConsultTypes = (enabled: readonly string[]): ConsultType[] =>
  CONSULT_TYPES.filter((type) => type === FOLLOW_UP || (type !== EMERGENCY && enabled.includes(type)));
