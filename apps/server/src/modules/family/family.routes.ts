import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import type { FamilyShare } from '@app/contract/schemas/family';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../lib/route';
import type { FamilyService } from './family.service';

type Share = Awaited<ReturnType<FamilyService['invite']>>;

const onWire = ({ given: _side, expiresAt, ...share }: Share): FamilyShare => ({
  ...share,
  expiresAt: expiresAt.toISOString(),
});

/** Family sharing: both sides' lists, the invitation, its acceptance and its end. */
export function familyRoutes(app: FastifyInstance, { family }: { family: FamilyService }) {
  mountRoute(app, routes.getFamilySharing, 'getFamilySharing', async ({ session }) => {
    const { given, received } = await family.sharing(session);
    return { status: 1 as const, given: given.map(onWire), received: received.map(onWire) };
  });
  mountRoute(app, routes.familyInvite, 'familyInvite', async ({ body, session }) => ({
    status: 1 as const,
    message: messages.familyInvited,
    share: onWire(await family.invite(session, body)),
  }));
  mountRoute(app, routes.familyAccept, 'familyAccept', async ({ body, session }) => ({
    status: 1 as const,
    message: messages.familyAccepted,
    share: onWire(await family.accept(session, body.inviteId)),
  }));
  mountRoute(app, routes.familyEnd, 'familyEnd', async ({ body, session }) => ({
    status: 1 as const,
    message: messages.familyEnded,
    share: onWire(await family.end(session, body.inviteId)),
  }));
}
