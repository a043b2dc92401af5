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
/** A slot's time and type as JSON, made once per time and type (a page has hundreds of slots). */
const slotHeads = new Map<string, string>();
const slotHead = (s: ListedSlot) => {
  const key = `${s.label}|${s.consultType}`;
  let head = slotHeads.get(key);
  if (head === undefined) {
    head = `{"slot":"${s.label}","slotType":"${s.group}","appointmenttype":${text(s.consultType)}`;
    // Bounded by 1,440 minutes times the consult types; the guard is for a type list gone wrong.
    if (slotHeads.size > 20_000) slotHeads.clear();
    slotHeads.set(key, head);
  }
  return head;
};
function slotsJson(slots: readonly ListedSlot[]) {
  let json = '';
  let tail = '';
  let tailOf: ListedSlot | undefined;
  for (const s of slots) {
    // A card's slots share a fee and a doctor (a follow up's fee is its own): the tail is made again only when they change.
    if (!tailOf || s.feePaise !== tailOf.feePaise || s.doctorId !== tailOf.doctorId) {
      tail = `,"netFees":${rupees(s.feePaise)},"doctorID":${s.doctorId}}`;
      tailOf = s;
    }
    json += json === '' ? slotHead(s) + tail : `,${slotHead(s)}${tail}`;
  }
  return json;
}
const cardJson = (card: DoctorCard) =>
  `{"doctorID":${card.doctorId},"doctorName":${text(card.doctorName)},"gender":${text(card.gender)},"imagePath":${text(card.imagePath ?? '')},"speciality":${text(card.speciality)},"experience":${card.experienceYears},"qualification":${text(card.qualification)},"clinicId":${card.clinicId},"clinicName":${text(card.clinicName)},"Types":${JSON.stringify(typesOf(card.consultTypes))},"Slots":[${slotsJson(card.slots)}]}`;

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
