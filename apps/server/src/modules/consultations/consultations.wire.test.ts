import { describe, expect, it } from 'vitest';
import { consultationOnWire, parentStatusOf } from './consultations.wire';
import { CONSULTATION_STATUSES } from './lifecycle';

describe("the parent's wire", () => {
  it('says booked while the call is in progress, released for a refund, completed for a no-show', () => {
    expect(parentStatusOf('in_progress')).toBe('booked');
    expect(parentStatusOf('refunded')).toBe('released');
    expect(parentStatusOf('no_show')).toBe('completed');
    for (const s of ['held', 'booked', 'completed', 'released', 'cancelled'] as const)
      expect(parentStatusOf(s)).toBe(s);
    expect(CONSULTATION_STATUSES.map(parentStatusOf)).not.toContain(undefined);
  });

  it('writes instants as ISO text and the consultation id as appReqId', () => {
    const at = new Date('2026-11-22T04:30:00Z');
    const wire = consultationOnWire({
      now: at,
      consultation: {
        id: 42,
        status: 'in_progress',
        consultType: 'video',
        memberId: 7,
        memberName: 'Aarav Sharma',
        doctorId: 3,
        doctorName: 'Dr. Meera Rao',
        clinicName: 'Koramangala Clinic',
        doctorRegistration: 'KMC 123456',
        slotDate: '2026-11-22',
        slotLabel: '10:10 AM',
        slotStart: new Date('2026-11-22T04:40:00Z'),
        bookedAt: null,
        reminderAt: at,
        waitingRoom: {
          opensAt: at,
          endsAt: new Date('2026-11-22T04:40:00Z'),
          closesAt: null,
          state: 'open',
          roomName: 'room',
          callRequestedAt: null,
        },
        queue: null,
      },
    });
    expect(wire).toMatchObject({
      status: 1,
      serverNow: '2026-11-22T04:30:00.000Z',
      data: {
        appReqId: 42,
        status: 'booked',
        slot: '10:10 AM',
        bookedAt: null,
        waitingRoom: {
          endsAt: '2026-11-22T04:40:00.000Z',
          closesAt: null,
          state: 'open',
          roomName: 'room',
          callRequestedAt: null,
        },
        queue: null,
      },
    });
  });

  it("writes an instant consultation's place in the queue with its times as ISO text", () => {
    const at = new Date('2026-11-22T04:30:00Z');
    const room = {
      opensAt: at,
      endsAt: at,
      closesAt: at,
      state: 'open' as const,
      roomName: null,
      callRequestedAt: null,
    };
    const wire = consultationOnWire({
      now: at,
      consultation: {
        id: 9,
        status: 'booked',
        consultType: 'audio',
        memberId: 7,
        memberName: 'Aarav Sharma',
        doctorId: null,
        doctorName: 'The next available doctor',
        clinicName: '',
        doctorRegistration: '',
        slotDate: '2026-11-22',
        slotLabel: '10:00 AM',
        slotStart: at,
        bookedAt: at,
        reminderAt: at,
        waitingRoom: room,
        queue: {
          state: 'waiting',
          position: 2,
          estimatedWaitMinutes: 20,
          onDuty: 1,
          joinedAt: at,
          refundAt: new Date('2026-11-22T05:00:00Z'),
          calledAt: null,
          sentBack: false,
        },
      },
    });
    expect(wire.data.queue).toEqual({
      state: 'waiting',
      position: 2,
      estimatedWaitMinutes: 20,
      onDuty: 1,
      joinedAt: '2026-11-22T04:30:00.000Z',
      refundAt: '2026-11-22T05:00:00.000Z',
      calledAt: null,
      sentBack: false,
    });
  });
});
