import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { doctorBookable, doctorDisplayName, doctors, doctorTokens, specialities } from '../../db/schema';

/**
 * Data access for the doctor's console: doctors and their tokens. Consultations and their
 * prescriptions are read and written through the consultations module.
 */

const doctorColumns = {
  id: doctors.id,
  name: doctorDisplayName,
  qualification: doctors.qualification,
  registrationNumber: doctors.registrationNumber,
  speciality: specialities.name,
  phoneE164: doctors.phoneE164,
};

/** The doctor `which` picks, with the speciality's name. */
async function findDoctor(db: Db, which: SQL) {
  const [row] = await db
    .select(doctorColumns)
    .from(doctors)
    .innerJoin(specialities, eq(specialities.id, doctors.specialityId))
    // A retired doctor is answered like a stranger: no sign-in, and their tokens stop at once.
    .where(and(which, isNull(doctors.retiredAt)));
  return row;
}

export function doctorByPhone(db: Db, phoneE164: string) {
  return findDoctor(db, eq(doctors.phoneE164, phoneE164));
}

export function doctorById(db: Db, id: number) {
  return findDoctor(db, eq(doctors.id, id));
}
export type DoctorRow = NonNullable<Awaited<ReturnType<typeof doctorById>>>;

export async function insertDoctorToken(tx: Db, row: { doctorId: number; tokenHash: string; expiresAt: Date }) {
  await tx.insert(doctorTokens).values(row);
}

export async function findDoctorToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: doctorTokens.id,
      doctorId: doctorTokens.doctorId,
      expiresAt: doctorTokens.expiresAt,
      revokedAt: doctorTokens.revokedAt,
    })
    .from(doctorTokens)
    .where(eq(doctorTokens.tokenHash, tokenHash));
  return row;
}

export async function revokeDoctorToken(db: Db, id: number, now: Date) {
  await db.update(doctorTokens).set({ revokedAt: now }).where(eq(doctorTokens.id, id));
}

/** The consult types and languages the doctor offers (their duty may only be a part of these). */
export async function doctorOffers(db: Db, id: number) {
  const [row] = await db
    .select({ consultTypes: doctors.consultTypes, languages: doctors.languages, bookable: doctorBookable })
    .from(doctors)
    .where(eq(doctors.id, id));
  return row;
}
