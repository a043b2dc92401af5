import { completedMonths, todayInIndia } from '@app/contract/calendar';
import { CLINIC_TIME_ZONE, type LANGUAGES } from '@app/contract/constants';
import type { ConsultType } from '@app/contract/consultTypes';
import { messages } from '@app/contract/messages';
import type { AllSlotQueryIn, DoctorSlotQueryIn } from '@app/contract/schemas/catalog';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { Session } from '../auth';
import type { ConsultationsService } from '../consultations';
import type { MembersService } from '../members';
import { type PromiseCache, promiseCache } from './caches';
import * as repo from './catalog.repo';
import { safeHtml } from './html';
import { earliestFreeSlot } from './nextFreeSlot';
import { checkTypeOffered } from './offeredTypes';
import { ageBandOfMonths, type FitContext, isAgeBand, rankCandidates, reasonOf } from './ranking';
import {
  dateWindow,
  dayClock,
  instantSlotTimes,
  type ScheduleRule,
  type SlotGroup,
  slotsFor,
  weekdayOf,
} from './slots';

/** Refuses a date outside the 15-day strip (clinic zone). */
export function checkDateInWindow(date: string, now: Date, field = 'dt') {
  if (!dateWindow(CLINIC_TIME_ZONE, now).includes(date)) throw badRequest(messages.dateOutsideWindow, field);
}

type SlotQuery = DoctorSlotQueryIn;

/** A free slot of a doctor's card. */
export interface ListedSlot {
  /** Epoch ms of its start. */
  startsAt: number;
  /** 'hh:mm A', e.g. '09:30 AM'. */
  label: string;
  group: SlotGroup;
  consultType: string;
  feePaise: number;
  doctorId: number;
}
/** A doctor working at a clinic that day, with the slots still free. */
export interface DoctorCard {
  doctorId: number;
  doctorName: string;
  gender: repo.ScheduleRow['gender'];
  imagePath: string | null;
  speciality: string;
  languages: string[];
  experienceYears: number;
  qualification: string;
  clinicId: number;
  clinicName: string;
  consultTypes: string[];
  slots: ListedSlot[];
}
export interface DoctorListing {
  /** The page asked for, best fit first (ranking.ts). */
  cards: DoctorCard[];
  /** Free slots across every matching card (all pages). */
  slotCount: number;
  /** Matching cards across all pages. */
  totalDoctors: number;
}

/**
 * The listing is read far more often than slots are held, so each process keeps a computed answer
 * for at most 1 s (and drops it at once when it holds a slot itself). Holding stays exact: the
 * database refuses a taken slot, and the screen then refreshes. Schedules change rarely (an admin
 * edits them): their rows are kept 30 s per filter; who holds which slot is never cached.
 */
const LISTING_TTL_MS = 1000;
const LISTINGS_KEPT = 1000;
const SCHEDULE_TTL_MS = 30_000;
const SCHEDULES_KEPT = 500;

interface Caches {
  listings: PromiseCache<DoctorListing>;
  schedules: PromiseCache<repo.ScheduleRow[]>;
}
/** One set per database, so apps on the same database (and booking's forgetListings) share them. */
const cachesByDb = new WeakMap<Db, Caches>();
function cachesFor(db: Db, now: () => Date): Caches {
  let caches = cachesByDb.get(db);
  if (!caches) {
    caches = {
      listings: promiseCache({ max: LISTINGS_KEPT, ttlMs: LISTING_TTL_MS, now: () => now().getTime() }),
      schedules: promiseCache({ max: SCHEDULES_KEPT, ttlMs: SCHEDULE_TTL_MS }),
    };
    cachesByDb.set(db, caches);
  }
  return caches;
}

/** Drops the cached listings of a database: a hold or a booking has just taken a slot. */
export function forgetListings(db: Db) {
  cachesByDb.get(db)?.listings.clear();
}

export interface CatalogServiceDeps {
  db: Db;
  now: () => Date;
  members: Pick<MembersService, 'memberForCall'>;
  /** Which slots are taken, and whether a member may book a follow-up (the consultations' owner knows). */
  consultations: Pick<ConsultationsService, 'occupiedSlotStarts' | 'followupEligible' | 'followupDoctorIds'>;
  /** The consult types parents are offered (ENABLED_CONSULT_TYPES and follow ups): nothing else is listed. */
  offeredTypes: readonly ConsultType[];
}

