import { completedMonths, todayInIndia } from '@app/contract/calendar';
import { CLINIC_TIME_ZONE, type LANGUAGES } from '@app/contract/constants';
import type { ConsultType } from '@app/contract/consultTypes';
import { messages } from '@app/contract/messages';
import type { AllSlotQueryIn, DoctorSlotQueryIn } from '@app/contract/schemas/catalog';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { Session } from '../auth';
import type { ConsultationsService } from '../consultations';
import type { MembersService } from '../members';
import * as repo from './catalog.repo';
import type { CatalogBook } from './engine/book';
import { catalogCopyOf, SHARED_READS } from './engine/freshness';
import { type DoctorListing, listingOf } from './engine/listing';
import { ListingLoad } from './engine/listingLoad';
import { RecentReads } from './engine/recentReads';
import { safeHtml } from './html';
import { earliestFreeSlot } from './nextFreeSlot';
import { checkTypeOffered } from './offeredTypes';
import { ageBandOfMonths, type FitContext, isAgeBand, reasonOf } from './ranking';
import { dateWindow, instantSlotTimes, type SlotGroup, weekdayOf } from './slots';

/** Refuses a date outside the 15-day strip (clinic zone). */
export function checkDateInWindow(date: string, now: Date, field = 'dt') {
  if (!dateWindow(CLINIC_TIME_ZONE, now).includes(date)) throw badRequest(messages.dateOutsideWindow, field);
}

type SlotQuery = DoctorSlotQueryIn;

/** How long a member's follow-up doctors, read for a listing, order the next ones (as the child: members.service). */
export const KEPT_FOLLOWUPS_MS = 2_000;

export type { DoctorCard, DoctorListing } from './engine/listing';
export type { ListedSlot } from './engine/overlay';

/**
 * A listing reads the process's copy of the catalogue (engine/: compact free minutes per card and
 * day, checked against the catalogue's version on every call) and, in the same moment, the slots
 * held or booked that day (one indexed query). Nothing of the answer is cached: two parents, or
 * two processes, never see a hold the other has released or made more than a query late.
 */
export interface CatalogServiceDeps {
  db: Db;
  now: () => Date;
  members: Pick<MembersService, 'memberForCall' | 'memberForRanking'>;
  /** Which slots are taken, and whether a member may book a follow-up (the consultations' owner knows). */
  consultations: Pick<
    ConsultationsService,
    | 'occupiedSlotStarts'
    | 'occupiedSlotStartsHeard'
    | 'slotWrites'
    | 'completions'
    | 'followupEligible'
    | 'followupDoctorIds'
  >;
  /** The consult types parents are offered (ENABLED_CONSULT_TYPES and follow ups): nothing else is listed. */
  offeredTypes: readonly ConsultType[];
}

