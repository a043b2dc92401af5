/**
 * The prescriptions list (spec §2 "prescriptions"): two tabs, In Progress and History, split by
 * each prescription's state (the server decides it: in progress while any medicine's course is
 * still running), and medicine cards whose name is cut to 20 characters.
 */
import { formatDate } from '@app/contract/dates';
import type { PrescriptionItem } from '@app/contract/schemas/consultation';

export const MEDICINE_NAME_MAX = 20;

/**
 * A name cut to `max` characters with an ellipsis after it; counted in characters as a person
 * sees them (code points), so a name in Devanagari or with an emoji is never cut mid-character.
 */
export function truncateName(name: string, max: number = MEDICINE_NAME_MAX): string {
  const trimmed = name.trim();
  const chars = Array.from(trimmed);
  if (chars.length <= max) return trimmed;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}

const AMOUNT = String.raw`\d+(?:[.,]\d+)?`;
const UNIT = '(?:mcg|µg|μg|mg|g|kg|ml|l|iu|units?|%|meq|mmol)';
const PER = `(?:${UNIT}|tab(?:let)?s?|cap(?:sule)?s?|dose|drops?|puffs?|sachets?|spoons?)`;
/** '120 mg', '120 mg/5 ml', '0.05%', '400 IU per ml': an amount with its unit, and what it is per. */
const STRENGTH = new RegExp(String.raw`${AMOUNT}\s*${UNIT}(?:\s*(?:/|per)\s*(?:${AMOUNT}\s*)?${PER})?(?![a-z])`, 'gi');

/**
 * The strength written in a medicine's name ('Paracetamol oral suspension 120 mg/5 ml' → '120 mg/5
 * ml'), several joined with '+' ('Amoxicillin 200 mg + Clavulanic acid 28.5 mg'); '' when the name
 * has none. The card cuts the name to 20 characters (spec §2), which would hide it.
 */
export function medicineStrength(name: string): string {
  return Array.from(name.matchAll(STRENGTH), (m) => m[0].replace(/\s+/g, ' ').trim()).join(' + ');
}

export const TABS = ['InProgress', 'History'] as const;
export type Tab = (typeof TABS)[number];

export function splitByState(items: readonly PrescriptionItem[]): Record<Tab, PrescriptionItem[]> {
  const split: Record<Tab, PrescriptionItem[]> = { InProgress: [], History: [] };
  for (const item of items) split[item.state === 'InProgress' ? 'InProgress' : 'History'].push(item);
  return split;
}

/**
 * The tab a key moves to in a tablist (WAI-ARIA tabs pattern): arrows wrap around, Home and End
 * go to the ends; undefined for any other key.
 */
export function tabAfterKey(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** '2026-03-10' → '10 Mar 2026' (the contract's one text format); anything else as it came. */
export function rxDateLabel(iso: string): string {
  return formatDate(iso) || iso;
}
