import { messages } from '@app/contract/messages';
import { describe, expect, it } from 'vitest';
import { changeAllowed, changesCloseAt, checkReschedulable, rescheduleRefusal } from './cutoff';

describe('the cancellation cut-off', () => {
  const slotStart = new Date('2026-11-26T05:00:00Z'); // 10:30 IST
  it('closes the given minutes before the start', () => {
    expect(changesCloseAt(slotStart, 120).toISOString()).toBe('2026-11-26T03:00:00.000Z');
  });
  it('allows a change up to the last minute before the cut-off, not at it or later', () => {
    expect(changeAllowed(new Date('2026-11-25T10:00:00Z'), slotStart, 120)).toBe(true);
    expect(changeAllowed(new Date('2026-11-26T02:59:59.999Z'), slotStart, 120)).toBe(true);
    expect(changeAllowed(new Date('2026-11-26T03:00:00Z'), slotStart, 120)).toBe(false);
    expect(changeAllowed(new Date('2026-11-26T04:59:00Z'), slotStart, 120)).toBe(false);
    expect(changeAllowed(new Date('2026-11-26T06:00:00Z'), slotStart, 120)).toBe(false);
  });
  it('with a cut-off of 0, allows a change until the start itself', () => {
    expect(changeAllowed(new Date('2026-11-26T04:59:59Z'), slotStart, 0)).toBe(true);
    expect(changeAllowed(slotStart, slotStart, 0)).toBe(false);
  });
});

describe('whether a consultation may still be moved', () => {
  const config = { CANCELLATION_CUTOFF_MINUTES: 120, CALL_AGENT_NUMBER: '+918047000000' };
  const booked = {
    status: 'booked',
    slotStart: new Date('2026-11-26T05:00:00Z'),
    rescheduledAt: null,
    clinicName: 'Sunrise Clinic',
    clinicAddress: '12 MG Road, Pune',
  };
  const early = new Date('2026-11-25T10:00:00Z');

  it('a booked one, never moved, before the cut-off: no reason to refuse', () => {
    expect(rescheduleRefusal(booked, early, config)).toBeUndefined();
    expect(() => checkReschedulable(booked, early, config)).not.toThrow();
  });
  it('once only', () => {
    const moved = { ...booked, rescheduledAt: new Date('2026-11-24T10:00:00Z') };
    expect(rescheduleRefusal(moved, early, config)).toBe(messages.rescheduledAlready);
    expect(() => checkReschedulable(moved, early, config)).toThrow(messages.rescheduledAlready);
  });
  it('only while booked', () => {
    expect(rescheduleRefusal({ ...booked, status: 'in_progress' }, early, config)).toBe(messages.cancelNotBooked);
  });
  it("inside the cut-off: why, with the clinic's contact", () => {
    expect(rescheduleRefusal(booked, new Date('2026-11-26T03:00:00Z'), config)).toBe(
      `${messages.changeClosed} Sunrise Clinic, 12 MG Road, Pune, +918047000000.`,
    );
  });
});
