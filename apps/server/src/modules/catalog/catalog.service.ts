import { CLINIC_TIME_ZONE } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import {
  type DoctorListingItem,
  type DoctorSlotQuery,
  DoctorSlotResponse,
  type Slot,
} from '@app/contract/schemas/catalog';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { PreSerialized } from '../../lib/route';
import type { Session } from '../auth';
import { followupEligible, occupiedSlotStarts } from '../consultations';
import { memberForCall } from '../members';
import * as repo from './catalog.repo';
import { safeHtml } from './html';
import { dateWindow, dayClock, instantSlotTimes, type ScheduleRule, slotsFor, weekdayOf } from './slots';

export interface CatalogDeps {
  db: Db;
  now: () => Date;
}

/** Refuses a date outside the 15-day strip (clinic zone). */
export function checkDateInWindow(date: string, now: Date, field = 'dt') {
  if (!dateWindow(CLINIC_TIME_ZONE, now).includes(date)) throw badRequest(messages.dateOutsideWindow, field);
}

/** Unknown ids in a filter are a mistake to name, not an empty result. */
async function checkFilterIds(db: Db, q: { doctorId?: number; clinicId?: number; speciality?: number }) {
  if (q.doctorId !== undefined && !(await repo.exists(db, 'doctors', q.doctorId)))
    throw badRequest(messages.doctorUnknown, 'doctorId');
  if (q.clinicId !== undefined && !(await repo.exists(db, 'clinics', q.clinicId)))
    throw badRequest(messages.clinicUnknown, 'clinicId');
  if (q.speciality !== undefined && !(await repo.exists(db, 'specialities', q.speciality)))
    throw badRequest(messages.specialityUnknown, 'speciality');
}

type SlotQuery = z.output<typeof DoctorSlotQuery>;

/**
 * The listing is read far more often than slots are held, so each process keeps a computed answer
 * for at most 1 s (and drops it at once when it holds a slot itself). Holding stays exact: the
 * database refuses a taken slot, and the screen then refreshes.
 */
const LISTING_TTL_MS = 1000;
const listingCache = new WeakMap<Db, Map<string, { until: number; value: Promise<PreSerialized> }>>();

export function forgetListings(db: Db) {
  listingCache.get(db)?.clear();
}

/** GetAllDoctorSlot: a card per doctor and clinic working that day, with the slots still free. */
export async function doctorSlots(deps: CatalogDeps, q: SlotQuery): Promise<PreSerialized> {
  const now = deps.now();
  checkDateInWindow(q.dt, now);
  let cache = listingCache.get(deps.db);
  if (!cache) {
    cache = new Map();
    listingCache.set(deps.db, cache);
  }
  const key = JSON.stringify(q);
  const hit = cache.get(key);
  if (hit && hit.until > now.getTime()) return hit.value;
  if (cache.size > 1000) cache.clear();
  const value = computeDoctorSlots(deps, q, now).then((listing) =>
    PreSerialized.of(DoctorSlotResponse, { status: 1, ...listing }),
  );
  const entries = cache;
  value.catch(() => entries.delete(key));
  cache.set(key, { until: now.getTime() + LISTING_TTL_MS, value });
  return value;
}

async function computeDoctorSlots(deps: CatalogDeps, q: SlotQuery, now: Date) {
  await checkFilterIds(deps.db, q);
  const rows = await cachedSchedules(deps.db, {
    weekday: weekdayOf(q.dt),
    doctorId: q.doctorId,
    clinicId: q.clinicId,
    specialityId: q.speciality,
    consultType: q.appointmentType,
    language: q.type,
  });
  // One card per doctor and clinic; its rules by consult type.
  const cards = new Map<string, { row: repo.ScheduleRow; rules: Map<string, ScheduleRule[]> }>();
  for (const row of rows) {
    const key = `${row.doctorId}:${row.clinicId}`;
    const card = cards.get(key) ?? { row, rules: new Map() };
    const rules = card.rules.get(row.consultType) ?? [];
    rules.push(row);
    card.rules.set(row.consultType, rules);
    cards.set(key, card);
  }
  const dayStart = new Date(`${q.dt}T00:00:00Z`);
  const taken = await occupiedSlotStarts(
    deps.db,
    [...new Set(rows.map((r) => r.doctorId))],
    new Date(dayStart.getTime() - 86_400_000),
    new Date(dayStart.getTime() + 2 * 86_400_000),
    now,
  );
  let slotCount = 0;
  const data: (DoctorListingItem & { first: number })[] = [];
  const clocks = new Map<string, (minute: number) => Date>();
  for (const { row, rules } of cards.values()) {
    let clock = clocks.get(row.timeZone);
    if (!clock) {
      clock = dayClock(q.dt, row.timeZone);
      clocks.set(row.timeZone, clock);
    }
    const busy = taken.get(row.doctorId) ?? new Set<number>();
    const seen = new Set<number>();
    const slots: (Slot & { at: number })[] = [];
    for (const [consultType, typeRules] of rules) {
      for (const s of slotsFor(typeRules, q.dt, row.timeZone, now, busy, clock)) {
        // A doctor sees one patient at a time, whatever the consult type.
        if (seen.has(s.start.getTime())) continue;
        seen.add(s.start.getTime());
        slots.push({
          at: s.start.getTime(),
          slot: s.label,
          slotType: s.group,
          appointmenttype: consultType,
          netFees: row.feePaise / 100,
          doctorID: row.doctorId,
        });
      }
    }
    slots.sort((a, b) => a.at - b.at);
    slotCount += slots.length;
    data.push({
      first: slots[0]?.at ?? Number.POSITIVE_INFINITY,
      doctorID: row.doctorId,
      doctorName: row.doctorName,
      gender: row.gender,
      imagePath: row.imagePath ?? '',
      speciality: row.speciality,
      experience: row.experienceYears,
      qualification: row.qualification,
      clinicId: row.clinicId,
      clinicName: row.clinicName,
      Types: row.consultTypes.map((appointmenttype) => ({ appointmenttype })),
      Slots: slots.map(({ at: _at, ...slot }) => slot),
    });
  }
  // Earliest free slot first; doctors with none left that day at the end.
  data.sort((a, b) => a.first - b.first || a.doctorName.localeCompare(b.doctorName));
  const from = (q.page - 1) * q.pageSize;
  return {
    data: data.slice(from, from + q.pageSize).map(({ first: _first, ...card }) => card),
    SlotCount: slotCount,
    TotalDoctors: data.length,
  };
}

