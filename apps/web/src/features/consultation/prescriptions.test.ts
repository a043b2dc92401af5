import type { PrescriptionItem } from '@app/contract/schemas/consultation';
import { describe, expect, it } from 'vitest';
import { medicineStrength, rxDateLabel, splitByState, tabAfterKey, truncateName } from './prescriptions';

describe('truncateName', () => {
  it('keeps a name of up to 20 characters as it is', () => {
    expect(truncateName('Paracetamol 250mg')).toBe('Paracetamol 250mg');
    expect(truncateName('12345678901234567890')).toBe('12345678901234567890');
  });
  it('cuts a longer one to 20 characters and an ellipsis', () => {
    expect(truncateName('Amoxicillin and Clavulanate Potassium')).toBe('Amoxicillin and Clav…');
    expect(truncateName('123456789012345678901')).toBe('12345678901234567890…');
  });
  it('never cuts a character in half, nor leaves a space before the ellipsis', () => {
    const hindi = '🙂'.repeat(25);
    expect(Array.from(truncateName(hindi))).toHaveLength(21);
    expect(truncateName('Cough syrup for kids, sugar free')).toBe('Cough syrup for kids…');
    expect(truncateName('Cetirizine          drops')).toBe('Cetirizine…');
  });
});

const item = (prescriptionId: number, state: PrescriptionItem['state']): PrescriptionItem => ({
  prescriptionId,
  appReqId: prescriptionId,
  rxDate: '2026-03-10',
  memberId: 1,
  memberName: 'Aarav',
  doctorName: 'Dr A',
  qualification: 'MBBS',
  registrationNumber: 'KMC-1',
  rxNumber: `RX-${prescriptionId}`,
  version: 1,
  diagnosis: 'Viral fever',
  advice: '',
  state,
  medicines: [],
});

describe('splitByState', () => {
  it('puts each prescription under its tab, in the order given', () => {
    const split = splitByState([item(1, 'History'), item(2, 'InProgress'), item(3, 'History')]);
    expect(split.InProgress.map((p) => p.prescriptionId)).toEqual([2]);
    expect(split.History.map((p) => p.prescriptionId)).toEqual([1, 3]);
  });
  it('has both tabs when empty', () => {
    expect(splitByState([])).toEqual({ InProgress: [], History: [] });
  });
});

describe('tabAfterKey', () => {
  it('moves with the arrows, wrapping, and jumps with Home and End', () => {
    expect(tabAfterKey('ArrowRight', 0, 2)).toBe(1);
    expect(tabAfterKey('ArrowRight', 1, 2)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 2)).toBe(1);
    expect(tabAfterKey('Home', 1, 2)).toBe(0);
    expect(tabAfterKey('End', 0, 2)).toBe(1);
    expect(tabAfterKey('Enter', 0, 2)).toBeUndefined();
  });
});

describe('rxDateLabel', () => {
  it('shows the day as written, with the year', () => {
    expect(rxDateLabel('2026-03-10')).toBe('10 Mar 2026');
    expect(rxDateLabel('2025-12-31')).toBe('31 Dec 2025');
    expect(rxDateLabel('soon')).toBe('soon');
  });
});

describe('medicineStrength', () => {
  it('finds the strength the 20-character cut hides', () => {
    expect(medicineStrength('Paracetamol oral suspension 120 mg/5 ml')).toBe('120 mg/5 ml');
    expect(medicineStrength('Paracetamol 250mg')).toBe('250mg');
    expect(medicineStrength('Amoxicillin 125 mg per 5 mL dry syrup')).toBe('125 mg per 5 mL');
    expect(medicineStrength('Vitamin D3 drops 400 IU/ml')).toBe('400 IU/ml');
    expect(medicineStrength('Cetirizine 5 mg tablet')).toBe('5 mg');
    expect(medicineStrength('Ibuprofen 100mg/5ml suspension')).toBe('100mg/5ml');
    expect(medicineStrength('Zinc sulphate 20 mg/tab')).toBe('20 mg/tab');
    expect(medicineStrength('Hydrocortisone cream 1%')).toBe('1%');
    expect(medicineStrength('Salbutamol inhaler 100 mcg/puff')).toBe('100 mcg/puff');
  });

  it('joins a combination, and finds nothing where there is none', () => {
    expect(medicineStrength('Amoxicillin 200 mg + Clavulanic acid 28.5 mg/5 ml')).toBe('200 mg + 28.5 mg/5 ml');
    expect(medicineStrength('ORS sachet')).toBe('');
    expect(medicineStrength('Vitamin D3 drops')).toBe('');
    // A number followed by a word is no strength ('2 lozenges', '3 days').
    expect(medicineStrength('Strepsils 2 lozenges')).toBe('');
  });
});
