/**
 * The diet plans (apps/server/data/diet/diet_plans_india.json): seven days of meals for each age
 * band, and which day a date gets. Pure: the service reads the file once and asks these functions.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { daysBetween } from '@app/contract/calendar';
import { referenceDataDir } from '../../paths';

/** One meal of a day: what to give, or a vegetarian and a non-vegetarian choice (with their amount). */
export type PlanMeal = string | { veg: string; nonVeg: string; amount?: string };

export interface PlanSlot {
  slot: string;
  /** 'HH:mm', or null for a slot with no clock time (breastfeeding on demand, 'Night'). */
  time: string | null;
  /** A picture of apps/web/public/images/diet. */
  picture: 'breastfeeding' | 'breakfast' | 'lunch' | 'dinner' | 'fruit';
}

export interface PlanBand {
  id: string;
  label: string;
  ageMonthsFrom: number;
  ageMonthsTo: number;
  frequency: string;
  texture: string | null;
  amountPerMeal: string | null;
  snacks: string | null;
  /** Keys of the file's `meta.sources`. */
  sources: string[];
  slots: PlanSlot[];
  /** One list of meals per day, one meal per slot, in the slots' order. */
  days: PlanMeal[][];
}

export interface DietPlans {
  meta: { sources: Record<string, { name: string; citation: string }> };
  bands: PlanBand[];
}

const file = path.join(referenceDataDir, 'diet/diet_plans_india.json');
let loaded: DietPlans | undefined;
/** The plans, read once: they never change while the server runs. */
export const dietPlans = (): DietPlans => {
  loaded ??= JSON.parse(readFileSync(file, 'utf8')) as DietPlans;
  return loaded;
};

/**
 * Day 1 of every plan falls on this date (a Monday), so a 7-day plan starts each week on Monday.
 * Counting from a fixed date, not from the child's birth or sign-up, gives every child of a band the
 * same day on the same date, and the same answer for that date every time it is asked.
 */
export const PLAN_EPOCH = '2024-01-01';

/** Which day of a plan of `length` days the (Indian) date 'yyyy-MM-dd' gets: 0-based. */
export function planDayIndex(date: string, length: number): number {
  // Dates before the epoch count back: +length keeps the remainder in 0…length-1.
  return (((daysBetween(PLAN_EPOCH, date) % length) + length) % length) | 0;
}

/** The band of a child of `months` completed months, if the plans cover that age. */
export const bandFor = (plans: DietPlans, months: number) =>
  plans.bands.find((b) => months >= b.ageMonthsFrom && months < b.ageMonthsTo);

/** '08:00' → '08:00 AM'; a slot without a time shows its name. */
export function slotTime(slot: PlanSlot): string {
  if (!slot.time) return slot.slot;
  const [h = 0, m = 0] = slot.time.split(':').map(Number);
  return `${String(((h + 11) % 12) + 1).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * A meal's text on the wire (spec diet item `diet`): 'Lunch: …'; a choice reads
 * 'Lunch: Veg: … / Non-veg: …. Amount: …' (the screen shows the two on their own lines).
 */
export function mealText(slot: PlanSlot, meal: PlanMeal): string {
  if (typeof meal === 'string') return `${slot.slot}: ${meal}`;
  const amount = meal.amount ? ` Amount: ${meal.amount}` : '';
  return `${slot.slot}: Veg: ${meal.veg} / Non-veg: ${meal.nonVeg}.${amount}`;
}

/** The band's day for the date, as the spec's diet items (time, diet, URL). */
export function dayOfPlan(band: PlanBand, date: string) {
  const index = planDayIndex(date, band.days.length);
  const day = band.days[index] ?? [];
  return {
    day: index + 1,
    meals: band.slots.map((slot, i) => ({
      time: slotTime(slot),
      text: mealText(slot, day[i] ?? ''),
      picture: `/images/diet/${slot.picture}.svg`,
    })),
  };
}

/** The names of the band's sources, for the line under the plan. */
export const sourceLine = (plans: DietPlans, band: PlanBand) =>
  band.sources.map((key) => plans.meta.sources[key]?.name ?? key).join('; ');
