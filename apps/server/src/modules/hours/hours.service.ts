import { datesFrom, daysBetween, todayInIndia, weekdayOf } from '@app/contract/calendar';
import { messages } from '@app/contract/messages';
import type { AddExtraHoursRequest, SaveWeeklyHoursRequest } from '@app/contract/schemas/hours';
import { TZDate } from '@date-fns/tz';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { type Actor, recordChange } from '../audit';
import * as repo from './hours.repo';
import { minutesOf, scheduleRowsOf, timeOf, weeklyProblem, weeklyRowsOf } from './weeklyRows';

/**
 * A doctor's hours (decision 0052): the weekly rows at each clinic, and days off — a doctor's
 * leave, a clinic's holiday. Operators edit any doctor's, a doctor their own. A day off over days
 * with consultations booked is refused, listing them, until each is moved or cancelled with a
 * refund. Every change writes its audit record in its own transaction; the listing's catalogue
 * hears of it through the schedule triggers.
 */

export interface HoursDeps {
  db: Db;
  now: () => Date;
  consultations: {
    upcomingOnDates(
      scope: { doctorId: number } | { clinicId: number },
      dates: readonly string[],
      limit: number,
      tx?: Db,
    ): Promise<{ rows: { id: number; slotStart: Date; doctorName: string; timeZone: string }[]; total: number }>;
  };
  /** '#123 Dr. Asha Rao, 3 Dec 2026 10:00 AM': how a refusal lists a consultation. */
  labelsOf(rows: { id: number; slotStart: Date; doctorName: string; timeZone: string }[]): string[];
}

/** Leave is taken a few weeks at a time: a longer absence is a retirement or several requests. */
export const LONGEST_LEAVE_DAYS = 60;
const LISTED = 10;

type WeeklyRequest = Omit<z.output<typeof SaveWeeklyHoursRequest>, 'doctorID'>;
type ExtraRequest = Omit<z.output<typeof AddExtraHoursRequest>, 'doctorID'>;

/** The minute of the day of an instant in a zone (a slot's start as its clinic reads it). */
const minuteOfDay = (at: Date, timeZone: string) => {
  const local = new TZDate(at.getTime(), timeZone);
  return local.getHours() * 60 + local.getMinutes();
};

