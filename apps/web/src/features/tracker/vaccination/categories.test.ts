import * as contract from '@app/contract/schemas/vaccination';
import { describe, expect, it } from 'vitest';
import { categorySlug, DUE_STATUSES, VACCINE_CATEGORIES } from './categories';

describe('the copies of the contract lists', () => {
  it('has the contract categories, in its order', () => {
    expect(VACCINE_CATEGORIES).toEqual(contract.VACCINE_CATEGORIES);
  });

  it('has the contract due statuses', () => {
    expect(DUE_STATUSES).toEqual(contract.DUE_STATUSES);
  });

  it('gives every category its own id part', () => {
    const slugs = VACCINE_CATEGORIES.map(categorySlug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(categorySlug('4-6 Years')).toBe('4-6-years');
    expect(categorySlug('14 Weeks')).toBe('14-weeks');
  });
});