export function catalogServiceFactory(deps: CatalogServiceDeps) {
  const caches = cachesFor(deps.db, deps.now);
  const offered = deps.offeredTypes;
  /** A doctor's types as parents see them: only those offered. */
  const offeredOf = (types: readonly string[]) => types.filter((type) => (offered as readonly string[]).includes(type));

  /** Unknown ids in a filter are a mistake to name, not an empty result. */
  async function checkFilterIds(q: { doctorId?: number; clinicId?: number; specialityId?: number }) {
    if (q.doctorId !== undefined && !(await repo.exists(deps.db, 'doctors', q.doctorId)))
      throw badRequest(messages.doctorUnknown, 'doctorId');
    if (q.clinicId !== undefined && !(await repo.exists(deps.db, 'clinics', q.clinicId)))
      throw badRequest(messages.clinicUnknown, 'clinicId');
    if (q.specialityId !== undefined && !(await repo.exists(deps.db, 'specialities', q.specialityId)))
      throw badRequest(messages.specialityUnknown, 'speciality');
  }

  const schedules = (filter: repo.ScheduleFilter) =>
    caches.schedules.get(JSON.stringify(filter), () => repo.schedulesFor(deps.db, filter));

  /**
   * GetAllDoctorSlot: a card per doctor and clinic working that day, with the slots still free,
   * best fit first for the member (signed in, PatientId) and the reason (`qs`). A follow up lists
   * only the doctors that member may follow up with. A cached answer is the same object each time,
   * so the route may keep its serialised form.
   */
  async function doctorSlots(q: SlotQuery, session?: Session): Promise<DoctorListing> {
    const now = deps.now();
    checkDateInWindow(q.date, now);
    if (q.consultType !== undefined) checkTypeOffered(offered, q.consultType, 'appointmentType');
    // The member is read only for a signed-in parent, and only if it is one of theirs (404 otherwise).
    const member = session && q.memberId ? await deps.members.memberForCall(session, q.memberId) : undefined;
    const context: FitContext = {
      reason: reasonOf(q.reason),
      ageBand: member ? ageBandOf(member, now) : undefined,
      language: q.language,
    };
    const followupDoctors =
      member && q.consultType === 'follow up'
        ? [...(await deps.consultations.followupDoctorIds(member.memberId))].sort((a, b) => a - b)
        : undefined;
    // Apps on one database share the cache (cachesFor): the offered types are part of the question.
    // The member counts only through what the ranking and the follow ups take from them, so members
    // alike share an answer.
    const { memberId: _member, ...question } = q;
    return caches.listings.get(JSON.stringify([question, offered, context, followupDoctors]), () =>
      computeDoctorSlots(q, now, context, followupDoctors),
    );
  }

  async function computeDoctorSlots(
    q: SlotQuery,
    now: Date,
    context: FitContext = {},
    onlyDoctors?: readonly number[],
  ): Promise<DoctorListing> {
    await checkFilterIds(q);
    const rows = await schedules({
      weekday: weekdayOf(q.date),
      doctorId: q.doctorId,
      clinicId: q.clinicId,
      specialityId: q.specialityId,
      // Without a type asked for, every offered one: a disabled type's schedule is never read.
      consultTypes: q.consultType === undefined ? offered : [q.consultType],
      // The spec's `type` filter: a parent who asked for Hindi is offered Hindi speakers only (an
      // instant call in Hindi needs one). The ranking's language step orders the rest when unfiltered.
      language: q.language,
    });
    const wanted = onlyDoctors && new Set(onlyDoctors);
    // One card per doctor and clinic; its rules by consult type.
    const cards = new Map<string, { row: repo.ScheduleRow; rules: Map<string, ScheduleRule[]> }>();
    for (const row of rows) {
      if (wanted && !wanted.has(row.doctorId)) continue;
      const key = `${row.doctorId}:${row.clinicId}`;
      const card = cards.get(key) ?? { row, rules: new Map() };
      const rules = card.rules.get(row.consultType) ?? [];
      rules.push(row);
      card.rules.set(row.consultType, rules);
      cards.set(key, card);
    }
    const dayStart = new Date(`${q.date}T00:00:00Z`);
    const taken = await deps.consultations.occupiedSlotStarts(
      [...new Set(rows.map((r) => r.doctorId))],
      new Date(dayStart.getTime() - 86_400_000),
      new Date(dayStart.getTime() + 2 * 86_400_000),
    );
    let slotCount = 0;
    const listed: DoctorCard[] = [];
    const clocks = new Map<string, (minute: number) => Date>();
    for (const { row, rules } of cards.values()) {
      let clock = clocks.get(row.timeZone);
      if (!clock) {
        clock = dayClock(q.date, row.timeZone);
        clocks.set(row.timeZone, clock);
      }
      const busy = taken.get(row.doctorId) ?? new Set<number>();
      const seen = new Set<number>();
      const slots: ListedSlot[] = [];
      for (const [consultType, typeRules] of rules) {
        for (const s of slotsFor(typeRules, q.date, row.timeZone, now, busy, clock)) {
          // A doctor sees one patient at a time, whatever the consult type.
          if (seen.has(s.start.getTime())) continue;
          seen.add(s.start.getTime());
          slots.push({
            startsAt: s.start.getTime(),
            label: s.label,
            group: s.group,
            consultType,
            feePaise: row.feePaise,
            doctorId: row.doctorId,
          });
        }
      }
      slots.sort((a, b) => a.startsAt - b.startsAt);
      slotCount += slots.length;
      listed.push({
        doctorId: row.doctorId,
        doctorName: row.doctorName,
        gender: row.gender,
        imagePath: row.imagePath,
        speciality: row.speciality,
        languages: row.languages,
        experienceYears: row.experienceYears,
        qualification: row.qualification,
        clinicId: row.clinicId,
        clinicName: row.clinicName,
        consultTypes: offeredOf(row.consultTypes),
        slots,
      });
    }
    const ranked = rankCandidates(
      listed.map((card) => ({
        card,
        key: `${card.doctorId}:${card.clinicId}`,
        name: card.doctorName,
        specialities: [card.speciality],
        languages: card.languages,
        firstFreeAt: card.slots[0]?.startsAt,
      })),
      context,
    ).map((c) => c.card);
    const from = (q.page - 1) * q.pageSize;
    return { cards: ranked.slice(from, from + q.pageSize), slotCount, totalDoctors: ranked.length };
  }

  /** GetAllSlot: the distinct free times of a consult type on a date, across doctors (or one). */
  async function allSlots(q: z.output<typeof AllSlotQueryIn>) {
    checkDateInWindow(q.date, deps.now());
    checkTypeOffered(offered, q.consultType, 'type');
    const { cards } = await computeDoctorSlots(
      {
        date: q.date,
        consultType: q.consultType,
        doctorId: q.doctorId,
        clinicId: undefined,
        specialityId: undefined,
        language: undefined,
        memberId: undefined,
        reason: undefined,
        page: 1,
        pageSize: Number.MAX_SAFE_INTEGER,
      },
      deps.now(),
    );
    const byLabel = new Map<string, SlotGroup>();
    for (const card of cards) for (const s of card.slots) byLabel.set(s.label, s.group);
    const wanted = q.group?.trim().toLowerCase();
    return [...byLabel]
      .map(([label, group]) => ({ label, group }))
      .filter((s) => !wanted || s.group.toLowerCase() === wanted)
      .sort((a, b) => toSortable(a.label) - toSortable(b.label));
  }

  /**
   * The earliest free scheduled slot of a type and language from now over the booking window:
   * what /doctor-cons offers when no doctor is on duty (decision 0038).
   */
  function nextFreeSlot(q: { consultType: ConsultType; language: (typeof LANGUAGES)[number] }) {
    const now = deps.now();
    const query = { doctorId: undefined, clinicId: undefined, specialityId: undefined, memberId: undefined };
    return earliestFreeSlot(dateWindow(CLINIC_TIME_ZONE, now), (date) =>
      computeDoctorSlots({ ...query, ...q, date, reason: undefined, page: 1, pageSize: Number.MAX_SAFE_INTEGER }, now),
    );
  }

  /** The instant-scheduling times still ahead on a date. */
  function slotTimes(date: string) {
    checkDateInWindow(date, deps.now());
    return instantSlotTimes(date, CLINIC_TIME_ZONE, deps.now());
  }

  /** The information banner's paragraphs of a type, through the HTML allow-list. */
  async function displayTexts(type: string) {
    const rows = await repo.displayText(deps.db, type);
    return rows.map((r) => ({ para1: safeHtml(r.para1), para2: safeHtml(r.para2) }));
  }

  async function doctorProfile(doctorId: number) {
    const doctor = await repo.findDoctor(deps.db, doctorId);
    if (!doctor) throw badRequest(messages.doctorUnknown, 'doctorId');
    return { ...doctor, consultTypes: offeredOf(doctor.consultTypes) };
  }

  /** Follow-up eligibility: a completed consultation with this doctor in the last 7 days. */
  async function followupEligible(session: Session, memberIdText: string, doctorId: number) {
    const member = await deps.members.memberForCall(session, memberIdText);
    if (!(await repo.exists(deps.db, 'doctors', doctorId))) throw badRequest(messages.doctorUnknown, 'doctorId');
    return deps.consultations.followupEligible(member.memberId, doctorId);
  }

  return {
    doctorSlots,
    allSlots,
    slotTimes,
    displayTexts,
    doctorProfile,
    followupEligible,
    nextFreeSlot,
    /** The Doctor dropdown: doctors who take at least one offered type (the others have no slot to show). */
    doctors: () => repo.listDoctorNames(deps.db, offered),
    clinics: () => repo.listClinics(deps.db),
    specialities: () => repo.listSpecialities(deps.db),
    forgetListings: () => caches.listings.clear(),
  };
}
export type CatalogService = ReturnType<typeof catalogServiceFactory>;

/** The member's age band: from the date of birth when known (today in India), else the band chosen. */
function ageBandOf(member: { dateOfBirth: string | null; ageBand: string | null }, now: Date) {
  if (member.dateOfBirth) return ageBandOfMonths(completedMonths(member.dateOfBirth, todayInIndia(now)));
  return isAgeBand(member.ageBand) ? member.ageBand : undefined;
}

const toSortable = (label: string) => {
  const [hm = '', ampm] = label.split(' ');
  const [h = 0, m = 0] = hm.split(':').map(Number);
  return ((h % 12) + (ampm === 'PM' ? 12 : 0)) * 60 + m;
};