export function hoursServiceFactory(deps: HoursDeps) {
  const today = () => todayInIndia(deps.now());

  async function doctorHours(doctorId: number, db: Db = deps.db) {
    const [rows, off, extra] = await Promise.all([
      repo.weeklyRows(db, doctorId),
      repo.daysOffOfDoctor(db, doctorId, today()),
      repo.extraHoursOfDoctor(db, doctorId, today()),
    ]);
    const clinics = new Map<number, { clinicID: number; name: string; timeZone: string; rows: typeof rows }>();
    for (const r of rows) {
      const clinic = clinics.get(r.clinicId) ?? {
        clinicID: r.clinicId,
        name: r.clinicName,
        timeZone: r.timeZone,
        rows: [],
      };
      clinic.rows.push(r);
      clinics.set(r.clinicId, clinic);
    }
    return {
      doctorID: doctorId,
      clinics: [...clinics.values()].map((c) => ({ ...c, rows: weeklyRowsOf(c.rows) })),
      daysOff: off.map((d) => ({
        dayOffID: d.id,
        date: d.date,
        kind: d.kind,
        clinicID: d.clinicId,
        clinicName: d.clinicName,
        note: d.note,
      })),
      extraHours: extra.map((e) => ({
        extraHoursID: e.id,
        date: e.date,
        clinicID: e.clinicId,
        clinicName: e.clinicName,
        from: timeOf(e.startMinute),
        to: timeOf(e.endMinute),
        slotMinutes: e.slotMinutes,
        consultTypes: e.consultTypes,
      })),
    };
  }

  /** The doctor, locked, serving: 404 unknown, 409 retired. */
  async function servingDoctor(tx: Db, doctorId: number) {
    const doctor = await repo.lockedDoctor(tx, doctorId);
    if (!doctor) throw notFound(messages.adminDoctorNotFound);
    if (doctor.retiredAt) throw conflict(messages.adminRetiredUnchanged);
    return doctor;
  }

  async function saveWeekly(actor: Actor, doctorId: number, req: WeeklyRequest) {
    return deps.db.transaction(async (tx) => {
      const doctor = await servingDoctor(tx, doctorId);
      const clinic = await repo.clinicById(tx, req.clinicID);
      if (!clinic) throw notFound(messages.adminClinicNotFound);
      if (clinic.retiredAt) throw conflict(messages.adminRetiredUnchanged);
      const missing = req.rows.flatMap((r) => r.consultTypes).find((t) => !doctor.consultTypes.includes(t));
      if (missing) throw badRequest(messages.hoursTypeNotOffered(missing), 'rows');
      const problem = weeklyProblem(req.rows, await repo.rowsElsewhere(tx, doctorId, clinic.id));
      if (problem) throw badRequest(problem.message, problem.field);
      const before = await doctorHours(doctorId, tx);
      await repo.replaceWeeklyRows(tx, doctorId, clinic.id, scheduleRowsOf(clinic.id, req.rows));
      const after = await doctorHours(doctorId, tx);
      await recordChange(tx, actor, deps.now(), {
        action: 'hours.weekly',
        entity: 'doctor',
        entityId: doctorId,
        before: before.clinics,
        after: after.clinics,
      });
      return after;
    });
  }

  /** Refused while consultations are held or booked on those dates there (409, listing them). */
  async function refuseOverBookings(tx: Db, scope: { doctorId: number } | { clinicId: number }, dates: string[]) {
    const booked = await deps.consultations.upcomingOnDates(scope, dates, LISTED, tx);
    if (booked.total > 0)
      throw conflict(messages.dayOffOverBookings(deps.labelsOf(booked.rows), booked.total - booked.rows.length));
  }

  async function addLeave(actor: Actor, doctorId: number, req: { from: string; to: string; note?: string }) {
    if (req.to < req.from) throw badRequest(messages.leaveRangeBackwards, 'to');
    if (req.from < today()) throw badRequest(messages.leaveInPast, 'from');
    const days = daysBetween(req.from, req.to) + 1;
    if (days > LONGEST_LEAVE_DAYS) throw badRequest(messages.leaveTooLong(LONGEST_LEAVE_DAYS), 'to');
    const dates = datesFrom(req.from, days);
    return deps.db.transaction(async (tx) => {
      await servingDoctor(tx, doctorId);
      await refuseOverBookings(tx, { doctorId }, dates);
      const added = await repo.insertLeave(tx, doctorId, dates, req.note?.trim() ?? '');
      for (const day of added)
        await recordChange(tx, actor, deps.now(), {
          action: 'hours.leave',
          entity: 'doctor',
          entityId: doctorId,
          after: { dayOffID: day.id, date: day.date, note: req.note ?? '' },
        });
      return doctorHours(doctorId, tx);
    });
  }

  async function addHoliday(actor: Actor, clinicId: number, req: { date: string; note?: string }) {
    if (req.date < today()) throw badRequest(messages.leaveInPast, 'date');
    await deps.db.transaction(async (tx) => {
      const clinic = await repo.clinicById(tx, clinicId);
      if (!clinic) throw notFound(messages.adminClinicNotFound);
      if (clinic.retiredAt) throw conflict(messages.adminRetiredUnchanged);
      await refuseOverBookings(tx, { clinicId }, [req.date]);
      const id = await repo.insertHoliday(tx, clinicId, req.date, req.note?.trim() ?? '');
      if (id !== undefined)
        await recordChange(tx, actor, deps.now(), {
          action: 'hours.holiday',
          entity: 'clinic',
          entityId: clinicId,
          after: { dayOffID: id, date: req.date, note: req.note ?? '' },
        });
    });
  }

  /**
   * One-off hours on a date, at a clinic where the doctor has weekly hours, overlapping none of the
   * doctor's hours that day (weekly at any clinic, or other extra hours).
   */
  async function addExtraHours(actor: Actor, doctorId: number, req: ExtraRequest) {
    if (req.date < today()) throw badRequest(messages.leaveInPast, 'date');
    if (daysBetween(today(), req.date) > LONGEST_LEAVE_DAYS)
      throw badRequest(messages.extraHoursTooFar(LONGEST_LEAVE_DAYS), 'date');
    return deps.db.transaction(async (tx) => {
      const doctor = await servingDoctor(tx, doctorId);
      const weekly = await repo.weeklyRows(tx, doctorId);
      if (!weekly.some((r) => r.clinicId === req.clinicID)) throw badRequest(messages.extraHoursNeedWeekly, 'clinicID');
      const missing = req.consultTypes.find((t) => !doctor.consultTypes.includes(t));
      if (missing) throw badRequest(messages.hoursTypeNotOffered(missing), 'consultTypes');
      const weekday = weekdayOf(req.date);
      const sameDay = [
        ...weekly.filter((r) => r.weekday === weekday),
        ...(await repo.extraHoursOfDoctor(tx, doctorId, req.date)).filter((e) => e.date === req.date),
      ].map((r) => ({ ...r, weekday }));
      const problem = weeklyProblem([{ ...req, weekday }], sameDay);
      if (problem) throw badRequest(problem.message, problem.field.replace(/^rows\.0\.?/, '') || 'from');
      const id = await repo.insertExtraHours(tx, {
        doctorId,
        clinicId: req.clinicID,
        date: req.date,
        startMinute: minutesOf(req.from),
        endMinute: minutesOf(req.to),
        slotMinutes: req.slotMinutes,
        consultTypes: [...req.consultTypes],
      });
      await recordChange(tx, actor, deps.now(), {
        action: 'hours.extra',
        entity: 'doctor',
        entityId: doctorId,
        after: { extraHoursID: id, ...req },
      });
      return doctorHours(doctorId, tx);
    });
  }

  /** Refused (409, listing them) while consultations are held or booked in those hours. */
  async function removeExtraHours(actor: Actor, extraHoursId: number) {
    return deps.db.transaction(async (tx) => {
      const extra = await repo.extraHoursById(tx, extraHoursId);
      if (!extra) throw notFound(messages.extraHoursNotFound);
      const booked = await deps.consultations.upcomingOnDates({ doctorId: extra.doctorId }, [extra.date], 100, tx);
      const inside = booked.rows.filter((r) => {
        const minute = minuteOfDay(r.slotStart, r.timeZone);
        return minute >= extra.startMinute && minute < extra.endMinute;
      });
      if (inside.length > 0)
        throw conflict(
          messages.extraHoursBooked(deps.labelsOf(inside.slice(0, LISTED)), Math.max(0, inside.length - LISTED)),
        );
      await repo.deleteExtraHours(tx, extraHoursId);
      await recordChange(tx, actor, deps.now(), {
        action: 'hours.extra.removed',
        entity: 'doctor',
        entityId: extra.doctorId,
        before: extra,
      });
      return doctorHours(extra.doctorId, tx);
    });
  }

  /** Removes a day off; `ownLeaveOf` (a doctor) may only remove their own leave. */
  async function removeDayOff(actor: Actor, dayOffId: number, ownLeaveOf?: number) {
    await deps.db.transaction(async (tx) => {
      const day = await repo.dayOffById(tx, dayOffId);
      if (!day || (ownLeaveOf !== undefined && (day.kind !== 'leave' || day.doctorId !== ownLeaveOf)))
        throw notFound(messages.dayOffNotFound);
      await repo.deleteDayOff(tx, dayOffId);
      await recordChange(tx, actor, deps.now(), {
        action: day.kind === 'leave' ? 'hours.leave.removed' : 'hours.holiday.removed',
        entity: day.kind === 'leave' ? 'doctor' : 'clinic',
        entityId: (day.kind === 'leave' ? day.doctorId : day.clinicId) ?? 0,
        before: day,
      });
    });
  }

  return {
    /** 404 for a doctor we do not have. */
    async doctorHours(doctorId: number) {
      if (!(await repo.doctorExists(deps.db, doctorId))) throw notFound(messages.adminDoctorNotFound);
      return doctorHours(doctorId);
    },
    saveWeekly,
    addExtraHours,
    removeExtraHours,
    addLeave,
    addHoliday,
    removeDayOff,
  };
}
export type HoursService = ReturnType<typeof hoursServiceFactory>;
