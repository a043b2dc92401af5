import type { BookCard, CatalogBook } from './book';
import { takenWithDaysOff } from './daysOff';
import { type DayQuery, freeSlotsKey, type ListedSlot, rankDay, slotsOfCard, type Taken } from './overlay';

/** A doctor working at a clinic that day, with the slots still free. */
export interface DoctorCard {
  doctorId: number;
  doctorName: string;
  gender: BookCard['gender'];
  imagePath: string | null;
  speciality: string;
  languages: string[];
  experienceYears: number;
  qualification: string;
  registrationNumber: string;
  clinicId: number;
  clinicName: string;
  consultTypes: string[];
  slots: ListedSlot[];
}
export interface DoctorListing {
  /** The page asked for, best fit first (ranking.ts). */
  cards: DoctorCard[];
  /** Free slots across every matching card (all pages). */
  slotCount: number;
  /** Matching cards across all pages. */
  totalDoctors: number;
  /**
   * Each card's state (by index): two cards with the same key show the same text (the same hours
   * of the same template, the same free slots, the same consult types), so its JSON may be kept
   * under it (catalog.wire.ts). Undefined for a card whose state is not worth a key.
   */
  stateKeys?: readonly (string | undefined)[];
}

/** A day's query (overlay.ts) with its weekday, the consult types whose hours count and the page. */
export interface ListingQuery extends DayQuery {
  weekday: number;
  /** The consult types whose hours count (one asked for, or every offered one). */
  consultTypes: readonly string[];
  page: number;
  pageSize: number;
}

/** One page of a day's listing: every candidate ranked, cards made for the page only. */
export function listingOf(
  book: CatalogBook,
  taken: Taken,
  q: ListingQuery,
  offeredOf: (types: readonly string[]) => string[],
): DoctorListing {
  const day = book.dayOf(q.weekday, q.consultTypes, q.date);
  taken = takenWithDaysOff(day, q.date, taken, book.daysOff);
  const from = (q.page - 1) * q.pageSize;
  const { ranked, slotCount, total } = rankDay(day, q, taken, from + q.pageSize);
  const page = ranked.slice(from);
  const stateKeys: (string | undefined)[] = [];
  const cards = page.map((p): DoctorCard => {
    const card = day.cards[p] as BookCard;
    const listed: DoctorCard = {
      doctorId: card.doctorId,
      doctorName: card.doctorName,
      gender: card.gender,
      imagePath: card.imagePath,
      speciality: card.speciality,
      languages: card.languages,
      experienceYears: card.experienceYears,
      qualification: card.qualification,
      registrationNumber: card.registrationNumber,
      clinicId: card.clinicId,
      clinicName: card.clinicName,
      consultTypes: offeredOf(card.consultTypes),
      slots: slotsOfCard(day, p, q, taken),
    };
    const key = freeSlotsKey(day, p, q, taken);
    stateKeys.push(key === undefined ? undefined : `${key}|${listed.consultTypes.join(',')}`);
    return listed;
  });
  return { cards, slotCount, totalDoctors: total, stateKeys };
}
