import type { LANGUAGES } from '@app/contract/constants';
import type { QueueCallType } from '@app/contract/schemas/queue';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { members } from '../../../db/schema';
import { consultations } from '../consultations.schema';
import { waiting } from './take.repo';

type Language = (typeof LANGUAGES)[number];

/**
 * The places waiting in the lines of these types and languages, longest-waiting first, with the
 * child the doctor will see. A duty covers whole lines (every type with every language), so the
 * position within a line can be counted from these rows alone.
 */
export async function waitingIn(db: Db, types: readonly QueueCallType[], languages: readonly Language[]) {
  if (types.length === 0 || languages.length === 0) return [];
  const rows = await db
    .select({
      id: consultations.id,
      consultType: consultations.consultType,
      language: consultations.language,
      reason: consultations.helpQuestion,
      queuedAt: consultations.queuedAt,
      joinedQueueAt: consultations.joinedQueueAt,
      firstName: members.firstName,
      lastName: members.lastName,
      dateOfBirth: members.dateOfBirth,
      ageBand: members.ageBand,
    })
    .from(consultations)
    .innerJoin(members, eq(members.id, consultations.memberId))
    .where(
      and(waiting(), inArray(consultations.consultType, [...types]), inArray(consultations.language, [...languages])),
    )
    .orderBy(asc(consultations.queuedAt), asc(consultations.id));
  const seen = new Map<string, number>();
  return rows.map((r) => {
    const line = `${r.consultType}:${r.language}`;
    const position = (seen.get(line) ?? 0) + 1;
    seen.set(line, position);
    return { ...r, position };
  });
}
export type WaitingRow = Awaited<ReturnType<typeof waitingIn>>[number];
