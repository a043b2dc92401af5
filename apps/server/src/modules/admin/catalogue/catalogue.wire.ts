import type { AdminBanner, AdminClinic, AdminDoctor, AdminSpeciality } from '@app/contract/schemas/adminCatalogue';
import type { z } from 'zod';
import type { BannerRow, ClinicRow, SpecialityRow } from './catalogue.repo';
import type { AdminDoctorRow } from './doctors.repo';

/** The back office's catalogue rows on the wire: ids as the spec spells them, fees in rupees. */

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const specialityOnWire = (s: SpecialityRow): z.output<typeof AdminSpeciality> => ({
  specialityID: s.id,
  name: s.name,
  doctors: s.doctors,
  retiredAt: iso(s.retiredAt),
});

export const clinicOnWire = (c: ClinicRow): z.output<typeof AdminClinic> => ({
  clinicID: c.id,
  name: c.name,
  address: c.address,
  timeZone: c.timeZone,
  retiredAt: iso(c.retiredAt),
});

export const doctorOnWire = (d: AdminDoctorRow): AdminDoctor => ({
  doctorID: d.id,
  name: d.name,
  displayName: d.displayName,
  gender: d.gender,
  professionalKind: d.professionalKind,
  specialityID: d.specialityId,
  speciality: d.speciality,
  qualification: d.qualification,
  experience: d.experienceYears,
  languages: d.languages,
  consultTypes: d.consultTypes,
  fee: d.feePaise / 100,
  feesByType: Object.fromEntries(Object.entries(d.feePaiseByType).map(([type, paise]) => [type, (paise ?? 0) / 100])),
  council: d.council,
  registrationNumber: d.registrationNumber,
  verifiedAt: iso(d.verifiedAt),
  // Verified before the back office existed (the migration), by nobody we know.
  verifiedBy: d.verifiedAt ? (d.verifiedBy ?? null) : null,
  phone: d.phoneE164,
  bio: d.bio,
  imagePath: d.imagePath ?? '',
  retiredAt: iso(d.retiredAt),
  bookable: d.bookable,
});

export const bannerOnWire = (b: BannerRow): z.output<typeof AdminBanner> => ({
  bannerID: b.id,
  type: b.type,
  imageURL: b.imageUrl,
  alt: b.alt,
  order: b.sortOrder,
  retiredAt: iso(b.retiredAt),
});
