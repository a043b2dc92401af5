import { describe, expect, it } from 'vitest';
import { AVERAGE_OVER_CALLS, averageConsultMinutes, estimatedWaitMinutes, MIN_CALLS_FOR_AVERAGE } from './estimate';

describe("the queue's wait estimate", () => {
  it('is the position times the average length, shared among the doctors on duty, rounded up', () => {
    expect(estimatedWaitMinutes({ position: 1, onDuty: 1, averageMinutes: 10 })).toBe(10);
    expect(estimatedWaitMinutes({ position: 3, onDuty: 1, averageMinutes: 10 })).toBe(30);
    expect(estimatedWaitMinutes({ position: 3, onDuty: 2, averageMinutes: 10 })).toBe(15);
    expect(estimatedWaitMinutes({ position: 2, onDuty: 3, averageMinutes: 7.5 })).toBe(5);
  });

  it('is null with nobody on duty: there is no honest number', () => {
    expect(estimatedWaitMinutes({ position: 1, onDuty: 0, averageMinutes: 10 })).toBeNull();
  });

  it('is at least a minute, and counts a position below 1 as next', () => {
    expect(estimatedWaitMinutes({ position: 1, onDuty: 20, averageMinutes: 0.5 })).toBe(1);
    expect(estimatedWaitMinutes({ position: 0, onDuty: 1, averageMinutes: 10 })).toBe(10);
  });
});

describe('the average consultation length', () => {
  it('is the configured default until enough calls were completed', () => {
    expect(averageConsultMinutes([], 10)).toBe(10);
    expect(averageConsultMinutes(Array(MIN_CALLS_FOR_AVERAGE - 1).fill(4), 10)).toBe(10);
  });

  it('is the mean of the recent calls once there are enough, to a tenth of a minute', () => {
    expect(averageConsultMinutes(Array(MIN_CALLS_FOR_AVERAGE).fill(4), 10)).toBe(4);
    expect(averageConsultMinutes([5, 6, 7, 8, 9, 6.25], 10)).toBe(6.9);
    expect(AVERAGE_OVER_CALLS).toBeGreaterThanOrEqual(MIN_CALLS_FOR_AVERAGE);
  });
});
