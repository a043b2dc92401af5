/** Test data for the consultation screens' tests (test-only; no screen imports this file). */
import type { QueuePlace } from '@app/contract/schemas/queue';
import type { BasicState } from '../../app/state';
import { aClientConfig } from '../../test/data';

export const CONFIG = aClientConfig();

export const BASIC: BasicState = {
  code: '91',
  number: '9876543210',
  type: 'Guest',
  id: 11,
  rid: 11,
  name: 'Aarav',
  authToken: 'token-1',
  appReqId: 42,
};

/** A booked consultation whose waiting room opens at `opensAt`, as the server answers it at `serverNow`. */
export function consultationAnswer(
  overrides: {
    consultType?: string;
    status?: string;
    noShow?: boolean;
    serverNow?: string;
    opensAt?: string;
    closesAt?: string | null;
    slotStart?: string;
    slotDate?: string;
    roomName?: string | null;
    callRequestedAt?: string | null;
    /** An instant consultation's place in the queue (null: a scheduled one). */
    queue?: QueuePlace | null;
    doctorId?: number | null;
    doctorName?: string;
  } = {},
) {
  const opensAt = overrides.opensAt ?? '2026-03-10T04:20:00.000Z';
  const endsAt = new Date(Date.parse(opensAt) + 600_000).toISOString();
  // The server's grace period: 30 minutes after the slot start.
  const slotStart = overrides.slotStart ?? '2026-03-10T04:30:00.000Z';
  const closesAt =
    overrides.closesAt === undefined ? new Date(Date.parse(slotStart) + 30 * 60_000).toISOString() : overrides.closesAt;
  const serverNow = overrides.serverNow ?? opensAt;
  // Where the server's window puts the room at serverNow (waitingRoom.ts on the server).
  const state =
    Date.parse(serverNow) < Date.parse(opensAt)
      ? 'notYet'
      : closesAt !== null && Date.parse(serverNow) >= Date.parse(closesAt)
        ? 'closed'
        : 'open';
  return {
    status: 1,
    serverNow,
    data: {
      appReqId: 42,
      status: overrides.status ?? 'booked',
      noShow: overrides.noShow ?? false,
      consultType: overrides.consultType ?? 'video',
      memberId: 11,
      memberName: 'Aarav Sharma',
      doctorId: overrides.doctorId === undefined ? 3 : overrides.doctorId,
      doctorName: overrides.doctorName ?? 'Dr Meera Rao',
      registrationNumber: overrides.doctorId === null ? '' : 'KMC 123456',
      clinicName: 'Koramangala Clinic',
      slotDate: overrides.slotDate ?? '2026-03-10',
      slot: '10:00 AM',
      slotStart,
      bookedAt: '2026-03-09T10:00:00.000Z',
      reminderAt: '2026-03-10T04:20:00.000Z',
      waitingRoom: {
        opensAt,
        endsAt,
        closesAt,
        state,
        roomName: overrides.roomName ?? null,
        callRequestedAt: overrides.callRequestedAt ?? null,
      },
      queue: overrides.queue ?? null,
    },
  };
}

/** An instant consultation's place in the queue, waiting third by default. */
export function aQueuePlace(overrides: Partial<QueuePlace> = {}): QueuePlace {
  return {
    state: 'waiting',
    position: 3,
    estimatedWaitMinutes: 12,
    onDuty: 2,
    joinedAt: '2026-03-10T04:20:00.000Z',
    refundAt: '2026-03-10T04:50:00.000Z',
    calledAt: null,
    sentBack: false,
    ...overrides,
  };
}
