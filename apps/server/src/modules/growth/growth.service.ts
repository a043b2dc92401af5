import { addDays, childAge } from '@app/contract/calendar';
import { CLINIC_TIME_ZONE } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import type { AddGrowthIn, GROWTH_PARAMS } from '@app/contract/schemas/growth';
import type { Db } from '../../db/client';
import { ageInWords } from '../../lib/age';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { localDate } from '../../lib/time';
import type { Session } from '../auth';
import type { MembersService } from '../members';
import type { TrackerService } from '../tracker';
import * as repo from './growth.repo';
import { CURVE_Z, percentileOf, valueAt, zScore } from './lms';
import { DAYS_PER_MONTH, LAST_2006_DAY, standardFor, type WhoTables, whoTables } from './who';

export type Param = (typeof GROWTH_PARAMS)[number];
export interface GrowthServiceDeps {
  db: Db;
  now: () => Date;
  members: Pick<MembersService, 'memberForCall'>;
  tracker: Pick<TrackerService, 'rightsOf' | 'mustEdit'>;
}

const FIELD = { W: 'weightKg', H: 'heightCm', HC: 'headCm' } as const;
const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;

/** Age in days for the WHO tables: corrected for a child born early, until 24 months (the calendar's rule). */
export function ageFor(dob: string, on: string, premature: boolean) {
  const age = childAge(dob, on, premature);
  return { days: age.days, corrected: age.corrected, chronological: age.chronologicalDays };
}

/** A measurement against its WHO table: z, percentile, and the normal range (z = ±2). */
export function compare(tables: WhoTables, param: Param, sex: 'male' | 'female', ageDays: number, value: number) {
  const found = standardFor(tables, param, sex, ageDays);
  if ('reason' in found)
    return { from: null, to: null, z: null, percentile: null, standard: null, reason: found.reason };
  const z = zScore(value, found.lms);
  return {
    from: round(valueAt(-2, found.lms), 2),
    to: round(valueAt(2, found.lms), 2),
    z: round(z, 2),
    percentile: percentileOf(z),
    standard: found.standard,
    reason: null,
  };
}

/** The percentile curves over the months [from, to], one point a month (half a month in year one). */
export function curvesFor(tables: WhoTables, param: Param, sex: 'male' | 'female', fromMonth: number, toMonth: number) {
  const points = [];
  for (let m = fromMonth; m <= toMonth + 1e-9; m += m < 12 ? 0.5 : 1) {
    const found = standardFor(tables, param, sex, m * DAYS_PER_MONTH);
    if ('reason' in found) break;
    const at = (z: number) => round(valueAt(z, found.lms), 2);
    points.push({
      ageMonths: m,
      p3: at(CURVE_Z.p3),
      p15: at(CURVE_Z.p15),
      p50: at(0),
      p85: at(CURVE_Z.p85),
      p97: at(CURVE_Z.p97),
    });
  }
  return points;
}

/** The span a chart should show: from birth (or 3 years before, for older children) to a little ahead. */
export function curveSpan(param: Param, ageMonths: number) {
  const limit = param === 'HC' ? LAST_2006_DAY / DAYS_PER_MONTH : param === 'W' ? 120 : 228;
  const to = Math.min(Math.floor(limit), Math.max(6, Math.ceil((ageMonths + 2) / 3) * 3));
  const from = to > 60 ? Math.max(0, to - 36) : 0;
  return { from, to };
}