/**
 * Schedules change rarely (an admin edits them); slots are listed constantly. The rows are kept
 * 30 s per database and filter; who holds which slot is never cached.
 */
const SCHEDULE_TTL_MS = 30_000;
const scheduleCache = new WeakMap<Db, Map<string, { at: number; rows: Promise<repo.ScheduleRow[]> }>>();
function cachedSchedules(db: Db, filter: repo.ScheduleFilter) {
  let cache = scheduleCache.get(db);
  if (!cache) {
    cache = new Map();
    scheduleCache.set(db, cache);
  }
  const key = JSON.stringify(filter);
  const hit = cache.get(key);
  if (hit && hit.at > Date.now() - SCHEDULE_TTL_MS) return hit.rows;
  if (cache.size > 500) cache.clear();
  const rows = repo.schedulesFor(db, filter);
  const entries = cache;
  rows.catch(() => entries.delete(key));
  cache.set(key, { at: Date.now(), rows });
  return rows;
}

/** GetAllSlot: the distinct free times of a consult type on a date, across doctors (or one). */
export async function allSlots(
  deps: CatalogDeps,
  q: { type: SlotQuery['appointmentType']; doctorId?: number; desc?: string; dt: string },
) {
  checkDateInWindow(q.dt, deps.now());
  const { data } = await computeDoctorSlots(
    deps,
    {
      dt: q.dt,
      appointmentType: q.type,
      doctorId: q.doctorId,
      clinicId: undefined,
      speciality: undefined,
      page: 1,
      pageSize: Number.MAX_SAFE_INTEGER,
    },
    deps.now(),
  );
  const byLabel = new Map<string, Slot['slotType']>();
  for (const card of data) for (const s of card.Slots) byLabel.set(s.slot, s.slotType);
  const wanted = q.desc?.trim().toLowerCase();
  return [...byLabel]
    .map(([slot, slotType]) => ({ slot, slotType }))
    .filter((s) => !wanted || s.slotType.toLowerCase() === wanted)
    .sort((a, b) => toSortable(a.slot) - toSortable(b.slot));
}
const toSortable = (label: string) => {
  const [hm = '', ampm] = label.split(' ');
  const [h = 0, m = 0] = hm.split(':').map(Number);
  return ((h % 12) + (ampm === 'PM' ? 12 : 0)) * 60 + m;
};

export function slotTimes(deps: CatalogDeps, dt: string) {
  checkDateInWindow(dt, deps.now());
  return instantSlotTimes(dt, CLINIC_TIME_ZONE, deps.now());
}

export async function displayTexts(deps: CatalogDeps, type: string) {
  const rows = await repo.displayText(deps.db, type);
  return rows.map((r) => ({ Para1: safeHtml(r.para1), Para2: safeHtml(r.para2) }));
}

/** Follow-up eligibility: a completed consultation with this doctor in the last 7 days. */
export async function followupEligibility(deps: CatalogDeps, session: Session, patientId: string, doctorId: number) {
  const member = await memberForCall(deps, session, patientId);
  if (!(await repo.exists(deps.db, 'doctors', doctorId))) throw badRequest(messages.doctorUnknown, 'doctorId');
  const eligible = await followupEligible(deps.db, member.userID, doctorId, deps.now());
  return eligible
    ? { status: 1 as const, message: messages.followupEligible }
    : { status: 0 as const, message: messages.followupNotEligible };
}
