import { AGE_BANDS, CONSULT_TYPES, LANGUAGES, REASONS } from '@app/contract/constants';
import { describe, expect, it } from 'vitest';
import { listingJson } from '../catalog.wire';
import { weekdayOf } from '../slots';
import { type CardRow, CatalogBook, type CatalogRow } from './book';
import { type DoctorListing, type ListingQuery, listingOf } from './listing';
import { ruleEngineListing } from './ruleEngineListing';

/**
 * The compact engine against the rule engine it replaced, over random catalogues: for every
 * query, the same cards, slots, counts and order. Seeded, so a failure names its seed.
 */

function generator(seed: number) {
  let s = seed >>> 0;
  const random = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  return { random, pick, int: (n: number) => Math.floor(random() * n) };
}

const SPECIALITIES = ['Paediatrics', 'General Physician', 'Neonatology', 'ENT', 'Nutrition', 'Child Psychology'];
const TYPES = ['audio', 'video', 'clinic', 'follow up'];
// Kolkata has one offset all year; New York and London change theirs on some of the dates below.
const ZONES = ['Asia/Kolkata', 'America/New_York', 'Europe/London'];
const NAMES = [
  'Dr. Asha Rao',
  'Dr. asha rao',
  'Dr. Ärya Sen',
  'Dr. Zoe Das',
  'Ravi Kumar',
  'Dr. Meera Iyer',
  'Dr. Asha Rao',
];
// 1 Nov 2026 (New York falls back), 25 Oct 2026 (London), 14 Mar 2027 (New York springs forward), plain days.
const DATES = ['2026-11-23', '2026-11-01', '2026-10-25', '2027-03-14', '2026-11-28'];
const offeredOf = (types: readonly string[]) => types.filter((t) => TYPES.includes(t));

/** Rows packed into cards as the catalogue's query packs them (rules in the rows' order). */
function cardsOf(rows: readonly CatalogRow[]): CardRow[] {
  const cards = new Map<string, CardRow>();
  for (const { consultType, weekday, startMinute, endMinute, slotMinutes, ...facts } of rows) {
    const key = `${facts.doctorId}:${facts.clinicId}`;
    const rule = [CONSULT_TYPES.indexOf(consultType as never) + 1, weekday, startMinute, endMinute, slotMinutes].join(
      ',',
    );
    const card = cards.get(key);
    if (card) card.rules += `;${rule}`;
    else cards.set(key, { ...facts, rules: rule });
  }
  return [...cards.values()];
}
const bookOf = (rows: readonly CatalogRow[]) => CatalogBook.fromCards(cardsOf(rows));

function randomCatalogue(g: ReturnType<typeof generator>): CatalogRow[] {
  const rows: CatalogRow[] = [];
  const clinics = [1, 2, 3].map((id) => ({ clinicId: id, clinicName: `Clinic ${id}`, timeZone: g.pick(ZONES) }));
  const doctorCount = 1 + g.int(25);
  for (let doctorId = 1; doctorId <= doctorCount; doctorId++) {
    const specialityIndex = g.int(SPECIALITIES.length);
    const doctor = {
      doctorId,
      doctorName: g.pick(NAMES),
      gender: g.random() < 0.5 ? ('Female' as const) : ('Male' as const),
      imagePath: g.random() < 0.3 ? `/doctors/${doctorId}.jpg` : null,
      speciality: SPECIALITIES[specialityIndex] as string,
      specialityId: specialityIndex + 1,
      languages: g.random() < 0.6 ? ['english', 'hindi'] : [g.pick(LANGUAGES)],
      experienceYears: g.int(30),
      qualification: 'MBBS',
      registrationNumber: `KMC ${doctorId}`,
      consultTypes: TYPES.filter(() => g.random() < 0.7),
      feePaise: 10_000 * (1 + g.int(9)),
    };
    for (const clinic of g.random() < 0.3 ? clinics.slice(0, 2) : [g.pick(clinics)]) {
      for (const consultType of [...TYPES].sort()) {
        for (let r = g.int(3); r > 0; r--) {
          // Hours that overlap other types' and other rules', cross midnight's edges and DST hours.
          const startMinute = g.pick([0, 60, 90, 120, 150, 480, 540, 600, 1000, 1380]) + g.int(4) * 5;
          const endMinute = Math.min(1440, startMinute + 5 + g.int(300));
          const slotMinutes = g.pick([5, 15, 20, 30, 45, 240]);
          rows.push({ ...doctor, ...clinic, consultType, weekday: g.int(7), startMinute, endMinute, slotMinutes });
        }
      }
    }
  }
  return rows;
}

function randomQuery(g: ReturnType<typeof generator>, rows: readonly CatalogRow[]): ListingQuery {
  const date = g.pick(DATES);
  const dayStart = Date.parse(`${date}T00:00:00Z`);
  const some = <T>(value: () => T) => (g.random() < 0.25 ? value() : undefined);
  return {
    date,
    // Mostly the date's own weekday; sometimes another, which the template must not care about.
    weekday: weekdayOf(date),
    // Before the day, or during it (slots that have started are left out).
    now: new Date(g.random() < 0.4 ? dayStart - 3 * 86_400_000 : dayStart - 12 * 3_600_000 + g.int(36 * 60) * 60_000),
    consultTypes: g.random() < 0.5 ? TYPES : [g.pick(TYPES)],
    doctorId: some(() => 1 + g.int(30)),
    clinicId: some(() => 1 + g.int(3)),
    specialityId: some(() => 1 + g.int(SPECIALITIES.length)),
    language: some(() => g.pick(LANGUAGES)),
    onlyDoctors: some(() => new Set(rows.filter(() => g.random() < 0.4).map((r) => r.doctorId))),
    context: {
      reason: some(() => g.pick(REASONS)),
      ageBand: some(() => g.pick(AGE_BANDS)),
      language: some(() => g.pick(LANGUAGES)),
    },
    page: 1 + g.int(3),
    pageSize: g.pick([1, 3, 20, 1000]),
  };
}

