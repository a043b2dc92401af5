import { messages } from '@app/contract/messages';
import type { AdminOtpRequest, AdminVerifyRequest } from '@app/contract/schemas/admin';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { forbidden, unauthorized } from '../../lib/errors';
import type { Actor } from '../audit';
import { type AuthDeps, hashToken, requestStaffOtp, type StaffAuthDeps, type StaffKind, verifyStaffOtp } from '../auth';
import * as repo from './admin.repo';

export interface OperatorSession {
  tokenId: number;
  operator: repo.OperatorRow;
}

/** Serving: on the list and not retired. A retired operator is answered like a stranger. */
const serving = (o: repo.OperatorRow | undefined) => (o && !o.retiredAt ? o : undefined);

/**
 * Back-office codes are stored apart from the parents' and doctors' ones (`operator:<number>`).
 * A working day: the back office can change who works there, so its sign-in is short.
 */
const operatorStaff: StaffKind<repo.OperatorRow> = {
  kind: 'operator',
  find: async (db, e164) => serving(await repo.operatorByPhone(db, e164)),
  tokenHours: 12,
  insertToken: (tx, { staff, tokenHash, expiresAt }) =>
    repo.insertOperatorToken(tx, { operatorId: staff.id, tokenHash, expiresAt }),
};

export type AdminAuthDeps = StaffAuthDeps;

/**
 * Sends a back-office OTP only to a serving operator's number, answering every number alike as the
 * console does for doctors (the auth module's requestStaffOtp: the same captcha, limits and words,
 * the SMS in the background after the answer).
 */
export function requestOperatorOtp(deps: AdminAuthDeps, req: z.output<typeof AdminOtpRequest>, ip: string) {
  return requestStaffOtp(deps, operatorStaff, req, ip);
}

/** Retired since the code was sent: no sign-in. */
export async function verifyOperatorOtp(deps: AuthDeps, req: z.output<typeof AdminVerifyRequest>) {
  const { authToken, staff } = await verifyStaffOtp(deps, operatorStaff, req);
  return { authToken, operator: staff };
}

/** The operator behind a token, checked on every call: a retired operator's token stops at once. */
export async function authenticateOperator(deps: { db: Db; now: () => Date }, token: string | undefined) {
  if (!token) throw unauthorized(messages.adminSessionMissing);
  const found = await repo.findOperatorToken(deps.db, hashToken(token));
  if (!found) throw unauthorized(messages.adminSessionMissing);
  if (found.revokedAt || found.expiresAt.getTime() <= deps.now().getTime()) throw unauthorized(messages.sessionExpired);
  const operator = serving(await repo.operatorById(deps.db, found.operatorId));
  if (!operator) throw unauthorized(messages.adminSessionMissing);
  return { tokenId: found.id, operator } satisfies OperatorSession;
}

/** The operator as the audit log names them. */
export const operatorActor = (session: OperatorSession): Actor => ({
  kind: 'operator',
  id: session.operator.id,
  name: session.operator.name,
});

/** A signed-in operator whose role the route does not allow: 403, naming the roles it needs. */
export function allowRoles(session: OperatorSession, roles: readonly string[]) {
  if (!roles.includes(session.operator.role)) throw forbidden(messages.adminRoleNeeded(roles));
  return session;
}

export async function logoutOperator(deps: { db: Db; now: () => Date }, session: OperatorSession) {
  await repo.revokeOperatorToken(deps.db, session.tokenId, deps.now());
}
