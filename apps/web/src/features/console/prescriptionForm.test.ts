import { describe, expect, it } from 'vitest';
import { checkPrescription, durationOf, emptyMedicine, formFieldOf, type MedicineRow } from './prescriptionForm';

const row = (overrides: Partial<MedicineRow> = {}): MedicineRow => ({
  name: 'Paracetamol syrup',
  freq: 'Three times a day',
  dose: '5',
  dosemesure: 'ml',
  dureationDays: '3',
  note: '',
  ...overrides,
});

describe('checkPrescription', () => {
  it("gives the request the server takes: trimmed texts, the duration as a number, the contract's defaults", () => {
    expect(checkPrescription(12, { medicines: [row({ name: '  Paracetamol syrup ' })], advice: ' Fluids ' })).toEqual({
      ok: true,
      data: {
        appReqId: 12,
        medicines: [
          {
            name: 'Paracetamol syrup',
            freq: 'Three times a day',
            dose: '5',
            dosemesure: 'ml',
            dureationDays: 3,
            note: '',
          },
        ],
        advice: 'Fluids',
      },
    });
  });

  it('asks for at least one medicine', () => {
    expect(checkPrescription(12, { medicines: [], advice: '' })).toEqual({
      ok: false,
      errors: { medicines: 'Add at least one medicine.' },
    });
  });

  it("names each missing or wrong field of each row in the contract's words", () => {
    const result = checkPrescription(12, {
      medicines: [row(), { ...emptyMedicine(), dureationDays: '-3' }, row({ dureationDays: '2.5' })],
      advice: '',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        'medicines.1.name': 'Medicine name is required.',
        'medicines.1.freq': 'Frequency is required.',
        'medicines.1.dose': 'Dose is required.',
        'medicines.1.dosemesure': 'Dose measure is required.',
        'medicines.1.dureationDays': 'Duration must be at least 1 day.',
        'medicines.2.dureationDays': 'Duration must be whole days.',
      },
    });
  });

  it('asks for a duration when there is none', () => {
    const result = checkPrescription(12, { medicines: [row({ dureationDays: ' ' })], advice: '' });
    expect(result).toEqual({
      ok: false,
      errors: { 'medicines.0.dureationDays': 'Duration must be a number of days.' },
    });
  });
});

describe('helpers', () => {
  it('reads a typed duration', () => {
    expect(durationOf('')).toBeUndefined();
    expect(durationOf(' 7 ')).toBe(7);
    expect(durationOf('-3')).toBe(-3);
  });

  it("knows which of the server's fields the form can show", () => {
    expect(formFieldOf('medicines.0.dureationDays')).toBe('medicines.0.dureationDays');
    expect(formFieldOf('advice')).toBe('advice');
    expect(formFieldOf('medicines')).toBe('medicines');
    expect(formFieldOf('appReqId')).toBeUndefined();
    expect(formFieldOf('medicines.0.other')).toBeUndefined();
    expect(formFieldOf(undefined)).toBeUndefined();
  });
});