/** Some of the day's real slot starts taken (and instants that are no slot at all). */
function randomTaken(g: ReturnType<typeof generator>, rows: readonly CatalogRow[], q: ListingQuery) {
  const all = ruleEngineListing(rows, new Map(), { ...q, page: 1, pageSize: Number.MAX_SAFE_INTEGER }, offeredOf);
  const taken = new Map<number, Set<number>>();
  const take = (doctorId: number, at: number) => taken.set(doctorId, (taken.get(doctorId) ?? new Set()).add(at));
  for (const card of all.cards) for (const slot of card.slots) if (g.random() < 0.3) take(card.doctorId, slot.startsAt);
  for (let i = g.int(5); i > 0; i--) take(1 + g.int(25), Date.parse(`${q.date}T00:00:00Z`) + g.int(2880) * 30_000);
  return taken;
}

/** A listing as parents see it: without the cards' state keys, which only the compact engine gives. */
const shown = ({ stateKeys: _, ...listing }: DoctorListing) => listing;

// CPU-bound comparisons over hundreds of generated catalogues: ~2 s alone, three times that when
// the machine's two cores also run the database tests and their child servers.
describe('the compact engine lists what the rule engine listed', { timeout: 60_000 }, () => {
  it('over 400 random catalogues and queries: same page, slots, order and counts', () => {
    for (let seed = 1; seed <= 400; seed++) {
      const g = generator(seed);
      const rows = randomCatalogue(g);
      const book = bookOf(rows);
      for (let n = 0; n < 5; n++) {
        const q = randomQuery(g, rows);
        const taken = randomTaken(g, rows, q);
        const compact = shown(listingOf(book, taken, q, offeredOf));
        const expected = ruleEngineListing(rows, taken, q, offeredOf);
        expect(compact, `seed ${seed}, query ${n}`).toEqual(expected);
        expect(JSON.stringify(compact), `seed ${seed}, query ${n}`).toBe(JSON.stringify(expected));
      }
    }
  });

  it("writes the same JSON from a card's kept text as from the rule engine's listing, whatever is taken", () => {
    for (let seed = 1; seed <= 150; seed++) {
      const g = generator(seed);
      const rows = randomCatalogue(g);
      const book = bookOf(rows);
      for (let n = 0; n < 3; n++) {
        const q = randomQuery(g, rows);
        const before = randomTaken(g, rows, q);
        const after = randomTaken(g, rows, q);
        // The second and fourth lists meet the texts the first and third kept: a key missing what
        // the text depends on (a slot taken, the hour now) would show a stale card.
        for (const [taken, now] of [
          [before, q.now],
          [after, q.now],
          [before, q.now],
          [before, new Date(q.now.getTime() + g.int(600) * 60_000)],
        ] as const) {
          const at = { ...q, now };
          // The oracle's cards have no state: their text is always made afresh.
          expect(listingJson(listingOf(book, taken, at, offeredOf)), `seed ${seed}, query ${n}`).toBe(
            listingJson(ruleEngineListing(rows, taken, at, offeredOf)),
          );
        }
      }
    }
  });

  it('keeps a card whose hours are all past or taken: listed, with no slot, last among equals', () => {
    const g = generator(7);
    const rows = randomCatalogue(g).map((r) => ({ ...r, weekday: 1 }));
    const q: ListingQuery = {
      ...randomQuery(g, rows),
      date: '2026-11-23',
      weekday: 1,
      now: new Date('2026-11-24T00:00:00Z'),
    };
    const compact = shown(listingOf(bookOf(rows), new Map(), q, offeredOf));
    expect(compact.slotCount).toBe(0);
    expect(compact).toEqual(ruleEngineListing(rows, new Map(), q, offeredOf));
  });

  it('a changed doctor is made again from its rows; the others are kept', () => {
    const g = generator(11);
    const rows = randomCatalogue(g);
    const book = bookOf(rows);
    const moved = rows
      .filter((r) => r.doctorId === 1)
      .map((r) => ({ ...r, doctorName: 'Dr. Aaron Abel', startMinute: 0 }));
    const after = book.withChanges(cardsOf(moved), new Set([1]), new Set());
    const expectedRows = [...rows.filter((r) => r.doctorId !== 1), ...moved];
    for (let n = 0; n < 20; n++) {
      const q = randomQuery(g, expectedRows);
      expect(shown(listingOf(after, new Map(), q, offeredOf))).toEqual(
        ruleEngineListing(expectedRows, new Map(), q, offeredOf),
      );
    }
    // The old book still answers as before for a request that holds it.
    const q = randomQuery(g, rows);
    expect(shown(listingOf(book, new Map(), q, offeredOf))).toEqual(ruleEngineListing(rows, new Map(), q, offeredOf));
  });
});
