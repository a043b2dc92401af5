import type { LANGUAGES } from '@app/contract/constants';
import { offeredConsultTypes } from '@app/contract/consultTypes';
import { messages } from '@app/contract/messages';
import type { QueueCallType, SetDutyRequest } from '@app/contract/schemas/queue';
import { badRequest, conflict } from '../../lib/errors';
import type { DoctorSession } from './console.auth';
import * as repo from './console.repo';
import type { ConsoleServiceDeps } from './console.service';
import * as duty from './duty.repo';

/** The doctor's part of the on-duty queue (decision 0038): the duty switch, its heartbeat, the queue, take next. */
export function consoleQueueSide(
  deps: ConsoleServiceDeps,
  calls: {
    startVideo(session: DoctorSession, id: number): Promise<string>;
    callParent(session: DoctorSession, id: number): Promise<void>;
  },
) {
  const seenSince = (now: Date) => new Date(now.getTime() - deps.config.DUTY_HEARTBEAT_TIMEOUT_SECONDS * 1000);

  /** On with types and languages the doctor offers (and the clinic offers: ENABLED_CONSULT_TYPES), or off. */
  async function setDuty(session: DoctorSession, req: SetDutyRequest) {
    const now = deps.now();
    if (req.available) {
      if (req.types.length === 0 || req.languages.length === 0) throw badRequest(messages.dutyNeedsTypesAndLanguages);
      const offers = await repo.doctorOffers(deps.db, session.doctor.id);
      // Parents take the queue's doctor on trust: only a verified registration goes on duty.
      if (!offers?.bookable) throw conflict(messages.dutyNotVerified);
      const types: readonly string[] = offers?.consultTypes ?? [];
      const languages: readonly string[] = offers?.languages ?? [];
      const enabled: readonly string[] = offeredConsultTypes(deps.config.ENABLED_CONSULT_TYPES);
      const missingType = req.types.find((t) => !types.includes(t) || !enabled.includes(t));
      if (missingType) throw badRequest(messages.dutyTypeNotOffered(`${missingType} calls`));
      const missingLanguage = req.languages.find((l) => !languages.includes(l));
      if (missingLanguage) throw badRequest(messages.dutyTypeNotOffered(`consultations in ${missingLanguage}`));
    }
    const row = await duty.setDuty(
      deps.db,
      session.doctor.id,
      { available: req.available, types: [...new Set(req.types)], languages: [...new Set(req.languages)] },
      now,
    );
    return { now, duty: row };
  }

  async function heartbeat(session: DoctorSession) {
    const now = deps.now();
    return { now, duty: await duty.heartbeat(deps.db, session.doctor.id, now, seenSince(now)) };
  }

  /** The duty, and the places its lines hold (none while off duty), with the recent average length. */
  async function queue(session: DoctorSession) {
    const now = deps.now();
    const row = await duty.dutyOf(deps.db, session.doctor.id);
    const active = row?.available && row.lastSeenAt && row.lastSeenAt > seenSince(now) ? row : undefined;
    const [waiting, averageMinutes] = await Promise.all([
      active ? deps.consultations.waitingInLines(typesOf(active), languagesOf(active)) : [],
      deps.consultations.averageConsultMinutes(deps.config.QUEUE_DEFAULT_CONSULT_MINUTES),
    ]);
    return { now, duty: row, waiting, averageMinutes };
  }

  /**
   * The longest-waiting place the doctor's duty covers, taken in one transaction that also locks the
   * duty (one doctor's takes run one at a time, and duty that ended cannot take); then, outside it,
   * the call starts as the console's own buttons start it. A call that cannot start puts the place
   * back where it was.
   */
  async function takeNext(session: DoctorSession) {
    const doctorId = session.doctor.id;
    const slotMinutes = await deps.consultations.averageConsultMinutes(deps.config.QUEUE_DEFAULT_CONSULT_MINUTES);
    const taken = await deps.db.transaction(async (tx) => {
      const on = await duty.lockActiveDuty(tx, doctorId, seenSince(deps.now()));
      if (!on) throw conflict(messages.queueNotOnDuty);
      return deps.consultations.takeNext(
        { doctorId, types: typesOf(on), languages: languagesOf(on), slotMinutes },
        { tx },
      );
    });
    if (!taken) throw conflict(messages.queueNobodyWaiting);
    try {
      const roomName = taken.consultType === 'video' ? await calls.startVideo(session, taken.id) : null;
      if (taken.consultType !== 'video') await calls.callParent(session, taken.id);
      return { appReqId: taken.id, consultType: taken.consultType === 'video' ? 'video' : 'audio', roomName } as const;
    } catch (e) {
      await deps.consultations.putBackTaken(taken.id, doctorId);
      throw e;
    }
  }

  return { setDuty, heartbeat, queue, takeNext };
}

// The table's CHECKs keep these to the queue's types and the known languages.
const typesOf = (row: duty.DutyRow) => row.types as QueueCallType[];
const languagesOf = (row: duty.DutyRow) => row.languages as (typeof LANGUAGES)[number][];
