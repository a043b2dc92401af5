import { labelOf } from '@app/contract/slotTimes';
import { type FitContext, fitOf } from '../ranking';
import { groupOf, instantOf, type SlotGroup, slotsFor } from '../slots';
import { type BookCard, type DayTemplate, feeOf, rulesByType } from './book';

/**
 * A listing over a day template: only the candidates' positions are touched, each ranked by its
 * first free slot and counted without making a slot object; slots are made for the page alone.
 * `taken` holds the epoch ms of every held or booked slot start, by doctor (one query per listing).
 */

export type Taken = ReadonlyMap<number, ReadonlySet<number>>;

export interface DayQuery {
  date: string;
  now: Date;
  doctorId?: number;
  clinicId?: number;
  specialityId?: number;
  language?: string;
  /** Follow ups: only these doctors. */
  onlyDoctors?: ReadonlySet<number>;
  context: FitContext;
}

export interface RankedDay {
  /** The first `wanted` candidate positions, best fit first (ranking.ts's order). */
  ranked: number[];
  /** Every candidate. */
  total: number;
  /** Free slots across every candidate. */
  slotCount: number;
}

export interface ListedSlot {
  startsAt: number;
  label: string;
  group: SlotGroup;
  consultType: string;
  feePaise: number;
  doctorId: number;
}

const LABELS = Array.from({ length: 1440 }, (_, m) => labelOf(m));
const GROUPS = Array.from({ length: 1440 }, (_, m) => groupOf(m));

/**
 * Local midnight of a date as epoch ms when every minute of that day is midnight + minute (no
 * offset change that day); undefined on a day whose offset changes, where slots go the long way.
 */
const midnights = new Map<string, number | undefined>();
export function linearMidnight(date: string, timeZone: string): number | undefined {
  const key = `${date}|${timeZone}`;
  if (midnights.has(key)) return midnights.get(key);
  const midnight = instantOf(date, 0, timeZone).getTime();
  const linear = instantOf(date, 1439, timeZone).getTime() - midnight === 1439 * 60_000 ? midnight : undefined;
  if (midnights.size > 1000) midnights.clear();
  midnights.set(key, linear);
  return linear;
}

/** Past this many dates a template's midnights are made again (a template serves a weekday: ~3 dates). */
const MIDNIGHT_DATES_AT_MOST = 64;

/** linearMidnight of each of a day template's zones on a date, made once per template and date. */
export function zoneMidnights(day: DayTemplate, date: string): readonly (number | undefined)[] {
  let midnights = day.midnightsByDate.get(date);
  if (midnights === undefined) {
    midnights = day.zones.map((zone) => linearMidnight(date, zone));
    if (day.midnightsByDate.size >= MIDNIGHT_DATES_AT_MOST) day.midnightsByDate.clear();
    day.midnightsByDate.set(date, midnights);
  }
  return midnights;
}

/** The positions a query names, from the smallest index that applies (undefined: all of them). */
function candidatesOf(day: DayTemplate, q: DayQuery): readonly number[] | undefined {
  const lists: (readonly number[])[] = [];
  if (q.doctorId !== undefined) lists.push(day.byDoctor.get(q.doctorId) ?? []);
  if (q.clinicId !== undefined) lists.push(day.byClinic.get(q.clinicId) ?? []);
  if (q.specialityId !== undefined) lists.push(day.bySpeciality.get(q.specialityId) ?? []);
  if (q.language !== undefined) lists.push(day.byLanguage.get(q.language) ?? []);
  if (lists.length === 0) return undefined;
  return lists.reduce((a, b) => (b.length < a.length ? b : a));
}

/** A bit mask of one language among the day's (0 when nobody that day speaks it). */
const maskOf = (day: DayTemplate, language: string) => {
  const i = day.languages.indexOf(language);
  return i < 0 ? 0 : 1 << i;
};

