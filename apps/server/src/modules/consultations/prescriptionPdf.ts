import { formatDate } from '@app/contract/dates';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import { winAnsi, wrap } from '../../lib/pdfText';
import type { PrescriptionRow } from './prescriptions.repo';

/**
 * A real A4 PDF of one prescription: the doctor with qualification and registration number (the
 * Telemedicine Practice Guidelines require them), the child, the date, and every medicine.
 */
export async function prescriptionPdf(p: PrescriptionRow, childAge: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(`Prescription ${p.id} - ${p.firstName} ${p.lastName}`.trim()));
  pdf.setAuthor(winAnsi(p.doctorName));
  pdf.setCreationDate(new Date(`${p.rxDate}T12:00:00Z`));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const margin = 50;
  let page = pdf.addPage([595.28, 841.89]);
  const width = page.getWidth() - margin * 2;
  let y = page.getHeight() - margin;

  const write = (text: string, opts: { size?: number; font?: PDFFont; gap?: number; colour?: number } = {}) => {
    const size = opts.size ?? 11;
    const font = opts.font ?? regular;
    for (const line of wrap(winAnsi(text), font, size, width)) {
      if (y < margin + size) {
        page = pdf.addPage([595.28, 841.89]);
        y = page.getHeight() - margin;
      }
      const shade = opts.colour ?? 0;
      page.drawText(line, { x: margin, y: y - size, size, font, color: rgb(shade, shade, shade) });
      y -= size + 4;
    }
    y -= opts.gap ?? 0;
  };
  const rule = () => {
    page.drawLine({
      start: { x: margin, y },
      end: { x: margin + width, y },
      thickness: 0.7,
      color: rgb(0.7, 0.7, 0.7),
    });
    y -= 12;
  };

  write(p.doctorName, { size: 18, font: bold });
  write(p.qualification);
  write(`Registration number: ${p.registrationNumber}`, { gap: 8 });
  rule();
  write('Prescription', { size: 14, font: bold, gap: 4 });
  write(`Date: ${formatDate(p.rxDate) || p.rxDate}`);
  const child = `${p.firstName} ${p.lastName}`.trim() || 'Child';
  const details = [childAge, p.gender].filter(Boolean).join(', ');
  write(`Patient: ${child}${details ? ` (${details})` : ''}`, { gap: 8 });
  rule();
  write('Rx', { size: 14, font: bold, gap: 4 });
  p.medicines.forEach((m, i) => {
    write(`${i + 1}. ${m.name}`, { font: bold });
    write(`${m.dose} ${m.doseMeasure}, ${m.frequency}, for ${m.durationDays} day${m.durationDays === 1 ? '' : 's'}`);
    if (m.note) write(`Note: ${m.note}`, { colour: 0.3 });
    y -= 6;
  });
  if (p.advice) {
    rule();
    write('Advice', { size: 14, font: bold, gap: 4 });
    write(p.advice, { gap: 8 });
  }
  rule();
  write(
    'This prescription was issued after a teleconsultation under the Telemedicine Practice Guidelines (India, 2020).',
    { size: 9, colour: 0.4 },
  );
  return pdf.save();
}
