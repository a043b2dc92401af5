import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import type { Operator } from '@app/contract/schemas/admin';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../lib/route';
import type { AuditRow } from '../audit';
import type { OperatorRow } from './admin.repo';
import type { AdminService } from './admin.service';

/** The operator on the wire. */
export const operatorOnWire = (o: OperatorRow): Operator => ({
  operatorID: o.id,
  name: o.name,
  phone: o.phoneE164,
  role: o.role,
  createdAt: o.createdAt.toISOString(),
  createdBy: o.createdBy,
  retiredAt: o.retiredAt?.toISOString() ?? null,
});

/** One audit record on the wire. */
const auditEntryOnWire = (e: AuditRow) => ({
  auditID: e.id,
  at: e.at.toISOString(),
  actor: { kind: e.actorKind, id: e.actorId, name: e.actorName },
  action: e.action,
  entity: e.entity,
  entityID: e.entityId,
  before: e.before,
  after: e.after,
});

/** The back office: operators' sign-in, and the owners' management of operators (decision 0050). */
export function adminRoutes(app: FastifyInstance, { admin }: { admin: AdminService }) {
  mountRoute(app, routes.adminRequestOtp, 'adminRequestOtp', async ({ body, request }) => ({
    status: 1 as const,
    // The same words for every number: the answer does not tell operators' numbers from others.
    message: messages.adminOtpSent,
    ...(await admin.requestOtp(body, request.ip)),
  }));
  mountRoute(app, routes.adminVerifyOtp, 'adminVerifyOtp', async ({ body }) => {
    const signedIn = await admin.verifyOtp(body);
    return { status: 1 as const, authToken: signedIn.authToken, operator: operatorOnWire(signedIn.operator) };
  });
  mountRoute(app, routes.adminMe, 'adminMe', async ({ operator }) => ({
    status: 1 as const,
    operator: operatorOnWire(operator.operator),
  }));
  mountRoute(app, routes.adminLogout, 'adminLogout', async ({ operator }) => {
    await admin.logout(operator);
    return { status: 1 as const, message: messages.signedOut };
  });
  mountRoute(app, routes.adminOperators, 'adminOperators', async () => ({
    status: 1 as const,
    data: (await admin.listOperators()).map(operatorOnWire),
  }));
  mountRoute(app, routes.adminAddOperator, 'adminAddOperator', async ({ body, operator }) => ({
    status: 1 as const,
    operator: operatorOnWire(await admin.addOperator(operator, body)),
  }));
  mountRoute(app, routes.adminAuditLog, 'adminAuditLog', async ({ query }) => {
    const page = query.page ? Math.max(1, Number(query.page)) : 1;
    const found = await admin.auditLog({
      entity: query.entity?.trim() || undefined,
      entityId: query.entityID ? Number(query.entityID) : undefined,
      page,
    });
    return { status: 1 as const, data: found.rows.map(auditEntryOnWire), page, pages: found.pages };
  });
  mountRoute(app, routes.adminRetireOperator, 'adminRetireOperator', async ({ body, operator }) => {
    await admin.retireOperator(operator, body.operatorID);
    return { status: 1 as const, message: messages.adminOperatorRetired };
  });
}
