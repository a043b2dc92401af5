/** The vaccination chips and statuses (spec §2, §4), from the contract's constants (no zod). */
import { DUE_STATUSES, VACCINE_CATEGORIES } from '@app/contract/constants';
import type { VaccineItem } from '@app/contract/schemas/vaccination';

export type VaccineCategory = VaccineItem['DueTime'];
export type DueStatus = VaccineItem['DueStatus'];

export { DUE_STATUSES, VACCINE_CATEGORIES };

/** A category as part of an element id: '4-6 Years' → '4-6-years'. */
export const categorySlug = (category: string) =>
  category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
