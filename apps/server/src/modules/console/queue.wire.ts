import { CLINIC_TIME_ZONE } from '@app/contract/constants';
import type { Duty, QueueEntry } from '@app/contract/schemas/queue';
import type { z } from 'zod';
import { childAge } from '../../lib/age';
import { localDate } from '../../lib/time';
import type { DutyRow } from './duty.repo';

/**
 * The duty on the wire: available only while switched on AND seen within the heartbeat time (a
 * switch left on by a closed console reads off), and when it ends if no heartbeat comes.
 */
export function dutyOnWire(row: DutyRow | undefined, now: Date, timeoutSeconds: number): Duty {
  const seen = row?.lastSeenAt ?? null;
  const endsAt = row?.available && seen ? new Date(seen.getTime() + timeoutSeconds * 1000) : null;
  const available = endsAt !== null && endsAt > now;
  return {
    available,
    since: available ? (row?.since?.toISOString() ?? null) : null,
    types: (row?.types ?? []) as Duty['types'],
    languages: (row?.languages ?? []) as Duty['languages'],
    lastSeenAt: seen?.toISOString() ?? null,
    endsIfUnseenAt: endsAt?.toISOString() ?? null,
  };
}

interface WaitingPlace {
  id: number;
  position: number;
  consultType: string;
  language: string | null;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  ageBand: string | null;
  reason: string;
  queuedAt: Date | null;
  joinedQueueAt: Date | null;
}

/** A waiting place as the doctor sees it: the child, the reason, and how long the parent has waited since paying. */
export function queueEntryOnWire(p: WaitingPlace, now: Date): z.infer<typeof QueueEntry> {
  const joined = p.joinedQueueAt ?? p.queuedAt ?? now;
  return {
    appReqId: p.id,
    position: p.position,
    consultType: p.consultType as z.infer<typeof QueueEntry>['consultType'],
    language: p.language as z.infer<typeof QueueEntry>['language'],
    childName: `${p.firstName} ${p.lastName}`.trim(),
    childAge: childAge(p, localDate(now, CLINIC_TIME_ZONE)),
    reason: p.reason,
    joinedAt: joined.toISOString(),
    waitingMinutes: Math.max(0, Math.floor((now.getTime() - joined.getTime()) / 60_000)),
  };
}
