import { describe, expect, it } from 'vitest';
import { mayConsentAsSelf } from './consent';

describe('who may consent as the patient', () => {
  const today = '2026-12-01';
  it('the account holder, when not known to be a minor', () => {
    expect(mayConsentAsSelf({ relation: 'self', dateOfBirth: '1990-04-12', ageBand: null }, today)).toBe(true);
    expect(mayConsentAsSelf({ relation: 'self', dateOfBirth: '2008-12-01', ageBand: null }, today)).toBe(true);
    expect(mayConsentAsSelf({ relation: 'self', dateOfBirth: null, ageBand: null }, today)).toBe(true);
  });
  it('never a minor: under 18 by the date of birth (the day before the birthday too), or any age band', () => {
    expect(mayConsentAsSelf({ relation: 'self', dateOfBirth: '2008-12-02', ageBand: null }, today)).toBe(false);
    expect(mayConsentAsSelf({ relation: 'self', dateOfBirth: null, ageBand: '13-18' }, today)).toBe(false);
  });
  it("never someone else's record, whatever their age", () => {
    expect(mayConsentAsSelf({ relation: 'son', dateOfBirth: '1990-01-01', ageBand: null }, today)).toBe(false);
    expect(mayConsentAsSelf({ relation: 'daughter', dateOfBirth: '2024-09-02', ageBand: null }, today)).toBe(false);
  });
});
