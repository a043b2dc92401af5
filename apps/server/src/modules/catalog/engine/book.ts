import { CONSULT_TYPES, type GENDERS } from '@app/contract/constants';
import type { ScheduleRule } from '../slots';
import type { DaysOff } from './daysOff';

/**
 * The catalogue as the listing reads it: one card per doctor and clinic, with its weekly rules,
 * derived once from the schedule rows and kept per process (freshness.ts says when it is redone).
 * A day's free slots come from `dayOf`: compact minute arrays per card, built once per weekday and
 * set of consult types, with indexes by language, speciality, clinic and doctor.
 */

/** What a card shows of its doctor and clinic (a schedule row carries it). */
export interface CardFacts {
  doctorId: number;
  doctorName: string;
  gender: (typeof GENDERS)[number];
  imagePath: string | null;
  speciality: string;
  specialityId: number;
  languages: string[];
  experienceYears: number;
  qualification: string;
  /** The council registration the Telemedicine Practice Guidelines ask to show wherever the doctor is. */
  registrationNumber: string;
  consultTypes: string[];
  feePaise: number;
  /** A fee of its own for some consult types; the others cost `feePaise`. */
  feePaiseByType?: Partial<Record<string, number>>;
  clinicId: number;
  clinicName: string;
  timeZone: string;
}
/** One rule as a row: what the rule engine (the oracle) and the tests read. */
export interface CatalogRow extends CardFacts, ScheduleRule {
  consultType: string;
}
/**
 * One card as the database gives it: its rules packed as digits, `type,weekday,start,end,slot;…`
 * in consult type order, the type as its 1-based place in CONSULT_TYPES.
 */
export interface CardRow extends CardFacts {
  rules: string;
}

/** Numbers per rule in BookCard.rules: type index (0-based), weekday, start, end, slot length. */
export const RULE_FIELDS = 5;

/** A card row's rules read digit by digit into 16-bit integers (no string is made). */
export function unpackRules(packed: string): Int16Array {
  const out = new Int16Array(((packed.length + 1) / 2) | 0);
  let n = 0;
  let value = 0;
  for (let i = 0; i < packed.length; i++) {
    const c = packed.charCodeAt(i);
    if (c >= 48 && c <= 57) value = value * 10 + (c - 48);
    else {
      out[n++] = value;
      value = 0;
    }
  }
  if (packed.length > 0) out[n++] = value;
  // The type went 1-based (array_position); here it is 0-based.
  for (let r = 0; r < n; r += RULE_FIELDS) out[r] = (out[r] as number) - 1;
  return out.slice(0, n);
}

/** A card's rules by consult type, in order: what the rule engine takes. */
export function rulesByType(rules: Int16Array): Map<string, ScheduleRule[]> {
  const byType = new Map<string, ScheduleRule[]>();
  for (let r = 0; r < rules.length; r += RULE_FIELDS) {
    const type = CONSULT_TYPES[rules[r] as number] as string;
    const rule = {
      weekday: rules[r + 1] as number,
      startMinute: rules[r + 2] as number,
      endMinute: rules[r + 3] as number,
      slotMinutes: rules[r + 4] as number,
    };
    const list = byType.get(type);
    if (list) list.push(rule);
    else byType.set(type, [rule]);
  }
  return byType;
}

/** Card rows as one row per rule (the oracle's input). */
export const rowsOfCards = (cards: readonly CardRow[]): CatalogRow[] =>
  cards.flatMap(({ rules, ...facts }) =>
    [...rulesByType(unpackRules(rules))].flatMap(([consultType, list]) =>
      list.map((rule) => ({ ...facts, consultType, ...rule })),
    ),
  );

export interface BookCard extends CardFacts {
  /** `doctorId:clinicId`, the ranking's last tie-break. */
  key: string;
  /** Rank by name then key over every card: the ranking's name step as one integer. */
  nameOrder: number;
  /** RULE_FIELDS numbers per rule, in consult type order (a minute two types share goes to the first). */
  rules: Int16Array;
}

