/**
 * The console's clock: what the doctor may do with a consultation at the SERVER's time. The list
 * answer carries serverNow and, per consultation, actionsOpenAt (10 minutes before the slot); the
 * laptop's clock only measures how long ago that answer arrived, so a laptop set wrong still opens
 * the buttons when the server will accept them. The server refuses early actions anyway (409).
 */

import { todayInIndia } from '@app/contract/calendar';
import type { ConsoleConsultation } from '@app/contract/schemas/console';
import { indianTime, shortDate } from '../../lib/dates';

/** The server's now, in ms: its last serverNow plus the time since that answer arrived. */
export function serverTime(serverNow: string | undefined, receivedAt: number | undefined, deviceNow: number): number {
  const server = serverNow ? Date.parse(serverNow) : Number.NaN;
  if (!Number.isFinite(server) || receivedAt === undefined) return deviceNow;
  return server + Math.max(0, deviceNow - receivedAt);
}

type Timed = Pick<ConsoleConsultation, 'actionsOpenAt' | 'slotStart' | 'callStartedAt' | 'status'>;

export interface ActionState {
  /** The call, the call-back, the prescription and completion (from 10 minutes before the slot). */
  actionsOpen: boolean;
  /** 'Parent did not join' (from the slot's start). */
  noShowOpen: boolean;
  /** Completion needs a started call. */
  canComplete: boolean;
}

export function actionState(c: Timed, now: number): ActionState {
  const opensAt = Date.parse(c.actionsOpenAt);
  const actionsOpen = c.status === 'booked' && Number.isFinite(opensAt) && now >= opensAt;
  return {
    actionsOpen,
    noShowOpen: c.status === 'booked' && now >= Date.parse(c.slotStart),
    canComplete: actionsOpen && c.callStartedAt !== null,
  };
}

/** '10:50 AM', or '10:50 AM, Thu, 26 Nov' when that is not the server's today in India. */
export function whenLabel(iso: string, now: number): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const day = todayInIndia(at);
  return day === todayInIndia(new Date(now)) ? indianTime(at) : `${indianTime(at)}, ${shortDate(day)}`;
}
