import type { OperatorRole } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import type { AddOperatorRequest } from '@app/contract/schemas/admin';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { auditPage, recordChange } from '../audit';
import { phoneOrThrow } from '../auth';
import * as auth from './admin.auth';
import * as repo from './admin.repo';

export type AdminServiceDeps = auth.AdminAuthDeps;
type DataDeps = { db: Db; now: () => Date };

/** Adds an operator; `created: false` with the one already holding the number (the CLI says so). */
export async function createOperator(
  deps: Pick<DataDeps, 'db'>,
  input: { name: string; phoneE164: string; role: OperatorRole; createdBy: number | null },
) {
  const inserted = await repo.insertOperator(deps.db, input);
  if (inserted) return { created: true as const, operator: inserted };
  const existing = await repo.operatorByPhone(deps.db, input.phoneE164);
  if (!existing) throw new Error('operator insert conflicted but no operator holds the number');
  return { created: false as const, operator: existing };
}

async function addOperator(deps: DataDeps, session: auth.OperatorSession, req: z.output<typeof AddOperatorRequest>) {
  const phone = phoneOrThrow(req.mobileCode, req.mobileNumber);
  return deps.db.transaction(async (tx) => {
    const result = await createOperator(
      { db: tx },
      { name: req.name, phoneE164: phone.e164, role: req.role, createdBy: session.operator.id },
    );
    // A retired operator keeps their number: bringing them back is a later slice's decision, not a new row.
    if (!result.created) throw conflict(messages.adminOperatorExists);
    await recordChange(tx, auth.operatorActor(session), deps.now(), {
      action: 'operator.created',
      entity: 'operator',
      entityId: result.operator.id,
      after: result.operator,
    });
    return result.operator;
  });
}

/**
 * Retires an operator, never deleting them: the checks run in one transaction with the serving
 * owners locked, so two owners retiring each other at once cannot leave the clinic without one.
 */
export async function retireOperator(deps: DataDeps, session: auth.OperatorSession, operatorId: number) {
  await deps.db.transaction(async (tx) => {
    const target = await repo.operatorById(tx, operatorId);
    if (!target) throw notFound(messages.adminOperatorNotFound);
    if (target.id === session.operator.id) throw conflict(messages.adminCannotRetireSelf);
    if (target.retiredAt) throw conflict(messages.adminOperatorAlreadyRetired);
    const owners = await repo.lockActiveOwners(tx);
    if (target.role === 'owner' && owners.filter((id) => id !== target.id).length === 0) {
      throw conflict(messages.adminLastOwner);
    }
    // The caller was retired while this request waited for the lock.
    if (!owners.includes(session.operator.id)) throw forbidden(messages.adminRoleNeeded(['owner']));
    await repo.retireOperator(tx, target.id, deps.now());
    await recordChange(tx, auth.operatorActor(session), deps.now(), {
      action: 'operator.retired',
      entity: 'operator',
      entityId: target.id,
      before: target,
      after: await repo.operatorById(tx, target.id),
    });
  });
}

export function adminServiceFactory(deps: AdminServiceDeps) {
  return {
    requestOtp: (req: Parameters<typeof auth.requestOperatorOtp>[1], ip: string) =>
      auth.requestOperatorOtp(deps, req, ip),
    verifyOtp: (req: Parameters<typeof auth.verifyOperatorOtp>[1]) => auth.verifyOperatorOtp(deps, req),
    logout: (session: auth.OperatorSession) => auth.logoutOperator(deps, session),
    listOperators: () => repo.listOperators(deps.db),
    /** Owners read who changed what; nobody edits it. */
    auditLog: (filter: { entity?: string; entityId?: number; page: number }) => auditPage(deps.db, filter),
    addOperator: (session: auth.OperatorSession, req: z.output<typeof AddOperatorRequest>) =>
      addOperator(deps, session, req),
    retireOperator: (session: auth.OperatorSession, operatorId: number) => retireOperator(deps, session, operatorId),
  };
}
export type AdminService = ReturnType<typeof adminServiceFactory>;
