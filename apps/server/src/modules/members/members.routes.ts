import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mountRoute } from '../../lib/route';
import { presentedToken } from '../../plugins/session';
import * as members from './members.service';

/** The spec's `userId` header names the member a call acts for. */
const userIdHeader = (request: FastifyRequest) => {
  const value = request.headers.userid;
  return Array.isArray(value) ? value[0] : value;
};

export function memberRoutes(app: FastifyInstance, deps: members.MembersDeps) {
  mountRoute(app, routes.getAllRelation, 'getAllRelation', async ({ session }) => ({
    status: 1 as const,
    relations: await members.listRelations(deps, session),
  }));
  mountRoute(app, routes.addGuestProfile, 'addGuestProfile', async ({ session, body, request }) => ({
    status: 1 as const,
    message: messages.memberSaved,
    ...(await members.addMember(deps, session, body)),
    // The member acts under the same sign-in: the app stores this as the member's authToken.
    authToken: presentedToken(request) ?? '',
  }));
  mountRoute(app, routes.modifyGuestInfo, 'modifyGuestInfo', async ({ session, body, request }) => ({
    status: 1 as const,
    message: messages.memberSaved,
    ...(await members.modifyMember(deps, session, userIdHeader(request), body)),
  }));
  mountRoute(app, routes.saveUserDetails, 'saveUserDetails', async ({ session, body, request }) => ({
    status: 1 as const,
    message: messages.memberSaved,
    data: await members.saveDetails(deps, session, userIdHeader(request), body),
  }));
  mountRoute(app, routes.getUserDetails, 'getUserDetails', async ({ session, request }) => ({
    status: 1 as const,
    message: 'OK',
    data: await members.getDetails(deps, session, userIdHeader(request)),
  }));
}
