import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { drawnText } from '../../../test/pdfText';
import { type ReceiptContact, receiptPdf, rupees } from './receiptPdf';
import type { ReceiptRow } from './receipts.repo';

const receipt: ReceiptRow = {
  id: 1,
  number: 'RCT/2026-27/000042',
  kind: 'receipt',
  accountId: 1,
  memberId: 2,
  orderId: 3,
  refundId: null,
  issuedAt: new Date('2026-11-24T06:00:00Z'),
  description: 'video consultation with Dr. Meera Iyer on 25/11/2026 at 10:00 AM',
  payerName: 'Priya Nair',
  payerPhone: '+91 9876543210',
  doctorName: 'Dr. Meera Iyer',
  doctorRegistration: 'KMC 123456',
  clinicName: 'Koramangala Clinic',
  clinicAddress: '80 Feet Road, Koramangala, Bengaluru 560034',
  amountPaise: 50_000,
  gstPaise: 0,
  discountPaise: 0,
  totalPaise: 50_000,
  gstPercent: 0,
  issuerName: 'Child Health Pvt. Ltd.',
  issuerAddress: '1 MG Road, Bengaluru 560001',
  issuerGstin: null,
};

const contact: ReceiptContact = {
  appUrl: 'https://app.example.in',
  grievanceOfficer: { name: 'Asha Menon', email: 'grievances@example.in' },
};

describe('receipt PDF', () => {
  it('prints rupees the Indian way', () => {
    expect(rupees(125_000_00)).toBe('Rs. 1,25,000.00');
    expect(rupees(50)).toBe('Rs. 0.50');
  });

  it('is a one-page PDF titled by its kind and number', async () => {
    const bytes = await receiptPdf(receipt, contact);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Receipt RCT/2026-27/000042');
    const credit = await PDFDocument.load(
      await receiptPdf({ ...receipt, kind: 'credit_note', number: 'CN/2026-27/000001' }, contact),
    );
    expect(credit.getTitle()).toBe('Credit note CN/2026-27/000001');
  });

  it('keeps a name it cannot print rather than fail', async () => {
    const bytes = await receiptPdf({ ...receipt, payerName: 'प्रिया' }, contact);
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('names the doctor with the registration number, and at its foot the terms, privacy notice and grievance officer', async () => {
    const text = drawnText(await receiptPdf(receipt, contact));
    expect(text).toContain('Registration number: KMC 123456');
    expect(text).toContain('Terms of use: https://app.example.in/terms');
    expect(text).toContain('Privacy notice: https://app.example.in/privacy');
    expect(text).toContain('Grievances: Asha Menon, grievances@example.in (https://app.example.in/grievances)');
  });
});
