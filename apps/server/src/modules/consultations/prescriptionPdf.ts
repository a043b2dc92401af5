import { formatDate } from '@app/contract/dates';
import { textPdf } from '../../lib/pdfWriter';
import type { PrescriptionRow } from './prescriptions.repo';

/**
 * A real A4 PDF of one prescription in the format of the Telemedicine Practice Guidelines 2020
 * (Annexure 2): the doctor (qualification, registration, address, contact), the unique prescription
 * id and date, the child (age, gender, weight, address), the clinical notes, every medicine with its
 * strength, the follow-up and the signature. `childAge` stands in for a row written before the
 * child's age was copied onto prescriptions.
 */
export async function prescriptionPdf(p: PrescriptionRow, childAge: string): Promise<Uint8Array> {
  const { write, space, rule, section, save } = await textPdf({
    title: `Prescription ${p.rxNumber} - ${p.firstName} ${p.lastName}`.trim(),
    author: p.doctorName,
    created: new Date(`${p.rxDate}T12:00:00Z`),
  });

  // Annexure 2 of the Telemedicine Practice Guidelines 2020, in its order.
  write(p.doctorName, { size: 18, bold: true });
  write(p.qualification);
  write(`Registration number: ${p.registrationNumber}`);
  if (p.doctorAddress) write(`Address: ${p.doctorAddress}`);
  if (p.doctorContact) write(`Contact: ${p.doctorContact}`, { gap: 8 });
  rule();
  write(`Prescription ${p.rxNumber}`, { size: 14, bold: true, gap: 2 });
  write(`Date: ${formatDate(p.rxDate) || p.rxDate}`);
  if (p.version > 1)
    write(
      `Version ${p.version}, correcting version ${p.version - 1}${p.correctionReason ? `: ${p.correctionReason}` : '.'}`,
      {
        shade: 0.3,
      },
    );
  space(6);
  const child = p.patientName || `${p.firstName} ${p.lastName}`.trim() || 'Child';
  write(`Patient: ${child}`, { bold: true });
  const details = [
    p.patientAge || childAge,
    p.patientGender || p.gender,
    p.weightKg !== null ? `${p.weightKg} kg` : '',
  ].filter(Boolean);
  if (details.length > 0) write(`Age, gender, weight: ${details.join(', ')}`);
  if (p.patientAddress) write(`Address: ${p.patientAddress}`);
  space(8);
  rule();
  section('Chief complaints', p.chiefComplaints);
  section('Relevant findings', p.findings);
  section('Provisional diagnosis', p.diagnosis);
  section('Investigations suggested', p.investigations);
  write('Rx', { size: 14, bold: true, gap: 4 });
  p.medicines.forEach((m, i) => {
    const [name, course, note] = medicineLines(m);
    write(`${i + 1}. ${name}`, { bold: true });
    write(course);
    if (note) write(note, { shade: 0.3 });
    space(6);
  });
  rule();
  section('Special instructions', p.advice);
  if (p.followUpDate) write(`Follow-up: ${formatDate(p.followUpDate) || p.followUpDate}`, { gap: 6 });
  if (p.signature) write(p.signature, { bold: true, gap: 6 });
  rule();
  write(
    'This prescription was issued after a teleconsultation under the Telemedicine Practice Guidelines (India, 2020).',
    { size: 9, shade: 0.4 },
  );
  return save();
}

/** A medicine as printed: its name with strength, its course, and its instructions ('' when none). */
export function medicineLines(m: PrescriptionRow['medicines'][number]): [string, string, string] {
  return [
    [m.name, m.strength].filter(Boolean).join(' '),
    `${m.dose} ${m.doseMeasure}, ${m.frequency}, for ${m.durationDays} day${m.durationDays === 1 ? '' : 's'}`,
    m.note ? `Instructions: ${m.note}` : '',
  ];
}
