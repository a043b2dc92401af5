import { REGISTRATION_BODIES } from '@app/contract/constants';
import type { DoctorListingItem, DoctorProfile, Slot } from '@app/contract/schemas/catalog';
import { LRUCache } from 'lru-cache';
import { toRupees } from '../../lib/money';
import type { CatalogService, DoctorCard, DoctorListing, ListedSlot } from './catalog.service';
import type { SlotGroup } from './slots';

const typesOf = (consultTypes: string[]) => consultTypes.map((appointmenttype) => ({ appointmenttype }));

const toSlot = (s: ListedSlot): Slot => ({
  slot: s.label,
  slotType: s.group,
  appointmenttype: s.consultType,
  netFees: toRupees(s.feePaise),
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
  registrationNumber: card.registrationNumber,
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

/**
 * A JSON string in ASCII: other characters as \u escapes (the same text once parsed). One name
 * with a ’ would otherwise make the whole answer a two-byte string, which the socket must
 * transcode: measured, that was a fifth of the listing's time.
 */
const text = (value: string) => {
  const json = JSON.stringify(value);
  return NON_ASCII.test(json) ? json.replace(NON_ASCII_ALL, escapeUnicode) : json;
};
const NON_ASCII = /[\u0080-\uffff]/;
const NON_ASCII_ALL = /[\u0080-\uffff]/g;
const escapeUnicode = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
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
/**
 * The slots as JSON, into `parts`. The answer is built as parts joined once: a string made of
 * hundreds of `+` is a tree V8 must flatten before the socket can take it (a fifth of the
 * listing's time, measured).
 */
function slotsJson(slots: readonly ListedSlot[], parts: string[]) {
  let tail = '';
  let tailOf: ListedSlot | undefined;
  for (const [i, s] of slots.entries()) {
    // A card's slots share a fee and a doctor (a follow up's fee is its own): the tail is made again only when they change.
    if (!tailOf || s.feePaise !== tailOf.feePaise || s.doctorId !== tailOf.doctorId) {
      tail = `,"netFees":${toRupees(s.feePaise)},"doctorID":${s.doctorId}}`;
      tailOf = s;
    }
    if (i > 0) parts.push(',');
    parts.push(slotHead(s), tail);
  }
}
function cardJson(card: DoctorCard, parts: string[]) {
  parts.push(
    `{"doctorID":${card.doctorId},"doctorName":${text(card.doctorName)},"gender":${text(card.gender)},"imagePath":${text(card.imagePath ?? '')},"speciality":${text(card.speciality)},"experience":${card.experienceYears},"qualification":${text(card.qualification)},"registrationNumber":${text(card.registrationNumber)},"clinicId":${card.clinicId},"clinicName":${text(card.clinicName)},"Types":${JSON.stringify(typesOf(card.consultTypes))},"Slots":[`,
  );
  slotsJson(card.slots, parts);
  parts.push(']}');
}

/**
 * Cards' JSON by their state (engine/listing.ts): the pages parents ask for share most of their
 * cards, and making a card's text was a quarter of a listing's time. Bounded by size (an ASCII
 * string is a byte a character); a changed catalogue makes new templates, so old keys just age out.
 */
const CARD_JSON_BYTES = 16 * 2 ** 20;
const cardTexts = new LRUCache<string, string>({
  maxSize: CARD_JSON_BYTES,
  sizeCalculation: (json, key) => json.length + key.length,
});

function cardText(card: DoctorCard, key: string | undefined): string {
  let json = key === undefined ? undefined : cardTexts.get(key);
  if (json === undefined) {
    const parts: string[] = [];
    cardJson(card, parts);
    json = parts.join('');
    if (key !== undefined) cardTexts.set(key, json);
  }
  return json;
}

/**
 * GetAllDoctorSlot's answer as JSON text, written directly: the listing is the most asked call and
 * checking each answer against the schema cost more than making it. Its test holds it to
 * `toListingResponse` through the schema, byte for byte.
 */
export function listingJson(listing: DoctorListing): string {
  const parts = ['{"status":1,"data":['];
  for (const [i, card] of listing.cards.entries()) {
    if (i > 0) parts.push(',');
    parts.push(cardText(card, listing.stateKeys?.[i]));
  }
  parts.push(`],"SlotCount":${listing.slotCount},"TotalDoctors":${listing.totalDoctors}}`);
  return parts.join('');
}

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
  netFees: toRupees(d.feePaise),
  bio: d.bio,
});