export function catalogServiceFactory(deps: CatalogServiceDeps) {
  const catalog = catalogCopyOf(deps.db, deps.now);
  const offered = deps.offeredTypes;
  /** A doctor's types as parents see them: only those offered. */
  const offeredOf = (types: readonly string[]) => types.filter((type) => (offered as readonly string[]).includes(type));

  /** Unknown ids in a filter are a mistake to name, not an empty result (a listed one exists). */
  async function checkFilterIds(book: CatalogBook, q: { doctorId?: number; clinicId?: number; specialityId?: number }) {
    if (
      q.doctorId !== undefined &&
      !book.doctorIds.has(q.doctorId) &&
      !(await repo.exists(deps.db, 'doctors', q.doctorId))
    )
      throw badRequest(messages.doctorUnknown, 'doctorId');
    if (
      q.clinicId !== undefined &&
      !book.clinicIds.has(q.clinicId) &&
      !(await repo.exists(deps.db, 'clinics', q.clinicId))
    )
      throw badRequest(messages.clinicUnknown, 'clinicId');
    if (
      q.specialityId !== undefined &&
      !book.specialityIds.has(q.specialityId) &&
      !(await repo.exists(deps.db, 'specialities', q.specialityId))
    )
      throw badRequest(messages.specialityUnknown, 'speciality');
  }

  /**
   * The slots taken around a date. Under load on PostgreSQL, as this process has heard them (kept
   * fresh by LISTEN: consultations/liveOccupied.ts). Otherwise read: a read under way, or under
   * load a read of the last moment, is shared (engine/recentReads.ts); never one older than this
   * process's last write to the slots.
   */
  const takenReads = new RecentReads<Awaited<ReturnType<typeof deps.consultations.occupiedSlotStarts>>>({
    reuseMs: SHARED_READS.reuseMs,
    writes: deps.consultations.slotWrites,
  });
  function takenAround(date: string, doctorId: number | undefined, busy: boolean) {
    const dayStart = Date.parse(`${date}T00:00:00Z`);
    // A day in any clinic's zone lies within a day either side of its UTC date.
    const from = new Date(dayStart - 86_400_000);
    const to = new Date(dayStart + 2 * 86_400_000);
    // Under load, what this process has heard (no query; PostgreSQL only); quiet, the database.
    const heard = busy ? deps.consultations.occupiedSlotStartsHeard(from, to) : undefined;
    if (heard) return Promise.resolve(heard);
    // Quiet, one doctor's listing reads that doctor's slots alone; under load it shares the date's
    // read with every other listing of the date (one query where each doctor asked would make one).
    const doctorIds = doctorId === undefined || busy ? 'all' : [doctorId];
    return takenReads.read(
      `${date}|${doctorIds === 'all' ? '' : doctorId}`,
      () => deps.consultations.occupiedSlotStarts(doctorIds, from, to),
      busy,
    );
  }

  /** Whether this process's listings are under load (engine/listingLoad.ts). */
  const load = new ListingLoad();

  /** The catalogue now and the slots taken around a date, read together. */
  function bookAndTaken(date: string, doctorId?: number) {
    const busy = load.busy();
    return Promise.all([catalog.current(busy), takenAround(date, doctorId, busy)]);
  }

  /**
   * The doctors a member may follow up with, as read a moment ago (KEPT_FOLLOWUPS_MS) in the same
   * minute of the app's clock, and never before this process's last completion (the only write
   * that adds one: holds, payments and cancellations leave the kept read alone). Booking one asks
   * the database again (booking/hold/feeFor.ts).
   */
  const followupsKept = new LRUCache<string, { writes: number; doctorIds: Promise<ReadonlySet<number>> }>({
    max: 10_000,
    ttl: KEPT_FOLLOWUPS_MS,
  });
  function followupDoctorIds(memberId: number, now: Date) {
    const key = `${memberId}|${Math.floor(now.getTime() / 60_000)}`;
    const writes = deps.consultations.completions();
    const kept = followupsKept.get(key);
    if (kept?.writes === writes) return kept.doctorIds;
    const doctorIds = deps.consultations.followupDoctorIds(memberId);
    followupsKept.set(key, { writes, doctorIds });
    doctorIds.catch(() => followupsKept.delete(key));
    return doctorIds;
  }

  /**
   * GetAllDoctorSlot: a card per doctor and clinic working that day, with the slots still free,
   * best fit first for the member (signed in, PatientId) and the reason (`qs`). A follow up lists
   * only the doctors that member may follow up with.
   */
  async function doctorSlots(q: SlotQuery, session?: Session): Promise<DoctorListing> {
    const now = deps.now();
    checkDateInWindow(q.date, now);
    if (q.consultType !== undefined) checkTypeOffered(offered, q.consultType, 'appointmentType');
    // The member is read only for a signed-in parent, and only if it is one of theirs (404 otherwise).
    const member = session && q.memberId ? await deps.members.memberForRanking(session, q.memberId) : undefined;
    const context: FitContext = {
      reason: reasonOf(q.reason),
      ageBand: member ? ageBandOf(member, now) : undefined,
      language: q.language,
    };
    const onlyDoctors =
      member && q.consultType === 'follow up' ? await followupDoctorIds(member.memberId, now) : undefined;
    return listDay(q, now, context, onlyDoctors);
  }

  async function listDay(
    q: SlotQuery,
    now: Date,
    context: FitContext = {},
    onlyDoctors?: ReadonlySet<number>,
  ): Promise<DoctorListing> {
    const [book, taken] = await bookAndTaken(q.date, q.doctorId);
    await checkFilterIds(book, q);
    return listingOf(
      book,
      taken,
      {
        date: q.date,
        weekday: weekdayOf(q.date),
        now,
        // Without a type asked for, every offered one: a disabled type's hours are never read.
        consultTypes: q.consultType === undefined ? offered : [q.consultType],
        doctorId: q.doctorId,
        clinicId: q.clinicId,
        specialityId: q.specialityId,
        // The spec's `type` filter: a parent who asked for Hindi is offered Hindi speakers only.
        language: q.language,
        onlyDoctors,
        context,
        page: q.page,
        pageSize: q.pageSize,
      },
      offeredOf,
    );
  }

  /** GetAllSlot: the distinct free times of a consult type on a date, across doctors (or one). */
  async function allSlots(q: z.output<typeof AllSlotQueryIn>) {
    checkDateInWindow(q.date, deps.now());
    checkTypeOffered(offered, q.consultType, 'type');
    const { cards } = await listDay(
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
    // Ranked without a reason, age or language, the first card has the earliest free slot.
    return earliestFreeSlot(dateWindow(CLINIC_TIME_ZONE, now), (date) =>
      listDay({ ...query, ...q, date, reason: undefined, page: 1, pageSize: 1 }, now),
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
    return Promise.all(rows.map(async (r) => ({ para1: await safeHtml(r.para1), para2: await safeHtml(r.para2) })));
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
    doctorSlots: (q: SlotQuery, session?: Session) => load.run(() => doctorSlots(q, session)),
    allSlots: (q: z.output<typeof AllSlotQueryIn>) => load.run(() => allSlots(q)),
    slotTimes,
    displayTexts,
    doctorProfile,
    followupEligible,
    nextFreeSlot,
    /** The Doctor dropdown: doctors who take at least one offered type (the others have no slot to show). */
    doctors: () => repo.listDoctorNames(deps.db, offered),
    clinics: () => repo.listClinics(deps.db),
    specialities: () => repo.listSpecialities(deps.db),
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
