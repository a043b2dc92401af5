import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from './audit.schema';

/** Who made a change: an operator of the back office or a doctor in the console. */
export interface Actor {
  kind: 'operator' | 'doctor';
  id: number;
  name: string;
}

/** One change: `before` null for a creation, both set for an edit or a retirement. */
export interface Change {
  action: string;
  entity: string;
  entityId: number;
  before?: unknown;
  after?: unknown;
}

/** Written with the transaction of the change itself (`tx`): both commit, or neither. */
export async function recordChange(tx: Db, actor: Actor, at: Date, change: Change) {
  await tx.insert(auditLog).values({
    at,
    actorKind: actor.kind,
    actorId: actor.id,
    actorName: actor.name,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

export const AUDIT_PAGE_SIZE = 50;

/** Newest first, optionally about one kind of thing or one of them; `page` counts from 1. */
export async function auditPage(db: Db, filter: { entity?: string; entityId?: number; page: number }) {
  const conditions: SQL[] = [];
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId !== undefined) conditions.push(eq(auditLog.entityId, filter.entityId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((filter.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, pages: Math.max(1, Math.ceil((total?.n ?? 0) / AUDIT_PAGE_SIZE)) };
}
export type AuditRow = Awaited<ReturnType<typeof auditPage>>['rows'][number];
