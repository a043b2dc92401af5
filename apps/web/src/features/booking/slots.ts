/**
 * Slots as the listing sends them ('hh:mm A' labels, spec §3) and the rules the cards show them
 * by: the first three as chips, then all of them grouped Morning 05:00–11:59, Afternoon
 * 12:00–16:59, Evening 17:00–21:59 (spec §9). A slot outside those hours goes under Night.
 */
import { SLOT_GROUPS, SLOT_PREVIEW_COUNT } from '@app/contract/constants';
import type { DoctorListingItem, Slot } from '@app/contract/schemas/catalog';
import { minuteOf } from '@app/contract/slotTimes';

// The booking screens read a label's minute from here, beside the rest of the slot rules.
export { minuteOf };

export type SlotGroupKey = 'morning' | 'afternoon' | 'evening' | 'night';
export const SLOT_GROUP_ORDER: readonly SlotGroupKey[] = ['morning', 'afternoon', 'evening', 'night'];

/** 570 → '09:30' (24-hour, for FromTime/ToTime). */
export function clockOf(minute: number): string {
  const m = ((minute % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

export function groupOf(minute: number): SlotGroupKey {
  const hour = Math.floor(minute / 60);
  for (const key of ['morning', 'afternoon', 'evening'] as const) {
    const { fromHour, toHour } = SLOT_GROUPS[key];
    if (hour >= fromHour && hour <= toHour) return key;
  }
  return 'night';
}

export interface SlotGroup<T> {
  key: SlotGroupKey;
  slots: T[];
}

/** The slots by time of day, in time order inside each group; groups without slots are left out. */
export function groupSlots<T extends Pick<Slot, 'slot'>>(slots: readonly T[]): SlotGroup<T>[] {
  const byGroup = new Map<SlotGroupKey, T[]>();
  for (const slot of sortSlots(slots)) {
    const minute = minuteOf(slot.slot);
    if (minute === undefined) continue;
    const key = groupOf(minute);
    byGroup.set(key, [...(byGroup.get(key) ?? []), slot]);
  }
  return SLOT_GROUP_ORDER.filter((key) => byGroup.has(key)).map((key) => ({ key, slots: byGroup.get(key) ?? [] }));
}

export function sortSlots<T extends Pick<Slot, 'slot'>>(slots: readonly T[]): T[] {
  return [...slots].sort((a, b) => (minuteOf(a.slot) ?? 0) - (minuteOf(b.slot) ?? 0));
}

/** The first three slots of a card (spec §9 "Slot preview"). */
export function previewSlots<T extends Pick<Slot, 'slot'>>(slots: readonly T[]): T[] {
  return sortSlots(slots).slice(0, SLOT_PREVIEW_COUNT);
}

/** What identifies a chosen slot: one doctor, at one clinic, at one time. */
export interface SlotChoice {
  doctorID: number;
  clinicId: number;
  slot: string;
  appointmenttype: string;
}

export function slotKey(choice: Pick<SlotChoice, 'doctorID' | 'clinicId' | 'slot'>): string {
  return `${choice.doctorID}:${choice.clinicId}:${choice.slot}`;
}

export function choiceOf(card: Pick<DoctorListingItem, 'doctorID' | 'clinicId'>, slot: Slot): SlotChoice {
  return { doctorID: card.doctorID, clinicId: card.clinicId, slot: slot.slot, appointmenttype: slot.appointmenttype };
}

/** The card and slot a choice points at in a listing, if it is still there. */
export function findChoice(
  cards: readonly DoctorListingItem[],
  choice: SlotChoice | undefined,
): { card: DoctorListingItem; slot: Slot } | undefined {
  if (!choice) return undefined;
  const card = cards.find((c) => c.doctorID === choice.doctorID && c.clinicId === choice.clinicId);
  const slot = card?.Slots.find((s) => s.slot === choice.slot);
  return card && slot ? { card, slot } : undefined;
}

/** The fee of a card: the fee of its first slot (spec §2), in rupees. */
export function cardFee(card: Pick<DoctorListingItem, 'Slots'>): number | undefined {
  return sortSlots(card.Slots)[0]?.netFees;
}

/**
 * The length of one consultation at this card, for a consult type: the shortest gap between two
 * of its slots (the server recomputes the real times; this only fills ToTime).
 */
export function slotLengthMinutes(card: Pick<DoctorListingItem, 'Slots'>, consultType: string, fallback = 30): number {
  const minutes = sortSlots(card.Slots.filter((s) => s.appointmenttype === consultType))
    .map((s) => minuteOf(s.slot))
    .filter((m): m is number => m !== undefined);
  let best = Number.POSITIVE_INFINITY;
  for (let i = 1; i < minutes.length; i += 1) {
    const gap = (minutes[i] ?? 0) - (minutes[i - 1] ?? 0);
    if (gap > 0 && gap < best) best = gap;
  }
  return Number.isFinite(best) ? best : fallback;
}
