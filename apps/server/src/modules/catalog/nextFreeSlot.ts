import type { DoctorListing } from './catalog.service';

export interface NextFreeSlot {
  /** The clinic's date, 'yyyy-MM-dd'. */
  date: string;
  /** 'hh:mm A'. */
  label: string;
  startsAt: number;
  doctorId: number;
  doctorName: string;
}

/**
 * The earliest free slot over the dates in order, from each date's listing (the listing's own slot
 * engine: schedules, taken slots, the past): it stops at the first date that has one, so a busy
 * window costs one day's listing, not fifteen.
 */
export async function earliestFreeSlot(
  dates: readonly string[],
  listingOn: (date: string) => Promise<DoctorListing>,
): Promise<NextFreeSlot | undefined> {
  for (const date of dates) {
    let best: NextFreeSlot | undefined;
    for (const card of (await listingOn(date)).cards) {
      // A card's slots are in time order: its first is its earliest.
      const first = card.slots[0];
      if (first && (!best || first.startsAt < best.startsAt)) {
        best = {
          date,
          label: first.label,
          startsAt: first.startsAt,
          doctorId: card.doctorId,
          doctorName: card.doctorName,
        };
      }
    }
    if (best) return best;
  }
  return undefined;
}