/** The first index of a card's minutes whose slot starts after `now` (minutes are ascending). */
function firstAhead(minutes: Uint16Array, from: number, to: number, midnight: number, now: number): number {
  // start = midnight + m·60 000 > now  ⇔  m > (now − midnight) / 60 000  ⇔  m > floor(that).
  const past = Math.floor((now - midnight) / 60_000);
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((minutes[mid] as number) <= past) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Ranks the candidates of a day: fit, then first free slot, then name (ranking.ts's order). */
export function rankDay(day: DayTemplate, q: DayQuery, taken: Taken, wanted = Number.POSITIVE_INFINITY): RankedDay {
  // Minutes from two days before the date's UTC midnight: every zone's slots of the date fit in 16 bits.
  const base = Date.parse(`${q.date}T00:00:00Z`) - 2 * 86_400_000;
  const now = q.now.getTime();
  const midnights = zoneMidnights(day, q.date);
  const fits = new Map<number, number>();
  const fitLanguage = q.context.language === undefined ? 0 : maskOf(day, q.context.language);
  const filterLanguage = q.language === undefined ? -1 : maskOf(day, q.language);
  const candidates = candidatesOf(day, q);
  const n = candidates ? candidates.length : day.cards.length;
  const keys = new Float64Array(n);
  let found = 0;
  let slotCount = 0;
  for (let c = 0; c < n; c++) {
    const p = candidates ? (candidates[c] as number) : c;
    const doctorId = day.doctorIds[p] as number;
    if (
      (q.doctorId !== undefined && doctorId !== q.doctorId) ||
      (q.clinicId !== undefined && day.clinicIds[p] !== q.clinicId) ||
      (q.specialityId !== undefined && day.specialityIds[p] !== q.specialityId) ||
      (filterLanguage >= 0 && ((day.languageMask[p] as number) & filterLanguage) === 0) ||
      (q.onlyDoctors !== undefined && !q.onlyDoctors.has(doctorId))
    )
      continue;
    const midnight = midnights[day.zoneOf[p] as number];
    let first: number;
    let count: number;
    if (midnight === undefined) {
      const slots = slotsOfCard(day, p, q, taken);
      first = slots[0]?.startsAt ?? Number.POSITIVE_INFINITY;
      count = slots.length;
    } else {
      const end = day.offsets[p + 1] as number;
      let i = firstAhead(day.minutes, day.offsets[p] as number, end, midnight, now);
      const busy = taken.size === 0 ? undefined : taken.get(doctorId);
      if (busy) while (i < end && busy.has(midnight + (day.minutes[i] as number) * 60_000)) i++;
      first = i < end ? midnight + (day.minutes[i] as number) * 60_000 : Number.POSITIVE_INFINITY;
      count = end - i;
      if (busy) for (let j = i + 1; j < end; j++) if (busy.has(midnight + (day.minutes[j] as number) * 60_000)) count--;
    }
    slotCount += count;
    // Reason and age depend on the speciality alone; the language is one bit.
    const specialityId = day.specialityIds[p] as number;
    let fit = fits.get(specialityId);
    if (fit === undefined) {
      const f = fitOf(
        { specialities: [(day.cards[p] as BookCard).speciality], languages: [] },
        { ...q.context, language: undefined },
      );
      fit = f.reason * 6 + f.age * 2;
      fits.set(specialityId, fit);
    }
    if (q.context.language !== undefined && ((day.languageMask[p] as number) & fitLanguage) === 0) fit += 1;
    const minute = first === Number.POSITIVE_INFINITY ? 0xffff : Math.round((first - base) / 60_000);
    // fit (≤ 17) · 2^46 + minute (< 2^16) · 2^30 + nameOrder (< 2^30): one number orders them all.
    keys[found++] = fit * 2 ** 46 + minute * 2 ** 30 + (day.nameOrders[p] as number);
  }
  const best = smallestSorted(keys.subarray(0, found), wanted);
  const ranked = Array.from(best, (k) => day.positionByName[k % 2 ** 30] as number);
  return { ranked, slotCount, total: found };
}

/**
 * The `k` smallest keys in order (all of them when k ≥ their number): a page needs only the head,
 * so the rest is partitioned away (quickselect) rather than sorted. The keys are distinct.
 */
function smallestSorted(keys: Float64Array, k: number): Float64Array {
  if (k >= keys.length) return keys.sort();
  let lo = 0;
  let hi = keys.length - 1;
  while (lo < hi) {
    const pivot = keys[(lo + hi) >>> 1] as number;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((keys[i] as number) < pivot) i++;
      while ((keys[j] as number) > pivot) j--;
      if (i <= j) {
        const t = keys[i] as number;
        keys[i] = keys[j] as number;
        keys[j] = t;
        i++;
        j--;
      }
    }
    if (k - 1 <= j) hi = j;
    else if (k - 1 >= i) lo = i;
    else break;
  }
  return keys.subarray(0, k).sort();
}

/** Past this many taken slots (a day off takes them all) a card's state is not worth a key. */
const KEYED_TAKEN_AT_MOST = 24;

/**
 * What a card's free slots that day depend on: its template and position, the first slot ahead of
 * now and which of the rest are taken. Undefined on a day whose offset changes (the long way).
 */
export function freeSlotsKey(day: DayTemplate, p: number, q: Pick<DayQuery, 'date' | 'now'>, taken: Taken) {
  const midnight = zoneMidnights(day, q.date)[day.zoneOf[p] as number];
  if (midnight === undefined) return undefined;
  const end = day.offsets[p + 1] as number;
  const first = firstAhead(day.minutes, day.offsets[p] as number, end, midnight, q.now.getTime());
  let key = `${day.serial}:${p}:${first}`;
  const busy = taken.get(day.doctorIds[p] as number);
  if (!busy) return key;
  let count = 0;
  for (let i = first; i < end; i++) {
    if (!busy.has(midnight + (day.minutes[i] as number) * 60_000)) continue;
    if (++count > KEYED_TAKEN_AT_MOST) return undefined;
    key += `,${i}`;
  }
  return key;
}

/** A card's free slots that day, in time order: what the page shows. */
export function slotsOfCard(
  day: DayTemplate,
  p: number,
  q: Pick<DayQuery, 'date' | 'now'>,
  taken: Taken,
): ListedSlot[] {
  const card = day.cards[p] as BookCard;
  const busy = taken.get(card.doctorId) ?? new Set<number>();
  const midnight = zoneMidnights(day, q.date)[day.zoneOf[p] as number];
  if (midnight === undefined) return slotsTheLongWay(day, card, q, busy);
  const end = day.offsets[p + 1] as number;
  const slots: ListedSlot[] = [];
  for (let i = firstAhead(day.minutes, day.offsets[p] as number, end, midnight, q.now.getTime()); i < end; i++) {
    const minute = day.minutes[i] as number;
    const startsAt = midnight + minute * 60_000;
    if (busy.has(startsAt)) continue;
    slots.push({
      startsAt,
      label: LABELS[minute] as string,
      group: GROUPS[minute] as SlotGroup,
      consultType: day.typeNames[day.types[i] as number] as string,
      feePaise: feeOf(card, day.typeNames[day.types[i] as number] as string),
      doctorId: card.doctorId,
    });
  }
  return slots;
}

/**
 * On a day whose offset changes, each minute is converted on its own by the rule engine, type by
 * type, a start seen once (as the listing always did).
 */
function slotsTheLongWay(
  day: DayTemplate,
  card: BookCard,
  q: Pick<DayQuery, 'date' | 'now'>,
  busy: ReadonlySet<number>,
): ListedSlot[] {
  const seen = new Set<number>();
  const slots: ListedSlot[] = [];
  for (const [consultType, rules] of rulesByType(card.rules)) {
    if (!day.consultTypes.includes(consultType)) continue;
    for (const s of slotsFor(rules, q.date, card.timeZone, q.now, busy)) {
      if (seen.has(s.start.getTime())) continue;
      seen.add(s.start.getTime());
      slots.push({
        startsAt: s.start.getTime(),
        label: s.label,
        group: s.group,
        consultType,
        feePaise: feeOf(card, consultType),
        doctorId: card.doctorId,
      });
    }
  }
  return slots.sort((a, b) => a.startsAt - b.startsAt);
}
