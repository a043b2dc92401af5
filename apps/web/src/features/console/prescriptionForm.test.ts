import { describe, expect, it } from 'vitest';
import {
  checkPrescription,
  correctionOf,
  emptyMedicine,
  emptyPrescription,
  formFieldOf,
  type MedicineRow,
  numberOf,
  type PrescriptionFormValues,
} from './prescriptionForm';
import { aPrescription, PARACETAMOL_LINE } from './testData';

const row = (overrides: Partial<MedicineRow> = {}): MedicineRow => ({
  name: 'PARACETAMOL',
  strength: '120 mg/5 ml',
  dose: '5',
  dosemesure: 'ml',
  freq: 'Three times a day',
  dureationDays: '3',
  note: '',
  ...overrides,
});

const values = (overrides: Partial<PrescriptionFormValues> = {}): PrescriptionFormValues => ({
  ...emptyPrescription(12),
  patientAddress: '12 MG Road, Bengaluru',
  chiefComplaints: 'Fever for 2 days',
  diagnosis: 'Viral fever',
  medicines: [row()],
  signed: true,
  ...overrides,
});

describe('checkPrescription', () => {
  it("gives the request the server takes: trimmed texts, numbers, no blank date, the contract's defaults", () => {
    const result = checkPrescription(
      12,
      values({ weightKg: ' 12.5 ', diagnosis: ' Viral fever ', medicines: [row({ name: '  PARACETAMOL ' })] }),
    );
    expect(result).toEqual({
      ok: true,
      data: {
        appReqId: 12,
        weightKg: 12.5,
        patientAddress: '12 MG Road, Bengaluru',
        chiefComplaints: 'Fever for 2 days',
        findings: '',
        diagnosis: 'Viral fever',
        investigations: '',
        medicines: [
          {
            name: 'PARACETAMOL',
            strength: '120 mg/5 ml',
            dose: '5',
            dosemesure: 'ml',
            freq: 'Three times a day',
            dureationDays: 3,
            note: '',
          },
        ],
        advice: '',
        seenInPerson: false,
        signed: true,
        correctionReason: '',
      },
    });
  });

  it('sends a follow-up date as the date input gives it', () => {
    const result = checkPrescription(12, values({ followUpDate: '2026-11-29' }));
    expect(result.ok && result.data.followUpDate).toBe('2026-11-29');
  });

  it('asks for at least one medicine', () => {
    expect(checkPrescription(12, values({ medicines: [] }))).toEqual({
      ok: false,
      errors: { medicines: 'Add at least one medicine.' },
    });
  });

  it("names each missing part in the contract's words, and asks for the signature", () => {
    const result = checkPrescription(12, {
      ...emptyPrescription(null),
      medicines: [row(), { ...emptyMedicine(), dureationDays: '-3' }, row({ dureationDays: '2.5' })],
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        weightKg: 'Weight must be a number of kg.',
        patientAddress: "The patient's address is required.",
        chiefComplaints: 'Chief complaints is required.',
        diagnosis: 'Provisional diagnosis is required.',
        'medicines.1.name': 'Medicine name is required.',
        'medicines.1.strength': 'Strength is required.',
        'medicines.1.freq': 'Frequency is required.',
        'medicines.1.dose': 'Dose is required.',
        'medicines.1.dosemesure': 'Dose measure is required.',
        'medicines.1.dureationDays': 'Duration must be at least 1 day.',
        'medicines.2.dureationDays': 'Duration must be whole days.',
        signed: 'Sign the prescription to save it.',
      },
    });
  });

  it('refuses a weight that is no number, and a date that is no date', () => {
    const result = checkPrescription(12, values({ weightKg: 'twelve', followUpDate: '29/11/2026' }));
    expect(result).toEqual({
      ok: false,
      errors: {
        weightKg: 'Weight must be a number of kg.',
        followUpDate: 'Follow-up date must be a date as yyyy-MM-dd.',
      },
    });
  });

  it('asks for a duration when there is none', () => {
    const result = checkPrescription(12, values({ medicines: [row({ dureationDays: ' ' })] }));
    expect(result).toEqual({
      ok: false,
      errors: { 'medicines.0.dureationDays': 'Duration must be a number of days.' },
    });
  });
});

describe('the form values', () => {
  it("starts a new prescription with the intake's weight when it is known", () => {
    expect(emptyPrescription(12).weightKg).toBe('12');
    expect(emptyPrescription(null).weightKg).toBe('');
    expect(emptyPrescription(null).medicines).toEqual([emptyMedicine()]);
    expect(emptyPrescription(null).signed).toBe(false);
  });

  it('starts a correction from the saved prescription, unsigned and with no reason yet', () => {
    const saved = aPrescription({
      weightKg: 12.5,
      findings: 'Throat red',
      advice: 'Fluids',
      followUpDate: '2026-11-29',
      medicines: [{ ...PARACETAMOL_LINE, note: '' }],
    });
    expect(correctionOf(saved)).toEqual({
      weightKg: '12.5',
      patientAddress: '12 MG Road, Bengaluru',
      chiefComplaints: 'Fever for 2 days',
      findings: 'Throat red',
      diagnosis: 'Viral fever',
      investigations: '',
      medicines: [row({ freq: 'Every 6 hours' })],
      advice: 'Fluids',
      followUpDate: '2026-11-29',
      seenInPerson: false,
      signed: false,
      correctionReason: '',
    });
    expect(correctionOf({ ...saved, weightKg: null, followUpDate: null })).toMatchObject({
      weightKg: '',
      followUpDate: '',
    });
  });
});

describe('helpers', () => {
  it('reads a typed number', () => {
    expect(numberOf('')).toBeUndefined();
    expect(numberOf(' 7 ')).toBe(7);
    expect(numberOf('12.5')).toBe(12.5);
    expect(numberOf('-3')).toBe(-3);
  });

  it("knows which of the server's fields the form can show", () => {
    for (const field of [
      'weightKg',
      'patientAddress',
      'chiefComplaints',
      'findings',
      'diagnosis',
      'investigations',
      'medicines',
      'medicines.0.dureationDays',
      'medicines.2.name',
      'medicines.1.strength',
      'advice',
      'followUpDate',
      'seenInPerson',
      'signed',
      'correctionReason',
    ])
      expect(formFieldOf(field)).toBe(field);
    expect(formFieldOf('appReqId')).toBeUndefined();
    expect(formFieldOf('medicines.0.other')).toBeUndefined();
    expect(formFieldOf('diagnosis.0')).toBeUndefined();
    expect(formFieldOf(undefined)).toBeUndefined();
  });
});
