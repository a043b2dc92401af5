import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mountRoute } from '../../lib/route';
import { presentedToken } from '../../plugins/session';
import type { MembersService } from './members.service';
import { toMemberWire, toUserDetails } from './members.wire';

/** The spec's `userId` header names the member a call acts for. */
const userIdHeader = (request: FastifyRequest) => {
  const value = request.headers.userid;
  return Array.isArray(value) ? value[0] : value;
};

export function memberRoutes(app: FastifyInstance, { members }: { members: MembersService }) {
  mountRoute(app, routes.getAllRelation, 'getAllRelation', async ({ session }) => ({
    status: 1 as const,
    relations: (await members.listRelations(session)).map(toMemberWire),
  }));
  mountRoute(app, routes.addGuestProfile, 'addGuestProfile', async ({ session, body, request }) => {
    const added = await members.addMember(session, body);
    return {
      status: 1 as const,
      message: messages.memberSaved,
      userID: added.memberId,
      type: added.accountType,
      // The member acts under the same sign-in: the app stores this as the member's authToken.
      authToken: presentedToken(request) ?? '',
    };
  });
  mountRoute(app, routes.modifyGuestInfo, 'modifyGuestInfo', async ({ session, body, request }) => {
    const saved = await members.modifyMember(session, userIdHeader(request), body);
    return { status: 1 as const, message: messages.memberSaved, userID: saved.memberId, type: saved.accountType };
  });
  mountRoute(app, routes.register, 'register', async ({ session, body, request }) => {
    const registered = await members.register(session, body, request.ip);
    return {
      status: 1 as const,
      message: messages.registered,
      userID: registered.memberId,
      type: registered.accountType,
    };
  });
  mountRoute(app, routes.saveUserDetails, 'saveUserDetails', async ({ session, body, request }) => ({
    status: 1 as const,
    message: messages.memberSaved,
    data: toUserDetails(await members.saveDetails(session, userIdHeader(request), body)),
  }));
  mountRoute(app, routes.getUserDetails, 'getUserDetails', async ({ session, request }) => ({
    status: 1 as const,
    message: 'OK',
    data: toUserDetails(await members.memberForCall(session, userIdHeader(request))),
  }));
}
