/**
 * The vaccination chips and statuses (spec §2, §4), copied from the contract: its lists live in a
 * zod module, which these screens do not load. categories.test.ts keeps the copies equal.
 */
import type { VaccineItem } from '@app/contract/schemas/vaccination';

export type VaccineCategory = VaccineItem['DueTime'];
export type DueStatus = VaccineItem['DueStatus'];

/** The spec's vaccination chips (§2), in age order. */
export const VACCINE_CATEGORIES: readonly VaccineCategory[] = [
  'Birth',
  '6 weeks',
  '10 weeks',
  '14 Weeks',
  '6 Months',
  '7 Months',
  '9 Months',
  '12 Months',
  '13 Months',
  '15 Months',
  '15-18 Months',
  '18 Months',
  '18-24 Months',
  '24 Months',
  '3 Years',
  '4 Years',
  '5 Years',
  '4-6 Years',
  '9-14 Years',
  '15-18 Years',
];

export const DUE_STATUSES: readonly DueStatus[] = ['Overdue', 'Upcoming', 'Taken'];

/** A category as part of an element id: '4-6 Years' → '4-6-years'. */
export const categorySlug = (category: string) =>
  category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
