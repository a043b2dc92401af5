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
  doctorName: 'Dr. Ananya Rao',
  qualification: 'MBBS, MD (Paediatrics)',
  registrationNumber: 'MCI-100037',
  rxDate: '2026-11-20',
  advice: 'Rest.',
  medicines: [
    {
      prescriptionId: 7,
      name: 'Paracetamol syrup',
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
    expect(text).toContain('Paracetamol syrup');
  });

  it('makes a one-page A4 PDF titled for the child', async () => {
    const bytes = await prescriptionPdf(rx(), '4 years 8 months');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Prescription 7 - Aarav Sharma');
    expect(Math.round(doc.getPage(0).getWidth())).toBe(595);
  });

  it('does not fail on text the standard fonts cannot encode, and grows pages as needed', async () => {
    const first = rx().medicines[0] as PrescriptionRow['medicines'][number];
    const many = Array.from({ length: 40 }, (_, i) => ({ ...first, id: i, position: i }));
    const bytes = await prescriptionPdf(rx({ firstName: 'आरव', advice: 'आराम 🙂', medicines: many }), '');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(1);
  });

  it('keeps Latin-1 and replaces the rest', () => {
    expect(winAnsi('38.5 °C – ok')).toBe('38.5 °C – ok');
    expect(winAnsi('आरव')).toBe('???');
  });
});
