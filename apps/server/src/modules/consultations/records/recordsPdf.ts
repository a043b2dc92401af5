import { CLINIC_TIME_ZONE } from '@app/contract/constants';
import { formatDate } from '@app/contract/dates';
import { TZDate } from '@date-fns/tz';
import { differenceInMinutes, format } from 'date-fns';
import { textPdf } from '../../../lib/pdfWriter';
import { medicineLines } from '../prescriptionPdf';
import type { PrescriptionRow } from '../prescriptions.repo';
import type { RecordConsent, RecordConsultation } from './records.repo';

const MODES: Record<string, string> = {
  video: 'Video',
  audio: 'Phone (audio)',
  chat: 'Chat',
  'follow up': 'Follow up',
  clinic: 'At the clinic',
  home: 'Home visit',
  emergency: 'Emergency',
  rpm: 'Remote monitoring',
};
const RELATIONS: Record<string, string> = {
  mother: 'mother',
  father: 'father',
  grandparent: 'grandparent',
  guardian: 'guardian',
  self: 'the patient',
  other: 'another adult',
};

const indianTime = (at: Date, shape = 'd MMM yyyy, hh:mm a') =>
  `${format(new TZDate(at.getTime(), CLINIC_TIME_ZONE), shape)} IST`;

/** From the call's start to completion, in whole minutes (under a minute reads as 'under 1 minute'). */
export function durationOf(c: Pick<RecordConsultation, 'callStartedAt' | 'completedAt'>): string {
  if (!c.callStartedAt || !c.completedAt) return '';
  const minutes = differenceInMinutes(c.completedAt, c.callStartedAt);
  if (minutes < 1) return 'under 1 minute';
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export interface ChildRecord {
  childName: string;
  dateOfBirth: string | null;
  preparedAt: Date;
  consultations: RecordConsultation[];
  consents: RecordConsent[];
  /** Every version of every prescription, each consultation's in version order. */
  prescriptions: PrescriptionRow[];
}

/**
 * A child's consultation records as one PDF for the parent: for each consultation that took place
 * (or that the parent missed), who, when, how, how long, the consent given and every prescription
 * version — the record the Telemedicine Practice Guidelines 2020 ask a platform to keep.
 */
export async function recordsPdf(r: ChildRecord): Promise<Uint8Array> {
  const { write, space, rule, save } = await textPdf({
    title: `Consultation records - ${r.childName}`,
    author: 'Child Health',
    created: r.preparedAt,
  });
  write(`Consultation records of ${r.childName}`, { size: 18, bold: true });
  if (r.dateOfBirth) write(`Date of birth: ${formatDate(r.dateOfBirth) || r.dateOfBirth}`);
  write(`Prepared on ${indianTime(r.preparedAt)}.`, { shade: 0.3, gap: 8 });
  rule();
  if (r.consultations.length === 0) write('No consultations have taken place yet.');
  for (const c of r.consultations) {
    write(`${indianTime(c.slotStart)} - ${MODES[c.consultType] ?? c.consultType}`, { size: 13, bold: true, gap: 2 });
    write(`Doctor: ${[c.doctorName, c.qualification].filter(Boolean).join(', ')}`);
    if (c.registrationNumber) write(`Registration number: ${c.registrationNumber}`);
    if (c.reason) write(`Reason: ${c.reason}`);
    write(c.status === 'no_show' ? 'Outcome: closed, the parent did not join.' : 'Outcome: completed.');
    if (c.callStartedAt) write(`Call started: ${indianTime(c.callStartedAt)}`);
    if (c.completedAt) write(`Completed: ${indianTime(c.completedAt)}`);
    const duration = durationOf(c);
    if (duration) write(`Duration: ${duration}`);
    for (const consent of r.consents.filter((x) => x.consultationId === c.id)) {
      write(
        `Consent: given by ${consent.adultName} (${RELATIONS[consent.adultRelation] ?? consent.adultRelation}) on ${indianTime(consent.createdAt)}, wording version ${consent.version}; call-back by the doctor ${consent.callBack ? 'agreed' : 'not agreed'}.`,
      );
    }
    for (const p of r.prescriptions.filter((x) => x.consultationId === c.id)) {
      space(4);
      write(
        `Prescription ${p.rxNumber}, ${formatDate(p.rxDate) || p.rxDate}${p.version > 1 ? `, version ${p.version}` : ''}`,
        {
          bold: true,
        },
      );
      if (p.version > 1 && p.correctionReason) write(`Correction: ${p.correctionReason}`, { shade: 0.3 });
      if (p.diagnosis) write(`Provisional diagnosis: ${p.diagnosis}`);
      for (const m of p.medicines) write(`- ${medicineLines(m).filter(Boolean).join('; ')}`);
      if (p.advice) write(`Special instructions: ${p.advice}`);
      if (p.signature) write(p.signature, { shade: 0.3 });
    }
    space(6);
    rule();
  }
  write(
    'Kept under the Telemedicine Practice Guidelines (India, 2020). A corrected prescription lists every version.',
    { size: 9, shade: 0.4 },
  );
  return save();
}
