import { dateIn } from '@app/contract/calendar';
import { CONSENT_VERSION, callBackConsent, teleconsultationConsent } from '@app/contract/consent';
import { CLINIC_TIME_ZONE, professionalName } from '@app/contract/constants';
import { count, eq } from 'drizzle-orm';
import { type ConsultationStatus, rxNumberOf, signatureOf } from '../../modules/consultations';
// Test data goes straight into the table (a builder states a consultation, not a journey to it).
import { consultationConsents } from '../../modules/consultations/consent.schema';
import { consultations } from '../../modules/consultations/consultations.schema';
import type { Db } from '../client';
import { accounts, doctors, prescriptionMedicines, prescriptions } from '../schema';
import type { ConsultType } from './catalog';

/**
 * A consultation written straight to the database (booked by default) for jobs and reports that
 * start from one; the booking journey itself goes through the real calls (test/bookings.ts).
 * The member is the account holder unless `memberId` names another of the account's members.
 */
export async function buildConsultation(
  db: Db,
  opts: {
    parent: { accountId: number; selfId: number };
    memberId?: number;
    doctor: { id: number; clinicId: number; feePaise: number };
    slotStart: Date;
    status?: ConsultationStatus;
    consultType?: ConsultType;
    helpQuestion?: string;
    /** The parent consented before paying, and agreed to the doctor's call (false: no consent on record). */
    consent?: boolean;
  },
) {
  const slotEnd = new Date(opts.slotStart.getTime() + 20 * 60_000);
  const [row] = await db
    .insert(consultations)
    .values({
      accountId: opts.parent.accountId,
      memberId: opts.memberId ?? opts.parent.selfId,
      doctorId: opts.doctor.id,
      clinicId: opts.doctor.clinicId,
      consultType: opts.consultType ?? 'video',
      helpQuestion: opts.helpQuestion,
      slotDate: dateIn(CLINIC_TIME_ZONE, opts.slotStart),
      slotStart: opts.slotStart,
      slotEnd,
      feePaise: opts.doctor.feePaise,
      status: opts.status ?? 'booked',
      bookedAt: opts.status === 'held' ? null : new Date(opts.slotStart.getTime() - 3_600_000),
      completedAt: opts.status === 'completed' ? slotEnd : null,
    })
    .returning();
  if (!row) throw new Error('consultation not created');
  if (opts.consent !== false && opts.status !== 'held') await buildConsent(db, row);
  return row;
}

/**
 * The consent a paid consultation has (test/bookings.ts gives it through the real call): the
 * teleconsultation, and the doctor's call to the account's number.
 */
export async function buildConsent(db: Db, c: { id: number; accountId: number; memberId: number; createdAt: Date }) {
  const [account] = await db.select({ phone: accounts.phoneE164 }).from(accounts).where(eq(accounts.id, c.accountId));
  if (!account) throw new Error(`no account ${c.accountId}`);
  await db.insert(consultationConsents).values({
    consultationId: c.id,
    accountId: c.accountId,
    memberId: c.memberId,
    adultName: 'Test Parent',
    adultRelation: 'mother',
    version: CONSENT_VERSION,
    consentText: teleconsultationConsent('the child'),
    callBackPhone: account.phone,
    callBackText: callBackConsent(account.phone),
    ip: '127.0.0.1',
    createdAt: c.createdAt,
  });
}

export interface MedicineValues {
  name: string;
  frequency: string;
  dose: string;
  doseMeasure: string;
  durationDays: number;
  strength?: string;
  note?: string;
}

/** The prescription a doctor wrote at the end of a (completed) consultation, as the console saves it. */
export async function buildPrescription(
  db: Db,
  consultation: { id: number; accountId: number; memberId: number; doctorId: number | null; slotEnd: Date },
  opts: { advice?: string; diagnosis?: string; medicines?: MedicineValues[] } = {},
) {
  if (consultation.doctorId === null) throw new Error(`consultation ${consultation.id} has no doctor yet`);
  const [doctor] = await db.select().from(doctors).where(eq(doctors.id, consultation.doctorId));
  if (!doctor) throw new Error(`no doctor ${consultation.doctorId}`);
  const [written] = await db
    .select({ versions: count() })
    .from(prescriptions)
    .where(eq(prescriptions.consultationId, consultation.id));
  const version = (written?.versions ?? 0) + 1;
  const name = professionalName(doctor.professionalKind, doctor.name);
  const [rx] = await db
    .insert(prescriptions)
    .values({
      version,
      rxNumber: rxNumberOf(consultation.id, version),
      consultationId: consultation.id,
      accountId: consultation.accountId,
      memberId: consultation.memberId,
      doctorId: doctor.id,
      doctorName: name,
      qualification: doctor.qualification,
      registrationNumber: doctor.registrationNumber,
      rxDate: dateIn(CLINIC_TIME_ZONE, consultation.slotEnd),
      chiefComplaints: 'Fever for 2 days.',
      diagnosis: opts.diagnosis ?? 'Acute viral fever',
      advice: opts.advice ?? 'Plenty of fluids and rest.',
      signature: signatureOf(name, doctor.registrationNumber, consultation.slotEnd),
      createdAt: consultation.slotEnd,
    })
    .returning({ id: prescriptions.id });
  if (!rx) throw new Error('prescription not created');
  const medicines = opts.medicines ?? [
    {
      name: 'PARACETAMOL',
      strength: '120 mg/5 ml syrup',
      frequency: 'Every 6 hours if fever',
      dose: '5',
      doseMeasure: 'ml',
      durationDays: 3,
    },
  ];
  if (medicines.length > 0) {
    await db
      .insert(prescriptionMedicines)
      .values(medicines.map((m, position) => ({ note: '', ...m, position, prescriptionId: rx.id })));
  }
  return rx;
}
