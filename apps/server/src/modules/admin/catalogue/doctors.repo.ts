import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { doctorBookable, doctorDisplayName, doctors, specialities } from '../../../db/schema';
import { operators } from '../admin.schema';

/** The back office's writes to the catalogue's doctors (the catalog module reads them for parents). */

const doctorColumns = {
  id: doctors.id,
  name: doctors.name,
  displayName: doctorDisplayName,
  gender: doctors.gender,
  professionalKind: doctors.professionalKind,
  specialityId: doctors.specialityId,
  speciality: specialities.name,
  qualification: doctors.qualification,
  experienceYears: doctors.experienceYears,
  languages: doctors.languages,
  consultTypes: doctors.consultTypes,
  feePaise: doctors.feePaise,
  feePaiseByType: doctors.feePaiseByType,
  council: doctors.council,
  registrationNumber: doctors.registrationNumber,
  verifiedAt: doctors.registrationVerifiedAt,
  verifiedBy: operators.name,
  phoneE164: doctors.phoneE164,
  bio: doctors.bio,
  imagePath: doctors.imagePath,
  retiredAt: doctors.retiredAt,
  bookable: doctorBookable,
};

const selectDoctors = (db: Db) =>
  db
    .select(doctorColumns)
    .from(doctors)
    .innerJoin(specialities, eq(specialities.id, doctors.specialityId))
    .leftJoin(operators, eq(operators.id, doctors.registrationVerifiedBy));

export async function doctorById(db: Db, id: number, lock = false) {
  const query = selectDoctors(db).where(eq(doctors.id, id));
  const [row] = await (lock ? query.for('update', { of: doctors }) : query);
  return row;
}
export type AdminDoctorRow = NonNullable<Awaited<ReturnType<typeof doctorById>>>;

export const DOCTORS_PAGE_SIZE = 50;

/** A page of doctors by name, a name or registration number containing `search` when given. */
export async function doctorsPage(db: Db, search: string | undefined, page: number) {
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = like ? or(ilike(doctors.name, like), ilike(doctors.registrationNumber, like)) : undefined;
  const [rows, [total]] = await Promise.all([
    selectDoctors(db)
      .where(where)
      .orderBy(asc(doctors.name), asc(doctors.id))
      .limit(DOCTORS_PAGE_SIZE)
      .offset((page - 1) * DOCTORS_PAGE_SIZE),
    db.select({ n: count() }).from(doctors).where(where),
  ]);
  return { rows, pages: Math.max(1, Math.ceil((total?.n ?? 0) / DOCTORS_PAGE_SIZE)) };
}

export type DoctorFields = Omit<
  typeof doctors.$inferInsert,
  'id' | 'registrationVerifiedAt' | 'registrationVerifiedBy' | 'retiredAt' | 'imagePath'
>;

export async function insertDoctor(tx: Db, fields: DoctorFields) {
  const [row] = await tx.insert(doctors).values(fields).returning({ id: doctors.id });
  if (!row) throw new Error('doctor not inserted');
  return row.id;
}

/** Saves the fields; a changed body or number clears the verification (it must be checked again). */
export async function updateDoctor(tx: Db, id: number, fields: DoctorFields, registrationChanged: boolean) {
  await tx
    .update(doctors)
    .set({
      ...fields,
      ...(registrationChanged ? { registrationVerifiedAt: null, registrationVerifiedBy: null } : {}),
    })
    .where(eq(doctors.id, id));
}

export async function setDoctorPhoto(tx: Db, id: number, imagePath: string) {
  await tx.update(doctors).set({ imagePath }).where(eq(doctors.id, id));
}

export async function markVerified(tx: Db, id: number, operatorId: number, at: Date) {
  await tx
    .update(doctors)
    .set({ registrationVerifiedAt: at, registrationVerifiedBy: operatorId })
    .where(eq(doctors.id, id));
}

export async function retireDoctor(tx: Db, id: number, at: Date) {
  await tx.update(doctors).set({ retiredAt: at }).where(eq(doctors.id, id));
}

/** Another doctor (not `exceptId`) already registered with this body and number, any case. */
export async function registrationHolder(db: Db, council: string, number: string, exceptId?: number) {
  const [row] = await db
    .select({ id: doctors.id })
    .from(doctors)
    .where(
      and(
        sql`upper(${doctors.council}) = upper(${council})`,
        sql`upper(${doctors.registrationNumber}) = upper(${number})`,
        exceptId === undefined ? undefined : ne(doctors.id, exceptId),
      ),
    );
  return row?.id;
}

/** Another doctor signing in to the console with this number. */
export async function phoneHolder(db: Db, phoneE164: string, exceptId?: number) {
  const [row] = await db
    .select({ id: doctors.id })
    .from(doctors)
    .where(and(eq(doctors.phoneE164, phoneE164), exceptId === undefined ? undefined : ne(doctors.id, exceptId)));
  return row?.id;
}
