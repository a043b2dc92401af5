import type { GENDERS } from '@app/contract/constants';
import type { ScheduleRule } from '../slots';

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
  consultTypes: string[];
  feePaise: number;
  clinicId: number;
  clinicName: string;
  timeZone: string;
}
export interface CatalogRow extends CardFacts, ScheduleRule {
  consultType: string;
}

export interface BookCard extends CardFacts {
  /** `doctorId:clinicId`, the ranking's last tie-break. */
  key: string;
  /** Rank by name then key over every card: the ranking's name step as one integer. */
  nameOrder: number;
  /** Rules by consult type, types in the order the rows came (consult type order). */
  rules: Map<string, ScheduleRule[]>;
}

/** One weekday's slots for a set of consult types, for every card that has hours that day. */
export interface DayTemplate {
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

  static fromRows(rows: readonly CatalogRow[]): CatalogBook {
    return new CatalogBook(cardsOf(rows));
  }

  /**
   * This book with the cards of some doctors and clinics made again from their rows as they are
   * now; every other card is kept as it was. Day templates are made again on first use.
   */
  withChanges(
    rows: readonly CatalogRow[],
    doctorIds: ReadonlySet<number>,
    clinicIds: ReadonlySet<number>,
  ): CatalogBook {
    // Copies: a request still reading this book keeps its name order.
    const kept = this.cards
      .filter((c) => !doctorIds.has(c.doctorId) && !clinicIds.has(c.clinicId))
      .map((c) => ({ ...c }));
    return new CatalogBook([...kept, ...cardsOf(rows)]);
  }

  /** The day template of a weekday for these consult types (built on first use, then kept). */
  dayOf(weekday: number, consultTypes: readonly string[]): DayTemplate {
    const key = `${weekday}|${consultTypes.join(',')}`;
    let day = this.days.get(key);
    if (!day) {
      day = buildDay(this.cards, weekday, consultTypes);
      this.days.set(key, day);
    }
    return day;
  }
}

function cardsOf(rows: readonly CatalogRow[]): BookCard[] {
  const byKey = new Map<string, BookCard>();
  for (const row of rows) {
    const key = `${row.doctorId}:${row.clinicId}`;
    let card = byKey.get(key);
    if (!card) {
      const { consultType: _t, weekday: _w, startMinute: _s, endMinute: _e, slotMinutes: _m, ...facts } = row;
      card = { ...facts, key, nameOrder: 0, rules: new Map() };
      byKey.set(key, card);
    }
    const rules = card.rules.get(row.consultType) ?? [];
    rules.push({
      weekday: row.weekday,
      startMinute: row.startMinute,
      endMinute: row.endMinute,
      slotMinutes: row.slotMinutes,
    });
    card.rules.set(row.consultType, rules);
  }
  return [...byKey.values()];
}

function buildDay(allCards: readonly BookCard[], weekday: number, consultTypes: readonly string[]): DayTemplate {
  const typeNames: string[] = [];
  const typeIndex = (name: string) => {
    let i = typeNames.indexOf(name);
    if (i < 0) i = typeNames.push(name) - 1;
    return i;
  };
  const cards: BookCard[] = [];
  const perCard: { minutes: number[]; types: number[] }[] = [];
  let total = 0;
  for (const card of allCards) {
    // A doctor sees one patient at a time, whatever the type: a minute goes to the first type with it.
    const typeAt = new Map<number, number>();
    let hasHours = false;
    for (const [consultType, rules] of card.rules) {
      if (!consultTypes.includes(consultType)) continue;
      for (const rule of rules) {
        if (rule.weekday !== weekday) continue;
        hasHours = true;
        for (let m = rule.startMinute; m + rule.slotMinutes <= rule.endMinute; m += rule.slotMinutes)
          if (!typeAt.has(m)) typeAt.set(m, typeIndex(consultType));
      }
    }
    if (!hasHours) continue;
    const minutes = [...typeAt.keys()].sort((a, b) => a - b);
    cards.push(card);
    perCard.push({ minutes, types: minutes.map((m) => typeAt.get(m) ?? 0) });
    total += minutes.length;
  }
  const offsets = new Int32Array(cards.length + 1);
  const minutes = new Uint16Array(total);
  const types = new Uint8Array(total);
  let at = 0;
  perCard.forEach((slots, p) => {
    offsets[p] = at;
    minutes.set(slots.minutes, at);
    types.set(slots.types, at);
    at += slots.minutes.length;
  });
  offsets[cards.length] = at;
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
