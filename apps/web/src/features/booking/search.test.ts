import { describe, expect, it } from 'vitest';
import { filterOptions } from './search';

const doctors = [
  { value: 1, label: 'Dr. Aditi Nair' },
  { value: 2, label: 'Dr. Rohan Singh' },
  { value: 3, label: 'Dr. Kavya Nair' },
];
const clinics = [
  { value: 1, label: 'Koramangala Child Care', description: '80 Feet Road, Koramangala 4th Block, Bengaluru 560034' },
  { value: 2, label: 'Andheri Kids Clinic', description: 'Veera Desai Road, Andheri West, Mumbai 400053' },
];

describe('dropdown search', () => {
  it('shows everything before anything is typed', () => {
    expect(filterOptions(doctors, null)).toHaveLength(3);
    expect(filterOptions(doctors, '  ')).toHaveLength(3);
  });

  it('matches every word, in any order, ignoring case and punctuation', () => {
    expect(filterOptions(doctors, 'nair').map((d) => d.value)).toEqual([1, 3]);
    expect(filterOptions(doctors, 'dr aditi').map((d) => d.value)).toEqual([1]);
    expect(filterOptions(doctors, 'NAIR kavya').map((d) => d.value)).toEqual([3]);
    expect(filterOptions(doctors, 'xyz')).toEqual([]);
  });

  it('searches a clinic by its address too', () => {
    expect(filterOptions(clinics, 'mumbai').map((c) => c.value)).toEqual([2]);
    expect(filterOptions(clinics, '560034').map((c) => c.value)).toEqual([1]);
  });
});
