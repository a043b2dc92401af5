import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import type { FastifyInstance } from 'fastify';
import { type Config, clientConfig } from '../../config';
import { mountRoute } from '../../lib/route';
import type { AuthService } from './auth.service';
import { toOtpResponse, toSessionUser, toSignedInResponse } from './auth.wire';

/** Thin handlers: validation is the contract's, rules are the service's, the spec's words are here. */
export function authRoutes(app: FastifyInstance, deps: { auth: AuthService; config: Config }) {
  const { auth } = deps;
  mountRoute(app, routes.addGuestPhone, 'addGuestPhone', async ({ body, request }) =>
    toOtpResponse(await auth.requestOtp(body, { ip: request.ip, log: request.log })),
  );
  mountRoute(app, routes.verifyGuestOtp, 'verifyGuestOtp', async ({ body }) =>
    toSignedInResponse(await auth.verifyOtp(body)),
  );
  mountRoute(app, routes.getSessionUser, 'getSessionUser', async ({ session }) => ({
    status: 1 as const,
    data: toSessionUser(session.account),
  }));
  mountRoute(app, routes.logout, 'logout', async ({ session }) => {
    await auth.logout(session);
    return { status: 1 as const, message: messages.signedOut };
  });
  mountRoute(app, routes.getCaptchaChallenge, 'getCaptchaChallenge', async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return auth.captchaChallenge();
  });
  mountRoute(app, routes.getClientConfig, 'getClientConfig', async () => clientConfig(deps.config));
}
