import { describe, expect, it } from 'vitest';
import { aVaccine } from './testData';
import { vaccinationOf, withVaccination } from './vaccinationState';

describe('the vaccination state in the tracker slice', () => {
  it('keeps the dose for the form next to what the milestone screens keep', () => {
    const vaccine = aVaccine();
    const slice = withVaccination({ planId: '3', filter: 'O' }, { vaccine, patientId: 11, dateOfBirth: '2025-09-01' });
    expect(slice.planId).toBe('3');
    expect(slice.filter).toBe('O');
    expect(vaccinationOf(slice)).toEqual({ vaccine, patientId: 11, dateOfBirth: '2025-09-01' });
  });

  it('removes keys set to undefined and keeps the rest', () => {
    const vaccine = aVaccine();
    const slice = withVaccination({}, { vaccine, patientId: 11, filter: 'Overdue', lastVaccineId: vaccine.vaccineId });
    const next = vaccinationOf(withVaccination(slice, { vaccine: undefined, patientId: undefined }));
    expect(next).toEqual({ filter: 'Overdue', lastVaccineId: vaccine.vaccineId });
  });

  it('reads back defensively what sessionStorage held', () => {
    expect(vaccinationOf({})).toEqual({});
    expect(vaccinationOf({ vaccination: 'x' })).toEqual({});
    const broken = { ...aVaccine(), DueStatus: 'Later' };
    expect(vaccinationOf({ vaccination: { vaccine: broken, patientId: 11, filter: 'Soon' } })).toEqual({});
    expect(vaccinationOf({ vaccination: { vaccine: aVaccine(), filter: 'Taken' } })).toEqual({ filter: 'Taken' });
    // Kept by an app from before passed seasons: the dose is read back as not passed.
    const { seasonPassed: _, ...older } = aVaccine();
    expect(vaccinationOf({ vaccination: { vaccine: older, patientId: 11 } }).vaccine?.seasonPassed).toBe(false);
  });
});
