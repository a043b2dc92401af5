/** Test data builders for the growth screen's tests (test-only; no screen imports this file). */
import type { GrowthEntry, GrowthResponse } from '@app/contract/schemas/growth';

let nextId = 500;

export function anEntry(overrides: Partial<GrowthEntry> = {}): GrowthEntry {
  nextId += 1;
  return {
    NotesCaregiverID: nextId,
    createdDate: '2026-03-12',
    age: '4 years',
    ageDays: 1461,
    chronologicalAge: null,
    corrected: false,
    Weight: null,
    WeightFrom: null,
    WeightTo: null,
    Height: null,
    HeightFrom: null,
    HeightTo: null,
    HeadCircum: null,
    HeadCircumFrom: null,
    HeadCircumTo: null,
    zScore: null,
    percentile: null,
    standard: 'WHO 2006 standard',
    noRangeReason: null,
    isDelete: true,
    ...overrides,
  };
}

/** A weight entry within the normal range. */
export const weightEntry = (overrides: Partial<GrowthEntry> = {}) =>
  anEntry({ Weight: 16.2, WeightFrom: 12.1, WeightTo: 22.6, zScore: -0.25, percentile: 40.1, ...overrides });

export const CURVES: GrowthResponse['curves'] = [
  { ageMonths: 0, p3: 2.5, p15: 2.9, p50: 3.3, p85: 3.9, p97: 4.3 },
  { ageMonths: 24, p3: 9.8, p15: 10.8, p50: 12.2, p85: 13.6, p97: 14.8 },
  { ageMonths: 48, p3: 12.9, p15: 14.3, p50: 16.3, p85: 18.6, p97: 20.5 },
  { ageMonths: 60, p3: 14.4, p15: 16.0, p50: 18.3, p85: 21.0, p97: 23.3 },
];

export function aGrowth(overrides: Partial<GrowthResponse> = {}): GrowthResponse {
  const data = overrides.data ?? [];
  const latest = data[data.length - 1];
  return {
    status: 1,
    data,
    isHead: true,
    Name: 'Aarav Sharma',
    Gender: 'Male',
    param: 'W',
    dateOfBirth: '2022-03-14',
    zScore: latest?.zScore ?? null,
    percentile: latest?.percentile ?? null,
    lastUpdated: latest?.createdDate ?? null,
    curves: CURVES,
    curvesStandard: 'WHO 2006 standard',
    canEdit: true,
    notice: null,
    ...overrides,
  };
}
