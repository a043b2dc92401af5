import { describe, expect, it } from 'vitest';
import { durationOf } from './recordsPdf';

const at = (time: string) => new Date(`2026-11-24T${time}:00Z`);

describe('durationOf', () => {
  it("counts from the call's start to completion in whole minutes", () => {
    expect(durationOf({ callStartedAt: at('05:00'), completedAt: at('05:12') })).toBe('12 minutes');
    expect(durationOf({ callStartedAt: at('05:00'), completedAt: at('05:01') })).toBe('1 minute');
    expect(durationOf({ callStartedAt: at('05:00'), completedAt: new Date('2026-11-24T05:00:40Z') })).toBe(
      'under 1 minute',
    );
  });
  it('is blank without a started call or a completion', () => {
    expect(durationOf({ callStartedAt: null, completedAt: at('05:12') })).toBe('');
    expect(durationOf({ callStartedAt: at('05:00'), completedAt: null })).toBe('');
  });
});
