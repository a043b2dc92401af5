import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { banners, clinics, doctors, specialities } from '../../../db/schema';

/** The back office's writes to specialities, clinics and the tracker's banners. */

/** Every speciality with how many serving (not retired) doctors have it. */
export function specialitiesWithDoctors(db: Db) {
  return db
    .select({
      id: specialities.id,
      name: specialities.name,
      retiredAt: specialities.retiredAt,
      // Spelt out: inside a sub-select drizzle would leave the columns unqualified.
      doctors: sql<number>`(select count(*)::int from doctors d where d.speciality_id = "specialities"."id" and d.retired_at is null)`,
    })
    .from(specialities)
    .orderBy(asc(specialities.name));
}
export type SpecialityRow = Awaited<ReturnType<typeof specialitiesWithDoctors>>[number];

export async function specialityById(db: Db, id: number) {
  const rows = await specialitiesWithDoctors(db).where(eq(specialities.id, id));
  return rows[0];
}

/** A speciality's id by name, any case (names are unique as people read them). */
export async function specialityNamed(db: Db, name: string) {
  const [row] = await db
    .select({ id: specialities.id })
    .from(specialities)
    .where(sql`lower(${specialities.name}) = lower(${name})`);
  return row?.id;
}

export async function insertSpeciality(tx: Db, name: string) {
  const [row] = await tx.insert(specialities).values({ name }).returning({ id: specialities.id });
  if (!row) throw new Error('speciality not inserted');
  return row.id;
}
export const renameSpeciality = (tx: Db, id: number, name: string) =>
  tx.update(specialities).set({ name }).where(eq(specialities.id, id));
export const retireSpeciality = (tx: Db, id: number, at: Date) =>
  tx.update(specialities).set({ retiredAt: at }).where(eq(specialities.id, id));

/** The serving doctors who have a speciality (the first few names, for the refusal). */
export function doctorsWithSpeciality(db: Db, id: number, limit: number) {
  return db
    .select({ name: doctors.name })
    .from(doctors)
    .where(and(eq(doctors.specialityId, id), isNull(doctors.retiredAt)))
    .orderBy(asc(doctors.name))
    .limit(limit);
}

const clinicColumns = {
  id: clinics.id,
  name: clinics.name,
  address: clinics.address,
  timeZone: clinics.timeZone,
  retiredAt: clinics.retiredAt,
};
export const listClinics = (db: Db) => db.select(clinicColumns).from(clinics).orderBy(asc(clinics.name));
export type ClinicRow = Awaited<ReturnType<typeof listClinics>>[number];
export async function clinicById(db: Db, id: number) {
  const [row] = await db.select(clinicColumns).from(clinics).where(eq(clinics.id, id));
  return row;
}
type ClinicFields = Pick<typeof clinics.$inferInsert, 'name' | 'address' | 'timeZone'>;
export async function insertClinic(tx: Db, fields: ClinicFields) {
  const [row] = await tx.insert(clinics).values(fields).returning({ id: clinics.id });
  if (!row) throw new Error('clinic not inserted');
  return row.id;
}
export const updateClinic = (tx: Db, id: number, fields: ClinicFields) =>
  tx.update(clinics).set(fields).where(eq(clinics.id, id));
export const retireClinic = (tx: Db, id: number, at: Date) =>
  tx.update(clinics).set({ retiredAt: at }).where(eq(clinics.id, id));

const bannerColumns = {
  id: banners.id,
  type: banners.type,
  imageUrl: banners.imageUrl,
  storageKey: banners.storageKey,
  alt: banners.alt,
  sortOrder: banners.sortOrder,
  retiredAt: banners.retiredAt,
};
export const listBanners = (db: Db) =>
  db.select(bannerColumns).from(banners).orderBy(asc(banners.type), asc(banners.sortOrder), asc(banners.id));
export type BannerRow = Awaited<ReturnType<typeof listBanners>>[number];
export async function bannerById(db: Db, id: number) {
  const [row] = await db.select(bannerColumns).from(banners).where(eq(banners.id, id));
  return row;
}
type BannerFields = Pick<typeof banners.$inferInsert, 'type' | 'alt' | 'sortOrder'> & {
  imageUrl?: string;
  storageKey?: string;
};
export async function insertBanner(tx: Db, fields: BannerFields & { imageUrl: string }) {
  const [row] = await tx.insert(banners).values(fields).returning({ id: banners.id });
  if (!row) throw new Error('banner not inserted');
  return row.id;
}
export const updateBanner = (tx: Db, id: number, fields: BannerFields) =>
  tx.update(banners).set(fields).where(eq(banners.id, id));
export const retireBanner = (tx: Db, id: number, at: Date) =>
  tx.update(banners).set({ retiredAt: at }).where(eq(banners.id, id));
