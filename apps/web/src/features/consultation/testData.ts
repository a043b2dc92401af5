/** Test data for the consultation screens' tests (test-only; no screen imports this file). */
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
    serverNow?: string;
    opensAt?: string;
    closesAt?: string | null;
    slotStart?: string;
    slotDate?: string;
    roomName?: string | null;
    callRequestedAt?: string | null;
  } = {},
) {
  const opensAt = overrides.opensAt ?? '2026-03-10T04:20:00.000Z';
  const endsAt = new Date(Date.parse(opensAt) + 600_000).toISOString();
  // The server's grace period: 30 minutes after the slot start.
  const slotStart = overrides.slotStart ?? '2026-03-10T04:30:00.000Z';
  const closesAt =
    overrides.closesAt === undefined ? new Date(Date.parse(slotStart) + 30 * 60_000).toISOString() : overrides.closesAt;
  return {
    status: 1,
    serverNow: overrides.serverNow ?? opensAt,
    data: {
      appReqId: 42,
      status: overrides.status ?? 'booked',
      consultType: overrides.consultType ?? 'video',
      memberId: 11,
      memberName: 'Aarav Sharma',
      doctorId: 3,
      doctorName: 'Dr Meera Rao',
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
        roomName: overrides.roomName ?? null,
        callRequestedAt: overrides.callRequestedAt ?? null,
      },
    },
  };
}