/** One weekday's slots for a set of consult types, for every card that has hours that day. */
export interface DayTemplate {
  /**
   * Unique in the process (a template is never changed, only replaced): with a position it names
   * a card's hours that day, so what is made from them can be kept under it (catalog.wire.ts).
   */
  serial: number;
  /** Card per position. */
  cards: BookCard[];
  /** Position p's minutes are minutes[offsets[p]] … minutes[offsets[p+1] - 1], ascending. */
  offsets: Int32Array;
  minutes: Uint16Array;
  /** The consult type of each minute (index into typeNames): the first type with a slot then. */
  types: Uint8Array;
  typeNames: string[];
  /** The consult types asked for (the template's key with the weekday). */
  consultTypes: readonly string[];
  /** Per position, for the ranking's loop (no object is read there). */
  doctorIds: Int32Array;
  clinicIds: Int32Array;
  specialityIds: Int32Array;
  nameOrders: Int32Array;
  /** Index into `zones`. */
  zoneOf: Uint8Array;
  zones: string[];
  /** Each zone's linear midnight by date (overlay.ts zoneMidnights): asked for every card listed. */
  midnightsByDate: Map<string, (number | undefined)[]>;
  /** Bit i set: speaks `languages[i]`. */
  languageMask: Uint32Array;
  languages: string[];
  /** The position of each card of the book by its name order (-1: no hours that day). */
  positionByName: Int32Array;
  byLanguage: Map<string, number[]>;
  bySpeciality: Map<number, number[]>;
  byClinic: Map<number, number[]>;
  byDoctor: Map<number, number[]>;
}

export class CatalogBook {
  readonly cards: BookCard[];
  /** Who has hours somewhere: a filter naming one of them needs no look-up. */
  readonly doctorIds: ReadonlySet<number>;
  readonly clinicIds: ReadonlySet<number>;
  readonly specialityIds: ReadonlySet<number>;
  private readonly days = new Map<string, DayTemplate>();
  /** Leave and holidays from a little before today (freshness.ts reads them with the cards). */
  daysOff: DaysOff = new Map();

  private constructor(cards: BookCard[]) {
    // Collation is costly (the ranking compared names with localeCompare on every request): done once.
    this.cards = cards.sort(
      (a, b) => a.doctorName.localeCompare(b.doctorName) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    );
    this.cards.forEach((card, i) => {
      card.nameOrder = i;
    });
    this.doctorIds = new Set(cards.map((c) => c.doctorId));
    this.clinicIds = new Set(cards.map((c) => c.clinicId));
    this.specialityIds = new Set(cards.map((c) => c.specialityId));
  }

  static fromCards(cards: readonly CardRow[]): CatalogBook {
    return new CatalogBook(cards.map(bookCardOf));
  }

  /**
   * This book with the cards of some doctors and clinics made again from their rows as they are
   * now; every other card is kept as it was. Day templates are made again on first use.
   */
  withChanges(cards: readonly CardRow[], doctorIds: ReadonlySet<number>, clinicIds: ReadonlySet<number>): CatalogBook {
    // Copies: a request still reading this book keeps its name order.
    const kept = this.cards
      .filter((c) => !doctorIds.has(c.doctorId) && !clinicIds.has(c.clinicId))
      .map((c) => ({ ...c }));
    return new CatalogBook([...kept, ...cards.map(bookCardOf)]);
  }

  /**
   * One-off extra hours by date, then by card key: rules packed as `rules` are, for that date only
   * (decision 0052). Read with the days off.
   */
  extraHours: ReadonlyMap<string, ReadonlyMap<string, Int16Array>> = new Map();

  /**
   * The day template of a weekday for these consult types (built on first use, then kept); a date
   * with extra hours has a template of its own, the weekday's rules and that date's together.
   */
  dayOf(weekday: number, consultTypes: readonly string[], date?: string): DayTemplate {
    const extra = date === undefined ? undefined : this.extraHours.get(date);
    const key = `${extra ? date : weekday}|${consultTypes.join(',')}`;
    let day = this.days.get(key);
    if (!day) {
      day = buildDay(this.cards, weekday, consultTypes, extra);
      this.days.set(key, day);
    }
    return day;
  }
}

function bookCardOf({ rules, ...facts }: CardRow): BookCard {
  return { ...facts, key: `${facts.doctorId}:${facts.clinicId}`, nameOrder: 0, rules: unpackRules(rules) };
}

/** Day templates made so far in this process: the next one's serial. */
let templates = 0;

