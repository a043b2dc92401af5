import { todayInIndia } from '@app/contract/calendar';
import { describe, expect, it } from 'vitest';
import { benefitWindow, coversMember, entitlementOn, periodOfPurchase } from './entitlement';

const held = (startsOn: string, endsOn: string, children = 1) => ({
  startsOn,
  endsOn,
  children,
  freeConsultationsPerMonth: 0,
  freeFollowUps: 0,
});

describe('plan periods', () => {
  it('starts today without a plan, and runs its duration with both ends included', () => {
    expect(periodOfPurchase('2026-11-22', 365, [])).toEqual({ startsOn: '2026-11-22', endsOn: '2027-11-21' });
    expect(periodOfPurchase('2026-11-22', 1, [])).toEqual({ startsOn: '2026-11-22', endsOn: '2026-11-22' });
  });

  it('counts across a leap day', () => {
    expect(periodOfPurchase('2027-03-01', 365, [])).toEqual({ startsOn: '2027-03-01', endsOn: '2028-02-28' });
    expect(periodOfPurchase('2028-02-01', 30, [])).toEqual({ startsOn: '2028-02-01', endsOn: '2028-03-01' });
  });

  it('renews from the day after the last held period ends, however far ahead it was bought', () => {
    const running = [held('2026-01-01', '2026-12-31'), held('2027-01-01', '2027-12-31')];
    expect(periodOfPurchase('2026-11-22', 90, running)).toEqual({ startsOn: '2028-01-01', endsOn: '2028-03-30' });
    // Ended yesterday: a new period starts today, not the day after the old end.
    expect(periodOfPurchase('2026-11-22', 7, [held('2026-01-01', '2026-11-21')]).startsOn).toBe('2026-11-22');
    // Ends today: the renewal starts tomorrow.
    expect(periodOfPurchase('2026-11-22', 7, [held('2026-01-01', '2026-11-22')]).startsOn).toBe('2026-11-23');
  });

  it("takes today's date in India: 18:30 UTC is already the next day", () => {
    expect(todayInIndia(new Date('2026-11-28T18:29:59Z'))).toBe('2026-11-28');
    const next = todayInIndia(new Date('2026-11-28T18:30:00Z'));
    expect(next).toBe('2026-11-29');
    expect(entitlementOn('2026-11-28', [held('2026-11-22', '2026-11-28')]).active).toBe(true);
    expect(entitlementOn(next, [held('2026-11-22', '2026-11-28')]).active).toBe(false);
  });
});

describe('what the plans give', () => {
  it('is nothing before a period starts or after it ends', () => {
    expect(entitlementOn('2026-11-21', [held('2026-11-22', '2026-12-01')])).toMatchObject({
      active: false,
      children: 0,
    });
    expect(entitlementOn('2026-12-02', [held('2026-11-22', '2026-12-01')])).toMatchObject({ active: false });
  });

  it('covers the most children any running period covers', () => {
    const now = entitlementOn('2026-11-25', [held('2026-11-01', '2026-11-30', 1), held('2026-11-20', '2026-12-30', 3)]);
    expect(now).toMatchObject({ active: true, children: 3 });
  });

  it('covers the account holder always and the children oldest first up to the number', () => {
    const children = [{ memberId: 10 }, { memberId: 11 }, { memberId: 12 }];
    expect(coversMember(1, { memberId: 1, isAccountHolder: true }, children)).toBe(true);
    expect(coversMember(1, { memberId: 10, isAccountHolder: false }, children)).toBe(true);
    expect(coversMember(1, { memberId: 11, isAccountHolder: false }, children)).toBe(false);
    expect(coversMember(2, { memberId: 11, isAccountHolder: false }, children)).toBe(true);
    expect(coversMember(3, { memberId: 99, isAccountHolder: false }, children)).toBe(false);
  });
});

describe('the consultations a plan pays for', () => {
  const plan = { ...held('2026-10-15', '2027-10-14'), freeConsultationsPerMonth: 2, freeFollowUps: 3 };

  it("counts consultations from the first of the Indian month, at India's midnight", () => {
    expect(benefitWindow('2026-11-24', [plan], 'video')).toEqual({
      benefit: 'consultation',
      allowance: 2,
      since: new Date('2026-10-31T18:30:00Z'),
    });
  });

  it('counts follow-ups over the running period', () => {
    expect(benefitWindow('2026-11-24', [plan], 'follow up')).toEqual({
      benefit: 'follow_up',
      allowance: 3,
      since: new Date('2026-10-14T18:30:00Z'),
    });
  });

  it('gives nothing a plan does not include, or without a running plan', () => {
    expect(benefitWindow('2026-11-24', [held('2026-10-15', '2027-10-14')], 'video')).toBeUndefined();
    expect(benefitWindow('2026-11-24', [held('2026-10-15', '2027-10-14')], 'follow up')).toBeUndefined();
    expect(benefitWindow('2026-11-24', [], 'video')).toBeUndefined();
  });
});
