import { CONSULT_TYPES } from '@app/contract/constants';
import { describe, expect, it } from 'vitest';
import { instantOf, weekdayOf } from '../slots';
import { type CardRow, CatalogBook } from './book';
import { daysOffOf, extraHoursOf, takenWithDaysOff } from './daysOff';

/**
 * The exceptions to a doctor's weekly hours (decision 0052) as the listing applies them: a leave
 * takes every slot of the doctor's cards that date, a clinic's holiday every slot of that clinic's
 * cards, other dates and other doctors keep theirs; one-off extra hours are packed as weekly rules
 * of that date's weekday, one per consult type.
 */

const MONDAY = '2026-11-30';
const TUESDAY = '2026-12-01';
const video = CONSULT_TYPES.indexOf('video') + 1;

/** A doctor's card at a clinic, working Mondays and Tuesdays 09:00–10:00 by video in 20-minute slots. */
function card(doctorId: number, clinicId: number): CardRow {
  const rules = [weekdayOf(MONDAY), weekdayOf(TUESDAY)].map((day) => `${video},${day},540,600,20`).join(';');
  return {
    doctorId,
    doctorName: `Dr. ${doctorId}`,
    gender: 'Female',
    imagePath: null,
    speciality: 'Paediatrics',
    specialityId: 1,
    languages: ['english'],
    experienceYears: 5,
    qualification: 'MBBS',
    registrationNumber: `KMC ${doctorId}`,
    consultTypes: ['video'],
    feePaise: 50_000,
    clinicId,
    clinicName: `Clinic ${clinicId}`,
    timeZone: 'Asia/Kolkata',
    rules,
  };
}

// Doctor 1 works at clinics 10 and 20; doctor 2 at clinic 10 only.
const book = CatalogBook.fromCards([card(1, 10), card(1, 20), card(2, 10)]);
const slotsOf = (date: string) => [540, 560, 580].map((m) => instantOf(date, m, 'Asia/Kolkata').getTime());
const day = (date: string) => book.dayOf(weekdayOf(date), ['video'], date);
const takenOn = (date: string, rows: Parameters<typeof daysOffOf>[0]) =>
  takenWithDaysOff(day(date), date, new Map(), daysOffOf(rows));

describe("a doctor's days off and extra hours, as the listing applies them", () => {
  it("a leave takes every slot of the doctor's cards that date, at every clinic, and no one else's", () => {
    const taken = takenOn(MONDAY, [{ kind: 'leave', doctorId: 1, clinicId: null, date: MONDAY }]);
    expect([...(taken.get(1) ?? [])].sort()).toEqual(slotsOf(MONDAY));
    expect(taken.has(2)).toBe(false);
  });

  it("a clinic's holiday takes the slots of that clinic's cards only", () => {
    // Both doctors work at clinic 10 that day; a doctor's taken times are theirs wherever they work.
    const taken = takenOn(MONDAY, [{ kind: 'holiday', doctorId: null, clinicId: 10, date: MONDAY }]);
    expect([...(taken.get(2) ?? [])].sort()).toEqual(slotsOf(MONDAY));
    expect([...(taken.get(1) ?? [])].sort()).toEqual(slotsOf(MONDAY));
    const elsewhere = takenOn(MONDAY, [{ kind: 'holiday', doctorId: null, clinicId: 20, date: MONDAY }]);
    expect(elsewhere.has(2)).toBe(false);
  });

  it('leaves other dates as they were, and the same map when nothing is off', () => {
    const none = new Map<number, Set<number>>([[2, new Set([slotsOf(TUESDAY)[0] as number])]]);
    const mondayLeave = daysOffOf([{ kind: 'leave', doctorId: 1, clinicId: null, date: MONDAY }]);
    expect(takenWithDaysOff(day(TUESDAY), TUESDAY, none, mondayLeave)).toBe(none);
    expect(takenWithDaysOff(day(TUESDAY), TUESDAY, none, daysOffOf([]))).toBe(none);
    // Added to what was taken already, never in place of it.
    const withLeave = takenWithDaysOff(
      day(TUESDAY),
      TUESDAY,
      none,
      daysOffOf([{ kind: 'leave', doctorId: 2, clinicId: null, date: TUESDAY }]),
    );
    expect([...(withLeave.get(2) ?? [])].sort()).toEqual(slotsOf(TUESDAY));
    expect(none.get(2)?.size).toBe(1);
  });

  it('ignores a leave with no doctor and a holiday with no clinic', () => {
    const off = daysOffOf([
      { kind: 'leave', doctorId: null, clinicId: 10, date: MONDAY },
      { kind: 'holiday', doctorId: 1, clinicId: null, date: MONDAY },
    ]);
    expect(off.get(MONDAY)).toEqual({ doctors: new Set(), clinics: new Set() });
  });

  it("packs one-off extra hours as that date's weekday rules, one per consult type, per card", () => {
    const packed = extraHoursOf([
      {
        doctorId: 1,
        clinicId: 20,
        date: TUESDAY,
        startMinute: 1020,
        endMinute: 1080,
        slotMinutes: 15,
        consultTypes: ['audio', 'video'],
      },
      {
        doctorId: 1,
        clinicId: 20,
        date: TUESDAY,
        startMinute: 1200,
        endMinute: 1230,
        slotMinutes: 30,
        consultTypes: ['video'],
      },
    ]);
    const weekday = weekdayOf(TUESDAY);
    const audio = CONSULT_TYPES.indexOf('audio');
    const videoIndex = CONSULT_TYPES.indexOf('video');
    expect([...(packed.get(TUESDAY)?.get('1:20') ?? [])]).toEqual([
      ...[audio, weekday, 1020, 1080, 15],
      ...[videoIndex, weekday, 1020, 1080, 15],
      ...[videoIndex, weekday, 1200, 1230, 30],
    ]);
    expect(packed.get(MONDAY)).toBeUndefined();
  });
});
