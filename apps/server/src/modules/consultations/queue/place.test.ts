import { describe, expect, it } from 'vitest';
import { waitingRoomWindow } from '../waitingRoom';
import { queueStateOf, roomInputOf } from './place';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 4, minute));
const instant = {
  kind: 'instant' as const,
  status: 'booked',
  doctorId: null,
  queuedAt: at(2),
  joinedQueueAt: at(2),
  calledAt: null,
  slotStart: at(0),
  bookedAt: at(2),
  callStartedAt: null,
};

describe("an instant consultation's place", () => {
  it('waits while held or paid without a doctor, is called once taken, and closed otherwise', () => {
    expect(queueStateOf(instant)).toBe('waiting');
    expect(queueStateOf({ ...instant, status: 'held' })).toBe('waiting');
    expect(queueStateOf({ ...instant, doctorId: 3 })).toBe('called');
    expect(queueStateOf({ ...instant, doctorId: 3, status: 'in_progress' })).toBe('called');
    expect(queueStateOf({ ...instant, doctorId: 3, status: 'completed' })).toBe('closed');
    expect(queueStateOf({ ...instant, status: 'refunded' })).toBe('closed');
    expect(queueStateOf({ ...instant, kind: 'scheduled', doctorId: 3 })).toBeUndefined();
  });

  it('keeps its waiting room open from the payment until the refund time, not the slot grace', () => {
    const room = waitingRoomWindow(roomInputOf(instant, 30), 30);
    expect(room).toEqual({ opensAt: at(2), endsAt: at(12), closesAt: at(32) });
    // Taken: its slot start is the call's, and the usual window applies.
    const taken = { ...instant, doctorId: 3, slotStart: at(20), calledAt: at(20) };
    expect(waitingRoomWindow(roomInputOf(taken, 30), 30).closesAt).toEqual(at(50));
  });
});
