import { describe, expect, it } from 'vitest';
import { callerOf, joinCallBody, shouldRequestCall } from './callRequest';

describe('callerOf', () => {
  it("is the account's own number with its calling code", () => {
    expect(callerOf({ code: '91', number: '9876543210' })).toBe('+919876543210');
    expect(callerOf({ code: '+44', number: '7911 123456' })).toBe('+447911123456');
  });
  it('is unknown without both parts', () => {
    expect(callerOf({ code: '91' })).toBeUndefined();
    expect(callerOf({ number: '9876543210' })).toBeUndefined();
  });
});

describe('joinCallBody', () => {
  it('is the spec body with the agent number and our appReqId', () => {
    expect(joinCallBody({ code: '91', number: '9876543210', type: 'Guest' }, '+918047000000', 42)).toEqual({
      userType: 'Guest',
      caller: '+919876543210',
      agent_number: '+918047000000',
      action: 'CONSULTATION',
      appReqId: 42,
    });
  });
  it('is not made without a caller', () => {
    expect(joinCallBody({ type: 'Guest' }, '+918047000000', 42)).toBeUndefined();
  });
});

describe('shouldRequestCall', () => {
  const audio = { consultType: 'audio', status: 'booked', phase: 'countdown' as const, callRequestedAt: null };
  it('asks once the waiting room of a booked audio consultation is open', () => {
    expect(shouldRequestCall(audio)).toBe(true);
  });
  it('asks too when the parent comes in after the countdown, while the room waits for the doctor', () => {
    expect(shouldRequestCall({ ...audio, phase: 'waiting' })).toBe(true);
  });
  it('does not ask before or after the window, twice, for video or a visit, or unpaid', () => {
    expect(shouldRequestCall({ ...audio, phase: 'scheduled' })).toBe(false);
    expect(shouldRequestCall({ ...audio, phase: 'ended' })).toBe(false);
    expect(shouldRequestCall({ ...audio, phase: 'closed' })).toBe(false);
    expect(shouldRequestCall({ ...audio, callRequestedAt: '2026-03-10T04:20:01.000Z' })).toBe(false);
    expect(shouldRequestCall({ ...audio, consultType: 'video' })).toBe(false);
    expect(shouldRequestCall({ ...audio, consultType: 'home' })).toBe(false);
    expect(shouldRequestCall({ ...audio, status: 'held' })).toBe(false);
  });
});
