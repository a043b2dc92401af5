import { routes } from '@app/contract/routes';
import type { FastifyInstance } from 'fastify';
import { clientConfig } from '../../config';
import { mountRoute } from '../../lib/route';
import * as auth from './auth.service';
import { newCaptchaChallenge } from './captcha';

/** Thin handlers: validation is the contract's, rules are the service's. */
export function authRoutes(app: FastifyInstance, deps: auth.AuthDeps) {
  mountRoute(app, routes.addGuestPhone, 'addGuestPhone', ({ body, request }) =>
    auth.requestOtp({ ...deps, log: request.log }, body, request.ip),
  );
  mountRoute(app, routes.verifyGuestOtp, 'verifyGuestOtp', ({ body, request }) =>
    auth.verifyOtp({ ...deps, log: request.log }, body),
  );
  mountRoute(app, routes.getSessionUser, 'getSessionUser', async ({ session }) => ({
    status: 1 as const,
    data: auth.toSessionUser(session.account),
  }));
  mountRoute(app, routes.logout, 'logout', async ({ session }) => {
    await auth.logout(deps, session);
    return { status: 1 as const, message: 'Signed out' };
  });
  mountRoute(app, routes.getCaptchaChallenge, 'getCaptchaChallenge', async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return newCaptchaChallenge(deps.config.SERVER_SECRET, deps.config.CAPTCHA_MAX_NUMBER, deps.now());
  });
  mountRoute(app, routes.getClientConfig, 'getClientConfig', async () => clientConfig(deps.config));
}