function buildDay(
  allCards: readonly BookCard[],
  weekday: number,
  consultTypes: readonly string[],
  extra?: ReadonlyMap<string, Int16Array>,
): DayTemplate {
  const typeNames: string[] = [];
  // A consult type's index in typeNames by its index in CONSULT_TYPES (-1: not met yet).
  const typeNameOf = CONSULT_TYPES.map(() => -1);
  const cards: BookCard[] = [];
  // Grown as needed: a card's minutes are written in order, straight into the template's arrays.
  let minutes = new Uint16Array(Math.max(64, allCards.length * 32));
  let types = new Uint8Array(minutes.length);
  const starts: number[] = [];
  let at = 0;
  const wanted = CONSULT_TYPES.map((type) => consultTypes.includes(type));
  // The type of each minute of the card being read (-1: none), reset after each card.
  const typeAt = new Int8Array(1440).fill(-1);
  for (const card of allCards) {
    // A doctor sees one patient at a time, whatever the type: a minute goes to the first type with it.
    let first = 1440;
    let last = -1;
    let hasHours = false;
    // The weekly rules, then the date's extra ones (a minute both have goes to the weekly rule).
    const extraRules = extra?.get(card.key);
    for (const rules of extraRules ? [card.rules, extraRules] : [card.rules]) {
      for (let r = 0; r < rules.length; r += RULE_FIELDS) {
        const typeIndex = rules[r] as number;
        if (rules[r + 1] !== weekday || !wanted[typeIndex]) continue;
        hasHours = true;
        if (typeNameOf[typeIndex] === -1)
          typeNameOf[typeIndex] = typeNames.push(CONSULT_TYPES[typeIndex] as string) - 1;
        const type = typeNameOf[typeIndex] as number;
        const start = rules[r + 2] as number;
        const end = rules[r + 3] as number;
        const step = rules[r + 4] as number;
        for (let m = start; m + step <= end; m += step) {
          if (typeAt[m] !== -1) continue;
          typeAt[m] = type;
          if (m < first) first = m;
          if (m > last) last = m;
        }
      }
    }
    if (!hasHours) continue;
    // The card's minutes in order: a walk over the span they were marked in (no sort).
    if (at + last - first + 1 > minutes.length) {
      const size = Math.max(minutes.length * 2, at + last - first + 1);
      const grownMinutes = new Uint16Array(size);
      grownMinutes.set(minutes.subarray(0, at));
      const grownTypes = new Uint8Array(size);
      grownTypes.set(types.subarray(0, at));
      minutes = grownMinutes;
      types = grownTypes;
    }
    starts.push(at);
    cards.push(card);
    for (let m = first; m <= last; m++) {
      const type = typeAt[m] as number;
      if (type === -1) continue;
      minutes[at] = m;
      types[at] = type;
      at++;
      typeAt[m] = -1;
    }
  }
  const offsets = new Int32Array(cards.length + 1);
  offsets.set(starts);
  offsets[cards.length] = at;
  minutes = minutes.slice(0, at);
  types = types.slice(0, at);
  const index = <K>(keysOf: (card: BookCard) => readonly K[]) => {
    const map = new Map<K, number[]>();
    cards.forEach((card, p) => {
      for (const k of keysOf(card)) {
        const list = map.get(k);
        if (list) list.push(p);
        else map.set(k, [p]);
      }
    });
    return map;
  };
  const zones = [...new Set(cards.map((c) => c.timeZone))];
  const languages = [...new Set(cards.flatMap((c) => c.languages))];
  const positionByName = new Int32Array(allCards.length).fill(-1);
  cards.forEach((card, p) => {
    positionByName[card.nameOrder] = p;
  });
  return {
    serial: ++templates,
    cards,
    offsets,
    minutes,
    types,
    typeNames,
    consultTypes,
    doctorIds: Int32Array.from(cards, (c) => c.doctorId),
    clinicIds: Int32Array.from(cards, (c) => c.clinicId),
    specialityIds: Int32Array.from(cards, (c) => c.specialityId),
    nameOrders: Int32Array.from(cards, (c) => c.nameOrder),
    zoneOf: Uint8Array.from(cards, (c) => zones.indexOf(c.timeZone)),
    zones,
    midnightsByDate: new Map(),
    languageMask: Uint32Array.from(cards, (c) =>
      c.languages.reduce((mask, l) => mask | (1 << languages.indexOf(l)), 0),
    ),
    languages,
    positionByName,
    byLanguage: index((c) => c.languages),
    bySpeciality: index((c) => [c.specialityId]),
    byClinic: index((c) => [c.clinicId]),
    byDoctor: index((c) => [c.doctorId]),
  };
}

/** What a slot of `consultType` costs at this card. */
export const feeOf = (card: Pick<CardFacts, 'feePaise' | 'feePaiseByType'>, consultType: string) =>
  card.feePaiseByType?.[consultType] ?? card.feePaise;
