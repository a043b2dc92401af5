import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { allowRoles, authenticateOperator, type OperatorSession } from '../modules/admin';
import type { AuthService, Session } from '../modules/auth';
import { authenticateDoctor, type DoctorSession } from '../modules/console';

declare module 'fastify' {
  interface FastifyRequest {
    session?: Session;
    doctorSession?: DoctorSession;
    operatorSession?: OperatorSession;
  }
  interface FastifyInstance {
    requireSession: (request: FastifyRequest) => Promise<void>;
    /** A parent's session when a token is presented (checked like requireSession); none is fine. */
    optionalSession: (request: FastifyRequest) => Promise<void>;
    requireDoctor: (request: FastifyRequest) => Promise<void>;
    /** A back-office operator's token (401), whose role is one of `roles` (403). */
    requireOperator: (roles: readonly string[]) => (request: FastifyRequest) => Promise<void>;
  }
}

/** The spec's `AuthToken` header, or the standard `Authorization: Bearer …`. */
export function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authtoken;
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader?.trim()) return fromHeader.trim();
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return bearer?.[1];
}

export interface SessionPluginOptions {
  /** Parents' sessions. */
  auth: Pick<AuthService, 'authenticate' | 'authenticateForPublicData'>;
  /** The console's (doctors) and the back office's (operators) sessions. */
  db: Db;
  now: () => Date;
}

export const sessionPlugin = fp(async (app: FastifyInstance, opts: SessionPluginOptions) => {
  app.decorateRequest('session', undefined);
  app.decorateRequest('doctorSession', undefined);
  app.decorateRequest('operatorSession', undefined);
  app.decorate('requireSession', async (request: FastifyRequest) => {
    request.session = await opts.auth.authenticate(presentedToken(request));
  });
  // Optional sessions are those of routes that serve public data: a session read a moment ago will do.
  app.decorate('optionalSession', async (request: FastifyRequest) => {
    const token = presentedToken(request);
    if (token) request.session = await opts.auth.authenticateForPublicData(token);
  });
  // The console's tokens live in their own table: a parent's token is simply unknown here.
  app.decorate('requireDoctor', async (request: FastifyRequest) => {
    request.doctorSession = await authenticateDoctor(opts, presentedToken(request));
  });
  // The back office's tokens too: neither a parent's nor a doctor's token is known there.
  app.decorate('requireOperator', (roles: readonly string[]) => async (request: FastifyRequest) => {
    request.operatorSession = allowRoles(await authenticateOperator(opts, presentedToken(request)), roles);
  });
});
