import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, clinics, doctors } from '../../db/schema';
import { clinicTimeZoneOrIndia, doctorNameOrNext } from './consultations.repo';
import { consultations } from './consultations.schema';

/**
 * What a message about one consultation needs (decision 0055): whose it is and their number, the
 * doctor and their registration number (none yet for a queue place nobody took), the slot and the
 * clinic's zone. Read inside the transaction that announces it, so it says what that transaction sees.
 */
export async function messageDetails(db: Db, id: number) {
  const [row] = await db
    .select({
      id: consultations.id,
      kind: consultations.kind,
      accountId: consultations.accountId,
      phone: accounts.phoneE164,
      doctorId: consultations.doctorId,
      doctorName: doctorNameOrNext,
      doctorRegistration: doctors.registrationNumber,
      slotStart: consultations.slotStart,
      timeZone: clinicTimeZoneOrIndia,
    })
    .from(consultations)
    .innerJoin(accounts, eq(accounts.id, consultations.accountId))
    .leftJoin(doctors, eq(doctors.id, consultations.doctorId))
    .leftJoin(clinics, eq(clinics.id, consultations.clinicId))
    .where(eq(consultations.id, id));
  return row;
}
export type ConsultationMessageDetails = NonNullable<Awaited<ReturnType<typeof messageDetails>>>;