export function growthServiceFactory(deps: GrowthServiceDeps) {
  /** Goal/GetGrowthTracker: the child's entries of one measurement with their WHO comparison. */
  async function growthTracker(session: Session, q: { memberId: string; param: Param }) {
    const member = await deps.members.memberForCall(session, q.memberId);
    const rights = await deps.tracker.rightsOf(member);
    const today = localDate(deps.now(), CLINIC_TIME_ZONE);
    const tables = await whoTables(deps.db);
    const sex = member.gender === 'Female' ? 'female' : member.gender === 'Male' ? 'male' : undefined;
    const dob = member.dateOfBirth;
    const field = FIELD[q.param];
    const rows = (await repo.recordsOf(deps.db, member.memberId)).filter((r) => r[field] !== null);

    const entries = rows.map((r) => {
      const value = r[field] as number;
      const age = dob ? ageFor(dob, r.measuredOn, member.isPremature) : undefined;
      const comparison =
        age && sex && age.chronological >= 0
          ? compare(tables, q.param, sex, age.days, value)
          : {
              from: null,
              to: null,
              z: null,
              percentile: null,
              standard: null,
              reason: dob ? null : messages.growthNeedsDob,
            };
      const words = (days: number) => (dob ? ageInWords(dob, addDays(dob, days)) : '');
      return {
        entryId: r.id,
        measuredOn: r.measuredOn,
        age: age ? words(age.days) : '',
        ageDays: age?.days ?? 0,
        chronologicalAge: age?.corrected ? words(age.chronological) : null,
        corrected: age?.corrected ?? false,
        weightKg: r.weightKg,
        heightCm: r.heightCm,
        headCm: r.headCm,
        comparison,
        deletable: rights.canEdit,
      };
    });
    const latest = entries[entries.length - 1];
    const ageNow = dob ? ageFor(dob, today, member.isPremature) : undefined;
    const ageMonthsNow = Math.max(
      ageNow ? ageNow.days / DAYS_PER_MONTH : 0,
      latest ? latest.ageDays / DAYS_PER_MONTH : 0,
    );
    const span = curveSpan(q.param, ageMonthsNow);
    const curves = sex && dob ? curvesFor(tables, q.param, sex, span.from, span.to) : [];
    return {
      param: q.param,
      entries,
      headShown: ageNow ? ageNow.chronological <= LAST_2006_DAY : true,
      name: `${member.firstName} ${member.lastName}`.trim(),
      gender: member.gender,
      dateOfBirth: dob,
      curves,
      curvesStandard: curves.length
        ? span.to * DAYS_PER_MONTH > LAST_2006_DAY
          ? 'WHO 2006 standard and 2007 reference'
          : 'WHO 2006 standard'
        : null,
      canEdit: rights.canEdit,
      notice: !rights.registered ? messages.guestGrowth : !rights.planActive ? messages.noActivePlanWrite : null,
    };
  }

  /** Goal/AddGrowthData: a dated measurement, not in the future nor before birth; its id. */
  async function addGrowth(session: Session, input: AddGrowthIn) {
    const member = await deps.tracker.mustEdit(session, input.memberId, messages.guestGrowth);
    if (!member.dateOfBirth) throw badRequest(messages.growthNeedsDob, 'PatientID');
    const today = localDate(deps.now(), CLINIC_TIME_ZONE);
    if (input.measuredOn > today) throw badRequest(messages.growthDateFuture, 'achievedDate');
    if (input.measuredOn < member.dateOfBirth) throw badRequest(messages.growthDateBeforeBirth, 'achievedDate');
    return repo.insertRecord(deps.db, {
      accountId: member.accountId,
      memberId: member.memberId,
      measuredOn: input.measuredOn,
      weightKg: input.weightKg,
      heightCm: input.heightCm,
      headCm: input.headCm,
    });
  }

  /**
   * Goal/DeleteGrowth: an entry of a child the caller may record for (its own, or shared with it);
   * anyone else's reads as absent.
   */
  async function deleteGrowth(session: Session, entryId: number) {
    const memberId = await repo.memberOfRecord(deps.db, entryId);
    if (memberId === undefined) throw notFound(messages.growthNotFound);
    const member = await deps.members.memberForCall(session, memberId).catch((e: unknown) => {
      throw e instanceof AppError && e.statusCode === 404 ? notFound(messages.growthNotFound) : e;
    });
    await deps.tracker.mustEdit(session, member.memberId, messages.guestGrowth);
    if (!(await repo.deleteOfMember(deps.db, member.memberId, entryId))) throw notFound(messages.growthNotFound);
  }

  return {
    growthTracker,
    addGrowth,
    deleteGrowth,
    /** The account's children's measurements, for the parent's copy of their data. */
    personalDataOf: (accountId: number) => repo.recordsOfAccount(deps.db, accountId),
    /** Erasure, in its transaction. */
    erasePersonalData: (tx: Db, accountId: number) => repo.eraseOfAccount(tx, accountId),
  };
}
export type GrowthService = ReturnType<typeof growthServiceFactory>;
