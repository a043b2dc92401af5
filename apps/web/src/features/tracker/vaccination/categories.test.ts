import { describe, expect, it } from 'vitest';
import { categorySlug, VACCINE_CATEGORIES } from './categories';

describe('the vaccination categories', () => {
  it('gives every category its own id part', () => {
    const slugs = VACCINE_CATEGORIES.map(categorySlug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(categorySlug('4-6 Years')).toBe('4-6-years');
    expect(categorySlug('14 Weeks')).toBe('14-weeks');
  });
});
