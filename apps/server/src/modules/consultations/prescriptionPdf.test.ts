import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { winAnsi } from '../../lib/pdfText';
import { drawnText } from '../../test/pdfText';
import { prescriptionPdf } from './prescriptionPdf';
import type { PrescriptionRow } from './prescriptions.repo';

const rx = (over: Partial<PrescriptionRow> = {}): PrescriptionRow => ({
  id: 7,
  consultationId: 3,
  memberId: 2,
  firstName: 'Aarav',
  lastName: 'Sharma',
  dateOfBirth: '2022-03-14',
  gender: 'Male',
  rxNumber: 'RX-000003-1',
  version: 1,
  doctorName: 'Dr. Ananya Rao',
  qualification: 'MBBS, MD (Paediatrics)',
  registrationNumber: 'MCI-100037',
  doctorAddress: '4 Residency Road, Bengaluru 560025',
  doctorContact: 'care@example.in, +91 80 4000 0000',
  consultMode: 'video',
  patientName: 'Aarav Sharma',
  patientAge: '4 years 8 months',
  patientGender: 'Male',
  weightKg: 16.2,
  patientAddress: '12 MG Road, Bengaluru 560001',
  rxDate: '2026-11-20',
  chiefComplaints: 'Fever for 2 days.',
  findings: 'Alert, no rash.',
  diagnosis: 'Acute viral fever',
  investigations: 'None now.',
  advice: 'Rest.',
  followUpDate: '2026-11-23',
  seenInPerson: false,
  signature: 'Electronically signed by Dr. Ananya Rao (Reg. no. MCI-100037) on 20 Nov 2026, 11:20 AM IST.',
  correctionReason: '',
  createdAt: new Date('2026-11-20T05:50:00Z'),
  medicines: [
    {
      prescriptionId: 7,
      name: 'PARACETAMOL',
      strength: '120 mg/5 ml syrup',
      frequency: 'Every 6 hours',
      dose: '7.5',
      doseMeasure: 'ml',
      durationDays: 3,
      note: 'Above 38.5 °C',
    },
  ],
  ...over,
});

describe('prescriptionPdf', () => {
  it('dates the prescription as the app does (dd MMM yyyy), not as the database keeps it', async () => {
    const text = drawnText(await prescriptionPdf(rx(), '4 years 8 months'));
    expect(text).toContain('Date: 20 Nov 2026');
    expect(text).not.toContain('2026-11-20');
    expect(text).toContain('PARACETAMOL 120 mg/5 ml syrup');
  });

  it("prints every part of the guidelines' format, in its order", async () => {
    const text = drawnText(await prescriptionPdf(rx(), ''));
    const order = [
      'Dr. Ananya Rao',
      'MBBS, MD (Paediatrics)',
      'Registration number: MCI-100037',
      'Address: 4 Residency Road, Bengaluru 560025',
      'Contact: care@example.in, +91 80 4000 0000',
      'Prescription RX-000003-1',
      'Date: 20 Nov 2026',
      'Patient: Aarav Sharma',
      'Age, gender, weight: 4 years 8 months, Male, 16.2 kg',
      'Address: 12 MG Road, Bengaluru 560001',
      'Chief complaints',
      'Fever for 2 days.',
      'Relevant findings',
      'Provisional diagnosis',
      'Acute viral fever',
      'Investigations suggested',
      'PARACETAMOL 120 mg/5 ml syrup',
      'Instructions: Above 38.5 °C',
      'Special instructions',
      'Follow-up: 23 Nov 2026',
      'Electronically signed by Dr. Ananya Rao (Reg. no. MCI-100037) on 20 Nov 2026, 11:20 AM IST.',
    ];
    let from = 0;
    for (const part of order) {
      const at = text.indexOf(part, from);
      expect(at, part).toBeGreaterThanOrEqual(0);
      from = at + part.length;
    }
  });

  it('says which version corrects which, and why', async () => {
    const text = drawnText(
      await prescriptionPdf(rx({ version: 2, rxNumber: 'RX-000003-2', correctionReason: 'Dose for weight.' }), ''),
    );
    expect(text).toContain('Prescription RX-000003-2');
    expect(text).toContain('Version 2, correcting version 1: Dose for weight.');
  });

  it('makes a one-page A4 PDF titled for the child', async () => {
    const bytes = await prescriptionPdf(rx(), '4 years 8 months');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Prescription RX-000003-1 - Aarav Sharma');
    expect(Math.round(doc.getPage(0).getWidth())).toBe(595);
  });

  it('does not fail on text the standard fonts cannot encode, and grows pages as needed', async () => {
    const first = rx().medicines[0] as PrescriptionRow['medicines'][number];
    const many = Array.from({ length: 40 }, (_, i) => ({ ...first, id: i, position: i }));
    const bytes = await prescriptionPdf(
      rx({ firstName: 'आरव', patientName: 'आरव', advice: 'आराम 🙂', medicines: many }),
      '',
    );
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(1);
  });

  it('keeps Latin-1 and replaces the rest', () => {
    expect(winAnsi('38.5 °C – ok')).toBe('38.5 °C – ok');
    expect(winAnsi('आरव')).toBe('???');
  });
});
