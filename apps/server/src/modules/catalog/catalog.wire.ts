import { REGISTRATION_BODIES } from '@app/contract/constants';
import type { DoctorListingItem, DoctorProfile, Slot } from '@app/contract/schemas/catalog';
import type { CatalogService, DoctorCard, DoctorListing, ListedSlot } from './catalog.service';
import type { SlotGroup } from './slots';

/** The spec's money is rupees; ours is paise. */
const rupees = (paise: number) => paise / 100;
const typesOf = (consultTypes: string[]) => consultTypes.map((appointmenttype) => ({ appointmenttype }));

const toSlot = (s: ListedSlot): Slot => ({
  slot: s.label,
  slotType: s.group,
  appointmenttype: s.consultType,
  netFees: rupees(s.feePaise),
  doctorID: s.doctorId,
});

const toListingItem = (card: DoctorCard): DoctorListingItem => ({
  doctorID: card.doctorId,
  doctorName: card.doctorName,
  gender: card.gender,
  imagePath: card.imagePath ?? '',
  speciality: card.speciality,
  experience: card.experienceYears,
  qualification: card.qualification,
  clinicId: card.clinicId,
  clinicName: card.clinicName,
  Types: typesOf(card.consultTypes),
  Slots: card.slots.map(toSlot),
});

/** GetAllDoctorSlot's answer (spec §7). */
export const toListingResponse = (listing: DoctorListing) => ({
  status: 1 as const,
  data: listing.cards.map(toListingItem),
  SlotCount: listing.slotCount,
  TotalDoctors: listing.totalDoctors,
});

const text = (value: string) => JSON.stringify(value);
const slotJson = (s: ListedSlot) =>
  `{"slot":"${s.label}","slotType":"${s.group}","appointmenttype":${text(s.consultType)},"netFees":${rupees(s.feePaise)},"doctorID":${s.doctorId}}`;
const cardJson = (card: DoctorCard) =>
  `{"doctorID":${card.doctorId},"doctorName":${text(card.doctorName)},"gender":${text(card.gender)},"imagePath":${text(card.imagePath ?? '')},"speciality":${text(card.speciality)},"experience":${card.experienceYears},"qualification":${text(card.qualification)},"clinicId":${card.clinicId},"clinicName":${text(card.clinicName)},"Types":${JSON.stringify(typesOf(card.consultTypes))},"Slots":[${card.slots.map(slotJson).join(',')}]}`;

/**
 * GetAllDoctorSlot's answer as JSON text, written directly: the listing is the most asked call and
 * checking each answer against the schema cost more than making it. Its test holds it to
 * `toListingResponse` through the schema, byte for byte.
 */
export const listingJson = (listing: DoctorListing) =>
  `{"status":1,"data":[${listing.cards.map(cardJson).join(',')}],"SlotCount":${listing.slotCount},"TotalDoctors":${listing.totalDoctors}}`;

/** A time of day as GetAllSlot and GetAllSlotTime name it. */
export const toSlotTime = (t: { label: string; group: SlotGroup }) => ({ slot: t.label, slotType: t.group });

export const toDoctorProfile = (d: Awaited<ReturnType<CatalogService['doctorProfile']>>): DoctorProfile => ({
  doctorID: d.id,
  doctorName: d.name,
  gender: d.gender,
  imagePath: d.imagePath ?? '',
  speciality: d.speciality,
  experience: d.experienceYears,
  qualification: d.qualification,
  professionalKind: d.professionalKind,
  registrationBody: REGISTRATION_BODIES[d.professionalKind],
  registrationNumber: d.registrationNumber,
  languages: d.languages,
  Types: typesOf(d.consultTypes),
  netFees: rupees(d.feePaise),
  bio: d.bio,
});
