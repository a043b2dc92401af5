import { formatDate } from '@app/contract/dates';
import { GRIEVANCES_PATH, PRIVACY_PATH, TERMS_PATH } from '@app/contract/links';
import type { PDFFont } from 'pdf-lib';
import { winAnsi, wrap } from '../../../lib/pdfText';
import { pdfLib } from '../../../lib/pdfWriter';
import { localDate } from '../../../lib/time';
import type { ReceiptRow } from './receipts.repo';

/** Rupees from paise with two decimals, as printed ('Rs. 1,250.00'; the standard fonts have no ₹). */
export const rupees = (paise: number) =>
  `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Where a parent reads the terms and the privacy notice and reaches the grievance officer. */
export interface ReceiptContact {
  /** The app's public address (PUBLIC_APP_URL), without a trailing slash. */
  appUrl: string;
  grievanceOfficer: { name: string; email: string };
}

/**
 * A receipt or credit note as an A4 PDF: the issuer, its number and date, the payer, what was
 * bought (the doctor and registration number for a consultation: Telemedicine Practice
 * Guidelines 2020), the amounts with the GST line, and the terms, privacy notice and grievance
 * officer at its foot.
 */
export async function receiptPdf(r: ReceiptRow, contact: ReceiptContact): Promise<Uint8Array> {
  const { PDFDocument, rgb, StandardFonts } = await pdfLib();
  const credit = r.kind === 'credit_note';
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(`${credit ? 'Credit note' : 'Receipt'} ${r.number}`));
  pdf.setAuthor(winAnsi(r.issuerName));
  pdf.setCreationDate(r.issuedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595.28, 841.89]);
  const margin = 50;
  const width = page.getWidth() - margin * 2;
  let y = page.getHeight() - margin;

  const write = (text: string, opts: { size?: number; font?: PDFFont; gap?: number; grey?: boolean } = {}) => {
    const size = opts.size ?? 11;
    for (const line of wrap(winAnsi(text), opts.font ?? regular, size, width)) {
      const shade = opts.grey ? 0.35 : 0;
      page.drawText(line, {
        x: margin,
        y: y - size,
        size,
        font: opts.font ?? regular,
        color: rgb(shade, shade, shade),
      });
      y -= size + 4;
    }
    y -= opts.gap ?? 0;
  };
  const amountRow = (label: string, paise: number, font: PDFFont = regular) => {
    const value = winAnsi(rupees(paise));
    page.drawText(winAnsi(label), { x: margin, y: y - 11, size: 11, font });
    page.drawText(value, { x: margin + width - font.widthOfTextAtSize(value, 11), y: y - 11, size: 11, font });
    y -= 17;
  };
  const rule = () => {
    page.drawLine({
      start: { x: margin, y: y - 4 },
      end: { x: margin + width, y: y - 4 },
      thickness: 0.7,
      color: rgb(0.7, 0.7, 0.7),
    });
    y -= 14;
  };

  write(r.issuerName, { size: 14, font: bold });
  write(r.issuerAddress, { grey: true });
  if (r.issuerGstin) write(`GSTIN: ${r.issuerGstin}`, { grey: true });
  y -= 10;
  write(credit ? 'Credit note' : 'Receipt', { size: 18, font: bold, gap: 2 });
  write(`Number: ${r.number}`);
  write(`Date: ${formatDate(localDate(r.issuedAt))}`, { gap: 8 });
  write(`${credit ? 'Refunded to' : 'Received from'}: ${r.payerName}`);
  if (r.payerPhone && r.payerPhone !== r.payerName) write(`Phone: ${r.payerPhone}`);
  y -= 8;
  rule();
  write(credit ? `Refund of: ${r.description}` : `For: ${r.description}`);
  if (r.doctorName) write(`Doctor: ${r.doctorName}`);
  if (r.doctorRegistration) write(`Registration number: ${r.doctorRegistration}`);
  if (r.clinicName) write(`Clinic: ${[r.clinicName, r.clinicAddress].filter(Boolean).join(', ')}`);
  y -= 8;
  rule();
  amountRow(credit ? 'Amount refunded before GST' : 'Consultation fee', r.amountPaise + r.discountPaise);
  if (r.discountPaise > 0) amountRow('Discount', -r.discountPaise);
  amountRow(`GST (${r.gstPercent}%)`, r.gstPaise);
  rule();
  amountRow(credit ? 'Total refunded' : 'Total paid', r.totalPaise, bold);
  y -= 16;
  write(
    credit
      ? 'This amount goes back to the way it was paid.'
      : r.gstPercent === 0
        ? 'Healthcare services by a clinical establishment are exempt from GST.'
        : 'Paid online through the payment gateway.',
    { size: 9, grey: true, gap: 10 },
  );
  const { appUrl, grievanceOfficer: officer } = contact;
  write(`Terms of use: ${appUrl}${TERMS_PATH}   Privacy notice: ${appUrl}${PRIVACY_PATH}`, { size: 9, grey: true });
  write(`Grievances: ${officer.name}, ${officer.email} (${appUrl}${GRIEVANCES_PATH})`, { size: 9, grey: true });
  return pdf.save();
}
